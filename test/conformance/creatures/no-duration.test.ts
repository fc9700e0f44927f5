import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 611.2a: an effect of a resolving ability that states no duration lasts until the game ends,
 * past the cleanup step (514.2 ends only "until end of turn" effects). Compiled from real cards'
 * Oracle text (MTGJSON).
 */

const ROWS: readonly PlayRow[] = [
  {
    name: 'Brass-Talon Chimera, CR 611.2a, 122.1a: sacrificed, Tin-Wing Chimera gets a +2/+2 counter and first strike, still 4/4 with first strike after the cleanup step',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'brass', card: 'Brass-Talon Chimera' },
        { id: 'tinwing', card: 'Tin-Wing Chimera' },
      ],
    },
    actions: [
      { kind: 'activate', object: 'brass', ability: 1, targets: ['tinwing'] },
      { kind: 'advance', to: 'cleanup' },
    ],
    objects: {
      brass: { zone: 'graveyard' },
      tinwing: { pt: '4/4', keywords: ['First strike', 'Flying'], counters: { '+2/+2': 1 } },
    },
  },
];

describe('an effect with no duration stated lasts until the game ends (CR 611.2a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
