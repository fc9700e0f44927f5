import { describe, it } from 'vitest';
import { checkPlay, type PlayRow, ptRow } from '../../support/play.js';

/**
 * A group's bonus "for each" thing (CR 611.3a, 613.4c): the count is read whenever the layers
 * apply. Real cards, compiled from their Oracle text: Call for Unity ("Creatures you control get
 * +1/+1 for each unity counter on Call for Unity"), Armament Master (2/2, "Other Kor creatures you
 * control get +2/+2 for each Equipment attached to Armament Master"), Heavenly Blademaster (3/6,
 * "Other creatures you control get +1/+1 for each Aura and Equipment attached to Heavenly
 * Blademaster"), Kor Skyfisher (2/3 Kor), Leonin Scimitar (+1/+1), Holy Strength (+1/+2).
 */

const ROWS: readonly PlayRow[] = [
  ptRow(
    'CR 122.1, 613.4c: Call for Unity with two unity counters: Grizzly Bears 2/2 +2/+2 = 4/4, the opponent’s not',
    [
      { card: 'Call for Unity', counters: { unity: 2 } },
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
    ],
    { bear: '4/4', theirs: '2/2' },
  ),
  ptRow(
    'CR 107.2: Call for Unity with no counters gives +0/+0',
    [{ card: 'Call for Unity' }, { id: 'bear', card: 'Grizzly Bears' }],
    { bear: '2/2' },
  ),
  ptRow(
    'CR 301.5: Armament Master with two Leonin Scimitars: Kor Skyfisher 2/3 +4/+4 = 6/7, the Master itself 2/2 +2/+2 = 4/4 (not "other")',
    [
      { id: 'master', card: 'Armament Master' },
      { card: 'Leonin Scimitar', attachedTo: 'master' },
      { card: 'Leonin Scimitar', attachedTo: 'master' },
      { id: 'kor', card: 'Kor Skyfisher' },
      { id: 'bear', card: 'Grizzly Bears' },
    ],
    { master: '4/4', kor: '6/7', bear: '2/2' },
  ),
  ptRow(
    'CR 301.5: a Leonin Scimitar on the Kor Skyfisher is not attached to Armament Master: Skyfisher 2/3 +1/+1 = 3/4',
    [
      { id: 'master', card: 'Armament Master' },
      { id: 'kor', card: 'Kor Skyfisher' },
      { card: 'Leonin Scimitar', attachedTo: 'kor' },
    ],
    { master: '2/2', kor: '3/4' },
  ),
  ptRow(
    'CR 301.5, 303.4: Heavenly Blademaster with Holy Strength and Leonin Scimitar: Grizzly Bears 2/2 +2/+2 = 4/4',
    [
      { id: 'blademaster', card: 'Heavenly Blademaster' },
      { card: 'Holy Strength', attachedTo: 'blademaster' },
      { card: 'Leonin Scimitar', attachedTo: 'blademaster' },
      { id: 'bear', card: 'Grizzly Bears' },
    ],
    { blademaster: '5/9', bear: '4/4' },
  ),
];

describe("a group's bonus for each thing counted (CR 611.3a, 613.4c)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
