import { describe, it } from 'vitest';
import type { ProtectionQuality } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, printed } from '../../support/play.js';

/**
 * CR 702.16a: protection from a card type, subtype or supertype: it applies to permanents with
 * it and to sources not on the battlefield with it (a spell on the stack). Printed on real cards
 * (Baneslayer Angel, Nath's Buffoon, Harbinger of Spring), or granted to Grizzly Bears by a
 * permanent effect standing for one printed (Emrakul, the Promised End's "protection from
 * instants", Tsabo Tavoc's "protection from legendary creatures").
 */

const protectedBy = (on: string, quality: string, from: ProtectionQuality) =>
  printed(on, '-protection', { kind: 'protection', text: `Protection from ${quality}`, quality, from });
const resolve = (source: string, targets: string[]): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets,
});
const damage = (source: string, to: string): Action => ({ kind: 'damage', source, to: [{ to, amount: 2 }] });
const theirBear = { id: 'bear', card: 'Grizzly Bears', controller: 'B' } as const;

const ROWS: readonly PlayRow[] = [
  {
    name: "Baneslayer Angel, CR 702.16f: protection from Dragons: attacking, it can't be blocked by Shivan Dragon",
    board: {
      turn: { number: 1, active: 'A', step: 'declareAttackers' },
      objects: [
        { id: 'angel', card: 'Baneslayer Angel' },
        { id: 'dragon', card: 'Shivan Dragon', controller: 'B' },
      ],
    },
    actions: attackAndBlock(attack('angel'), [block('dragon', 'angel')]),
    refused: '702.16f',
    objects: { angel: { blocked: false } },
  },
  {
    name: "Nath's Buffoon, CR 702.16e: protection from Elves: Llanowar Elves' damage is prevented",
    board: {
      objects: [
        { id: 'buffoon', card: "Nath's Buffoon", controller: 'B' },
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    },
    actions: [damage('elves', 'buffoon')],
    objects: { buffoon: { damage: 0 } },
    without: ['damageDealt elves>buffoon 2 marked 120.3e'],
  },
  {
    name: "Harbinger of Spring, CR 702.16e: protection from non-Spirit creatures: Grizzly Bears' damage is prevented",
    board: {
      objects: [
        { id: 'harb', card: 'Harbinger of Spring', controller: 'B' },
        { id: 'g', card: 'Grizzly Bears' },
      ],
    },
    actions: [damage('g', 'harb')],
    objects: { harb: { damage: 0 } },
  },
  {
    name: 'Harbinger of Spring, CR 702.16e: ... a Spirit creature (Kami of the Waning Moon) deals its damage, and the 2/1 dies',
    board: {
      objects: [
        { id: 'harb', card: 'Harbinger of Spring', controller: 'B' },
        { id: 'kami', card: 'Kami of the Waning Moon' },
      ],
    },
    actions: [damage('kami', 'harb')],
    objects: { harb: { zone: 'graveyard' } },
    events: ['damageDealt kami>harb 2 marked 120.3e'],
  },
  {
    name: "CR 702.16a-b: protection from instants (Emrakul, the Promised End): Lightning Bolt, an instant spell, can't target it",
    board: { objects: [theirBear], effects: [protectedBy('bear', 'instants', { types: ['Instant'] })] },
    actions: [resolve('Lightning Bolt', ['bear'])],
    refused: '702.16b',
    objects: { bear: { damage: 0 } },
  },
  {
    name: 'CR 702.16a-b: protection from instants: Flame Slash, a sorcery spell, destroys it',
    board: { objects: [theirBear], effects: [protectedBy('bear', 'instants', { types: ['Instant'] })] },
    actions: [resolve('Flame Slash', ['bear'])],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: "CR 702.16f: protection from legendary creatures (Tsabo Tavoc): Isamaru, Hound of Konda can't block it",
    board: {
      turn: { number: 1, active: 'A', step: 'declareAttackers' },
      objects: [
        { id: 'mine', card: 'Grizzly Bears' },
        { id: 'isamaru', card: 'Isamaru, Hound of Konda', controller: 'B' },
      ],
      effects: [
        protectedBy('mine', 'legendary creatures', { types: ['Creature'], supertypes: ['Legendary'] }),
      ],
    },
    actions: attackAndBlock(attack('mine'), [block('isamaru', 'mine')]),
    refused: '702.16f',
    objects: { mine: { blocked: false } },
  },
  {
    name: 'CR 702.16f: protection from legendary creatures: a nonlegendary Grizzly Bears blocks it',
    board: {
      turn: { number: 1, active: 'A', step: 'declareAttackers' },
      objects: [
        { id: 'mine', card: 'Grizzly Bears' },
        { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      ],
      effects: [
        protectedBy('mine', 'legendary creatures', { types: ['Creature'], supertypes: ['Legendary'] }),
      ],
    },
    actions: attackAndBlock(attack('mine'), [block('theirs', 'mine')]),
    objects: { mine: { blocked: true } },
  },
];

describe('protection from a card type, subtype or supertype (CR 702.16a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
