import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * What a target's description allows (CR 115.1, 601.2c): players or planeswalkers, opponents
 * only (102.3), attacking creatures (506.4), creatures with a keyword now (613.1f), tapped
 * creatures (110.5), "nonblack", "artifact or enchantment", "nonbasic". The cards are real and
 * compiled from their Oracle text: Chandra's Magmutt, Cinder Hellion, Aven Archer, Centaur
 * Archer, Royal Assassin, Bone Shredder, Capashen Unicorn and Dwarven Miner. An enters trigger
 * with a choice of targets waits for its controller to choose (`targeting`, 603.3d); with a lone
 * legal target it takes it, and with none it is removed.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const use = (object: string, target: string, ability = 0): Action => ({
  kind: 'activate',
  object,
  ability,
  targets: [target],
});
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 115.1, Chandra's Magmutt: a player is a legal target of 'target player or planeswalker'",
    board: { turn: main, objects: [{ id: 'magmutt', card: "Chandra's Magmutt" }] },
    actions: [use('magmutt', 'B')],
    players: { B: { life: 19 } },
  },
  {
    name: "CR 115.1, Chandra's Magmutt: a creature is not a player or planeswalker -> refused",
    board: {
      turn: main,
      objects: [{ id: 'magmutt', card: "Chandra's Magmutt" }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [use('magmutt', 'bear')],
    refused: '115.1',
  },
  {
    name: "CR 102.3, 603.3d, Cinder Hellion: 'target opponent or planeswalker' with no planeswalker -> the opponent, the lone legal target, takes 2",
    board: { turn: main, objects: [{ id: 'hellion', card: 'Cinder Hellion', zone: 'hand' }] },
    actions: [enter('hellion')],
    players: { A: { life: 20 }, B: { life: 18 } },
    events: ['putOnStack hellion:1 603.3', 'damageDealt hellion>B 2 lifeLost 120.3a'],
  },
  {
    name: 'CR 102.3, Cinder Hellion: with a planeswalker to choose from too, its controller is no opponent -> refused',
    board: {
      turn: main,
      objects: [
        { id: 'hellion', card: 'Cinder Hellion', zone: 'hand' },
        theirs('ajani', 'Ajani Goldmane', { counters: { loyalty: 4 } }),
      ],
    },
    actions: [enter('hellion'), targeting('hellion', 'A')],
    refused: '115.1',
  },
  {
    name: 'CR 506.4, Aven Archer: an attacking creature is a legal target -> 2 damage',
    board: {
      turn: { number: 3, active: 'B', step: 'declareAttackers' },
      players: [{ id: 'A', manaPool: '{W}{W}{W}' }, { id: 'B' }],
      objects: [{ id: 'archer', card: 'Aven Archer', controller: 'A' }, theirs('bear', 'Grizzly Bears')],
    },
    // B, the active player, passes priority to A after declaring (117.3d).
    actions: [
      { kind: 'declareAttackers', attackers: attack('bear') },
      { kind: 'pass' },
      use('archer', 'bear', 1),
    ],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: 'CR 506.4, Aven Archer: a creature that is not attacking or blocking -> refused',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{W}{W}{W}' }, { id: 'B' }],
      objects: [{ id: 'archer', card: 'Aven Archer' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [use('archer', 'bear', 1)],
    refused: '601.2c',
  },
  {
    name: 'CR 613.1f, Centaur Archer: a creature with flying -> 1 damage',
    board: {
      turn: main,
      objects: [{ id: 'archer', card: 'Centaur Archer' }, theirs('angel', 'Serra Angel')],
    },
    actions: [use('archer', 'angel')],
    objects: { angel: { damage: 1 } },
  },
  {
    name: 'CR 601.2c, Centaur Archer: a creature without flying -> refused',
    board: {
      turn: main,
      objects: [{ id: 'archer', card: 'Centaur Archer' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [use('archer', 'bear')],
    refused: '601.2c',
  },
  {
    name: 'CR 110.5, Royal Assassin: a tapped creature is destroyed',
    board: {
      turn: main,
      objects: [
        { id: 'assassin', card: 'Royal Assassin' },
        theirs('bear', 'Grizzly Bears', { tapped: true }),
      ],
    },
    actions: [use('assassin', 'bear')],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: 'CR 110.5, Royal Assassin: an untapped creature -> refused',
    board: {
      turn: main,
      objects: [{ id: 'assassin', card: 'Royal Assassin' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [use('assassin', 'bear')],
    refused: '601.2c',
  },
  {
    name: "CR 105.2, Bone Shredder: 'nonartifact, nonblack creature' -> a black creature is refused",
    board: {
      turn: main,
      objects: [
        { id: 'shredder', card: 'Bone Shredder', zone: 'hand' },
        theirs('vampire', 'Sengir Vampire'),
        theirs('bear', 'Grizzly Bears'),
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    },
    actions: [enter('shredder'), targeting('shredder', 'vampire')],
    refused: '601.2c',
  },
  {
    name: "CR 205.2a, Bone Shredder: 'nonartifact, nonblack creature' -> an artifact creature is refused",
    board: {
      turn: main,
      objects: [
        { id: 'shredder', card: 'Bone Shredder', zone: 'hand' },
        theirs('thopter', 'Ornithopter'),
        theirs('bear', 'Grizzly Bears'),
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    },
    actions: [enter('shredder'), targeting('shredder', 'thopter')],
    refused: '601.2c',
  },
  {
    name: 'CR 105.2, 205.2a, 603.3d, Bone Shredder: with only a black creature (itself too) and an artifact creature, no legal target: the trigger is removed',
    board: {
      turn: main,
      objects: [
        { id: 'shredder', card: 'Bone Shredder', zone: 'hand' },
        theirs('vampire', 'Sengir Vampire'),
        theirs('thopter', 'Ornithopter'),
      ],
    },
    actions: [enter('shredder')],
    objects: { vampire: { zone: 'battlefield' }, thopter: { zone: 'battlefield' } },
    events: ['triggerRemoved shredder 603.3d'],
  },
  {
    name: 'CR 701.8a, Bone Shredder: a green creature is destroyed',
    board: {
      turn: main,
      objects: [
        { id: 'shredder', card: 'Bone Shredder', zone: 'hand' },
        theirs('bear', 'Grizzly Bears'),
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    },
    actions: [enter('shredder'), targeting('shredder', 'bear')],
    objects: { bear: { zone: 'graveyard' }, elves: { zone: 'battlefield' } },
  },
  {
    name: "CR 205.2a, Capashen Unicorn: 'artifact or enchantment' -> an enchantment is destroyed",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{W}{W}' }, { id: 'B' }],
      objects: [{ id: 'unicorn', card: 'Capashen Unicorn' }, theirs('anthem', 'Glorious Anthem')],
    },
    actions: [use('unicorn', 'anthem')],
    objects: { anthem: { zone: 'graveyard' }, unicorn: { zone: 'graveyard' } },
  },
  {
    name: "CR 205.2a, Capashen Unicorn: 'artifact or enchantment' -> a creature is refused",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{W}{W}' }, { id: 'B' }],
      objects: [{ id: 'unicorn', card: 'Capashen Unicorn' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [use('unicorn', 'bear')],
    refused: '601.2c',
  },
  {
    name: "CR 205.4c, Dwarven Miner: 'nonbasic land' -> a basic Forest is refused",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}{R}{R}' }, { id: 'B' }],
      objects: [{ id: 'miner', card: 'Dwarven Miner' }, theirs('forest', 'Forest')],
    },
    actions: [use('miner', 'forest')],
    refused: '601.2c',
  },
];

describe('target descriptions (CR 115.1, 601.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
