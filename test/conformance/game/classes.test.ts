import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Classes (CR 716) on real cards compiled from their Oracle text: Wizard Class ("{2}{U}: Level 2
 * — When this Class becomes level 2, draw two cards.") and Paladin Class ("{2}{W}: Level 2 —
 * Creatures you control get +1/+1."). The rulings cited are those published for the Classes of
 * Adventures in the Forgotten Realms (2021-07-23).
 */

const WIZARD_LEVEL_2 = 1;
const WIZARD_LEVEL_3 = 3;
const PALADIN_LEVEL_2 = 1;

const main = (objects: readonly object[], extra: object = {}) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{U}{U}{U}{U}{U}{U}{U}{U}' }, { id: 'B' }],
  objects,
  ...extra,
});
const wizard = (extra: object = {}) => ({ id: 'wiz', card: 'Wizard Class', ...extra });
const library = [1, 2, 3].map((n) => ({ id: `card${n}`, card: 'Island', zone: 'library' }));
const levelUp = (ability: number, object = 'wiz'): Action => ({ kind: 'activate', object, ability });
const paladin = (extra: object = {}) => ({ id: 'paladin', card: 'Paladin Class', ...extra });
const bear = { id: 'bear', card: 'Grizzly Bears' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 716.2a, Wizard Class ruling: gaining a level is an activated ability on the stack; until it resolves the Class is level 1',
    board: main([wizard(), ...library]),
    actions: [levelUp(WIZARD_LEVEL_2)],
    manual: true,
    stack: ['wiz:1'],
    objects: { wiz: { level: null } },
    players: { A: { mana: 5 } },
  },
  {
    name: 'CR 716.2a, 603.2e, Wizard Class ruling: as it resolves the Class becomes level 2 and gains "When this Class becomes level 2, draw two cards", which triggers',
    board: main([wizard(), ...library]),
    actions: [levelUp(WIZARD_LEVEL_2)],
    objects: {
      wiz: { level: 2 },
      card1: { zone: 'hand' },
      card2: { zone: 'hand' },
      card3: { zone: 'library' },
    },
    events: ['becameLevel wiz 2 716.2a', 'triggered wiz becomesLevel 603.2e', 'putOnStack wiz:5 603.3'],
  },
  {
    name: 'CR 716.2a, Wizard Class ruling: at level 2 its level 3 ability may be activated, and gaining level 3 keeps what level 2 gave',
    board: main([wizard({ classLevel: 2 }), ...library]),
    actions: [levelUp(WIZARD_LEVEL_3)],
    objects: { wiz: { level: 3 }, card1: { zone: 'library' } },
    events: ['becameLevel wiz 3 716.2a'],
    without: ['triggered wiz becomesLevel 603.2e'],
  },
  {
    name: 'CR 716.2a, 716.2d, 107.16a, Wizard Class ruling: a Class without a level is level 1, so its level 3 ability ("Activate only if this Class is level 2") may not be activated',
    board: main([wizard(), ...library]),
    actions: [levelUp(WIZARD_LEVEL_3)],
    refused: '716.2a',
  },
  {
    name: 'CR 716.2a, Wizard Class ruling: at level 2 its level 2 ability may not be activated again',
    board: main([wizard({ classLevel: 2 }), ...library]),
    actions: [levelUp(WIZARD_LEVEL_2)],
    refused: '716.2a',
  },
  {
    name: 'CR 716.2a, 107.16a, 602.5d: a level is gained only as a sorcery: not in the upkeep',
    board: main([wizard(), ...library], { turn: { number: 3, active: 'A', step: 'upkeep' } }),
    actions: [levelUp(WIZARD_LEVEL_2)],
    refused: '602.5d',
  },
  {
    name: 'CR 716.2a, 602.5d: a level is gained only as a sorcery: not while the stack holds something',
    board: main([wizard(), ...library]),
    actions: [levelUp(WIZARD_LEVEL_2), levelUp(WIZARD_LEVEL_3)],
    manual: true,
    refused: '602.5d',
  },
  {
    name: 'CR 716.2a, Wizard Class ruling: each Class keeps its own level: levelling one leaves the other at level 1',
    board: main([wizard(), wizard({ id: 'other' }), ...library]),
    actions: [levelUp(WIZARD_LEVEL_2)],
    objects: { wiz: { level: 2 }, other: { level: null } },
  },
  {
    name: "CR 716.2d, 716.3: Paladin Class without a level is level 1: its level 2 anthem doesn't apply",
    board: main([paladin(), bear]),
    actions: [{ kind: 'advance', to: 'main2' }],
    objects: { bear: { pt: '2/2' } },
  },
  {
    name: 'CR 716.2a, 613.1f, 613.4c: Paladin Class at level 2 has "Creatures you control get +1/+1"',
    board: main([paladin({ classLevel: 2 }), bear]),
    actions: [{ kind: 'advance', to: 'main2' }],
    objects: { bear: { pt: '3/3' } },
  },
  {
    name: 'CR 716.2a, 107.16a: "As long as this Class is level N or greater": Paladin Class at level 3 still has its level 2 anthem',
    board: main([paladin({ classLevel: 3 }), bear]),
    actions: [{ kind: 'advance', to: 'main2' }],
    objects: { bear: { pt: '3/3' } },
  },
  {
    name: 'CR 716.2a: gaining level 2 gives Paladin Class its anthem from then on',
    board: main([paladin(), bear], { players: [{ id: 'A', manaPool: '{W}{W}{W}' }, { id: 'B' }] }),
    actions: [levelUp(PALADIN_LEVEL_2, 'paladin')],
    objects: { paladin: { level: 2 }, bear: { pt: '3/3' } },
  },
  {
    name: "CR 716.2b: a level isn't copiable: Copy Enchantment entered as a copy of a level 2 Paladin Class is level 1, one anthem only",
    board: main([paladin({ classLevel: 2 }), { id: 'copy', card: 'Copy Enchantment', zone: 'hand' }, bear]),
    actions: [{ kind: 'putOntoBattlefield', object: 'copy', choices: { copyOf: 'paladin' } }],
    objects: { bear: { pt: '3/3' }, copy: { level: null } },
  },
  {
    name: 'CR 716.2b, 400.7: a Class that leaves the battlefield and returns is a new object without its level',
    board: main([paladin({ classLevel: 2 }), bear]),
    actions: [
      { kind: 'move', object: 'paladin', to: 'hand' },
      { kind: 'putOntoBattlefield', object: 'paladin' },
    ],
    objects: { paladin: { zone: 'battlefield', level: null }, bear: { pt: '2/2' } },
  },
  {
    name: 'CR 716.2b: a Class keeps its level when it stops being a Class: Paladin Class made an artifact without subtypes still has its anthem',
    board: main([paladin({ classLevel: 2 }), bear], {
      effects: [
        {
          source: 'paladin',
          sourceName: 'an effect making it an artifact',
          duration: 'permanent',
          on: ['paladin'],
          effect: { affects: {}, ops: [{ kind: 'setTypes', types: ['Artifact'], subtypes: [] }] },
        },
      ],
    }),
    actions: [{ kind: 'advance', to: 'main2' }],
    objects: { paladin: { level: 2 }, bear: { pt: '3/3' } },
  },
];

describe('Classes (CR 716)', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
