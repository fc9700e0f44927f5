import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 506.5: "a creature attacks alone if it's the only creature declared as an attacker".
 * "Whenever a creature you control attacks alone" triggers for that creature, its trigger object
 * (508.3a, 603.2). Real cards, their Oracle text (MTGJSON): Angelic Exaltation ("…, it gets +X/+X
 * until end of turn, where X is the number of creatures you control") and Battlegrace Angel
 * ("Flying / Exalted / …, it gains lifelink until end of turn").
 */

const board = (...objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'other', card: 'Grizzly Bears' }, ...objects],
});
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const exaltation = { id: 'exaltation', card: 'Angelic Exaltation' };
const angel = { id: 'angel', card: 'Battlegrace Angel' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 506.5: Angelic Exaltation, a Grizzly Bears attacking alone gets +2/+2 (two creatures you control)',
    board: board(exaltation),
    actions: [declare('bear')],
    objects: { bear: { pt: '4/4' }, other: { pt: '2/2' } },
    events: ['triggered exaltation creatureAttacksAlone 506.5'],
  },
  {
    name: 'CR 506.5: two Grizzly Bears attacking together: neither attacks alone, nothing triggers',
    board: board(exaltation),
    actions: [declare('bear', 'other')],
    objects: { bear: { pt: '2/2' }, other: { pt: '2/2' } },
    without: ['triggered exaltation creatureAttacksAlone 506.5'],
  },
  {
    name: 'Battlegrace Angel: a Grizzly Bears attacking alone gains lifelink and, with exalted, is 3/3 (702.83a)',
    board: board(angel),
    actions: [declare('bear')],
    objects: { bear: { pt: '3/3', keywords: ['Lifelink'] } },
    events: ['triggered angel creatureAttacksAlone 506.5'],
  },
  {
    name: 'Battlegrace Angel: the Grizzly Bears attacking with the Angel gains nothing',
    board: board(angel),
    actions: [declare('bear', 'angel')],
    objects: { bear: { pt: '2/2', keywords: [] } },
    without: ['triggered angel creatureAttacksAlone 506.5'],
  },
  {
    name: "CR 603.2: an opponent's Angelic Exaltation doesn't see A's creature (\"you control\")",
    board: board({ ...exaltation, controller: 'B' }),
    actions: [declare('bear')],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered exaltation creatureAttacksAlone 506.5'],
  },
];

describe('"Whenever a creature you control attacks alone" (CR 506.5, 508.3a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
