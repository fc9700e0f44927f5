import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "other than [this]" after a noun: any object but the one with the ability, which its name
 * names alone (CR 201.5, 109.1), as "another" says (the filter's `other`); in targets (115.1),
 * counts ("for each attacking creature other than [this]", 608.2h) and chosen costs. Each row
 * is a card's printed Oracle text (MTGJSON) and part of what it compiles to.
 */

const ROWS: readonly (readonly [name: string, types: readonly CardType[], text: string, want: object])[] = [
  [
    'Elegant Entourage',
    ['Creature'],
    'Alliance — Whenever another creature enters the battlefield under your control, target creature other than Elegant Entourage gets +1/+1 and gains trample until end of turn.',
    { kind: 'triggered', targets: { count: 1, filter: { types: ['Creature'], other: true } } },
  ],
  [
    'Weed-Pruner Poplar',
    ['Creature'],
    'At the beginning of your upkeep, target creature other than Weed-Pruner Poplar gets -1/-1 until end of turn.',
    { kind: 'triggered', targets: { count: 1, filter: { types: ['Creature'], other: true } } },
  ],
  [
    'Serendib Sorcerer',
    ['Creature'],
    '{T}: Target creature other than Serendib Sorcerer has base power and toughness 0/2 until end of turn.',
    { kind: 'activated', targets: { count: 1, filter: { types: ['Creature'], other: true } } },
  ],
  [
    'Márton Stromgald',
    ['Creature'],
    'Whenever Márton Stromgald attacks, other attacking creatures get +1/+1 until end of turn for each attacking creature other than Márton Stromgald.',
    {
      kind: 'triggered',
      instructions: [
        {
          kind: 'createEffect',
          effect: {
            ops: [
              {
                kind: 'modifyPT',
                power: {
                  kind: 'times',
                  n: 1,
                  of: { kind: 'count', of: { types: ['Creature'], inState: 'attacking', other: true } },
                },
              },
            ],
          },
        },
      ],
    },
  ],
];

describe('"other than [this]" (CR 201.5, 109.1)', () => {
  it.each(ROWS)('%s', (name, types, text, want) => {
    expect(compileCard(card(name, types, text))[0]).toMatchObject({ text, ...want });
  });

  // The cost reads; "the power of the creature tapped this way" (what a cost tapped, 608.2h) is not
  // kept with the ability on the stack, so the ability names that.
  it('Impelled Giant: the cost reads, its X stays unsupported', () => {
    const text =
      'Tap an untapped red creature you control other than Impelled Giant: Impelled Giant gets +X/+0 until end of turn, where X is the power of the creature tapped this way.';
    expect(compileCard(card('Impelled Giant', ['Creature'], text))[0]).toMatchObject({
      kind: 'unsupported',
      reason: expect.stringContaining('stops at "power of the"'),
    });
  });
});
