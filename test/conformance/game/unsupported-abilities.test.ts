import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { apply } from '../../../src/engine/apply.js';
import { pool, stateOf } from '../../support/play.js';

/**
 * An ability the compiler doesn't model is never treated as absent: activating it, resolving it
 * by number or naming it as a mana source is refused with ERR_UNSUPPORTED, naming the ability
 * and why (docs/oracle-compiler.md; docs/board-format.md: an action the engine
 * doesn't model yet). A number that names no ability stays an illegal action (CR 602.1).
 */

const INFERNO =
  '{T}: Living Inferno deals damage equal to its power divided as you choose among any number of target creatures. Each of those creatures deals damage equal to its power to Living Inferno.';

const board = stateOf({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
  objects: [
    { id: 'inferno', card: 'Living Inferno' },
    { id: 'goggles', card: "Pyromancer's Goggles" },
    { id: 'bears', card: 'Grizzly Bears', zone: 'hand', owner: 'A' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
  ],
});

const GOGGLES =
  '{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell and you may choose new targets for the copy.';

const refusal = (action: Action) => {
  const done = apply(board, pool, action);
  if (done.ok) return expect.fail('the action was applied, but a refusal was expected');
  return done.error;
};

describe('abilities the compiler does not model (ERR_UNSUPPORTED)', () => {
  it.each([
    [
      "activate: Living Inferno's ability 0",
      { kind: 'activate', object: 'inferno', ability: 0, targets: ['bear'] } as Action,
      `Living Inferno: "${INFERNO}" is not supported`,
    ],
    [
      "resolve by number: Living Inferno's ability 0",
      { kind: 'resolve', source: 'inferno', ability: 0, controller: 'A', targets: ['bear'] } as Action,
      `Living Inferno: "${INFERNO}" is not supported`,
    ],
    [
      'a mana source: Pyromancer\'s Goggles\' ability 0, "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell …"',
      { kind: 'cast', object: 'bears', sources: [{ object: 'goggles', ability: 0 }] } as Action,
      `Pyromancer's Goggles: "${GOGGLES}" is not supported`,
    ],
  ])('%s', (_name, action, message) => {
    const error = refusal(action);
    expect(error.code).toBe('ERR_UNSUPPORTED');
    expect(error.message).toContain(message);
    expect(error.path).toMatch(/ability$/);
  });

  it.each([
    ['activate', { kind: 'activate', object: 'inferno', ability: 1 } as Action],
    ['resolve', { kind: 'resolve', source: 'inferno', ability: 1, controller: 'A' } as Action],
  ])(
    'CR 602.1: %s with a number that names no ability is an illegal action (ERR_ACTION)',
    (_name, action) => {
      const error = refusal(action);
      expect(error.code).toBe('ERR_ACTION');
      expect(error.rule).toBe('602.1');
    },
  );
});
