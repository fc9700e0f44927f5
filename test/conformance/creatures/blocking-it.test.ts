import { describe, it } from 'vitest';
import { attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever Plague Wight becomes blocked, each creature blocking it gets -1/-1 until end of
 * turn." (Plague Wight, 2/1; Baneblade Scoundrel, 4/2): it triggers as blockers are declared
 * (509.3c) and, as it resolves, changes the creatures blocking it then (509.1g, 611.2c). B blocks
 * with Memnite (1/1), Grizzly Bears (2/2) or both; Gray Ogre (2/2) attacks beside it.
 */

const board = (card = 'Plague Wight') => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects: [
    { id: 'wight', card },
    { id: 'ogre', card: 'Gray Ogre' },
    { id: 'memnite', card: 'Memnite', controller: 'B' },
    { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
    { id: 'ornithopter', card: 'Ornithopter', controller: 'B' },
  ],
});
const attackers = [
  { attacker: 'wight', attacking: 'B' },
  { attacker: 'ogre', attacking: 'B' },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 509.3c, 509.1g: Plague Wight blocked by Memnite and Grizzly Bears: each gets -1/-1, Memnite dies (704.5f)',
    board: board(),
    actions: [
      ...attackAndBlock(attackers, [
        block('memnite', 'wight'),
        block('bears', 'wight'),
        block('ornithopter', 'ogre'),
      ]),
      { kind: 'advance', to: 'combatDamage' },
    ],
    events: ['triggered wight becomesBlocked 509.3c'],
    objects: {
      memnite: { zone: 'graveyard' },
      bears: { zone: 'graveyard' },
      ornithopter: { pt: '0/2' },
      wight: { zone: 'graveyard' },
    },
  },
  {
    name: 'CR 509.1g, 611.2c: only the creatures blocking it: Ornithopter blocking Gray Ogre keeps 0/2, the Grizzly Bears are 1/1',
    board: board(),
    actions: [...attackAndBlock(attackers, [block('bears', 'wight'), block('ornithopter', 'ogre')])],
    stack: [],
    events: ['triggered wight becomesBlocked 509.3c', 'resolved a1 608.2n'],
    objects: { bears: { pt: '1/1' }, ornithopter: { pt: '0/2' } },
  },
  {
    name: 'CR 509.3c: unblocked, Baneblade Scoundrel does not trigger',
    board: board('Baneblade Scoundrel'),
    actions: [...attackAndBlock(attackers, [block('bears', 'ogre')])],
    objects: { bears: { pt: '2/2' } },
    without: ['triggered wight becomesBlocked 509.3c'],
  },
];

describe('"each creature blocking it gets -1/-1" (CR 509.1g, 509.3c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
