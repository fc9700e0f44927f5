import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[it] gains your choice of flying, trample, or haste until end of turn" (CR 608.2d): the
 * keyword is chosen as it resolves, by its controller's `decide` with `decisions: [{ chosen:
 * ["Flying"] }]`, and lasts until end of turn (514.2). Golem Artisan ("{2}: Target artifact
 * creature gains your choice of flying, trample, or haste until end of turn.") and Shifting
 * Ceratops ("{G}: Shifting Ceratops gains your choice of reach, trample, or haste until end of
 * turn.") and Alchemist's Gift ({B}: "Target creature gets +1/+1 and gains your choice of
 * deathtouch or lifelink until end of turn."), compiled from their Oracle text (MTGJSON, April 2022).
 */

const board = (step = 'main1') => ({
  turn: { number: 3, active: 'A', step },
  players: [{ id: 'A', manaPool: '{G}{G}{B}' }, { id: 'B' }],
  objects: [
    { id: 'artisan', card: 'Golem Artisan' },
    { id: 'ceratops', card: 'Shifting Ceratops' },
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'gift', card: "Alchemist's Gift", zone: 'hand', owner: 'A' },
  ],
});
/** Golem Artisan's second ability (the first pumps), at itself. */
const artisan: Action = {
  kind: 'activate',
  object: 'artisan',
  ability: 1,
  targets: ['artisan'],
  sources: 'auto',
};
const ceratops: Action = { kind: 'activate', object: 'ceratops', ability: 2, sources: 'auto' };
const choose = (...chosen: string[]): Action => ({ kind: 'decide', decisions: [{ chosen }] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2d: Golem Artisan targets itself; as the ability resolves, its controller A is asked for a keyword',
    board: board(),
    actions: [artisan],
    toAct: 'decide A',
    stack: ['artisan:1'],
  },
  {
    name: 'CR 608.2d, 611.2c: A chooses flying: Golem Artisan has flying until end of turn',
    board: board(),
    actions: [artisan, choose('Flying')],
    objects: { artisan: { keywords: ['Flying'] } },
    stack: [],
  },
  {
    name: "CR 514.2: trample chosen in the end step ends with the turn's cleanup step: none in turn 4",
    board: board('end'),
    actions: [artisan, choose('Trample'), { kind: 'pass' }, { kind: 'pass' }],
    objects: { artisan: { keywords: [] } },
    turn: { number: 4 },
  },
  {
    name: 'CR 608.2d: vigilance is not one of flying, trample and haste; the choice is refused',
    board: board(),
    actions: [artisan, choose('Vigilance')],
    refused: '608.2d',
  },
  {
    name: 'CR 608.2d: one keyword is chosen; two are refused',
    board: board(),
    actions: [artisan, choose('Flying', 'Haste')],
    refused: '608.2d',
  },
  {
    name: 'CR 608.2d: Shifting Ceratops gains the reach its controller chooses',
    board: board(),
    actions: [ceratops, choose('Reach')],
    objects: { ceratops: { keywords: ['Protection from blue', 'Reach'] } },
  },
  {
    name: "CR 608.2d, 611.2c: Alchemist's Gift: the Bears get +1/+1 and gain the lifelink chosen, in one effect -> 3/3 lifelink",
    board: board(),
    actions: [{ kind: 'cast', object: 'gift', targets: ['bear'], sources: 'auto' }, choose('Lifelink')],
    objects: { bear: { pt: '3/3', keywords: ['Lifelink'] }, gift: { zone: 'graveyard' } },
  },
];

describe('Your choice of keywords (CR 608.2d)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
