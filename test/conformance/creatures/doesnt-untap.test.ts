import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 502.3: in the untap step the active player untaps their permanents, but for one that an
 * effect says doesn't untap. Claustrophobia ("Enchant creature / When Claustrophobia enters the
 * battlefield, tap enchanted creature. / Enchanted creature doesn't untap during its controller's
 * untap step.") grants that rule to the creature it enchants (303.4, 613.1f), while attached.
 */

const board = {
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{C}{U}{U}' }, { id: 'B' }],
  objects: [
    { id: 'claus', card: 'Claustrophobia', zone: 'hand' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    { id: 'other', card: 'Grizzly Bears', controller: 'B', tapped: true },
    { card: 'Island', zone: 'library' },
    { card: 'Island', zone: 'library', owner: 'B' },
  ],
};
const cast: Action = { kind: 'cast', object: 'claus', targets: ['bear'], sources: 'auto' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 303.4a, 603.6a: Claustrophobia enchants the Grizzly Bears and its trigger taps it',
    board,
    actions: [cast],
    objects: { claus: { attachedTo: 'bear' }, bear: { tapped: true } },
  },
  {
    name: "CR 502.3: in B's untap step the enchanted Grizzly Bears stays tapped; B's other creature untaps",
    board,
    actions: [cast, { kind: 'advance', to: 'upkeep' }],
    turn: { number: 4, active: 'B', step: 'upkeep' },
    objects: { bear: { tapped: true }, other: { tapped: false } },
  },
  {
    name: 'CR 502.3, 611.3a: with Claustrophobia gone from the battlefield, the Grizzly Bears untaps as usual',
    board,
    actions: [cast, { kind: 'move', object: 'claus', to: 'graveyard' }, { kind: 'advance', to: 'upkeep' }],
    turn: { number: 4, active: 'B' },
    objects: { bear: { tapped: false } },
  },
];

describe("an Aura's \"doesn't untap during its controller's untap step\" (CR 502.3)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
