import { describe, it } from 'vitest';
import type { Instruction } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, targeting, triggers } from '../../support/play.js';

/**
 * CR 603.2b: "At the beginning of combat on your turn" triggers as the beginning of combat step
 * of its controller's turn begins; and CR 603.2: one ability joining two events of its object
 * ("When [this] enters or dies") triggers on either, under that event's rule. The real cards are
 * compiled from their Oracle text: Combat Professor ("At the beginning of combat on your turn,
 * target creature you control gets +1/+0 and gains vigilance until end of turn."), Goblin Marshal
 * ("When Goblin Marshal enters the battlefield or dies, create two 1/1 red Goblin creature tokens.").
 */

const toCombat: Action = { kind: 'advance', to: 'declareAttackers' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const selfGets = (power: number, toughness: number): Instruction => ({
  kind: 'createEffect',
  on: 'self',
  duration: 'endOfTurn',
  effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: n(power), toughness: n(toughness) }] },
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2b, 603.3d: Combat Professor triggers at the beginning of combat on your turn; the advance stops there for A to choose its target',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [bear, { id: 'prof', card: 'Combat Professor' }],
    },
    actions: [toCombat],
    events: ['stepBegan beginCombat 3 500.1', 'triggered prof beginningOfCombat 603.2b'],
    turn: { step: 'beginCombat' },
    toAct: 'orderTriggers A',
  },
  {
    name: 'CR 603.2b: Combat Professor put on the stack targeting the Bears resolves: the Bears gets +1/+0 and vigilance',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [bear, { id: 'prof', card: 'Combat Professor' }],
    },
    actions: [toCombat, targeting('prof', 'bear')],
    objects: { bear: { pt: '3/2', keywords: ['Vigilance'] }, prof: { keywords: ['Flying'] } },
    events: ['putOnStack prof:1 603.3', 'resolved a1 608.2n'],
    toAct: 'priority A',
  },
  {
    name: "CR 603.2b: Combat Professor does not trigger at the beginning of combat on an opponent's turn",
    board: {
      turn: { number: 3, active: 'B', step: 'main1' },
      objects: [
        { ...bear, controller: 'A' },
        { id: 'prof', card: 'Combat Professor', controller: 'A' },
      ],
    },
    actions: [toCombat],
    events: ['stepBegan beginCombat 3 500.1'],
    without: ['triggered prof beginningOfCombat 603.2b'],
  },
  {
    name: 'CR 603.6a: Goblin Marshal, "When Goblin Marshal enters the battlefield or dies", triggers as it enters',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'marshal', card: 'Goblin Marshal', zone: 'hand' }],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'marshal' }],
    events: ['triggered marshal entersBattlefield 603.6a'],
  },
  {
    name: 'CR 603.10a: Goblin Marshal triggers as it dies, under the dies rule',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'marshal', card: 'Goblin Marshal' }],
    },
    actions: [{ kind: 'move', object: 'marshal', to: 'graveyard' }],
    events: ['triggered marshal dies 603.10a'],
    without: ['triggered marshal entersBattlefield 603.6a'],
  },
  {
    name: 'CR 508.3a: "Whenever [this] enters the battlefield or attacks" triggers as it attacks (Bruse Tarl-style wording)',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      objects: [bear],
      effects: [
        triggers(
          'bear',
          'Whenever this creature enters the battlefield or attacks, it gets +1/+1 until end of turn.',
          { kind: 'anyOf', triggers: [{ kind: 'entersBattlefield' }, { kind: 'attacks' }] },
          [selfGets(1, 1)],
        ),
      ],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }],
    objects: { bear: { pt: '3/3' } },
    events: ['triggered bear attacks 508.3a'],
  },
];

describe('Beginning of combat and "[this] enters or dies" triggers (CR 603.2, 603.2b)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
