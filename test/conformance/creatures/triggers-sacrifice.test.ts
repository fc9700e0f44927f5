import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever you sacrifice a [permanent]" (CR 701.21a, 603.2): once for each permanent its
 * controller sacrifices that the filter matches, read as the permanent last was on the
 * battlefield (603.10a: leaving the battlefield looks back in time). Real cards compiled from
 * their Oracle text: Blood Aspirant ("Whenever you sacrifice a permanent, put a +1/+1 counter on
 * Blood Aspirant."), Bloodbriar ("... another permanent ..."), Body Dropper ("Whenever you
 * sacrifice another creature, put a +1/+1 counter on Body Dropper."); Bloodthrone Vampire
 * ("Sacrifice a creature: Bloodthrone Vampire gets +2/+2 until end of turn.") does the sacrificing.
 */

const sacrifice = (victim: string, by = 'vamp'): Action => ({
  kind: 'activate',
  object: by,
  ability: 0,
  costs: { sacrifice: [victim] },
});
const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});
const vampire = (controller = 'A') => ({
  id: 'vamp',
  card: 'Bloodthrone Vampire',
  controller,
  owner: controller,
});
const bear = (id = 'bear', controller = 'A') => ({
  id,
  card: 'Grizzly Bears',
  controller,
  owner: controller,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.21a, Blood Aspirant: you sacrifice Grizzly Bears -> a +1/+1 counter on the Aspirant, 2/2',
    board: { objects: [{ id: 'aspirant', card: 'Blood Aspirant' }, vampire(), bear()] },
    actions: [sacrifice('bear')],
    objects: { aspirant: { pt: '2/2', counters: { '+1/+1': 1 } }, bear: { zone: 'graveyard' } },
    events: [
      'zoneChange bear battlefield>graveyard 701.21a',
      'triggered aspirant permanentSacrificed 603.10a',
    ],
  },
  {
    name: 'CR 701.21a, 700.4, Blood Aspirant: Grizzly Bears dying to Lightning Bolt is not sacrificed -> nothing',
    board: { objects: [{ id: 'aspirant', card: 'Blood Aspirant' }, bear()] },
    actions: [bolt('bear')],
    objects: { aspirant: { pt: '1/1' }, bear: { zone: 'graveyard' } },
    without: ['triggered aspirant permanentSacrificed 603.10a'],
  },
  {
    name: "CR 701.21a, Blood Aspirant: B sacrificing B's own creature is not you sacrificing -> nothing",
    board: { objects: [{ id: 'aspirant', card: 'Blood Aspirant' }, vampire('B'), bear('theirs', 'B')] },
    actions: [{ kind: 'pass' }, sacrifice('theirs')],
    objects: { aspirant: { pt: '1/1' }, theirs: { zone: 'graveyard' } },
    without: ['triggered aspirant permanentSacrificed 603.10a'],
  },
  {
    name: 'CR 603.10a, Blood Aspirant sacrificed itself: "a permanent" sees it as it last was, and it triggers',
    board: { objects: [{ id: 'aspirant', card: 'Blood Aspirant' }, vampire()] },
    actions: [sacrifice('aspirant')],
    objects: { aspirant: { zone: 'graveyard' }, vamp: { pt: '3/3' } },
    events: ['triggered aspirant permanentSacrificed 603.10a'],
  },
  {
    name: 'CR 701.21a, Bloodbriar: "another permanent": sacrificing Bloodbriar itself does not trigger it',
    board: { objects: [{ id: 'briar', card: 'Bloodbriar' }, vampire()] },
    actions: [sacrifice('briar')],
    objects: { briar: { zone: 'graveyard' } },
    without: ['triggered briar permanentSacrificed 603.10a'],
  },
  {
    name: 'CR 701.21a, 603.2c, Bloodbriar and Blood Aspirant: one sacrifice triggers each watcher once',
    board: {
      objects: [
        { id: 'briar', card: 'Bloodbriar' },
        { id: 'aspirant', card: 'Blood Aspirant' },
        vampire(),
        bear(),
      ],
    },
    actions: [sacrifice('bear')],
    objects: { briar: { pt: '3/4' }, aspirant: { pt: '2/2' } },
    events: ['triggered briar permanentSacrificed 603.10a', 'triggered aspirant permanentSacrificed 603.10a'],
  },
  {
    name: 'CR 701.21a, Body Dropper\'s own "Sacrifice another creature" cost: Grizzly Bears -> a +1/+1 counter and menace',
    board: {
      players: [{ id: 'A', manaPool: '{B}{R}' }, { id: 'B' }],
      objects: [{ id: 'dropper', card: 'Body Dropper' }, bear()],
    },
    actions: [{ kind: 'activate', object: 'dropper', ability: 1, costs: { sacrifice: ['bear'] } }],
    objects: { dropper: { pt: '3/3', counters: { '+1/+1': 1 } }, bear: { zone: 'graveyard' } },
    events: ['triggered dropper permanentSacrificed 603.10a'],
  },
];

describe('"Whenever you sacrifice a permanent" (CR 701.21a, 603.10a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
