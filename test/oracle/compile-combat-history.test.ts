import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * What a creature did in combat, as its own abilities ask: "At end of combat" (CR 511.2) and "if
 * [this] attacked or blocked this combat" (506.4, 603.4); and "Then if it has N or more [kind]
 * counters on it" about the object "it" names (608.2c, 122.1). Real cards' Oracle text (MTGJSON).
 */

const AVIAN =
  'At end of combat, if Clockwork Avian attacked or blocked this combat, remove a +1/+0 counter from it.';
const HOME_GUARD =
  'At end of combat, if Kjeldoran Home Guard attacked or blocked this combat, put a -0/-1 counter on Kjeldoran Home Guard and create a 0/1 white Deserter creature token.';

const ORDEAL =
  'Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, sacrifice Ordeal of Heliod.';
const DRAGSTER =
  'At end of combat, if Daredevil Dragster attacked or blocked this combat, put a velocity counter on it. Then if it has two or more velocity counters on it, sacrifice it and draw two cards.';

const OUTLAW =
  'At the beginning of each end step, if Dunerider Outlaw dealt damage to an opponent this turn, put a +1/+1 counter on it.';

const n = (k: number) => ({ kind: 'constant', n: k }) as const;
const atEndOfCombat = { kind: 'endOfCombat' } as const;
const inCombat = { kind: 'attackedOrBlockedThisCombat' } as const;

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Clockwork Avian, CR 511.2, 603.4: "At end of combat, if ~ attacked or blocked this combat, remove a +1/+0 counter from it."',
    card('Clockwork Avian', ['Artifact', 'Creature'], AVIAN),
    {
      kind: 'triggered',
      text: AVIAN,
      trigger: atEndOfCombat,
      condition: inCombat,
      instructions: [{ kind: 'removeCounters', on: 'self', counter: '+1/+0', amount: n(1) }],
    },
  ],
  [
    'Kjeldoran Home Guard, CR 511.2, 122.1: "... put a -0/-1 counter on ~ and create a 0/1 white Deserter creature token."',
    card('Kjeldoran Home Guard', ['Creature'], HOME_GUARD),
    {
      kind: 'triggered',
      text: HOME_GUARD,
      trigger: atEndOfCombat,
      condition: inCombat,
      instructions: [
        { kind: 'addCounters', on: 'self', counter: '+0/-1', amount: n(1) },
        {
          kind: 'createTokens',
          token: {
            name: 'Deserter Token',
            colors: ['W'],
            types: ['Creature'],
            subtypes: ['Deserter'],
            power: 0,
            toughness: 1,
            abilities: [],
          },
          amount: n(1),
        },
      ],
    },
  ],
  [
    'Ordeal of Heliod, CR 608.2c, 122.1: "Then if it has three or more +1/+1 counters on it": "it" is the enchanted creature, the trigger object',
    card('Ordeal of Heliod', ['Enchantment'], ORDEAL),
    {
      kind: 'triggered',
      text: ORDEAL,
      trigger: { kind: 'attachedCreatureEvent', events: ['attacks'] },
      instructions: [
        { kind: 'addCounters', on: 'triggerObject', counter: '+1/+1', amount: n(1) },
        {
          kind: 'conditional',
          condition: {
            kind: 'valueAtLeast',
            value: { kind: 'countersOnThatObject', counter: '+1/+1', object: 'triggerObject' },
            n: 3,
          },
          ifHolds: [{ kind: 'sacrifice', on: 'self' }],
          otherwise: [],
        },
      ],
    },
  ],
  [
    'Daredevil Dragster, CR 608.2c, 122.1: "Then if it has two or more velocity counters on it": "it" is the Vehicle itself',
    card('Daredevil Dragster', ['Artifact'], DRAGSTER),
    {
      kind: 'triggered',
      text: DRAGSTER,
      trigger: atEndOfCombat,
      condition: inCombat,
      instructions: [
        { kind: 'addCounters', on: 'self', counter: 'velocity', amount: n(1) },
        {
          kind: 'conditional',
          condition: { kind: 'valueAtLeast', value: { kind: 'countersOnSource', counter: 'velocity' }, n: 2 },
          ifHolds: [
            { kind: 'sacrifice', on: 'self' },
            { kind: 'drawCards', amount: n(2) },
          ],
          otherwise: [],
        },
      ],
    },
  ],
  [
    'Dunerider Outlaw, CR 603.4, 400.7: "if Dunerider Outlaw dealt damage to an opponent this turn"',
    card('Dunerider Outlaw', ['Creature'], OUTLAW),
    {
      kind: 'triggered',
      text: OUTLAW,
      trigger: { kind: 'beginningOfEndStep', whose: 'each' },
      condition: { kind: 'dealtDamageToOpponentThisTurn' },
      instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
    },
  ],
];

describe('combat history compiles', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });
});
