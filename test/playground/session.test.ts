import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boardOf, current, editObject, goTo, openBoard, play } from '../../playground/src/session.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { evaluate } from '../../src/layers/evaluate.js';

/** The playground's history: a board, its actions, edits, and stepping back and forward. */

const pool = defaultPool();
const HUMILITY = readFileSync(new URL('../../examples/humility-opalescence.json', import.meta.url), 'utf8');

const opened = () => {
  const session = openBoard(HUMILITY, pool);
  if (!session.ok) throw new Error(session.error.message);
  return session.value;
};

const ptOf = (session: ReturnType<typeof opened>, id: string) => {
  const result = evaluate(current(session).state, pool);
  const c = result.ok ? result.value.objects.find((o) => o.id === id) : undefined;
  return c ? [c.power, c.toughness, c.zone] : undefined;
};

describe('the playground session', () => {
  it("plays the file's actions: Giant Growth resolves (CR 611.2c), the bear is 4/4 under Humility", () => {
    const session = opened();
    expect(session.entries.map((e) => e.label)).toEqual(['board loaded', 'resolve']);
    expect(current(session).events.map((e) => e.rule)).toContain('611.2c');
    expect(ptOf(session, 'bear')).toEqual([4, 4, 'battlefield']);
  });

  it('4 damage to the 4/4 bear: it is destroyed as a state-based action (CR 704.5g)', () => {
    const hit = play(
      opened(),
      pool,
      { kind: 'damage', source: 'goyf', to: [{ to: 'bear', amount: 4 }] },
      'damage',
    );
    expect(hit.ok && current(hit.value).events.map((e) => [e.kind, e.rule])).toContainEqual([
      'zoneChange',
      '704.5g',
    ]);
    // a new object in the graveyard (CR 400.7): its printed 2/2, Humility and Giant Growth gone
    expect(hit.ok && ptOf(hit.value, 'bear')).toEqual([2, 2, 'graveyard']);
  });

  it('a refused action is an error citing a rule, and the session is as it was', () => {
    const refused = play(
      opened(),
      pool,
      { kind: 'counters', object: 'nobody', counter: '+1/+1', amount: 1 },
      'x',
    );
    expect(refused.ok).toBe(false);
  });

  it('edits go through the board file: tapped and damage set, a negative damage refused', () => {
    const tapped = editObject(opened(), pool, 'goyf', { tapped: true, damage: 1 });
    const goyf = tapped.ok ? current(tapped.value).state.objects.find((o) => o.id === 'goyf') : undefined;
    expect([goyf?.tapped, goyf?.damage]).toEqual([true, 1]);
    expect(editObject(opened(), pool, 'goyf', { damage: -1 }).ok).toBe(false);
  });

  it('steps back and forward; acting from an earlier state drops the later ones', () => {
    const session = opened();
    expect(goTo(session, session.at - 1).at).toBe(0);
    expect(goTo(goTo(session, 0), 1)).toEqual(session);
    expect([goTo(session, 9).at, goTo(session, -1).at]).toEqual([1, 0]);
    const again = editObject(goTo(session, 0), pool, 'goyf', { tapped: true });
    expect(again.ok && again.value.entries.map((e) => e.label)).toEqual(['board loaded', 'edit goyf']);
  });

  it("the shown state's board file reads back to the same state (makeBoard, parseBoard)", () => {
    const session = opened();
    const reopened = openBoard(boardOf(session, pool), pool);
    expect(reopened.ok && current(reopened.value).state).toEqual(current(session).state);
  });
});
