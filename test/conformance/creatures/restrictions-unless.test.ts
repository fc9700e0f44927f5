import { describe, it } from 'vitest';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[This] can't attack / can't block unless [condition]" (CR 508.1c, 509.1b, 611.3a): the
 * restriction applies while the condition doesn't hold, read as attackers or blockers are
 * declared. The cards are real and compiled from their Oracle text: Mindless Null ("can't block
 * unless you control a Vampire"), Steelclad Serpent ("can't attack unless you control another
 * artifact"), Blind-Spot Giant ("can't attack or block unless you control another Giant").
 */

const board = (objects: readonly object[], active = 'A') => ({
  turn: { number: 3, active, step: 'declareAttackers' },
  objects,
});
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 509.1b, Mindless Null: B controls no Vampire -> its block is refused',
    board: board([{ id: 'bear', card: 'Grizzly Bears' }, theirs('null', 'Mindless Null')]),
    actions: attackAndBlock(attack('bear'), [block('null', 'bear')]),
    refused: '509.1b',
  },
  {
    name: 'CR 611.3a, Mindless Null: with a Vampire (Vampire Nighthawk) B controls, it may block',
    board: board([
      { id: 'bear', card: 'Grizzly Bears' },
      theirs('null', 'Mindless Null'),
      theirs('hawk', 'Vampire Nighthawk'),
    ]),
    actions: attackAndBlock(attack('bear'), [block('null', 'bear')]),
    objects: { null: { blocking: 'bear' } },
  },
  {
    name: 'CR 508.1c, Steelclad Serpent: it is the only artifact its controller controls ("another") -> its attack is refused',
    board: board([{ id: 'serpent', card: 'Steelclad Serpent' }]),
    actions: [{ kind: 'declareAttackers', attackers: attack('serpent') }],
    refused: '508.1c',
  },
  {
    name: 'CR 508.1c, Steelclad Serpent: with Ornithopter, another artifact, it attacks',
    board: board([
      { id: 'serpent', card: 'Steelclad Serpent' },
      { id: 'thopter', card: 'Ornithopter' },
    ]),
    actions: [{ kind: 'declareAttackers', attackers: attack('serpent') }],
    objects: { serpent: { attacking: 'B' } },
  },
  {
    name: 'CR 508.1c, Blind-Spot Giant: without another Giant its attack is refused',
    board: board([
      { id: 'giant', card: 'Blind-Spot Giant' },
      { id: 'bear', card: 'Grizzly Bears' },
    ]),
    actions: [{ kind: 'declareAttackers', attackers: attack('giant') }],
    refused: '508.1c',
  },
  {
    name: 'CR 508.1c, Blind-Spot Giant: with Hill Giant it attacks',
    board: board([
      { id: 'giant', card: 'Blind-Spot Giant' },
      { id: 'hill', card: 'Hill Giant' },
    ]),
    actions: [{ kind: 'declareAttackers', attackers: attack('giant') }],
    objects: { giant: { attacking: 'B' } },
  },
];

describe('restrictions "unless" a condition holds (CR 508.1c, 509.1b, 611.3a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
