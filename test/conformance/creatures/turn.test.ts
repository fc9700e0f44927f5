import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { checkPlay, type PlayRow, pumped } from '../../support/play.js';

/**
 * The turn structure around creatures, played with `apply`'s `advance`: the cleanup step
 * (514.2, 514.3a), the untap step of a new turn (502.3) and the draw step (504.1).
 */

const advance = (to: Step): Action => ({ kind: 'advance', to });
const growth = { ...pumped('bear', 3, 3), id: 'growth' };
const bolt = { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' } as const;
const library = (...owners: string[]) => owners.map((owner) => ({ card: 'Forest', zone: 'library', owner }));
const libraries = library('A', 'B');
const libraries3 = library('A', 'B', 'C');

const CLEANUP: readonly PlayRow[] = [
  {
    name: 'CR 514.2: damage is removed and Giant Growth ends at the same time, so a 2/2 that took 3 damage as a 5/5 survives',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', damage: 3 }], effects: [growth] },
    actions: [advance('cleanup')],
    objects: { bear: { zone: 'battlefield', pt: '2/2', damage: 0 } },
    events: ['damageRemoved bear 514.2', 'effectEnded growth 514.2'],
    without: ['destroyed bear 704.5g'],
  },
  {
    name: 'CR 514.2: the same with Giant Growth cast and Lightning Bolt dealt this turn',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }, bolt], stack: ['bolt'] },
    actions: [
      { kind: 'resolve', source: 'Giant Growth', controller: 'A', targets: ['bear'] },
      { kind: 'damage', source: 'bolt', to: [{ to: 'bear', amount: 3 }] },
      advance('cleanup'),
    ],
    objects: { bear: { zone: 'battlefield', pt: '2/2', damage: 0 } },
    events: ['damageRemoved bear 514.2'],
  },
  {
    name: 'CR 514.3a: state-based actions are checked in cleanup: Giant Growth ending leaves a 2/2 with two -1/-1 counters at 0/0',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '-1/-1': 2 } }], effects: [growth] },
    actions: [advance('cleanup')],
    objects: { bear: { zone: 'graveyard' } },
    events: ['effectEnded growth 514.2', 'zoneChange bear battlefield>graveyard 704.5f'],
  },
  {
    name: 'CR 120.6: damage marked stays until the cleanup step (it is still there in the end step)',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', damage: 1 }] },
    actions: [advance('end')],
    objects: { bear: { damage: 1 } },
    turn: { step: 'end', number: 1 },
  },
];

const NEW_TURN: readonly PlayRow[] = [
  {
    name: "CR 500.1, 502.3, 502.4: a new turn belongs to the next player, whose permanents untap; the other player's stay tapped",
    board: {
      turn: { number: 1, active: 'A', step: 'end' },
      objects: [
        { id: 'mine', card: 'Grizzly Bears', tapped: true },
        { id: 'theirs', card: 'Grizzly Bears', controller: 'B', tapped: true },
        ...libraries,
      ],
    },
    actions: [advance('untap')],
    objects: { mine: { tapped: true }, theirs: { tapped: false } },
    // CR 502.4: nobody receives priority in the untap step, so the game goes on to the upkeep.
    turn: { number: 2, active: 'B', step: 'upkeep' },
    events: ['untapped theirs 502.3', 'stepBegan untap 2 500.1'],
  },
  {
    name: 'CR 502.3: the active player untaps the permanents they control, including one they took from its owner',
    board: {
      turn: { number: 1, active: 'B', step: 'end' },
      objects: [{ id: 'stolen', card: 'Grizzly Bears', owner: 'B', tapped: true }, ...libraries],
      effects: [
        {
          source: 'x',
          sourceName: 'Control Magic',
          controller: 'A',
          duration: 'permanent',
          on: ['stolen'],
          effect: { affects: {}, ops: [{ kind: 'setController', to: 'you' }] },
        },
      ],
    },
    actions: [advance('untap')],
    objects: { stolen: { tapped: false, controller: 'A' } },
    turn: { number: 2, active: 'A' },
  },
  {
    name: 'CR 504.1: the active player draws in their draw step',
    board: { turn: { number: 1, active: 'A', step: 'end' }, objects: libraries },
    actions: [advance('draw')],
    turn: { number: 2, active: 'B', step: 'draw' },
    events: ['cardDrawn B 504.1'],
    players: { B: { lost: false } },
  },
  {
    name: 'CR 704.5b: a player who draws from an empty library loses',
    board: { turn: { number: 1, active: 'A', step: 'end' } },
    actions: [advance('draw')],
    players: { B: { lost: true }, A: { lost: false } },
    events: ['drawFromEmptyLibrary B 504.1', 'playerLost B 704.5b'],
  },
  {
    name: 'CR 101.4, 500.1: with three players, the turn passes in turn order',
    board: {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      turn: { number: 2, active: 'B', step: 'end' },
      objects: libraries,
    },
    actions: [advance('untap')],
    turn: { number: 3, active: 'C' },
  },
  {
    name: 'CR 500.1, 104.3: a player who has lost takes no turns',
    board: {
      // B has ten poison counters: B loses at the first check (704.5c), before the turn passes.
      players: [{ id: 'A' }, { id: 'B', counters: { poison: 10 } }, { id: 'C' }],
      turn: { number: 1, active: 'A', step: 'end' },
      objects: libraries3,
    },
    actions: [advance('untap')],
    turn: { number: 2, active: 'C' },
    players: { B: { lost: true } },
  },
  {
    name: "CR 500.4: mana empties from each player's pool as a step ends",
    board: { players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }] },
    actions: [advance('beginCombat')],
    turn: { step: 'beginCombat' },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 500.1: a turn has only the steps listed there; advancing to anything else is refused',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', damage: 1 }] },
    actions: [{ kind: 'advance', to: 'lunch' as Step }],
    refused: '500.1',
    objects: { bear: { damage: 1 } },
  },
];

describe('The turn: cleanup, untap and draw', () => {
  for (const [title, rows] of [
    ['cleanup (514.2, 514.3a)', CLEANUP],
    ['a new turn (500.1, 502.3, 504.1)', NEW_TURN],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
