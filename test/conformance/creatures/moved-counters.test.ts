import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Move a +1/+1 counter from [A] onto [B]" (CR 122.5): the counter is removed from the first
 * permanent and put onto the second; if either can't be done (the same object, no such counter
 * on the first), nothing moves. Real cards compiled from their Oracle text: Weapon Rack ("{T}:
 * Move a +1/+1 counter from Weapon Rack onto target creature. Activate only as a sorcery."),
 * Cytoplast Root-Kin ("{2}: Move a +1/+1 counter from target creature you control onto
 * Cytoplast Root-Kin."), Combine Guildmage ("… from target creature you control onto another
 * target creature you control.") and Daghatar the Adamant ("… from target creature onto a
 * second target creature.", where one creature may be both targets, 115.3).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const countered = { id: 'giant', card: 'Hill Giant', counters: { '+1/+1': 2 } };
const board = (mana: string, ...objects: object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const activate = (object: string, ability: number, targets: readonly string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  targets,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Weapon Rack, CR 122.5: a counter moves from the Rack onto the Bears (2/2 -> 3/3)',
    board: board('', { id: 'rack', card: 'Weapon Rack', counters: { '+1/+1': 3 } }, bear),
    actions: [activate('rack', 1, ['bear'])],
    objects: { rack: { counters: { '+1/+1': 2 } }, bear: { counters: { '+1/+1': 1 }, pt: '3/3' } },
    events: ['countersChanged rack +1/+1 -1 122.5', 'countersChanged bear +1/+1 +1 122.5'],
  },
  {
    name: 'Weapon Rack, CR 122.5: with no +1/+1 counter on the Rack, nothing is put on the Bears',
    board: board('', { id: 'rack', card: 'Weapon Rack' }, bear),
    actions: [activate('rack', 1, ['bear'])],
    objects: { rack: { counters: {} }, bear: { counters: {}, pt: '2/2' } },
  },
  {
    name: 'Cytoplast Root-Kin, CR 122.5: from the Giant (5/5 with two counters) onto the Root-Kin (4/4 with four)',
    board: board('{C}{C}', { id: 'kin', card: 'Cytoplast Root-Kin', counters: { '+1/+1': 4 } }, countered),
    actions: [activate('kin', 3, ['giant'])],
    objects: { kin: { counters: { '+1/+1': 5 }, pt: '5/5' }, giant: { counters: { '+1/+1': 1 }, pt: '4/4' } },
  },
  {
    name: 'Cytoplast Root-Kin, CR 122.5: targeting itself, the first and second object are the same: nothing moves',
    board: board('{C}{C}', { id: 'kin', card: 'Cytoplast Root-Kin', counters: { '+1/+1': 4 } }),
    actions: [activate('kin', 3, ['kin'])],
    objects: { kin: { counters: { '+1/+1': 4 } } },
    without: ['countersChanged kin +1/+1 -1 122.5'],
  },
  {
    name: 'Combine Guildmage, CR 122.5, 115.1: from the first target (the Giant) onto the second (the Bears)',
    board: board('{U}{U}', { id: 'mage', card: 'Combine Guildmage' }, countered, bear),
    actions: [activate('mage', 1, ['giant', 'bear'])],
    objects: { giant: { counters: { '+1/+1': 1 } }, bear: { counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
  {
    name: 'Combine Guildmage, CR 122.5: from the Bears, with no counter, onto the Giant: nothing moves',
    board: board('{U}{U}', { id: 'mage', card: 'Combine Guildmage' }, countered, bear),
    actions: [activate('mage', 1, ['bear', 'giant'])],
    objects: { giant: { counters: { '+1/+1': 2 } }, bear: { counters: {} } },
  },
  {
    name: 'Combine Guildmage, CR 115.3: "another target creature": the Giant for both instances is refused',
    board: board('{U}{U}', { id: 'mage', card: 'Combine Guildmage' }, countered, bear),
    actions: [activate('mage', 1, ['giant', 'giant'])],
    refused: '115.3',
  },
  {
    name: 'Daghatar the Adamant, CR 115.3, 122.5: "a second target creature" may be the first: nothing moves',
    board: board('{B}{B}{B}', { id: 'daghatar', card: 'Daghatar the Adamant' }, countered),
    actions: [activate('daghatar', 2, ['giant', 'giant'])],
    objects: { giant: { counters: { '+1/+1': 2 } } },
  },
  {
    name: 'Daghatar the Adamant, CR 122.5: from the Giant onto the Bears',
    board: board('{B}{B}{B}', { id: 'daghatar', card: 'Daghatar the Adamant' }, countered, bear),
    actions: [activate('daghatar', 2, ['giant', 'bear'])],
    objects: { giant: { counters: { '+1/+1': 1 } }, bear: { counters: { '+1/+1': 1 } } },
  },
];

describe('moving a counter (CR 122.5)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
