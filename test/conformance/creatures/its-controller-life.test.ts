import { describe, it } from 'vitest';
import type { CardData } from '../../../src/cards/card-data.js';
import { poolFromCards } from '../../../src/cards/pool-from-cards.js';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, pool } from '../../support/play.js';

/**
 * "Its controller gains life equal to its power" and "you gain life equal to its toughness" (CR
 * 119.3, 608.2c, 608.2h): the number is the creature's as it last existed on the battlefield, and
 * "its controller" the player who controlled it then, though it has left. Real cards, compiled
 * from their Oracle text (MTGJSON, April 2022).
 */

const object = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const theirs = (id: string, card: string, extra: object = {}) => object(id, card, { owner: 'B', ...extra });
const board = (objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects,
  next: { id: 100 },
});
const entersWithTarget = (id: string, targets: readonly string[]): Action[] => [
  { kind: 'putOntoBattlefield', object: id },
  { kind: 'orderTriggers', order: [{ trigger: 'a100', targets }] },
];
const swords = (targets: readonly string[]): Action => ({
  kind: 'resolve',
  source: 'Swords to Plowshares',
  controller: 'A',
  targets,
});

const ROWS: readonly PlayRow[] = [
  {
    name: "Swords to Plowshares on B's Craw Wurm with a +1/+1 counter: exiled, B gains 7, its power as it last existed (CR 608.2h); A gains nothing",
    board: board([theirs('wurm', 'Craw Wurm', { counters: { '+1/+1': 1 } })]),
    actions: [swords(['wurm'])],
    objects: { wurm: { zone: 'exile' } },
    players: { A: { life: 20 }, B: { life: 27 } },
  },
  {
    name: "Swords to Plowshares on A's own Grizzly Bears that B controls: B, its controller as it was exiled, gains 2, not A, its owner (CR 608.2h, 108.3)",
    board: board([object('bears', 'Grizzly Bears', { controller: 'B' })]),
    actions: [swords(['bears'])],
    objects: { bears: { zone: 'exile' } },
    players: { A: { life: 20 }, B: { life: 22 } },
  },
  {
    name: "Swords to Plowshares on A's own Craw Wurm: A gains 6 (CR 119.3)",
    board: board([object('wurm', 'Craw Wurm')]),
    actions: [swords(['wurm'])],
    players: { A: { life: 26 }, B: { life: 20 } },
  },
  {
    name: 'Solitude, "exile up to one other target creature. That creature\'s controller gains life equal to its power": B\'s Craw Wurm, B gains 6 (CR 608.2c)',
    board: board([object('solitude', 'Solitude', { zone: 'hand' }), theirs('wurm', 'Craw Wurm')]),
    actions: entersWithTarget('solitude', ['wurm']),
    objects: { wurm: { zone: 'exile' } },
    players: { A: { life: 20 }, B: { life: 26 } },
  },
  {
    name: 'Solitude with no target chosen ("up to one", CR 115.6): no creature is exiled and no player gains life',
    board: board([object('solitude', 'Solitude', { zone: 'hand' }), theirs('wurm', 'Craw Wurm')]),
    actions: entersWithTarget('solitude', []),
    objects: { wurm: { zone: 'battlefield' } },
    players: { A: { life: 20 }, B: { life: 20 } },
  },
  {
    name: 'Last Breath, "Exile target creature with power 2 or less. Its controller gains 4 life.": A\'s own Grizzly Bears that B controls is exiled, B, its controller as it was exiled, gains 4, not A (CR 608.2h, 119.3)',
    board: board([object('bears', 'Grizzly Bears', { controller: 'B' })]),
    actions: [{ kind: 'resolve', source: 'Last Breath', controller: 'A', targets: ['bears'] }],
    objects: { bears: { zone: 'exile' } },
    players: { A: { life: 20 }, B: { life: 24 } },
  },
  {
    name: 'Avenger en-Dal, "Exile target attacking creature. Its controller gains life equal to its toughness": B\'s attacking Craw Wurm, B gains 4 (CR 608.2h)',
    board: {
      turn: { step: 'declareAttackers', active: 'B' },
      players: [{ id: 'A' }, { id: 'B' }],
      objects: [object('avenger', 'Avenger en-Dal'), theirs('wurm', 'Craw Wurm')],
      combat: { attackers: [{ id: 'wurm', attacking: 'A' }] },
    },
    actions: [{ kind: 'resolve', source: 'avenger', ability: 0, controller: 'A', targets: ['wurm'] }],
    objects: { wurm: { zone: 'exile' } },
    players: { A: { life: 20 }, B: { life: 24 } },
  },
  {
    name: 'Garruk, Apex Predator\'s −3, "Destroy target creature. You gain life equal to its toughness": B\'s Craw Wurm, A gains 4 (CR 608.2h)',
    board: board([
      object('garruk', 'Garruk, Apex Predator', { counters: { loyalty: 5 } }),
      theirs('wurm', 'Craw Wurm'),
    ]),
    actions: [{ kind: 'resolve', source: 'garruk', ability: 2, controller: 'A', targets: ['wurm'] }],
    objects: { wurm: { zone: 'graveyard' } },
    players: { A: { life: 24 }, B: { life: 20 } },
  },
  {
    name: 'Angelic Chorus, "Whenever a creature enters under your control, you gain life equal to its toughness": Craw Wurm enters, A gains 4, the entering creature\'s (CR 603.2, 608.2c)',
    board: board([object('chorus', 'Angelic Chorus'), object('wurm', 'Craw Wurm', { zone: 'hand' })]),
    actions: [{ kind: 'putOntoBattlefield', object: 'wurm' }],
    players: { A: { life: 24 } },
  },
  {
    name: 'Grim Feast, "Whenever a creature is put into an opponent\'s graveyard from the battlefield, you gain life equal to its toughness": B\'s Grizzly Bears with a +1/+1 counter dies, A gains 3, as it last existed (CR 608.2h)',
    board: board([
      object('feast', 'Grim Feast'),
      theirs('bears', 'Grizzly Bears', { counters: { '+1/+1': 1 } }),
      object('wurm', 'Craw Wurm'),
    ]),
    actions: [{ kind: 'damage', source: 'wurm', to: [{ to: 'bears', amount: 3 }] }],
    objects: { bears: { zone: 'graveyard' } },
    players: { A: { life: 23 } },
  },
];

