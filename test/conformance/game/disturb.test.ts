import { describe, expect, it } from 'vitest';
import type { CardDefinition, CardPool } from '../../../src/cards/pool.js';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, play, pool, stateOf } from '../../support/play.js';

/**
 * Disturb (CR 702.146) on a real card: Galedrifter ({3}{U} 3/2 Hippogriff, Flying, "Disturb
 * {4}{U}") // Waildrifter (2/2 Hippogriff Spirit, Flying, "If Waildrifter would be put into a
 * graveyard from anywhere, exile it instead."). Cast for its disturb cost from its owner's
 * graveyard it is cast transformed (702.146a, 712.11a), its mana value its front face's (712.8c),
 * and it enters with its back face up (702.146b, 712.13). Waildrifter's replacement is not
 * modelled by this family, so the printed card is refused as it is cast, naming it; the rows
 * that play the rest use the card with that one ability left out.
 */

const CARD = 'Galedrifter // Waildrifter';
const printed = pool.get(CARD) as CardDefinition;
const back = printed.back as CardDefinition;
const withoutReplacement: CardDefinition = {
  ...printed,
  back: { ...back, abilities: back.abilities.filter((a) => a.kind !== 'unsupported') },
};
const cards: CardPool = {
  ...pool,
  get: (name) => (name === CARD ? withoutReplacement : pool.get(name)),
  find: (name) => (pool.find(name) === printed ? withoutReplacement : pool.find(name)),
};

const board = (zone = 'graveyard') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{U}{U}{U}{U}{U}' }, { id: 'B' }],
  objects: [{ id: 'drifter', card: CARD, zone, owner: 'A' }],
});
const disturb: Action = { kind: 'cast', object: 'drifter', alternative: 'disturb' };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 702.146a, 712.8c: cast for {4}{U} from the graveyard, it is Waildrifter on the stack, of its front face's mana value 4",
    board: board(),
    actions: [disturb],
    manual: true,
    stack: ['drifter'],
    objects: { drifter: { zone: 'stack', name: 'Waildrifter', manaValue: 4, pt: '2/2' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.146b, 712.13: it enters the battlefield transformed, a 2/2 flying Spirit',
    board: board(),
    actions: [disturb],
    objects: {
      drifter: {
        zone: 'battlefield',
        name: 'Waildrifter',
        pt: '2/2',
        keywords: ['Flying'],
        subtypes: ['Hippogriff', 'Spirit'],
      },
    },
  },
  {
    name: "CR 702.146a: disturb casts it from its owner's graveyard, not from a hand",
    board: board('hand'),
    actions: [disturb],
    refused: '702.146a',
  },
  {
    name: 'CR 601.3: without disturb, a card in a graveyard is not cast',
    board: board(),
    actions: [{ kind: 'cast', object: 'drifter' }],
    refused: '601.3',
  },
  {
    name: 'CR 702.146a: a card cast for its disturb cost is cast transformed, not by its front face',
    board: board(),
    actions: [{ ...disturb, face: 'Galedrifter' }],
    refused: '702.146a',
  },
];

describe('disturb (CR 702.146)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row, cards));

  it.each([
    ['CR 712.11a: Grizzly Bears, with no back face, is not cast transformed', 'Grizzly Bears', '712.11a'],
    [
      'CR 118.9, 702.146a: Delver of Secrets, with no disturb, has no disturb cost to pay',
      'Delver of Secrets',
      '118.9',
    ],
  ])('%s', (_name, card, rule) => {
    const start = { ...board(), objects: [{ id: 'drifter', card, zone: 'graveyard', owner: 'A' }] };
    expect(play(stateOf(start), [disturb]).refusal?.rule).toBe(rule);
  });

  it("the printed Galedrifter: Waildrifter's graveyard replacement isn't modelled, so the disturbed spell is refused, naming it", () => {
    const played = play(stateOf(board()), [disturb]);
    expect(played.refusal).toMatchObject({ code: 'ERR_UNSUPPORTED' });
    expect(played.refusal?.message).toContain('If Waildrifter would be put into a graveyard');
  });
});
