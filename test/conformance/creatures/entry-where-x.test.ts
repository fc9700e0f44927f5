import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[This] enters with X +1/+1 counters on it, where X is [a number of the game]" (CR 614.1c,
 * 107.3a): a replacement effect, so X is read as it enters. Real cards, compiled from their
 * Oracle text (MTGJSON, April 2022).
 */

const board = (objects: readonly object[], life = 20) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', life }, { id: 'B' }],
  objects,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Stag Beetle, "X is the number of other creatures on the battlefield": two others, either player\'s: the 0/0 enters with two counters, a 2/2 (CR 614.1c)',
    board: board([
      { id: 'beetle', card: 'Stag Beetle', owner: 'A', zone: 'hand' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'A' },
      { id: 'wurm', card: 'Craw Wurm', owner: 'B' },
    ]),
    actions: [{ kind: 'putOntoBattlefield', object: 'beetle' }],
    objects: { beetle: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '2/2' } },
  },
  {
    name: 'Stag Beetle with no other creature: X is 0, and the 0/0 is put into its graveyard (CR 704.5f)',
    board: board([{ id: 'beetle', card: 'Stag Beetle', owner: 'A', zone: 'hand' }]),
    actions: [{ kind: 'putOntoBattlefield', object: 'beetle' }],
    objects: { beetle: { zone: 'graveyard' } },
  },
  {
    name: 'Eternity Vessel, "X charge counters on it, where X is your life total": 17 life, 17 counters (CR 614.1c, 122.1)',
    board: board([{ id: 'vessel', card: 'Eternity Vessel', owner: 'A', zone: 'hand' }], 17),
    actions: [{ kind: 'putOntoBattlefield', object: 'vessel' }],
    objects: { vessel: { counters: { charge: 17 } } },
  },
];

describe('enters with X counters, where X is a number of the game (CR 614.1c, 107.3a)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
