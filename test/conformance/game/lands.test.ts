import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Playing lands (CR 305.1-305.3, 116.2a), a special action, and snow mana (106.3, 107.4h): a
 * land card played from its owner's hand goes straight onto the battlefield, once a turn, in
 * its owner's main phase with the stack empty; {S} is paid only with mana from a snow source.
 */

const pass: Action = { kind: 'pass' };
const play = (object: string): Action => ({ kind: 'playLand', object });
const at = (step: string, objects: readonly object[], active = 'A') => ({
  turn: { number: 3, active, step },
  objects,
});
const inHand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const libraries = ['A', 'B'].map((owner) => ({ card: 'Island', zone: 'library', owner }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 305.1, 116.2a: A plays a Forest from hand in the main phase: it goes onto the battlefield without the stack, and A keeps priority',
    board: at('main1', [inHand('forest', 'Forest')]),
    actions: [play('forest')],
    objects: { forest: { zone: 'battlefield', tapped: false } },
    stack: [],
    toAct: 'priority A',
    events: ['landPlayed forest 116.2a'],
  },
  {
    name: 'CR 305.2: a player plays one land each turn: a second is refused',
    board: at('main1', [inHand('forest', 'Forest'), inHand('island', 'Island')]),
    actions: [play('forest'), play('island')],
    refused: '305.2',
    objects: { forest: { zone: 'battlefield' }, island: { zone: 'hand' } },
  },
  {
    name: 'CR 305.2, 500.1: the count is for the turn: in their next turn A plays a land again',
    board: at('main2', [inHand('forest', 'Forest'), inHand('island', 'Island'), ...libraries]),
    actions: [
      play('forest'),
      { kind: 'advance', to: 'main1' },
      { kind: 'advance', to: 'main1' },
      play('island'),
    ],
    objects: { forest: { zone: 'battlefield' }, island: { zone: 'battlefield' } },
    turn: { number: 5, active: 'A', step: 'main1' },
  },
  {
    name: 'CR 305.1: a land is played in a main phase only: not in the beginning of combat step',
    board: at('beginCombat', [inHand('forest', 'Forest')]),
    actions: [play('forest')],
    refused: '305.1',
    objects: { forest: { zone: 'hand' } },
  },
  {
    name: 'CR 305.1: a land is played only while the stack is empty: not in response to a spell',
    board: at('main1', [
      inHand('forest', 'Forest'),
      inHand('bolt', 'Lightning Bolt'),
      { id: 'mountain', card: 'Mountain' },
    ]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'], sources: 'auto' }, play('forest')],
    manual: true,
    refused: '305.1',
    stack: ['bolt'],
  },
  {
    name: "CR 305.3: a player can't play a land in another player's turn, even holding priority",
    board: at('main1', [inHand('forest', 'Forest', 'B')]),
    actions: [pass, play('forest')],
    manual: true,
    refused: '305.3',
    objects: { forest: { zone: 'hand' } },
  },
  {
    name: 'CR 117.1, 305.1: only the player who holds priority plays a land: B while A holds it',
    board: at('main1', [inHand('forest', 'Forest', 'B')], 'B'),
    actions: [{ kind: 'pass' }, play('forest')],
    manual: true,
    refused: '117.1',
  },
  {
    name: 'CR 305.1: playing a land means a land card: Grizzly Bears is not one',
    board: at('main1', [inHand('bears', 'Grizzly Bears')]),
    actions: [play('bears')],
    refused: '305.1',
  },
  {
    name: "CR 305.1: a land is played from its owner's hand: not from the graveyard",
    board: at('main1', [{ id: 'forest', card: 'Forest', zone: 'graveyard' }]),
    actions: [play('forest')],
    refused: '305.1',
  },
  {
    name: "CR 305.6, 302.6: a land just played taps for mana at once: summoning sickness is only a creature's",
    board: at('main1', [inHand('forest', 'Forest')]),
    actions: [play('forest'), { kind: 'tapForMana', object: 'forest' }],
    manual: true,
    objects: { forest: { tapped: true } },
    players: { A: { mana: 1 } },
  },
  {
    name: "CR 107.4h, 106.3: Icehide Troll's {S}{S} is paid with mana from two Snow-Covered Forests",
    board: at('main1', [
      { id: 'troll', card: 'Icehide Troll' },
      { id: 's1', card: 'Snow-Covered Forest' },
      { id: 's2', card: 'Snow-Covered Forest' },
    ]),
    actions: [{ kind: 'activate', object: 'troll', ability: 0, sources: 'auto' }],
    objects: {
      troll: { pt: '4/3', keywords: ['Indestructible'], tapped: true },
      s1: { tapped: true },
      s2: { tapped: true },
    },
  },
  {
    name: "CR 107.4h, 601.2h: {S} can't be paid with mana from a source that isn't snow: Icehide Troll with a Forest and a Snow-Covered Forest can't pay, and nothing taps",
    board: at('main1', [
      { id: 'troll', card: 'Icehide Troll' },
      { id: 'forest', card: 'Forest' },
      { id: 's1', card: 'Snow-Covered Forest' },
    ]),
    actions: [{ kind: 'activate', object: 'troll', ability: 0, sources: 'auto' }],
    refused: '601.2h',
    objects: { forest: { tapped: false }, s1: { tapped: false } },
  },
];

describe('CR 305, 116.2a: playing lands; CR 107.4h: snow mana', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
