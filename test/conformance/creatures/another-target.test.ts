import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "another target" as a second instance of the word "target" (CR 115.1, 115.3): each instance
 * has its own target, announced in order, and "another" says the second can't be the first's
 * (without it the same object may be chosen for each instance, 115.3). Real cards compiled from
 * their Oracle text: Blood Feud ("Target creature fights another target creature."), Deadshot
 * ("Tap target creature. It deals damage equal to its power to another target creature."),
 * Clear Shot ("Target creature you control gets +1/+1 until end of turn. It deals damage equal
 * to its power to target creature you don't control.") and Domri Rade's "[−2]: Target creature
 * you control fights another target creature."
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const giant = { id: 'giant', card: 'Hill Giant', controller: 'B' };
const board = (mana: string, spell: string) => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [bear, giant, { id: 'spell', card: spell, zone: 'hand' }],
});
const cast = (targets: readonly string[]): Action => ({ kind: 'cast', object: 'spell', targets });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Blood Feud, CR 701.14a: Grizzly Bears (2/2) fights Hill Giant (3/3): the Bears die, the Giant is dealt 2',
    board: board('{R}{R}{R}{R}{R}{R}', 'Blood Feud'),
    actions: [cast(['bear', 'giant'])],
    objects: { bear: { zone: 'graveyard' }, giant: { damage: 2 } },
  },
  {
    name: 'Blood Feud, CR 115.3: "another target creature": the Giant for both instances is refused',
    board: board('{R}{R}{R}{R}{R}{R}', 'Blood Feud'),
    actions: [cast(['giant', 'giant'])],
    refused: '115.3',
    objects: { spell: { zone: 'hand' }, giant: { damage: 0 } },
  },
  {
    name: 'Blood Feud, CR 601.2c: one target for two instances of "target" is refused',
    board: board('{R}{R}{R}{R}{R}{R}', 'Blood Feud'),
    actions: [cast(['giant'])],
    refused: '601.2c',
  },
  {
    name: 'Deadshot, CR 115.1, 120.3: the Giant is tapped, then deals 3 damage (its power) to the Bears',
    board: board('{R}{R}{R}{R}', 'Deadshot'),
    actions: [cast(['giant', 'bear'])],
    objects: { giant: { tapped: true, damage: 0 }, bear: { zone: 'graveyard' } },
  },
  {
    name: 'Deadshot, CR 115.3: the same creature for "target creature" and "another target creature" is refused',
    board: board('{R}{R}{R}{R}', 'Deadshot'),
    actions: [cast(['giant', 'giant'])],
    refused: '115.3',
  },
  {
    name: 'Clear Shot, CR 611.2c, 120.3: the Bears get +1/+1 (3/3), then deal 3 damage to the Giant, which dies',
    board: board('{G}{G}{G}', 'Clear Shot'),
    actions: [cast(['bear', 'giant'])],
    objects: { bear: { pt: '3/3', damage: 0 }, giant: { zone: 'graveyard' } },
  },
  {
    name: 'Domri Rade, CR 606.4, 701.14a: "[−2]": the Bears fight the Giant; two loyalty counters off',
    board: {
      turn: main,
      objects: [bear, giant, { id: 'domri', card: 'Domri Rade', counters: { loyalty: 3 } }],
    },
    actions: [{ kind: 'activate', object: 'domri', ability: 1, targets: ['bear', 'giant'] }],
    objects: { domri: { loyalty: 1 }, bear: { zone: 'graveyard' }, giant: { damage: 2 } },
  },
];

describe('"another target", a second instance of "target" (CR 115.1, 115.3)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
