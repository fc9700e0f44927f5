import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "For each [thing], [instruction]" (CR 608.2h): the count comes first and is read as the
 * instruction is followed, as "[instruction] for each [thing]" is. Real cards, compiled from
 * their Oracle text:
 * - Vraska, Regal Gorgon: "[−10]: For each creature card in your graveyard, put a +1/+1 counter on
 *   each creature you control."
 */

const vraska = { id: 'vraska', card: 'Vraska, Regal Gorgon', counters: { loyalty: 10 } };
const activate: Action = { kind: 'activate', object: 'vraska', ability: 2 };
const graveyard = (...cards: string[]) =>
  cards.map((card, i) => ({ id: `g${i + 1}`, card, zone: 'graveyard', owner: 'A' }));

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 608.2h, 606.4, Vraska's [−10]: two creature cards (and a Forest) in A's graveyard, so each creature A controls gets two +1/+1 counters",
    board: {
      objects: [
        vraska,
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
        ...graveyard('Grizzly Bears', 'Forest', 'Llanowar Elves'),
      ],
    },
    actions: [activate],
    objects: { bear: { counters: { '+1/+1': 2 }, pt: '4/4' }, theirs: { pt: '2/2' } },
  },
];

describe('"For each [thing], [instruction]" (CR 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
