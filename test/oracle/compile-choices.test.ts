import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Choices made as an ability resolves (CR 608.2d), compiled card by card: "you may [do X]"
 * (603.5), "you may pay {1}. If you do, [Y]" (118.12) and "[Z] unless you pay {1}" (118.12a),
 * each wrapping instructions the compiler already reads into one `optional` instruction.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
const creature = { types: ['Creature'] } as const;
const upkeep = { kind: 'beginningOfUpkeep', whose: 'you' } as const;

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const AVEN_FISHER = 'When Aven Fisher dies, you may draw a card.';
const CHILD = 'At the beginning of your upkeep, sacrifice Child of Gaea unless you pay {G}{G}.';
const GNAT = 'At the beginning of your upkeep, you may pay {1}. If you do, untap Brass Gnat.';
const CRAWLER =
  'Landfall — Whenever a land enters the battlefield under your control, you may have target creature get -1/-1 until end of turn.';
const ACRIDIAN =
  'Echo {1}{G} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)';
const CARNOPHAGE = 'At the beginning of your upkeep, tap Carnophage unless you pay 1 life.';
const POET =
  'Whenever Arrogant Poet attacks, you may pay 2 life. If you do, it gains flying until end of turn.';
const CUMULATIVE_REMINDER =
  '(At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)';
const WOLVES = `Cumulative upkeep {2} ${CUMULATIVE_REMINDER}`;
const GALLOWBRAID = `Cumulative upkeep\u2014Pay 1 life. ${CUMULATIVE_REMINDER}`;
const KELDON = 'When Keldon Raider enters the battlefield, you may discard a card. If you do, draw a card.';
const CAVALIER = 'Whenever Alaborn Cavalier attacks, you may tap target creature.';
const VIGILANTES =
  "Whenever Dwarven Vigilantes attacks and isn't blocked, you may have it deal damage equal to its power to target creature. If you do, Dwarven Vigilantes assigns no combat damage this turn.";
const GRUNT =
  'Whenever Laccolith Grunt becomes blocked, you may have it deal damage equal to its power to target creature. If you do, Laccolith Grunt assigns no combat damage this turn.';
const GLADIATOR =
  'Whenever Cyclops Gladiator attacks, you may have it deal damage equal to its power to target creature defending player controls. If you do, that creature deals damage equal to its power to Cyclops Gladiator.';
const VANDAL =
  "Whenever Goblin Vandal attacks and isn't blocked, you may pay {R}. If you do, destroy target artifact defending player controls and Goblin Vandal assigns no combat damage this turn.";
const itsPowerToTarget = { kind: 'dealDamage', to: 'targets', amount: { kind: 'powerOfSource' } } as const;
/** CR 510.1a: "[this] assigns no combat damage this turn", a restriction granted to itself until the turn ends. */
const noCombatDamage = {
  kind: 'createEffect',
  on: 'self',
  effect: {
    affects: { self: true },
    ops: [
      {
        kind: 'addAbilities',
        abilities: [
          {
            kind: 'restriction',
            text: 'assigns no combat damage this turn',
            restriction: { kind: 'assignsNoCombatDamage' },
          },
        ],
      },
    ],
  },
  duration: 'endOfTurn',
} as const;

