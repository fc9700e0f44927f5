import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Groups of creatures named by a state or a status, as static abilities (CR 611.3a: read
 * continuously) and as resolving effects (611.2c: the creatures are fixed as it resolves):
 * attacking and blocking (506.4), tapped or untapped (110.5), tokens (111.1), enchanted
 * (303.4), artifact creatures (205.2a), several creature types at once (205.3m). Each card is
 * compiled from its Oracle text. Two qualities joined by "and" name the creatures with either
 * (Narfi, Betrayer King).
 */

const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const resolve = (source: string, controller = 'A'): Action => ({ kind: 'resolve', source, controller });
const atAttackers = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});
const bear = (id: string, extra: object = {}) => ({ id, card: 'Grizzly Bears', ...extra });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 611.3a, 506.4: Goblin Oriflamme "Attacking creatures you control get +1/+0." pumps only the attacker',
    board: atAttackers([{ id: 'flame', card: 'Goblin Oriflamme' }, bear('in'), bear('out')]),
    actions: [declare('in')],
    objects: { in: { pt: '3/2', attacking: 'B' }, out: { pt: '2/2' } },
  },
  {
    name: 'CR 611.2c, 506.4: Army of Allah "Attacking creatures get +2/+0 until end of turn." (either player\'s attackers, no others)',
    board: atAttackers([bear('in'), bear('out')]),
    actions: [declare('in'), resolve('Army of Allah')],
    objects: { in: { pt: '4/2' }, out: { pt: '2/2' } },
  },
  {
    name: 'CR 611.2c, 509.1: Hold the Line "Blocking creatures get +7/+7 until end of turn." pumps the blocker, not the attacker',
    board: atAttackers([bear('in'), bear('wall', { controller: 'B' })]),
    actions: [...attackAndBlock(attack('in'), [block('wall', 'in')]), resolve('Hold the Line', 'B')],
    objects: { wall: { pt: '9/9', blocking: 'in' }, in: { pt: '2/2' } },
  },
  {
    name: 'CR 111.1, 611.3a: Amulet of Safekeeping "Creature tokens get -1/-0." (a token Bears is 1/2, a card 2/2)',
    board: atAttackers([
      { id: 'amulet', card: 'Amulet of Safekeeping' },
      bear('token', { token: true }),
      bear('card'),
    ]),
    actions: [declare()],
    objects: { token: { pt: '1/2' }, card: { pt: '2/2' } },
  },
  {
    name: 'CR 110.5, 611.3a: Builder\'s Blessing "Untapped creatures you control get +0/+2." (the tapped one doesn\'t)',
    board: atAttackers([
      { id: 'blessing', card: "Builder's Blessing" },
      bear('up'),
      bear('down', { tapped: true }),
      bear('theirs', { controller: 'B' }),
    ]),
    actions: [declare()],
    objects: { up: { pt: '2/4' }, down: { pt: '2/2' }, theirs: { pt: '2/2' } },
  },
  {
    name: 'CR 303.4, 611.3a: Beastmaster\'s Magemark "Creatures you control that are enchanted get +1/+1." (its own creature, and one with Holy Strength)',
    board: atAttackers([
      bear('marked'),
      { id: 'mark', card: "Beastmaster's Magemark", attachedTo: 'marked' },
      bear('holy'),
      { id: 'aura', card: 'Holy Strength', attachedTo: 'holy' },
      bear('bare'),
    ]),
    actions: [declare()],
    objects: { marked: { pt: '3/3' }, holy: { pt: '4/5' }, bare: { pt: '2/2' } },
  },
  {
    name: 'CR 205.3m, 611.3a: Death-Priest of Myrkul "Skeletons, Vampires, and Zombies you control get +1/+1." (a Zombie and a Vampire, not a Bear or itself)',
    board: atAttackers([
      { id: 'priest', card: 'Death-Priest of Myrkul' },
      { id: 'zombie', card: 'Walking Corpse' },
      { id: 'vampire', card: 'Vampire Nighthawk' },
      bear('bear'),
    ]),
    actions: [declare()],
    objects: { zombie: { pt: '3/3' }, vampire: { pt: '3/4' }, bear: { pt: '2/2' }, priest: { pt: '2/2' } },
  },
  {
    name: 'CR 205.2a, 611.3a: Chief of the Foundry "Other artifact creatures you control get +1/+1." (Ornithopter, not a Bear or itself)',
    board: atAttackers([
      { id: 'chief', card: 'Chief of the Foundry' },
      { id: 'thopter', card: 'Ornithopter' },
      bear('bear'),
    ]),
    actions: [declare()],
    objects: { thopter: { pt: '1/3' }, bear: { pt: '2/2' }, chief: { pt: '2/3' } },
  },
  {
    name: 'CR 611.2c, 506.4: Honored Crop-Captain "Whenever [it] attacks, other attacking creatures get +1/+0 until end of turn."',
    board: atAttackers([{ id: 'captain', card: 'Honored Crop-Captain' }, bear('with'), bear('home')]),
    actions: [declare('captain', 'with')],
    objects: { captain: { pt: '3/2' }, with: { pt: '3/2' }, home: { pt: '2/2' } },
  },
  {
    name: 'CR 205.3, 205.4, 613.4c: Narfi "Other snow and Zombie creatures you control get +1/+1." (a snow Zombie once, a snow Spirit, a Zombie; not a Bear, B\'s Zombie or itself)',
    board: atAttackers([
      { id: 'narfi', card: 'Narfi, Betrayer King' },
      { id: 'ghoul', card: 'Gutless Ghoul' },
      { id: 'spirit', card: 'Ascendant Spirit' },
      { id: 'zombie', card: 'Gravecrawler' },
      { id: 'theirs', card: 'Gravecrawler', controller: 'B' },
      bear('bear'),
    ]),
    actions: [declare()],
    objects: {
      ghoul: { pt: '3/3' },
      spirit: { pt: '2/2' },
      zombie: { pt: '3/2' },
      theirs: { pt: '2/1' },
      bear: { pt: '2/2' },
      narfi: { pt: '4/3' },
    },
  },
];

describe('groups of creatures by state and status (CR 611.3a, 611.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
