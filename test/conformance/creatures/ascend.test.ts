import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Ascend and the city's blessing (CR 702.131): a player who controls ten or more permanents, one
 * of them with ascend, gets the city's blessing (702.131b), and keeps it for the rest of the game
 * (702.131c); "as long as / if you have the city's blessing" reads it. Real cards' Oracle text:
 * Dusk Charger ({3}{B}, 3/3, "Ascend / Dusk Charger gets +2/+2 as long as you have the city's
 * blessing."), Mausoleum Harpy (3/3, "... Whenever another creature you control dies, if you have
 * the city's blessing, put a +1/+1 counter on Mausoleum Harpy.").
 */

const forests = (n: number, controller = 'A') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller}f${i}`, card: 'Forest', controller }));
const board = (objects: readonly object[], a: object = {}, step = 'main1') => ({
  turn: { step, active: 'A' },
  players: [{ id: 'A', manaPool: '{B}{B}{B}{B}', ...a }, { id: 'B' }],
  objects,
});
const charger = (extra: object = {}) => ({ id: 'dusk', card: 'Dusk Charger', ...extra });
const castCharger: Action = { kind: 'cast', object: 'dusk' };
/** A's declare attackers step, attacking with nothing: an action that changes nothing a row reads. */
const declare: Action = { kind: 'declareAttackers', attackers: [] };
const atCombat = (objects: readonly object[], a: object = {}) => board(objects, a, 'declareAttackers');

/** A casts `spell` with {W}{B}{B} in their pool; A's bear and B's bear on the battlefield. */
const casting = (spell: string, objects: readonly object[], a: object = {}) =>
  board(
    [
      { id: 'spell', card: spell, zone: 'hand' },
      { id: 'mine', card: 'Grizzly Bears' },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      ...objects,
    ],
    { manaPool: '{W}{B}{B}', ...a },
  );
const castSpell: Action = { kind: 'cast', object: 'spell' };

/** A's untap step with Kumena's Awakening, two cards in each library (a0 on top of A's). */
const upkeep = (a: object) => ({
  turn: { number: 3, active: 'A', step: 'untap' },
  players: [{ id: 'A', ...a }, { id: 'B' }],
  objects: [
    { id: 'awakening', card: "Kumena's Awakening" },
    ...['a', 'b'].flatMap((p) =>
      [0, 1].map((i) => ({ id: `${p}${i}`, card: 'Island', zone: 'library', owner: p.toUpperCase() })),
    ),
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 702.131c: Dusk Charger, its controller having the city's blessing -> 5/5",
    board: atCombat([charger()], { cityBlessing: true }),
    actions: [declare],
    objects: { dusk: { pt: '5/5' } },
  },
  {
    name: "Dusk Charger without the city's blessing -> 3/3",
    board: atCombat([charger(), ...forests(8)]),
    actions: [declare],
    objects: { dusk: { pt: '3/3' } },
  },
  {
    name: "CR 702.131b: Dusk Charger cast as A's tenth permanent: A gets the city's blessing as the game is next checked -> 5/5",
    board: board([charger({ zone: 'hand' }), ...forests(9)]),
    actions: [castCharger],
    objects: { dusk: { zone: 'battlefield', pt: '5/5' } },
    players: { A: { cityBlessing: true }, B: { cityBlessing: false } },
    events: ['gotCityBlessing A 702.131b'],
  },
  {
    name: 'CR 702.131b: as the ninth permanent, no blessing -> 3/3',
    board: board([charger({ zone: 'hand' }), ...forests(8)]),
    actions: [castCharger],
    objects: { dusk: { zone: 'battlefield', pt: '3/3' } },
    players: { A: { cityBlessing: false } },
  },
  {
    name: "CR 702.131c: the blessing stays for the rest of the game: five of A's ten permanents leave, Dusk Charger stays 5/5",
    board: board([charger({ zone: 'hand' }), ...forests(9)]),
    actions: [
      castCharger,
      ...[0, 1, 2, 3, 4].map((i): Action => ({ kind: 'move', object: `Af${i}`, to: 'graveyard' })),
    ],
    objects: { dusk: { pt: '5/5' } },
    players: { A: { cityBlessing: true } },
  },
  {
    name: "CR 702.131b: only its controller's permanents count: B controls ten, A two -> no one gets it",
    board: board([charger({ zone: 'hand' }), ...forests(1), ...forests(10, 'B')]),
    actions: [castCharger],
    objects: { dusk: { pt: '3/3' } },
    players: { A: { cityBlessing: false }, B: { cityBlessing: false } },
  },
  {
    name: "CR 702.131b: ten permanents but none with ascend: A doesn't get it",
    board: board([...forests(10)]),
    actions: [{ kind: 'move', object: 'Af0', to: 'battlefield' }],
    players: { A: { cityBlessing: false } },
  },
  {
    name: 'CR 603.4: Mausoleum Harpy, "Whenever another creature you control dies, if you have the city\'s blessing, put a +1/+1 counter": with it -> 4/4',
    board: board(
      [
        { id: 'harpy', card: 'Mausoleum Harpy' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
      {
        cityBlessing: true,
      },
    ),
    actions: [{ kind: 'move', object: 'bear', to: 'graveyard' }],
    objects: { harpy: { counters: { '+1/+1': 1 }, pt: '4/4' } },
  },
  {
    name: 'CR 603.4: Mausoleum Harpy without the blessing: no counter -> 3/3',
    board: board([
      { id: 'harpy', card: 'Mausoleum Harpy' },
      { id: 'bear', card: 'Grizzly Bears' },
    ]),
    actions: [{ kind: 'move', object: 'bear', to: 'graveyard' }],
    objects: { harpy: { counters: {}, pt: '3/3' } },
  },
  {
    name: "Snubhorn Sentry (0/3), \"Snubhorn Sentry gets +3/+0 as long as you have the city's blessing.\": B's blessing isn't A's -> 0/3",
    board: {
      ...atCombat([{ id: 'sentry', card: 'Snubhorn Sentry' }]),
      players: [{ id: 'A' }, { id: 'B', cityBlessing: true }],
    },
    actions: [declare],
    objects: { sentry: { pt: '0/3' } },
  },
  {
    name: "Snubhorn Sentry with A's blessing -> 3/3",
    board: atCombat([{ id: 'sentry', card: 'Snubhorn Sentry' }], { cityBlessing: true }),
    actions: [declare],
    objects: { sentry: { pt: '3/3' } },
  },
  {
    name: 'CR 602.5b: Arch of Orazca, "{5}, {T}: Draw a card. Activate only if you have the city\'s blessing.": without it, refused',
    board: board([{ id: 'arch', card: 'Arch of Orazca' }], { manaPool: '{C}{C}{C}{C}{C}' }),
    actions: [{ kind: 'activate', object: 'arch', ability: 2 }],
    refused: '602.5b',
  },
  {
    name: "CR 602.5b: Arch of Orazca with the city's blessing: activated, it goes on the stack",
    board: board([{ id: 'arch', card: 'Arch of Orazca' }], {
      manaPool: '{C}{C}{C}{C}{C}',
      cityBlessing: true,
    }),
    actions: [{ kind: 'activate', object: 'arch', ability: 2 }],
    manual: true,
    stack: ['arch:2'],
  },
  {
    name: "CR 702.131a, 608.2c: Golden Demise (\"Ascend / All creatures get -2/-2 until end of turn. If you have the city's blessing, instead only creatures your opponents control get -2/-2 ...\") with A's ten permanents: the blessing first, so only B's bear dies",
    board: casting('Golden Demise', forests(9)),
    actions: [castSpell],
    objects: { mine: { pt: '2/2' }, theirs: { zone: 'graveyard' } },
    players: { A: { cityBlessing: true } },
    events: ['gotCityBlessing A 702.131a'],
  },
  {
    name: 'CR 702.131a: Golden Demise with nine permanents: no blessing, all creatures get -2/-2',
    board: casting('Golden Demise', forests(8)),
    actions: [castSpell],
    objects: { mine: { zone: 'graveyard' }, theirs: { zone: 'graveyard' } },
    players: { A: { cityBlessing: false } },
  },
  {
    name: 'CR 608.2c: Pride of Conquerors ("Creatures you control get +1/+1 until end of turn. If you have the city\'s blessing, those creatures get +2/+2 until end of turn instead.") with the blessing -> 4/4',
    board: casting('Pride of Conquerors', [], { cityBlessing: true }),
    actions: [castSpell],
    objects: { mine: { pt: '4/4' }, theirs: { pt: '2/2' } },
  },
  {
    name: 'CR 608.2c: Pride of Conquerors without it -> 3/3',
    board: casting('Pride of Conquerors', []),
    actions: [castSpell],
    objects: { mine: { pt: '3/3' }, theirs: { pt: '2/2' } },
  },
  {
    name: 'CR 603.3, 608.2c: Kumena\'s Awakening ("At the beginning of your upkeep, each player draws a card. If you have the city\'s blessing, instead only you draw a card.") with the blessing: only A draws',
    board: upkeep({ cityBlessing: true }),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { a0: { zone: 'hand' }, b0: { zone: 'library' } },
  },
  {
    name: "Kumena's Awakening without it: each player draws",
    board: upkeep({}),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { a0: { zone: 'hand' }, b0: { zone: 'hand' } },
  },
];

describe("ascend and the city's blessing (CR 702.131)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
