import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, play, stateOf } from '../../support/play.js';

/**
 * "that creature's power / toughness / mana value" as a number (CR 608.2h, 113.7a): the target or
 * the trigger's object named before it (608.2c), read as the instruction is followed, or as it
 * last existed on the battlefield once it has left. Real cards, compiled from their Oracle text
 * (MTGJSON, April 2022).
 */

const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
  next: { id: 100 },
});
const entersWithTarget = (object: string, targets: readonly string[]): Action[] => [
  { kind: 'putOntoBattlefield', object },
  { kind: 'orderTriggers', order: [{ trigger: 'a100', targets }] },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Proper Burial, "Whenever a creature you control dies, you gain life equal to that creature\'s toughness": Grizzly Bears with a +1/+1 counter died a 3/3, so 3 life, not the card\'s 2 (CR 608.2h, 113.7a)',
    board: board('', [
      mine('burial', 'Proper Burial'),
      mine('bears', 'Grizzly Bears', { counters: { '+1/+1': 1 } }),
      mine('wurm', 'Craw Wurm'),
    ]),
    actions: [{ kind: 'damage', source: 'wurm', to: [{ to: 'bears', amount: 3 }] }],
    objects: { bears: { zone: 'graveyard' } },
    players: { A: { life: 23 } },
  },
  {
    name: 'Dying Wish, "When enchanted creature dies, target player loses X life and you gain X life, where X is its power": Grizzly Bears with a +1/+1 counter dies, its power as it last existed is 3; B loses 3, A gains 3 (CR 608.2h, 113.7a)',
    board: board('', [
      mine('bears', 'Grizzly Bears', { counters: { '+1/+1': 1 } }),
      mine('wish', 'Dying Wish', { attachedTo: 'bears' }),
      mine('wurm', 'Craw Wurm'),
    ]),
    actions: [
      { kind: 'damage', source: 'wurm', to: [{ to: 'bears', amount: 3 }] },
      { kind: 'orderTriggers', order: [{ trigger: 'a100', targets: ['B'] }] },
    ],
    objects: { bears: { zone: 'graveyard' }, wish: { zone: 'graveyard' } },
    players: { A: { life: 23 }, B: { life: 17 } },
  },
  {
    name: 'Arahbo, Roar of the World, "Whenever another Cat you control attacks, you may pay {1}{G}{W}. If you do, it gains trample and gets +X/+X until end of turn, where X is its power.": Savannah Lions with a +1/+1 counter (3/2) attacks, A pays, and it is 6/5 with trample (CR 608.2h, 611.2c)',
    board: {
      ...board('{G}{W}{C}', [
        mine('arahbo', 'Arahbo, Roar of the World'),
        mine('lions', 'Savannah Lions', { counters: { '+1/+1': 1 } }),
      ]),
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
    },
    actions: [
      { kind: 'declareAttackers', attackers: attack('lions') },
      { kind: 'decide', may: true },
    ],
    objects: { lions: { pt: '6/5', keywords: ['Trample'] } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Terror of the Peaks, "deals damage equal to that creature\'s power to any target": Craw Wurm (6/4) enters, B is dealt 6 (CR 603.2, 608.2h)',
    board: board('', [mine('terror', 'Terror of the Peaks'), mine('wurm', 'Craw Wurm', { zone: 'hand' })]),
    actions: entersWithTarget('wurm', ['B']),
    players: { B: { life: 14 } },
  },
  {
    name: 'Brightmare, "tap up to one target creature. You gain life equal to that creature\'s power": Craw Wurm tapped, 6 life (CR 608.2h)',
    board: board('', [
      mine('brightmare', 'Brightmare', { zone: 'hand' }),
      mine('wurm', 'Craw Wurm', { controller: 'B', owner: 'B' }),
    ]),
    actions: entersWithTarget('brightmare', ['wurm']),
    objects: { wurm: { tapped: true } },
    players: { A: { life: 26 } },
  },
  {
    name: 'Brightmare with no target chosen ("up to one", CR 115.6): no creature is named, so 0 life (107.2)',
    board: board('', [
      mine('brightmare', 'Brightmare', { zone: 'hand' }),
      mine('wurm', 'Craw Wurm', { controller: 'B', owner: 'B' }),
    ]),
    actions: entersWithTarget('brightmare', []),
    objects: { wurm: { tapped: false } },
    players: { A: { life: 20 } },
  },
  {
    name: 'Heal the Scars, "Regenerate target creature. You gain life equal to that creature\'s toughness": Craw Wurm, 4 life (CR 608.2h)',
    board: board('{G}{C}{C}{C}', [
      mine('wurm', 'Craw Wurm'),
      mine('heal', 'Heal the Scars', { zone: 'hand' }),
    ]),
    actions: [{ kind: 'cast', object: 'heal', targets: ['wurm'] }],
    players: { A: { life: 24 } },
  },
  {
    name: 'Soul\'s Might, "Put X +1/+1 counters on target creature, where X is that creature\'s power": Craw Wurm gets 6, a 12/10 (CR 107.3a, 608.2h)',
    board: board('{G}{C}{C}{C}{C}', [
      mine('wurm', 'Craw Wurm'),
      mine('might', "Soul's Might", { zone: 'hand' }),
    ]),
    actions: [{ kind: 'cast', object: 'might', targets: ['wurm'] }],
    objects: { wurm: { counters: { '+1/+1': 6 }, pt: '12/10' } },
  },
  {
    name: 'Nantuko Mentor, "Target creature gets +X/+X until end of turn, where X is that creature\'s power": X is fixed as it resolves, Craw Wurm becomes 12/10 (CR 611.2c, 608.2h)',
    board: board('{G}{C}{C}', [mine('mentor', 'Nantuko Mentor'), mine('wurm', 'Craw Wurm')]),
    actions: [{ kind: 'activate', object: 'mentor', ability: 0, targets: ['wurm'] }],
    objects: { wurm: { pt: '12/10' }, mentor: { tapped: true } },
  },
  {
    name: 'Karplusan Yeti (3/3), "deals damage equal to its power to target creature. That creature deals damage equal to its power to Karplusan Yeti": Craw Wurm (6/4) is dealt 3 and deals 6 back; the Yeti dies (CR 120.2, 704.5g)',
    board: board('', [
      mine('yeti', 'Karplusan Yeti'),
      mine('wurm', 'Craw Wurm', { controller: 'B', owner: 'B' }),
    ]),
    actions: [{ kind: 'activate', object: 'yeti', ability: 0, targets: ['wurm'] }],
    objects: { yeti: { zone: 'graveyard' }, wurm: { damage: 3, zone: 'battlefield' } },
  },
  {
    name: 'Karplusan Yeti and Grizzly Bears: the Bears, dealt lethal damage, still deal 2 back, since state-based actions wait for the resolution to end (CR 704.3, 608.2h)',
    board: board('', [
      mine('yeti', 'Karplusan Yeti'),
      mine('bears', 'Grizzly Bears', { controller: 'B', owner: 'B' }),
    ]),
    actions: [{ kind: 'activate', object: 'yeti', ability: 0, targets: ['bears'] }],
    objects: { yeti: { damage: 2, zone: 'battlefield' }, bears: { zone: 'graveyard' } },
  },
  {
    name: 'Chastise, "Destroy target attacking creature. You gain life equal to its power": an attacking Craw Wurm with a +1/+1 counter is destroyed, 7 life, its power as it last existed (CR 608.2c, 608.2h)',
    board: {
      turn: { step: 'declareAttackers', active: 'B' },
      players: [{ id: 'A' }, { id: 'B' }],
      objects: [{ id: 'wurm', card: 'Craw Wurm', owner: 'B', counters: { '+1/+1': 1 } }],
      combat: { attackers: [{ id: 'wurm', attacking: 'A' }] },
    },
    actions: [{ kind: 'resolve', source: 'Chastise', controller: 'A', targets: ['wurm'] }],
    objects: { wurm: { zone: 'graveyard' } },
    players: { A: { life: 27 } },
  },
];

