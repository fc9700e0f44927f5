import { describe, it } from 'vitest';
import type { Action } from '../../../src/actions/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Keywords that stand for a triggered ability (CR 702, January 2026), on real cards compiled
 * from their Oracle text: renown (702.112a).
 */

const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const advance = (to: 'declareBlockers' | 'combatDamage'): Action => ({ kind: 'advance', to });
const noBlocks: Action = { kind: 'declareBlockers', blockers: [] };
const inCombat = (...objects: object[]) => ({ turn: { number: 3, step: 'declareAttackers' }, objects });
const unblocked = (id: string): Action[] => [
  declare(id),
  advance('declareBlockers'),
  noBlocks,
  advance('combatDamage'),
];
const castellan = { id: 'castellan', card: 'Citadel Castellan' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Citadel Castellan, CR 702.112a: "Renown 2": combat damage to a player puts two +1/+1 counters on it and it becomes renowned',
    board: inCombat(castellan),
    actions: unblocked('castellan'),
    objects: { castellan: { counters: { '+1/+1': 2 }, pt: '4/5' } },
    players: { B: { life: 18 } },
    events: [
      'triggered castellan dealsCombatDamageToPlayer 510.3a',
      'countersChanged castellan +1/+1 +2 702.112a',
      'becameRenowned castellan 702.112a',
    ],
  },
  {
    name: "Citadel Castellan, CR 702.112a, 603.4: renowned already, its renown doesn't trigger",
    board: inCombat({ ...castellan, renowned: true }),
    actions: unblocked('castellan'),
    objects: { castellan: { counters: {}, pt: '2/3' } },
    players: { B: { life: 18 } },
    without: ['triggered castellan dealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: 'Citadel Castellan, CR 702.112a: blocked, it deals no damage to a player and does not become renowned',
    board: inCombat(castellan, { id: 'wall', card: 'Wall of Stone', controller: 'B' }),
    actions: [
      declare('castellan'),
      advance('declareBlockers'),
      { kind: 'declareBlockers', blockers: [{ blocker: 'wall', attacker: 'castellan' }] },
      advance('combatDamage'),
    ],
    objects: { castellan: { counters: {} } },
    without: ['becameRenowned castellan 702.112a'],
  },
];

describe('keywords standing for a triggered ability', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
