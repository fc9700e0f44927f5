import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The `resolve` shortcut follows a spell's instructions at once (CR 608.2). A permanent spell has
 * none: resolving, it becomes a permanent (608.3). Named by a `resolve`, it is refused, never
 * resolved as nothing; `cast` or `putOntoBattlefield` play it.
 */

const board = {
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [{ id: 'bear', card: 'Grizzly Bears' }],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.3: Favor of the Overbeing, an Aura, resolved by name is refused, not resolved as nothing',
    board,
    actions: [{ kind: 'resolve', source: 'Favor of the Overbeing', controller: 'A', targets: ['bear'] }],
    refused: '608.3',
    objects: { bear: { pt: '2/2', keywords: [] } },
  },
  {
    name: 'CR 608.3: Grizzly Bears, a creature card, resolved by name is refused',
    board,
    actions: [{ kind: 'resolve', source: 'Grizzly Bears', controller: 'A' }],
    refused: '608.3',
  },
  {
    name: 'CR 608.2: an instant resolved by name follows its instructions (Giant Growth: +3/+3)',
    board,
    actions: [{ kind: 'resolve', source: 'Giant Growth', controller: 'A', targets: ['bear'] }],
    objects: { bear: { pt: '5/5' } },
  },
];

describe('the resolve shortcut and permanent spells', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
