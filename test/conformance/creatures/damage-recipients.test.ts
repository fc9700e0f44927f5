import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 120.2: damage to every recipient a sentence names, and a second amount after "and"; the
 * source's power read as the ability resolves (608.2h). The cards are real and compiled from
 * their Oracle text: Goblin Artillery, Magma Giant, Ashen Firebeast and Spikeshot Goblin.
 */

const main = { number: 3, active: 'A', step: 'main1' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 120.3a, Goblin Artillery: 2 damage to the target player and 3 damage to its controller',
    board: { turn: main, objects: [{ id: 'artillery', card: 'Goblin Artillery' }] },
    actions: [{ kind: 'activate', object: 'artillery', ability: 0, targets: ['B'] }],
    players: { A: { life: 17 }, B: { life: 18 } },
  },
  {
    name: 'CR 120.2, 704.5g, Magma Giant: 2 damage to each creature and each player; a 2/2 dies',
    board: {
      turn: main,
      objects: [
        { id: 'giant', card: 'Magma Giant', zone: 'hand' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'giant' }],
    objects: { giant: { damage: 2 }, bear: { zone: 'graveyard' } },
    players: { A: { life: 18 }, B: { life: 18 } },
  },
  {
    name: 'CR 613.1f, Ashen Firebeast: each creature without flying, itself included, and not the flyer',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}{R}' }, { id: 'B' }],
      objects: [
        { id: 'beast', card: 'Ashen Firebeast' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        { id: 'angel', card: 'Serra Angel', controller: 'B' },
      ],
    },
    actions: [{ kind: 'activate', object: 'beast', ability: 0 }],
    objects: { beast: { damage: 1 }, bear: { damage: 1 }, angel: { damage: 0 } },
    players: { B: { life: 20 } },
  },
  {
    name: 'CR 608.2h, Spikeshot Goblin: damage equal to its power as it resolves, a +1/+1 counter counted',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [{ id: 'goblin', card: 'Spikeshot Goblin', counters: { '+1/+1': 1 } }],
    },
    actions: [{ kind: 'activate', object: 'goblin', ability: 0, targets: ['B'] }],
    players: { B: { life: 18 } },
  },
];

describe('damage to each recipient named (CR 120.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
