import { describe, expect, it } from 'vitest';
import { checkStateBasedActions } from '../../src/engine/state-based/state-based.js';
import { charsOf, pool, stateOf } from '../support/play.js';

/**
 * Issue 18, item 6: the state-based check with many Auras on one creature hung. Each Aura's
 * enchant ability (303.4c) was checked with a run of the layers of its own, and each Aura's
 * "enchanted creature" looked at every object, so 1,000 Auras took 44 s and 2,000 timed out. One
 * check looks at one state (704.3): the layers run once for all of them now, and "enchanted
 * creature" finds the one creature by id. The full sizes are bench rows (bench/hardening.ts).
 */

const AURAS = 2_000;

const holyStrengths = Array.from({ length: AURAS }, (_, i) => ({
  id: `s${i}`,
  card: 'Holy Strength',
  attachedTo: 'bear',
}));

describe('many Auras, one state-based check (issue 18)', () => {
  it(`CR 704.5m, 303.4c: of ${AURAS.toLocaleString('en-US')} Holy Strengths and a Feedback (Enchant enchantment) on Grizzly Bears, only Feedback goes`, () => {
    const state = stateOf({
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        ...holyStrengths,
        { id: 'feedback', card: 'Feedback', attachedTo: 'bear' },
      ],
    });
    const checked = checkStateBasedActions(state, pool);
    if (!checked.ok) throw new Error(checked.error.message);
    expect(checked.value.events).toEqual([
      expect.objectContaining({ kind: 'zoneChange', object: 'feedback', to: 'graveyard', rule: '704.5m' }),
    ]);
    // CR 613.4c: each Holy Strength gives +1/+2.
    expect(checked.value.view.chars.get('bear')).toMatchObject({
      power: 2 + AURAS,
      toughness: 2 + 2 * AURAS,
    });
  });

  it(`CR 303.4c, 704.5m: a chain of ${AURAS.toLocaleString('en-US')} Feedbacks, each enchanting the one before, on a Holy Strength: all are legal and stay`, () => {
    const chain = Array.from({ length: AURAS }, (_, i) => ({
      id: `f${i}`,
      card: 'Feedback',
      attachedTo: i === 0 ? 's0' : `f${i - 1}`,
    }));
    const state = stateOf({ objects: [{ id: 'bear', card: 'Grizzly Bears' }, holyStrengths[0], ...chain] });
    const checked = checkStateBasedActions(state, pool);
    if (!checked.ok) throw new Error(checked.error.message);
    expect(checked.value.events).toEqual([]);
    expect(charsOf(checked.value.state).get('bear')).toMatchObject({ power: 3, toughness: 4 });
  });
});
