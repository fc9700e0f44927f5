import { describe, it } from 'vitest';
import type { Instruction, Trigger } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { checkPlay, type PlayRow, triggers } from '../../support/play.js';

/**
 * "At the beginning of your upkeep" and "at the beginning of the end step" (CR 503.1a, 513.1a):
 * they trigger as the step begins and, with no stack yet, resolve at once. Each ability stands
 * on a Grizzly Bears through an effect granting it (`triggers`).
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const advance = (to: Step): Action => ({ kind: 'advance', to });
const library = (...owners: string[]) => owners.map((owner) => ({ card: 'Forest', zone: 'library', owner }));
const yourUpkeep: Trigger = { kind: 'beginningOfUpkeep', whose: 'you' };
const eachUpkeep: Trigger = { kind: 'beginningOfUpkeep', whose: 'each' };
const theEndStep: Trigger = { kind: 'beginningOfEndStep', whose: 'each' };
const yourEndStep: Trigger = { kind: 'beginningOfEndStep', whose: 'you' };

/** Phyrexian Arena: "At the beginning of your upkeep, you draw a card and you lose 1 life." */
const ARENA_TEXT = 'At the beginning of your upkeep, you draw a card and you lose 1 life.';
const arena: readonly Instruction[] = [
  { kind: 'drawCards', amount: n(1) },
  { kind: 'loseLife', who: 'you', amount: n(1) },
];
/** Ball Lightning: "At the beginning of the end step, sacrifice Ball Lightning." */
const BALL_TEXT = 'At the beginning of the end step, sacrifice Ball Lightning.';
const sacrificeIt: readonly Instruction[] = [{ kind: 'sacrifice', on: 'self' }];
/** A's turn 1 ends; advancing to the upkeep reaches B's turn 2 and then A's turn 3. */
const endOfTurn = { number: 1, active: 'A', step: 'end' };
const eachCreature = (to: 'eachCreature' | 'eachOtherCreature'): Instruction => ({
  kind: 'dealDamage',
  to,
  amount: n(1),
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 503.1a: Phyrexian Arena's ability triggers in its controller's upkeep: A draws a card and loses 1 life",
    board: {
      turn: { number: 1, active: 'B', step: 'end' },
      objects: [{ id: 'arena', card: 'Grizzly Bears', controller: 'A' }, ...library('A', 'B')],
      effects: [triggers('arena', ARENA_TEXT, yourUpkeep, arena)],
    },
    actions: [advance('upkeep')],
    players: { A: { life: 19 }, B: { life: 20 } },
    events: ['triggered arena beginningOfUpkeep 503.1a', 'cardDrawn A 121.1', 'lifeLost A 1 119.3'],
    turn: { number: 2, active: 'A', step: 'upkeep' },
  },
  {
    name: 'CR 503.1a: "your upkeep" is not the opponent\'s upkeep: nothing triggers in B\'s upkeep',
    board: {
      turn: endOfTurn,
      objects: [{ id: 'arena', card: 'Grizzly Bears' }, ...library('A', 'B')],
      effects: [triggers('arena', ARENA_TEXT, yourUpkeep, arena)],
    },
    actions: [advance('upkeep')],
    players: { A: { life: 20 } },
    without: ['triggered arena beginningOfUpkeep 503.1a'],
    turn: { number: 2, active: 'B', step: 'upkeep' },
  },
  {
    name: 'CR 503.1a: "at the beginning of each upkeep" triggers in every player\'s upkeep, and its controller (A) loses the life',
    board: {
      turn: endOfTurn,
      objects: [{ id: 'arena', card: 'Grizzly Bears' }, ...library('A', 'B')],
      effects: [
        triggers('arena', 'At the beginning of each upkeep, you lose 1 life.', eachUpkeep, [
          { kind: 'loseLife', who: 'you', amount: n(1) },
        ]),
      ],
    },
    actions: [advance('upkeep')],
    players: { A: { life: 19 }, B: { life: 20 } },
    events: ['triggered arena beginningOfUpkeep 503.1a'],
    turn: { number: 2, active: 'B', step: 'upkeep' },
  },
  {
    name: 'CR 119.3, 102.2: "at the beginning of your upkeep, each opponent loses 1 life": both opponents of three players lose it',
    board: {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      turn: { number: 1, active: 'C', step: 'end' },
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'A' }, ...library('A', 'B', 'C')],
      effects: [
        triggers('bear', 'At the beginning of your upkeep, each opponent loses 1 life.', yourUpkeep, [
          { kind: 'loseLife', who: 'opponents', amount: n(1) },
        ]),
      ],
    },
    actions: [advance('upkeep')],
    players: { A: { life: 20 }, B: { life: 19 }, C: { life: 19 } },
    events: ['lifeLost B 1 119.3', 'lifeLost C 1 119.3'],
  },
  {
    name: 'CR 513.1a, 701.21a: Ball Lightning, "At the beginning of the end step, sacrifice Ball Lightning": it goes to the graveyard',
    board: {
      objects: [{ id: 'ball', card: 'Grizzly Bears' }],
      effects: [triggers('ball', BALL_TEXT, theEndStep, sacrificeIt)],
    },
    actions: [advance('end')],
    objects: { ball: { zone: 'graveyard' } },
    events: ['triggered ball beginningOfEndStep 513.1a', 'zoneChange ball battlefield>graveyard 701.21a'],
  },
  {
    name: 'CR 513.1a: "the end step" is every player\'s: Ball Lightning is sacrificed in its opponent\'s end step too',
    board: {
      objects: [{ id: 'ball', card: 'Grizzly Bears', controller: 'B' }],
      effects: [triggers('ball', BALL_TEXT, theEndStep, sacrificeIt)],
    },
    actions: [advance('end')],
    objects: { ball: { zone: 'graveyard' } },
  },
  {
    name: "CR 513.1a: \"your end step\" is not the opponent's: B's permanent stays through A's end step",
    board: {
      objects: [{ id: 'ball', card: 'Grizzly Bears', controller: 'B' }],
      effects: [
        triggers(
          'ball',
          'At the beginning of your end step, sacrifice this creature.',
          yourEndStep,
          sacrificeIt,
        ),
      ],
    },
    actions: [advance('end')],
    objects: { ball: { zone: 'battlefield' } },
    without: ['triggered ball beginningOfEndStep 513.1a'],
  },
  {
    name: 'CR 701.21a: sacrifice is not destruction: an indestructible Darksteel Myr is sacrificed',
    board: {
      objects: [{ id: 'myr', card: 'Darksteel Myr' }],
      effects: [triggers('myr', BALL_TEXT, theEndStep, sacrificeIt)],
    },
    actions: [advance('end')],
    objects: { myr: { zone: 'graveyard' } },
    events: ['zoneChange myr battlefield>graveyard 701.21a'],
  },
  {
    name: 'CR 701.21a, 700.4: a sacrificed creature dies, so its dies trigger follows',
    board: {
      objects: [{ id: 'ball', card: 'Grizzly Bears' }],
      effects: [
        triggers('ball', BALL_TEXT, theEndStep, sacrificeIt),
        triggers('ball', 'When this creature dies, you gain 3 life.', { kind: 'dies' }, [
          { kind: 'gainLife', amount: n(3) },
        ]),
      ],
    },
    actions: [advance('end')],
    players: { A: { life: 23 } },
    events: ['triggered ball dies 603.10a'],
  },
  {
    name: 'CR 120.3e, 704.5g: "deals 1 damage to each creature" includes its source: the bears keeps 1 damage, the Memnite is destroyed',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'memnite', card: 'Memnite', controller: 'B' },
      ],
      effects: [
        triggers(
          'bear',
          'At the beginning of your end step, this creature deals 1 damage to each creature.',
          yourEndStep,
          [eachCreature('eachCreature')],
        ),
      ],
    },
    actions: [advance('end')],
    objects: { bear: { damage: 1 }, memnite: { zone: 'graveyard' } },
    events: ['damageDealt bear>bear 1 marked 120.3e', 'destroyed memnite 704.5g'],
  },
  {
    name: 'CR 120.3e: "deals 1 damage to each other creature" spares its source',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'memnite', card: 'Memnite', controller: 'B' },
      ],
      effects: [
        triggers(
          'bear',
          'At the beginning of your end step, this creature deals 1 damage to each other creature.',
          yourEndStep,
          [eachCreature('eachOtherCreature')],
        ),
      ],
    },
    actions: [advance('end')],
    objects: { bear: { damage: 0 }, memnite: { zone: 'graveyard' } },
  },
  {
    name: 'CR 120.3a: "deals 1 damage to each opponent" and "to you": each loses 1 life',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, ...library('A', 'B')],
      effects: [
        triggers(
          'bear',
          'At the beginning of your upkeep, this creature deals 1 damage to you and each opponent.',
          yourUpkeep,
          [
            { kind: 'dealDamage', to: 'you', amount: n(1) },
            { kind: 'dealDamage', to: 'eachOpponent', amount: n(1) },
          ],
        ),
      ],
    },
    actions: [advance('end'), advance('upkeep'), advance('end'), advance('upkeep')],
    players: { A: { life: 19 }, B: { life: 19 } },
    events: ['damageDealt bear>A 1 lifeLost 120.3a', 'damageDealt bear>B 1 lifeLost 120.3a'],
  },
];

describe('Beginning-of-step triggers (CR 503.1a, 513.1a)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
