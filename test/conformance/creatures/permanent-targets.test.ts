import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Targets that are permanents of any kind (CR 110.1, 115.1): "target permanent", a subtype's word
 * alone as the noun ("target Forest", "target Equipment", "target Wall", 205.3), and either of
 * two colours ("target black or red permanent", 105.2). The cards are real and compiled from
 * their Oracle text.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const cast = (source: string, targets: string[]): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets,
});
const use = (object: string, target: string): Action => ({
  kind: 'activate',
  object,
  ability: 0,
  targets: [target],
});
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 110.1, 701.8a, Vindicate, "Destroy target permanent.": a land is a permanent -> destroyed',
    board: { turn: main, objects: [theirs('forest', 'Forest')] },
    actions: [cast('Vindicate', ['forest'])],
    objects: { forest: { zone: 'graveyard' } },
    events: ['destroyed forest 701.8a'],
  },
  {
    name: 'CR 115.1, Boomerang, "Return target permanent to its owner\'s hand.": an enchantment returns',
    board: { turn: main, objects: [theirs('anthem', 'Glorious Anthem')] },
    actions: [cast('Boomerang', ['anthem'])],
    objects: { anthem: { zone: 'hand' } },
  },
  {
    name: 'CR 205.3i, 701.26b, Arbor Elf, "{T}: Untap target Forest.": a tapped Forest untaps',
    board: {
      turn: main,
      objects: [
        { id: 'elf', card: 'Arbor Elf' },
        { id: 'forest', card: 'Forest', tapped: true },
      ],
    },
    actions: [use('elf', 'forest')],
    objects: { elf: { tapped: true }, forest: { tapped: false } },
  },
  {
    name: 'CR 601.2c, Arbor Elf: a Mountain is no Forest -> refused',
    board: {
      turn: main,
      objects: [
        { id: 'elf', card: 'Arbor Elf' },
        { id: 'mountain', card: 'Mountain', tapped: true },
      ],
    },
    actions: [use('elf', 'mountain')],
    refused: '601.2c',
  },
  {
    name: 'CR 205.3g, 603.3d, Rustspore Ram, "When [this] enters, destroy target Equipment.": the lone Equipment is destroyed',
    board: {
      turn: main,
      objects: [{ id: 'ram', card: 'Rustspore Ram', zone: 'hand' }, theirs('sword', 'Bonesplitter')],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'ram' }],
    objects: { sword: { zone: 'graveyard' } },
    events: ['destroyed sword 701.8a'],
  },
  {
    name: 'CR 205.3m, Dwarven Demolition Team, "{T}: Destroy target Wall.": a Wall is destroyed',
    board: {
      turn: main,
      objects: [{ id: 'team', card: 'Dwarven Demolition Team' }, theirs('wall', 'Wall of Stone')],
    },
    actions: [use('team', 'wall')],
    objects: { wall: { zone: 'graveyard' } },
  },
  {
    name: 'CR 601.2c, Dwarven Demolition Team: a creature that is no Wall -> refused',
    board: {
      turn: main,
      objects: [{ id: 'team', card: 'Dwarven Demolition Team' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [use('team', 'bear')],
    refused: '601.2c',
  },
  {
    name: 'CR 105.2, Celestial Purge, "Exile target black or red permanent.": a red creature is exiled',
    board: { turn: main, objects: [theirs('goblin', 'Raging Goblin')] },
    actions: [cast('Celestial Purge', ['goblin'])],
    objects: { goblin: { zone: 'exile' } },
  },
  {
    name: 'CR 601.2c, Celestial Purge: a green creature is neither black nor red -> refused',
    board: { turn: main, objects: [theirs('bear', 'Grizzly Bears')] },
    actions: [cast('Celestial Purge', ['bear'])],
    refused: '601.2c',
  },
];

describe('targets that are permanents of any kind (CR 110.1, 115.1, 205.3)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
