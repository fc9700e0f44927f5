import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addObject,
  boardOf,
  current,
  editObject,
  goTo,
  openBoard,
  play,
  removeObject,
} from '../../playground/src/session.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { evaluate } from '../../src/layers/evaluate.js';

/** The playground's history: a board, its actions, edits, and stepping back and forward. */

const pool = defaultPool();
const HUMILITY = readFileSync(new URL('../../examples/humility-opalescence.json', import.meta.url), 'utf8');

const opening = (json: unknown) => {
  const session = openBoard(json, pool);
  if (!session.ok) throw new Error(session.error.message);
  return session.value;
};

const opened = () => opening(HUMILITY);

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

  it('edits pass validateState: tapped and damage set, a negative damage refused (CR 107.1b); the other objects are kept as they were', () => {
    const session = opened();
    const tapped = editObject(session, pool, 'goyf', { tapped: true, damage: 1 });
    const before = current(session).state.objects;
    const after = tapped.ok ? current(tapped.value).state.objects : [];
    const goyf = after.find((o) => o.id === 'goyf');
    expect([goyf?.tapped, goyf?.damage]).toEqual([true, 1]);
    // The same objects, not copies: what is drawn from an unchanged object need not be drawn again.
    expect(after.filter((o, i) => o !== before[i]).map((o) => o.id)).toEqual(['goyf']);
    const negative = editObject(session, pool, 'goyf', { damage: -1 });
    expect(!negative.ok && [negative.error.code, negative.error.rule]).toEqual(['ERR_NUMBER', '107.1b']);
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

  it('adds a card as the newest object (CR 613.7d), its name found as a file finds it, and removes one', () => {
    const added = addObject(opened(), pool, { card: 'grizzly bears', controller: 'A' });
    const bear = added.ok ? current(added.value).state.objects.at(-1) : undefined;
    expect([bear?.id, bear?.card, bear?.controller, bear?.timestamp]).toEqual([
      'o8',
      'Grizzly Bears',
      'A',
      9,
    ]);
    const misspelt = addObject(opened(), pool, { card: 'Grizly Bears' });
    expect(!misspelt.ok && misspelt.error.message).toMatch(/did you mean "Grizzly Bears"\?/);
    // The Bolt (o5) goes; the Memnite after it keeps its id and timestamp, the effect its t8.
    const removed = removeObject(opened(), pool, 'o5');
    const state = removed.ok ? current(removed.value).state : undefined;
    expect(state?.objects.map((o) => [o.id, o.timestamp]).slice(3, 6)).toEqual([
      ['goyf', 4],
      ['o6', 6],
      ['bear', 7],
    ]);
    expect(state?.effects.map((e) => e.timestamp)).toEqual([8]);
    // Giant Growth's effect is locked onto the bear (CR 611.2c): the file would name nothing.
    expect(removeObject(opened(), pool, 'bear').ok).toBe(false);
  });

  it("attaches an Aura: Holy Strength's +1/+2 makes the bear 3/4 (CR 303.4, 613.4c); one attached to itself is refused (303.4d)", () => {
    const board = opening({
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'aura', card: 'Holy Strength' },
      ],
    });
    const attached = editObject(board, pool, 'aura', { attachedTo: 'bear' });
    expect(attached.ok && ptOf(attached.value, 'bear')).toEqual([3, 4, 'battlefield']);
    const itself = editObject(board, pool, 'aura', { attachedTo: 'aura' });
    expect(!itself.ok && [itself.error.code, itself.error.rule]).toEqual(['ERR_STATE', '303.4d']);
  });

  it('sets controller, face down (a 2/2 with no name, CR 708.2a) and "as enters" choices (CR 614.12)', () => {
    const board = opening({
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'auto', card: 'Adaptive Automaton' },
      ],
    });
    const taken = editObject(board, pool, 'bear', { controller: 'B' });
    expect(taken.ok && current(taken.value).state.objects[0]?.controller).toBe('B');
    const down = editObject(board, pool, 'bear', { faceDown: true });
    const evaluated = down.ok ? evaluate(current(down.value).state, pool) : undefined;
    const hidden = evaluated?.ok ? evaluated.value.objects.find((o) => o.id === 'bear') : undefined;
    expect([hidden?.name, hidden?.power, hidden?.toughness]).toEqual(['', 2, 2]);
    const elf = editObject(board, pool, 'auto', { choices: { creatureType: 'Elf' } });
    expect(elf.ok && current(elf.value).state.objects[1]?.choices).toEqual({ creatureType: 'Elf' });
    const none = elf.ok ? editObject(elf.value, pool, 'auto', { choices: { creatureType: undefined } }) : elf;
    expect(none.ok && current(none.value).state.objects[1]?.choices).toEqual({});
    const elff = editObject(board, pool, 'auto', { choices: { creatureType: 'Elff' } });
    expect(!elff.ok && [elff.error.message, elff.error.rule]).toEqual([
      '"Elff" is not a creature type; did you mean "Elf"?',
      '205.3m',
    ]);
  });
});
