import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction, TargetSpec, Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Trigger conditions, card by card (CR 603): each row is a real creature's triggered ability
 * (MTGJSON Oracle text) and the trigger it must compile to, with its effect.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
/** "[it] gets +P/+T until end of turn" on the creature itself. */
const selfGets = (power: number, toughness: number): Instruction => ({
  kind: 'createEffect',
  on: 'self',
  effect: {
    affects: { self: true },
    ops: [{ kind: 'modifyPT', power: one(power), toughness: one(toughness) }],
  },
  duration: 'endOfTurn',
});
const selfGains = (keyword: 'First strike' | 'Flying'): Instruction => ({
  kind: 'createEffect',
  on: 'self',
  effect: {
    affects: { self: true },
    ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword, text: keyword }] }],
  },
  duration: 'endOfTurn',
});

interface Row {
  readonly name: string;
  readonly cardName: string;
  readonly text: string;
  readonly trigger: Trigger;
  readonly targets?: TargetSpec;
  readonly instructions: readonly Instruction[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Manta Ray, CR 603.8: "When you control no Islands" is a state trigger',
    cardName: 'Manta Ray',
    text: 'When you control no Islands, sacrifice Manta Ray.',
    trigger: {
      kind: 'stateHolds',
      condition: {
        kind: 'valueAtMost',
        value: { kind: 'count', of: { subtypes: ['Island'], controller: 'you' } },
        n: 0,
      },
    },
    instructions: [{ kind: 'sacrifice', on: 'self' }],
  },
  {
    name: 'Goblins of the Flarg, CR 603.8: "When you control a Dwarf"',
    cardName: 'Goblins of the Flarg',
    text: 'When you control a Dwarf, sacrifice Goblins of the Flarg.',
    trigger: {
      kind: 'stateHolds',
      condition: {
        kind: 'valueAtLeast',
        value: { kind: 'count', of: { subtypes: ['Dwarf'], controller: 'you' } },
        n: 1,
      },
    },
    instructions: [{ kind: 'sacrifice', on: 'self' }],
  },
  {
    name: 'Dusk Urchins, CR 508.3a, 509.3a: "attacks or blocks"',
    cardName: 'Dusk Urchins',
    text: 'Whenever Dusk Urchins attacks or blocks, put a -1/-1 counter on it.',
    trigger: { kind: 'anyOf', triggers: [{ kind: 'attacks' }, { kind: 'blocks' }] },
    instructions: [{ kind: 'addCounters', on: 'self', counter: '-1/-1', amount: one(1) }],
  },
  {
    name: 'Brushwagg, CR 509.3a, 509.3c: "blocks or becomes blocked"',
    cardName: 'Brushwagg',
    text: 'Whenever Brushwagg blocks or becomes blocked, it gets -2/+2 until end of turn.',
    trigger: { kind: 'anyOf', triggers: [{ kind: 'blocks' }, { kind: 'becomesBlocked' }] },
    instructions: [selfGets(-2, 2)],
  },
  {
    name: 'Ghost Hounds, CR 509.3b, 509.3d: "blocks or becomes blocked by a white creature"',
    cardName: 'Ghost Hounds',
    text: 'Whenever Ghost Hounds blocks or becomes blocked by a white creature, Ghost Hounds gains first strike until end of turn.',
    trigger: { kind: 'blocksOrBecomesBlockedByCreature', filter: { types: ['Creature'], colors: ['W'] } },
    instructions: [selfGains('First strike')],
  },
  {
    name: 'Arrogant Bloodlord, CR 509.3d, 208.1: "... by a creature with power 1 or less" (its trigger, with a made-up effect)',
    cardName: 'Arrogant Bloodlord',
    text: 'Whenever Arrogant Bloodlord blocks or becomes blocked by a creature with power 1 or less, Arrogant Bloodlord gets +1/+1 until end of turn.',
    trigger: {
      kind: 'blocksOrBecomesBlockedByCreature',
      filter: { types: ['Creature'], ptBound: { of: 'power', side: 'atMost', n: 1 } },
    },
    instructions: [selfGets(1, 1)],
  },
  {
    name: 'Cave Tiger, CR 509.3d: "becomes blocked by a creature"',
    cardName: 'Cave Tiger',
    text: 'Whenever Cave Tiger becomes blocked by a creature, Cave Tiger gets +1/+1 until end of turn.',
    trigger: { kind: 'becomesBlockedByCreature', filter: { types: ['Creature'] } },
    instructions: [selfGets(1, 1)],
  },
  {
    name: 'CR 509.3b: "blocks a creature" (no real card has this effect with it yet: a made-up name)',
    cardName: 'Test Blocker',
    text: 'Whenever Test Blocker blocks a creature, Test Blocker gets +1/+1 until end of turn.',
    trigger: { kind: 'blocksCreature', filter: { types: ['Creature'] } },
    instructions: [selfGets(1, 1)],
  },
  {
    name: 'Merchant Ship, CR 509.3g: "attacks and isn\'t blocked"',
    cardName: 'Merchant Ship',
    text: "Whenever Merchant Ship attacks and isn't blocked, you gain 2 life.",
    trigger: { kind: 'attacksAndIsntBlocked' },
    instructions: [{ kind: 'gainLife', amount: one(2) }],
  },
  {
    name: 'Reckless Ogre, CR 506.5: "attacks alone"',
    cardName: 'Reckless Ogre',
    text: 'Whenever Reckless Ogre attacks alone, it gets +3/+0 until end of turn.',
    trigger: { kind: 'attacksAlone' },
    instructions: [selfGets(3, 0)],
  },
  {
    name: 'Boros Elite, CR 207.2c, 508.3a: Battalion, "and at least two other creatures attack"',
    cardName: 'Boros Elite',
    text: 'Battalion — Whenever Boros Elite and at least two other creatures attack, Boros Elite gets +2/+2 until end of turn.',
    trigger: { kind: 'attacksWithOthers', others: 2 },
    instructions: [selfGets(2, 2)],
  },
  {
    name: 'Eidolon of Blossoms, CR 603.6a: Constellation, "[this] or another enchantment enters under your control"',
    cardName: 'Eidolon of Blossoms',
    text: 'Constellation — Whenever Eidolon of Blossoms or another enchantment enters the battlefield under your control, draw a card.',
    trigger: {
      kind: 'permanentEnters',
      filter: { types: ['Enchantment'], other: true, controller: 'you' },
      orSelf: true,
    },
    instructions: [{ kind: 'drawCards', amount: one(1) }],
  },
  {
    name: 'CR 603.6a: today\'s Oracle wording, "another creature you control enters" (Soul Warden-style, made-up name)',
    cardName: 'Test Warden',
    text: 'Whenever another creature you control enters, you gain 1 life.',
    trigger: { kind: 'permanentEnters', filter: { types: ['Creature'], other: true, controller: 'you' } },
    instructions: [{ kind: 'gainLife', amount: one(1) }],
  },
  {
    name: 'CR 603.6a: "a creature an opponent controls enters" (made-up name)',
    cardName: 'Test Watcher',
    text: 'Whenever a creature an opponent controls enters, you gain 1 life.',
    trigger: { kind: 'permanentEnters', filter: { types: ['Creature'], controller: 'opponents' } },
    instructions: [{ kind: 'gainLife', amount: one(1) }],
  },
  {
    name: 'CR 603.2b: "At the beginning of combat on your turn" (made-up name)',
    cardName: 'Bear Trainer Test',
    text: 'At the beginning of combat on your turn, Bear Trainer Test gets +1/+1 until end of turn.',
    trigger: { kind: 'beginningOfCombat', whose: 'you' },
    instructions: [selfGets(1, 1)],
  },
  {
    name: 'CR 603.2b: "At the beginning of each combat" (made-up name)',
    cardName: 'Bear Trainer Test',
    text: 'At the beginning of each combat, Bear Trainer Test gets +1/+1 until end of turn.',
    trigger: { kind: 'beginningOfCombat', whose: 'each' },
    instructions: [selfGets(1, 1)],
  },
  {
    name: 'CR 603.2: "When [this] enters the battlefield or dies" is one ability of two events (Goblin Marshal\'s trigger, another effect)',
    cardName: 'Goblin Marshal',
    text: 'When Goblin Marshal enters the battlefield or dies, you gain 2 life.',
    trigger: { kind: 'anyOf', triggers: [{ kind: 'entersBattlefield' }, { kind: 'dies' }] },
    instructions: [{ kind: 'gainLife', amount: one(2) }],
  },
  {
    name: 'CR 503.1a: "At the beginning of each player\'s upkeep" is each upkeep (made-up name)',
    cardName: 'Bear Trainer Test',
    text: "At the beginning of each player's upkeep, you gain 1 life.",
    trigger: { kind: 'beginningOfUpkeep', whose: 'each' },
    instructions: [{ kind: 'gainLife', amount: one(1) }],
  },
  {
    name: 'Unstable Mutation, CR 303.4, 603.2b-c: "the upkeep of enchanted creature\'s controller", "that creature" the enchanted one',
    cardName: 'Unstable Mutation',
    text: "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.",
    trigger: { kind: 'beginningOfUpkeep', whose: 'attachedController' },
    instructions: [{ kind: 'addCounters', on: 'attachedTo', counter: '-1/-1', amount: one(1) }],
  },
  {
    name: 'Numbing Dose, CR 603.2c: "… of enchanted permanent\'s controller, that player loses 1 life"',
    cardName: 'Numbing Dose',
    text: "At the beginning of the upkeep of enchanted permanent's controller, that player loses 1 life.",
    trigger: { kind: 'beginningOfUpkeep', whose: 'attachedController' },
    instructions: [{ kind: 'loseLife', who: 'triggerPlayer', amount: one(1) }],
  },
  {
    name: 'Somberwald Alpha, CR 509.3c, 608.2c: "Whenever a creature you control becomes blocked, it gets +1/+1", "it" the attacker',
    cardName: 'Somberwald Alpha',
    text: 'Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.',
    trigger: { kind: 'creatureBecomesBlocked', filter: { types: ['Creature'], controller: 'you' } },
    instructions: [
      {
        kind: 'createEffect',
        on: 'triggerObject',
        effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(1), toughness: one(1) }] },
        duration: 'endOfTurn',
      },
    ],
  },
  {
    name: 'Dromad Purebred, CR 603.2c: "is dealt damage"',
    cardName: 'Dromad Purebred',
    text: 'Whenever Dromad Purebred is dealt damage, you gain 1 life.',
    trigger: { kind: 'isDealtDamage' },
    instructions: [{ kind: 'gainLife', amount: one(1) }],
  },
  {
    name: 'Horned Cheetah, CR 603.2c, 608.2h: "deals damage, you gain that much life"',
    cardName: 'Horned Cheetah',
    text: 'Whenever Horned Cheetah deals damage, you gain that much life.',
    trigger: { kind: 'dealsDamage', to: 'any', combat: false },
    instructions: [{ kind: 'gainLife', amount: { kind: 'thatMuch' } }],
  },
  {
    name: 'Jackal Pup, CR 603.2c: "is dealt damage, it deals that much damage to you"',
    cardName: 'Jackal Pup',
    text: 'Whenever Jackal Pup is dealt damage, it deals that much damage to you.',
    trigger: { kind: 'isDealtDamage' },
    instructions: [{ kind: 'dealDamage', to: 'you', amount: { kind: 'thatMuch' } }],
  },
  {
    name: 'Wall of Essence, CR 603.2c: "is dealt combat damage"',
    cardName: 'Wall of Essence',
    text: 'Whenever Wall of Essence is dealt combat damage, you gain that much life.',
    trigger: { kind: 'isDealtDamage', combat: true },
    instructions: [{ kind: 'gainLife', amount: { kind: 'thatMuch' } }],
  },
  {
    name: 'Blazing Specter, CR 603.2c: "deals combat damage to a player, that player discards a card"',
    cardName: 'Blazing Specter',
    text: 'Whenever Blazing Specter deals combat damage to a player, that player discards a card.',
    trigger: { kind: 'dealsCombatDamageToPlayer' },
    instructions: [{ kind: 'discard', who: 'triggerPlayer', amount: one(1) }],
  },
  {
    name: 'Abyssal Specter, CR 603.2c: "deals damage to a player, that player discards a card"',
    cardName: 'Abyssal Specter',
    text: 'Whenever Abyssal Specter deals damage to a player, that player discards a card.',
    trigger: { kind: 'dealsDamage', to: 'player', combat: false },
    instructions: [{ kind: 'discard', who: 'triggerPlayer', amount: one(1) }],
  },
  {
    name: 'Needle Specter, CR 603.2c: "that player discards that many cards"',
    cardName: 'Needle Specter',
    text: 'Whenever Needle Specter deals combat damage to a player, that player discards that many cards.',
    trigger: { kind: 'dealsCombatDamageToPlayer' },
    instructions: [{ kind: 'discard', who: 'triggerPlayer', amount: { kind: 'thatMuch' } }],
  },
  {
    name: 'Vito, Thorn of the Dusk Rose, CR 119.9: "whenever you gain life, target opponent loses that much life"',
    cardName: 'Vito, Thorn of the Dusk Rose',
    text: 'Whenever you gain life, target opponent loses that much life.',
    trigger: { kind: 'youGainLife' },
    targets: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
    instructions: [{ kind: 'loseLife', who: 'targets', amount: { kind: 'thatMuch' } }],
  },
  {
    name: 'Mirri the Cursed, CR 603.2c: "deals combat damage to a creature"',
    cardName: 'Mirri the Cursed',
    text: 'Whenever Mirri the Cursed deals combat damage to a creature, put a +1/+1 counter on Mirri the Cursed.',
    trigger: { kind: 'dealsDamage', to: 'creature', combat: true },
    instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one(1) }],
  },
  {
    name: 'CR 603.2c: "deals damage to an opponent" (made-up name, Looter il-Kor\'s trigger)',
    cardName: 'Test Looter',
    text: 'Whenever Test Looter deals damage to an opponent, you gain 1 life.',
    trigger: { kind: 'dealsDamage', to: 'opponent', combat: false },
    instructions: [{ kind: 'gainLife', amount: one(1) }],
  },
  {
    name: 'CR 510.3a: "deals combat damage to a player" keeps its own kind',
    cardName: 'Slith Firewalker',
    text: 'Whenever Slith Firewalker deals combat damage to a player, put a +1/+1 counter on it.',
    trigger: { kind: 'dealsCombatDamageToPlayer' },
    instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one(1) }],
  },
  {
    name: 'Netcaster Spider, CR 509.3b, 509.3f: "blocks a creature with flying"',
    cardName: 'Netcaster Spider',
    text: 'Whenever Netcaster Spider blocks a creature with flying, Netcaster Spider gets +2/+0 until end of turn.',
    trigger: {
      kind: 'blocksCreature',
      filter: { types: ['Creature'] },
      keyword: { keyword: 'Flying', has: true },
    },
    instructions: [selfGets(2, 0)],
  },
  {
    name: 'Venarian Gold, CR 608.2c: "tap enchanted creature and put X sleep counters on it": "it" is the enchanted creature, named last',
    cardName: 'Venarian Gold',
    text: 'When Venarian Gold enters the battlefield, tap enchanted creature and put X sleep counters on it.',
    trigger: { kind: 'entersBattlefield' },
    instructions: [
      { kind: 'tap', on: 'attachedTo' },
      { kind: 'addCounters', on: 'attachedTo', counter: 'sleep', amount: { kind: 'x' } },
    ],
  },
];

