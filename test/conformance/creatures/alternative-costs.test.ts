import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Alternative costs (CR 118.9, 601.2b) on real cards compiled from their Oracle text: dash
 * (702.109a), evoke (702.74a), blitz (702.152a), surge (702.117a) and "You may pay [cost] rather than pay this
 * spell's mana cost"; what was paid stays with the permanent, and dash's and blitz's delayed
 * triggered abilities (603.7) act at the beginning of the next end step.
 */

const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const board = (mana: string, objects: readonly object[], more: object = {}) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
  ...more,
});
const library = (n: number) =>
  Array.from({ length: n }, (_, i) => mine(`l${i}`, 'Island', { zone: 'library' }));
const cast = (object: string, more: Partial<Extract<Action, { kind: 'cast' }>> = {}): Action => ({
  kind: 'cast',
  object,
  ...more,
});
const castOne = { turn: { step: 'main1', active: 'A', spellsCast: { A: 1 } } };
const toEndStep: Action = { kind: 'advance', to: 'end' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.109a: Mardu Scout {R}{R} cast for its dash cost {1}{R} has haste, and a delayed ability is created',
    board: board('{R}{C}', [mine('scout', 'Mardu Scout', { zone: 'hand' })]),
    actions: [cast('scout', { alternative: 'dash' })],
    objects: { scout: { zone: 'battlefield', keywords: ['Haste'] } },
    players: { A: { mana: 0 } },
    events: ['delayedTriggerCreated scout 702.109a'],
  },
  {
    name: "CR 702.109a, 603.7b: the dashed Mardu Scout returns to its owner's hand at the beginning of the next end step",
    board: board('{R}{C}', [mine('scout', 'Mardu Scout', { zone: 'hand' })]),
    actions: [cast('scout', { alternative: 'dash' }), toEndStep],
    objects: { scout: { zone: 'hand' } },
    events: ['triggered scout beginningOfEndStep 702.109a'],
  },
  {
    name: 'CR 702.109a: Mardu Scout cast for its mana cost {R}{R} has no haste and stays at the end step',
    board: board('{R}{R}', [mine('scout', 'Mardu Scout', { zone: 'hand' })]),
    actions: [cast('scout'), toEndStep],
    objects: { scout: { zone: 'battlefield', keywords: [] } },
    without: ['delayedTriggerCreated scout 702.109a'],
  },
  {
    name: 'CR 118.9: Grizzly Bears has no dash cost to pay',
    board: board('{G}{C}', [mine('bear', 'Grizzly Bears', { zone: 'hand' })]),
    actions: [cast('bear', { alternative: 'dash' })],
    refused: '118.9',
  },
  {
    name: 'CR 603.7c: a delayed ability whose object has left and returned (another timestamp) does nothing',
    board: board('', [mine('scout', 'Mardu Scout', { timestamp: 5 })], {
      delayed: [
        {
          at: 'nextEndStep',
          object: 'scout',
          timestamp: 3,
          ability: 0,
          controller: 'A',
          text: 'Dash {1}{R}',
          instructions: [{ kind: 'returnToHand', on: 'self' }],
          rule: '702.109a',
        },
      ],
    }),
    actions: [toEndStep],
    objects: { scout: { zone: 'battlefield' } },
    events: ['triggered scout beginningOfEndStep 702.109a'],
  },
  {
    name: 'CR 702.74a: Mulldrifter evoked for {2}{U}: its controller draws two cards, then sacrifices it',
    board: board('{U}{C}{C}', [mine('drifter', 'Mulldrifter', { zone: 'hand' }), ...library(3)]),
    actions: [cast('drifter', { alternative: 'evoke' })],
    objects: {
      drifter: { zone: 'graveyard' },
      l0: { zone: 'hand' },
      l1: { zone: 'hand' },
      l2: { zone: 'library' },
    },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.74a: Mulldrifter cast for {4}{U} is not sacrificed',
    board: board('{U}{C}{C}{C}{C}', [mine('drifter', 'Mulldrifter', { zone: 'hand' }), ...library(3)]),
    actions: [cast('drifter')],
    objects: { drifter: { zone: 'battlefield' }, l1: { zone: 'hand' } },
  },
  {
    name: 'CR 702.152a: Mayhem Patrol cast for its blitz cost {1}{R} has haste',
    board: board('{R}{C}', [mine('patrol', 'Mayhem Patrol', { zone: 'hand' }), ...library(1)]),
    actions: [cast('patrol', { alternative: 'blitz' })],
    objects: { patrol: { zone: 'battlefield', keywords: ['Haste', 'Menace'] } },
    events: ['delayedTriggerCreated patrol 702.152a'],
  },
  {
    name: 'CR 702.152a: the blitzed Mayhem Patrol is sacrificed at the beginning of the next end step, and its controller draws a card',
    board: board('{R}{C}', [mine('patrol', 'Mayhem Patrol', { zone: 'hand' }), ...library(1)]),
    actions: [cast('patrol', { alternative: 'blitz' }), toEndStep],
    objects: { patrol: { zone: 'graveyard' }, l0: { zone: 'hand' } },
    events: ['triggered patrol dies 702.152a'],
  },
  {
    name: 'CR 702.152a: the blitzed Mayhem Patrol dealt lethal damage before the end step: its controller draws a card',
    board: board('{R}{C}', [
      mine('patrol', 'Mayhem Patrol', { zone: 'hand' }),
      mine('bear', 'Grizzly Bears'),
      ...library(1),
    ]),
    actions: [
      cast('patrol', { alternative: 'blitz' }),
      { kind: 'damage', source: 'bear', to: [{ to: 'patrol', amount: 2 }] },
    ],
    objects: { patrol: { zone: 'graveyard' }, l0: { zone: 'hand' } },
  },
  {
    name: 'CR 702.152a: Mayhem Patrol cast for its mana cost draws nothing when it dies',
    board: board('{R}{C}', [
      mine('patrol', 'Mayhem Patrol', { zone: 'hand' }),
      mine('bear', 'Grizzly Bears'),
      ...library(1),
    ]),
    actions: [cast('patrol'), { kind: 'damage', source: 'bear', to: [{ to: 'patrol', amount: 2 }] }],
    objects: { patrol: { zone: 'graveyard' }, l0: { zone: 'library' } },
  },
  {
    name: 'CR 118.9: Bringer of the Green Dawn cast for {W}{U}{B}{R}{G} rather than its mana cost {7}{G}{G}',
    board: board('{W}{U}{B}{R}{G}', [mine('bringer', 'Bringer of the Green Dawn', { zone: 'hand' })]),
    actions: [cast('bringer', { alternative: 'rather' })],
    objects: { bringer: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 118.9a: only one alternative cost: Bringer of the Green Dawn has no dash cost',
    board: board('{W}{U}{B}{R}{G}', [mine('bringer', 'Bringer of the Green Dawn', { zone: 'hand' })]),
    actions: [cast('bringer', { alternative: 'dash' })],
    refused: '118.9',
  },
  {
    name: 'CR 702.117a: Jwar Isle Avenger {4}{U} cast for its surge cost {2}{U} after its caster cast another spell this turn',
    board: board('{U}{C}{C}', [mine('avenger', 'Jwar Isle Avenger', { zone: 'hand' })], castOne),
    actions: [cast('avenger', { alternative: 'surge' })],
    objects: { avenger: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 702.117a: no other spell cast this turn: Jwar Isle Avenger's surge cost is refused",
    board: board('{U}{C}{C}', [mine('avenger', 'Jwar Isle Avenger', { zone: 'hand' })]),
    actions: [cast('avenger', { alternative: 'surge' })],
    refused: '702.117a',
  },
  {
    name: "CR 702.117a: only the caster's own spells count: after B cast a spell, A's surge cost is refused",
    board: board('{U}{C}{C}', [mine('avenger', 'Jwar Isle Avenger', { zone: 'hand' })], {
      turn: { step: 'main1', active: 'A', spellsCast: { B: 1 } },
    }),
    actions: [cast('avenger', { alternative: 'surge' })],
    refused: '702.117a',
  },
];

describe('alternative costs: dash, evoke, blitz, surge, "rather than pay this spell\'s mana cost" (CR 118.9)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