const ROWS: readonly Row[] = [
  {
    name: 'Aven Fisher, CR 603.5: "When [this] dies, you may draw a card" is chosen as it resolves',
    card: card('Aven Fisher', ['Creature'], AVEN_FISHER),
    abilities: [
      {
        kind: 'triggered',
        text: AVEN_FISHER,
        trigger: { kind: 'dies' },
        instructions: [{ kind: 'optional', ifDone: [{ kind: 'drawCards', amount: one(1) }], otherwise: [] }],
      },
    ],
  },
  {
    name: 'Alaborn Cavalier, CR 603.3d, 603.5: the target is chosen as it triggers, the "may" as it resolves',
    card: card('Alaborn Cavalier', ['Creature'], CAVALIER),
    abilities: [
      {
        kind: 'triggered',
        text: CAVALIER,
        trigger: { kind: 'attacks' },
        targets: { count: 1, filter: creature },
        instructions: [{ kind: 'optional', ifDone: [{ kind: 'tap', on: 'targets' }], otherwise: [] }],
      },
    ],
  },
  {
    name: 'Caustic Crawler, CR 603.5: "you may have target creature get -1/-1 until end of turn"',
    card: card('Caustic Crawler', ['Creature'], CRAWLER),
    abilities: [
      {
        kind: 'triggered',
        text: CRAWLER,
        trigger: { kind: 'permanentEnters', filter: { types: ['Land'], controller: 'you' } },
        targets: { count: 1, filter: creature },
        instructions: [
          {
            kind: 'optional',
            ifDone: [
              {
                kind: 'createEffect',
                on: 'targets',
                effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(-1), toughness: one(-1) }] },
                duration: 'endOfTurn',
              },
            ],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Child of Gaea, CR 118.12a: "sacrifice [this] unless you pay {G}{G}" sacrifices only if its controller doesn\'t pay',
    card: card('Child of Gaea', ['Creature'], CHILD),
    abilities: [
      {
        kind: 'triggered',
        text: CHILD,
        trigger: upkeep,
        instructions: [
          { kind: 'optional', pay: '{G}{G}', ifDone: [], otherwise: [{ kind: 'sacrifice', on: 'self' }] },
        ],
      },
    ],
  },
  {
    name: 'Brass Gnat, CR 118.12: "you may pay {1}. If you do, untap [this]": the payment is a cost paid on resolution',
    card: card('Brass Gnat', ['Artifact', 'Creature'], GNAT),
    abilities: [
      {
        kind: 'triggered',
        text: GNAT,
        trigger: upkeep,
        instructions: [
          { kind: 'optional', pay: '{1}', ifDone: [{ kind: 'untap', on: 'self' }], otherwise: [] },
        ],
      },
    ],
  },
  {
    name: 'Acridian, CR 702.30a: "Echo {1}{G}" is an upkeep trigger with an intervening if: sacrifice it unless you pay {1}{G}',
    card: card('Acridian', ['Creature'], ACRIDIAN),
    abilities: [
      {
        kind: 'triggered',
        text: ACRIDIAN,
        trigger: { ...upkeep, sinceLastUpkeep: true },
        instructions: [
          { kind: 'optional', pay: '{1}{G}', ifDone: [], otherwise: [{ kind: 'sacrifice', on: 'self' }] },
        ],
      },
    ],
  },
  {
    name: 'Carnophage, CR 118.12a, 119.4: "tap [this] unless you pay 1 life"',
    card: card('Carnophage', ['Creature'], CARNOPHAGE),
    abilities: [
      {
        kind: 'triggered',
        text: CARNOPHAGE,
        trigger: upkeep,
        instructions: [
          { kind: 'optional', payLife: 1, ifDone: [], otherwise: [{ kind: 'tap', on: 'self' }] },
        ],
      },
    ],
  },
  {
    name: 'Arrogant Poet, CR 118.12: "you may pay 2 life. If you do, it gains flying until end of turn"',
    card: card('Arrogant Poet', ['Creature'], POET),
    abilities: [
      {
        kind: 'triggered',
        text: POET,
        trigger: { kind: 'attacks' },
        instructions: [
          {
            kind: 'optional',
            payLife: 2,
            ifDone: [
              {
                kind: 'createEffect',
                on: 'self',
                effect: {
                  affects: { self: true },
                  ops: [
                    {
                      kind: 'addAbilities',
                      abilities: [{ kind: 'keyword', keyword: 'Flying', text: 'Flying' }],
                    },
                  ],
                },
                duration: 'endOfTurn',
              },
            ],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Arctic Wolves, CR 702.24a: "Cumulative upkeep {2}": an age counter, then {2} for each age counter or sacrifice it',
    card: card('Arctic Wolves', ['Creature'], WOLVES),
    abilities: [
      {
        kind: 'triggered',
        text: WOLVES,
        trigger: upkeep,
        instructions: [
          { kind: 'addCounters', on: 'self', counter: 'age', amount: one(1) },
          {
            kind: 'optional',
            pay: '{2}',
            payTimes: { kind: 'countersOnSource', counter: 'age' },
            ifDone: [],
            otherwise: [{ kind: 'sacrifice', on: 'self' }],
          },
        ],
      },
    ],
  },
  {
    name: 'Gallowbraid, CR 702.24a, 119.4: "Cumulative upkeep—Pay 1 life."',
    card: card('Gallowbraid', ['Creature'], GALLOWBRAID, ['Legendary']),
    abilities: [
      {
        kind: 'triggered',
        text: GALLOWBRAID,
        trigger: upkeep,
        instructions: [
          { kind: 'addCounters', on: 'self', counter: 'age', amount: one(1) },
          {
            kind: 'optional',
            payLife: 1,
            payTimes: { kind: 'countersOnSource', counter: 'age' },
            ifDone: [],
            otherwise: [{ kind: 'sacrifice', on: 'self' }],
          },
        ],
      },
    ],
  },
  {
    name: 'Keldon Raider, CR 118.12: "you may discard a card. If you do, draw a card": the discard is a cost done on resolution',
    card: card('Keldon Raider', ['Creature'], KELDON),
    abilities: [
      {
        kind: 'triggered',
        text: KELDON,
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          {
            kind: 'optional',
            cost: [{ kind: 'discard', who: 'you', amount: one(1) }],
            ifDone: [{ kind: 'drawCards', amount: one(1) }],
            otherwise: [],
          },
        ],
      },
    ],
  },
  ...(
    [
      ['Dwarven Vigilantes', VIGILANTES, { kind: 'attacksAndIsntBlocked' }],
      ['Laccolith Grunt', GRUNT, { kind: 'becomesBlocked' }],
    ] as const
  ).map(
    ([name, text, trigger]): Row => ({
      name: `${name}, CR 608.2c, 510.1a: "you may have it deal damage equal to its power to target creature. If you do, [this] assigns no combat damage this turn": the damage, once chosen, is done with the rest`,
      card: card(name, ['Creature'], text),
      abilities: [
        {
          kind: 'triggered',
          text,
          trigger,
          targets: { count: 1, filter: creature },
          instructions: [{ kind: 'optional', ifDone: [itsPowerToTarget, noCombatDamage], otherwise: [] }],
        },
      ],
    }),
  ),
  {
    name: 'Cyclops Gladiator, CR 608.2c, 120.2: "If you do, that creature deals damage equal to its power to [this]"',
    card: card('Cyclops Gladiator', ['Creature'], GLADIATOR),
    abilities: [
      {
        kind: 'triggered',
        text: GLADIATOR,
        trigger: { kind: 'attacks' },
        targets: { count: 1, filter: { ...creature, controller: 'defendingPlayer' } },
        instructions: [
          {
            kind: 'optional',
            ifDone: [itsPowerToTarget, { kind: 'targetDealsPowerDamageToSelf' }],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Goblin Vandal, CR 118.12, 510.1a: "you may pay {R}. If you do, destroy target artifact … and [this] assigns no combat damage this turn"',
    card: card('Goblin Vandal', ['Creature'], VANDAL),
    abilities: [
      {
        kind: 'triggered',
        text: VANDAL,
        trigger: { kind: 'attacksAndIsntBlocked' },
        targets: { count: 1, filter: { types: ['Artifact'], controller: 'defendingPlayer' } },
        instructions: [
          {
            kind: 'optional',
            pay: '{R}',
            ifDone: [{ kind: 'destroy', on: 'targets' }, noCombatDamage],
            otherwise: [],
          },
        ],
      },
    ],
  },
];

describe('choices made on resolution, card by card', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

/** Choices the engine can't take the answer to stay unsupported. */
const UNSUPPORTED: readonly (readonly [string, CardData])[] = [
  [
    'Flameblast Dragon: "you may pay {X}{R}": nothing announces an X paid on resolution (CR 107.3)',
    card(
      'Flameblast Dragon',
      ['Creature'],
      'Whenever Flameblast Dragon attacks, you may pay {X}{R}. If you do, Flameblast Dragon deals X damage to any target.',
    ),
  ],
  [
    'Aboroth: "Cumulative upkeep—Put a -1/-1 counter on Aboroth." is a cost that is no mana or life (CR 702.24a)',
    card('Aboroth', ['Creature'], 'Cumulative upkeep\u2014Put a -1/-1 counter on Aboroth.'),
  ],
  [
    'Rakdos Headliner: "Echo—Discard a card.": a cost that is no mana is not read (CR 702.30a)',
    card('Rakdos Headliner', ['Creature'], 'Echo\u2014Discard a card.'),
  ],
  [
    'Two "you may" choices in one ability would need two answers; one `may` answers one choice',
    card(
      'Two Choices Test',
      ['Creature'],
      'When Two Choices Test enters the battlefield, you may draw a card. You may gain 2 life.',
    ),
  ],
];

describe('choices the compiler does not read stay unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, c) => {
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
