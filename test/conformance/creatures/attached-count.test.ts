import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[This] gets +N/+N for each Equipment / Aura attached to it" (CR 301.5, 303.4, 613.4c): the
 * permanents attached to each object the bonus affects, counted as the layers apply; and "for
 * each other creature you control" read from each affected creature (109.5). Real cards, compiled
 * from their Oracle text: Loxodon Punisher (2/2, "gets +2/+2 for each Equipment attached to
 * it"), Leonin Scimitar ("Equipped creature gets +1/+1"), Rabid Wombat (0/1, "gets +2/+2 for
 * each Aura attached to it"), Holy Strength ("Enchanted creature gets +1/+2").
 */

/** Any action will do: the layers are read after it. */
const toEndStep: Action = { kind: 'advance', to: 'end' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 613.4c: Loxodon Punisher with Leonin Scimitar attached is 2/2 +2/+2 +1/+1 = 5/5',
    board: {
      objects: [
        { id: 'punisher', card: 'Loxodon Punisher' },
        { id: 'scimitar', card: 'Leonin Scimitar', attachedTo: 'punisher' },
      ],
    },
    actions: [toEndStep],
    objects: { punisher: { pt: '5/5' } },
  },
  {
    name: 'CR 301.5: Leonin Scimitar attached to another creature adds nothing to Loxodon Punisher',
    board: {
      objects: [
        { id: 'punisher', card: 'Loxodon Punisher' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'scimitar', card: 'Leonin Scimitar', attachedTo: 'bear' },
      ],
    },
    actions: [toEndStep],
    objects: { punisher: { pt: '2/2' }, bear: { pt: '3/3' } },
  },
  {
    name: 'CR 303.4: Rabid Wombat with two Holy Strengths is 0/1 +4/+4 +2/+4 = 6/9',
    board: {
      objects: [
        { id: 'wombat', card: 'Rabid Wombat' },
        { id: 'aura1', card: 'Holy Strength', attachedTo: 'wombat' },
        { id: 'aura2', card: 'Holy Strength', attachedTo: 'wombat' },
      ],
    },
    actions: [toEndStep],
    objects: { wombat: { pt: '6/9' } },
  },
  {
    name: 'CR 613.4c: Bruenor Battlehammer ("Each creature you control gets +2/+0 for each Equipment attached to it") counts each creature\'s own: Bears with two Scimitars 2/2 +4/+0 +2/+2 = 8/4, Bruenor 5/3 bare',
    board: {
      objects: [
        { id: 'bruenor', card: 'Bruenor Battlehammer' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 's1', card: 'Leonin Scimitar', attachedTo: 'bear' },
        { id: 's2', card: 'Leonin Scimitar', attachedTo: 'bear' },
      ],
    },
    actions: [toEndStep],
    objects: { bear: { pt: '8/4' }, bruenor: { pt: '5/3' } },
  },
  {
    name: 'CR 301.5: Golem-Skin Gauntlets ("Equipped creature gets +1/+0 for each Equipment attached to it") with Leonin Scimitar: Bears 2/2 +2/+0 +1/+1 = 5/3',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'gauntlets', card: 'Golem-Skin Gauntlets', attachedTo: 'bear' },
        { id: 'scimitar', card: 'Leonin Scimitar', attachedTo: 'bear' },
      ],
    },
    actions: [toEndStep],
    objects: { bear: { pt: '5/3' } },
  },
  {
    name: 'CR 303.4, 301.5: Mantle of the Ancients ("+1/+1 for each Aura and Equipment attached to it") with Holy Strength and Leonin Scimitar: Bears 2/2 +3/+3 +1/+2 +1/+1 = 7/8',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'mantle', card: 'Mantle of the Ancients', attachedTo: 'bear' },
        { id: 'strength', card: 'Holy Strength', attachedTo: 'bear' },
        { id: 'scimitar', card: 'Leonin Scimitar', attachedTo: 'bear' },
      ],
    },
    actions: [toEndStep],
    objects: { bear: { pt: '7/8' } },
  },
  {
    name: 'CR 109.5: Bravado ("Enchanted creature gets +1/+1 for each other creature you control") leaves out the enchanted creature: Bears with two other Bears 2/2 +2/+2 = 4/4',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'bravado', card: 'Bravado', attachedTo: 'bear' },
        { id: 'b2', card: 'Grizzly Bears' },
        { id: 'b3', card: 'Grizzly Bears' },
        { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [toEndStep],
    objects: { bear: { pt: '4/4' }, b2: { pt: '2/2' } },
  },
  {
    name: 'CR 109.5, 613.4c: Heroes\' Podium ("Each legendary creature you control gets +1/+1 for each other legendary creature you control"): two legends each count the other, a Bear nothing',
    board: {
      objects: [
        { id: 'podium', card: "Heroes' Podium" },
        { id: 'isamaru', card: 'Isamaru, Hound of Konda' },
        { id: 'ragavan', card: 'Ragavan, Nimble Pilferer' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [toEndStep],
    objects: { isamaru: { pt: '3/3' }, ragavan: { pt: '3/2' }, bear: { pt: '2/2' } },
  },
];

describe('counting what is attached to the object itself (CR 301.5, 303.4)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
