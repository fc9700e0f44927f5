import { describe, it } from 'vitest';
import type { CardData } from '../../../src/cards/card-data.js';
import { defaultPool } from '../../../src/cards/default-pool.js';
import { makePool } from '../../../src/cards/make-pool.js';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 704.5v: a battle with defense 0 is put into its owner's graveyard, unless it is the source
 * of an ability that has triggered but not yet left the stack. The card data has no battles, so
 * Invasion of Dominaria's front face is typed here from its printed data ({2}{W}, Battle — Siege,
 * defense 6, "When Invasion of Dominaria enters, you gain 4 life and draw a card."), compiled
 * from that text.
 */

const INVASION: CardData = {
  name: 'Invasion of Dominaria',
  manaCost: '{2}{W}',
  colors: ['W'],
  supertypes: [],
  types: ['Battle'],
  subtypes: ['Siege'],
  power: null,
  toughness: null,
  loyalty: null,
  defense: '6',
  text: 'When Invasion of Dominaria enters, you gain 4 life and draw a card.',
  layout: 'normal',
};
const known = ['Grizzly Bears', 'Forest'].flatMap((name) => defaultPool().get(name)?.data ?? []);
const pool = makePool([...known, INVASION], new Map());

const damage = (amount: number): Action => ({
  kind: 'damage',
  source: 'bear',
  to: [{ to: 'invasion', amount }],
});
const objects = (zone: string) => [
  { id: 'invasion', card: 'Invasion of Dominaria', zone, counters: zone === 'hand' ? {} : { defense: 6 } },
  { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
  { id: 'forest', card: 'Forest', zone: 'library' },
];

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 704.5v, 120.3h: damage removes a battle's defense counters; at defense 0 it is put into its owner's graveyard",
    board: { objects: objects('battlefield') },
    actions: [damage(6)],
    objects: { invasion: { zone: 'graveyard' } },
    events: ['zoneChange invasion battlefield>graveyard 704.5v'],
  },
  {
    name: 'CR 704.5v: with defense left it stays',
    board: { objects: objects('battlefield') },
    actions: [damage(5)],
    objects: { invasion: { zone: 'battlefield', counters: { defense: 1 } } },
  },
  {
    name: 'CR 704.5v: at defense 0 it stays while its "When Invasion of Dominaria enters" ability is on the stack',
    board: { objects: objects('hand') },
    actions: [{ kind: 'putOntoBattlefield', object: 'invasion' }, damage(6)],
    manual: true,
    objects: { invasion: { zone: 'battlefield', counters: {} } },
    stack: ['invasion:0'],
  },
  {
    name: 'CR 704.5v: once that ability has resolved (4 life, a card), the battle is put into the graveyard',
    board: { objects: objects('hand') },
    actions: [
      { kind: 'putOntoBattlefield', object: 'invasion' },
      damage(6),
      { kind: 'pass', player: 'A' },
      { kind: 'pass', player: 'B' },
    ],
    manual: true,
    objects: { invasion: { zone: 'graveyard' }, forest: { zone: 'hand' } },
    players: { A: { life: 24 } },
    events: ['zoneChange invasion battlefield>graveyard 704.5v'],
    stack: [],
  },
];

describe('CR 704.5v: battles with defense 0', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row, pool));
});
