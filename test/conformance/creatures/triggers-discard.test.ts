import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * "Whenever you discard a [kind of] card" (CR 701.9a, 603.2), "Whenever you cycle or discard a
 * card" (702.29d: once for a card cycled) and "Whenever you cycle a card" (702.29c: a card
 * discarded to pay a cycling cost). The card is read in the graveyard it went to. Real cards
 * compiled from their Oracle text: Bone Miser ("Whenever you discard a creature card, create a
 * 2/2 black Zombie creature token. / ... a land card, add {B}{B}. / ... a noncreature, nonland
 * card, draw a card."), Flameblade Adept ("Whenever you cycle or discard a card, Flameblade Adept
 * gets +1/+0 until end of turn."), Prickly Marmoset ("Whenever you cycle a card, Prickly
 * Marmoset gets +2/+0 until end of turn."), Drannith Healer ("Whenever you cycle another card,
 * you gain 1 life."). Merfolk Looter ("{T}: Draw a card, then discard a card.") discards; Desert
 * Cerodon ("Cycling {R}") is cycled; Burglar Rat makes each opponent discard.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const inHand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const top = { id: 'top', card: 'Island', zone: 'library', owner: 'A' };
/** Merfolk Looter draws `top`, then discards `card`. */
const loot = (card: string): Action => ({
  kind: 'activate',
  object: 'looter',
  ability: 0,
  decisions: [{ cards: [card] }],
});
const cycle: Action = { kind: 'activate', object: 'cerodon', ability: 0 };
const looting = (...objects: object[]) => ({
  turn: main,
  objects: [{ id: 'looter', card: 'Merfolk Looter' }, top, ...objects],
});
const cycling = (...objects: object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
  objects: [inHand('cerodon', 'Desert Cerodon'), top, ...objects],
});
const miser = { id: 'miser', card: 'Bone Miser' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.9a, Bone Miser: you discard Grizzly Bears, a creature card -> a 2/2 Zombie token',
    board: looting(miser, inHand('bear', 'Grizzly Bears')),
    actions: [loot('bear')],
    objects: { bear: { zone: 'graveyard' } },
    events: [
      'zoneChange bear hand>graveyard 701.9a',
      'triggered miser cardDiscarded 701.9a',
      'tokenCreated o3 Zombie Token 111.2',
    ],
  },
  {
    name: 'CR 701.9a, Bone Miser: you discard Lightning Bolt, a noncreature, nonland card -> draw a card, not a Zombie',
    board: looting(miser, inHand('bolt', 'Lightning Bolt'), {
      id: 'next',
      card: 'Forest',
      zone: 'library',
      owner: 'A',
    }),
    actions: [loot('bolt')],
    objects: { bolt: { zone: 'graveyard' }, top: { zone: 'hand' }, next: { zone: 'hand' } },
    events: ['triggered miser cardDiscarded 701.9a'],
    without: ['tokenCreated o3 Zombie Token 111.2'],
  },
  {
    name: 'CR 701.9a, Bone Miser: you discard Mountain, a land card -> add {B}{B}',
    board: looting(miser, inHand('mountain', 'Mountain')),
    actions: [loot('mountain')],
    players: { A: { mana: 2 } },
    events: ['triggered miser cardDiscarded 701.9a'],
  },
  {
    name: "CR 701.9a, Bone Miser: B discarding to A's Burglar Rat is not you discarding -> nothing",
    board: {
      turn: main,
      objects: [
        miser,
        { id: 'rat', card: 'Burglar Rat', zone: 'hand' },
        inHand('theirs', 'Grizzly Bears', 'B'),
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'rat' }, decide({ cards: ['theirs'] })],
    objects: { theirs: { zone: 'graveyard' } },
    without: ['triggered miser cardDiscarded 701.9a'],
  },
  {
    name: 'CR 702.29d, Flameblade Adept: cycling Desert Cerodon is one discard -> one trigger, 2/2',
    board: cycling({ id: 'adept', card: 'Flameblade Adept' }),
    actions: [cycle],
    objects: { adept: { pt: '2/2' }, cerodon: { zone: 'graveyard' } },
    events: ['zoneChange cerodon hand>graveyard 702.29a', 'triggered adept cardDiscarded 701.9a'],
  },
  {
    name: 'CR 701.9a, Flameblade Adept: Merfolk Looter discarding a card -> 2/2',
    board: looting({ id: 'adept', card: 'Flameblade Adept' }, inHand('bear', 'Grizzly Bears')),
    actions: [loot('bear')],
    objects: { adept: { pt: '2/2' } },
  },
  {
    name: 'CR 702.29c, Prickly Marmoset: cycling Desert Cerodon -> +2/+0, 4/3',
    board: cycling({ id: 'marmoset', card: 'Prickly Marmoset' }),
    actions: [cycle],
    objects: { marmoset: { pt: '4/3' } },
    events: ['triggered marmoset cardDiscarded 701.9a'],
  },
  {
    name: 'CR 702.29c, Prickly Marmoset: a discard that is not cycling does not trigger "whenever you cycle"',
    board: looting({ id: 'marmoset', card: 'Prickly Marmoset' }, inHand('bear', 'Grizzly Bears')),
    actions: [loot('bear')],
    objects: { marmoset: { pt: '2/3' }, bear: { zone: 'graveyard' } },
    without: ['triggered marmoset cardDiscarded 701.9a'],
  },
  {
    name: 'CR 702.29c, Drannith Healer: cycling another card -> you gain 1 life',
    board: cycling({ id: 'healer', card: 'Drannith Healer' }),
    actions: [cycle],
    players: { A: { life: 21 } },
    events: ['triggered healer cardDiscarded 701.9a'],
  },
];

describe('"Whenever you discard / cycle a card" (CR 701.9a, 702.29c-d)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
