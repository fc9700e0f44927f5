import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 611.3a: "as long as" bonuses read continuously: on what the affected object is now
 * (a creature, a Human, white: 205, 105.2), on whose turn it is (102.1), on a life total
 * (119.1), on a graveyard (threshold) or on what some one opponent has (102.3). Each card is compiled from its Oracle text.
 */

const declare: Action = { kind: 'declareAttackers', attackers: [] };
const board = (objects: readonly object[], active = 'A', life = 20) => ({
  turn: { number: 3, active, step: 'declareAttackers' },
  players: [{ id: 'A', life }, { id: 'B' }],
  objects,
});
const on = (id: string, card: string, host: string) => ({ id, card, attachedTo: host });
const bear = (id: string, extra: object = {}) => ({ id, card: 'Grizzly Bears', ...extra });
const inGraveyard = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `g${i}`, card: 'Lightning Bolt', zone: 'graveyard' }));

/** Three players, for "an opponent has": each opponent counted alone (CR 102.3). */
const threePlayers = (objects: readonly object[], lifeB: number, lifeC: number) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  players: [{ id: 'A' }, { id: 'B', life: lifeB }, { id: 'C', life: lifeC }],
  objects,
});
const landsInGraveyard = (owner: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${owner}land${i}`, card: 'Forest', owner, zone: 'graveyard' }));
const cullblade = { id: 'blade', card: 'Ruthless Cullblade' };
const cardsOf = (owner: string, zone: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${owner}${zone}${i}`, card: 'Lightning Bolt', owner, zone }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 611.3a, 205.2a: Akki War Paint "As long as enchanted permanent is a creature, it gets +2/+1." on Grizzly Bears -> 4/3',
    board: board([bear('bear'), on('paint', 'Akki War Paint', 'bear')]),
    actions: [declare],
    objects: { bear: { pt: '4/3' } },
  },
  {
    name: 'CR 611.3a, 205.3m: Heavy Mattock "As long as equipped creature is a Human, it gets an additional +1/+1." (Elite Vanguard 4/3, Grizzly Bears 3/3)',
    board: board([
      { id: 'human', card: 'Elite Vanguard' },
      on('mattock', 'Heavy Mattock', 'human'),
      bear('bear'),
      on('other', 'Heavy Mattock', 'bear'),
    ]),
    actions: [declare],
    objects: { human: { pt: '4/3' }, bear: { pt: '3/3' } },
  },
  {
    name: 'CR 611.3a, 105.2: Edge of the Divinity "As long as enchanted creature is white, it gets +1/+2." and "... is black, it gets +2/+1." on a white creature only the first',
    board: board([{ id: 'angel', card: 'Serra Angel' }, on('edge', 'Edge of the Divinity', 'angel')]),
    actions: [declare],
    objects: { angel: { pt: '5/6' } },
  },
  {
    name: 'CR 611.3a, 105.2: Favorable Destiny "Enchanted creature gets +1/+2 as long as it\'s white." does nothing to a green creature',
    board: board([bear('bear'), on('destiny', 'Favorable Destiny', 'bear')]),
    actions: [declare],
    objects: { bear: { pt: '2/2' } },
  },
  {
    name: 'CR 611.3a, 205.2a: Earth Surge "Each land gets +2/+2 as long as it\'s a creature." (Dryad Arbor 3/3; Grizzly Bears, no land, 2/2)',
    board: board([{ id: 'surge', card: 'Earth Surge' }, { id: 'arbor', card: 'Dryad Arbor' }, bear('bear')]),
    actions: [declare],
    objects: { arbor: { pt: '3/3' }, bear: { pt: '2/2' } },
  },
  {
    name: 'CR 611.3a, 102.1: Glory of Warfare "As long as it\'s your turn, creatures you control get +2/+0." on its controller\'s turn -> 4/2',
    board: board([{ id: 'glory', card: 'Glory of Warfare' }, bear('bear')]),
    actions: [declare],
    objects: { bear: { pt: '4/2' } },
  },
  {
    name: 'CR 611.3a, 102.1: Glory of Warfare "As long as it\'s not your turn, creatures you control get +0/+2." on an opponent\'s turn -> 2/4',
    board: board(
      [{ id: 'glory', card: 'Glory of Warfare', controller: 'A' }, bear('bear', { controller: 'A' })],
      'B',
    ),
    actions: [declare],
    objects: { bear: { pt: '2/4' } },
  },
  {
    name: 'CR 611.3a, 119.1: Gavony Ironwright "Fateful hour — As long as you have 5 or less life, other creatures you control get +1/+4." at 5 life',
    board: board([{ id: 'wright', card: 'Gavony Ironwright' }, bear('bear')], 'A', 5),
    actions: [declare],
    objects: { bear: { pt: '3/6' }, wright: { pt: '1/4' } },
  },
  {
    name: 'CR 611.3a, 119.1: Gavony Ironwright ... at 6 life, nothing',
    board: board([{ id: 'wright', card: 'Gavony Ironwright' }, bear('bear')], 'A', 6),
    actions: [declare],
    objects: { bear: { pt: '2/2' } },
  },
  {
    name: 'CR 611.3a, 102.3: Ruthless Cullblade "gets +2/+1 as long as an opponent has 10 or less life." with one opponent at 10 -> 4/2',
    board: threePlayers([cullblade], 10, 20),
    actions: [declare],
    objects: { blade: { pt: '4/2' } },
  },
  {
    name: 'CR 102.3: Ruthless Cullblade, two opponents at 6 life each: each has 10 or less (not 12 together) -> 4/2',
    board: threePlayers([cullblade], 6, 6),
    actions: [declare],
    objects: { blade: { pt: '4/2' } },
  },
  {
    name: 'CR 611.3a: Ruthless Cullblade, opponents at 11 and 20 and its controller at 5 -> 2/1',
    board: {
      ...threePlayers([cullblade], 11, 20),
      players: [{ id: 'A', life: 5 }, { id: 'B', life: 11 }, { id: 'C' }],
    },
    actions: [declare],
    objects: { blade: { pt: '2/1' } },
  },
  {
    name: 'CR 611.3a, 402.1: Guul Draz Specter "gets +3/+3 as long as an opponent has no cards in hand." B holds none -> 5/5',
    board: board([{ id: 'specter', card: 'Guul Draz Specter' }, ...cardsOf('A', 'hand', 2)]),
    actions: [declare],
    objects: { specter: { pt: '5/5' } },
  },
  {
    name: 'CR 611.3a: Guul Draz Specter, B holds a card -> 2/2',
    board: board([{ id: 'specter', card: 'Guul Draz Specter' }, ...cardsOf('B', 'hand', 1)]),
    actions: [declare],
    objects: { specter: { pt: '2/2' } },
  },
  {
    name: 'CR 611.3a, 404.1: Blackbloom Rogue "gets +3/+0 as long as an opponent has eight or more cards in their graveyard." B has 8 -> 5/3',
    board: board([
      { id: 'rogue', card: 'Blackbloom Rogue // Blackbloom Bog' },
      ...cardsOf('B', 'graveyard', 8),
    ]),
    actions: [declare],
    objects: { rogue: { pt: '5/3' } },
  },
  {
    name: "CR 611.3a: Blackbloom Rogue, 7 in B's graveyard and 8 in its controller's -> 2/3",
    board: board([
      { id: 'rogue', card: 'Blackbloom Rogue // Blackbloom Bog' },
      ...cardsOf('B', 'graveyard', 7),
      ...cardsOf('A', 'graveyard', 8),
    ]),
    actions: [declare],
    objects: { rogue: { pt: '2/3' } },
  },
  {
    name: 'CR 611.3a, 613.4c: Divine Sacrament "White creatures get +1/+1." and, with threshold, "an additional +1/+1" -> Serra Angel 6/6',
    board: board([
      { id: 'sacrament', card: 'Divine Sacrament' },
      { id: 'angel', card: 'Serra Angel' },
      ...inGraveyard(7),
    ]),
    actions: [declare],
    objects: { angel: { pt: '6/6' } },
  },
  {
    name: 'CR 611.3a: Divine Sacrament with six cards in the graveyard -> Serra Angel 5/5',
    board: board([
      { id: 'sacrament', card: 'Divine Sacrament' },
      { id: 'angel', card: 'Serra Angel' },
      ...inGraveyard(6),
    ]),
    actions: [declare],
    objects: { angel: { pt: '5/5' } },
  },
  {
    name: 'CR 611.3a, 404.1: Elvish Reclaimer "gets +2/+2 as long as there are three or more land cards in your graveyard." A\'s with three Forests there -> 3/4; B\'s with two Forests and seven Lightning Bolts -> 1/2',
    board: board([
      { id: 'elf', card: 'Elvish Reclaimer' },
      { id: 'theirs', card: 'Elvish Reclaimer', owner: 'B' },
      ...landsInGraveyard('A', 3),
      ...landsInGraveyard('B', 2),
      ...cardsOf('B', 'graveyard', 7),
    ]),
    actions: [declare],
    objects: { elf: { pt: '3/4' }, theirs: { pt: '1/2' } },
  },
  {
    name: 'CR 611.3a, 404.1: Magmatic Channeler "As long as there are four or more instant and/or sorcery cards in your graveyard, gets +3/+1." four Lightning Bolts -> 4/4',
    board: board([{ id: 'mage', card: 'Magmatic Channeler' }, ...inGraveyard(4)]),
    actions: [declare],
    objects: { mage: { pt: '4/4' } },
  },
  {
    name: 'CR 611.3a: Gorilla Titan "gets +4/+4 as long as there are no cards in your graveyard." none in A\'s, one in B\'s -> 8/8',
    board: board([{ id: 'ape', card: 'Gorilla Titan' }, ...cardsOf('B', 'graveyard', 1)]),
    actions: [declare],
    objects: { ape: { pt: '8/8' } },
  },
  {
    name: 'CR 611.3a, 122.1: Obscura Ascendancy "As long as there are five or more soul counters on it, Spirits you control get +3/+3." with five: Kami of Ancient Law (a Spirit) 2/2 -> 5/5',
    board: board([
      { id: 'asc', card: 'Obscura Ascendancy', counters: { soul: 5 } },
      { id: 'spirit', card: 'Kami of Ancient Law' },
    ]),
    actions: [declare],
    objects: { spirit: { pt: '5/5' } },
  },
];

describe('"as long as" bonuses (CR 611.3a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
