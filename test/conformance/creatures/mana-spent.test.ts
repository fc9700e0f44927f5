import { describe, it } from 'vitest';
import type { CardData } from '../../../src/cards/card-data.js';
import { poolFromCards } from '../../../src/cards/pool-from-cards.js';
import { checkPlay, type PlayRow, pool } from '../../support/play.js';

/**
 * "The amount of mana spent to cast it" (CR 601.2h): the mana paid for the spell's total cost,
 * X included, kept with the spell and the permanent it becomes; one not cast had none spent
 * (107.2). Entering with counters by it is a replacement effect read as it enters (614.1c); so
 * is "a number of +1/+1 counters on it equal to [a number of the game]". Real cards, each with its
 * first paragraph only: their other abilities aren't modelled, and a card with one can't be cast.
 */

const firstParagraph = (name: string): CardData[] => {
  const data = pool.get(name)?.data;
  return data ? [{ ...data, text: data.text.split('\n')[0] ?? '' }] : [];
};
const cards = poolFromCards([
  ...['Gyrus, Waker of Corpses', 'Verazol, the Split Current', "Boss's Chauffeur"].flatMap(firstParagraph),
  ...['Grizzly Bears'].flatMap((name) => pool.get(name)?.data ?? []),
]);

const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });
const bear = (id: string) => ({ id, card: 'Grizzly Bears' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Gyrus, Waker of Corpses {X}{B}{R}{G}, "enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it": X=2, five mana spent -> 5/5',
    board: board('{B}{R}{G}{C}{C}', [inHand('gyrus', 'Gyrus, Waker of Corpses')]),
    actions: [{ kind: 'cast', object: 'gyrus', x: 2 }],
    objects: { gyrus: { zone: 'battlefield', counters: { '+1/+1': 5 }, pt: '5/5' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Gyrus, Waker of Corpses, CR 601.2h, 107.2, 704.5f: put onto the battlefield, not cast, no mana was spent: a 0/0, it dies',
    board: board('', [inHand('gyrus', 'Gyrus, Waker of Corpses')]),
    actions: [{ kind: 'putOntoBattlefield', object: 'gyrus' }],
    objects: { gyrus: { zone: 'graveyard' } },
  },
  {
    name: 'Verazol, the Split Current {X}{G}{U}, "enters with a +1/+1 counter on it for each mana spent to cast it": X=3 -> 5/5',
    board: board('{G}{U}{C}{C}{C}', [inHand('verazol', 'Verazol, the Split Current')]),
    actions: [{ kind: 'cast', object: 'verazol', x: 3 }],
    objects: { verazol: { zone: 'battlefield', counters: { '+1/+1': 5 }, pt: '5/5' } },
  },
  {
    name: 'Boss\'s Chauffeur, CR 614.1c: "a number of +1/+1 counters on it equal to one plus the number of other creatures you control": two Grizzly Bears -> 3/3',
    board: board('{W}{C}{C}{C}{C}', [inHand('chauffeur', "Boss's Chauffeur"), bear('b1'), bear('b2')]),
    actions: [{ kind: 'cast', object: 'chauffeur' }],
    objects: { chauffeur: { zone: 'battlefield', counters: { '+1/+1': 3 }, pt: '3/3' } },
  },
];

describe('the amount of mana spent to cast it (CR 601.2h, 614.1c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row, cards);
  });
});
