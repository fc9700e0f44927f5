import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, triggers } from '../../support/play.js';

/**
 * "Whenever one or more [kind] counters are put on [this] / on a [creature you control]" (CR
 * 122.6, 603.2c): once for each permanent that gets counters of the kind in one event, however
 * many, and also as a permanent enters with them. Enduring Scalelord is compiled from its Oracle
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
];

describe('CR 122.6, 603.2c: "Whenever one or more counters are put on"', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
