import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "When you cast this spell" (CR 601.2i, 113.6k): a triggered ability that functions on the
 * stack (`zone: 'stack'`). Each row is a creature card's printed Oracle text (MTGJSON).
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const castSelf = (text: string, rest: Partial<Extract<AbilityDef, { kind: 'triggered' }>>): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'castSelf' },
  zone: 'stack',
  instructions: [],
  ...rest,
});

const ROWS: readonly (readonly [
  cardName: string,
  text: string,
  want: Partial<Extract<AbilityDef, { kind: 'triggered' }>>,
])[] = [
  [
    'Wretched Gryff',
    'When you cast this spell, draw a card.',
    { instructions: [{ kind: 'drawCards', amount: n(1) }] },
  ],
  [
    'Ulamog, the Infinite Gyre',
    'When you cast this spell, destroy target permanent.',
    { targets: { count: 1, filter: {} }, instructions: [{ kind: 'destroy', on: 'targets' }] },
  ],
  [
    'Abundant Maw',
    'When you cast this spell, target opponent loses 3 life and you gain 3 life.',
    {
      targets: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
      instructions: [
        { kind: 'loseLife', who: 'targets', amount: n(3) },
        { kind: 'gainLife', amount: n(3) },
      ],
    },
  ],
];

describe('"When you cast this spell" (CR 601.2i, 113.6k)', () => {
  it.each(ROWS)('%s', (cardName, text, want) => {
    expect(compileCard(card(cardName, ['Creature'], text))).toEqual([castSelf(text, want)]);
  });

  it('CR 113.6k: the source is a spell, which an instruction on [this] (a counter, tapping) cannot act on (made-up text)', () => {
    const text = 'When you cast this spell, tap Test Keeper.';
    expect(compileCard(card('Test Keeper', ['Creature'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
