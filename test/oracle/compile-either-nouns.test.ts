import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Two nouns joined by "or" as one singular noun phrase: "a creature or planeswalker you control"
 * (either card type, CR 205.2a), "a Samurai or Warrior you control", "another Vampire or Zombie"
 * (either subtype, 205.3), in trigger subjects and costs alike; "that's a Wolf or a Werewolf"
 * after a group, the same. Each row is a card's printed
 * Oracle text (MTGJSON) and the filter it compiles to.
 */

const ROWS: readonly (readonly [name: string, types: readonly CardType[], text: string, want: object])[] = [
  [
    'Eiganjo Exemplar',
    ['Creature'],
    'Whenever a Samurai or Warrior you control attacks alone, it gets +1/+1 until end of turn.',
    {
      trigger: {
        kind: 'creatureAttacksAlone',
        filter: { subtypes: ['Samurai', 'Warrior'], controller: 'you' },
      },
    },
  ],
  [
    'Rising Populace',
    ['Creature'],
    'Whenever another creature or planeswalker you control dies, put a +1/+1 counter on Rising Populace.',
    {
      trigger: {
        kind: 'permanentDies',
        filter: { anyTypes: ['Creature', 'Planeswalker'], other: true, controller: 'you' },
      },
    },
  ],
  [
    'Righteous Valkyrie',
    ['Creature'],
    "Whenever another Angel or Cleric enters the battlefield under your control, you gain life equal to that creature's toughness.",
    {
      trigger: {
        kind: 'permanentEnters',
        filter: { subtypes: ['Angel', 'Cleric'], other: true, controller: 'you' },
      },
    },
  ],
  [
    'Kalitas, Traitor of Ghet',
    ['Creature'],
    '{2}{B}, Sacrifice another Vampire or Zombie: Put two +1/+1 counters on Kalitas, Traitor of Ghet.',
    {
      kind: 'activated',
      extraCosts: [
        {
          kind: 'chosen',
          verb: 'sacrifice',
          amount: 1,
          filter: { subtypes: ['Vampire', 'Zombie'], other: true },
        },
      ],
    },
  ],
  [
    'Knight of the Reliquary',
    ['Creature'],
    '{T}, Sacrifice a Forest or Plains: Search your library for a land card, put it onto the battlefield, then shuffle.',
    {
      kind: 'activated',
      extraCosts: [
        { kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { subtypes: ['Forest', 'Plains'] } },
      ],
    },
  ],
  [
    'Immerwolf',
    ['Creature'],
    "Each other creature you control that's a Wolf or a Werewolf gets +1/+1.",
    {
      kind: 'static',
      effect: {
        affects: { types: ['Creature'], other: true, subtypes: ['Wolf', 'Werewolf'], controller: 'you' },
      },
    },
  ],
];

describe('"a Samurai or Warrior", "a creature or planeswalker": either noun (CR 205.2a, 205.3)', () => {
  it.each(ROWS)('%s', (name, types, text, want) => {
    expect(compileCard(card(name, types, text))[0]).toMatchObject({ text, ...want });
  });
});
