import { describe, expect, it } from 'vitest';
import type { AbilityDef, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { Color } from '../../src/symbols/colors.js';
import { card } from './faces.js';

/**
 * Adamant, an ability word (CR 207.2c): "If at least three white mana was spent to cast this
 * spell, [this] enters with a +1/+1 counter on it": a replacement effect (614.1c) whose condition
 * reads the mana spent to cast the spell that became it (601.2h), of one colour or the most of
 * any one colour ("mana of the same color"). Card by card (MTGJSON, April 2022).
 */

type Row = readonly [name: string, text: string, spent: Value];

const paladin = (name: string, word: string): string =>
  `Adamant — If at least three ${word} mana was spent to cast this spell, ${name} enters the battlefield with a +1/+1 counter on it.`;

const ROWS: readonly Row[] = [
  ['Ardenvale Paladin', paladin('Ardenvale Paladin', 'white'), { kind: 'manaSpent', color: 'W' }],
  ['Vantress Paladin', paladin('Vantress Paladin', 'blue'), { kind: 'manaSpent', color: 'U' }],
  ['Locthwain Paladin', paladin('Locthwain Paladin', 'black'), { kind: 'manaSpent', color: 'B' }],
  ['Embereth Paladin', paladin('Embereth Paladin', 'red'), { kind: 'manaSpent', color: 'R' }],
  ['Garenbrig Paladin', paladin('Garenbrig Paladin', 'green'), { kind: 'manaSpent', color: 'G' }],
  [
    'Henge Walker',
    'Adamant — If at least three mana of the same color was spent to cast this spell, Henge Walker enters the battlefield with a +1/+1 counter on it.',
    { kind: 'manaSpent', color: 'same' },
  ],
];

describe('adamant: enters with a counter if at least three mana of a colour was spent (CR 207.2c, 601.2h, 614.1c)', () => {
  it.each(ROWS.map((r) => [r[0], r] as const))('%s', (_name, [name, text, value]) => {
    const expected: AbilityDef = {
      kind: 'entersWithCounters',
      text,
      counter: '+1/+1',
      amount: { kind: 'constant', n: 1 },
      condition: { kind: 'valueAtLeast', value, n: 3 },
    };
    expect(compileCard(card(name, ['Creature'], text))).toEqual([expected]);
  });
});

/**
 * "If {B} was spent to cast this spell, …" (CR 601.2h, 608.2c): a sentence followed only if mana
 * of that colour was spent on the spell, read as it resolves.
 */
const SPENT_ROWS: readonly (readonly [name: string, text: string, color: Color])[] = [
  [
    'Rolling Spoil',
    'Destroy target land. If {B} was spent to cast this spell, all creatures get -1/-1 until end of turn.',
    'B',
  ],
  [
    'Seed Spark',
    'Destroy target artifact or enchantment. If {G} was spent to cast this spell, create two 1/1 green Saproling creature tokens.',
    'G',
  ],
  [
    "Dryad's Caress",
    'You gain 1 life for each creature on the battlefield. If {W} was spent to cast this spell, untap all creatures you control.',
    'W',
  ],
  [
    'Ribbons of Night',
    'Ribbons of Night deals 4 damage to target creature and you gain 4 life. If {U} was spent to cast this spell, draw a card.',
    'U',
  ],
];

describe('if [a colour of mana] was spent to cast this spell (CR 601.2h, 608.2c)', () => {
  it.each(SPENT_ROWS.map((r) => [r[0], r] as const))('%s', (_name, [name, text, color]) => {
    const [ability] = compileCard(card(name, ['Instant'], text));
    const instructions = ability?.kind === 'spell' ? ability.instructions : [];
    expect(instructions.at(-1)).toMatchObject({
      kind: 'conditional',
      condition: { kind: 'valueAtLeast', value: { kind: 'manaSpent', color }, n: 1 },
      otherwise: [],
    });
  });
});
