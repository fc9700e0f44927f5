import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "other than [this]": every object but the one with the ability, which its name names alone
 * (CR 201.5, 109.1). Real cards compiled from their Oracle text (MTGJSON): Serendib Sorcerer
 * ("{T}: Target creature other than Serendib Sorcerer has base power and toughness 0/2 until end
 * of turn": it can't target itself, 115.1, 601.2c) and Márton Stromgald ("Whenever Márton
 * Stromgald attacks, other attacking creatures get +1/+1 until end of turn for each attacking
 * creature other than Márton Stromgald", counted as the trigger resolves, 608.2h).
 */

const sorcerer = { id: 'sorcerer', card: 'Serendib Sorcerer' };
const giant = { id: 'giant', card: 'Hill Giant', controller: 'B' };
const main = { number: 3, active: 'A', step: 'main1' };
const activate = (target: string): Action => ({
  kind: 'activate',
  object: 'sorcerer',
  ability: 0,
  targets: [target],
});
const marton = { id: 'marton', card: 'Márton Stromgald' };
const bear = (id: string) => ({ id, card: 'Grizzly Bears' });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const attacking = { number: 3, active: 'A', step: 'declareAttackers' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 613.4b, Serendib Sorcerer: the Hill Giant (3/3) has base power and toughness 0/2',
    board: { turn: main, objects: [sorcerer, giant] },
    actions: [activate('giant')],
    objects: { giant: { pt: '0/2' }, sorcerer: { tapped: true } },
  },
  {
    name: 'CR 201.5, 601.2c, Serendib Sorcerer: "other than Serendib Sorcerer": targeting itself is refused',
    board: { turn: main, objects: [sorcerer, giant] },
    actions: [activate('sorcerer')],
    refused: '601.2c',
    objects: { sorcerer: { pt: '1/1', tapped: false } },
  },
  {
    name: 'CR 608.2h, Márton Stromgald attacks with two Grizzly Bears: two attackers other than it, each Bear +2/+2 = 4/4, Márton stays 1/1',
    board: { turn: attacking, objects: [marton, bear('b1'), bear('b2')] },
    actions: [declare('marton', 'b1', 'b2')],
    objects: { b1: { pt: '4/4' }, b2: { pt: '4/4' }, marton: { pt: '1/1' } },
  },
  {
    name: 'CR 608.2h, Márton Stromgald attacks with one Grizzly Bears: one attacker other than it, the Bear 3/3',
    board: { turn: attacking, objects: [marton, bear('b1'), bear('b2')] },
    actions: [declare('marton', 'b1')],
    objects: { b1: { pt: '3/3' }, b2: { pt: '2/2' }, marton: { pt: '1/1' } },
  },
];

describe('"other than [this]" (CR 201.5, 109.1)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
