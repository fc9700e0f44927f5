import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Text-changing effects (CR 612, layer 3, 613.1c): Mind Bend, "Change the text of target permanent
 * by replacing all instances of one color word with another or one basic land type with
 * another"; its controller chooses the two words as it resolves (608.2d) with `decide`,
 * `decisions: [{ chosen: ["B", "G"] }]` (colours by letter) or `["Swamp", "Island"]`.
 */

const board = (target: string, more: readonly object[] = [], owner = 'B') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [
    { id: 'A', manaPool: '{U}' },
    { id: 'B', manaPool: '' },
  ],
  objects: [{ id: 'bend', card: 'Mind Bend', zone: 'hand' }, { id: 'it', card: target, owner }, ...more],
});
const bend: Action = { kind: 'cast', object: 'bend', targets: ['it'] };
const choose = (...chosen: string[]): Action => ({ kind: 'decide', decisions: [{ chosen }] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2d: as Mind Bend resolves, its controller A is asked for the two words',
    board: board('White Knight'),
    actions: [bend],
    toAct: 'decide A',
  },
  {
    name: 'CR 612.2, Mind Bend\'s reminder "nonblack" to "nongreen": White Knight\'s protection from black becomes protection from green',
    board: board('White Knight'),
    actions: [bend, choose('B', 'G')],
    objects: { it: { keywords: ['First strike', 'Protection from green'], name: 'White Knight' } },
  },
  {
    name: 'CR 612.2: a colour word changes only where it is one: Black Knight keeps its name; its protection from white is untouched by black to red',
    board: board('Black Knight'),
    actions: [bend, choose('B', 'R')],
    objects: { it: { keywords: ['First strike', 'Protection from white'], name: 'Black Knight' } },
  },
  {
    name: 'CR 612.2, Mind Bend\'s reminder "forestwalk" to "islandwalk": Bog Wraith\'s swampwalk becomes islandwalk',
    board: board('Bog Wraith'),
    actions: [bend, choose('Swamp', 'Island')],
    objects: { it: { keywords: ['Islandwalk'] } },
  },
  {
    name: 'CR 612.1, 305.6: a Forest whose type line says Island is an Island and taps for {U}',
    board: board('Forest', [], 'A'),
    actions: [bend, choose('Forest', 'Island'), { kind: 'tapForMana', object: 'it' }],
    objects: { it: { subtypes: ['Island'] } },
    events: ['manaAdded A {U}x1 106.4'],
  },
  {
    name: 'CR 612.3: granted abilities keep their text: a Goblin given mountainwalk by Goblin King keeps it when Mountain becomes Island',
    board: board('Raging Goblin', [{ id: 'king', card: 'Goblin King', owner: 'B' }]),
    actions: [bend, choose('Mountain', 'Island')],
    objects: { it: { keywords: ['Haste', 'Mountainwalk'], pt: '2/2' } },
  },
  {
    name: 'CR 612.1, 613.1c: Goblin King\'s "Other Goblins get +1/+1 and have mountainwalk" with Mountain made Island grants islandwalk',
    board: board('Goblin King', [{ id: 'gob', card: 'Raging Goblin', owner: 'B' }]),
    actions: [bend, choose('Mountain', 'Island')],
    objects: { gob: { keywords: ['Haste', 'Islandwalk'], pt: '2/2' } },
  },
  {
    name: 'CR 612.1: "one color word with another": a colour and a land type are refused',
    board: board('White Knight'),
    actions: [bend, choose('B', 'Island')],
    refused: '608.2d',
  },
  {
    name: 'CR 612.1: "with another": the same word twice is refused',
    board: board('White Knight'),
    actions: [bend, choose('B', 'B')],
    refused: '608.2d',
  },
  {
    name: 'CR 612.1: a creature type is not among the words Mind Bend replaces',
    board: board('Raging Goblin'),
    actions: [bend, choose('Goblin', 'Elf')],
    refused: '608.2d',
  },
  {
    name: 'CR 612.1: New Blood, "Gain control of target creature. Change the text of that creature by replacing all instances of one creature type with Vampire.": Goblin King chosen Goblin pumps A\'s Vampire',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [
        { id: 'A', manaPool: '{B}{B}{C}{C}' },
        { id: 'B', manaPool: '' },
      ],
      objects: [
        { id: 'blood', card: 'New Blood', zone: 'hand' },
        { id: 'vamp', card: 'Vampire Nighthawk' },
        { id: 'it', card: 'Goblin King', owner: 'B' },
        { id: 'gob', card: 'Raging Goblin', owner: 'B' },
      ],
    },
    actions: [{ kind: 'cast', object: 'blood', targets: ['it'], costs: { tap: ['vamp'] } }, choose('Goblin')],
    objects: {
      it: { controller: 'A', subtypes: ['Vampire'] },
      vamp: { pt: '3/4', tapped: true },
      gob: { pt: '1/1' },
    },
  },
  {
    name: 'CR 612.1: an activated ability is used as changed: Bounty Hunter\'s "target nonblack creature" made nongreen may target the black Bog Wraith',
    board: board('Bounty Hunter', [{ id: 'wraith', card: 'Bog Wraith', owner: 'B' }], 'A'),
    actions: [bend, choose('B', 'G'), { kind: 'activate', object: 'it', ability: 0, targets: ['wraith'] }],
    objects: { wraith: { counters: { bounty: 1 } } },
  },
  {
    name: 'CR 612.1, 601.2c: ... and may no longer target the green Llanowar Elves',
    board: board('Bounty Hunter', [{ id: 'elf', card: 'Llanowar Elves', owner: 'B' }], 'A'),
    actions: [bend, choose('B', 'G'), { kind: 'activate', object: 'it', ability: 0, targets: ['elf'] }],
    refused: '601.2c',
  },
];

describe('Text-changing effects (CR 612, 613.1c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
