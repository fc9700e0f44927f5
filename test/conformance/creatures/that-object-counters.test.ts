import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "If that creature has a +1/+1 counter on it, ..." (CR 608.2c, 122.1): the counters on the
 * target, read as the sentence is followed; after a sentence, "... instead" replaces it, and a
 * condition after its sentence ("Draw a card if that creature has a +1/+1 counter on it") governs
 * that sentence; "had" reads a destroyed creature as it last existed on the battlefield (608.2h).
 * Real cards compiled from their Oracle text: Bring Low ("Bring Low deals 3 damage to target
 * creature. If that creature has a +1/+1 counter on it, Bring Low deals 5 damage to it
 * instead."), Rite of the Serpent ("Destroy target creature. If that creature had a +1/+1 counter
 * on it, create a 1/1 green Snake creature token.") and Oblivion's Hunger ("Target creature you
 * control gains indestructible until end of turn. Draw a card if that creature has a +1/+1
 * counter on it."). Burning Cloak ("Target creature gets +2/+0 until end of turn. Burning Cloak
 * deals 2 damage to that creature.") shows "[this] deals N damage to that creature" reaching the
 * target named before (608.2c, 120.2).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const cast = (source: string, target: string): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets: [target],
});
const library = { id: 'top', card: 'Island', zone: 'library' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Bring Low, CR 608.2c: Hill Giant with a +1/+1 counter (4/4) is dealt 5 instead of 3 -> destroyed (704.5g)',
    board: {
      turn: main,
      objects: [{ id: 'giant', card: 'Hill Giant', controller: 'B', counters: { '+1/+1': 1 } }],
    },
    actions: [cast('Bring Low', 'giant')],
    objects: { giant: { zone: 'graveyard' } },
  },
  {
    name: 'Bring Low: Craw Wurm (6/4) with no counter is dealt 3 -> survives with 3 damage',
    board: { turn: main, objects: [{ id: 'wurm', card: 'Craw Wurm', controller: 'B' }] },
    actions: [cast('Bring Low', 'wurm')],
    objects: { wurm: { zone: 'battlefield', damage: 3 } },
  },
  {
    name: 'Bring Low, CR 122.1: a -1/-1 counter is not a +1/+1 counter -> Colossal Dreadmaw (5/5) is dealt 3, not 5, and survives',
    board: {
      turn: main,
      objects: [{ id: 'maw', card: 'Colossal Dreadmaw', controller: 'B', counters: { '-1/-1': 1 } }],
    },
    actions: [cast('Bring Low', 'maw')],
    objects: { maw: { zone: 'battlefield', pt: '5/5', damage: 3 } },
  },
  {
    name: 'Rite of the Serpent, CR 608.2h: the destroyed bear had a +1/+1 counter -> a 1/1 green Snake token',
    board: {
      turn: main,
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B', counters: { '+1/+1': 1 } }],
    },
    actions: [cast('Rite of the Serpent', 'bear')],
    objects: { bear: { zone: 'graveyard' } },
    events: ['tokenCreated o1 Snake Token 111.2'],
  },
  {
    name: 'Rite of the Serpent: the destroyed bear had no counter -> no token',
    board: { turn: main, objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [cast('Rite of the Serpent', 'bear')],
    objects: { bear: { zone: 'graveyard' } },
    without: ['tokenCreated o1 Snake Token 111.2'],
  },
  {
    name: "Oblivion's Hunger, CR 608.2c: the bear has a +1/+1 counter -> indestructible, and A draws a card",
    board: {
      turn: main,
      objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }, library],
    },
    actions: [cast("Oblivion's Hunger", 'bear')],
    objects: { bear: { keywords: ['Indestructible'] }, top: { zone: 'hand' } },
  },
  {
    name: "Oblivion's Hunger: the bear has no counter -> indestructible, no card drawn",
    board: { turn: main, objects: [{ id: 'bear', card: 'Grizzly Bears' }, library] },
    actions: [cast("Oblivion's Hunger", 'bear')],
    objects: { bear: { keywords: ['Indestructible'] }, top: { zone: 'library' } },
  },
  {
    name: 'Burning Cloak, CR 608.2c, 120.2: Grizzly Bears gets +2/+0 and is dealt 2 by "that creature" -> 4/2, destroyed',
    board: { turn: main, objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
    actions: [cast('Burning Cloak', 'bear')],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: 'Burning Cloak: Craw Wurm (6/4) -> 8/4 with 2 damage',
    board: { turn: main, objects: [{ id: 'wurm', card: 'Craw Wurm' }] },
    actions: [cast('Burning Cloak', 'wurm')],
    objects: { wurm: { zone: 'battlefield', pt: '8/4', damage: 2 } },
  },
];

describe('"If that creature has a +1/+1 counter on it": the counters on the target as the sentence is followed (CR 608.2c, 122.1)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
});
