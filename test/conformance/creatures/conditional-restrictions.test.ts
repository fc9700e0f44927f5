import { describe, it } from 'vitest';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * A restriction inside a conditional static ability (CR 611.3a, 509.1b): Putrid Imp, 1/1,
 * "Threshold — As long as seven or more cards are in your graveyard, Putrid Imp gets +1/+1 and
 * can't block." Compiled from its Oracle text; A attacks with Grizzly Bears, B's Imp blocks.
 */

const imp = (graveyard: number) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'imp', card: 'Putrid Imp', controller: 'B' },
    ...Array.from({ length: graveyard }, (_, i) => ({
      id: `card${i}`,
      card: 'Island',
      zone: 'graveyard',
      owner: 'B',
    })),
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 611.3a, 509.1b: with seven cards in B's graveyard, Putrid Imp is 2/2 and its block is refused",
    board: imp(7),
    actions: attackAndBlock(attack('bear'), [block('imp', 'bear')]),
    refused: '509.1b',
    objects: { imp: { pt: '2/2' } },
  },
  {
    name: 'CR 611.3a: with six cards, Putrid Imp is 1/1 and may block',
    board: imp(6),
    actions: attackAndBlock(attack('bear'), [block('imp', 'bear')]),
    objects: { imp: { pt: '1/1', blocking: 'bear' } },
  },
];

describe('restrictions of a conditional static ability (CR 611.3a, 509.1b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
