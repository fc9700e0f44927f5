import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "They gain …" after "Create … tokens" (CR 608.2c): the tokens the instruction before created
 * gain the abilities in a continuous effect locked onto them as it is created (611.2c), until end
 * of turn (514.2). Eiganjo Uprising, compiled from its Oracle text: "Create X 2/2 white Samurai
 * creature tokens with vigilance. They gain menace and haste until end of turn."
 */

const uprising = { kind: 'resolve', source: 'Eiganjo Uprising', controller: 'A', x: 2 } as const;
const board = {
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [{ id: 'bear', card: 'Grizzly Bears' }],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2c, 611.2c, Eiganjo Uprising (X = 2): both Samurai tokens gain menace and haste, besides their own vigilance',
    board,
    actions: [uprising],
    objects: {
      o1: { pt: '2/2', controller: 'A', keywords: ['Haste', 'Menace', 'Vigilance'] },
      o2: { pt: '2/2', controller: 'A', keywords: ['Haste', 'Menace', 'Vigilance'] },
    },
    events: ['tokenCreated o1 Samurai Token 111.2', 'tokenCreated o2 Samurai Token 111.2'],
  },
  {
    name: 'CR 611.2c, Eiganjo Uprising: "they" are the tokens only; the creature already there gains nothing',
    board,
    actions: [uprising],
    objects: { bear: { keywords: [] } },
  },
  {
    name: 'CR 608.2c, 111.2, Eiganjo Uprising: the opponent\'s X minus one (1) Samurai, created after "they", keeps only its vigilance',
    board,
    actions: [uprising],
    objects: { o4: { pt: '2/2', controller: 'B', keywords: ['Vigilance'] }, o5: { zone: 'gone' } },
  },
  {
    name: 'CR 107.3, Eiganjo Uprising (X = 1): one Samurai for its controller, X minus one (none) for the opponent',
    board,
    actions: [{ ...uprising, x: 1 }],
    objects: { o1: { controller: 'A' }, o2: { zone: 'gone' }, o3: { zone: 'gone' } },
  },
  {
    name: 'CR 107.1b, Eiganjo Uprising (X = 0): X minus one is below 0, so no one creates a token, and nothing is refused',
    board,
    actions: [{ ...uprising, x: 0 }],
    objects: { o1: { zone: 'gone' } },
  },
  {
    name: 'CR 514.2, Eiganjo Uprising: the effect ends in the cleanup step; the tokens keep only their vigilance',
    board,
    actions: [uprising, { kind: 'advance', to: 'upkeep' }],
    objects: { o1: { keywords: ['Vigilance'] }, o2: { keywords: ['Vigilance'] } },
    turn: { number: 4, active: 'B', step: 'upkeep' },
  },
];

describe('"They gain …": the tokens just created gain abilities (CR 608.2c, 611.2c)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
