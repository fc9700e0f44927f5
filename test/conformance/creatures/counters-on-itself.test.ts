import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[instruction] for each +1/+1 counter on it", "it" the object itself (CR 122.1, 608.2h): the
 * counters on it as the instruction is followed, or as it last existed on the battlefield once
 * it has left (603.10a, 608.2h). Real cards, compiled from their Oracle text: Bloodtracker ("When
 * Bloodtracker leaves the battlefield, draw a card for each +1/+1 counter on it."), Boss's
 * Chauffeur ("When Boss's Chauffeur dies, create a 1/1 green and white Citizen creature token
 * for each +1/+1 counter on it."), Embalmed Brawler ("Whenever Embalmed Brawler attacks or
 * blocks, you lose 1 life for each +1/+1 counter on it."), City of Shadows ("{T}: Add {C} for
 * each storage counter on City of Shadows.").
 */

const main = { number: 3, active: 'A', step: 'main1' };
const library = ['l1', 'l2', 'l3'].map((id) => ({ id, card: 'Forest', zone: 'library', owner: 'A' }));
const move = (object: string, to: 'hand' | 'exile' | 'graveyard'): Action => ({ kind: 'move', object, to });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Bloodtracker, CR 603.10a, 608.2h: it leaves the battlefield with two +1/+1 counters: A draws the top two cards',
    board: {
      turn: main,
      objects: [{ id: 'tracker', card: 'Bloodtracker', counters: { '+1/+1': 2 } }, ...library],
    },
    actions: [move('tracker', 'hand')],
    objects: {
      tracker: { zone: 'hand' },
      l1: { zone: 'hand' },
      l2: { zone: 'hand' },
      l3: { zone: 'library' },
    },
  },
  {
    name: 'Bloodtracker, CR 107.2: with no +1/+1 counter as it left, nothing is drawn',
    board: { turn: main, objects: [{ id: 'tracker', card: 'Bloodtracker' }, ...library] },
    actions: [move('tracker', 'exile')],
    objects: { l1: { zone: 'library' } },
    without: ['cardDrawn A 121.1'],
  },
  {
    name: "Boss's Chauffeur, CR 608.2h: it dies with three +1/+1 counters: three Citizen tokens",
    board: { turn: main, objects: [{ id: 'chauffeur', card: "Boss's Chauffeur", counters: { '+1/+1': 3 } }] },
    actions: [move('chauffeur', 'graveyard')],
    events: ['tokenCreated o2 Citizen Token 111.2', 'tokenCreated o4 Citizen Token 111.2'],
    without: ['tokenCreated o5 Citizen Token 111.2'],
  },
  {
    name: 'Embalmed Brawler, CR 508.3a: it attacks with two +1/+1 counters: its controller loses 2 life',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      objects: [{ id: 'brawler', card: 'Embalmed Brawler', counters: { '+1/+1': 2 } }],
    },
    actions: [{ kind: 'declareAttackers', attackers: [{ attacker: 'brawler' }] }],
    players: { A: { life: 18 }, B: { life: 20 } },
  },
  {
    name: 'City of Shadows, CR 106.4, 605.3b: "{T}: Add {C} for each storage counter on City of Shadows." with three: {C}{C}{C}',
    board: { turn: main, objects: [{ id: 'city', card: 'City of Shadows', counters: { storage: 3 } }] },
    actions: [{ kind: 'activate', object: 'city', ability: 1 }],
    manual: true,
    players: { A: { mana: 3 } },
    events: ['manaAdded A {C}x3 106.4'],
  },
];

describe('"for each +1/+1 counter on it", it the object itself (CR 122.1, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
