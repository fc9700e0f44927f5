import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * What a creature did in combat, as abilities ask it, on real cards compiled from their Oracle
 * text: "At end of combat" triggers as the end of combat step begins (511.2), and "if [this]
 * attacked or blocked this combat" holds for an attacking or blocking creature, which stays so
 * until that step ends (506.4, 511.3), both as it triggers and as it resolves (603.4). "Then if
 * it has N or more [kind] counters on it" reads the object "it" names, the Aura's enchanted
 * creature (the trigger object) or the object itself, as that sentence is followed (608.2c, 608.2h).
 * A player remembers the sources that dealt them damage this turn, as a permanent does
 * (`damagedBy`): "if [this] dealt damage to an opponent this turn" (400.7: as the object it is now).
 */

const toEndOfCombat: Action = { kind: 'advance', to: 'endCombat' };
const avian = (controller: string) => ({
  id: 'avian',
  card: 'Clockwork Avian',
  controller,
  counters: { '+1/+0': 4 },
});
const combat = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});
const AVIAN_TRIGGERED = 'triggered avian endOfCombat 511.2';
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
/** A Grizzly Bears with `n` +1/+1 counters, enchanted by Ordeal of Heliod. */
const ordealOn = (n: number) =>
  combat([
    { id: 'bear', card: 'Grizzly Bears', counters: n > 0 ? { '+1/+1': n } : {} },
    { id: 'ordeal', card: 'Ordeal of Heliod', attachedTo: 'bear' },
  ]);
const library = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `l${i}`, card: 'Island', zone: 'library' }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'Clockwork Avian, "At end of combat, if Clockwork Avian attacked or blocked this combat, remove a +1/+0 counter from it.": it attacked, 4/4 -> 3/4',
    board: combat([avian('A')]),
    actions: [{ kind: 'declareAttackers', attackers: attack('avian') }, toEndOfCombat],
    objects: { avian: { counters: { '+1/+0': 3 }, pt: '3/4' } },
    players: { B: { life: 16 } },
    events: [AVIAN_TRIGGERED, 'countersChanged avian +1/+0 -1 122.1'],
  },
  {
    name: 'Clockwork Avian, CR 506.4, 511.2: it blocked a Grizzly Bears, 4/4 -> 3/4 at end of combat',
    board: combat([avian('B'), { id: 'bear', card: 'Grizzly Bears' }]),
    actions: [...attackAndBlock(attack('bear'), [block('avian', 'bear')]), toEndOfCombat],
    objects: { avian: { counters: { '+1/+0': 3 }, pt: '3/4', damage: 2 }, bear: { zone: 'graveyard' } },
    events: [AVIAN_TRIGGERED],
  },
  {
    name: 'Clockwork Avian, CR 603.4: it stayed home while a Grizzly Bears attacked: no trigger, still 4/4',
    board: combat([avian('A'), { id: 'bear', card: 'Grizzly Bears' }]),
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }, toEndOfCombat],
    objects: { avian: { counters: { '+1/+0': 4 }, pt: '4/4' } },
    without: [AVIAN_TRIGGERED],
  },
  {
    name: 'Ordeal of Heliod, "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, sacrifice Ordeal of Heliod.": the bear with two gets its third, the Ordeal is sacrificed',
    board: ordealOn(2),
    actions: [declare('bear')],
    objects: { bear: { counters: { '+1/+1': 3 }, pt: '5/5' }, ordeal: { zone: 'graveyard' } },
    events: ['triggered ordeal attachedCreatureEvent 603.2'],
  },
  {
    name: 'Ordeal of Heliod, CR 608.2c: the bear with none gets its first: one is fewer than three, the Ordeal stays',
    board: ordealOn(0),
    actions: [declare('bear')],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' }, ordeal: { zone: 'battlefield' } },
  },
  {
    name: 'Daredevil Dragster, "... put a velocity counter on it. Then if it has two or more velocity counters on it, sacrifice it and draw two cards.": crewed, it attacks with one and gets its second',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'dragster', card: 'Daredevil Dragster', counters: { velocity: 1 } },
        { id: 'bear', card: 'Grizzly Bears' },
        ...library(2),
      ],
    },
    actions: [
      { kind: 'crew', vehicle: 'dragster', crew: ['bear'] },
      { kind: 'advance', to: 'declareAttackers' },
      declare('dragster'),
      toEndOfCombat,
    ],
    objects: { dragster: { zone: 'graveyard' }, l0: { zone: 'hand' }, l1: { zone: 'hand' } },
    players: { B: { life: 16 } },
  },
  {
    name: 'Dunerider Outlaw, "At the beginning of each end step, if Dunerider Outlaw dealt damage to an opponent this turn, put a +1/+1 counter on it.": it attacked unblocked, B took 1 -> 2/2',
    board: combat([{ id: 'outlaw', card: 'Dunerider Outlaw' }]),
    actions: [declare('outlaw'), { kind: 'advance', to: 'end' }],
    objects: { outlaw: { counters: { '+1/+1': 1 }, pt: '2/2' } },
    players: { B: { life: 19 } },
    events: ['triggered outlaw beginningOfEndStep 513.1a'],
  },
  {
    name: 'Dunerider Outlaw, CR 603.4: it stayed home while a Grizzly Bears dealt the damage: no counter',
    board: combat([
      { id: 'outlaw', card: 'Dunerider Outlaw' },
      { id: 'bear', card: 'Grizzly Bears' },
    ]),
    actions: [declare('bear'), { kind: 'advance', to: 'end' }],
    objects: { outlaw: { counters: {}, pt: '1/1' } },
    players: { B: { life: 18 } },
    without: ['triggered outlaw beginningOfEndStep 513.1a'],
  },
];

describe('combat history: "at end of combat", "if [this] attacked or blocked this combat" (CR 511.2, 506.4)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
