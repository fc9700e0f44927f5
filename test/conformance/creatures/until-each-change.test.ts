import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 611.2a, 611.2c, 514.2: "Until end of turn, [one] gets +N/+M and [another] gets -N/-M",
 * compiled from real cards' Oracle text: each change lasts until the cleanup step, and a
 * group's is locked to the creatures there as the spell resolves.
 */

const main = { number: 3, active: 'A', step: 'main1' };

const ROWS: readonly PlayRow[] = [
  {
    name: "Skulduggery, CR 611.2a, 704.5f: its caster's Bears get +1/+1, the opponent's Elves -1/-1 and die",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
      objects: [
        { id: 'skulduggery', card: 'Skulduggery', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'elves', card: 'Llanowar Elves', controller: 'B' },
      ],
    },
    actions: [{ kind: 'cast', object: 'skulduggery', targets: ['bears', 'elves'] }],
    objects: { bears: { pt: '3/3' }, elves: { zone: 'graveyard' } },
  },
  {
    name: "Zealous Persecution, CR 611.2c: its caster's creatures +1/+1, the opponent's -1/-1; a creature that enters later is not changed",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{W}{B}{G}' }, { id: 'B' }],
      objects: [
        { id: 'persecution', card: 'Zealous Persecution', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'giant', card: 'Hill Giant', controller: 'B' },
        { id: 'elves', card: 'Llanowar Elves', zone: 'hand' },
      ],
    },
    actions: [
      { kind: 'cast', object: 'persecution' },
      { kind: 'cast', object: 'elves' },
    ],
    objects: { bears: { pt: '3/3' }, giant: { pt: '2/2' }, elves: { pt: '1/1', zone: 'battlefield' } },
  },
  {
    name: 'Zealous Persecution, CR 514.2: the cleanup step ends both changes',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{W}{B}' }, { id: 'B' }],
      objects: [
        { id: 'persecution', card: 'Zealous Persecution', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'giant', card: 'Hill Giant', controller: 'B' },
      ],
    },
    actions: [
      { kind: 'cast', object: 'persecution' },
      { kind: 'advance', to: 'cleanup' },
    ],
    objects: { bears: { pt: '2/2' }, giant: { pt: '3/3' } },
  },
];

describe('"Until end of turn, [one] gets ... and [another] gets ..." (CR 611.2a, 611.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
