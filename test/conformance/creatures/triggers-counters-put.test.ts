import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, triggers } from '../../support/play.js';

/**
 * "Whenever one or more [kind] counters are put on [this] / on a [creature you control]" (CR
 * 122.6, 603.2c): once for each permanent that gets counters of the kind in one event, however
 * many, and also as a permanent enters with them; "that many" is how many (608.2h). "Whenever a
 * [kind] counter is put on [this] / on a creature" triggers once for each counter, as Fathom
 * Mage's and Bloodcrazed Hoplite's rulings say (two at once trigger it twice). Enduring Scalelord is compiled from its Oracle
 * text: "Whenever one or more +1/+1 counters are put on another creature you control, you may put
 * a +1/+1 counter on Enduring Scalelord." Adaptive Shimmerer: "Adaptive Shimmerer enters the
 * battlefield with three +1/+1 counters on it."
 */

const main = { number: 3, active: 'A', step: 'main1' };
const counters = (object: string, amount: number, counter = '+1/+1'): Action => ({
  kind: 'counters',
  object,
  counter,
  amount,
});
const gain = { kind: 'gainLife', amount: { kind: 'constant', n: 1 } } as const;
const ON_SELF = triggers(
  'bear',
  'Whenever one or more +1/+1 counters are put on this creature, you gain 1 life.',
  { kind: 'countersPutOnSelf', counter: '+1/+1' },
  [gain],
);
const scalelord = { id: 'lord', card: 'Enduring Scalelord' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const yes: Action = { kind: 'decide', may: true };
const ascendancy = { id: 'asc', card: 'Simic Ascendancy' };
const hoplite = { id: 'hop', card: 'Bloodcrazed Hoplite' };
const card = (id: string) => ({ id, card: 'Forest', zone: 'library' });
/** Bloodcrazed Hoplite's waiting triggers, each with B's Grizzly Bears its target. */
const removeFrom = (...triggers: string[]): Action => ({
  kind: 'orderTriggers',
  order: triggers.map((trigger) => ({ trigger, targets: ['bear'] })),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c: two +1/+1 counters put on at once trigger "one or more are put on [this]" once',
    board: { turn: main, objects: [bear], effects: [ON_SELF] },
    actions: [counters('bear', 2)],
    players: { A: { life: 21 } },
    events: ['triggered bear countersPutOnSelf 603.2c'],
  },
  {
    name: 'CR 603.2c: a -1/-1 counter is not a +1/+1 counter',
    board: { turn: main, objects: [bear], effects: [ON_SELF] },
    actions: [counters('bear', 1, '-1/-1')],
    players: { A: { life: 20 } },
    without: ['triggered bear countersPutOnSelf 603.2c'],
  },
  {
    name: 'CR 122.8: removing +1/+1 counters puts none on',
    board: { turn: main, objects: [{ ...bear, counters: { '+1/+1': 2 } }], effects: [ON_SELF] },
    actions: [counters('bear', -1)],
    players: { A: { life: 20 } },
    without: ['triggered bear countersPutOnSelf 603.2c'],
  },
  {
    name: 'Enduring Scalelord, CR 603.2c: counters put on another creature its controller controls; it takes its own',
    board: { turn: main, objects: [scalelord, bear] },
    actions: [counters('bear', 2), yes],
    objects: { lord: { counters: { '+1/+1': 1 } }, bear: { counters: { '+1/+1': 2 } } },
    events: ['triggered lord countersPut 603.2c'],
  },
  {
    name: "Enduring Scalelord: the counter it puts on itself is not on another creature, so it doesn't trigger again",
    board: { turn: main, objects: [scalelord, bear] },
    actions: [counters('bear', 1), yes],
    objects: { lord: { counters: { '+1/+1': 1 } } },
    toAct: 'priority A',
  },
  {
    name: "Enduring Scalelord: counters put on an opponent's creature are not on one its controller controls",
    board: { turn: main, objects: [scalelord, { ...bear, controller: 'B' }] },
    actions: [counters('bear', 1)],
    objects: { lord: { counters: {} } },
    toAct: 'priority A',
    without: ['triggered lord countersPut 603.2c'],
  },
  {
    name: 'Enduring Scalelord, CR 122.6: Adaptive Shimmerer entering with three +1/+1 counters has them put on it',
    board: { turn: main, objects: [scalelord, { id: 'shim', card: 'Adaptive Shimmerer', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'shim' }, yes],
    objects: { lord: { counters: { '+1/+1': 1 } }, shim: { counters: { '+1/+1': 3 } } },
    events: ['triggered lord countersPut 603.2c'],
  },
  {
    name: 'Simic Ascendancy, CR 603.2c, 608.2h: "that many" is the two +1/+1 counters put on the creature',
    board: { turn: main, objects: [ascendancy, bear] },
    actions: [counters('bear', 2)],
    objects: { asc: { counters: { growth: 2 } } },
  },
  {
    name: 'Simic Ascendancy, CR 122.6: Adaptive Shimmerer entering with three +1/+1 counters: three growth counters',
    board: { turn: main, objects: [ascendancy, { id: 'shim', card: 'Adaptive Shimmerer', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'shim' }],
    objects: { asc: { counters: { growth: 3 } } },
  },
  {
    name: 'Bloodcrazed Hoplite, ruling: two +1/+1 counters put on it at once trigger "a +1/+1 counter is put on" twice',
    board: { turn: main, objects: [hoplite, { ...bear, controller: 'B', counters: { '+1/+1': 3 } }] },
    actions: [counters('hop', 2), removeFrom('a1', 'a2')],
    objects: { hop: { counters: { '+1/+1': 2 } }, bear: { counters: { '+1/+1': 1 } } },
    events: ['triggered hop countersPutOnSelf 603.2c'],
  },
  {
    name: 'Bloodcrazed Hoplite, CR 603.2c: one +1/+1 counter triggers it once',
    board: { turn: main, objects: [hoplite, { ...bear, controller: 'B', counters: { '+1/+1': 3 } }] },
    actions: [counters('hop', 1)],
    objects: { hop: { counters: { '+1/+1': 1 } }, bear: { counters: { '+1/+1': 2 } } },
    toAct: 'priority A',
  },
  {
    name: 'Fathom Mage, ruling: two +1/+1 counters put on it at once are two draws',
    board: { turn: main, objects: [{ id: 'mage', card: 'Fathom Mage' }, card('c1'), card('c2'), card('c3')] },
    actions: [counters('mage', 2), yes, yes],
    objects: { c1: { zone: 'hand' }, c2: { zone: 'hand' }, c3: { zone: 'library' } },
  },
  {
    name: 'Flourishing Defenses, CR 120.3d, 122.6: 2 wither damage puts two -1/-1 counters on a creature: two triggers',
    board: {
      turn: main,
      objects: [
        { id: 'def', card: 'Flourishing Defenses' },
        { id: 'gang', card: 'Boggart Ram-Gang' },
        { ...bear, controller: 'B', card: 'Wall of Stone' },
      ],
    },
    actions: [{ kind: 'damage', source: 'gang', to: [{ to: 'bear', amount: 2 }] }, yes, yes],
    events: ['tokenCreated o3 Elf Warrior Token 111.2', 'tokenCreated o4 Elf Warrior Token 111.2'],
    toAct: 'priority A',
  },
];

describe('CR 122.6, 603.2c: "Whenever one or more counters are put on", "Whenever a counter is put on"', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
