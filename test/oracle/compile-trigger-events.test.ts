import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction, TargetSpec, Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Trigger events beyond entering, dying, attacking and blocking (CR 603.2, 603.2c, 603.6c,
 * 510.3a): each row is a
 * real card's triggered ability (MTGJSON Oracle text) and the trigger it must compile to, with
 * its effect.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;

interface Row {
  readonly name: string;
  readonly cardName: string;
  /** Its card types, when it is no creature. */
  readonly types?: readonly CardType[];
  readonly text: string;
  readonly trigger: Trigger;
  readonly targets?: TargetSpec;
  readonly instructions: readonly Instruction[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Circuit Mender, CR 603.6c: "When [this] leaves the battlefield"',
    cardName: 'Circuit Mender',
    text: 'When Circuit Mender leaves the battlefield, draw a card.',
    trigger: { kind: 'leavesBattlefield' },
    instructions: [{ kind: 'drawCards', amount: n(1) }],
  },
  {
    name: 'Aven Riftwatcher, CR 603.2, 603.6c: "When [this] enters or leaves the battlefield" is one ability of two events',
    cardName: 'Aven Riftwatcher',
    text: 'When Aven Riftwatcher enters or leaves the battlefield, you gain 2 life.',
    trigger: { kind: 'anyOf', triggers: [{ kind: 'entersBattlefield' }, { kind: 'leavesBattlefield' }] },
    instructions: [{ kind: 'gainLife', amount: n(2) }],
  },
  {
    name: 'Illusions of Grandeur, CR 603.6c: an enchantment leaving the battlefield',
    cardName: 'Illusions of Grandeur',
    types: ['Enchantment'],
    text: 'When Illusions of Grandeur leaves the battlefield, you lose 20 life.',
    trigger: { kind: 'leavesBattlefield' },
    instructions: [{ kind: 'loseLife', who: 'you', amount: n(20) }],
  },
  {
    name: 'Seafloor Oracle, CR 510.3a: "Whenever a Merfolk you control deals combat damage to a player"',
    cardName: 'Seafloor Oracle',
    text: 'Whenever a Merfolk you control deals combat damage to a player, draw a card.',
    trigger: {
      kind: 'creatureDealsCombatDamageToPlayer',
      filter: { subtypes: ['Merfolk'], controller: 'you' },
    },
    instructions: [{ kind: 'drawCards', amount: n(1) }],
  },
  {
    name: 'Cabal Slaver, CR 510.3a, 603.2c: "a Goblin" of any player\'s; "that player" is the player dealt the damage',
    cardName: 'Cabal Slaver',
    text: 'Whenever a Goblin deals combat damage to a player, that player discards a card.',
    trigger: { kind: 'creatureDealsCombatDamageToPlayer', filter: { subtypes: ['Goblin'] } },
    instructions: [{ kind: 'discard', who: 'triggerPlayer', amount: n(1) }],
  },
  {
    name: 'Grazilaxx, Illithid Scholar, CR 603.2c: "Whenever one or more creatures you control deal combat damage to a player"',
    cardName: 'Grazilaxx, Illithid Scholar',
    text: 'Whenever one or more creatures you control deal combat damage to a player, draw a card.',
    trigger: {
      kind: 'creatureDealsCombatDamageToPlayer',
      filter: { types: ['Creature'], controller: 'you' },
      oneOrMore: true,
    },
    instructions: [{ kind: 'drawCards', amount: n(1) }],
  },
  {
    name: 'Soaring Thought-Thief, CR 603.2c: "Whenever one or more Rogues you control attack"',
    cardName: 'Soaring Thought-Thief',
    text: 'Whenever one or more Rogues you control attack, each opponent mills two cards.',
    trigger: { kind: 'creaturesAttack', filter: { subtypes: ['Rogue'], controller: 'you' } },
    instructions: [{ kind: 'mill', who: 'opponents', amount: n(2) }],
  },
  {
    name: 'Vampire Envoy, CR 701.26a: "Whenever [this] becomes tapped"',
    cardName: 'Vampire Envoy',
    text: 'Whenever Vampire Envoy becomes tapped, you gain 1 life.',
    trigger: { kind: 'becomesTapped' },
    instructions: [{ kind: 'gainLife', amount: n(1) }],
  },
  {
    name: 'Oreskos Sun Guide, CR 701.26b, 207.2c: Inspired, "Whenever [this] becomes untapped"',
    cardName: 'Oreskos Sun Guide',
    text: 'Inspired — Whenever Oreskos Sun Guide becomes untapped, you gain 2 life.',
    trigger: { kind: 'becomesUntapped' },
    instructions: [{ kind: 'gainLife', amount: n(2) }],
  },
  {
    name: 'Enduring Scalelord, CR 122.6, 603.2c: "Whenever one or more +1/+1 counters are put on another creature you control"',
    cardName: 'Enduring Scalelord',
    text: 'Whenever one or more +1/+1 counters are put on another creature you control, you may put a +1/+1 counter on Enduring Scalelord.',
    trigger: {
      kind: 'countersPut',
      counter: '+1/+1',
      filter: { types: ['Creature'], other: true, controller: 'you' },
    },
    instructions: [
      {
        kind: 'optional',
        ifDone: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
        otherwise: [],
      },
    ],
  },
  {
    name: 'CR 122.6, 603.2c: "Whenever one or more +1/+1 counters are put on [this]" (Benthic Biomancer\'s trigger, another effect)',
    cardName: 'Benthic Biomancer',
    text: 'Whenever one or more +1/+1 counters are put on Benthic Biomancer, draw a card.',
    trigger: { kind: 'countersPutOnSelf', counter: '+1/+1' },
    instructions: [{ kind: 'drawCards', amount: n(1) }],
  },
  {
    name: 'Fathom Mage, CR 122.6, 603.2c: "Whenever a +1/+1 counter is put on [this]" triggers for each counter',
    cardName: 'Fathom Mage',
    text: 'Whenever a +1/+1 counter is put on Fathom Mage, you may draw a card.',
    trigger: { kind: 'countersPutOnSelf', counter: '+1/+1', each: true },
    instructions: [{ kind: 'optional', ifDone: [{ kind: 'drawCards', amount: n(1) }], otherwise: [] }],
  },
  {
    name: 'Bloodcrazed Hoplite, CR 122.6, 603.2c: "Whenever a +1/+1 counter is put on [this]", with a target',
    cardName: 'Bloodcrazed Hoplite',
    text: 'Whenever a +1/+1 counter is put on Bloodcrazed Hoplite, remove a +1/+1 counter from target creature an opponent controls.',
    trigger: { kind: 'countersPutOnSelf', counter: '+1/+1', each: true },
    targets: { count: 1, filter: { types: ['Creature'], controller: 'opponents' } },
    instructions: [{ kind: 'removeCounters', on: 'targets', counter: '+1/+1', amount: n(1) }],
  },
  {
    name: 'Flourishing Defenses, CR 122.6, 603.2c: "Whenever a -1/-1 counter is put on a creature"',
    cardName: 'Flourishing Defenses',
    types: ['Enchantment'],
    text: 'Whenever a -1/-1 counter is put on a creature, you may create a 1/1 green Elf Warrior creature token.',
    trigger: { kind: 'countersPut', counter: '-1/-1', filter: { types: ['Creature'] }, each: true },
    instructions: [
      {
        kind: 'optional',
        ifDone: [
          {
            kind: 'createTokens',
            token: {
              name: 'Elf Warrior Token',
              colors: ['G'],
              types: ['Creature'],
              subtypes: ['Elf', 'Warrior'],
              power: 1,
              toughness: 1,
              abilities: [],
            },
            amount: n(1),
          },
        ],
        otherwise: [],
      },
    ],
  },
  {
    name: 'Simic Ascendancy, CR 603.2c, 608.2h: "that many" is the counters put on the creature',
    cardName: 'Simic Ascendancy',
    types: ['Enchantment'],
    text: 'Whenever one or more +1/+1 counters are put on a creature you control, put that many growth counters on Simic Ascendancy.',
    trigger: { kind: 'countersPut', counter: '+1/+1', filter: { types: ['Creature'], controller: 'you' } },
    instructions: [{ kind: 'addCounters', on: 'self', counter: 'growth', amount: { kind: 'thatMuch' } }],
  },
];

describe('trigger events, card by card', () => {
  it.each(ROWS)('$name', ({ cardName, types, text, trigger, targets, instructions }) => {
    const want: AbilityDef = {
      kind: 'triggered',
      text,
      trigger,
      ...(targets ? { targets } : {}),
      instructions,
    };
    expect(compileCard(card(cardName, types ?? ['Creature'], text))).toEqual([want]);
  });
});

/** Trigger events the engine can't yet see happen stay unsupported, each with its reason. */
const UNSUPPORTED: readonly (readonly [string, string, string])[] = [
  [
    'Funeral March, CR 603.6c: "When enchanted creature leaves the battlefield" is an event of another object',
    'Funeral March',
    'When enchanted creature leaves the battlefield, its controller sacrifices a creature.',
  ],
  [
    'Reveille Squad, CR 508.1b: "Whenever one or more creatures attack you" names whom they attack',
    'Reveille Squad',
    'Whenever one or more creatures attack you, you may untap all creatures you control.',
  ],
];

describe('trigger events the compiler does not read', () => {
  it.each(UNSUPPORTED)('%s', (_name, cardName, text) => {
    expect(compileCard(card(cardName, ['Enchantment'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