describe("that creature's power, toughness and mana value (CR 608.2h, 113.7a)", () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});

describe('"that creature" which has ceased to exist (CR 704.5d, 608.2h)', () => {
  it("Proper Burial and a dying Grizzly Bears token: the token is gone before the trigger resolves, and its last known information isn't kept, so the resolution is refused as unsupported rather than reading 0", () => {
    const start = stateOf(
      board('', [
        mine('burial', 'Proper Burial'),
        mine('token', 'Grizzly Bears', { token: true }),
        mine('wurm', 'Craw Wurm'),
      ]),
    );
    const played = play(start, [
      { kind: 'damage', source: 'wurm', to: [{ to: 'token', amount: 2 }] },
      { kind: 'resolveStack' },
    ]);
    expect(played.refusal?.code).toBe('ERR_UNSUPPORTED');
    expect(played.refusal?.message).toContain('"that creature" has ceased to exist');
    expect(played.state.players.find((p) => p.id === 'A')?.life).toBe(20);
  });
});

describe('a source which has ceased to exist deals damage by its last known information (CR 704.5d, 608.2h)', () => {
  it('a Perilous Myr token, "When Perilous Myr dies, it deals 2 damage to any target", dies and ceases to exist; its trigger still deals 2 damage to B', () => {
    const start = stateOf(
      board('', [mine('token', 'Perilous Myr', { token: true }), mine('wurm', 'Craw Wurm')]),
    );
    const played = play(start, [
      { kind: 'damage', source: 'wurm', to: [{ to: 'token', amount: 2 }] },
      { kind: 'orderTriggers', order: [{ trigger: 'a100', targets: ['B'] }] },
      { kind: 'resolveStack' },
    ]);
    expect(played.refusal).toBeNull();
    expect(played.state.objects.some((o) => o.id === 'token')).toBe(false);
    expect(played.state.players.find((p) => p.id === 'B')?.life).toBe(18);
  });
});
