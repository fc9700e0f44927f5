import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * ", where X is that spell's mana value" (CR 202.3, 608.2h): "that spell" is the spell a cast
 * trigger is about (603.2c) or the target spell named before it. Real cards' Oracle text
 * (MTGJSON, April 2022).
 */

const ofTrigger: Value = { kind: 'ofThatObject', of: 'manaValue', object: 'triggerObject' };
const ofTarget: Value = { kind: 'ofThatObject', of: 'manaValue', object: 'targets' };

/** Every value an ability's instructions read, in order. */
const amounts = (name: string, types: readonly CardType[], text: string): unknown[] =>
  compileCard(card(name, types, text)).flatMap((a): unknown[] =>
    'instructions' in a
      ? a.instructions.flatMap((i): unknown[] =>
          'amount' in i
            ? [i.amount]
            : 'size' in i
              ? [i.size]
              : i.kind === 'createEffect'
                ? [i.effect.ops]
                : [],
        )
      : [a.kind],
  );

type Row = readonly [cardName: string, types: readonly CardType[], text: string, want: readonly unknown[]];

const ROWS: readonly Row[] = [
  [
    'Endrek Sahr, Master Breeder',
    ['Creature'],
    "Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X is that spell's mana value.",
    [ofTrigger],
  ],
  [
    'Erratic Cyclops',
    ['Creature'],
    "Whenever you cast an instant or sorcery spell, Erratic Cyclops gets +X/+0 until end of turn, where X is that spell's mana value.",
    [[{ kind: 'modifyPT', power: ofTrigger, toughness: { kind: 'constant', n: 0 } }]],
  ],
  [
    'Spell Swindle',
    ['Instant'],
    "Counter target spell. Create X Treasure tokens, where X is that spell's mana value.",
    [ofTarget],
  ],
  [
    'Draining Whelk',
    ['Creature'],
    "When Draining Whelk enters the battlefield, counter target spell. Put X +1/+1 counters on Draining Whelk, where X is that spell's mana value.",
    [ofTarget],
  ],
];

describe("that spell's mana value (CR 202.3, 603.2c, 608.2h)", () => {
  it.each(ROWS)('%s', (name, types, text, want) => {
    expect(amounts(name, types, text)).toEqual(want);
  });

  it('CR 608.2c: "that spell" with no spell named before it is not read', () => {
    const reasons = compileCard(
      card('Spell Test', ['Sorcery'], "Draw X cards, where X is that spell's mana value."),
    ).map((a) => a.kind);
    expect(reasons).toEqual(['unsupported']);
  });
});
