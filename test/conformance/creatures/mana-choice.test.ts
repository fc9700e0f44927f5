import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Mana abilities that add mana of a colour the player chooses (CR 605, 106.1a), played with
 * `apply`'s `activate` on real cards: the choice is announced as the ability resolves
 * (608.2d), and a missing choice, or one the ability doesn't offer, is refused.
 */

const activate = (object: string, ability: number, mana?: string): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(mana === undefined ? {} : { mana }),
});
const birds = { objects: [{ id: 'birds', card: 'Birds of Paradise' }] };
const forest = { objects: [{ id: 'forest', card: 'Karplusan Forest' }] };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Birds of Paradise, CR 605, 608.2d: "{T}: Add one mana of any color." adds the colour chosen, {U}',
    board: birds,
    actions: [activate('birds', 1, '{U}')],
    objects: { birds: { tapped: true } },
    players: { A: { mana: 1 } },
    events: ['manaAdded A {U}x1 106.4'],
  },
  {
    name: 'Birds of Paradise, CR 608.2d: with no colour chosen the activation is refused, Birds untapped',
    board: birds,
    actions: [activate('birds', 1)],
    refused: '608.2d',
    objects: { birds: { tapped: false } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Birds of Paradise, CR 106.1a, 608.2d: colorless is not a colour, so {C} is refused',
    board: birds,
    actions: [activate('birds', 1, '{C}')],
    refused: '608.2d',
    objects: { birds: { tapped: false } },
  },
  {
    name: 'Birds of Paradise, CR 608.2d: two mana is not one of the options',
    board: birds,
    actions: [activate('birds', 1, '{G}{G}')],
    refused: '608.2d',
  },
  {
    name: 'Birds of Paradise, CR 608.2d: the same choice when the ability resolves by the resolve action',
    board: birds,
    actions: [{ kind: 'resolve', source: 'birds', ability: 1, controller: 'A', mana: '{B}' }],
    players: { A: { mana: 1 } },
    events: ['manaAdded A {B}x1 106.4'],
  },
  {
    name: 'Karplusan Forest, CR 608.2d, 120.2: "{T}: Add {R} or {G}." with {G} chosen, then 1 damage to its controller',
    board: forest,
    actions: [activate('forest', 1, '{G}')],
    objects: { forest: { tapped: true } },
    players: { A: { mana: 1, life: 19 } },
    events: ['manaAdded A {G}x1 106.4'],
  },
  {
    name: 'Karplusan Forest, CR 608.2d: {W} is not {R} or {G}: refused, no damage',
    board: forest,
    actions: [activate('forest', 1, '{W}')],
    refused: '608.2d',
    objects: { forest: { tapped: false } },
    players: { A: { mana: 0, life: 20 } },
  },
  {
    name: 'Karplusan Forest, CR 608.2d: "{T}: Add {C}." offers no choice, so a choice is refused',
    board: forest,
    actions: [activate('forest', 0, '{C}')],
    refused: '608.2d',
    objects: { forest: { tapped: false } },
  },
  {
    name: 'Karplusan Forest, CR 605: "{T}: Add {C}." needs no choice',
    board: forest,
    actions: [activate('forest', 0)],
    players: { A: { mana: 1, life: 20 } },
    events: ['manaAdded A {C}x1 106.4'],
  },
  {
    name: 'Jungle Shrine, CR 608.2d: "{T}: Add {R}, {G}, or {W}." with {W} chosen',
    board: { objects: [{ id: 'shrine', card: 'Jungle Shrine' }] },
    actions: [activate('shrine', 1, '{W}')],
    players: { A: { mana: 1 } },
    events: ['manaAdded A {W}x1 106.4'],
  },
  {
    name: 'Gilded Lotus, CR 608.2d: "{T}: Add three mana of any one color." with {G}{G}{G} chosen',
    board: { objects: [{ id: 'lotus', card: 'Gilded Lotus' }] },
    actions: [activate('lotus', 0, '{G}{G}{G}')],
    players: { A: { mana: 3 } },
    events: ['manaAdded A {G}{G}{G}x1 106.4'],
  },
  {
    name: 'Gilded Lotus, CR 608.2d: {R}{G}{W} is not three mana of one colour: refused',
    board: { objects: [{ id: 'lotus', card: 'Gilded Lotus' }] },
    actions: [activate('lotus', 0, '{R}{G}{W}')],
    refused: '608.2d',
    objects: { lotus: { tapped: false } },
  },
  {
    name: 'Llanowar Elves, CR 608.2d: "{T}: Add {G}." offers no choice, so a choice of {G} is refused too',
    board: { objects: [{ id: 'elves', card: 'Llanowar Elves' }] },
    actions: [activate('elves', 0, '{G}')],
    refused: '608.2d',
    objects: { elves: { tapped: false } },
  },
  {
    name: 'Snow-Covered Forest, CR 106.3, 107.4h: mana from a snow source is snow mana, and the event says so: {S:G}',
    board: { objects: [{ id: 'forest', card: 'Snow-Covered Forest' }] },
    actions: [{ kind: 'tapForMana', object: 'forest' }],
    players: { A: { mana: 1 } },
    events: ['manaAdded A {S:G}x1 106.4'],
  },
  {
    name: 'Icehide Golem, CR 107.4h: {S} is paid with mana from a snow source: the Snow-Covered Forest taps for it',
    board: {
      objects: [
        { id: 'forest', card: 'Forest' },
        { id: 'snow', card: 'Snow-Covered Forest' },
        { id: 'golem', card: 'Icehide Golem', zone: 'hand' },
      ],
    },
    actions: [{ kind: 'cast', object: 'golem', sources: 'auto' }],
    manual: true,
    objects: { golem: { zone: 'stack' }, snow: { tapped: true }, forest: { tapped: false } },
    events: ['manaAdded A {S:G}x1 106.4'],
  },
  {
    name: 'Icehide Golem, CR 107.4h, 601.2h: a Forest is no snow source, so {S} is unpayable and the cast refused',
    board: {
      objects: [
        { id: 'forest', card: 'Forest' },
        { id: 'golem', card: 'Icehide Golem', zone: 'hand' },
      ],
    },
    actions: [{ kind: 'cast', object: 'golem', sources: 'auto' }],
    refused: '601.2h',
    objects: { golem: { zone: 'hand' }, forest: { tapped: false } },
  },
];

describe('mana of a colour the player chooses (605, 608.2d)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
