import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Creatures without flying" (CR 613.1f): the creatures that don't have the keyword as layer 6
 * leaves them, read like "creatures with flying". Real cards, compiled from their Oracle text:
 * Gravitational Shift ("Creatures with flying get +2/+0. Creatures without flying get -2/-0."),
 * Moat ("Creatures without flying can't attack."), Jump ("Target creature gains flying until
 * end of turn."), Smog Elemental ("Creatures with flying your opponents control get -1/-1."),
 * the quality before the controller.
 */

const board = (...objects: object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{U}' }, { id: 'B' }],
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'drake', card: 'Wind Drake' },
    { id: 'jump', card: 'Jump', zone: 'hand' },
    ...objects,
  ],
});
const toAttackers: Action = { kind: 'advance', to: 'declareAttackers' };
const jumpBear: Action = { kind: 'cast', object: 'jump', targets: ['bear'] };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Gravitational Shift, CR 613.4c: Grizzly Bears (no flying) 2/2 -2/-0 = 0/2; Wind Drake (flying) 2/2 +2/+0 = 4/2',
    board: board({ id: 'shift', card: 'Gravitational Shift' }),
    actions: [toAttackers],
    objects: { bear: { pt: '0/2' }, drake: { pt: '4/2' } },
  },
  {
    name: 'Gravitational Shift, CR 613.1f: Grizzly Bears given flying by Jump are no longer "without flying": 2/2 +2/+0 = 4/2',
    board: board({ id: 'shift', card: 'Gravitational Shift' }),
    actions: [jumpBear],
    objects: { bear: { pt: '4/2' } },
  },
  {
    name: 'Moat, CR 508.1c: Grizzly Bears without flying attacking is refused',
    board: board({ id: 'moat', card: 'Moat' }),
    actions: [toAttackers, { kind: 'declareAttackers', attackers: attack('bear') }],
    refused: '508.1c',
  },
  {
    name: 'Moat, CR 508.1c: Wind Drake, with flying, attacks',
    board: board({ id: 'moat', card: 'Moat' }),
    actions: [toAttackers, { kind: 'declareAttackers', attackers: attack('drake') }],
    objects: { drake: { attacking: 'B' } },
  },
  {
    name: 'Moat, CR 613.1f: Grizzly Bears given flying by Jump attack',
    board: board({ id: 'moat', card: 'Moat' }),
    actions: [jumpBear, toAttackers, { kind: 'declareAttackers', attackers: attack('bear') }],
    objects: { bear: { attacking: 'B' } },
  },
  {
    name: 'Smog Elemental, CR 613.1f: "Creatures with flying your opponents control get -1/-1": B\'s Wind Drake 1/1, A\'s own 2/2',
    board: board(
      { id: 'smog', card: 'Smog Elemental' },
      { id: 'theirs', card: 'Wind Drake', controller: 'B' },
      { id: 'bear2', card: 'Grizzly Bears', controller: 'B' },
    ),
    actions: [toAttackers],
    objects: { theirs: { pt: '1/1' }, drake: { pt: '2/2' }, bear2: { pt: '2/2' } },
  },
];

describe('"creatures without flying", "creatures with flying your opponents control" (CR 613.1f)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
