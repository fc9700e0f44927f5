import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 603.6a, 102.3: "Whenever a creature enters the battlefield under an opponent's control",
 * seen from the ability's controller. Authority of the Consuls's second ability, compiled from
 * its Oracle text ("Whenever a creature enters the battlefield under an opponent's control, you
 * gain 1 life."); its first ("Creatures your opponents control enter the battlefield tapped.")
 * is not compiled yet.
 */

const board = (owner: string) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'authority', card: 'Authority of the Consuls', owner: 'A' },
    { id: 'bear', card: 'Grizzly Bears', zone: 'hand', owner },
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 603.6a, 102.3, Authority of the Consuls: B's Grizzly Bears enters under B's control -> A gains 1",
    board: board('B'),
    actions: [{ kind: 'putOntoBattlefield', object: 'bear', controller: 'B' }],
    players: { A: { life: 21 } },
    events: ['triggered authority permanentEnters 603.6a'],
  },
  {
    name: "CR 603.6a, Authority of the Consuls: A's own creature entering is not under an opponent's control -> nothing",
    board: board('A'),
    actions: [{ kind: 'putOntoBattlefield', object: 'bear' }],
    players: { A: { life: 20 } },
    without: ['triggered authority permanentEnters 603.6a'],
  },
];

describe('"Whenever a creature enters under an opponent\'s control" (CR 603.6a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
