import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "If" sentences inside an effect (CR 608.2c), compiled card by card into one `conditional`
 * instruction: "If [condition], [sentence]" and "[sentence]. If [condition], [sentence] instead",
 * where the later sentence replaces the earlier one when the condition holds.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
const draw = (n: number) => ({ kind: 'drawCards', amount: one(n) }) as const;
const kicked = { kind: 'castWith', cost: 'kicker' } as const;
const controlA = (subtype: string) =>
  ({
    kind: 'valueAtLeast',
    value: { kind: 'count', of: { subtypes: [subtype], controller: 'you' } },
    n: 1,
  }) as const;

const PEPPERSMOKE = 'Target creature gets -1/-1 until end of turn. If you control a Faerie, draw a card.';
const FIELD_RESEARCH = 'Draw two cards. If this spell was kicked, draw three cards instead.';
const CALMING_VERSE =
  "Destroy all enchantments you don't control. Then if you control an untapped land, destroy all enchantments you control.";
const HOROBI = 'If you control a Swamp, destroy target nonblack creature.';
const EYE_GOUGE = "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it.";
const KASETO =
  "{G}{U}: Target creature can't be blocked this turn. If that creature is a Snake, it gets +2/+2 until end of turn.";
const untilEndOfTurn = (n: number) =>
  ({
    kind: 'createEffect',
    on: 'targets',
    effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(n), toughness: one(n) }] },
    duration: 'endOfTurn',
  }) as const;
const RAY =
  'Target creature gets -4/-1 until end of turn. If that creature is white, it gets -4/-4 until end of turn instead.';
const DEATHS_CARESS =
  'Destroy target creature. If that creature was a Human, you gain life equal to its toughness.';
const targetIs = (filter: object) => ({ kind: 'thatObjectIs', object: 'targets', filter }) as const;
const BRING_LOW =
  'Bring Low deals 3 damage to target creature. If that creature has a +1/+1 counter on it, Bring Low deals 5 damage to it instead.';
const RITE =
  'Destroy target creature. If that creature had a +1/+1 counter on it, create a 1/1 green Snake creature token.';
const OBLIVIONS_HUNGER =
  'Target creature you control gains indestructible until end of turn. Draw a card if that creature has a +1/+1 counter on it.';
const RING_OF_THUNE =
  "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's white.";
const HADANAS_CLIMB =
  "At the beginning of combat on your turn, put a +1/+1 counter on target creature you control. Then if that creature has three or more +1/+1 counters on it, transform Hadana's Climb.";
const ELECTROSTATIC_BOLT =
  "Electrostatic Bolt deals 2 damage to target creature. If it's an artifact creature, Electrostatic Bolt deals 4 damage to it instead.";
const targetCounters = (n: number) =>
  ({
    kind: 'valueAtLeast',
    value: { kind: 'countersOnThatObject', counter: '+1/+1', object: 'targets' },
    n,
  }) as const;
