import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "When[ever] enchanted / equipped creature dies" (CR 700.4, 303.4, 301.5a): the Aura's or
 * Equipment's ability watches the permanent it is attached to. It looks back in time (603.10a):
 * the Aura is still attached as the creature dies, though it is put into its owner's graveyard
 * right after (704.5m). Real cards compiled from their Oracle text: Sylvok Lifestaff ("Whenever
 * equipped creature dies, you gain 3 life.") and Griffin Guide ("When enchanted creature dies,
 * create a 2/2 white Griffin creature token with flying.").
 */

const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});
const bear = (id: string) => ({ id, card: 'Grizzly Bears' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Sylvok Lifestaff, CR 700.4, 301.5a: equipped creature dies -> you gain 3 life; the Equipment stays',
    board: { objects: [bear('bear'), { id: 'staff', card: 'Sylvok Lifestaff', attachedTo: 'bear' }] },
    actions: [bolt('bear')],
    objects: { bear: { zone: 'graveyard' }, staff: { zone: 'battlefield' } },
    players: { A: { life: 23 } },
    events: ['triggered staff permanentDies 603.10a', 'lifeGained A 3 119.3'],
  },
  {
    name: 'Sylvok Lifestaff, CR 301.5a: another creature dying is not the equipped one -> nothing',
    board: {
      objects: [bear('bear'), bear('other'), { id: 'staff', card: 'Sylvok Lifestaff', attachedTo: 'bear' }],
    },
    actions: [bolt('other')],
    players: { A: { life: 20 } },
    without: ['triggered staff permanentDies 603.10a'],
  },
  {
    name: 'Griffin Guide, CR 603.10a, 704.5m: enchanted Llanowar Elves, 3/3, dies -> the Aura, put into the graveyard, still creates the token',
    board: {
      objects: [
        { id: 'elves', card: 'Llanowar Elves' },
        { id: 'guide', card: 'Griffin Guide', attachedTo: 'elves' },
      ],
    },
    actions: [bolt('elves')],
    objects: { guide: { zone: 'graveyard' } },
    events: [
      'triggered guide permanentDies 603.10a',
      'zoneChange guide battlefield>graveyard 704.5m',
      'tokenCreated o2 Griffin Token 111.2',
    ],
  },
];

describe('abilities of Auras and Equipment when the creature they are attached to dies (CR 700.4, 603.10a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
