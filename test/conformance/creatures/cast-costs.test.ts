import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Paying a spell's total cost other than with mana (CR 601.2h): convoke taps creatures
 * (702.51a), improvise artifacts (702.126a), delve exiles cards from the graveyard (702.66a);
 * and affinity reduces the total cost (702.41a, 601.2f).
 */

const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const graveyard = (n: number) =>
  Array.from({ length: n }, (_, i) => mine(`g${i}`, 'Mountain', { zone: 'graveyard' }));
const thopters = (n: number) => Array.from({ length: n }, (_, i) => mine(`t${i}`, 'Ornithopter'));

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.51a: Siege Wurm {5}{G}{G} convoked with two green creatures and a white one, the rest {G}{C}{C}{C} from the pool',
    board: board('{G}{C}{C}{C}', [
      mine('wurm', 'Siege Wurm', { zone: 'hand' }),
      mine('elf', 'Llanowar Elves'),
      mine('bear', 'Grizzly Bears'),
      mine('lion', 'Savannah Lions'),
    ]),
    actions: [{ kind: 'cast', object: 'wurm', convoke: ['elf', 'bear', 'lion'] }],
    objects: {
      wurm: { zone: 'battlefield' },
      elf: { tapped: true },
      bear: { tapped: true },
      lion: { tapped: true },
    },
    players: { A: { mana: 0 } },
    events: ['tapped elf 702.51a', 'tapped lion 702.51a'],
  },
  {
    name: 'CR 702.51a: a white creature pays only generic mana or {W}: Siege Wurm with a pool of {C}s and white creatures lacks {G}{G}',
    board: board('{C}{C}{C}{C}{C}', [
      mine('wurm', 'Siege Wurm', { zone: 'hand' }),
      mine('lion', 'Savannah Lions'),
      mine('lion2', 'Savannah Lions'),
    ]),
    actions: [{ kind: 'cast', object: 'wurm', convoke: ['lion', 'lion2'] }],
    refused: '601.2h',
  },
  {
    name: 'CR 702.51a: only an untapped creature its caster controls can convoke',
    board: board('{G}{G}{C}{C}{C}{C}', [
      mine('wurm', 'Siege Wurm', { zone: 'hand' }),
      mine('bear', 'Grizzly Bears', { tapped: true }),
    ]),
    actions: [{ kind: 'cast', object: 'wurm', convoke: ['bear'] }],
    refused: '702.51a',
  },
  {
    name: 'CR 702.51a: a spell without convoke (Grizzly Bears) is not convoked',
    board: board('{G}', [mine('cub', 'Grizzly Bears', { zone: 'hand' }), mine('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'cub', convoke: ['bear'] }],
    refused: '702.51a',
  },
  {
    name: 'CR 702.66a: Gurmag Angler {6}{B} delves five cards from the graveyard and pays {B}{C}',
    board: board('{B}{C}', [mine('angler', 'Gurmag Angler', { zone: 'hand' }), ...graveyard(5)]),
    actions: [{ kind: 'cast', object: 'angler', delve: ['g0', 'g1', 'g2', 'g3', 'g4'] }],
    objects: { angler: { zone: 'battlefield' }, g0: { zone: 'exile' }, g4: { zone: 'exile' } },
    players: { A: { mana: 0 } },
    events: ['zoneChange g0 graveyard>exile 702.66a'],
  },
  {
    name: "CR 702.66a: delve pays only generic mana: seven cards are too many for Gurmag Angler's {6}{B}",
    board: board('{B}', [mine('angler', 'Gurmag Angler', { zone: 'hand' }), ...graveyard(7)]),
    actions: [{ kind: 'cast', object: 'angler', delve: ['g0', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6'] }],
    refused: '702.66a',
  },
  {
    name: 'CR 702.126a: Maverick Thopterist {3}{U}{R} improvised with three artifacts, paying {U}{R}',
    board: board('{U}{R}', [mine('mav', 'Maverick Thopterist', { zone: 'hand' }), ...thopters(3)]),
    actions: [{ kind: 'cast', object: 'mav', improvise: ['t0', 't1', 't2'] }],
    objects: { mav: { zone: 'battlefield' }, t0: { tapped: true }, t2: { tapped: true } },
    players: { A: { mana: 0 } },
    events: ['tapped t0 702.126a'],
  },
  {
    name: 'CR 702.41a, 601.2f: Frogmite {4} with affinity for artifacts costs {0} with four artifacts',
    board: board('', [mine('frog', 'Frogmite', { zone: 'hand' }), ...thopters(4)]),
    actions: [{ kind: 'cast', object: 'frog' }],
    objects: { frog: { zone: 'battlefield' }, t0: { tapped: false } },
  },
  {
    name: 'CR 702.41a: Myr Enforcer {7} costs {5} with two artifacts; {4} is not enough',
    board: board('{C}{C}{C}{C}', [mine('myr', 'Myr Enforcer', { zone: 'hand' }), ...thopters(2)]),
    actions: [{ kind: 'cast', object: 'myr' }],
    refused: '601.2h',
  },
];

describe('paying a spell with creatures, artifacts and cards, and affinity (CR 601.2f-h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
