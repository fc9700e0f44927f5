import { describe, it } from 'vitest';
import { bolt, enter, main1, resolveBy } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The words before a group's noun (CR 109, 700): "nontoken" (111.1), "untapped" (110.5),
 * "legendary" (205.4), "nonwhite" (105.2), "non-Human" (205.3), "artifact creature" (205.2a),
 * "equipped" (301.5), and groups of permanents that aren't creatures ("Artifacts you control",
 * "Other permanents you control"). The cards are real and compiled from their Oracle text.
 */

const bear = (id: string, extra: object = {}) => ({ id, card: 'Grizzly Bears', ...extra });
const topCard = { id: 'top', card: 'Island', zone: 'library' };
/** The static ability's source enters last, so that the row plays an action (CR 611.3a: it applies at once). */
const entering = (id: string, card: string) => ({ id, card, zone: 'hand' });

const TRIGGERS: readonly PlayRow[] = [
  {
    name: 'CR 111.1, Grim Haruspex, "Whenever another nontoken creature you control dies, draw a card.": a card dies -> draw',
    board: { objects: [{ id: 'haruspex', card: 'Grim Haruspex' }, bear('bear'), topCard] },
    actions: [bolt('bear')],
    objects: { top: { zone: 'hand' } },
    events: ['triggered haruspex permanentDies 603.10a'],
  },
  {
    name: 'CR 111.1, Grim Haruspex: a token dying is no nontoken creature -> nothing',
    board: { objects: [{ id: 'haruspex', card: 'Grim Haruspex' }, bear('token', { token: true }), topCard] },
    actions: [bolt('token')],
    objects: { top: { zone: 'library' } },
    without: ['triggered haruspex permanentDies 603.10a'],
  },
];

const STATICS: readonly PlayRow[] = [
  {
    name: 'CR 205.3, Mikaeus, the Unhallowed, "Other non-Human creatures you control get +1/+1": a Bear, not a Human',
    board: {
      objects: [
        entering('mikaeus', 'Mikaeus, the Unhallowed'),
        bear('bear'),
        { id: 'human', card: 'Elite Vanguard' },
      ],
    },
    actions: [enter('mikaeus')],
    objects: { bear: { pt: '3/3' }, human: { pt: '2/1' } },
  },
  {
    name: 'CR 205.4, Mirror Box, "Each legendary creature you control gets +1/+1.": a legend, not a Bear',
    board: {
      objects: [
        entering('box', 'Mirror Box'),
        { id: 'legend', card: 'Isamaru, Hound of Konda' },
        bear('bear'),
      ],
    },
    actions: [enter('box')],
    objects: { legend: { pt: '3/3' }, bear: { pt: '2/2' } },
  },
  {
    name: 'CR 301.5, Stone Haven Outfitter, "Equipped creatures you control get +1/+1.": only the equipped Bear',
    board: {
      objects: [
        entering('outfitter', 'Stone Haven Outfitter'),
        bear('equipped'),
        bear('bare'),
        { id: 'sword', card: 'Leonin Scimitar', attachedTo: 'equipped' },
      ],
    },
    actions: [enter('outfitter')],
    objects: { equipped: { pt: '4/4' }, bare: { pt: '2/2' } },
  },
  {
    name: 'CR 110.1, Padeem, Consul of Innovation, "Artifacts you control have hexproof.": an artifact, not a Bear',
    board: {
      objects: [
        entering('padeem', 'Padeem, Consul of Innovation'),
        { id: 'sword', card: 'Leonin Scimitar' },
        bear('bear'),
      ],
    },
    actions: [enter('padeem')],
    objects: { sword: { keywords: ['Hexproof'] }, bear: { keywords: [] } },
  },
  {
    name: 'CR 110.1, Privileged Position, "Other permanents you control have hexproof.": a land, not itself',
    board: { objects: [entering('position', 'Privileged Position'), { id: 'forest', card: 'Forest' }] },
    actions: [enter('position')],
    objects: { forest: { keywords: ['Hexproof'] }, position: { keywords: [] } },
  },
  {
    name: 'CR 110.5, Scoria Cat, "gets +3/+3 as long as you control no untapped lands": every land tapped -> 6/6',
    board: { objects: [entering('cat', 'Scoria Cat'), { id: 'mountain', card: 'Mountain', tapped: true }] },
    actions: [enter('cat')],
    objects: { cat: { pt: '6/6' } },
  },
  {
    name: 'CR 110.5, Scoria Cat: an untapped Mountain -> 3/3',
    board: { objects: [entering('cat', 'Scoria Cat'), { id: 'mountain', card: 'Mountain' }] },
    actions: [enter('cat')],
    objects: { cat: { pt: '3/3' } },
  },
];

const SPELLS: readonly PlayRow[] = [
  {
    name: 'CR 105.2, Mass Calcify, "Destroy all nonwhite creatures.": a green Bear, not a white Savannah Lions',
    board: { turn: main1, objects: [bear('bear'), { id: 'lions', card: 'Savannah Lions' }] },
    actions: [resolveBy('Mass Calcify')],
    objects: { bear: { zone: 'graveyard' }, lions: { zone: 'battlefield' } },
  },
  {
    name: 'CR 205.3, Crux of Fate, "Destroy all non-Dragon creatures.": a Bear, not a Dragon',
    board: { turn: main1, objects: [bear('bear'), { id: 'dragon', card: 'Shivan Dragon' }] },
    actions: [{ kind: 'resolve', source: 'Crux of Fate', controller: 'A', modes: [1] }],
    objects: { bear: { zone: 'graveyard' }, dragon: { zone: 'battlefield' } },
  },
  {
    name: 'CR 205.2a, Steel Overseer, "{T}: Put a +1/+1 counter on each artifact creature you control.": not a Bear',
    board: {
      turn: main1,
      objects: [
        { id: 'overseer', card: 'Steel Overseer' },
        { id: 'golem', card: 'Bronze Sable' },
        bear('bear'),
      ],
    },
    actions: [{ kind: 'activate', object: 'overseer', ability: 0 }],
    objects: {
      overseer: { counters: { '+1/+1': 1 } },
      golem: { counters: { '+1/+1': 1 } },
      bear: { counters: {} },
    },
  },
];

describe('adjectives before a group’s noun, and groups of permanents (CR 109, 700)', () => {
  describe('a watched creature (603.10a)', () => {
    for (const row of TRIGGERS) it(row.name, () => checkPlay(row));
  });
  describe('static abilities over a group (611.3a)', () => {
    for (const row of STATICS) it(row.name, () => checkPlay(row));
  });
  describe('spells and abilities over a group (608.2c)', () => {
    for (const row of SPELLS) it(row.name, () => checkPlay(row));
  });
});
