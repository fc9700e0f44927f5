import { describe, it } from 'vitest';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * "When you cast this spell" (CR 601.2i, 113.6k): the spell's own ability triggers from the
 * stack as it becomes cast, goes on the stack above it (603.3) and so resolves first. Real cards,
 * their abilities compiled from their Oracle text.
 */

const inHand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });
const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const pass = { kind: 'pass' } as const;
/** Desolation Twin: "When you cast this spell, create a 10/10 colorless Eldrazi creature token." ({10}) */
const TWIN = board('{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}', [inHand('twin', 'Desolation Twin')]);

const ROWS: readonly PlayRow[] = [
  {
    name: 'Desolation Twin, CR 601.2i: casting it creates a 10/10 Eldrazi token, and then it enters',
    board: TWIN,
    actions: [{ kind: 'cast', object: 'twin' }],
    objects: { twin: { zone: 'battlefield', pt: '10/10' } },
    events: [
      'spellCast twin A 601.2i',
      'triggered twin castSelf 601.2i',
      'tokenCreated o2 Eldrazi Token 111.2',
    ],
  },
  {
    name: 'Desolation Twin, CR 603.3, 405.5: the trigger goes on the stack above the spell and resolves first',
    board: TWIN,
    manual: true,
    actions: [{ kind: 'cast', object: 'twin' }, pass, pass],
    stack: ['twin'],
    objects: { twin: { zone: 'stack' }, o2: { zone: 'battlefield', pt: '10/10' } },
    events: ['putOnStack twin:0 603.3', 'tokenCreated o2 Eldrazi Token 111.2'],
  },
  {
    name: 'Supernatural Rescue, CR 603.3d: its cast trigger\'s targets are chosen as it goes on the stack: "tap up to two target creatures you don\'t control"',
    board: board('{W}{C}{C}{C}', [
      inHand('rescue', 'Supernatural Rescue'),
      { id: 'mine', card: 'Grizzly Bears' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    ]),
    actions: [{ kind: 'cast', object: 'rescue', targets: ['mine'] }, targeting('rescue', 'bear')],
    objects: { rescue: { zone: 'battlefield' }, bear: { tapped: true }, mine: { tapped: false, pt: '3/4' } },
    events: ['triggered rescue castSelf 601.2i'],
  },
  {
    name: 'Desolation Twin, CR 113.6k: on the battlefield, it does not trigger as its controller casts another spell',
    board: board('{G}{G}', [{ id: 'twin', card: 'Desolation Twin' }, inHand('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'bear' }],
    objects: { bear: { zone: 'battlefield' } },
    without: ['triggered twin castSelf 601.2i'],
  },
];

describe('"When you cast this spell" (CR 601.2i, 113.6k)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
