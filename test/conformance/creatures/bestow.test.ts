import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Bestow (CR 702.103) on real cards compiled from their Oracle text: Boon Satyr ({1}{G}{G} 4/2
 * Enchantment Creature — Satyr, Flash, "Bestow {3}{G}{G}", "Enchanted creature gets +4/+2.") and
 * Baleful Eidolon ({1}{B} 1/1, Deathtouch, "Bestow {4}{B}", "Enchanted creature gets +1/+1 and
 * has deathtouch."). Cast bestowed it is an Aura spell with enchant creature (702.103a-b); with
 * its target gone it resolves as a creature (702.103e, 608.3b); unattached, it is a creature
 * again rather than put into a graveyard (702.103f, an exception to 704.5m).
 */

const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const satyr = mine('satyr', 'Boon Satyr', { zone: 'hand' });
const bears = mine('bears', 'Grizzly Bears');
const bestow = (object: string, target: string): Action => ({
  kind: 'cast',
  object,
  alternative: 'bestow',
  targets: [target],
});
const AURA = { pt: null, types: ['Enchantment'], subtypes: ['Aura'] };
const CREATURE = { pt: '4/2', types: ['Enchantment', 'Creature'], subtypes: ['Satyr'] };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.103a-b: Boon Satyr cast for its bestow cost {3}{G}{G} is an Aura spell on the stack, no creature',
    board: board('{G}{G}{C}{C}{C}', [satyr, bears]),
    actions: [bestow('satyr', 'bears')],
    manual: true,
    stack: ['satyr'],
    objects: { satyr: { zone: 'stack', ...AURA } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.103b, 608.3c: the bestowed Boon Satyr enters attached to Grizzly Bears, which gets +4/+2',
    board: board('{G}{G}{C}{C}{C}', [satyr, bears]),
    actions: [bestow('satyr', 'bears')],
    objects: { satyr: { zone: 'battlefield', attachedTo: 'bears', ...AURA }, bears: { pt: '6/4' } },
    events: ['attached satyr>bears 608.3c'],
  },
  {
    name: 'CR 702.103b, 601.2c: a bestowed Aura spell has enchant creature, so a land is no legal target',
    board: board('{G}{G}{C}{C}{C}', [satyr, mine('forest', 'Forest')]),
    actions: [bestow('satyr', 'forest')],
    refused: '601.2c',
  },
  {
    name: 'CR 702.103e, 608.3b: with its target gone, the bestowed spell resolves as a creature spell, a 4/2 Satyr',
    board: board('{G}{G}{C}{C}{C}', [satyr, bears]),
    actions: [
      bestow('satyr', 'bears'),
      { kind: 'move', object: 'bears', to: 'graveyard' },
      { kind: 'pass' },
      { kind: 'pass' },
    ],
    manual: true,
    objects: { satyr: { zone: 'battlefield', attachedTo: null, ...CREATURE } },
    without: ['didNotResolve satyr 608.3b'],
  },
  {
    name: 'CR 702.103f: when the creature it enchants leaves, the bestowed Aura becomes a 4/2 creature, not put into the graveyard (704.5m)',
    board: board('{G}{G}{C}{C}{C}', [satyr, bears]),
    actions: [bestow('satyr', 'bears'), { kind: 'move', object: 'bears', to: 'graveyard' }],
    objects: { satyr: { zone: 'battlefield', attachedTo: null, ...CREATURE } },
    events: ['unattached satyr 702.103f'],
  },
  {
    name: 'CR 702.103a: Boon Satyr cast for its mana cost {1}{G}{G} is a 4/2 creature',
    board: board('{G}{G}{C}', [satyr]),
    actions: [{ kind: 'cast', object: 'satyr' }],
    objects: { satyr: { zone: 'battlefield', attachedTo: null, ...CREATURE } },
  },
  {
    name: 'Baleful Eidolon, CR 702.103b: "Enchanted creature gets +1/+1 and has deathtouch" while bestowed',
    board: board('{B}{C}{C}{C}{C}', [mine('eidolon', 'Baleful Eidolon', { zone: 'hand' }), bears]),
    actions: [bestow('eidolon', 'bears')],
    objects: { eidolon: { attachedTo: 'bears', pt: null }, bears: { pt: '3/3', keywords: ['Deathtouch'] } },
  },
  {
    name: 'CR 118.9: Grizzly Bears has no bestow cost to pay',
    board: board('{G}{C}{C}{C}{C}', [mine('bear', 'Grizzly Bears', { zone: 'hand' }), bears]),
    actions: [bestow('bear', 'bears')],
    refused: '118.9',
  },
];

describe('bestow (CR 702.103)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
