import { describe, expect, it } from 'vitest';
import type { LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Static abilities listing several changes, "gets +2/+2, has flying, and is a white Angel in
 * addition to its other colors and types": one effect, each part an operation of its own layer
 * (CR 613.1d-f, 613.4c). Real cards' Oracle text (MTGJSON).
 */

const pt = (power: number, toughness: number): LayerOp => ({
  kind: 'modifyPT',
  power: { kind: 'constant', n: power },
  toughness: { kind: 'constant', n: toughness },
});
const base = (power: number, toughness: number): LayerOp => ({
  kind: 'setPT',
  power: { kind: 'constant', n: power },
  toughness: { kind: 'constant', n: toughness },
});
const keyword = (k: string): LayerOp =>
  ({
    kind: 'addAbilities',
    abilities: [{ kind: 'keyword', keyword: k, text: k }],
  }) as LayerOp;
const restriction = (text: string, kind: string): LayerOp =>
  ({ kind: 'addAbilities', abilities: [{ kind: 'restriction', text, restriction: { kind } }] }) as LayerOp;
const ATTACHED = { attachedToSource: true };

const ROWS: readonly (readonly [string, CardType, string, object, readonly LayerOp[]])[] = [
  [
    'Angelic Armaments, CR 205.1b, 105.3: "in addition to its other colors and types" adds both',
    'Artifact',
    'Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its other colors and types.',
    ATTACHED,
    [
      pt(2, 2),
      keyword('Flying'),
      { kind: 'setTypes', addSubtypes: ['Angel'] },
      { kind: 'addColors', colors: ['W'] },
    ],
  ],
  [
    'Captain\'s Hook, CR 205.1b: "in addition to its other creature types"',
    'Artifact',
    'Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its other creature types.',
    ATTACHED,
    [pt(2, 0), keyword('Menace'), { kind: 'setTypes', addSubtypes: ['Pirate'] }],
  ],
  [
    'Nim Deathmantle, CR 205.1a: "is a black Zombie" replaces its colours and creature types',
    'Artifact',
    'Equipped creature gets +2/+2, has intimidate, and is a black Zombie.',
    ATTACHED,
    [
      pt(2, 2),
      keyword('Intimidate'),
      { kind: 'setTypes', subtypes: ['Zombie'] },
      { kind: 'setColors', colors: ['B'] },
    ],
  ],
  [
    'Grave Servitude, CR 105.3: "is black"',
    'Enchantment',
    'Enchanted creature gets +3/-1 and is black.',
    ATTACHED,
    [pt(3, -1), { kind: 'setColors', colors: ['B'] }],
  ],
  [
    'Silverskin Armor, CR 205.1b: "is an artifact in addition to its other types"',
    'Artifact',
    'Equipped creature gets +1/+1 and is an artifact in addition to its other types.',
    ATTACHED,
    [pt(1, 1), { kind: 'setTypes', addTypes: ['Artifact'] }],
  ],
  [
    'Armguard Familiar, CR 702.21a: "has ward {2}", ward\'s triggered ability granted',
    'Artifact',
    'Equipped creature gets +2/+1 and has ward {2}.',
    ATTACHED,
    [
      {
        kind: 'addAbilities',
        abilities: [
          {
            kind: 'triggered',
            text: 'Ward {2}',
            trigger: { kind: 'becomesTarget', abilities: true, by: 'opponents' },
            instructions: [
              {
                kind: 'optional',
                payer: 'triggerController',
                pay: '{2}',
                ifDone: [],
                otherwise: [{ kind: 'counter', on: 'triggerObject' }],
              },
            ],
          },
        ],
      },
      pt(2, 1),
    ],
  ],
  [
    'Furor of the Bitten, CR 508.1d: "attacks each combat if able", granted',
    'Enchantment',
    'Enchanted creature gets +2/+2 and attacks each combat if able.',
    ATTACHED,
    [pt(2, 2), restriction('attacks each combat if able', 'attacksEachCombat')],
  ],
  [
    'Infectious Bloodlust, CR 508.1d: three parts',
    'Enchantment',
    'Enchanted creature gets +2/+1, has haste, and attacks each combat if able.',
    ATTACHED,
    [pt(2, 1), keyword('Haste'), restriction('attacks each combat if able', 'attacksEachCombat')],
  ],
  [
    'Whispersilk Cloak, CR 509.1b: "can\'t be blocked and has shroud"',
    'Artifact',
    "Equipped creature can't be blocked and has shroud.",
    ATTACHED,
    [restriction("can't be blocked", 'cantBeBlocked'), keyword('Shroud')],
  ],
  [
    'Aurification, CR 205.1b: a group "is a Wall in addition to its other creature types and has defender"',
    'Enchantment',
    'Each creature with a gold counter on it is a Wall in addition to its other creature types and has defender.',
    { types: ['Creature'], withCounter: 'gold' },
    [{ kind: 'setTypes', addSubtypes: ['Wall'] }, keyword('Defender')],
  ],
  [
    'Frogify, CR 205.1a, 613.1f, 613.4b: "loses all abilities and is a blue Frog creature with base power and toughness 1/1"',
    'Enchantment',
    'Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1. (It loses all other card types and creature types.)',
    ATTACHED,
    [
      { kind: 'loseAllAbilities' },
      { kind: 'setTypes', types: ['Creature'], subtypes: ['Frog'] },
      { kind: 'setColors', colors: ['U'] },
      base(1, 1),
    ],
  ],
  [
    'Fowl Play, CR 205.1a: "is a Bird creature", no colour named: its colours stay',
    'Enchantment',
    'Enchanted creature loses all abilities and is a Bird creature with base power and toughness 1/1.',
    ATTACHED,
    [{ kind: 'loseAllAbilities' }, { kind: 'setTypes', types: ['Creature'], subtypes: ['Bird'] }, base(1, 1)],
  ],
  [
    'Ichthyomorphosis, CR 205.1a: "is a blue Fish", a creature type alone: its card types stay',
    'Enchantment',
    'Enchanted creature loses all abilities and is a blue Fish with base power and toughness 0/1.',
    ATTACHED,
    [
      { kind: 'loseAllAbilities' },
      { kind: 'setTypes', subtypes: ['Fish'] },
      { kind: 'setColors', colors: ['U'] },
      base(0, 1),
    ],
  ],
  [
    'Lignify, CR 613.4b, 613.1f: "is a Treefolk with base power and toughness 0/4 and loses all abilities"',
    'Enchantment',
    'Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.',
    ATTACHED,
    [{ kind: 'setTypes', subtypes: ['Treefolk'] }, base(0, 4), { kind: 'loseAllAbilities' }],
  ],
  [
    'Kasmina\'s Transmutation, CR 613.4b: "loses all abilities and has base power and toughness 1/1"',
    'Enchantment',
    'Enchanted creature loses all abilities and has base power and toughness 1/1.',
    ATTACHED,
    [{ kind: 'loseAllAbilities' }, base(1, 1)],
  ],
  [
    'Mystic Subdual, CR 613.4c, 613.1f: "gets -2/-0 and loses all abilities"',
    'Enchantment',
    "Enchanted creature gets -2/-0 and loses all abilities. (Mutating onto the creature won't give it new abilities. It can gain abilities in other ways.)",
    ATTACHED,
    [pt(-2, 0), { kind: 'loseAllAbilities' }],
  ],
  [
    'Withercrown, CR 613.4b: "has base power 0 and has …", the power alone',
    'Enchantment',
    'Enchanted creature has base power 0 and has "At the beginning of your upkeep, you lose 1 life unless you sacrifice this creature."',
    ATTACHED,
    [
      { kind: 'setPT', power: { kind: 'constant', n: 0 } },
      {
        kind: 'addAbilities',
        abilities: [
          {
            kind: 'triggered',
            text: 'At the beginning of your upkeep, you lose 1 life unless you sacrifice this creature.',
            trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
            instructions: [
              {
                kind: 'optional',
                cost: [{ kind: 'sacrifice', on: 'self' }],
                ifDone: [],
                otherwise: [{ kind: 'loseLife', who: 'you', amount: { kind: 'constant', n: 1 } }],
              },
            ],
          },
        ],
      },
    ],
  ],
  [
    'Gigantiform, CR 613.4b, 613.1f: "has base power and toughness 8/8 and has trample"',
    'Enchantment',
    'Enchanted creature has base power and toughness 8/8 and has trample.',
    ATTACHED,
    [base(8, 8), keyword('Trample')],
  ],
];

const timesCount = (n: number, of: object) => ({ kind: 'times', n, of: { kind: 'count', of } });

describe('compound statics compile (CR 613.1d-f, 613.4c)', () => {
  it('Glaive of the Guildpact, CR 613.4c, 613.1f: "gets +1/+0 for each Gate you control and has vigilance and menace"', () => {
    const text = 'Equipped creature gets +1/+0 for each Gate you control and has vigilance and menace.';
    const gates = { subtypes: ['Gate'], controller: 'you' };
    expect(compileCard(card('Glaive of the Guildpact', ['Artifact'], text))).toEqual([
      {
        kind: 'static',
        text,
        effect: {
          affects: ATTACHED,
          ops: [
            {
              kind: 'addAbilities',
              abilities: [
                { kind: 'keyword', keyword: 'Vigilance', text: 'Vigilance' },
                { kind: 'keyword', keyword: 'Menace', text: 'Menace' },
              ],
            },
            { kind: 'modifyPT', power: timesCount(1, gates), toughness: timesCount(0, gates) },
          ],
        },
      },
    ]);
  });

  it.each(ROWS)('%s', (name, type, text, affects, ops) => {
    expect(compileCard(card(name.split(',')[0] ?? name, [type], text))).toEqual([
      { kind: 'static', text, effect: { affects, ops } },
    ]);
  });

  it.each([['Runed Stalactite', 'Equipped creature gets +1/+1 and is every creature type.']])(
    '%s: a part no template reads leaves the whole ability unsupported',
    (name, text) => {
      expect(compileCard(card(name, ['Artifact'], text))).toMatchObject([{ kind: 'unsupported' }]);
    },
  );
});
