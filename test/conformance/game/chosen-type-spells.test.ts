import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * A creature type chosen as a spell resolves (CR 608.2d, 205.3m), by its controller's `decide`
 * with `decisions: [{ chosen: ["Elf"] }]`, and the creatures it then changes, locked as the
 * effect begins (611.2c). Real cards compiled from their Oracle text (MTGJSON, April 2022):
 * Crippling Fear ({2}{B}{B}: "Choose a creature type. Creatures that aren't of the chosen type
 * get -3/-3 until end of turn."), Defensive Maneuvers ({3}{W}: "Creatures of the creature type
 * of your choice get +0/+4 until end of turn.") and Tribal Unity ({X}{2}{G}: "Creatures of the
 * creature type of your choice get +X/+X until end of turn.") and Karona, False God (5/5 haste,
 * "Whenever Karona attacks, creatures of the creature type of your choice get +3/+3 until end of
 * turn."). Elvish Mystic is a 1/1 Elf Druid,
 * Grizzly Bears a 2/2 Bear, Craw Wurm a 6/4 Wurm, Bloodline Pretender a 2/2 Changeling.
 */

const board = (pool: string, spell: string, more: readonly object[] = []) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: pool }, { id: 'B' }],
  objects: [
    { id: 'spell', card: spell, zone: 'hand' },
    { id: 'mystic', card: 'Elvish Mystic' },
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'wurm', card: 'Craw Wurm', controller: 'B' },
    ...more,
  ],
});
const fear = (more: readonly object[] = []) => board('{B}{B}{B}{B}', 'Crippling Fear', more);
const maneuvers = board('{W}{W}{W}{W}{G}', 'Defensive Maneuvers', [
  { id: 'mystic2', card: 'Elvish Mystic', zone: 'hand' },
]);
const cast: Action = { kind: 'cast', object: 'spell', sources: 'auto' };
const choose = (...chosen: string[]): Action => ({ kind: 'decide', decisions: [{ chosen }] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2d: as Crippling Fear resolves, its controller A is asked for a creature type',
    board: fear(),
    actions: [cast],
    toAct: 'decide A',
    stack: ['spell'],
  },
  {
    name: "CR 608.2d, 704.5f, Crippling Fear naming Elf: the creatures that aren't Elves get -3/-3; the Bears die, the Wurm is 3/1",
    board: fear(),
    actions: [cast, choose('Elf')],
    objects: { mystic: { pt: '1/1' }, bear: { zone: 'graveyard' }, wurm: { pt: '3/1' } },
    stack: [],
  },
  {
    name: 'CR 702.73a, Crippling Fear naming Elf: Bloodline Pretender (changeling) is every creature type, an Elf too, and is spared',
    board: fear([{ id: 'pretender', card: 'Bloodline Pretender', choices: { creatureType: 'Bear' } }]),
    actions: [cast, choose('Elf')],
    objects: { pretender: { pt: '2/2' }, bear: { zone: 'graveyard' } },
  },
  {
    name: 'CR 205.3m, 608.2d: "Forest" is a land type, not a creature type to choose',
    board: fear(),
    actions: [cast, choose('Forest')],
    refused: '608.2d',
  },
  {
    name: 'CR 608.2d: one creature type is chosen; two are refused',
    board: fear(),
    actions: [cast, choose('Elf', 'Bear')],
    refused: '608.2d',
  },
  {
    name: 'CR 608.2d, Defensive Maneuvers naming Elf: the Elf gets +0/+4, the Bears and the Wurm do not',
    board: maneuvers,
    actions: [cast, choose('Elf')],
    objects: { mystic: { pt: '1/5' }, bear: { pt: '2/2' }, wurm: { pt: '6/4' } },
  },
  {
    name: 'CR 611.2c, Defensive Maneuvers naming Elf: an Elf cast after it resolved is not changed',
    board: maneuvers,
    actions: [cast, choose('Elf'), { kind: 'cast', object: 'mystic2', sources: 'auto' }],
    objects: { mystic: { pt: '1/5' }, mystic2: { zone: 'battlefield', pt: '1/1' } },
  },
  {
    name: 'CR 107.3, 608.2d, Tribal Unity with X=2 naming Bear: the Bears get +2/+2',
    board: board('{G}{G}{G}{G}{G}', 'Tribal Unity'),
    actions: [{ ...cast, x: 2 }, choose('Bear')],
    objects: { bear: { pt: '4/4' }, mystic: { pt: '1/1' } },
  },
  {
    name: 'CR 508.1m, 608.2d, Karona, False God: its attack trigger asks for a creature type as it resolves; naming Bear, the Bears get +3/+3',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      players: [{ id: 'A' }, { id: 'B' }],
      objects: [
        { id: 'karona', card: 'Karona, False God' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('karona') }, choose('Bear')],
    objects: { bear: { pt: '5/5' }, karona: { pt: '5/5', attacking: 'B' } },
  },
];

describe('a creature type chosen as a spell resolves (CR 608.2d, 205.3m)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
