import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * A card chosen from its controller's hand or graveyard as the ability resolves (CR 608.2d), not
 * a target (115.10): Arboreal Grazer ("When Arboreal Grazer enters the battlefield, you may put a
 * land card from your hand onto the battlefield tapped."), Elvish Piper ("{G}, {T}: You may put a
 * creature card from your hand onto the battlefield.") and Port of Karfell ("{3}{U}{B}{B}, {T},
 * Sacrifice Port of Karfell: Mill four cards, then return a creature card from your graveyard to
 * the battlefield tapped."). A land put onto
 * the battlefield this way isn't played (305.4). The effect does as much as it can (609.3).
 */

const main = { number: 3, active: 'A', step: 'main1' } as const;
const library = Array.from({ length: 6 }, () => ({ card: 'Island', zone: 'library' }));
const choose = (may: boolean, cards: string[] = []): Action => ({
  kind: 'decide',
  may,
  ...(may ? { decisions: [{ cards }] } : {}),
});

const grazerBoard = {
  turn: main,
  objects: [
    { id: 'grazer', card: 'Arboreal Grazer', zone: 'hand' },
    { id: 'forest', card: 'Forest', zone: 'hand' },
    { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    { id: 'island', card: 'Island', zone: 'graveyard' },
  ],
};
const enterGrazer: Action = { kind: 'putOntoBattlefield', object: 'grazer' };
const piperBoard = (hand: readonly object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
  objects: [{ id: 'piper', card: 'Elvish Piper' }, ...hand],
});
const pipe: Action = { kind: 'activate', object: 'piper', ability: 0 };
const karfellBoard = {
  turn: main,
  players: [{ id: 'A', manaPool: '{C}{C}{C}{U}{B}{B}' }, { id: 'B' }],
  objects: [
    { id: 'port', card: 'Port of Karfell' },
    ...library,
    { id: 'wurm', card: 'Craw Wurm', zone: 'graveyard' },
    { id: 'shock', card: 'Shock', zone: 'graveyard' },
  ],
};
const karfell: Action = { kind: 'activate', object: 'port', ability: 2 };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2d, 614.1d, 305.4: Arboreal Grazer puts the Forest from its hand onto the battlefield tapped, which is no land played',
    board: grazerBoard,
    actions: [enterGrazer, choose(true, ['forest'])],
    objects: { forest: { zone: 'battlefield', tapped: true }, bear: { zone: 'hand' } },
    without: ['landPlayed forest 305.1'],
  },
  {
    name: "CR 608.2d: Arboreal Grazer can't put a Grizzly Bears, no land card, onto the battlefield",
    board: grazerBoard,
    actions: [enterGrazer, choose(true, ['bear'])],
    refused: '608.2d',
    objects: { bear: { zone: 'hand' } },
  },
  {
    name: 'CR 608.2d: Arboreal Grazer takes a land card from its hand only, not from the graveyard',
    board: grazerBoard,
    actions: [enterGrazer, choose(true, ['island'])],
    refused: '608.2d',
  },
  {
    name: 'CR 609.3: having chosen to, its controller must put a land card while one is in hand',
    board: grazerBoard,
    actions: [enterGrazer, choose(true, [])],
    refused: '609.3',
  },
  {
    name: 'CR 603.5: "you may": declined, the Forest stays in hand',
    board: grazerBoard,
    actions: [enterGrazer, choose(false)],
    objects: { grazer: { zone: 'battlefield' }, forest: { zone: 'hand' } },
  },
  {
    name: 'CR 608.2d: Elvish Piper puts a Craw Wurm from its hand onto the battlefield, untapped',
    board: piperBoard([{ id: 'wurm', card: 'Craw Wurm', zone: 'hand' }]),
    actions: [pipe, choose(true, ['wurm'])],
    objects: { wurm: { zone: 'battlefield', tapped: false, pt: '6/4' }, piper: { tapped: true } },
  },
  {
    name: 'CR 609.3: Elvish Piper with no creature card in hand does nothing',
    board: piperBoard([{ id: 'forest', card: 'Forest', zone: 'hand' }]),
    actions: [pipe, choose(true, [])],
    objects: { forest: { zone: 'hand' }, piper: { tapped: true } },
  },
  {
    name: 'CR 701.17a, 608.2d, 614.1d: Port of Karfell mills four, then returns a creature card from the graveyard to the battlefield tapped',
    board: karfellBoard,
    actions: [karfell, { kind: 'decide', decisions: [{ cards: ['wurm'] }] }],
    objects: {
      wurm: { zone: 'battlefield', tapped: true, pt: '6/4' },
      shock: { zone: 'graveyard' },
      port: { zone: 'graveyard' },
    },
  },
  {
    name: 'CR 608.2d: Port of Karfell returns a creature card, not an instant',
    board: karfellBoard,
    actions: [karfell, { kind: 'decide', decisions: [{ cards: ['shock'] }] }],
    refused: '608.2d',
  },
];

describe('a card chosen from hand or graveyard as it resolves (CR 608.2d)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
