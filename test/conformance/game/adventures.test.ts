import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { makeBoard } from '../../../src/notation/make-board.js';
import { parseBoard } from '../../../src/notation/parse-board.js';
import { checkPlay, type PlayRow, play, pool, stateOf } from '../../support/play.js';

/**
 * Adventurer cards (CR 715) on a real card: Rimrock Knight ({1}{R} 3/1, "Rimrock Knight can't
 * block.") // Boulder Rush ({R} instant Adventure, "Target creature gets +2/+0 until end of
 * turn."). Cast as an Adventure it has only its alternative characteristics (715.3a-b); as it
 * resolves it is exiled (715.3d), and its owner may cast the creature from exile later, but not
 * the Adventure again. Everywhere else it has its normal characteristics (715.4).
 */

const board = (extra: object = {}, objects: readonly object[] = []) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{R}{R}{R}{R}' }, { id: 'B' }],
  objects: [
    { id: 'bear', card: 'Grizzly Bears', controller: 'A' },
    { id: 'knight', card: 'Rimrock Knight', zone: 'hand', owner: 'A' },
    ...objects,
  ],
  ...extra,
});
const rush: Action = { kind: 'cast', object: 'knight', face: 'Boulder Rush', targets: ['bear'] };
const knight: Action = { kind: 'cast', object: 'knight', sources: 'auto' };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 715.3a-b: on the stack as an Adventure it has only Boulder Rush's characteristics: an instant Adventure of mana value 1, paid {R}",
    board: board(),
    actions: [rush],
    manual: true,
    stack: ['knight'],
    objects: {
      knight: {
        zone: 'stack',
        name: 'Boulder Rush',
        types: ['Instant'],
        subtypes: ['Adventure'],
        manaValue: 1,
      },
    },
    players: { A: { mana: 3 } },
  },
  {
    name: 'CR 715.3d: Boulder Rush resolves (the Bears get +2/+0) and the card is exiled, not put into the graveyard',
    board: board(),
    actions: [rush],
    objects: { bear: { pt: '4/2' }, knight: { zone: 'exile', name: 'Rimrock Knight' } },
    events: ['zoneChange knight stack>exile 715.3d'],
  },
  {
    name: 'CR 715.3d: later its owner casts Rimrock Knight from exile, and it enters the battlefield a 3/1',
    board: board(),
    actions: [rush, knight],
    objects: { knight: { zone: 'battlefield', name: 'Rimrock Knight', pt: '3/1' } },
  },
  {
    name: "CR 715.3d: a card on an adventure can't be cast as an Adventure again",
    board: board(),
    actions: [rush, rush],
    refused: '715.3d',
  },
  {
    name: 'CR 715.3d, 608.2b: an Adventure that does not resolve, its target gone, goes to the graveyard',
    board: board({}, [{ id: 'bolt', card: 'Lightning Bolt', zone: 'hand', owner: 'A' }]),
    actions: [rush, { kind: 'cast', object: 'bolt', targets: ['bear'] }, { kind: 'resolveStack' }],
    manual: true,
    objects: { knight: { zone: 'graveyard' } },
    events: ['zoneChange knight stack>graveyard 608.2b'],
  },
  {
    name: "CR 715.3a: only the Adventure's characteristics are evaluated to cast it: Boulder Rush, an instant, is cast in the opponent's turn",
    board: board({ turn: { number: 3, active: 'B', step: 'main1' }, priority: 'A' }),
    actions: [rush],
    manual: true,
    stack: ['knight'],
  },
  {
    name: "CR 715.4, 302.1: cast normally it is a creature spell, cast only when a sorcery could be: not in the opponent's turn",
    board: board({ turn: { number: 3, active: 'B', step: 'main1' }, priority: 'A' }),
    actions: [knight],
    manual: true,
    refused: '302.1',
  },
  {
    name: 'CR 601.3, 715.3d: only a card exiled by its own Adventure may be cast from exile',
    board: board({}, [{ id: 'exiled', card: 'Rimrock Knight', zone: 'exile', owner: 'A' }]),
    actions: [{ kind: 'cast', object: 'exiled', sources: 'auto' }],
    refused: '601.3',
  },
  {
    name: 'CR 715.3b: the resolve shortcut by the Adventure\'s name, "Boulder Rush", resolves its effect',
    board: board(),
    actions: [{ kind: 'resolve', source: 'Boulder Rush', controller: 'A', targets: ['bear'] }],
    objects: { bear: { pt: '4/2' } },
  },
];

describe('adventurer cards (CR 715)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));

  it('CR 715.3d: the card in exile is marked on an adventure, and a board file keeps the mark', () => {
    const { state } = checkPlay(ROWS[1] as PlayRow);
    expect(state.objects.find((o) => o.id === 'knight')?.onAdventure).toBe(true);
    expect(stateOf(makeBoard(state, pool))).toEqual(state);
  });

  it('CR 715.3b, 712.8f: a board file with an Adventure, or Hakka cast by its back face, on the stack keeps how it was cast', () => {
    const hand = [{ id: 'alrund', card: 'Alrund, God of the Cosmos', zone: 'hand', owner: 'A' }];
    const start = stateOf(board({ players: [{ id: 'A', manaPool: '{U}{U}{R}' }, { id: 'B' }] }, hand));
    for (const action of [
      rush,
      { kind: 'cast', object: 'alrund', face: 'Hakka, Whispering Raven' } as const,
    ]) {
      const { state, refusal } = play(start, [action], pool, true);
      expect(refusal).toBeNull();
      expect(stateOf(makeBoard(state, pool))).toEqual(state);
    }
  });

  it('CR 715.4: a board file with an Adventure outside the stack is refused', () => {
    const read = parseBoard(
      board({}, [{ id: 'k2', card: 'Rimrock Knight', zone: 'hand', adventure: true }]),
      pool,
    );
    expect(read.ok ? null : read.error).toMatchObject({ rule: '715.4' });
  });
});
