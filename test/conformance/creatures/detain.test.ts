import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, restricted } from '../../support/play.js';

/**
 * CR 701.35a: detained, a permanent can't attack or block and its activated abilities can't be
 * activated, until the next turn of the detaining ability's controller (611.2a). Lyev Decree
 * ("Detain up to two target creatures your opponents control.") cast by A in turn 3 on B's
 * Llanowar Elves and Grizzly Bears (or Prodigal Pyromancer).
 */

const library = [
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library', owner: 'B' },
  { card: 'Island', zone: 'library', owner: 'B' },
];
const board = {
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{C}{W}' }, { id: 'B' }],
  objects: [
    { id: 'decree', card: 'Lyev Decree', zone: 'hand' },
    { id: 'elves', card: 'Llanowar Elves', controller: 'B' },
    { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
    { id: 'ogre', card: 'Gray Ogre' },
    { id: 'pyromancer', card: 'Prodigal Pyromancer', controller: 'B' },
    ...library,
  ],
};
const detain: Action = { kind: 'cast', object: 'decree', targets: ['elves', 'bears'], sources: 'auto' };
const upkeep: Action = { kind: 'advance', to: 'upkeep' };
const toAttackers: Action = { kind: 'advance', to: 'declareAttackers' };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 701.35a, 509.1b: in A's turn the detained Grizzly Bears can't block",
    board,
    actions: [detain, toAttackers, ...attackAndBlock(attack('ogre'), [block('bears', 'ogre')])],
    refused: '509.1b',
  },
  {
    name: "CR 701.35a: in B's turn the detained Llanowar Elves' mana ability can't be activated",
    board,
    actions: [detain, upkeep, { kind: 'tapForMana', object: 'elves' }],
    refused: '701.35a',
    objects: { elves: { tapped: false } },
  },
  {
    name: "CR 701.35a: a detained Prodigal Pyromancer's {T} ability can't be activated in B's turn",
    board,
    actions: [
      { ...detain, targets: ['elves', 'pyromancer'] },
      upkeep,
      { kind: 'activate', object: 'pyromancer', ability: 0, targets: ['A'] },
    ],
    refused: '701.35a',
  },
  {
    name: 'CR 701.35a: Prodigal Pyromancer not detained, its ability is activated',
    board,
    actions: [detain, upkeep, { kind: 'activate', object: 'pyromancer', ability: 0, targets: ['A'] }],
    players: { A: { life: 19 } },
  },
  {
    name: "CR 701.35a, 508.1c: in B's turn the detained Grizzly Bears can't attack",
    board,
    actions: [detain, upkeep, toAttackers, { kind: 'declareAttackers', attackers: attack('bears') }],
    refused: '508.1c',
  },
  {
    name: "CR 611.2a: the detention ends as A's next turn begins: the Grizzly Bears block again",
    board,
    actions: [
      detain,
      upkeep,
      upkeep,
      toAttackers,
      ...attackAndBlock(attack('ogre'), [block('bears', 'ogre')]),
    ],
    turn: { number: 5, active: 'A' },
    objects: { bears: { blocking: 'ogre' } },
  },
  {
    name: "CR 701.35a, 702.122a: crew is an activated ability: a detained Vehicle can't be crewed",
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'suit', card: "Smuggler's Copter" },
        { id: 'bears', card: 'Grizzly Bears' },
      ],
      effects: [
        restricted('suit', "its activated abilities can't be activated", { kind: 'cantActivateAbilities' }),
      ],
    },
    actions: [{ kind: 'crew', vehicle: 'suit', crew: ['bears'] }],
    refused: '701.35a',
  },
];

describe('detain (CR 701.35a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
