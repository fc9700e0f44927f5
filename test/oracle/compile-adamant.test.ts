import { describe, expect, it } from 'vitest';
import type { AbilityDef, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
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
