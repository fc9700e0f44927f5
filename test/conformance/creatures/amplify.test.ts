import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Amplify N (CR 702.38a, January 2026) on Glowering Rogon ("Amplify 1", a 4/4 Beast) and Feral
 * Throwback ("Amplify 2", a 3/3 Beast), compiled from their Oracle text: as it enters, its
 * controller reveals cards from their hand that share a creature type with it, named in the
 * entry choice `amplify`, and it enters with N +1/+1 counters for each. The cards stay in hand.
 */

const inHand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const enter = (object: string, amplify?: string[]): Action => ({
  kind: 'putOntoBattlefield',
  object,
  ...(amplify ? { choices: { amplify } } : {}),
});
const rogon = inHand('rogon', 'Glowering Rogon');
const beasts = [inHand('crawler', 'Canopy Crawler'), inHand('throwback', 'Feral Throwback')];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Glowering Rogon, CR 702.38a: revealing two Beast cards, it enters with two +1/+1 counters; they stay in hand',
    board: { objects: [rogon, ...beasts] },
    actions: [enter('rogon', ['crawler', 'throwback'])],
    objects: {
      rogon: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '6/6' },
      crawler: { zone: 'hand' },
      throwback: { zone: 'hand' },
    },
    events: ['countersChanged rogon +1/+1 +2 702.38a'],
  },
  {
    name: 'Feral Throwback, CR 702.38a: "Amplify 2": two +1/+1 counters for each card revealed',
    board: { objects: [inHand('throwback', 'Feral Throwback'), inHand('rogon', 'Glowering Rogon')] },
    actions: [enter('throwback', ['rogon'])],
    objects: { throwback: { counters: { '+1/+1': 2 }, pt: '5/5' } },
  },
  {
    name: 'Glowering Rogon, CR 702.38a: "any number": revealing none, it enters as a 4/4',
    board: { objects: [rogon, ...beasts] },
    actions: [enter('rogon')],
    objects: { rogon: { zone: 'battlefield', counters: {}, pt: '4/4' } },
  },
  {
    name: 'Glowering Rogon, CR 702.38a: Grizzly Bears (a Bear) shares no creature type with it: refused',
    board: { objects: [rogon, inHand('bear', 'Grizzly Bears')] },
    actions: [enter('rogon', ['bear'])],
    refused: '702.38a',
    objects: { rogon: { zone: 'hand' } },
  },
  {
    name: "Glowering Rogon, CR 702.38a: a card of the opponent's hand can't be revealed from yours",
    board: { objects: [rogon, inHand('crawler', 'Canopy Crawler', 'B')] },
    actions: [enter('rogon', ['crawler'])],
    refused: '702.38a',
  },
  {
    name: "Glowering Rogon, CR 702.38a: you can't reveal the entering card itself",
    board: { objects: [rogon] },
    actions: [enter('rogon', ['rogon'])],
    refused: '702.38a',
  },
  {
    name: 'Grizzly Bears, CR 702.38a: a creature without amplify has nothing to reveal for',
    board: { objects: [inHand('bear', 'Grizzly Bears'), inHand('crawler', 'Canopy Crawler')] },
    actions: [enter('bear', ['crawler'])],
    refused: '702.38a',
  },
];

describe('CR 702.38a: amplify', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
