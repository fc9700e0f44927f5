import { describe, expect, it } from 'vitest';
import type { Filter } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "Whenever a creature [with flying] dealt damage by [this] this turn dies" (CR 700.4, 603.10a):
 * a dies trigger watching the creatures its source dealt damage to this turn. Real cards' Oracle
 * text (MTGJSON).
 */

const counterOnSelf = [
  { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
] as const;

const ROWS: readonly (readonly [string, string, Filter])[] = [
  [
    'Sengir Vampire',
    'Whenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire.',
    { types: ['Creature'], dealtDamageBySource: true },
  ],
  [
    'Trophy Hunter',
    'Whenever a creature with flying dealt damage by Trophy Hunter this turn dies, put a +1/+1 counter on Trophy Hunter.',
    { types: ['Creature'], withKeyword: 'Flying', dealtDamageBySource: true },
  ],
];

describe('"a creature dealt damage by [this] this turn dies" compiles (CR 700.4, 603.10a)', () => {
  it.each(ROWS)('%s', (name, text, filter) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([
      { kind: 'triggered', text, trigger: { kind: 'permanentDies', filter }, instructions: counterOnSelf },
    ]);
  });

  it('Vampiric Embrace: "dealt damage by enchanted creature" is not read as by the Aura itself', () => {
    const text =
      'Whenever a creature dealt damage by enchanted creature this turn dies, put a +1/+1 counter on that creature.';
    expect(compileCard(card('Vampiric Embrace', ['Enchantment'], text))).toMatchObject([
      { kind: 'unsupported' },
    ]);
  });
});
