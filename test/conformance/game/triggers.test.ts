import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The driver of triggered abilities (CR 603): an ability triggers as its event happens, but
 * nothing happens until a player would next receive priority (603.3, 117.5): then the abilities
 * waiting go on the stack, the active player's first (APNAP, 603.3b), each player choosing the
 * order of their own and their targets (603.3c-d). Played one pass at a time.
 */

const pass: Action = { kind: 'pass' };
const main = (objects: readonly object[], extra: object = {}) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects,
  next: { id: 100 },
  ...extra,
});
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'A',
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 603.3, 117.5: Soul Warden's ability triggers as a creature enters, and goes on the stack before its controller gets priority",
    board: main([
      { id: 'warden', card: 'Soul Warden' },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ]),
    actions: [enter('bear')],
    manual: true,
    stack: ['warden:0'],
    toAct: 'priority A',
    players: { A: { life: 20 } },
    events: ['triggered warden permanentEnters 603.6a', 'putOnStack warden:0 603.3'],
  },
  {
    name: "CR 603.3b: A's and B's Soul Wardens both trigger: A's goes on the stack first, so B's resolves first",
    board: main([
      { id: 'mine', card: 'Soul Warden' },
      { id: 'theirs', card: 'Soul Warden', controller: 'B' },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ]),
    actions: [enter('bear')],
    manual: true,
    stack: ['mine:0', 'theirs:0'],
  },
  {
    name: 'CR 603.3b: a player with two abilities triggered at once chooses their order: A must put them on the stack',
    board: main([
      { id: 'w1', card: 'Soul Warden' },
      { id: 'w2', card: 'Essence Warden' },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ]),
    actions: [enter('bear')],
    manual: true,
    stack: [],
    toAct: 'orderTriggers A',
  },
  {
    name: 'CR 603.3b: the first named goes on the stack first, so it resolves last',
    board: main([
      { id: 'w1', card: 'Soul Warden' },
      { id: 'w2', card: 'Essence Warden' },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ]),
    actions: [enter('bear'), { kind: 'orderTriggers', order: [{ trigger: 'w2' }, { trigger: 'w1' }] }],
    manual: true,
    stack: ['w2:0', 'w1:0'],
    toAct: 'priority A',
  },
  {
    name: 'CR 603.3b: every waiting ability of the player must be named, each once',
    board: main([
      { id: 'w1', card: 'Soul Warden' },
      { id: 'w2', card: 'Essence Warden' },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ]),
    actions: [enter('bear'), { kind: 'orderTriggers', order: [{ trigger: 'w1' }] }],
    manual: true,
    refused: '603.3b',
  },
  {
    name: 'CR 603.3b: only the player whose abilities wait may order them, and nobody has priority meanwhile',
    board: main([
      { id: 'w1', card: 'Soul Warden' },
      { id: 'w2', card: 'Essence Warden' },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ]),
    actions: [enter('bear'), pass],
    manual: true,
    refused: '117.1',
  },
  {
    name: 'CR 603.3d: Blood Artist\'s "target player" is chosen as it goes on the stack',
    board: main([
      { id: 'artist', card: 'Blood Artist' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    ]),
    actions: [
      bolt('bear'),
      { kind: 'orderTriggers', order: [{ trigger: 'artist', targets: ['B'] }] },
      pass,
      pass,
    ],
    manual: true,
    players: { A: { life: 21 }, B: { life: 19 } },
  },
  {
    name: "CR 603.3d: a target chosen for it must be legal: Blood Artist can't target a creature",
    board: main([
      { id: 'artist', card: 'Blood Artist' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      { id: 'elves', card: 'Llanowar Elves' },
    ]),
    actions: [bolt('bear'), { kind: 'orderTriggers', order: [{ trigger: 'artist', targets: ['elves'] }] }],
    manual: true,
    refused: '115.1',
  },
  {
    name: 'CR 603.3d: an ability whose one legal target is forced takes it: Cinder Hellion\'s "target opponent" in a two-player game',
    board: main([{ id: 'hellion', card: 'Cinder Hellion', zone: 'hand' }]),
    actions: [enter('hellion')],
    manual: true,
    stack: ['hellion:1'],
    toAct: 'priority A',
  },
  {
    name: "CR 603.2, 603.3: an ability that triggers during a resolution waits until it is done: the Bolt's card reaches the graveyard first",
    board: main(
      [
        { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
        { id: 'artist', card: 'Zulaport Cutthroat', controller: 'B' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
      { players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }] },
    ),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['bear'] }, pass, pass],
    manual: true,
    objects: { bolt: { zone: 'graveyard' }, bear: { zone: 'graveyard' } },
    stack: ['artist:0'],
    events: [
      'zoneChange bolt stack>graveyard 608.2n',
      'triggered artist permanentDies 603.10a',
      'putOnStack artist:0 603.3',
    ],
  },
  {
    name: 'CR 603.10a, 603.6c: a creature dying with Zulaport Cutthroat sees it die too: both trigger, looking back in time',
    board: main([
      { id: 'cut', card: 'Zulaport Cutthroat' },
      { id: 'bear', card: 'Grizzly Bears' },
    ]),
    actions: [{ kind: 'resolve', source: 'Wrath of God', controller: 'B' }],
    manual: true,
    toAct: 'orderTriggers A',
    events: ['triggered cut permanentDies 603.10a'],
  },
  {
    name: "CR 603.8: Manta Ray's state trigger goes on the stack once, and does not trigger again while it waits there",
    board: main([
      { id: 'ray', card: 'Manta Ray' },
      { id: 'island', card: 'Island' },
    ]),
    actions: [{ kind: 'move', object: 'island', to: 'graveyard' }, pass],
    manual: true,
    stack: ['ray:2'],
    toAct: 'priority B',
  },
  {
    name: 'In the Web of War, CR 603.2, 608.2c: "it" is the creature that entered, which gets +2/+0 and haste, not the enchantment',
    board: main([
      { id: 'web', card: 'In the Web of War' },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ]),
    actions: [enter('bear')],
    objects: {
      bear: { zone: 'battlefield', pt: '4/2', keywords: ['Haste'] },
      web: { pt: null, keywords: [] },
    },
  },
  {
    name: 'In the Web of War, CR 608.2c: only the creature that entered gets the bonus, not one already there',
    board: main([
      { id: 'web', card: 'In the Web of War' },
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'ox', card: 'Yoked Ox', zone: 'hand' },
    ]),
    actions: [enter('ox')],
    objects: { ox: { pt: '2/4', keywords: ['Haste'] }, bear: { pt: '2/2', keywords: [] } },
  },
];

describe('the driver of triggered abilities (CR 603)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
