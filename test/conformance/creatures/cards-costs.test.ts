import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { payExtraCosts } from '../../../src/engine/casting/extra-costs.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { checkPlay, type PlayRow, pool, stateOf } from '../../support/play.js';

/**
 * Activation costs that aren't symbols (CR 118, 602.1a, 601.2h) and restrictions on
 * activation (602.5b), on real cards compiled from their Oracle text by the default pool,
 * played with `apply`: an ability goes on the stack and resolves (602.2a, 608); in the other
 * player's turn, the active player first passes priority (117.3d). Row names quote the Oracle
 * text and the deciding rule.
 */

const activate = (object: string, targets?: string[]): Action => ({
  kind: 'activate',
  object,
  ability: 0,
  ...(targets ? { targets } : {}),
});
const turn = (number: number, step: Step = 'main1', active = 'A') => ({ number, active, step });
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });
const LIFELINK = { kind: 'keyword', keyword: 'Lifelink', text: 'Lifelink' } as const;
const UNDYING = { kind: 'keyword', keyword: 'Undying', text: 'Undying' } as const;
const advance = (to: Step): Action => ({ kind: 'advance', to });
const pass: Action = { kind: 'pass' };

const MOGG_FANATIC: readonly PlayRow[] = [
  {
    name: 'Mogg Fanatic, "Sacrifice Mogg Fanatic: It deals 1 damage to any target.": it goes to the graveyard as the cost, and B loses 1 (CR 701.21a, 602.2)',
    board: { objects: [{ id: 'mogg', card: 'Mogg Fanatic' }] },
    actions: [activate('mogg', ['B'])],
    objects: { mogg: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
    events: ['zoneChange mogg battlefield>graveyard 701.21a', 'damageDealt mogg>B 1 lifeLost 120.3a'],
  },
  {
    name: 'Mogg Fanatic: the ability resolves after its source has gone, as the source last was: its 1 damage kills Llanowar Elves (CR 113.7a, 608.2h)',
    board: { objects: [{ id: 'mogg', card: 'Mogg Fanatic' }, theirs('elves', 'Llanowar Elves')] },
    actions: [activate('mogg', ['elves'])],
    objects: { mogg: { zone: 'graveyard' }, elves: { zone: 'graveyard' } },
    events: ['damageDealt mogg>elves 1 marked 120.3e'],
  },
  {
    name: 'Mogg Fanatic given lifelink until end of turn: the effect ends as it leaves, but its damage is dealt as it last was, with lifelink (CR 113.7a, 608.2h, 702.15b)',
    board: {
      objects: [{ id: 'mogg', card: 'Mogg Fanatic' }],
      effects: [
        {
          source: 'mogg',
          duration: 'endOfTurn',
          on: ['mogg'],
          effect: { affects: {}, ops: [{ kind: 'addAbilities', abilities: [LIFELINK] }] },
        },
      ],
    },
    actions: [activate('mogg', ['B'])],
    objects: { mogg: { zone: 'graveyard' } },
    players: { A: { life: 21 }, B: { life: 19 } },
  },
  {
    name: 'Mogg Fanatic targeting itself: a legal target as announced (601.2c); sacrificed for the cost, it is a new object, so the ability does not resolve (CR 608.2b, 400.7)',
    board: { objects: [{ id: 'mogg', card: 'Mogg Fanatic' }] },
    actions: [activate('mogg', ['mogg'])],
    objects: { mogg: { zone: 'graveyard', damage: 0 } },
    events: [
      'zoneChange mogg battlefield>graveyard 701.21a',
      'putOnStack mogg:0 602.2a',
      'didNotResolve a1 608.2b',
    ],
    without: ['damageDealt mogg>mogg 1 marked 120.3e'],
    stack: [],
  },
  {
    name: "Mogg Fanatic given undying and lifelink: it dies for the cost and returns with a +1/+1 counter first (CR 603.3, 702.93a); its damage is the sacrificed object's, with lifelink (CR 113.7a)",
    board: {
      objects: [{ id: 'mogg', card: 'Mogg Fanatic' }],
      effects: [
        {
          source: 'mogg',
          duration: 'endOfTurn',
          on: ['mogg'],
          effect: { affects: {}, ops: [{ kind: 'addAbilities', abilities: [UNDYING, LIFELINK] }] },
        },
      ],
    },
    actions: [activate('mogg', ['B'])],
    objects: { mogg: { zone: 'battlefield', counters: { '+1/+1': 1 }, pt: '2/2' } },
    players: { A: { life: 21 }, B: { life: 19 } },
    events: ['countersChanged mogg +1/+1 +1 702.93a', 'damageDealt mogg>B 1 lifeLost 120.3a'],
  },
  {
    name: 'Mogg Fanatic, summoning sick, can still be sacrificed: its cost has no {T} (CR 302.6)',
    board: { objects: [{ id: 'mogg', card: 'Mogg Fanatic', enteredThisTurn: true }] },
    actions: [activate('mogg', ['B'])],
    objects: { mogg: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
];

const PUTRID_LEECH: readonly PlayRow[] = [
  {
    name: 'Putrid Leech, "Pay 2 life: Putrid Leech gets +2/+2 until end of turn.": A pays 2 life and it is 4/4 (CR 119.4, 602.2)',
    board: { objects: [{ id: 'leech', card: 'Putrid Leech' }] },
    actions: [activate('leech')],
    objects: { leech: { pt: '4/4' } },
    players: { A: { life: 18 } },
    events: ['lifeLost A 2 119.4'],
  },
  {
    name: "Putrid Leech with A at 1 life: 2 life can't be paid (CR 119.4, 118.3)",
    board: { players: [{ id: 'A', life: 1 }, { id: 'B' }], objects: [{ id: 'leech', card: 'Putrid Leech' }] },
    actions: [activate('leech')],
    refused: '119.4',
    objects: { leech: { pt: '2/2' } },
    players: { A: { life: 1 } },
  },
  {
    name: 'Putrid Leech with A at exactly 2 life: the life can be paid, leaving 0, and A loses the game (CR 119.4, 704.5a)',
    board: { players: [{ id: 'A', life: 2 }, { id: 'B' }], objects: [{ id: 'leech', card: 'Putrid Leech' }] },
    actions: [activate('leech')],
    players: { A: { life: 0, lost: true } },
    toAct: 'none',
  },
  {
    name: 'Putrid Leech, "Activate only once each turn.": a second activation in the same turn is refused (CR 602.5b)',
    board: { turn: turn(3), objects: [{ id: 'leech', card: 'Putrid Leech' }] },
    actions: [activate('leech'), activate('leech')],
    refused: '602.5b',
    objects: { leech: { pt: '4/4' } },
    players: { A: { life: 18 } },
  },
  {
    name: 'Putrid Leech activated in turn 3 (activatedTurn in the board file) is refused again in turn 3 (CR 602.5b)',
    board: { turn: turn(3), objects: [{ id: 'leech', card: 'Putrid Leech', activatedTurn: { '0': 3 } }] },
    actions: [activate('leech')],
    refused: '602.5b',
    players: { A: { life: 20 } },
  },
  {
    name: 'Putrid Leech activated in turn 2 may be activated again in turn 3 (CR 602.5b)',
    board: { turn: turn(3), objects: [{ id: 'leech', card: 'Putrid Leech', activatedTurn: { '0': 2 } }] },
    actions: [activate('leech')],
    objects: { leech: { pt: '4/4' } },
    players: { A: { life: 18 } },
  },
  {
    name: "Putrid Leech activated in the opponent's turn may be activated again in the next turn, after the cleanup step (CR 602.5b, 500.1)",
    board: { turn: turn(3, 'main2', 'B'), objects: [{ id: 'leech', card: 'Putrid Leech', controller: 'A' }] },
    actions: [pass, activate('leech'), advance('upkeep'), activate('leech')],
    players: { A: { life: 16 } },
    events: ['stepBegan cleanup 3 500.1', 'stepBegan upkeep 4 500.1'],
    objects: { leech: { pt: '4/4' } },
    turn: { number: 4, active: 'A' },
  },
  {
    name: 'Putrid Leech: the once-each-turn record stays with the object when its controller changes (CR 602.5b)',
    board: {
      turn: turn(3),
      objects: [{ id: 'leech', card: 'Putrid Leech', controller: 'B', activatedTurn: { '0': 3 } }],
    },
    actions: [{ kind: 'changeControl', object: 'leech', to: 'A' }, activate('leech')],
    refused: '602.5b',
    objects: { leech: { controller: 'A' } },
  },
];

const BASKING_ROOTWALLA: readonly PlayRow[] = [
  {
    name: 'Basking Rootwalla, "{1}{G}: Basking Rootwalla gets +2/+2 until end of turn. Activate only once each turn.": 3/3 once (CR 602.5b)',
    board: {
      players: [{ id: 'A', manaPool: '{G}{G}{G}{G}' }, { id: 'B' }],
      objects: [{ id: 'walla', card: 'Basking Rootwalla' }],
    },
    actions: [activate('walla'), activate('walla')],
    refused: '602.5b',
    objects: { walla: { pt: '3/3' } },
  },
  {
    name: 'Basking Rootwalla refused for a second activation pays nothing: the mana stays (CR 602.5b, 602.2)',
    board: {
      turn: turn(5),
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
      objects: [{ id: 'walla', card: 'Basking Rootwalla', activatedTurn: { '0': 5 } }],
    },
    actions: [activate('walla')],
    refused: '602.5b',
    objects: { walla: { pt: '1/1' } },
  },
];

const DEVOTED_DRUID: readonly PlayRow[] = [
  {
    name: 'Devoted Druid, "Put a -1/-1 counter on Devoted Druid: Untap Devoted Druid.": a tapped 0/2 untaps as a -1/1 (CR 122.1, 601.2h)',
    board: { objects: [{ id: 'druid', card: 'Devoted Druid', tapped: true }] },
    actions: [{ kind: 'activate', object: 'druid', ability: 1 }],
    objects: { druid: { tapped: false, counters: { '-1/-1': 1 }, pt: '-1/1' } },
    events: ['countersChanged druid -1/-1 +1 601.2h', 'untapped druid 701.26b'],
  },
  {
    name: 'Devoted Druid: the cost can be paid a second time though it makes the Druid 0/0, which then dies (CR 118.3, 704.5f)',
    board: { objects: [{ id: 'druid', card: 'Devoted Druid', tapped: true }] },
    actions: [
      { kind: 'activate', object: 'druid', ability: 1 },
      { kind: 'activate', object: 'druid', ability: 1 },
    ],
    objects: { druid: { zone: 'graveyard' } },
  },
];

const FLESHFORMER: readonly PlayRow[] = [
  {
    name: 'Fleshformer, "... Activate only during your turn.": refused in the opponent\'s turn, the mana unspent (CR 602.5b)',
    board: {
      turn: turn(3, 'main1', 'B'),
      players: [{ id: 'A', manaPool: '{W}{U}{B}{R}{G}' }, { id: 'B' }],
      objects: [{ id: 'former', card: 'Fleshformer', controller: 'A' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [pass, activate('former', ['bear'])],
    refused: '602.5b',
    objects: { former: { pt: '2/2' }, bear: { pt: '2/2' } },
  },
  {
    name: "Fleshformer during its controller's turn: 4/4, and the targeted Grizzly Bears 0/0 dies (CR 602.5b, 704.5f)",
    board: {
      turn: turn(3),
      players: [{ id: 'A', manaPool: '{W}{U}{B}{R}{G}' }, { id: 'B' }],
      objects: [{ id: 'former', card: 'Fleshformer' }, theirs('bear', 'Grizzly Bears')],
    },
    actions: [activate('former', ['bear'])],
    objects: { former: { pt: '4/4' }, bear: { zone: 'graveyard' } },
  },
];

describe('activation costs and restrictions on real cards (CR 118, 119.4, 602.5b, 701.21a)', () => {
  it.each([...MOGG_FANATIC, ...PUTRID_LEECH, ...BASKING_ROOTWALLA, ...DEVOTED_DRUID, ...FLESHFORMER])(
    '$name',
    (row) => {
      checkPlay(row);
    },
  );
});

/** CR 119.4 directly on the cost part: [row name, life total, life to pay, life after or the refusal's rule]. */
const PAY_LIFE: readonly (readonly [string, number, number, number | string])[] = [
  ['CR 119.4: paying 0 life is allowed at 0 life', 0, 0, 0],
  ['CR 119.4: paying 0 life is allowed at negative life', -3, 0, -3],
  ['CR 119.4: paying 3 life at 3 life leaves 0', 3, 3, 0],
  ['CR 119.4: paying 3 life at 2 life is refused', 2, 3, '119.4'],
  ['CR 119.4: paying 1 life at negative life is refused', -1, 1, '119.4'],
];

describe('"Pay N life" (CR 119.4)', () => {
  it.each(PAY_LIFE)('%s', (_name, life, amount, want) => {
    const state = stateOf({
      players: [{ id: 'A', life }, { id: 'B' }],
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
    });
    const paid = payExtraCosts(state, 'bear', 'A', [{ kind: 'payLife', amount }], { pool });
    const got = paid.ok ? paid.value.state.players.find((p) => p.id === 'A')?.life : paid.error.rule;
    expect(got).toBe(want);
  });
});
