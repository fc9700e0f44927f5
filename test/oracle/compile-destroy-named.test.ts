import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "Destroy [this]", "destroy it", "destroy that creature" (CR 701.8a): the object itself, or the
 * trigger's object (603.2, 608.2c): the creature that entered or became a target, the other
 * creature of a block (509.3b, 509.3d), the creature dealt damage (603.2c). Each row is a card's
 * printed Oracle text (MTGJSON) and the instructions it compiles to.
 */

const ROWS: readonly (readonly [
  cardName: string,
  types: readonly CardType[],
  text: string,
  want: readonly Instruction[],
])[] = [
  [
    'Experimental Frenzy',
    ['Enchantment'],
    '{3}{R}: Destroy Experimental Frenzy.',
    [{ kind: 'destroy', on: 'self' }],
  ],
  [
    'Ice Cage',
    ['Enchantment'],
    'When enchanted creature becomes the target of a spell or ability, destroy Ice Cage.',
    [{ kind: 'destroy', on: 'self' }],
  ],
  [
    'Lethal Vapors',
    ['Enchantment'],
    'Whenever a creature enters the battlefield, destroy it.',
    [{ kind: 'destroy', on: 'triggerObject' }],
  ],
  [
    'Sylvan Basilisk',
    ['Creature'],
    'Whenever Sylvan Basilisk becomes blocked by a creature, destroy that creature.',
    [{ kind: 'destroy', on: 'triggerObject' }],
  ],
  [
    'Dripping Dead',
    ['Creature'],
    "Whenever Dripping Dead deals combat damage to a creature, destroy that creature. It can't be regenerated.",
    [{ kind: 'destroy', on: 'triggerObject', noRegeneration: true }],
  ],
];

describe('destroy the object itself or the trigger object (CR 701.8a, 608.2c)', () => {
  it.each(ROWS)('%s', (cardName, types, text, want) => {
    const [ability] = compileCard(card(cardName, types, text));
    expect(ability && 'instructions' in ability ? ability.instructions : ability).toEqual(want);
  });
});

/** What "destroy" names that the engine does not follow stays unsupported. */
const UNSUPPORTED: readonly (readonly [string, string, string])[] = [
  [
    'Loyal Sentry, CR 701.8a: "that creature and [this]", two objects in one instruction',
    'Loyal Sentry',
    'When Loyal Sentry blocks a creature, destroy that creature and Loyal Sentry.',
  ],
];

describe('destroy instructions the compiler does not read', () => {
  it.each(UNSUPPORTED)('%s', (_name, cardName, text) => {
    expect(compileCard(card(cardName, ['Creature'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
