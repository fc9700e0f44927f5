import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Modal abilities (CR 700.2), compiled card by card: the "choose" paragraph and its bulleted
 * modes are one ability, and each mode is read with the instruction grammar and keeps its own
 * targets (700.2c). A mode the grammar can't read leaves the whole ability unsupported.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
const creature = { count: 1, filter: { types: ['Creature'] } } as const;
const pump = (n: number): Instruction => ({
  kind: 'createEffect',
  on: 'targets',
  effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(n), toughness: one(n) }] },
  duration: 'endOfTurn',
});
const bounce: Instruction = { kind: 'returnToHand', on: 'targets' };

const SURVEYOR =
  "When Aven Surveyor enters the battlefield, choose one —\n• Put a +1/+1 counter on Aven Surveyor.\n• Return target creature to its owner's hand.";
const BIOMANCY =
  "Choose one or both —\n• Target creature gets +1/+1 until end of turn.\n• Return target creature to its owner's hand.";
const BARD =
  'When Inspiring Bard enters the battlefield, choose one —\n• Bardic Inspiration — Target creature gets +2/+2 until end of turn.\n• Song of Rest — You gain 3 life.';

const ABZAN =
  'Choose one —\n• Exile target creature with power 3 or greater.\n• You draw two cards and you lose 2 life.\n• Distribute two +1/+1 counters among one or two target creatures.';
const BROKERS =
  'Choose one —\n• Target creature you control gets +1/+0 until end of turn. It deals damage equal to its power to target creature or planeswalker an opponent controls.\n• Destroy target enchantment.\n• Draw two cards.';
const CLAN_DEFIANCE =
  'Choose one or more —\n• Clan Defiance deals X damage to target creature with flying.\n• Clan Defiance deals X damage to target creature without flying.\n• Clan Defiance deals X damage to target player or planeswalker.';
const xDamage: Instruction = { kind: 'dealDamage', to: 'targets', amount: { kind: 'x' } };
const drawTwo: Instruction = { kind: 'drawCards', amount: one(2) };

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Aven Surveyor, CR 700.2b: a modal "when this enters" ability; only its second mode has a target',
    card: card('Aven Surveyor', ['Creature'], `Flying\n${SURVEYOR}`),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'triggered',
        text: SURVEYOR,
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          {
            kind: 'modal',
            min: 1,
            max: 1,
            modes: [
              {
                targets: null,
                instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one(1) }],
              },
              { targets: creature, instructions: [bounce] },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Applied Biomancy, CR 700.2: "Choose one or both —", each mode with its own target',
    card: card('Applied Biomancy', ['Instant'], BIOMANCY),
    abilities: [
      {
        kind: 'spell',
        text: BIOMANCY,
        targets: null,
        instructions: [
          {
            kind: 'modal',
            min: 1,
            max: 2,
            modes: [
              { targets: creature, instructions: [pump(1)] },
              { targets: creature, instructions: [bounce] },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Inspiring Bard, CR 700.2: a mode\'s name ("Bardic Inspiration —") has no rules meaning',
    card: card('Inspiring Bard', ['Creature'], BARD),
    abilities: [
      {
        kind: 'triggered',
        text: BARD,
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          {
            kind: 'modal',
            min: 1,
            max: 1,
            modes: [
              { targets: creature, instructions: [pump(2)] },
              { targets: null, instructions: [{ kind: 'gainLife', amount: one(3) }] },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Abzan Charm, CR 700.2c, 601.2c: a mode with a variable number of targets ("one or two target creatures"), one mode chosen',
    card: card('Abzan Charm', ['Instant'], ABZAN),
    abilities: [
      {
        kind: 'spell',
        text: ABZAN,
        targets: null,
        instructions: [
          {
            kind: 'modal',
            min: 1,
            max: 1,
            modes: [
              {
                targets: { ...creature, ptBound: { of: 'power', side: 'atLeast', n: 3 } },
                instructions: [{ kind: 'exile', on: 'targets' }],
              },
              {
                targets: null,
                instructions: [drawTwo, { kind: 'loseLife', who: 'you', amount: one(2) }],
              },
              {
                targets: { ...creature, upTo: 2 },
                instructions: [{ kind: 'distributeCounters', counter: '+1/+1', amount: one(2) }],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Brokers Charm, CR 700.2c, 115.1: a mode with two instances of "target", "it" the first',
    card: card('Brokers Charm', ['Instant'], BROKERS),
    abilities: [
      {
        kind: 'spell',
        text: BROKERS,
        targets: null,
        instructions: [
          {
            kind: 'modal',
            min: 1,
            max: 1,
            modes: [
              {
                targets: {
                  count: 1,
                  filter: { types: ['Creature'], controller: 'you' },
                  also: [
                    { count: 1, filter: { anyTypes: ['Creature', 'Planeswalker'], controller: 'opponents' } },
                  ],
                },
                instructions: [
                  {
                    kind: 'createEffect',
                    on: 'targets',
                    effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(1), toughness: one(0) }] },
                    duration: 'endOfTurn',
                  },
                  { kind: 'targetDealsPowerDamage' },
                ],
              },
              {
                targets: { count: 1, filter: { types: ['Enchantment'] } },
                instructions: [{ kind: 'destroy', on: 'targets' }],
              },
              { targets: null, instructions: [drawTwo] },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Clan Defiance, CR 700.2, 700.2d: "Choose one or more —", as many of its modes as its controller likes, each once',
    card: card('Clan Defiance', ['Sorcery'], CLAN_DEFIANCE),
    abilities: [
      {
        kind: 'spell',
        text: CLAN_DEFIANCE,
        targets: null,
        instructions: [
          {
            kind: 'modal',
            min: 1,
            max: 3,
            modes: [
              { targets: { ...creature, withKeyword: 'Flying' }, instructions: [xDamage] },
              { targets: { ...creature, withoutKeyword: 'Flying' }, instructions: [xDamage] },
              {
                targets: { count: 1, filter: { types: ['Planeswalker'] }, orPlayer: true },
                instructions: [xDamage],
              },
            ],
          },
        ],
      },
    ],
  },
];

describe('modal abilities, card by card', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

describe('a modal ability with a mode the grammar does not read is unsupported whole', () => {
  it('Entomber Exarch: its second mode has a player reveal a hand and discard the card its controller chooses', () => {
    const text =
      'When Entomber Exarch enters the battlefield, choose one —\n• Return target creature card from your graveyard to your hand.\n• Target opponent reveals their hand. You choose a noncreature card from it. That player discards that card.';
    const abilities = compileCard(card('Entomber Exarch', ['Creature'], text));
    expect(abilities.map((a) => [a.kind, a.text])).toEqual([['unsupported', text]]);
  });
});
