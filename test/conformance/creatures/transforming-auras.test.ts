import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Auras that remove the enchanted creature's abilities and set what it is: one effect whose
 * parts apply in their own layers (CR 613.1d-f, 613.4b-c): types in layer 4 (a card type
 * replaces the old ones, a creature type alone only the creature types, 205.1a), colour in 5,
 * the loss in 6, base P/T in 7b, counters and "gets" in 7c. Real cards compiled from their
 * Oracle text: Frogify ("Enchanted creature loses all abilities and is a blue Frog creature with
 * base power and toughness 1/1."), Lignify ("… is a Treefolk with base power and toughness 0/4
 * and loses all abilities."), Ichthyomorphosis ("… is a blue Fish with base power and toughness
 * 0/1."), Kasmina's Transmutation ("… loses all abilities and has base power and toughness
 * 1/1.") and Mystic Subdual ("… gets -2/-0 and loses all abilities."), each cast on Serra Angel
 * (or Ornithopter) and resolved.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const angel = { id: 'angel', card: 'Serra Angel' };
const enchanted = (aura: string, creature: object = angel) => ({
  turn: main,
  players: [{ id: 'A', manaPool: '{U}{U}{U}{U}{G}{G}' }, { id: 'B' }],
  objects: [creature, { id: 'aura', card: aura, zone: 'hand' }],
});
const cast: Action = { kind: 'cast', object: 'aura', targets: ['angel'] };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Frogify, CR 613.1d, 613.1f, 613.4b: Serra Angel (4/4 flying, vigilance) is a 1/1 Frog creature with no abilities',
    board: enchanted('Frogify'),
    actions: [cast],
    objects: { angel: { pt: '1/1', keywords: [], types: ['Creature'], subtypes: ['Frog'] } },
  },
  {
    name: 'Frogify, CR 613.4c: a +1/+1 counter applies after the base 1/1 (2/2)',
    board: enchanted('Frogify', { ...angel, counters: { '+1/+1': 1 } }),
    actions: [cast],
    objects: { angel: { pt: '2/2' } },
  },
  {
    name: 'Frogify, CR 205.1a: an artifact creature (Ornithopter) loses the artifact type',
    board: enchanted('Frogify', { id: 'angel', card: 'Ornithopter' }),
    actions: [cast],
    objects: { angel: { pt: '1/1', types: ['Creature'], keywords: [] } },
  },
  {
    name: 'Lignify, CR 205.1a, 613.4b: a creature type alone: Ornithopter stays an artifact creature, a 0/4 Treefolk',
    board: enchanted('Lignify', { id: 'angel', card: 'Ornithopter' }),
    actions: [cast],
    objects: { angel: { pt: '0/4', types: ['Artifact', 'Creature'], subtypes: ['Treefolk'], keywords: [] } },
  },
  {
    name: 'Ichthyomorphosis, CR 613.4b: Serra Angel is a 0/1 Fish without flying',
    board: enchanted('Ichthyomorphosis'),
    actions: [cast],
    objects: { angel: { pt: '0/1', subtypes: ['Fish'], keywords: [] } },
  },
  {
    name: "Kasmina's Transmutation, CR 613.4b: a 1/1 Angel, still an Angel, without flying",
    board: enchanted("Kasmina's Transmutation"),
    actions: [cast],
    objects: { angel: { pt: '1/1', subtypes: ['Angel'], keywords: [] } },
  },
  {
    name: 'Mystic Subdual, CR 613.4c, 613.1f: Serra Angel is a 2/4 without flying or vigilance',
    board: enchanted('Mystic Subdual'),
    actions: [cast],
    objects: { angel: { pt: '2/4', keywords: [] } },
  },
];

describe('Auras that remove abilities and set types and base P/T (CR 613.1d-f, 613.4b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
