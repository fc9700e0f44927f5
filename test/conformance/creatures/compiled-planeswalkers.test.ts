import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Loyalty abilities compiled from real planeswalkers' Oracle text (src/oracle/grammar/abilities.ts),
 * played with `apply`: the loyalty cost is paid by putting on or removing loyalty counters
 * (CR 606.4), "[−X]" removes the X announced (107.3, 606.4), a cost of more counters than the
 * permanent has can't be paid (606.6), and the ability goes on the stack and resolves (602.2a, 608),
 * one a turn at sorcery speed (606.3). The token made takes the id after `next` (o8 for next 7).
 */

const walker = (id: string, card: string, loyalty: number) => ({ id, card, counters: { loyalty } });
const activate = (object: string, ability: number, more: Partial<Action> = {}): Action =>
  ({ kind: 'activate', object, ability, ...more }) as Action;

const ROWS: readonly PlayRow[] = [
  {
    name: 'Garruk Wildspeaker, "[−1]: Create a 3/3 green Beast creature token.": a loyalty counter off, then a 3/3 Beast (CR 606.4, 111.2)',
    board: { objects: [walker('garruk', 'Garruk Wildspeaker', 3)], next: { id: 7 } },
    actions: [activate('garruk', 1)],
    objects: { garruk: { loyalty: 2 }, o8: { zone: 'battlefield', pt: '3/3', controller: 'A' } },
    events: ['countersChanged garruk loyalty -1 606.4', 'tokenCreated o8 Beast Token 111.2'],
  },
  {
    name: 'Garruk Wildspeaker with 3 loyalty can\'t activate "[−4]: Creatures you control get +3/+3 and gain trample until end of turn." (CR 606.6)',
    board: { objects: [walker('garruk', 'Garruk Wildspeaker', 3), { id: 'bear', card: 'Grizzly Bears' }] },
    actions: [activate('garruk', 2)],
    refused: '606.6',
    objects: { garruk: { loyalty: 3 }, bear: { pt: '2/2' } },
  },
  {
    name: 'Garruk Wildspeaker\'s "[−4]" with 4 loyalty: +3/+3 and trample for its controller\'s creatures; at 0 loyalty it goes (CR 704.5i)',
    board: { objects: [walker('garruk', 'Garruk Wildspeaker', 4), { id: 'bear', card: 'Grizzly Bears' }] },
    actions: [activate('garruk', 2)],
    objects: { garruk: { zone: 'graveyard' }, bear: { pt: '5/5' } },
    events: ['countersChanged garruk loyalty -4 606.4', 'zoneChange garruk battlefield>graveyard 704.5i'],
  },
  {
    name: 'Chandra Nalaar, "[−X]: Chandra Nalaar deals X damage to target creature." with X = 2: two counters off, 2 damage; the Bears die (CR 107.3, 606.4, 704.5g)',
    board: {
      objects: [
        walker('chandra', 'Chandra Nalaar', 6),
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [activate('chandra', 1, { targets: ['bear'], x: 2 })],
    objects: { chandra: { loyalty: 4 }, bear: { zone: 'graveyard' } },
    events: ['countersChanged chandra loyalty -2 606.4'],
  },
  {
    name: 'Chandra Nalaar\'s "[−X]" with X = 7 and 6 loyalty is refused (CR 606.6)',
    board: {
      objects: [
        walker('chandra', 'Chandra Nalaar', 6),
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [activate('chandra', 1, { targets: ['bear'], x: 7 })],
    refused: '606.6',
    objects: { chandra: { loyalty: 6 }, bear: { zone: 'battlefield' } },
  },
  {
    name: 'Chandra, Torch of Defiance, "[+1]: Add {R}{R}.": a loyalty ability, so no mana ability (CR 605.1a); it resolves and adds two red',
    board: { objects: [walker('chandra', 'Chandra, Torch of Defiance', 4)] },
    actions: [activate('chandra', 1)],
    objects: { chandra: { loyalty: 5 } },
    players: { A: { mana: 2 } },
    events: ['countersChanged chandra loyalty +1 606.4'],
  },
  {
    name: 'Domri, City Smasher, "[+2]: Creatures you control get +1/+1 and gain haste until end of turn.", then a second loyalty ability the same turn is refused (CR 606.3)',
    board: { objects: [walker('domri', 'Domri, City Smasher', 4), { id: 'bear', card: 'Grizzly Bears' }] },
    actions: [activate('domri', 0), activate('domri', 0)],
    refused: '606.3',
    objects: { domri: { loyalty: 6 }, bear: { pt: '3/3' } },
  },
  {
    name: 'Domri, City Smasher\'s "[+2]" only in its controller\'s main phase with the stack empty: not in combat (CR 606.3)',
    board: {
      turn: { number: 1, active: 'A', step: 'beginCombat' },
      objects: [walker('domri', 'Domri, City Smasher', 4)],
    },
    actions: [activate('domri', 0)],
    refused: '606.3',
    objects: { domri: { loyalty: 4 } },
  },
];

describe('compiled loyalty abilities (606), played with apply', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
