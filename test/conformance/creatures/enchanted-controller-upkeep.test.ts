import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "At the beginning of the upkeep of enchanted creature's controller" (CR 303.4, 503.1a, 603.2b):
 * the Aura's ability triggers in the upkeep of whoever controls the enchanted permanent, which
 * need not be the Aura's controller; "that player" is that player (603.2c) and "that creature" the
 * enchanted creature. Real cards, compiled from their Oracle text: Unstable Mutation ("Enchanted
 * creature gets +3/+3. At the beginning of the upkeep of enchanted creature's controller, put a
 * -1/-1 counter on that creature."), Cursed Land ("… of enchanted land's controller, Cursed Land
 * deals 1 damage to that player."), Numbing Dose ("… of enchanted permanent's controller, that
 * player loses 1 life.").
 */

const toUpkeep: Action = { kind: 'advance', to: 'upkeep' };
const library = ['A', 'B'].map((owner) => ({ card: 'Forest', zone: 'library', owner }));

/** A's turn 1 ends: the next upkeep is B's (turn 2), the one after A's (turn 3). */
const board = (aura: string, host: string, hostController: string) => ({
  turn: { number: 1, active: 'A', step: 'end' },
  objects: [
    { id: 'host', card: host, controller: hostController },
    { id: 'aura', card: aura, controller: 'A', attachedTo: 'host' },
    ...library,
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 303.4, 503.1a: Unstable Mutation (A's) on B's Grizzly Bears triggers in B's upkeep: 2/2 +3/+3 with a -1/-1 counter = 4/4",
    board: board('Unstable Mutation', 'Grizzly Bears', 'B'),
    actions: [toUpkeep],
    turn: { number: 2, active: 'B', step: 'upkeep' },
    events: ['triggered aura beginningOfUpkeep 503.1a'],
    objects: { host: { counters: { '-1/-1': 1 }, pt: '4/4' } },
  },
  {
    name: "CR 603.2b: Unstable Mutation on B's Grizzly Bears does not trigger in A's upkeep, its own controller's",
    board: {
      ...board('Unstable Mutation', 'Grizzly Bears', 'B'),
      turn: { number: 2, active: 'B', step: 'end' },
    },
    actions: [toUpkeep],
    turn: { number: 3, active: 'A', step: 'upkeep' },
    without: ['triggered aura beginningOfUpkeep 503.1a'],
    objects: { host: { counters: {}, pt: '5/5' } },
  },
  {
    name: "CR 603.2c: Cursed Land (A's) on B's Forest deals 1 damage to B, that player, in B's upkeep",
    board: board('Cursed Land', 'Forest', 'B'),
    actions: [toUpkeep],
    turn: { number: 2, active: 'B', step: 'upkeep' },
    players: { A: { life: 20 }, B: { life: 19 } },
  },
  {
    name: "CR 603.2c: Numbing Dose (A's) on A's own Grizzly Bears: A loses 1 life in A's upkeep, B's upkeep sees nothing",
    board: board('Numbing Dose', 'Grizzly Bears', 'A'),
    actions: [toUpkeep, { kind: 'advance', to: 'end' }, toUpkeep],
    turn: { number: 3, active: 'A', step: 'upkeep' },
    players: { A: { life: 19 }, B: { life: 20 } },
  },
];

describe('"the upkeep of enchanted creature\'s controller" (CR 303.4, 603.2b-c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
