import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "At the beginning of [whose] [step or phase]" (CR 603.2b) and "that player", the player whose
 * step it is (603.2c): each row is a card's printed Oracle text (MTGJSON) or a made-up one, and
 * the ability it must compile to.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;

type Row = readonly [
  name: string,
  cardName: string,
  types: readonly CardType[],
  text: string,
  want: Omit<Extract<AbilityDef, { kind: 'triggered' }>, 'kind' | 'text'>,
];

const ROWS: readonly Row[] = [
  [
    'Sulfuric Vortex, CR 603.2c: "deals 2 damage to that player"',
    'Sulfuric Vortex',
    ['Enchantment'],
    "At the beginning of each player's upkeep, Sulfuric Vortex deals 2 damage to that player.",
    {
      trigger: { kind: 'beginningOfUpkeep', whose: 'each' },
      instructions: [{ kind: 'dealDamage', to: 'triggerPlayer', amount: n(2) }],
    },
  ],
  [
    'Forsaken Wastes, CR 119.3: "that player loses 1 life"',
    'Forsaken Wastes',
    ['Enchantment'],
    "At the beginning of each player's upkeep, that player loses 1 life.",
    {
      trigger: { kind: 'beginningOfUpkeep', whose: 'each' },
      instructions: [{ kind: 'loseLife', who: 'triggerPlayer', amount: n(1) }],
    },
  ],
  [
    'Sheoldred, Whispering One, CR 102.2: "each opponent\'s upkeep, that player sacrifices a creature"',
    'Sheoldred, Whispering One',
    ['Creature'],
    "At the beginning of each opponent's upkeep, that player sacrifices a creature.",
    {
      trigger: { kind: 'beginningOfUpkeep', whose: 'opponents' },
      instructions: [
        {
          kind: 'chosenPermanents',
          verb: 'sacrifice',
          who: 'triggerPlayer',
          amount: n(1),
          filter: { types: ['Creature'] },
        },
      ],
    },
  ],
  [
    'Manic Scribe, CR 603.4: an intervening "if" after "each opponent\'s upkeep"; "that player mills three cards"',
    'Manic Scribe',
    ['Creature'],
    "Delirium — At the beginning of each opponent's upkeep, if there are four or more card types among cards in your graveyard, that player mills three cards.",
    {
      trigger: { kind: 'beginningOfUpkeep', whose: 'opponents' },
      condition: {
        kind: 'valueAtLeast',
        value: { kind: 'cardTypesAmongCards', in: 'graveyard', whose: 'you' },
        n: 4,
      },
      instructions: [{ kind: 'mill', who: 'triggerPlayer', amount: n(3) }],
    },
  ],
  [
    'Mana Vault, CR 504.2: "At the beginning of your draw step"',
    'Mana Vault',
    ['Artifact'],
    'At the beginning of your draw step, if Mana Vault is tapped, it deals 1 damage to you.',
    {
      trigger: { kind: 'beginningOfDrawStep', whose: 'you' },
      condition: { kind: 'sourceIs', state: 'tapped' },
      instructions: [{ kind: 'dealDamage', to: 'you', amount: n(1) }],
    },
  ],
  [
    'Sanctum of Stone Fangs, CR 505.1a: "At the beginning of your precombat main phase"',
    'Sanctum of Stone Fangs',
    ['Enchantment'],
    'At the beginning of your precombat main phase, each opponent loses X life and you gain X life, where X is the number of Shrines you control.',
    {
      trigger: { kind: 'beginningOfMainPhase', whose: 'you', phase: 'precombat' },
      instructions: [
        {
          kind: 'loseLife',
          who: 'opponents',
          amount: { kind: 'count', of: { subtypes: ['Shrine'], controller: 'you' } },
        },
        { kind: 'gainLife', amount: { kind: 'count', of: { subtypes: ['Shrine'], controller: 'you' } } },
      ],
    },
  ],
  [
    'CR 505.1a: "your postcombat main phase" (made-up text)',
    'Test Keeper',
    ['Creature'],
    'At the beginning of your postcombat main phase, you gain 1 life.',
    {
      trigger: { kind: 'beginningOfMainPhase', whose: 'you', phase: 'postcombat' },
      instructions: [{ kind: 'gainLife', amount: n(1) }],
    },
  ],
  [
    'CR 603.2b: "combat on each opponent\'s turn" (made-up text)',
    'Test Keeper',
    ['Creature'],
    "At the beginning of combat on each opponent's turn, that player loses 1 life.",
    {
      trigger: { kind: 'beginningOfCombat', whose: 'opponents' },
      instructions: [{ kind: 'loseLife', who: 'triggerPlayer', amount: n(1) }],
    },
  ],
  [
    'CR 513.1a: "each opponent\'s end step" (made-up text)',
    'Test Keeper',
    ['Creature'],
    "At the beginning of each opponent's end step, you gain 1 life.",
    {
      trigger: { kind: 'beginningOfEndStep', whose: 'opponents' },
      instructions: [{ kind: 'gainLife', amount: n(1) }],
    },
  ],
];

describe('step triggers and "that player" (CR 603.2b-c)', () => {
  it.each(ROWS)('%s', (_name, cardName, types, text, want) => {
    expect(compileCard(card(cardName, types, text))).toEqual([{ kind: 'triggered', text, ...want }]);
  });
});

/** "That player" with no player in the trigger event names nothing (CR 603.2c). */
const UNSUPPORTED: readonly (readonly [string, string])[] = [
  [
    'CR 603.2c: an attack trigger has no "that player" to deal damage to (made-up text)',
    'Whenever Test Keeper attacks, Test Keeper deals 1 damage to that player.',
  ],
  ['CR 603.2c: an activated ability has no "that player" (made-up text)', '{1}: That player loses 1 life.'],
];

describe('"that player" outside a trigger with a player', () => {
  it.each(UNSUPPORTED)('%s', (_name, text) => {
    expect(compileCard(card('Test Keeper', ['Creature'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
