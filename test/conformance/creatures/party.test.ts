import { describe, it } from 'vitest';
import { enter, main1 } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 700.8: a player's party is up to one each of Cleric, Rogue, Warrior and Wizard among the
 * creatures they control; a creature of two of those types fills one place, counted the way that
 * gives the most (700.8b); a full party is four (700.8c). The cards are real and compiled from
 * their Oracle text.
 */

const shepherd = { id: 'shepherd', card: 'Shepherd of Heroes', zone: 'hand' };
const duo = { id: 'duo', card: 'Gravelgill Duo' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 700.8b, Shepherd of Heroes, "you gain 2 life for each creature in your party": itself (an Angel Cleric), Gravelgill Duo (Rogue Warrior) as the Rogue, Goblin Piker as the Warrior -> 3, +6 life',
    board: { turn: main1, objects: [shepherd, duo, { id: 'piker', card: 'Goblin Piker' }] },
    actions: [enter('shepherd')],
    players: { A: { life: 26 } },
  },
  {
    name: 'CR 700.8b, Shepherd of Heroes: with Gravelgill Duo alone, the Duo fills one place, not two -> 2, +4 life',
    board: { turn: main1, objects: [shepherd, duo] },
    actions: [enter('shepherd')],
    players: { A: { life: 24 } },
  },
  {
    name: 'CR 700.8a, Archpriest of Iona, "[this]\'s power is equal to the number of creatures in your party": itself (a Cleric) and Fugitive Wizard -> 2',
    board: {
      turn: main1,
      objects: [
        { id: 'archpriest', card: 'Archpriest of Iona', zone: 'hand' },
        { id: 'wizard', card: 'Fugitive Wizard' },
      ],
    },
    actions: [enter('archpriest')],
    objects: { archpriest: { pt: '2/2' } },
  },
];

describe('creatures in your party (CR 700.8)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
