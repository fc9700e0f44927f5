import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * "You may tap or untap target permanent" (CR 701.26a-b, 608.2d): after "you may" (603.5), its
 * controller chooses as it resolves whether to tap or untap the target, by `decide` with
 * `decisions: [{ chosen: ["tap"] }]` or `["untap"]`. Captain of the Mists: "{1}{U}, {T}: You
 * may tap or untap target permanent." Bounding Krasis: "When Bounding Krasis enters the
 * battlefield, you may tap or untap target creature." Coral Trickster: "Morph {U}" and "When
 * Coral Trickster is turned face up, you may tap or untap target permanent." Twiddle: "You may
 * tap or untap target artifact, creature, or land."
 */

const board = (objects: readonly object[], manaPool = '') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool }, { id: 'B' }],
  objects,
});
const captain = board(
  [
    { id: 'captain', card: 'Captain of the Mists' },
    { id: 'land', card: 'Forest', owner: 'B', tapped: true },
    { id: 'bear', card: 'Grizzly Bears', owner: 'B' },
  ],
  '{C}{U}',
);
const twiddle = board(
  [
    { id: 'twiddle', card: 'Twiddle', zone: 'hand' },
    { id: 'land', card: 'Forest', owner: 'B', tapped: true },
    { id: 'anthem', card: 'Glorious Anthem', owner: 'B' },
  ],
  '{U}',
);
const activate = (target: string): Action => ({
  kind: 'activate',
  object: 'captain',
  ability: 1,
  targets: [target],
});
const choose = (...chosen: string[]): Action => ({ kind: 'decide', may: true, decisions: [{ chosen }] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2d: as Captain of the Mists resolves, its controller A is asked whether to tap or untap',
    board: captain,
    actions: [activate('land')],
    toAct: 'decide A',
    stack: ['captain:1'],
  },
  {
    name: 'CR 701.26b: A chooses untap: the tapped Forest untaps',
    board: captain,
    actions: [activate('land'), choose('untap')],
    objects: { land: { tapped: false }, captain: { tapped: true } },
    events: ['untapped land 701.26b'],
    stack: [],
  },
  {
    name: 'CR 701.26a: A chooses tap: the untapped Grizzly Bears taps',
    board: captain,
    actions: [activate('bear'), choose('tap')],
    objects: { bear: { tapped: true } },
    events: ['tapped bear 701.26a'],
  },
  {
    name: 'CR 701.26a: tapping the tapped Forest leaves it as it is, with no event',
    board: captain,
    actions: [activate('land'), choose('tap')],
    objects: { land: { tapped: true } },
    events: [],
  },
  {
    name: 'CR 603.5: A may choose not to: the Forest stays tapped and no choice is asked',
    board: captain,
    actions: [activate('land'), { kind: 'decide', may: false }],
    objects: { land: { tapped: true } },
    stack: [],
  },
  {
    name: 'CR 608.2d: one of tap and untap is chosen; both are refused',
    board: captain,
    actions: [activate('land'), choose('tap', 'untap')],
    refused: '608.2d',
  },
  {
    name: 'CR 608.2d: "flip" is neither tap nor untap',
    board: captain,
    actions: [activate('land'), choose('flip')],
    refused: '608.2d',
  },
  {
    name: 'CR 701.26b: Twiddle, "target artifact, creature, or land", untaps the tapped Forest',
    board: twiddle,
    actions: [{ kind: 'cast', object: 'twiddle', targets: ['land'] }, choose('untap')],
    objects: { land: { tapped: false }, twiddle: { zone: 'graveyard' } },
  },
  {
    name: "CR 115.1, 601.2c: an enchantment is none of Twiddle's artifact, creature, or land",
    board: twiddle,
    actions: [{ kind: 'cast', object: 'twiddle', targets: ['anthem'] }],
    refused: '601.2c',
  },
  {
    name: 'CR 603.3d, 701.26a: Bounding Krasis enters; its trigger targets the Bears, and A chooses to tap it',
    board: board(
      [
        { id: 'krasis', card: 'Bounding Krasis', zone: 'hand' },
        { id: 'bear', card: 'Grizzly Bears', owner: 'B' },
      ],
      '{C}{G}{U}',
    ),
    actions: [{ kind: 'cast', object: 'krasis' }, targeting('krasis', 'bear'), choose('tap')],
    objects: { krasis: { zone: 'battlefield' }, bear: { tapped: true } },
  },
  {
    name: 'CR 702.37e, 701.26b: Coral Trickster turned face up for {U}; its trigger untaps the tapped Forest',
    board: board(
      [
        { id: 'trickster', card: 'Coral Trickster', faceDown: true },
        { id: 'land', card: 'Forest', owner: 'B', tapped: true },
      ],
      '{U}',
    ),
    actions: [{ kind: 'turnFaceUp', object: 'trickster' }, targeting('trickster', 'land'), choose('untap')],
    objects: { trickster: { faceDown: false }, land: { tapped: false } },
  },
];

describe('Tap or untap target permanent (CR 701.26a-b, 608.2d)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