const damage = (n: number) => ({ kind: 'dealDamage', to: 'targets', amount: one(n) }) as const;
const yourCreature = { count: 1, filter: { types: ['Creature'], controller: 'you' } } as const;

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Peppersmoke, CR 608.2c: "If you control a Faerie, draw a card" follows the first sentence',
    card: card('Peppersmoke', ['Kindred', 'Instant'], PEPPERSMOKE),
    abilities: [
      {
        kind: 'spell',
        text: PEPPERSMOKE,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(-1), toughness: one(-1) }] },
            duration: 'endOfTurn',
          },
          { kind: 'conditional', condition: controlA('Faerie'), ifHolds: [draw(1)], otherwise: [] },
        ],
      },
    ],
  },
  {
    name: 'Calming Verse, CR 608.2c: "Then if you control an untapped land, ...": "then" only orders the sentences',
    card: card('Calming Verse', ['Sorcery'], CALMING_VERSE),
    abilities: [
      {
        kind: 'spell',
        text: CALMING_VERSE,
        targets: null,
        instructions: [
          { kind: 'destroy', on: 'filter', filter: { types: ['Enchantment'], controller: 'opponents' } },
          {
            kind: 'conditional',
            condition: {
              kind: 'valueAtLeast',
              value: { kind: 'count', of: { types: ['Land'], tapped: false, controller: 'you' } },
              n: 1,
            },
            ifHolds: [
              { kind: 'destroy', on: 'filter', filter: { types: ['Enchantment'], controller: 'you' } },
            ],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Field Research, CR 608.2c, 702.33e: "draw three cards instead" replaces "Draw two cards" if kicked',
    card: card('Field Research', ['Sorcery'], FIELD_RESEARCH),
    abilities: [
      {
        kind: 'spell',
        text: FIELD_RESEARCH,
        targets: null,
        instructions: [{ kind: 'conditional', condition: kicked, ifHolds: [draw(3)], otherwise: [draw(2)] }],
      },
    ],
  },
  {
    name: "Horobi's Whisper, CR 601.2c, 608.2c: the target is chosen as it is cast, the condition read as it resolves",
    card: card("Horobi's Whisper", ['Instant'], HOROBI),
    abilities: [
      {
        kind: 'spell',
        text: HOROBI,
        targets: { count: 1, filter: { types: ['Creature'], notColors: ['B'] } },
        instructions: [
          {
            kind: 'conditional',
            condition: controlA('Swamp'),
            ifHolds: [{ kind: 'destroy', on: 'targets' }],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Eye Gouge, CR 608.2c: "If it\'s a Cyclops, destroy it": "it" is the target, read as the sentence is followed',
    card: card('Eye Gouge', ['Instant'], EYE_GOUGE),
    abilities: [
      {
        kind: 'spell',
        text: EYE_GOUGE,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          untilEndOfTurn(-1),
          {
            kind: 'conditional',
            condition: targetIs({ subtypes: ['Cyclops'] }),
            ifHolds: [{ kind: 'destroy', on: 'targets' }],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Death\'s Caress, CR 608.2h: "If that creature was a Human": what the destroyed target last was',
    card: card("Death's Caress", ['Sorcery'], DEATHS_CARESS),
    abilities: [
      {
        kind: 'spell',
        text: DEATHS_CARESS,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          { kind: 'destroy', on: 'targets' },
          {
            kind: 'conditional',
            condition: targetIs({ subtypes: ['Human'] }),
            ifHolds: [
              { kind: 'gainLife', amount: { kind: 'ofThatObject', of: 'toughness', object: 'targets' } },
            ],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Kaseto, Orochi Archmage, CR 608.2c: "If that creature is a Snake, it gets +2/+2": the target of the activated ability',
    card: card('Kaseto, Orochi Archmage', ['Creature'], KASETO, ['Legendary']),
    abilities: [
      {
        kind: 'activated',
        text: KASETO,
        cost: '{G}{U}',
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: {
              affects: {},
              ops: [
                {
                  kind: 'addAbilities',
                  abilities: [
                    {
                      kind: 'restriction',
                      text: "can't be blocked this turn",
                      restriction: { kind: 'cantBeBlocked' },
                    },
                  ],
                },
              ],
            },
            duration: 'endOfTurn',
          },
          {
            kind: 'conditional',
            condition: targetIs({ subtypes: ['Snake'] }),
            ifHolds: [untilEndOfTurn(2)],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Ray of Enfeeblement, CR 608.2c: "If that creature is white, it gets -4/-4 ... instead" replaces the first sentence for a white target',
    card: card('Ray of Enfeeblement', ['Instant'], RAY),
    abilities: [
      {
        kind: 'spell',
        text: RAY,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'conditional',
            condition: targetIs({ colors: ['W'] }),
            ifHolds: [
              {
                kind: 'createEffect',
                on: 'targets',
                effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(-4), toughness: one(-4) }] },
                duration: 'endOfTurn',
              },
            ],
            otherwise: [
              {
                kind: 'createEffect',
                on: 'targets',
                effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(-4), toughness: one(-1) }] },
                duration: 'endOfTurn',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bring Low, CR 608.2c, 122.1: "If that creature has a +1/+1 counter on it, Bring Low deals 5 damage to it instead"',
    card: card('Bring Low', ['Instant'], BRING_LOW),
    abilities: [
      {
        kind: 'spell',
        text: BRING_LOW,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          { kind: 'conditional', condition: targetCounters(1), ifHolds: [damage(5)], otherwise: [damage(3)] },
        ],
      },
    ],
  },
  {
    name: 'Electrostatic Bolt, CR 608.2c: "If it\'s an artifact creature, [this] deals 4 damage to it instead"',
    card: card('Electrostatic Bolt', ['Instant'], ELECTROSTATIC_BOLT),
    abilities: [
      {
        kind: 'spell',
        text: ELECTROSTATIC_BOLT,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'conditional',
            condition: targetIs({ types: ['Artifact', 'Creature'] }),
            ifHolds: [damage(4)],
            otherwise: [damage(2)],
          },
        ],
      },
    ],
  },
  {
    name: 'Rite of the Serpent, CR 608.2h: "If that creature had a +1/+1 counter on it" reads the destroyed creature',
    card: card('Rite of the Serpent', ['Sorcery'], RITE),
    abilities: [
      {
        kind: 'spell',
        text: RITE,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          { kind: 'destroy', on: 'targets' },
          {
            kind: 'conditional',
            condition: targetCounters(1),
            ifHolds: [
              {
                kind: 'createTokens',
                token: {
                  name: 'Snake Token',
                  colors: ['G'],
                  types: ['Creature'],
                  subtypes: ['Snake'],
                  power: 1,
                  toughness: 1,
                  abilities: [],
                },
                amount: one(1),
              },
            ],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Oblivion\'s Hunger, CR 608.2c: "Draw a card if that creature has a +1/+1 counter on it", the condition after its sentence',
    card: card("Oblivion's Hunger", ['Instant'], OBLIVIONS_HUNGER),
    abilities: [
      {
        kind: 'spell',
        text: OBLIVIONS_HUNGER,
        targets: yourCreature,
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: {
              affects: {},
              ops: [
                {
                  kind: 'addAbilities',
                  abilities: [{ kind: 'keyword', keyword: 'Indestructible', text: 'Indestructible' }],
                },
              ],
            },
            duration: 'endOfTurn',
          },
          { kind: 'conditional', condition: targetCounters(1), ifHolds: [draw(1)], otherwise: [] },
        ],
      },
    ],
  },
  {
    name: 'Ring of Thune, CR 301.5, 608.2c: "put a +1/+1 counter on equipped creature if it\'s white": "it" is the equipped creature',
    card: card('Ring of Thune', ['Artifact'], RING_OF_THUNE),
    abilities: [
      {
        kind: 'triggered',
        text: RING_OF_THUNE,
        trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
        instructions: [
          {
            kind: 'conditional',
            condition: { kind: 'thatObjectIs', object: 'attachedTo', filter: { colors: ['W'] } },
            ifHolds: [{ kind: 'addCounters', on: 'attachedTo', counter: '+1/+1', amount: one(1) }],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Hadana\'s Climb, CR 608.2c: "Then if that creature has three or more +1/+1 counters on it": the target',
    card: card("Hadana's Climb", ['Enchantment'], HADANAS_CLIMB, ['Legendary']),
    abilities: [
      {
        kind: 'triggered',
        text: HADANAS_CLIMB,
        trigger: { kind: 'beginningOfCombat', whose: 'you' },
        targets: yourCreature,
        instructions: [
          { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: one(1) },
          {
            kind: 'conditional',
            condition: targetCounters(3),
            ifHolds: [{ kind: 'transform' }],
            otherwise: [],
          },
        ],
      },
    ],
  },
];

describe('"if" sentences inside an effect, card by card', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

/** "If" sentences the engine can't follow stay unsupported. */
const UNSUPPORTED: readonly { readonly name: string; readonly card: CardData }[] = [
  {
    name: 'Rushing River, CR 601.2c: a target required only if the spell was kicked is announced only then',
    card: card(
      'Rushing River',
      ['Instant'],
      "Return target nonland permanent to its owner's hand. If this spell was kicked, return another target nonland permanent to its owner's hand.",
    ),
  },
  {
    name: "Artificer's Epiphany, CR 608.2d: a discard inside the branch would need a decision given for a branch maybe not followed",
    card: card(
      "Artificer's Epiphany",
      ['Instant'],
      'Draw two cards. If you control no artifacts, discard a card.',
    ),
  },
  {
    name: 'Salt Road Ambushers, CR 603.4: "Whenever ..., if it\'s a creature, ..." is an intervening "if", read as it triggers too',
    card: card(
      'Salt Road Ambushers',
      ['Creature'],
      "Whenever another permanent you control is turned face up, if it's a creature, put two +1/+1 counters on it.",
    ),
  },
  {
    name: 'Burnout, CR 608.2c: "Counter target instant spell if it\'s blue": what a spell on the stack is is not read',
    card: card('Burnout', ['Instant'], "Counter target instant spell if it's blue."),
  },
];

describe('"if" sentences the compiler does not read stay unsupported', () => {
  it.each(UNSUPPORTED)('$name', ({ card: c }) => {
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
