import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "You may [X]. When you do, [Y]" (CR 603.12): a reflexive triggered ability, compiled as a
 * `reflexive` instruction done if the choice is made; its sentences are settled apart from the
 * resolving ability's, with targets of their own. Each row is a card's printed Oracle text (MTGJSON).
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const sacrificeA = (filter: object) => ({
  kind: 'chosenPermanents',
  verb: 'sacrifice',
  who: 'you',
  amount: n(1),
  filter,
});

const ROWS: readonly (readonly [
  cardName: string,
  types: readonly CardType[],
  text: string,
  want: Instruction,
])[] = [
  [
    'Cavalier of Night',
    ['Creature'],
    'When Cavalier of Night enters the battlefield, you may sacrifice another creature. When you do, destroy target creature an opponent controls.',
    {
      kind: 'optional',
      cost: [sacrificeA({ types: ['Creature'], other: true })],
      ifDone: [
        {
          kind: 'reflexive',
          targets: { count: 1, filter: { types: ['Creature'], controller: 'opponents' } },
          instructions: [{ kind: 'destroy', on: 'targets' }],
        },
      ],
      otherwise: [],
    } as Instruction,
  ],
  // CR 118.12: a mana cost paid on resolution; "it" is Sparktongue Dragon itself.
  [
    'Sparktongue Dragon',
    ['Creature'],
    'When Sparktongue Dragon enters the battlefield, you may pay {2}{R}. When you do, it deals 3 damage to any target.',
    {
      kind: 'optional',
      pay: '{2}{R}',
      ifDone: [
        {
          kind: 'reflexive',
          targets: { count: 1, filter: {}, anyTarget: true },
          instructions: [{ kind: 'dealDamage', to: 'targets', amount: n(3) }],
        },
      ],
      otherwise: [],
    },
  ],
  // CR 603.2c: "that player" is still the player dealt damage.
  [
    'Dokuchi Silencer',
    ['Creature'],
    'Whenever Dokuchi Silencer deals combat damage to a player, you may discard a creature card. When you do, destroy target creature or planeswalker that player controls.',
    {
      kind: 'optional',
      cost: [{ kind: 'discard', who: 'you', amount: n(1), filter: { types: ['Creature'] } }],
      ifDone: [
        {
          kind: 'reflexive',
          targets: {
            count: 1,
            filter: { anyTypes: ['Creature', 'Planeswalker'], controller: 'triggerPlayer' },
          },
          instructions: [{ kind: 'destroy', on: 'targets' }],
        },
      ],
      otherwise: [],
    } as Instruction,
  ],
  // A reflexive ability with no target; "where X is" belongs to the reflexive ability's own sentences.
  [
    'Go-Shintai of Ancient Wars',
    ['Enchantment', 'Creature'],
    'At the beginning of your end step, you may pay {1}. When you do, Go-Shintai of Ancient Wars deals X damage to target player or planeswalker, where X is the number of Shrines you control.',
    {
      kind: 'optional',
      pay: '{1}',
      ifDone: [
        {
          kind: 'reflexive',
          targets: { count: 1, filter: { types: ['Planeswalker'] }, orPlayer: true },
          instructions: [
            {
              kind: 'dealDamage',
              to: 'targets',
              amount: { kind: 'count', of: { subtypes: ['Shrine'], controller: 'you' } },
            },
          ],
        },
      ],
      otherwise: [],
    } as Instruction,
  ],
  [
    'Pyroclastic Hellion',
    ['Creature'],
    "When Pyroclastic Hellion enters the battlefield, you may return a land you control to its owner's hand. When you do, Pyroclastic Hellion deals 2 damage to each opponent.",
    {
      kind: 'optional',
      cost: [
        {
          kind: 'chosenPermanents',
          verb: 'returnToHand',
          who: 'you',
          amount: n(1),
          filter: { types: ['Land'] },
        },
      ],
      ifDone: [
        { kind: 'reflexive', instructions: [{ kind: 'dealDamage', to: 'eachOpponent', amount: n(2) }] },
      ],
      otherwise: [],
    } as Instruction,
  ],
];

describe('reflexive triggered abilities, "When you do" (CR 603.12)', () => {
  it.each(ROWS)('%s', (cardName, types, text, want) => {
    const [ability] = compileCard(card(cardName, types, text));
    expect(ability && 'instructions' in ability ? ability.instructions : ability).toEqual([want]);
  });
});

/** What a reflexive ability can't refer to stays unsupported. */
const UNSUPPORTED: readonly (readonly [string, string, readonly CardType[], string])[] = [
  [
    'Heart-Piercer Manticore, CR 608.2c: "that creature" is the creature sacrificed, which the reflexive ability does not keep',
    'Heart-Piercer Manticore',
    ['Creature'],
    "When Heart-Piercer Manticore enters the battlefield, you may sacrifice another creature. When you do, Heart-Piercer Manticore deals damage equal to that creature's power to any target.",
  ],
  [
    'Back for More, CR 603.12: "When you do" after an instruction that offers no choice is not read',
    'Back for More',
    ['Instant'],
    "Return target creature card from your graveyard to the battlefield. When you do, it fights up to one target creature you don't control. (Each deals damage equal to its power to the other.)",
  ],
];

describe('reflexive abilities the compiler does not read', () => {
  it.each(UNSUPPORTED)('%s', (_name, cardName, types, text) => {
    expect(compileCard(card(cardName, types, text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
