import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Priority (CR 117) and the steps it moves through (500.2-500.4), played one pass at a time:
 * who holds priority after each action, and what all players passing in succession does.
 */

const pass: Action = { kind: 'pass' };
const at = (step: string, extra: object = {}) => ({ turn: { number: 3, active: 'A', step }, ...extra });
const libraries = [
  { card: 'Island', zone: 'library', owner: 'A' },
  { card: 'Island', zone: 'library', owner: 'B' },
];

/** Infernal Scarring (+2/+0 and "When this creature dies, draw a card.") on a Grizzly Bears with lethal damage. */
const scarredAndDamaged = at('main1', {
  objects: [
    { id: 'bear', card: 'Grizzly Bears', damage: 2 },
    { id: 'scarring', card: 'Infernal Scarring', attachedTo: 'bear' },
    ...libraries,
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 117.3a, 117.3d: the active player holds priority in their main phase, until they pass',
    board: at('main1'),
    actions: [pass, pass, pass],
    manual: true,
    toAct: 'priority B',
    turn: { step: 'beginCombat' },
  },
  {
    name: 'CR 117.3d: a player who passes hands priority to the next player in turn order',
    board: at('main1'),
    actions: [pass],
    manual: true,
    toAct: 'priority B',
    events: ['priorityPassed A 117.3d'],
    turn: { step: 'main1' },
  },
  {
    name: 'CR 117.4, 500.2: all players pass in succession with the stack empty: the step ends and the next begins, the active player with priority (117.3a)',
    board: at('main1'),
    actions: [pass, pass],
    manual: true,
    toAct: 'priority A',
    events: ['priorityPassed A 117.3d', 'priorityPassed B 117.3d', 'stepBegan beginCombat 3 500.1'],
    turn: { step: 'beginCombat' },
  },
  {
    name: 'CR 117.5, 704.5a, 104.4a: state-based actions are performed before the next player receives priority: both players at 0 life, A passes, and the game is a draw',
    board: at('main1', {
      players: [
        { id: 'A', life: 0 },
        { id: 'B', life: 0 },
      ],
    }),
    actions: [pass],
    manual: true,
    toAct: 'none',
    players: { A: { lost: true }, B: { lost: true } },
    events: ['priorityPassed A 117.3d', 'playerLost A 704.5a', 'playerLost B 704.5a', 'gameOver draw 104.4a'],
  },
  {
    name: "CR 117.5, 117.4: a state-based action before B receives priority is no player's action: A's pass still counts, and B's ends the step",
    board: at('main1', { objects: [{ id: 'bear', card: 'Grizzly Bears', damage: 2 }] }),
    actions: [pass, pass],
    manual: true,
    objects: { bear: { zone: 'graveyard' } },
    toAct: 'priority A',
    turn: { step: 'beginCombat' },
  },
  {
    name: 'CR 117.5, 603.3b: a creature dies as A passes, and its trigger goes on the stack before B receives priority (Infernal Scarring: "When this creature dies, draw a card")',
    board: scarredAndDamaged,
    actions: [pass],
    manual: true,
    toAct: 'priority B',
    objects: { bear: { zone: 'graveyard' } },
    events: ['triggered bear dies 603.10a'],
    without: ['cardDrawn A 121.1'],
  },
  {
    name: "CR 117.4, 117.3b: a trigger put on the stack is no player's action: A's pass still counts, so B's resolves it, and A receives priority",
    board: scarredAndDamaged,
    actions: [pass, pass],
    manual: true,
    toAct: 'priority A',
    events: ['cardDrawn A 121.1'],
    turn: { step: 'main1' },
  },
  {
    name: 'CR 117.1: a player who does not hold priority can take no action: B casts nothing while A holds it',
    board: at('main1', { objects: [{ id: 'bolt', card: 'Lightning Bolt', zone: 'hand', owner: 'B' }] }),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['A'] }],
    manual: true,
    refused: '117.1',
  },
  {
    name: 'CR 117.1: a pass naming a player who does not hold priority is refused',
    board: at('main1'),
    actions: [{ kind: 'pass', player: 'B' }],
    manual: true,
    refused: '117.1',
  },
  {
    name: 'CR 500.4: mana empties from pools as the step ends',
    board: at('main1', { players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }] }),
    actions: [pass, pass],
    manual: true,
    players: { A: { mana: 0 } },
    turn: { step: 'beginCombat' },
  },
  {
    name: 'CR 508.1, 117.3a: in the declare attackers step attackers are declared first; nobody has priority until then',
    board: at('beginCombat', { objects: [{ id: 'bear', card: 'Grizzly Bears' }] }),
    actions: [pass, pass],
    manual: true,
    toAct: 'declareAttackers A',
    turn: { step: 'declareAttackers' },
  },
  {
    name: 'CR 508.8: with no creatures declared as attackers, the declare blockers and combat damage steps are skipped',
    board: at('beginCombat', { objects: [{ id: 'bear', card: 'Grizzly Bears' }] }),
    actions: [pass, pass, { kind: 'declareAttackers', attackers: [] }, pass, pass],
    manual: true,
    turn: { step: 'endCombat' },
    without: ['stepBegan declareBlockers 3 500.1', 'stepBegan combatDamage 3 500.1'],
  },
  {
    name: "CR 502.4, 514.3: no player receives priority in the untap step or, normally, the cleanup step: passing the end step goes on to the next turn's upkeep",
    board: at('end', { objects: libraries }),
    actions: [pass, pass],
    manual: true,
    toAct: 'priority B',
    turn: { number: 4, active: 'B', step: 'upkeep' },
    events: ['stepBegan cleanup 3 500.1', 'stepBegan untap 4 500.1', 'stepBegan upkeep 4 500.1'],
  },
  {
    name: 'CR 514.1: the active player discards down to seven as the cleanup step begins, before anything else happens there',
    board: at('end', {
      objects: [
        ...Array.from({ length: 8 }, (_, i) => ({ id: `h${i}`, card: 'Island', zone: 'hand', owner: 'A' })),
        ...libraries,
      ],
    }),
    actions: [pass, pass],
    manual: true,
    toAct: 'discardToHandSize A',
    turn: { step: 'cleanup' },
  },
  {
    name: 'CR 514.1, 514.3: having discarded to seven, the turn ends',
    board: at('end', {
      objects: [
        ...Array.from({ length: 8 }, (_, i) => ({ id: `h${i}`, card: 'Island', zone: 'hand', owner: 'A' })),
        ...libraries,
      ],
    }),
    actions: [pass, pass, { kind: 'discardToHandSize', cards: ['h3'] }],
    manual: true,
    objects: { h3: { zone: 'graveyard' }, h4: { zone: 'hand' } },
    turn: { number: 4, active: 'B', step: 'upkeep' },
  },
  {
    name: 'CR 514.1: discarding a number other than the excess is refused',
    board: at('cleanup', {
      objects: Array.from({ length: 9 }, (_, i) => ({
        id: `h${i}`,
        card: 'Island',
        zone: 'hand',
        owner: 'A',
      })),
    }),
    actions: [{ kind: 'discardToHandSize', cards: ['h3'] }],
    manual: true,
    refused: '514.1',
  },
  {
    name: 'CR 104.2a, 104.1: a player who draws from an empty library loses, the other wins, and the game is over',
    board: at('end', { objects: [{ card: 'Island', zone: 'library', owner: 'A' }] }),
    actions: [{ kind: 'advance', to: 'main1' }, pass],
    events: ['drawFromEmptyLibrary B 504.1', 'playerLost B 704.5b', 'gameOver A 104.2a'],
    refused: '104.1',
  },
];

describe('priority (CR 117) and the steps it moves through (500.2-500.4)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
