import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Casting spells from the hand (CR 601.2) by the player who holds priority (117.1a): timing, X,
 * targets, the total cost paid from the caster's mana pool. The spell goes on the stack; once all
 * players pass (the table's `play` passes for them) it resolves: a permanent enters the
 * battlefield (608.3a), an instant or sorcery resolves and goes to the graveyard (608.2n).
 */

const inHand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const board = (step: string, mana: string, objects: readonly object[], active = 'A') => ({
  turn: { step, active },
  players: [
    { id: 'A', manaPool: mana },
    { id: 'B', manaPool: mana },
  ],
  objects,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 302.1, 601.2h, 608.3a: Grizzly Bears cast in a main phase with {1}{G} enters the battlefield under its caster',
    board: board('main1', '{G}{C}', [inHand('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'bear' }],
    objects: { bear: { zone: 'battlefield', pt: '2/2', controller: 'A' } },
    players: { A: { mana: 0 } },
    events: [
      'zoneChange bear hand>stack 601.2a',
      'spellCast bear A 601.2i',
      'zoneChange bear stack>battlefield 608.3a',
    ],
  },
  {
    name: "CR 302.1: a creature spell can't be cast during combat",
    board: board('beginCombat', '{G}{C}', [inHand('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'bear' }],
    refused: '302.1',
  },
  {
    name: "CR 302.1: a creature spell can't be cast in the opponent's main phase",
    board: board('main1', '{G}{C}', [inHand('bear', 'Grizzly Bears')], 'B'),
    actions: [{ kind: 'pass' }, { kind: 'cast', object: 'bear' }],
    refused: '302.1',
  },
  {
    name: "CR 702.8a: Ambush Viper's flash lets it be cast during combat on the opponent's turn",
    board: board('declareBlockers', '{G}{C}', [inHand('viper', 'Ambush Viper')], 'B'),
    actions: [{ kind: 'pass' }, { kind: 'cast', object: 'viper' }],
    objects: { viper: { zone: 'battlefield', controller: 'A', keywords: ['Deathtouch', 'Flash'] } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 502.4: no spell can be cast in the untap step, not even one with flash (Ambush Viper)',
    board: board('untap', '{G}{C}', [inHand('viper', 'Ambush Viper')]),
    actions: [{ kind: 'cast', object: 'viper' }],
    refused: '502.4',
  },
  {
    name: "CR 117.1a, 608.2n: Giant Growth cast in the opponent's combat pumps its target, then goes to the graveyard",
    board: board(
      'declareBlockers',
      '{G}',
      [inHand('growth', 'Giant Growth'), { id: 'bear', card: 'Grizzly Bears' }],
      'B',
    ),
    actions: [{ kind: 'pass' }, { kind: 'cast', object: 'growth', targets: ['bear'] }],
    objects: { bear: { pt: '5/5' }, growth: { zone: 'graveyard' } },
    events: ['spellCast growth A 601.2i', 'zoneChange growth stack>graveyard 608.2n'],
  },
  {
    name: 'CR 601.2c: Giant Growth needs a creature as its target; a player is refused',
    board: board('main1', '{G}', [inHand('growth', 'Giant Growth')]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['B'] }],
    refused: '601.2c',
  },
  {
    name: "CR 307.1, 608.2n: Divination, a sorcery, draws two cards in its caster's main phase",
    board: board('main2', '{U}{C}{C}', [
      inHand('div', 'Divination'),
      { id: 'l1', card: 'Island', zone: 'library' },
      { id: 'l2', card: 'Island', zone: 'library' },
    ]),
    actions: [{ kind: 'cast', object: 'div' }],
    objects: { l1: { zone: 'hand' }, l2: { zone: 'hand' }, div: { zone: 'graveyard' } },
  },
  {
    name: "CR 307.1: a sorcery (Divination) can't be cast in the upkeep",
    board: board('upkeep', '{U}{C}{C}', [inHand('div', 'Divination')]),
    actions: [{ kind: 'cast', object: 'div' }],
    refused: '307.1',
  },
  {
    name: "CR 601.2h: a cost that can't be paid whole is not paid at all: Grizzly Bears with only {G}",
    board: board('main1', '{G}', [inHand('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'bear' }],
    refused: '601.2h',
  },
  {
    name: 'CR 107.3a, 107.3m: Endless One cast with X=3 pays {3} and enters with three +1/+1 counters',
    board: board('main1', '{C}{C}{C}', [inHand('one', 'Endless One')]),
    actions: [{ kind: 'cast', object: 'one', x: 3 }],
    objects: { one: { zone: 'battlefield', pt: '3/3', counters: { '+1/+1': 3 } } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 107.3a: X can be announced only for a spell with X in its cost (Grizzly Bears)',
    board: board('main1', '{G}{C}{C}', [inHand('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'bear', x: 1 }],
    refused: '107.3a',
  },
  {
    name: "CR 107.4f, 119.4: Porcelain Legionnaire's {W/P} is paid with 2 life when there is no white mana",
    board: board('main1', '{C}{C}', [inHand('pl', 'Porcelain Legionnaire')]),
    actions: [{ kind: 'cast', object: 'pl' }],
    objects: { pl: { zone: 'battlefield' } },
    players: { A: { life: 18, mana: 0 } },
    events: ['lifeLost A 2 119.4'],
  },
  {
    name: 'CR 305.9: a land is played, not cast (Forest)',
    board: board('main1', '', [inHand('forest', 'Forest')]),
    actions: [{ kind: 'cast', object: 'forest' }],
    refused: '305.9',
  },
  {
    name: "CR 601.3: only a card in its owner's hand is cast here, not one in the graveyard",
    board: board('main1', '{G}{C}', [{ id: 'bear', card: 'Grizzly Bears', zone: 'graveyard' }]),
    actions: [{ kind: 'cast', object: 'bear' }],
    refused: '601.3',
  },
];

describe('casting spells (CR 601.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
