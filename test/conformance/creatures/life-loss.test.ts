import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Life lost by each player (CR 119.3) or by a target opponent (102.3, 115.1), from real cards
 * compiled from their Oracle text, played as they enter.
 */

const enter = (id: string): Action => ({ kind: 'putOntoBattlefield', object: id });
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });

/** Howling Banshee: "When Howling Banshee enters the battlefield, each player loses 3 life." (ability 1, after Flying) */
const banshee = { objects: [inHand('banshee', 'Howling Banshee')] };
/** Dakmor Ghoul: "When Dakmor Ghoul enters the battlefield, target opponent loses 2 life and you gain 2 life." */
const ghoul = { objects: [inHand('ghoul', 'Dakmor Ghoul')] };
const drain = (target: string): Action => ({
  kind: 'resolve',
  source: 'ghoul',
  ability: 0,
  controller: 'A',
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 119.3: Howling Banshee enters and each player loses 3 life',
    board: banshee,
    actions: [enter('banshee')],
    players: { A: { life: 17 }, B: { life: 17 } },
    events: ['lifeLost A 3 119.3', 'lifeLost B 3 119.3'],
  },
  {
    name: 'CR 603.3d: Dakmor Ghoul enters; its target is chosen as it triggers',
    board: ghoul,
    actions: [enter('ghoul')],
    players: { A: { life: 20 }, B: { life: 20 } },
    events: ['triggerWaiting ghoul 0 603.3d'],
  },
  {
    name: 'CR 119.3: Dakmor Ghoul, targeting B: B loses 2 life and its controller gains 2',
    board: ghoul,
    actions: [enter('ghoul'), drain('B')],
    players: { A: { life: 22 }, B: { life: 18 } },
  },
  {
    name: 'CR 102.3, 115.1: "target opponent": its controller is no legal target',
    board: ghoul,
    actions: [enter('ghoul'), drain('A')],
    refused: '115.1',
  },
];

describe('life lost by each player or a target opponent (CR 119.3)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
