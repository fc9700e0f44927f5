import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever a creature you control becomes blocked" (CR 509.3c, 603.2): once for each attacker
 * it sees become blocked as blockers are declared, that attacker being the trigger object, which
 * "it" names (608.2c). Real cards, compiled from their Oracle text: Somberwald Alpha (3/2,
 * "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn."),
 * Unstoppable Ash ("… it gets +0/+5 until end of turn.").
 */

const attacking = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const toBlockers: Action = { kind: 'advance', to: 'declareBlockers' };
const blocks = (...pairs: (readonly [string, string])[]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([blocker, attacker]) => block(blocker, attacker)),
});
const inCombat = (...objects: object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects: [
    { id: 'alpha', card: 'Somberwald Alpha' },
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'wall', card: 'Wall of Stone', controller: 'B' },
    { id: 'wall2', card: 'Wall of Stone', controller: 'B' },
    ...objects,
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "Somberwald Alpha, CR 509.3c: A's Grizzly Bears become blocked: they get +1/+1 until end of turn (3/3)",
    board: inCombat(),
    actions: [attacking('alpha', 'bear'), toBlockers, blocks(['wall', 'bear'])],
    events: ['triggered alpha creatureBecomesBlocked 509.3c'],
    objects: { bear: { pt: '3/3' }, alpha: { pt: '3/2' } },
  },
  {
    name: 'Somberwald Alpha, CR 509.3c: it sees itself too; two attackers blocked, two triggers (4/3 and 3/3)',
    board: inCombat(),
    actions: [attacking('alpha', 'bear'), toBlockers, blocks(['wall', 'bear'], ['wall2', 'alpha'])],
    objects: { bear: { pt: '3/3' }, alpha: { pt: '4/3' } },
  },
  {
    name: 'Somberwald Alpha, CR 509.3c: an attacker not blocked gets nothing',
    board: inCombat(),
    actions: [attacking('alpha', 'bear'), toBlockers, blocks(['wall', 'alpha'])],
    objects: { bear: { pt: '2/2' }, alpha: { pt: '4/3' } },
  },
  {
    name: "Somberwald Alpha, CR 603.2: B's creature becoming blocked doesn't trigger A's Alpha",
    board: {
      turn: { number: 4, active: 'B', step: 'declareAttackers' },
      objects: [
        { id: 'alpha', card: 'Somberwald Alpha', controller: 'A' },
        { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [attacking('theirs'), toBlockers, blocks(['alpha', 'theirs'])],
    without: ['triggered alpha creatureBecomesBlocked 509.3c'],
    objects: { theirs: { pt: '2/2' } },
  },
  {
    name: "Unstoppable Ash, CR 509.3c: A's blocked Grizzly Bears get +0/+5 (2/7)",
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      objects: [
        { id: 'ash', card: 'Unstoppable Ash' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B' },
      ],
    },
    actions: [attacking('bear'), toBlockers, blocks(['wall', 'bear'])],
    objects: { bear: { pt: '2/7' } },
  },
  {
    name: 'Berserk Murlodont (3/3 Beast), CR 509.3c, 509.1h, 608.2h: blocked by two Walls of Stone, it gets +2/+2 (5/5)',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      objects: [
        { id: 'murlodont', card: 'Berserk Murlodont' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B' },
        { id: 'wall2', card: 'Wall of Stone', controller: 'B' },
      ],
    },
    actions: [attacking('murlodont'), toBlockers, blocks(['wall', 'murlodont'], ['wall2', 'murlodont'])],
    events: ['triggered murlodont creatureBecomesBlocked 509.3c'],
    objects: { murlodont: { pt: '5/5' } },
  },
];

describe('"Whenever a creature you control becomes blocked" (CR 509.3c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
