import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Ajani Goldmane's loyalty abilities (src/cards/behaviours/planeswalkers.ts) and the Avatar
 * token (tokens.ts), played with `apply`. Loyalty abilities are activated abilities whose
 * cost is a loyalty symbol (CR 606.2, 606.4); they go on the stack and resolve (602.2a, 608).
 * The ability on the stack takes the id after `next` (a7 for next 7), so the Avatar token is o8.
 * Row names quote the Oracle text and the rule.
 */

const ajani = (loyalty: number) => ({ id: 'ajani', card: 'Ajani Goldmane', counters: { loyalty } });
const loyaltyAbility = (ability: number): Action => ({ kind: 'activate', object: 'ajani', ability });
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });

const AJANI: readonly PlayRow[] = [
  {
    name: 'Ajani Goldmane enters with 4 loyalty counters, its printed loyalty (CR 306.5b)',
    board: { objects: [{ id: 'ajani', card: 'Ajani Goldmane', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'ajani' }],
    objects: { ajani: { zone: 'battlefield', loyalty: 4, counters: { loyalty: 4 } } },
    events: ['countersChanged ajani loyalty +4 306.5b'],
  },
  {
    name: 'Ajani Goldmane, "[+1]: You gain 2 life.": a loyalty counter on, then 2 life (CR 606.4, 119.3)',
    board: { objects: [ajani(4)] },
    actions: [loyaltyAbility(0)],
    objects: { ajani: { loyalty: 5 } },
    players: { A: { life: 22 } },
    events: ['countersChanged ajani loyalty +1 606.4', 'lifeGained A 2 119.3'],
  },
  {
    name: 'CR 606.3: a second loyalty ability of Ajani Goldmane in the same turn is refused',
    board: { objects: [ajani(4)] },
    actions: [loyaltyAbility(0), loyaltyAbility(0)],
    refused: '606.3',
    objects: { ajani: { loyalty: 5 } },
    players: { A: { life: 22 } },
  },
  {
    name: "CR 606.3: Ajani Goldmane's loyalty ability again on A's next turn",
    board: {
      turn: { number: 1, active: 'A', step: 'main1' },
      objects: [
        ajani(4),
        { card: 'Forest', zone: 'library', owner: 'A' },
        { card: 'Forest', zone: 'library', owner: 'B' },
      ],
    },
    actions: [
      loyaltyAbility(0),
      { kind: 'advance', to: 'main1' },
      { kind: 'advance', to: 'main1' },
      loyaltyAbility(0),
    ],
    objects: { ajani: { loyalty: 6 } },
    players: { A: { life: 24 } },
  },
  {
    name: 'Ajani Goldmane, "[−1]: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.": not the opponent\'s',
    board: {
      objects: [
        ajani(4),
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'angel', card: 'Serra Angel' },
        theirs('theirs', 'Grizzly Bears'),
      ],
    },
    actions: [loyaltyAbility(1)],
    objects: {
      ajani: { loyalty: 3 },
      bear: { counters: { '+1/+1': 1 }, pt: '3/3' },
      angel: { counters: { '+1/+1': 1 }, pt: '5/5' },
      theirs: { counters: {}, pt: '2/2' },
    },
    events: ['countersChanged ajani loyalty -1 606.4', 'countersChanged bear +1/+1 +1 122.1'],
  },
  {
    name: "Ajani Goldmane's [−1]: the creatures have vigilance, so attacking does not tap them (CR 702.20b, 611.2c)",
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [ajani(4), { id: 'bear', card: 'Grizzly Bears' }],
    },
    actions: [
      loyaltyAbility(1),
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: attack('bear') },
    ],
    objects: { bear: { attacking: 'B', tapped: false } },
  },
  {
    name: "Ajani Goldmane, \"[−6]: Create a white Avatar creature token. It has 'This creature's power and toughness are each equal to your life total.'\": a 20/20 for A at 20 life (CR 111.2, 604.3); Ajani, at 0 loyalty, goes (704.5i)",
    board: { objects: [ajani(6)], next: { id: 7 } },
    actions: [loyaltyAbility(2)],
    objects: { o8: { zone: 'battlefield', pt: '20/20', controller: 'A' }, ajani: { zone: 'graveyard' } },
    events: [
      'countersChanged ajani loyalty -6 606.4',
      'tokenCreated o8 Avatar Token 111.2',
      'zoneChange ajani battlefield>graveyard 704.5i',
    ],
  },
  {
    name: "The Avatar token follows its controller's life total: after Lightning Bolt to A it is 17/17 (CR 604.3, 613.4a)",
    board: { objects: [ajani(7)], next: { id: 7 } },
    actions: [
      loyaltyAbility(2),
      { kind: 'resolve', source: 'Lightning Bolt', controller: 'B', targets: ['A'] },
    ],
    objects: { o8: { pt: '17/17' }, ajani: { loyalty: 1 } },
    players: { A: { life: 17 } },
  },
  {
    name: "Ajani Goldmane with 4 loyalty can't activate [−6] (CR 606.6)",
    board: { objects: [ajani(4)] },
    actions: [loyaltyAbility(2)],
    refused: '606.6',
    objects: { ajani: { loyalty: 4 } },
  },
  {
    name: "Loyalty abilities only in a main phase of their controller's turn: not in the opponent's (CR 606.3)",
    board: { turn: { number: 2, active: 'B', step: 'main1' }, objects: [{ ...ajani(4), controller: 'A' }] },
    // B, the active player, passes priority to A (117.3d).
    actions: [{ kind: 'pass' }, loyaltyAbility(0)],
    refused: '606.3',
    players: { A: { life: 20 } },
  },
  {
    name: "Loyalty abilities only in a main phase of their controller's turn: not in combat (CR 606.3)",
    board: { turn: { number: 1, active: 'A', step: 'beginCombat' }, objects: [ajani(4)] },
    actions: [loyaltyAbility(0)],
    refused: '606.3',
  },
];

describe("Ajani Goldmane's loyalty abilities (606), played with apply", () => {
  it.each(AJANI.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