describe('"its controller gains life equal to its power" and "life equal to its toughness" (CR 119.3, 608.2h)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});

/** "Its power" of the object itself, read as it last existed once it has died (CR 608.2h). */
const ITSELF: readonly PlayRow[] = [
  {
    name: 'Mortis Dogs with a +1/+1 counter (3/3), "When Mortis Dogs dies, target player loses life equal to its power": dealt 3, it dies and B loses 3 (CR 608.2h)',
    board: board([object('dogs', 'Mortis Dogs', { counters: { '+1/+1': 1 } }), theirs('wurm', 'Craw Wurm')]),
    actions: [
      { kind: 'damage', source: 'wurm', to: [{ to: 'dogs', amount: 3 }] },
      { kind: 'orderTriggers', order: [{ trigger: 'a100', targets: ['B'] }] },
    ],
    objects: { dogs: { zone: 'graveyard' } },
    players: { A: { life: 20 }, B: { life: 17 } },
  },
];

describe('"equal to its power" of the object itself (CR 608.2h)', () => {
  it.each(ITSELF.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});

/**
 * Phthisis's spell ability alone, "Destroy target creature. Its controller loses life equal to its
 * power plus its toughness." (MTGJSON, April 2022): the card also has Suspend, which the engine
 * doesn't model and so would refuse the card whole.
 */
const PHTHISIS: CardData = {
  name: 'Phthisis',
  manaCost: '{3}{B}{B}{B}{B}',
  colors: ['B'],
  supertypes: [],
  types: ['Sorcery'],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  text: 'Destroy target creature. Its controller loses life equal to its power plus its toughness.',
  layout: 'normal',
};
const withPhthisis = poolFromCards([
  PHTHISIS,
  ...['Craw Wurm', 'Grizzly Bears'].flatMap((n) => pool.get(n)?.data ?? []),
]);
const phthisis = (target: string): Action => ({
  kind: 'resolve',
  source: 'Phthisis',
  controller: 'A',
  targets: [target],
});

const CONTROLLER_LOSES: readonly PlayRow[] = [
  {
    name: "Phthisis on B's Craw Wurm with a +1/+1 counter (7/5): destroyed, B loses 12, its power plus its toughness as it last existed (CR 608.2h, 119.3)",
    board: board([theirs('wurm', 'Craw Wurm', { counters: { '+1/+1': 1 } })]),
    actions: [phthisis('wurm')],
    objects: { wurm: { zone: 'graveyard' } },
    players: { A: { life: 20 }, B: { life: 8 } },
  },
  {
    name: "Phthisis on A's own Grizzly Bears that B controls: B, its controller as it was destroyed, loses 4, not A, its owner (CR 608.2h, 108.3)",
    board: board([object('bears', 'Grizzly Bears', { controller: 'B' })]),
    actions: [phthisis('bears')],
    objects: { bears: { zone: 'graveyard' } },
    players: { A: { life: 20 }, B: { life: 16 } },
  },
];

describe('"Its controller loses life equal to its power plus its toughness" (CR 119.3, 608.2h)', () => {
  it.each(CONTROLLER_LOSES.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row, withPhthisis);
  });
});
