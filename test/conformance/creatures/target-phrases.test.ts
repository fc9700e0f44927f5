import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * What a target's description allows (CR 115.1, 608.2b): players or planeswalkers, opponents
 * only (102.3), attacking creatures (506.4), creatures with a keyword now (613.1f), tapped
 * creatures (110.5), "nonblack", "artifact or enchantment", "nonbasic". The cards are real and
 * compiled from their Oracle text: Chandra's Magmutt, Cinder Hellion, Aven Archer, Centaur
 * Archer, Royal Assassin, Bone Shredder, Capashen Unicorn and Dwarven Miner.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const use = (object: string, target: string, ability = 0): Action => ({
  kind: 'activate',
  object,
  ability,
  targets: [target],
});
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });

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
    name: "CR 102.3, Cinder Hellion: 'target opponent or planeswalker' -> the opponent takes 2",
    board: { turn: main, objects: [{ id: 'hellion', card: 'Cinder Hellion', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'hellion', targets: ['B'] }],
    players: { B: { life: 18 } },
  },
  {
    name: 'CR 102.3, Cinder Hellion: its controller is no opponent -> refused',
    board: { turn: main, objects: [{ id: 'hellion', card: 'Cinder Hellion', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'hellion', targets: ['A'] }],
    refused: '115.1',
  },
  {
    name: 'CR 506.4, Aven Archer: an attacking creature is a legal target -> 2 damage',
    board: {
      turn: { number: 3, active: 'B', step: 'declareAttackers' },
      players: [{ id: 'A', manaPool: '{W}{W}{W}' }, { id: 'B' }],
      objects: [{ id: 'archer', card: 'Aven Archer', controller: 'A' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }, use('archer', 'bear', 1)],
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
    name: 'CR 608.2b, Centaur Archer: a creature without flying -> refused',
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
      objects: [{ id: 'shredder', card: 'Bone Shredder', zone: 'hand' }, theirs('vampire', 'Sengir Vampire')],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'shredder', targets: ['vampire'] }],
    refused: '601.2c',
  },
  {
    name: "CR 205.2a, Bone Shredder: 'nonartifact, nonblack creature' -> an artifact creature is refused",
    board: {
      turn: main,
      objects: [{ id: 'shredder', card: 'Bone Shredder', zone: 'hand' }, theirs('thopter', 'Ornithopter')],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'shredder', targets: ['thopter'] }],
    refused: '601.2c',
  },
  {
    name: 'CR 701.8a, Bone Shredder: a green creature is destroyed',
    board: {
      turn: main,
      objects: [{ id: 'shredder', card: 'Bone Shredder', zone: 'hand' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'shredder', targets: ['bear'] }],
    objects: { bear: { zone: 'graveyard' } },
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

describe('target descriptions (CR 115.1, 608.2b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
