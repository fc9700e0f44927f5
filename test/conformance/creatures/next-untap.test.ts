import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 502.3, 611.2a: "[it] doesn't untap during its controller's next untap step" keeps the object
 * tapped through one untap step of its controller, and then ends. Chill of the Grave ("Tap target
 * creature. It doesn't untap during its controller's next untap step."), Cinder Marsh ("{T}: Add
 * {B} or {R}. Cinder Marsh doesn't untap during your next untap step.") and Apes of Rath
 * ("Whenever Apes of Rath attacks, it doesn't untap during its controller's next untap step.").
 */

const library = [
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library', owner: 'B' },
  { card: 'Island', zone: 'library', owner: 'B' },
];
const chill = {
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{C}{C}{U}' }, { id: 'B' }],
  objects: [
    { id: 'chill', card: 'Chill of the Grave', zone: 'hand' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    { id: 'other', card: 'Grizzly Bears', controller: 'B', tapped: true },
    ...library,
  ],
};
const castChill: Action = { kind: 'cast', object: 'chill', targets: ['bear'], sources: 'auto' };
const upkeep: Action = { kind: 'advance', to: 'upkeep' };

const marsh = {
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects: [{ id: 'marsh', card: 'Cinder Marsh' }, ...library],
};
const tapMarsh: Action = { kind: 'tapForMana', object: 'marsh', ability: 1, mana: '{R}' };

const apes = {
  turn: { number: 3, active: 'A', step: 'beginCombat' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects: [{ id: 'apes', card: 'Apes of Rath' }, ...library],
};

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 502.3: in B's next untap step the Grizzly Bears Chill of the Grave tapped stays tapped; B's other creature untaps",
    board: chill,
    actions: [castChill, upkeep],
    turn: { number: 4, active: 'B', step: 'upkeep' },
    objects: { bear: { tapped: true }, other: { tapped: false } },
    events: ['effectEnded e8 611.2a'],
  },
  {
    name: "CR 611.2a: once that untap step has passed the effect is over, and the Grizzly Bears untaps in B's following untap step",
    board: chill,
    actions: [castChill, upkeep, upkeep, upkeep],
    turn: { number: 6, active: 'B', step: 'upkeep' },
    objects: { bear: { tapped: false } },
  },
  {
    name: "CR 502.3: A's own untap step in between is not the Grizzly Bears' controller's: the effect waits for B's",
    board: {
      ...chill,
      turn: { number: 2, active: 'B', step: 'main1' },
      players: [{ id: 'A' }, { id: 'B', manaPool: '{C}{C}{U}' }],
      objects: [
        { ...chill.objects[0], owner: 'B' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'A' },
        ...library,
      ],
    },
    actions: [castChill, upkeep],
    turn: { number: 3, active: 'A', step: 'upkeep' },
    objects: { bear: { tapped: true } },
  },
  {
    name: "Cinder Marsh: tapped for {R}, it stays tapped in its controller's next untap step (502.3)",
    board: marsh,
    actions: [tapMarsh, upkeep, upkeep],
    turn: { number: 5, active: 'A', step: 'upkeep' },
    objects: { marsh: { tapped: true } },
  },
  {
    name: 'Cinder Marsh: it untaps in the untap step after that (611.2a)',
    board: marsh,
    actions: [tapMarsh, upkeep, upkeep, upkeep, upkeep],
    turn: { number: 7, active: 'A', step: 'upkeep' },
    objects: { marsh: { tapped: false } },
  },
  {
    name: "Apes of Rath: attacking taps it, and its trigger keeps it tapped in its controller's next untap step (508.1f, 502.3)",
    board: apes,
    actions: [
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: attack('apes') },
      upkeep,
      upkeep,
    ],
    turn: { number: 5, active: 'A', step: 'upkeep' },
    objects: { apes: { tapped: true } },
  },
];

describe('"doesn\'t untap during its controller\'s next untap step" (CR 502.3, 611.2a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
