import { describe, expect, it } from 'vitest';
import { HAND_DEFINITIONS } from '../../../src/cards/behaviours/index.js';
import type { CardData } from '../../../src/cards/card-data.js';
import { defaultPool } from '../../../src/cards/default-pool.js';
import { makePool } from '../../../src/cards/make-pool.js';
import type { AbilityDef } from '../../../src/effects/types.js';
import { apply } from '../../../src/engine/apply.js';
import { evaluate } from '../../../src/layers/evaluate.js';
import { parseBoard } from '../../../src/notation/index.js';
import { has } from '../../support/play.js';

/**
 * CR 702.114a: "Devoid" means "This object is colorless", a characteristic-defining ability
 * (604.3), so a grant can't stand for it (604.3a(2)): the card must print it. Vestige of
 * Emrakul ({3}{R}, "Devoid / Trample") is typed here from its printed data, with the colour
 * CR 202.2 reads from its mana cost (red); MTGJSON lists devoid cards with no colours already,
 * so only the ability makes this row's card colourless.
 */

const VESTIGE: CardData = {
  name: 'Vestige of Emrakul',
  manaCost: '{3}{R}',
  colors: ['R'],
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Eldrazi', 'Drone'],
  power: '3',
  toughness: '4',
  loyalty: null,
  defense: null,
  text: 'Devoid (This card has no color.)\nTrample',
  layout: 'normal',
};
const ABILITIES: readonly AbilityDef[] = [
  { kind: 'keyword', keyword: 'Devoid', text: 'Devoid (This card has no color.)' },
  { kind: 'keyword', keyword: 'Trample', text: 'Trample' },
];
const bears = defaultPool().get('Grizzly Bears')?.data;
const pool = makePool(
  [...(bears ? [bears] : []), VESTIGE],
  new Map([...HAND_DEFINITIONS, ['Vestige of Emrakul', ABILITIES]]),
);

const stateOf = (board: unknown) => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) throw new Error(`board: ${parsed.error.path ?? '$'}: ${parsed.error.message}`);
  return parsed.value.state;
};
const colorsOf = (board: unknown, id: string) => {
  const evaluated = evaluate(stateOf(board), pool);
  if (!evaluated.ok) throw new Error(evaluated.error.message);
  return evaluated.value.objects.find((c) => c.id === id)?.colors;
};
const becomesRed = {
  source: 'paint',
  sourceName: 'it becomes red',
  duration: 'permanent',
  on: ['vestige'],
  effect: { affects: {}, ops: [{ kind: 'setColors', colors: ['R'] }] },
};

/** A row: its source, the board, the object looked at and its colours. */
const COLOURS: readonly (readonly [string, unknown, string, readonly string[]])[] = [
  [
    'CR 702.114a: Devoid: Vestige of Emrakul ({3}{R}) is colourless on the battlefield',
    { objects: [{ id: 'vestige', card: 'Vestige of Emrakul' }] },
    'vestige',
    [],
  ],
  [
    "CR 702.114a, 604.3: ... and in every zone, its owner's hand among them",
    { objects: [{ id: 'vestige', card: 'Vestige of Emrakul', zone: 'hand' }] },
    'vestige',
    [],
  ],
  [
    'CR 613.3: a characteristic-defining ability applies first in layer 5, so an effect making it red still does',
    { objects: [{ id: 'vestige', card: 'Vestige of Emrakul' }], effects: [becomesRed] },
    'vestige',
    ['R'],
  ],
  [
    'CR 604.3a(2): devoid granted by an effect is no characteristic-defining ability: a granted one leaves Grizzly Bears green',
    { objects: [{ id: 'bear', card: 'Grizzly Bears' }], effects: [has('bear', 'Devoid')] },
    'bear',
    ['G'],
  ],
];

describe('CR 702.114: devoid', () => {
  it.each(COLOURS)('%s', (_name, board, id, colors) => {
    expect(colorsOf(board, id)).toStrictEqual(colors);
  });

  it('CR 702.114a, 702.16f: being colourless, Vestige of Emrakul may block a creature with protection from red', () => {
    const state = stateOf({
      turn: { number: 1, active: 'A', step: 'declareBlockers' },
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'vestige', card: 'Vestige of Emrakul', controller: 'B' },
      ],
      combat: { attackers: [{ id: 'bear', attacking: 'B' }] },
      effects: [has('bear', 'Protection from red')],
    });
    const done = apply(state, pool, {
      kind: 'declareBlockers',
      blockers: [{ blocker: 'vestige', attacker: 'bear' }],
    });
    expect(done.ok && done.value.state.combat?.blockers).toStrictEqual([{ id: 'vestige', blocking: 'bear' }]);
  });
});
