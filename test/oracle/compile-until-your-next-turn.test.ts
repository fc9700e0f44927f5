import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Effects "until your next turn" (CR 611.2a), before or after the change, card by card (MTGJSON
 * printed Oracle text): the duration `untilYourNextTurn`, which ends as the effect's controller's
 * next turn begins. What the grammar does not model with that duration is refused as before.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const plus = (p: number, t: number): LayerOp => ({ kind: 'modifyPT', power: n(p), toughness: n(t) });
const onTargets = (ops: LayerOp[]): Instruction => ({
  kind: 'createEffect',
  on: 'targets',
  effect: { affects: {}, ops },
  duration: 'untilYourNextTurn',
});
const upToOneCreature = { count: 0, filter: { types: ['Creature'] }, upTo: 1 } as const;

const ROWS: readonly (readonly [string, CardType, string, AbilityDef])[] = [
  [
    'Mu Yanling, Celestial Wind',
    'Planeswalker',
    '[+1]: Until your next turn, up to one target creature gets -5/-0.',
    {
      kind: 'activated',
      text: '[+1]: Until your next turn, up to one target creature gets -5/-0.',
      cost: '[+1]',
      targets: upToOneCreature,
      instructions: [onTargets([plus(-5, 0)])],
    },
  ],
  [
    'Liliana, the Last Hope',
    'Planeswalker',
    '[+1]: Up to one target creature gets -2/-1 until your next turn.',
    {
      kind: 'activated',
      text: '[+1]: Up to one target creature gets -2/-1 until your next turn.',
      cost: '[+1]',
      targets: upToOneCreature,
      instructions: [onTargets([plus(-2, -1)])],
    },
  ],
  [
    'Sorin, Solemn Visitor',
    'Planeswalker',
    '[+1]: Until your next turn, creatures you control get +1/+0 and gain lifelink.',
    {
      kind: 'activated',
      text: '[+1]: Until your next turn, creatures you control get +1/+0 and gain lifelink.',
      cost: '[+1]',
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: {
            affects: { types: ['Creature'], controller: 'you' },
            ops: [
              plus(1, 0),
              {
                kind: 'addAbilities',
                abilities: [{ kind: 'keyword', keyword: 'Lifelink', text: 'Lifelink' }],
              },
            ],
          },
          duration: 'untilYourNextTurn',
        },
      ],
    },
  ],
  [
    'Tezzeret, Cruel Machinist',
    'Planeswalker',
    '[0]: Until your next turn, target artifact you control becomes a 5/5 creature in addition to its other types.',
    {
      kind: 'activated',
      text: '[0]: Until your next turn, target artifact you control becomes a 5/5 creature in addition to its other types.',
      cost: '[0]',
      targets: { count: 1, filter: { types: ['Artifact'], controller: 'you' } },
      instructions: [
        onTargets([
          { kind: 'setTypes', addTypes: ['Creature'] },
          { kind: 'setPT', power: n(5), toughness: n(5) },
        ]),
      ],
    },
  ],
  [
    'Chronomantic Escape (refused: "creatures can\'t attack you")',
    'Sorcery',
    "Until your next turn, creatures can't attack you. Exile Chronomantic Escape with three time counters on it.",
    {
      kind: 'unsupported',
      text: "Until your next turn, creatures can't attack you. Exile Chronomantic Escape with three time counters on it.",
      reason:
        'the grammar reads "Until your next turn, creatures" and stops at "can\'t attack you" (character 32)',
    },
  ],
];

describe('"until your next turn" durations (CR 611.2a)', () => {
  it.each(ROWS)('%s', (name, type, text, ability) => {
    const legendary = type === 'Planeswalker' ? ['Legendary'] : [];
    expect(compileCard(card(name.replace(/ \(.*$/, ''), [type], text, legendary))).toEqual([ability]);
  });
});
