import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Activated abilities that function from a hand or a graveyard (CR 113.6b, 113.6m): an ability
 * whose cost or effect moves its own card out of a zone functions only in that zone. Played with
 * real cards compiled from their Oracle text. A triggered ability with "you may" goes on the
 * stack and, as it resolves, waits for its controller's answer (603.5, 608.2d), given by `decide`.
 */

const turn = (step: string, active = 'A') => ({ number: 3, active, step });
/** The end step of the turn before `active`'s turn 3: advancing to the upkeep reaches it (502.4: no priority in untap). */
const before = (active: string) => ({ number: 2, active: active === 'A' ? 'B' : 'A', step: 'end' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 113.6m, Clattering Augur: "{2}{B}{B}: Return [this] from your graveyard to your hand"',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{B}{B}{B}{B}' }, { id: 'B' }],
      objects: [{ id: 'augur', card: 'Clattering Augur', zone: 'graveyard', owner: 'A' }],
    },
    actions: [{ kind: 'activate', object: 'augur', ability: 2 }],
    objects: { augur: { zone: 'hand' } },
    players: { A: { mana: 0 } },
    events: ['zoneChange augur graveyard>hand 400.7'],
  },
  {
    name: 'CR 113.6m, Clattering Augur: the ability does not function on the battlefield',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{B}{B}{B}{B}' }, { id: 'B' }],
      objects: [{ id: 'augur', card: 'Clattering Augur' }],
    },
    actions: [{ kind: 'activate', object: 'augur', ability: 2 }],
    refused: '113.6m',
  },
  {
    name: 'CR 113.6m, 601.2h, Ghoulsteed: discarding two cards returns it to the battlefield tapped',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{B}{B}{B}' }, { id: 'B' }],
      objects: [
        { id: 'steed', card: 'Ghoulsteed', zone: 'graveyard', owner: 'A' },
        { id: 'm1', card: 'Mountain', zone: 'hand', owner: 'A' },
        { id: 'm2', card: 'Mountain', zone: 'hand', owner: 'A' },
      ],
    },
    actions: [{ kind: 'activate', object: 'steed', ability: 0, costs: { discard: ['m1', 'm2'] } }],
    objects: {
      steed: { zone: 'battlefield', tapped: true },
      m1: { zone: 'graveyard' },
      m2: { zone: 'graveyard' },
    },
  },
  {
    name: "CR 602.5b, Necrosavant: its graveyard ability is activated only during its owner's upkeep",
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{B}{B}{B}{B}{B}' }, { id: 'B' }],
      objects: [
        { id: 'necro', card: 'Necrosavant', zone: 'graveyard', owner: 'A' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [{ kind: 'activate', object: 'necro', ability: 0, costs: { sacrifice: ['bear'] } }],
    refused: '602.5b',
  },
  {
    name: 'CR 207.2c, 113.6m, Rubblebelt Maaka: bloodrush discards it from the hand to give an attacker +3/+3',
    board: {
      turn: turn('declareBlockers'),
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [
        { id: 'maaka', card: 'Rubblebelt Maaka', zone: 'hand', owner: 'A' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
      combat: { attackers: [{ id: 'bear', attacking: 'B' }] },
    },
    // B declares no blockers first (509.1); then A, the active player, holds priority.
    actions: [
      { kind: 'declareBlockers', blockers: [] },
      { kind: 'activate', object: 'maaka', ability: 0, targets: ['bear'] },
    ],
    objects: { maaka: { zone: 'graveyard' }, bear: { pt: '5/5' } },
    events: ['zoneChange maaka hand>graveyard 701.9a'],
  },
  {
    name: 'CR 113.6m, Ghost-Lit Raider: channel, from the hand, deals 4 damage to target creature',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{R}{R}{R}{R}' }, { id: 'B' }],
      objects: [
        { id: 'raider', card: 'Ghost-Lit Raider', zone: 'hand', owner: 'A' },
        { id: 'bear', card: 'Hill Giant', controller: 'B' },
      ],
    },
    actions: [{ kind: 'activate', object: 'raider', ability: 1, targets: ['bear'] }],
    objects: { raider: { zone: 'graveyard' }, bear: { zone: 'graveyard' } },
    events: ['damageDealt raider>bear 4 marked 120.3e'],
  },
  {
    name: 'CR 113.6m, Ghost-Lit Raider: its channel ability does not function on the battlefield',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{R}{R}{R}{R}' }, { id: 'B' }],
      objects: [
        { id: 'raider', card: 'Ghost-Lit Raider' },
        { id: 'bear', card: 'Hill Giant', controller: 'B' },
      ],
    },
    actions: [{ kind: 'activate', object: 'raider', ability: 1, targets: ['bear'] }],
    refused: '113.6m',
  },
  {
    name: "CR 113.6m, 603.5, Veilborn Ghoul: a Swamp entering under its owner's control triggers it in the graveyard; it returns to the hand",
    board: {
      turn: turn('main1'),
      objects: [
        { id: 'ghoul', card: 'Veilborn Ghoul', zone: 'graveyard', owner: 'A' },
        { id: 'swamp', card: 'Swamp', zone: 'hand', owner: 'A' },
      ],
    },
    actions: [
      { kind: 'putOntoBattlefield', object: 'swamp' },
      { kind: 'decide', may: true },
    ],
    objects: { ghoul: { zone: 'hand' } },
    events: [
      'triggered ghoul permanentEnters 603.6a',
      'putOnStack ghoul:1 603.3',
      'zoneChange ghoul graveyard>hand 400.7',
    ],
  },
  {
    name: 'CR 113.6m, Veilborn Ghoul: on the battlefield, its graveyard ability does not trigger',
    board: {
      turn: turn('main1'),
      objects: [
        { id: 'ghoul', card: 'Veilborn Ghoul' },
        { id: 'swamp', card: 'Swamp', zone: 'hand', owner: 'A' },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'swamp' }],
    objects: { ghoul: { zone: 'battlefield' } },
    without: ['triggered ghoul permanentEnters 603.6a'],
  },
  {
    name: "CR 113.6m, Squee, Goblin Nabob: at the beginning of its owner's upkeep it may return from the graveyard",
    board: {
      turn: before('A'),
      objects: [{ id: 'squee', card: 'Squee, Goblin Nabob', zone: 'graveyard', owner: 'A' }],
    },
    actions: [
      { kind: 'advance', to: 'upkeep' },
      { kind: 'decide', may: true },
    ],
    objects: { squee: { zone: 'hand' } },
    events: ['triggered squee beginningOfUpkeep 503.1a', 'putOnStack squee:0 603.3'],
    turn: { number: 3, active: 'A', step: 'upkeep' },
  },
  {
    name: "CR 113.6m, 503.1a, Squee, Goblin Nabob: an opponent's upkeep does not trigger it",
    board: {
      turn: before('B'),
      objects: [{ id: 'squee', card: 'Squee, Goblin Nabob', zone: 'graveyard', owner: 'A' }],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { squee: { zone: 'graveyard' } },
    without: ['triggered squee beginningOfUpkeep 503.1a'],
    turn: { number: 3, active: 'B', step: 'upkeep' },
  },
];

describe('abilities that function from a hand or a graveyard (CR 113.6m)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
