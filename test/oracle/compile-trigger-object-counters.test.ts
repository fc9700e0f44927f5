import { describe, expect, it } from 'vitest';
import type { Instruction, Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Counters put on (or removed from) the trigger object (CR 603.2, 608.2c, 122.1): "it" or "that
 * creature" after an event about another creature on the battlefield, the engine acting on it as
 * it is when the ability resolves. Each row is a real card's Oracle text (MTGJSON), unless it says
 * made-up text.
 */

type Types = Parameters<typeof card>[1];

const counters = (n: number, counter = '+1/+1'): Instruction => ({
  kind: 'addCounters',
  on: 'triggerObject',
  counter,
  amount: { kind: 'constant', n },
});
const youControl = { types: ['Creature'], controller: 'you' } as const;

const ROWS: readonly (readonly [string, Types, string, Trigger, readonly Instruction[]])[] = [
  [
    'The Great Henge, CR 603.2, 122.1: "it" is the nontoken creature that entered',
    ['Artifact'],
    'Whenever a nontoken creature enters the battlefield under your control, put a +1/+1 counter on it and draw a card.',
    { kind: 'permanentEnters', filter: { ...youControl, token: false } },
    [counters(1), { kind: 'drawCards', amount: { kind: 'constant', n: 1 } }],
  ],
  [
    'Good-Fortune Unicorn, CR 608.2c: "that creature" is the other creature that entered',
    ['Creature'],
    'Whenever another creature enters the battlefield under your control, put a +1/+1 counter on that creature.',
    { kind: 'permanentEnters', filter: { types: ['Creature'], other: true, controller: 'you' } },
    [counters(1)],
  ],
  [
    'Mighty Emergence, CR 603.2: "you may put two +1/+1 counters on it"',
    ['Enchantment'],
    'Whenever a creature with power 5 or greater enters the battlefield under your control, you may put two +1/+1 counters on it.',
    {
      kind: 'permanentEnters',
      filter: { ...youControl, ptBound: { of: 'power', side: 'atLeast', n: 5 } },
    },
    [{ kind: 'optional', ifDone: [counters(2)], otherwise: [] }],
  ],
  [
    'Durable Handicraft, CR 608.2c, 118.12: "that creature" inside a paid choice is the creature that entered, not the Handicraft',
    ['Enchantment'],
    'Whenever a creature enters the battlefield under your control, you may pay {1}. If you do, put a +1/+1 counter on that creature.',
    { kind: 'permanentEnters', filter: youControl },
    [{ kind: 'optional', pay: '{1}', ifDone: [counters(1)], otherwise: [] }],
  ],
  [
    'Shaman of the Great Hunt, CR 510.3a, 603.2: "it" is the creature that dealt combat damage',
    ['Creature'],
    'Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on it.',
    { kind: 'creatureDealsCombatDamageToPlayer', filter: youControl },
    [counters(1)],
  ],
  [
    'Ferocity, CR 509.3a, 509.3c: "it" is the enchanted creature that blocked or became blocked',
    ['Enchantment'],
    'Whenever enchanted creature blocks or becomes blocked, you may put a +1/+1 counter on it.',
    { kind: 'attachedCreatureEvent', events: ['blocks', 'becomesBlocked'] },
    [{ kind: 'optional', ifDone: [counters(1)], otherwise: [] }],
  ],
  [
    'Quagmire Lamprey, CR 509.3d: "that creature" is the creature that blocked it',
    ['Creature'],
    'Whenever Quagmire Lamprey becomes blocked by a creature, put a -1/-1 counter on that creature.',
    { kind: 'becomesBlockedByCreature', filter: { types: ['Creature'] } },
    [counters(1, '-1/-1')],
  ],
  [
    'CR 122.1: "remove a +1/+1 counter from it", the creature that entered (made-up text)',
    ['Enchantment'],
    'Whenever a creature enters the battlefield under your control, remove a +1/+1 counter from it.',
    { kind: 'permanentEnters', filter: youControl },
    [{ kind: 'removeCounters', on: 'triggerObject', counter: '+1/+1', amount: { kind: 'constant', n: 1 } }],
  ],
];

describe('counters on the trigger object compile (CR 603.2, 608.2c, 122.1)', () => {
  it.each(ROWS)('%s', (name, types, text, trigger, instructions) => {
    expect(compileCard(card(name.split(',')[0] ?? name, types, text))).toEqual([
      { kind: 'triggered', text, trigger, instructions },
    ]);
  });

  it('Necropolis Regent, CR 603.2c: "that many" is the combat damage that creature dealt, the counters go on it', () => {
    const text =
      'Whenever a creature you control deals combat damage to a player, put that many +1/+1 counters on it.';
    expect(compileCard(card('Necropolis Regent', ['Creature'], text))).toMatchObject([
      {
        kind: 'triggered',
        trigger: { kind: 'creatureDealsCombatDamageToPlayer' },
        instructions: [
          { kind: 'addCounters', on: 'triggerObject', counter: '+1/+1', amount: { kind: 'thatMuch' } },
        ],
      },
    ]);
  });

  it('CR 603.2c: after "one or more creatures … deal combat damage", "that many" names no one creature\'s damage: refused', () => {
    const text =
      'Whenever one or more creatures you control deal combat damage to a player, put that many +1/+1 counters on target creature.';
    expect(compileCard(card('Regent Test', ['Creature'], text))).toMatchObject([{ kind: 'unsupported' }]);
  });

  it('CR 400.7: the creature that died is a card in a graveyard, still refused (made-up text)', () => {
    const text = 'Whenever equipped creature dies, put a +1/+1 counter on it.';
    expect(compileCard(card('Bear Trainer Test', ['Artifact'], text))).toMatchObject([
      { kind: 'unsupported', reason: expect.stringContaining('trigger object') },
    ]);
  });
});
