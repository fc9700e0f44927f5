import { describe, it } from 'vitest';
import { checkPlay, type PlayRow, resolveFor } from '../../support/play.js';

/**
 * "Choose [targets]. [sentences]" (CR 601.2c, 115.1, 608.2c): the first sentence only announces
 * the targets, and the sentences after act on them, each still legal as it resolves (608.2b).
 * Real cards, compiled from their Oracle text:
 * - Nature's Panoply: "Choose any number of target creatures. Put a +1/+1 counter on each of them."
 * - Grave Strength: "Choose target creature. Mill three cards, then put a +1/+1 counter on that
 *   creature for each creature card in your graveyard."
 * - Drown in Filth: "Choose target creature. Mill four cards, then that creature gets -1/-1 until
 *   end of turn for each land card in your graveyard."
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bears = [
  { id: 'bear1', card: 'Grizzly Bears', controller: 'A' },
  { id: 'bear2', card: 'Grizzly Bears', controller: 'B' },
  { id: 'bear3', card: 'Grizzly Bears', controller: 'B' },
];
const library = (...cards: string[]) =>
  cards.map((card, i) => ({ id: `c${i + 1}`, card, zone: 'library', owner: 'A' }));
const board = (...objects: object[]) => ({ turn: main, objects: [...bears, ...objects] });

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 601.2c, 122.1, Nature's Panoply: two of the three Grizzly Bears chosen, each gets a +1/+1 counter",
    board: board(),
    actions: [resolveFor("Nature's Panoply", 'bear1', 'bear3')],
    objects: { bear1: { pt: '3/3' }, bear2: { pt: '2/2' }, bear3: { pt: '3/3' } },
  },
  {
    name: "CR 115.6, Nature's Panoply: any number is none too, and nothing gets a counter",
    board: board(),
    actions: [resolveFor("Nature's Panoply")],
    objects: { bear1: { pt: '2/2' }, bear2: { pt: '2/2' }, bear3: { pt: '2/2' } },
  },
  {
    name: 'CR 608.2c, 701.17a, Grave Strength: mills Grizzly Bears, Forest, Llanowar Elves first, then two creature cards in the graveyard give two counters',
    board: board(...library('Grizzly Bears', 'Forest', 'Llanowar Elves', 'Grizzly Bears')),
    actions: [resolveFor('Grave Strength', 'bear2')],
    objects: { bear2: { counters: { '+1/+1': 2 }, pt: '4/4' }, c4: { zone: 'library' } },
  },
  {
    name: 'CR 608.2c, Drown in Filth: mills four, two of them lands, so the target gets -2/-2 and dies (704.5f)',
    board: board(...library('Forest', 'Grizzly Bears', 'Island', 'Llanowar Elves')),
    actions: [resolveFor('Drown in Filth', 'bear2')],
    objects: { bear2: { zone: 'graveyard' } },
  },
];

describe('"Choose [targets]. [sentences]" (CR 601.2c, 608.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
