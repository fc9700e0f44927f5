import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * CR 611.2a: a continuous effect from a resolving spell or ability that states no duration lasts
 * until the game ends ("This effect lasts indefinitely."): "It gains first strike." as a sentence
 * of its own. Real cards' Oracle text (MTGJSON).
 */

const BRASS =
  'Sacrifice Brass-Talon Chimera: Put a +2/+2 counter on target Chimera creature. It gains first strike. (This effect lasts indefinitely.)';
const DILU =
  "Target creature gets +2/+2 and gains horsemanship. (It can't be blocked except by creatures with horsemanship. This effect lasts indefinitely.)";

const keyword = (k: 'First strike' | 'Horsemanship') => ({ kind: 'keyword' as const, keyword: k, text: k });

const ROWS: readonly (readonly [string, string, readonly CardType[], string, AbilityDef])[] = [
  [
    'Brass-Talon Chimera, CR 611.2a, 122.1a: a +2/+2 counter, then first strike for the rest of the game',
    'Brass-Talon Chimera',
    ['Artifact', 'Creature'],
    BRASS,
    {
      kind: 'activated',
      text: BRASS,
      cost: '',
      extraCosts: [{ kind: 'sacrificeSelf' }],
      targets: { count: 1, filter: { types: ['Creature'], subtypes: ['Chimera'] } },
      instructions: [
        { kind: 'addCounters', on: 'targets', counter: '+2/+2', amount: { kind: 'constant', n: 1 } },
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { affects: {}, ops: [{ kind: 'addAbilities', abilities: [keyword('First strike')] }] },
          duration: 'permanent',
        },
      ],
    },
  ],
  [
    'Riding the Dilu Horse, CR 611.2a, 702.31: +2/+2 and horsemanship, with no duration stated',
    'Riding the Dilu Horse',
    ['Sorcery'],
    DILU,
    {
      kind: 'spell',
      text: DILU,
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: {
            affects: {},
            ops: [
              { kind: 'modifyPT', power: { kind: 'constant', n: 2 }, toughness: { kind: 'constant', n: 2 } },
              { kind: 'addAbilities', abilities: [keyword('Horsemanship')] },
            ],
          },
          duration: 'permanent',
        },
      ],
    },
  ],
];

describe('an effect with no duration stated lasts until the game ends (CR 611.2a)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });
});
