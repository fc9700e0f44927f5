import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Numbers built from a number of the game (CR 107.1, 608.2h): "twice …", "N minus …", "… minus
 * N", "… minus …", "their hand" / "that player's hand" as the trigger event's player's (603.2c),
 * the colours of mana spent (702.44a) and "cards named [this]" (201.5b).
 * Real cards' Oracle text (MTGJSON, April 2022).
 */

const theirHand: Value = { kind: 'cardsInHand', whose: 'triggerPlayer' };
const yourHand: Value = { kind: 'cardsInHand', whose: 'you' };
const n = (value: number): Value => ({ kind: 'constant', n: value });
const minus = (a: Value, b: Value): Value => ({ kind: 'sum', of: [a, { kind: 'negate', of: b }] });

/** The first number each ability reads: an instruction's amount, or a CDA's power. */
const numberOf = (name: string, types: readonly CardType[], text: string): unknown =>
  compileCard(card(name, types, text)).map((a) => {
    if (a.kind === 'cda') return a.effect.ops[0];
    if (!('instructions' in a)) return a.kind;
    const [first] = a.instructions;
    return first && 'amount' in first ? first.amount : first?.kind;
  })[0];

type Row = readonly [cardName: string, types: readonly CardType[], text: string, want: unknown];

const ROWS: readonly Row[] = [
  [
    'Rackling',
    ['Creature'],
    "At the beginning of each opponent's upkeep, Rackling deals X damage to that player, where X is 3 minus the number of cards in their hand.",
    minus(n(3), theirHand),
  ],
  [
    'Iron Maiden',
    ['Artifact'],
    "At the beginning of each opponent's upkeep, Iron Maiden deals X damage to that player, where X is the number of cards in their hand minus 4.",
    minus(theirHand, n(4)),
  ],
  [
    'Dark Suspicions',
    ['Enchantment'],
    "At the beginning of each opponent's upkeep, that player loses X life, where X is the number of cards in that player's hand minus the number of cards in your hand.",
    minus(theirHand, yourHand),
  ],
  [
    'Dreamborn Muse',
    ['Creature'],
    "At the beginning of each player's upkeep, that player mills X cards, where X is the number of cards in their hand.",
    theirHand,
  ],
  [
    'Tezzeret, Agent of Bolas',
    ['Planeswalker'],
    '[−4]: Target player loses X life and you gain X life, where X is twice the number of artifacts you control.',
    { kind: 'times', n: 2, of: { kind: 'count', of: { types: ['Artifact'], controller: 'you' } } },
  ],
  [
    'Masumaro, First to Live',
    ['Creature'],
    "Masumaro, First to Live's power and toughness are each equal to twice the number of cards in your hand.",
    {
      kind: 'setPT',
      power: { kind: 'times', n: 2, of: yourHand },
      toughness: { kind: 'times', n: 2, of: yourHand },
    },
  ],
  [
    'Radiant Flames',
    ['Sorcery'],
    'Converge — Radiant Flames deals X damage to each creature, where X is the number of colors of mana spent to cast this spell.',
    { kind: 'colorsSpent' },
  ],
  [
    'Flame Burst',
    ['Instant'],
    'Flame Burst deals X damage to any target, where X is 2 plus the number of cards named Flame Burst in all graveyards.',
    { kind: 'sum', of: [{ kind: 'count', of: { namedAsSource: true, zone: 'graveyard' } }, n(2)] },
  ],
  [
    'Plague Rats',
    ['Creature'],
    "Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats on the battlefield.",
    {
      kind: 'setPT',
      power: { kind: 'count', of: { types: ['Creature'], namedAsSource: true } },
      toughness: { kind: 'count', of: { types: ['Creature'], namedAsSource: true } },
    },
  ],
];

describe('number phrases (CR 107.1, 603.2c, 608.2h)', () => {
  it.each(ROWS)('%s', (name, types, text, want) => {
    expect(numberOf(name, types, text)).toEqual(want);
  });
});

/** "Their hand" names the trigger event's player; where no event names one, or a target player could be meant, it is refused. */
const REFUSED: readonly (readonly [string, readonly CardType[], string, string])[] = [
  [
    'Bulwark',
    ['Enchantment'],
    "At the beginning of your upkeep, Bulwark deals X damage to target opponent, where X is the number of cards in your hand minus the number of cards in that player's hand.",
    `"that player's hand" could name its target player or its trigger event's (CR 608.2c)`,
  ],
  [
    'Hand Test',
    ['Sorcery'],
    'Hand Test deals X damage to target player, where X is the number of cards in their hand.',
    '"their hand" names nothing of an event that triggered it (CR 603.2c)',
  ],
];

describe('"their hand" where no trigger event names the player (CR 603.2c, 608.2c)', () => {
  it.each(REFUSED)('%s', (name, types, text, reason) => {
    expect(compileCard(card(name, types, text))).toEqual([{ kind: 'unsupported', text, reason }]);
  });
});
