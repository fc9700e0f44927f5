import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Raid ("if you attacked this turn", CR 508.1) and morbid ("if a creature died this turn",
 * 700.4) on real cards compiled from their Oracle text: the turn keeps what happened in it,
 * and a new turn starts without it (500.1).
 */

const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'A',
  targets: [target],
});
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const bear = (id: string, controller = 'B') => ({ id, card: 'Grizzly Bears', controller });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Rigging Runner, raid, CR 508.1, 614.1c: after its controller declared an attacker, it enters with a +1/+1 counter',
    board: {
      turn: { step: 'declareAttackers' },
      objects: [{ id: 'attacker', card: 'Grizzly Bears' }, inHand('runner', 'Rigging Runner')],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('attacker') }, enter('runner')],
    objects: { runner: { counters: { '+1/+1': 1 }, pt: '2/2' } },
    events: ['countersChanged runner +1/+1 +1 614.1c'],
  },
  {
    name: 'Rigging Runner, raid: without an attack this turn it enters with no counter',
    board: { objects: [inHand('runner', 'Rigging Runner')] },
    actions: [enter('runner')],
    objects: { runner: { counters: {}, pt: '1/1' } },
  },
  {
    name: "Rigging Runner, raid, CR 506.2: the opponent's attack this turn is not its controller's",
    board: {
      turn: { active: 'B', attacked: true },
      objects: [{ ...inHand('runner', 'Rigging Runner'), owner: 'A', controller: 'A' }],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'runner', controller: 'A' }],
    objects: { runner: { counters: {} } },
  },
  {
    name: 'Festerhide Boar, morbid, CR 700.4, 614.1c: after a creature died this turn, two +1/+1 counters',
    board: { objects: [bear('bear'), inHand('boar', 'Festerhide Boar')] },
    actions: [bolt('bear'), enter('boar')],
    objects: { bear: { zone: 'graveyard' }, boar: { counters: { '+1/+1': 2 }, pt: '5/5' } },
  },
  {
    name: 'Festerhide Boar, morbid: a land put into a graveyard is no creature dying',
    board: { objects: [{ id: 'forest', card: 'Forest' }, inHand('boar', 'Festerhide Boar')] },
    actions: [{ kind: 'move', object: 'forest', to: 'graveyard' }, enter('boar')],
    objects: { boar: { counters: {} } },
  },
  {
    name: 'Bloodcrazed Paladin, CR 700.4: one +1/+1 counter for each of the two creatures that died this turn',
    board: { objects: [bear('bear'), bear('bear2', 'A'), inHand('paladin', 'Bloodcrazed Paladin')] },
    actions: [bolt('bear'), bolt('bear2'), enter('paladin')],
    objects: { paladin: { counters: { '+1/+1': 2 }, pt: '3/3' } },
  },
  {
    name: "Bloodcrazed Paladin, CR 500.1: the deaths of last turn are not this turn's",
    // From B's end step (no player gets priority in the cleanup step, 514.3, so the turn is
    // passed from the end step); A draws in their draw step, so A's library has a card.
    board: {
      turn: { step: 'end', active: 'B' },
      objects: [
        bear('bear'),
        inHand('paladin', 'Bloodcrazed Paladin'),
        { id: 'island', card: 'Island', zone: 'library', owner: 'A' },
      ],
    },
    actions: [bolt('bear'), { kind: 'advance', to: 'main1' }, enter('paladin')],
    objects: { bear: { zone: 'graveyard' }, paladin: { counters: {} } },
    turn: { active: 'A', step: 'main1' },
  },
  {
    name: 'Bulette, CR 603.4: at the beginning of its end step, a creature having died this turn, a +1/+1 counter',
    board: { turn: { step: 'main2' }, objects: [{ id: 'bulette', card: 'Bulette' }, bear('bear')] },
    actions: [bolt('bear'), { kind: 'advance', to: 'end' }],
    objects: { bulette: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'Bulette, CR 603.4: with no creature dead this turn, no trigger',
    board: { turn: { step: 'main2' }, objects: [{ id: 'bulette', card: 'Bulette' }, bear('bear')] },
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { bulette: { counters: {} } },
  },
  {
    name: 'Caged Zombie, CR 602.5b: "Activate only if a creature died this turn": with none, refused',
    board: {
      players: [{ id: 'A', manaPool: '{B}{B}' }, { id: 'B' }],
      objects: [{ id: 'zombie', card: 'Caged Zombie', controlledSince: 0 }],
    },
    actions: [{ kind: 'activate', object: 'zombie', ability: 0 }],
    refused: '602.5b',
  },
  {
    name: 'Caged Zombie, CR 602.5b: after a creature died this turn, each opponent loses 2 life',
    board: {
      turn: { creaturesDied: 1 },
      players: [{ id: 'A', manaPool: '{B}{B}' }, { id: 'B' }],
      objects: [{ id: 'zombie', card: 'Caged Zombie', controlledSince: 0 }],
    },
    actions: [{ kind: 'activate', object: 'zombie', ability: 0 }],
    players: { B: { life: 18 } },
  },
];

describe('raid and morbid: what happened this turn', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
