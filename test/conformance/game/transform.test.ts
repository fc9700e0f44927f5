import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, pool } from '../../support/play.js';

/**
 * Transforming (CR 701.27) on real cards compiled from their Oracle text: the werewolves of
 * Innistrad, Gatstaf Shepherd ({1}{G}, 2/2, "At the beginning of each upkeep, if no spells were
 * cast last turn, transform Gatstaf Shepherd.") // Gatstaf Howler (3/3, "Intimidate / At the
 * beginning of each upkeep, if a player cast two or more spells last turn, transform Gatstaf
 * Howler.").
 */

const CARD = 'Gatstaf Shepherd // Gatstaf Howler';
const turn = (extra: object = {}) => ({ number: 3, active: 'B', step: 'end', ...extra });
const shepherd = (extra: object = {}) => ({ id: 'wolf', card: CARD, ...extra });
const toUpkeep: Action = { kind: 'advance', to: 'upkeep' };
const FRONT = { name: 'Gatstaf Shepherd', pt: '2/2', keywords: [], manaValue: 2 };
const BACK = { name: 'Gatstaf Howler', pt: '3/3', keywords: ['Intimidate'], manaValue: 2 };
const TRIGGER = pool.get(CARD)?.abilities[0];
/** In A's upkeep, Gatstaf Shepherd's trigger on the stack, put there at timestamp 5. */
const triggerOnStack = (wolf: object) => ({
  turn: { number: 3, active: 'A', step: 'upkeep' },
  objects: [shepherd(wolf)],
  stack: [{ kind: 'ability', id: 'a1', source: 'wolf', ability: 0, def: TRIGGER, at: 5 }],
  next: { timestamp: 7 },
});
const passes: readonly Action[] = [{ kind: 'pass' }, { kind: 'pass' }];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Gatstaf Shepherd, CR 603.4, 701.27a, 712.8e: no spells were cast last turn, so in the upkeep it transforms into Gatstaf Howler, a 3/3 with intimidate and mana value 2',
    board: { turn: turn(), objects: [shepherd()] },
    actions: [toUpkeep],
    objects: { wolf: BACK },
    events: ['triggered wolf beginningOfUpkeep 503.1a', 'transformed wolf back 701.27a'],
  },
  {
    name: "Gatstaf Shepherd, CR 603.4: B cast a spell last turn: the intervening 'if' doesn't hold and it doesn't trigger",
    board: { turn: turn({ spellsCast: { B: 1 } }), objects: [shepherd()] },
    actions: [toUpkeep],
    objects: { wolf: FRONT },
    without: ['triggered wolf beginningOfUpkeep 503.1a'],
  },
  {
    name: "Gatstaf Shepherd: any player's spell counts: A cast one in B's turn, and it stays",
    board: { turn: turn({ spellsCast: { A: 1 } }), objects: [shepherd()] },
    actions: [toUpkeep],
    objects: { wolf: FRONT },
  },
  {
    name: 'Gatstaf Howler, CR 701.27a: a player cast two spells last turn: it transforms back into Gatstaf Shepherd',
    board: { turn: turn({ spellsCast: { A: 2 } }), objects: [shepherd({ backFace: true })] },
    actions: [toUpkeep],
    objects: { wolf: FRONT },
    events: ['transformed wolf front 701.27a'],
  },
  {
    name: 'Gatstaf Howler: two spells by two players are not two by a player: it stays',
    board: { turn: turn({ spellsCast: { A: 1, B: 1 } }), objects: [shepherd({ backFace: true })] },
    actions: [toUpkeep],
    objects: { wolf: BACK },
    without: ['triggered wolf beginningOfUpkeep 503.1a'],
  },
  {
    name: 'CR 701.27f: a permanent that has transformed since its ability was put on the stack is not transformed by it',
    board: triggerOnStack({ backFace: true, transformedAt: 6 }),
    actions: passes,
    manual: true,
    objects: { wolf: BACK },
    events: ['resolved a1 608.2n'],
    without: ['transformed wolf front 701.27a'],
  },
  {
    name: 'CR 701.27f: one that transformed before its ability was put on the stack is transformed by it',
    board: triggerOnStack({ transformedAt: 4 }),
    actions: passes,
    manual: true,
    objects: { wolf: BACK },
    events: ['transformed wolf back 701.27a'],
  },
];

describe('transforming: werewolves (CR 701.27, 712)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
