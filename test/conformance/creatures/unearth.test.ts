import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Unearth (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It
 * gains haste. Exile it at the beginning of the next end step. If it would leave the
 * battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."
 * Dregscape Zombie's only ability besides its P/T is "Unearth {B}"; Hellspark Elemental also
 * has "At the beginning of the end step, sacrifice Hellspark Elemental."
 */

const turn = (step: string, active = 'A') => ({ number: 3, active, step });
const zombieIn = (zone: string, step = 'main1', active = 'A') => ({
  turn: turn(step, active),
  players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
  objects: [{ id: 'zombie', card: 'Dregscape Zombie', zone, owner: 'A' }],
});
const unearthed = (card: string, ...more: object[]) => ({
  turn: turn('main1'),
  objects: [{ id: 'it', card, unearthed: { by: 'A', ability: 0 } }, ...more],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.84a, Dregscape Zombie: unearth {B} returns it from the graveyard with haste',
    board: zombieIn('graveyard'),
    actions: [{ kind: 'activate', object: 'zombie', ability: 0 }],
    objects: { zombie: { zone: 'battlefield', keywords: ['Haste'] } },
    players: { A: { mana: 0 } },
    events: ['zoneChange zombie graveyard>battlefield 702.84a'],
  },
  {
    name: 'CR 702.84a, 602.5d: unearth is activated only as a sorcery',
    board: zombieIn('graveyard', 'main1', 'B'),
    // A holds priority in B's main phase once B passes (CR 117.3d), but it is not A's turn.
    actions: [{ kind: 'pass' }, { kind: 'activate', object: 'zombie', ability: 0 }],
    refused: '602.5d',
  },
  {
    name: 'CR 702.84a, 113.6m: unearth functions only while the card is in a graveyard',
    board: zombieIn('hand'),
    actions: [{ kind: 'activate', object: 'zombie', ability: 0 }],
    refused: '113.6m',
  },
  {
    name: 'CR 702.84a, 603.7: the unearthed Dregscape Zombie is exiled at the beginning of the next end step',
    board: zombieIn('graveyard'),
    actions: [
      { kind: 'activate', object: 'zombie', ability: 0 },
      { kind: 'advance', to: 'end' },
    ],
    objects: { zombie: { zone: 'exile' } },
    events: ['triggered zombie beginningOfEndStep 702.84a', 'zoneChange zombie battlefield>exile 701.13a'],
  },
  {
    name: 'CR 702.84a, 614.1a: an unearthed creature that would die is exiled instead',
    board: unearthed('Dregscape Zombie'),
    actions: [{ kind: 'move', object: 'it', to: 'graveyard' }],
    objects: { it: { zone: 'exile' } },
    events: ['zoneChange it battlefield>exile 702.84a'],
  },
  {
    name: "CR 702.84a: an unearthed creature that would return to its owner's hand is exiled instead",
    board: {
      ...unearthed('Dregscape Zombie', { id: 'spell', card: 'Unsummon', zone: 'hand' }),
      players: [{ id: 'A', manaPool: '{U}' }, { id: 'B' }],
    },
    actions: [{ kind: 'cast', object: 'spell', targets: ['it'] }],
    objects: { it: { zone: 'exile' } },
  },
  {
    name: 'CR 400.7: a Dregscape Zombie that was not unearthed dies as usual',
    board: { turn: turn('main1'), objects: [{ id: 'it', card: 'Dregscape Zombie' }] },
    actions: [{ kind: 'move', object: 'it', to: 'graveyard' }],
    objects: { it: { zone: 'graveyard' } },
  },
  {
    name: 'CR 702.84a, 614.1a: Hellspark Elemental, unearthed, sacrifices itself at the end step and is exiled instead',
    board: unearthed('Hellspark Elemental'),
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { it: { zone: 'exile' } },
    without: ['zoneChange it battlefield>graveyard 701.21a'],
  },
];

describe('unearth (CR 702.84a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
