import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { castingBoard, library, mine } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Two kicker costs (CR 702.33b: "Kicker [A] and/or [B]" means "Kicker [A], kicker [B]"): either
 * or both may be paid (702.33d), and each ability "if it was kicked with its [A] kicker" is
 * linked to that cost alone (702.33f). Real cards compiled from their Oracle text: Cetavolver
 * ({1}{U}, 1/1, "Kicker {1}{R} and/or {G}"; two +1/+1 counters and first strike for {1}{R}, one
 * and trample for {G}) and Sunscape Battlemage ({2}{W}, "Kicker {1}{G} and/or {2}{U}"; "When …
 * enters, if it was kicked with its {2}{U} kicker, draw two cards").
 */

const kickedWith = (object: string, ...costs: string[]): Action => ({
  kind: 'cast',
  object,
  kickedWith: costs,
});
const volver = mine('volver', 'Cetavolver', { zone: 'hand' });
const battlemage = mine('mage', 'Sunscape Battlemage', { zone: 'hand' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.33f, 614.1c: Cetavolver kicked with its {1}{R} kicker: two +1/+1 counters and first strike -> 3/3',
    board: castingBoard('{U}{R}{C}{C}', [volver]),
    actions: [kickedWith('volver', '{1}{R}')],
    objects: { volver: { zone: 'battlefield', pt: '3/3', keywords: ['First strike'] } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.33f: Cetavolver kicked with its {G} kicker: one +1/+1 counter and trample -> 2/2',
    board: castingBoard('{U}{G}{C}', [volver]),
    actions: [kickedWith('volver', '{G}')],
    objects: { volver: { zone: 'battlefield', pt: '2/2', keywords: ['Trample'] } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.33b, 702.33d: Cetavolver kicked with both for {1}{U}{1}{R}{G}: three counters, first strike and trample -> 4/4',
    board: castingBoard('{U}{R}{G}{C}{C}', [volver]),
    actions: [kickedWith('volver', '{1}{R}', '{G}')],
    objects: {
      volver: {
        zone: 'battlefield',
        pt: '4/4',
        keywords: ['First strike', 'Trample'],
        counters: { '+1/+1': 3 },
      },
    },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.2f, 601.2h: Cetavolver kicked with both and only {1}{U}{1}{R} in the pool: the {G} kicker is part of the total cost',
    board: castingBoard('{U}{R}{C}{C}', [volver]),
    actions: [kickedWith('volver', '{1}{R}', '{G}')],
    refused: '601.2h',
  },
  {
    name: 'CR 702.33b: Cetavolver "kicked: 1": which of its two kicker costs is paid must be announced',
    board: castingBoard('{U}{R}{C}{C}', [volver]),
    actions: [{ kind: 'cast', object: 'volver', kicked: 1 }],
    refused: '702.33b',
  },
  {
    name: 'CR 702.33d: Cetavolver kicked with {G} twice: each kicker cost is paid once',
    board: castingBoard('{U}{G}{G}{C}', [volver]),
    actions: [kickedWith('volver', '{G}', '{G}')],
    refused: '702.33d',
  },
  {
    name: 'CR 702.33d: Cetavolver has no {B} kicker',
    board: castingBoard('{U}{B}{C}', [volver]),
    actions: [kickedWith('volver', '{B}')],
    refused: '702.33d',
  },
  {
    name: 'CR 702.33f, 603.4: Sunscape Battlemage kicked with its {2}{U} kicker draws two cards',
    board: castingBoard('{W}{U}{C}{C}{C}{C}', [battlemage, ...library(2)]),
    actions: [kickedWith('mage', '{2}{U}')],
    objects: { mage: { zone: 'battlefield' }, l0: { zone: 'hand' }, l1: { zone: 'hand' } },
  },
  {
    name: 'CR 702.33f, 603.4: Sunscape Battlemage kicked with its {1}{G} kicker only: the draw, linked to {2}{U}, does not trigger',
    board: castingBoard('{W}{G}{C}{C}{C}', [battlemage, ...library(2)]),
    actions: [kickedWith('mage', '{1}{G}')],
    objects: { mage: { zone: 'battlefield' }, l0: { zone: 'library' } },
  },
];

describe('two kicker costs (CR 702.33b, 702.33f)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