describe('trigger conditions, card by card', () => {
  it.each(ROWS)('$name', ({ cardName, text, trigger, targets, instructions }) => {
    const want: AbilityDef = {
      kind: 'triggered',
      text,
      trigger,
      ...(targets ? { targets } : {}),
      instructions,
    };
    expect(compileCard(card(cardName, ['Creature'], text))).toEqual([want]);
  });
});

/** Trigger conditions the engine can't yet see happen stay unsupported. */
const UNSUPPORTED: readonly (readonly [string, string, string])[] = [
  [
    'CR 603.2c: "that much" after an attack trigger names no damage (made-up text)',
    'Bear Trainer Test',
    'Whenever Bear Trainer Test attacks, you gain that much life.',
  ],
  [
    'CR 603.2c: "that much" in an activated ability names no damage (made-up text)',
    'Bear Trainer Test',
    '{1}: You lose that much life.',
  ],
  [
    'CR 603.2c: "that player" after an attack trigger names no player dealt damage (made-up text)',
    'Bear Trainer Test',
    'Whenever Bear Trainer Test attacks, that player discards a card.',
  ],
  [
    'Wings of Hubris, CR 608.2c, 603.7: "Sacrifice it at the beginning of the next end step" names the equipped creature, which a delayed trigger of a sacrificed Equipment does not track (not the Equipment itself)',
    'Wings of Hubris',
    "Sacrifice Wings of Hubris: Equipped creature can't be blocked this turn. Sacrifice it at the beginning of the next end step.",
  ],
];

describe('trigger conditions the compiler does not read', () => {
  it.each(UNSUPPORTED)('%s', (_name, cardName, text) => {
    expect(compileCard(card(cardName, ['Creature'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
