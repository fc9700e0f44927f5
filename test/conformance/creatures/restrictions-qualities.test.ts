import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, restricted } from '../../support/play.js';

/**
 * Combat restrictions that name a quality of the other creature or of the defending player's
 * permanents (CR 508.1c, 509.1b), each on a real card compiled from its Oracle text, played
 * from A's declare attackers step.
 */

const atDeclareAttackers = { turn: { number: 3, active: 'A', step: 'declareAttackers' } } as const;
const board = (objects: readonly object[]) => ({ ...atDeclareAttackers, objects });
const mine = (id: string, card: string) => ({ id, card });
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
const eager = (on: string) =>
  restricted(on, 'This creature blocks each combat if able.', { kind: 'blocksEachCombat' });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 509.1b: Wandering Wolf (2/1) "Creatures with power less than its power can\'t block it": Memnite (1/1) can\'t',
    board: board([mine('wolf', 'Wandering Wolf'), theirs('mite', 'Memnite')]),
    actions: attackAndBlock(attack('wolf'), [block('mite', 'wolf')]),
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b: Wandering Wolf ... Grizzly Bears, power 2, not less than 2, can',
    board: board([mine('wolf', 'Wandering Wolf'), theirs('bear', 'Grizzly Bears')]),
    actions: attackAndBlock(attack('wolf'), [block('bear', 'wolf')]),
    objects: { wolf: { blocked: true } },
  },
  {
    name: 'CR 509.1b: Bog Rats "can\'t be blocked by Walls": Wall of Stone\'s block is refused',
    board: board([mine('rats', 'Bog Rats'), theirs('wall', 'Wall of Stone')]),
    actions: attackAndBlock(attack('rats'), [block('wall', 'rats')]),
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b: Bog Rats ... a creature that is not a Wall may block it',
    board: board([mine('rats', 'Bog Rats'), theirs('mite', 'Memnite')]),
    actions: attackAndBlock(attack('rats'), [block('mite', 'rats')]),
    objects: { rats: { blocked: true } },
  },
  {
    name: 'CR 509.1b: Signal Pest "can\'t be blocked except by creatures with flying or reach": Memnite can\'t block it',
    board: board([mine('pest', 'Signal Pest'), theirs('mite', 'Memnite')]),
    actions: attackAndBlock(attack('pest'), [block('mite', 'pest')]),
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b: Signal Pest ... Ornithopter, which has flying, can',
    board: board([mine('pest', 'Signal Pest'), theirs('thopter', 'Ornithopter')]),
    actions: attackAndBlock(attack('pest'), [block('thopter', 'pest')]),
    objects: { pest: { blocked: true } },
  },
  {
    name: 'CR 509.1b: Amrou Seekers "except by artifact creatures and/or white creatures": Serra Angel (white) may block it',
    board: board([mine('seekers', 'Amrou Seekers'), theirs('angel', 'Serra Angel')]),
    actions: attackAndBlock(attack('seekers'), [block('angel', 'seekers')]),
    objects: { seekers: { blocked: true } },
  },
  {
    name: 'CR 509.1b: Amrou Seekers ... Memnite (an artifact creature) may block it; Bog Rats (black) may not',
    board: board([mine('seekers', 'Amrou Seekers'), theirs('mite', 'Memnite'), theirs('rats', 'Bog Rats')]),
    actions: attackAndBlock(attack('seekers'), [block('mite', 'seekers'), block('rats', 'seekers')]),
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b: Gorilla Berserkers "can\'t be blocked except by three or more creatures": two blockers are refused',
    board: board([mine('apes', 'Gorilla Berserkers'), theirs('b1', 'Memnite'), theirs('b2', 'Memnite')]),
    actions: attackAndBlock(attack('apes'), [block('b1', 'apes'), block('b2', 'apes')]),
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b: Gorilla Berserkers ... three blockers are legal',
    board: board([
      mine('apes', 'Gorilla Berserkers'),
      theirs('b1', 'Memnite'),
      theirs('b2', 'Memnite'),
      theirs('b3', 'Memnite'),
    ]),
    actions: attackAndBlock(attack('apes'), [block('b1', 'apes'), block('b2', 'apes'), block('b3', 'apes')]),
    objects: { apes: { blocked: true } },
  },
  {
    name: 'CR 509.1c: a creature that blocks each combat if able must block Gorilla Berserkers when two others can join it',
    board: {
      ...board([
        mine('apes', 'Gorilla Berserkers'),
        theirs('b1', 'Memnite'),
        theirs('b2', 'Memnite'),
        theirs('b3', 'Memnite'),
      ]),
      effects: [eager('b1')],
    },
    actions: attackAndBlock(attack('apes'), []),
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c: ... but need not block it when only one other could join it (509.1b forbids two)',
    board: {
      ...board([mine('apes', 'Gorilla Berserkers'), theirs('b1', 'Memnite'), theirs('b2', 'Memnite')]),
      effects: [eager('b1')],
    },
    actions: attackAndBlock(attack('apes'), []),
    objects: { apes: { blocked: false } },
  },
  {
    name: 'CR 509.1b: Brassclaw Orcs "can\'t block creatures with power 2 or greater" can\'t block Elven Riders (3/3)',
    board: board([mine('riders', 'Serra Angel'), theirs('orcs', 'Brassclaw Orcs')]),
    actions: attackAndBlock(attack('riders'), [block('orcs', 'riders')]),
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b: Brassclaw Orcs ... can block Memnite (power 1)',
    board: board([mine('mite', 'Memnite'), theirs('orcs', 'Brassclaw Orcs')]),
    actions: attackAndBlock(attack('mite'), [block('orcs', 'mite')]),
    objects: { orcs: { blocking: 'mite' } },
  },
  {
    name: 'CR 508.1c: Dandân "can\'t attack unless defending player controls an Island": B controls none',
    // Its controller keeps an Island, or "When you control no Islands" would sacrifice it (603.8).
    board: board([mine('dandan', 'Dandân'), mine('own', 'Island'), theirs('forest', 'Forest')]),
    actions: [declare('dandan')],
    refused: '508.1c',
    objects: { dandan: { attacking: null, tapped: false } },
  },
  {
    name: 'CR 508.1c: Dandân ... attacks a player who controls an Island',
    board: board([mine('dandan', 'Dandân'), mine('own', 'Island'), theirs('island', 'Island')]),
    actions: [declare('dandan')],
    objects: { dandan: { attacking: 'B' } },
  },
  {
    name: "CR 508.1c: Dandân ... an Island of its own controller's does not count",
    board: board([mine('dandan', 'Dandân'), mine('island', 'Island')]),
    actions: [declare('dandan')],
    refused: '508.1c',
  },
];

describe('combat restrictions naming qualities (CR 508.1c, 509.1b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
