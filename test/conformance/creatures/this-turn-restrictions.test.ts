import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Combat restrictions set "this turn" by a resolving ability (CR 508.1c, 509.1b; they end in the
 * cleanup step, 514.2). The cards are real and compiled from their Oracle text:
 * - Goblin Shortcutter: "When Goblin Shortcutter enters the battlefield, target creature can't
 *   block this turn."
 * - Blockade Runner: "{U}: Blockade Runner can't be blocked this turn."
 * - Elusive Spellfist: "Whenever you cast a noncreature spell, Elusive Spellfist gets +1/+0
 *   until end of turn and can't be blocked this turn." (A casts Lightning Bolt at B)
 * Goblin Shortcutter's trigger has several creatures to target, so A chooses with `orderTriggers`.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const toCombat: Action[] = [
  { kind: 'advance', to: 'beginCombat' },
  { kind: 'advance', to: 'declareAttackers' },
];
const theirBear = { id: 'bear', card: 'Grizzly Bears', controller: 'B' };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 509.1b, Goblin Shortcutter: the target can't block this turn -> its block is refused",
    board: {
      turn: main,
      objects: [
        { id: 'goblin', card: 'Goblin Shortcutter', zone: 'hand' },
        { id: 'attacker', card: 'Grizzly Bears', controlledSince: 1 },
        theirBear,
      ],
    },
    actions: [
      { kind: 'putOntoBattlefield', object: 'goblin' },
      targeting('goblin', 'bear'),
      ...toCombat,
      ...attackAndBlock(attack('attacker'), [block('bear', 'attacker')]),
    ],
    refused: '509.1b',
    objects: { bear: { blocking: null } },
  },
  {
    name: 'CR 514.2, Goblin Shortcutter: the cleanup step ends the effect with the turn',
    board: { turn: main, objects: [{ id: 'goblin', card: 'Goblin Shortcutter', zone: 'hand' }, theirBear] },
    actions: [
      { kind: 'putOntoBattlefield', object: 'goblin' },
      targeting('goblin', 'bear'),
      { kind: 'advance', to: 'cleanup' },
    ],
    // The trigger on the stack is a1, so its effect is e2.
    events: ['putOnStack goblin:0 603.3', 'effectCreated e2 611.2c', 'effectEnded e2 514.2'],
  },
  {
    name: 'CR 509.1b, Blockade Runner: {U} makes it unblockable this turn -> a block of it is refused',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{U}' }, { id: 'B' }],
      objects: [{ id: 'runner', card: 'Blockade Runner', controlledSince: 1 }, theirBear],
    },
    actions: [
      { kind: 'activate', object: 'runner', ability: 0 },
      ...toCombat,
      ...attackAndBlock(attack('runner'), [block('bear', 'runner')]),
    ],
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b, Blockade Runner: not activated -> it can be blocked',
    board: {
      turn: main,
      objects: [{ id: 'runner', card: 'Blockade Runner', controlledSince: 1 }, theirBear],
    },
    actions: [...toCombat, ...attackAndBlock(attack('runner'), [block('bear', 'runner')])],
    objects: { bear: { blocking: 'runner' } },
  },
  {
    name: 'CR 613.4c, 509.1b, Elusive Spellfist: +1/+0 until end of turn and unblockable this turn',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [
        { id: 'fist', card: 'Elusive Spellfist', controlledSince: 1 },
        theirBear,
        { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
      ],
    },
    actions: [
      { kind: 'cast', object: 'bolt', targets: ['B'] },
      ...toCombat,
      ...attackAndBlock(attack('fist'), [block('bear', 'fist')]),
    ],
    refused: '509.1b',
    objects: { fist: { pt: '2/3' }, bolt: { zone: 'graveyard' } },
    players: { B: { life: 17 } },
  },
];

describe('restrictions "this turn" (CR 508.1c, 509.1b, 514.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
