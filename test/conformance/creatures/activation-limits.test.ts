import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 602.5b: restrictions on when an activated ability may be activated, on real cards compiled
 * from their Oracle text: a part of the turn, or a condition checked as it is activated. A
 * refused activation leaves everything as it was, its costs unpaid. In the other player's turn,
 * the active player first passes priority (117.3d), so the one who activates holds it.
 */

const activate = (object: string, more: Partial<Extract<Action, { kind: 'activate' }>> = {}): Action => ({
  kind: 'activate',
  object,
  ability: 0,
  ...more,
});
const turn = (step: Step, active = 'A') => ({ number: 3, active, step });
const pass: Action = { kind: 'pass' };
const cards = (n: number, zone: string) =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i}`, card: 'Forest', zone }));

const WINDOWS: readonly PlayRow[] = [
  {
    name: 'Shu Farmer, "Activate only during your turn, before attackers are declared.", in A\'s precombat main phase: A gains 1 life (CR 602.5b)',
    board: { turn: turn('main1'), objects: [{ id: 'farmer', card: 'Shu Farmer' }] },
    actions: [activate('farmer')],
    objects: { farmer: { tapped: true } },
    players: { A: { life: 21 } },
  },
  {
    name: 'Shu Farmer at the beginning of combat: still before attackers are declared (CR 506.1, 602.5b)',
    board: { turn: turn('beginCombat'), objects: [{ id: 'farmer', card: 'Shu Farmer' }] },
    actions: [activate('farmer')],
    players: { A: { life: 21 } },
  },
  {
    name: 'Shu Farmer in the declare attackers step, attackers declared as it began: refused, it stays untapped (CR 508.1, 602.5b)',
    board: { turn: turn('declareAttackers'), objects: [{ id: 'farmer', card: 'Shu Farmer' }] },
    actions: [{ kind: 'declareAttackers', attackers: [] }, activate('farmer')],
    refused: '602.5b',
    objects: { farmer: { tapped: false } },
    players: { A: { life: 20 } },
  },
  {
    name: 'Shu Farmer in the postcombat main phase: attackers were declared, refused (CR 602.5b)',
    board: { turn: turn('main2'), objects: [{ id: 'farmer', card: 'Shu Farmer' }] },
    actions: [activate('farmer')],
    refused: '602.5b',
  },
  {
    name: "Shu Farmer in B's precombat main phase: only in its controller's turn (CR 602.5b)",
    board: { turn: turn('main1', 'B'), objects: [{ id: 'farmer', card: 'Shu Farmer', controller: 'A' }] },
    actions: [pass, activate('farmer')],
    refused: '602.5b',
    players: { A: { life: 20 } },
  },
  {
    name: 'Augur il-Vec, "Sacrifice Augur il-Vec: You gain 4 life. Activate only during your upkeep.", in A\'s upkeep (CR 602.5b)',
    board: { turn: turn('upkeep'), objects: [{ id: 'augur', card: 'Augur il-Vec' }] },
    actions: [activate('augur', { ability: 1 })],
    objects: { augur: { zone: 'graveyard' } },
    players: { A: { life: 24 } },
  },
  {
    name: 'Augur il-Vec in the draw step: refused, and it is not sacrificed (CR 602.5b)',
    board: { turn: turn('draw'), objects: [{ id: 'augur', card: 'Augur il-Vec' }] },
    actions: [activate('augur', { ability: 1 })],
    refused: '602.5b',
    objects: { augur: { zone: 'battlefield' } },
    players: { A: { life: 20 } },
  },
  {
    name: "Augur il-Vec in B's upkeep: only its controller's upkeep (CR 602.5b)",
    board: { turn: turn('upkeep', 'B'), objects: [{ id: 'augur', card: 'Augur il-Vec', controller: 'A' }] },
    actions: [pass, activate('augur', { ability: 1 })],
    refused: '602.5b',
    objects: { augur: { zone: 'battlefield' } },
  },
];

const CONDITIONS: readonly PlayRow[] = [
  {
    name: 'Krosan Avenger with seven cards in A\'s graveyard: threshold, "{1}{G}: Regenerate" gives a shield (CR 602.5b, 701.19a)',
    board: {
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
      objects: [{ id: 'avenger', card: 'Krosan Avenger' }, ...cards(7, 'graveyard')],
    },
    actions: [activate('avenger', { ability: 1 })],
    objects: { avenger: { shields: 1 } },
    players: { A: { mana: 0 } },
  },
  {
    name: "Krosan Avenger with six cards in A's graveyard: refused, the mana stays (CR 602.5b)",
    board: {
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
      objects: [{ id: 'avenger', card: 'Krosan Avenger' }, ...cards(6, 'graveyard')],
    },
    actions: [activate('avenger', { ability: 1 })],
    refused: '602.5b',
    objects: { avenger: { shields: 0 } },
    players: { A: { mana: 2 } },
  },
  {
    name: 'Krosan Avenger with seven cards in B\'s graveyard only: "your graveyard" is A\'s, refused (CR 602.5b)',
    board: {
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
      objects: [
        { id: 'avenger', card: 'Krosan Avenger' },
        ...cards(7, 'graveyard').map((c) => ({ ...c, owner: 'B', controller: 'B' })),
      ],
    },
    actions: [activate('avenger', { ability: 1 })],
    refused: '602.5b',
  },
  {
    name: 'Bloodshot Trainee (2/1) with two +1/+1 counters, power 4: "Activate only if its power is 4 or greater." deals 4 to Serra Angel (CR 208.1, 613.4c, 602.5b)',
    board: {
      turn: turn('main1'),
      objects: [
        { id: 'trainee', card: 'Bloodshot Trainee', counters: { '+1/+1': 2 } },
        { id: 'angel', card: 'Serra Angel', controller: 'B' },
      ],
    },
    actions: [activate('trainee', { targets: ['angel'] })],
    objects: { angel: { zone: 'graveyard' }, trainee: { tapped: true } },
  },
  {
    name: 'Bloodshot Trainee with one +1/+1 counter, power 3: refused, it stays untapped (CR 602.5b)',
    board: {
      turn: turn('main1'),
      objects: [
        { id: 'trainee', card: 'Bloodshot Trainee', counters: { '+1/+1': 1 } },
        { id: 'angel', card: 'Serra Angel', controller: 'B' },
      ],
    },
    actions: [activate('trainee', { targets: ['angel'] })],
    refused: '602.5b',
    objects: { trainee: { tapped: false } },
  },
  {
    name: 'Gerrard Capashen attacking: "{3}{W}: Tap target creature. Activate only if [this] is attacking." taps the blocker-to-be (CR 506.4, 602.5b)',
    board: {
      turn: turn('declareAttackers'),
      players: [{ id: 'A', manaPool: '{W}{W}{W}{W}' }, { id: 'B' }],
      objects: [
        { id: 'gerrard', card: 'Gerrard Capashen' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [
      { kind: 'declareAttackers', attackers: attack('gerrard') },
      activate('gerrard', { ability: 1, targets: ['bears'] }),
    ],
    objects: { bears: { tapped: true } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Gerrard Capashen not attacking: refused, the Bears stay untapped (CR 602.5b)',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{W}{W}{W}{W}' }, { id: 'B' }],
      objects: [
        { id: 'gerrard', card: 'Gerrard Capashen' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [activate('gerrard', { ability: 1, targets: ['bears'] })],
    refused: '602.5b',
    objects: { bears: { tapped: false } },
    players: { A: { mana: 4 } },
  },
];

const imp = (extra: object = {}) => ({ id: 'imp', card: 'Pit Imp', ...extra });
const black = (n: number) => [{ id: 'A', manaPool: '{B}'.repeat(n) }, { id: 'B' }];

const TIMES: readonly PlayRow[] = [
  {
    name: 'Pit Imp, "{B}: +1/+0. Activate no more than twice each turn.": twice in a turn, it is 2/1 (CR 602.5b)',
    board: { turn: turn('main1'), players: black(3), objects: [imp()] },
    actions: [activate('imp', { ability: 1 }), activate('imp', { ability: 1 })],
    objects: { imp: { pt: '2/1' } },
    players: { A: { mana: 1 } },
  },
  {
    name: 'Pit Imp: a third activation in the same turn is refused, the mana stays (CR 602.5b)',
    board: { turn: turn('main1'), players: black(3), objects: [imp()] },
    actions: [
      activate('imp', { ability: 1 }),
      activate('imp', { ability: 1 }),
      activate('imp', { ability: 1 }),
    ],
    refused: '602.5b',
    objects: { imp: { pt: '2/1' } },
    players: { A: { mana: 1 } },
  },
  {
    name: 'Pit Imp activated twice in turn 2 (activatedTurn, activatedCount in the board file) may be activated in turn 3 (CR 602.5b)',
    board: {
      turn: turn('main1'),
      players: black(1),
      objects: [imp({ activatedTurn: { '1': 2 }, activatedCount: { '1': 2 } })],
    },
    actions: [activate('imp', { ability: 1 })],
    objects: { imp: { pt: '1/1' } },
  },
  {
    name: 'Pit Imp activated twice in turn 3 (the board file) is refused in turn 3 (CR 602.5b)',
    board: {
      turn: turn('main1'),
      players: black(1),
      objects: [imp({ activatedTurn: { '1': 3 }, activatedCount: { '1': 2 } })],
    },
    actions: [activate('imp', { ability: 1 })],
    refused: '602.5b',
  },
  {
    name: 'Sewer Rats, "no more than three times each turn": three activations pay 3 life, the fourth is refused (CR 602.5b, 119.4)',
    board: { turn: turn('main1'), players: black(4), objects: [{ id: 'rats', card: 'Sewer Rats' }] },
    actions: [activate('rats'), activate('rats'), activate('rats'), activate('rats')],
    refused: '602.5b',
    objects: { rats: { pt: '4/1' } },
    players: { A: { life: 17, mana: 1 } },
  },
];

describe('CR 602.5b: "Activate no more than N times each turn"', () => {
  it.each(TIMES)('$name', (row) => {
    checkPlay(row);
  });
});

describe('CR 602.5b: activation only in a part of the turn', () => {
  it.each(WINDOWS)('$name', (row) => {
    checkPlay(row);
  });
});

describe('CR 602.5b: "Activate only if ..."', () => {
  it.each(CONDITIONS)('$name', (row) => {
    checkPlay(row);
  });
});
