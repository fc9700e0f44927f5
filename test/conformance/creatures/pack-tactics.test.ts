import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, play, pool, stateOf } from '../../support/play.js';

/**
 * Pack tactics (an ability word, CR 207.2c): "Whenever [this] attacks, if you attacked with
 * creatures with total power 6 or greater this combat, ...", on real cards compiled from their
 * Oracle text. The intervening "if" is checked as attackers are declared and again as the ability
 * resolves (603.4): the current power of the creatures you declared as attackers (508.1) that the
 * combat still has; a creature put onto the battlefield attacking never "attacked" (508.4).
 */

const combat = (objects: readonly object[], extra: object = {}) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
  ...extra,
});
const gnoll = { id: 'gnoll', card: 'Gnoll Hunter' };
const wurm = { id: 'wurm', card: 'Craw Wurm' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const giant = { id: 'giant', card: 'Hill Giant' };
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const pass: Action = { kind: 'pass' };
const TRIGGERED = 'triggered gnoll attacks 508.3a';

const packDef = pool.get('Gnoll Hunter')?.abilities[0];
/** Gnoll Hunter's pack tactics, triggered as attackers were declared and waiting to go on the stack (603.3). */
const waiting = { triggered: [{ id: 'a1', source: 'gnoll', ability: 0, def: packDef }] };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Gnoll Hunter, "... if you attacked with creatures with total power 6 or greater this combat, put a +1/+1 counter on Gnoll Hunter.": with a 6/4 Craw Wurm, 8 -> 3/3',
    board: combat([gnoll, wurm]),
    actions: [declare('gnoll', 'wurm')],
    objects: { gnoll: { counters: { '+1/+1': 1 }, pt: '3/3' } },
    events: [TRIGGERED],
  },
  {
    name: 'Gnoll Hunter, "6 or greater": with two Grizzly Bears, exactly 6 -> 3/3',
    board: combat([gnoll, bear, { id: 'bear2', card: 'Grizzly Bears' }]),
    actions: [declare('gnoll', 'bear', 'bear2')],
    objects: { gnoll: { counters: { '+1/+1': 1 }, pt: '3/3' } },
    events: [TRIGGERED],
  },
  {
    // The control of the rows above: without the pack, no trigger.
    name: 'Gnoll Hunter, CR 508.1, 603.4: a 6/4 Craw Wurm that stays home is not "attacked with": 4 with a Grizzly Bears -> no trigger',
    board: combat([gnoll, wurm, bear]),
    actions: [declare('gnoll', 'bear')],
    objects: { gnoll: { counters: {}, pt: '2/2' } },
    without: [TRIGGERED],
  },
  {
    name: 'Gnoll Hunter, CR 603.4: 7 with a Hill Giant and a Grizzly Bears; the Giant is bolted in response, 4 on resolution -> no counter',
    board: combat([gnoll, giant, bear, { id: 'bolt', card: 'Lightning Bolt', zone: 'hand', owner: 'B' }], {
      players: [{ id: 'A' }, { id: 'B', manaPool: '{R}' }],
    }),
    manual: true,
    actions: [
      declare('gnoll', 'giant', 'bear'),
      pass,
      { kind: 'cast', object: 'bolt', targets: ['giant'] },
      pass,
      pass,
      pass,
      pass,
    ],
    objects: { giant: { zone: 'graveyard' }, gnoll: { counters: {}, pt: '2/2' } },
    events: [TRIGGERED],
    stack: [],
  },
  {
    name: 'Gnoll Hunter, CR 603.4: resolving with a declared 6/4 Craw Wurm attacking beside it -> 3/3',
    board: combat([gnoll, wurm], { combat: { attackers: ['gnoll', 'wurm'] }, ...waiting }),
    actions: [{ kind: 'orderTriggers', order: [{ trigger: 'a1' }] }],
    objects: { gnoll: { counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
  {
    name: 'Gnoll Hunter, CR 508.4, 603.4: the Craw Wurm was put onto the battlefield attacking, so never "attacked": 2 on resolution -> no counter',
    board: combat([gnoll, wurm], {
      combat: { attackers: ['gnoll', { id: 'wurm', neverAttacked: true }] },
      ...waiting,
    }),
    actions: [{ kind: 'orderTriggers', order: [{ trigger: 'a1' }] }],
    objects: { gnoll: { counters: {}, pt: '2/2' } },
  },
];

describe('pack tactics (CR 207.2c, 508.1, 603.4)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));

  it('Battle Cry Goblin, CR 508.4: its Goblin token enters tapped and attacking, and never "attacked"', () => {
    const played = play(stateOf(combat([{ id: 'goblin', card: 'Battle Cry Goblin' }, wurm])), [
      declare('goblin', 'wurm'),
    ]);
    expect(played.refusal).toBeNull();
    const attackers = played.state.combat?.attackers ?? [];
    expect(attackers.map((a) => a.neverAttacked ?? false)).toEqual([false, false, true]);
  });
});
