import { describe, it } from 'vitest';
import { checkPlay, type PlayRow, ptRow } from '../../support/play.js';

/**
 * Domain (CR 207.2c, 305.6): "for each basic land type among lands you control" counts Plains,
 * Island, Swamp, Mountain and Forest once each, on lands the player controls, as layer 4 leaves
 * their subtypes. Real cards, compiled from their Oracle text: Kavu Scout (0/2, "gets +1/+0 for
 * each ..."), Matca Rioters (0/0, "power and toughness are each equal to the number of ..."),
 * Exotic Curse ("Enchanted creature gets -1/-1 for each ..."), Might of Alara ({G}, "Target
 * creature gets +1/+1 until end of turn for each ..."), Stratadon ({10}, "This spell costs {1} less
 * to cast for each ..."), Breeding Pool (Forest Island).
 */

const ROWS: readonly PlayRow[] = [
  ptRow(
    'CR 305.6: Kavu Scout with Forest, Forest and Breeding Pool (Forest Island): two types, 0/2 +2/+0 = 2/2; the opponent’s Swamp does not count',
    [
      { id: 'scout', card: 'Kavu Scout' },
      { card: 'Forest' },
      { card: 'Forest' },
      { card: 'Breeding Pool' },
      { card: 'Swamp', controller: 'B' },
    ],
    { scout: '2/2' },
  ),
  ptRow(
    'CR 604.3, 305.6: Matca Rioters with Plains, Island, Swamp, Mountain and Forest is 5/5',
    [
      { id: 'rioters', card: 'Matca Rioters' },
      ...['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((card) => ({ card })),
    ],
    { rioters: '5/5' },
  ),
  {
    name: 'CR 305.6: Exotic Curse with Island and Swamp: Grizzly Bears 2/2 -2/-2 = 0/0 goes to its owner’s graveyard (704.5f)',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        { id: 'curse', card: 'Exotic Curse', attachedTo: 'bear' },
        { card: 'Island' },
        { card: 'Swamp' },
      ],
    },
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: 'CR 608.2h: Might of Alara with Forest and Mountain: Grizzly Bears 2/2 +2/+2 = 4/4',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'spell', card: 'Might of Alara', zone: 'hand' },
        { card: 'Forest' },
        { card: 'Mountain' },
      ],
    },
    actions: [{ kind: 'cast', object: 'spell', targets: ['bear'] }],
    objects: { bear: { pt: '4/4' } },
  },
  {
    name: 'CR 601.2f, 305.6: Stratadon {10} with Forest and Breeding Pool (Forest Island) costs {8}: eight {C} pay it all',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{C}{C}{C}{C}{C}{C}{C}{C}' }, { id: 'B' }],
      objects: [
        { id: 'stratadon', card: 'Stratadon', zone: 'hand' },
        { card: 'Forest' },
        { card: 'Breeding Pool' },
      ],
    },
    actions: [{ kind: 'cast', object: 'stratadon' }],
    objects: { stratadon: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
];

describe('domain: basic land types among lands you control (CR 305.6)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
