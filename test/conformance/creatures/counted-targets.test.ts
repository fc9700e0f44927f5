import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * A number of targets for one instance of the word "target" (CR 115.1, 601.2c), compiled from
 * real cards' Oracle text and played: the number is announced with the targets, from the
 * fewest to the most the text allows, none at all for "up to" (115.6); the same object can't be
 * chosen twice for it (115.3); as it resolves, a target that has become illegal isn't affected
 * and the others are, and with every target illegal it doesn't resolve (608.2b). Spells, a
 * loyalty ability (606) and a triggered ability (603.3d).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const elf = { id: 'elf', card: 'Llanowar Elves' };
const foe = { id: 'foe', card: 'Grizzly Bears', controller: 'B' };
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const withSpells = (mana: string, ...spells: readonly object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [bear, elf, foe, ...spells],
});
const cast = (object: string, targets: readonly string[]): Action => ({ kind: 'cast', object, targets });
const pass: Action = { kind: 'pass' };

const onslaught = (mana = '{W}{W}{W}', ...more: readonly object[]) =>
  withSpells(mana, inHand('onslaught', 'Dauntless Onslaught'), ...more);
const withQuartermaster = (objects: readonly object[]) => ({
  turn: main,
  objects: [...objects, inHand('angel', 'Angelic Quartermaster')],
  next: { id: 100 },
});
const quartermasterEnters: Action = { kind: 'putOntoBattlefield', object: 'angel' };
const orderQuartermaster = (targets: readonly string[]): Action => ({
  kind: 'orderTriggers',
  order: [{ trigger: 'a100', targets }],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Dauntless Onslaught, CR 601.2c: "Up to two target creatures each get +2/+2": two targets, each 4/4',
    board: onslaught(),
    actions: [cast('onslaught', ['bear', 'foe'])],
    objects: {
      bear: { pt: '4/4' },
      foe: { pt: '4/4' },
      elf: { pt: '1/1' },
      onslaught: { zone: 'graveyard' },
    },
  },
  {
    name: 'Dauntless Onslaught, CR 601.2c: one target of "up to two"',
    board: onslaught(),
    actions: [cast('onslaught', ['elf'])],
    objects: { elf: { pt: '3/3' }, bear: { pt: '2/2' } },
  },
  {
    name: 'Dauntless Onslaught, CR 115.6: no targets at all: it is not targeted, so it resolves (608.2b), doing nothing',
    board: onslaught(),
    actions: [cast('onslaught', [])],
    objects: { bear: { pt: '2/2' }, onslaught: { zone: 'graveyard' } },
    without: ['didNotResolve onslaught 608.2b'],
  },
  {
    name: 'Dauntless Onslaught, CR 601.2c: three targets for "up to two" are refused, the card still in hand',
    board: onslaught(),
    actions: [cast('onslaught', ['bear', 'elf', 'foe'])],
    refused: '601.2c',
    objects: { onslaught: { zone: 'hand' } },
  },
  {
    name: 'Dauntless Onslaught, CR 115.3: the same creature twice for one "target" is refused',
    board: onslaught(),
    actions: [cast('onslaught', ['bear', 'bear'])],
    refused: '115.3',
  },
  {
    name: 'Dauntless Onslaught, CR 608.2b: Doom Blade destroys one of its two targets first; the other still gets +2/+2',
    board: onslaught('{W}{W}{W}{B}{B}', inHand('blade', 'Doom Blade')),
    manual: true,
    actions: [cast('onslaught', ['bear', 'elf']), cast('blade', ['elf']), pass, pass, pass, pass],
    objects: { elf: { zone: 'graveyard' }, bear: { pt: '4/4' }, onslaught: { zone: 'graveyard' } },
    without: ['didNotResolve onslaught 608.2b'],
    stack: [],
  },
  {
    name: 'Dauntless Onslaught, CR 608.2b: its only target destroyed first (Doom Blade): it does not resolve',
    board: onslaught('{W}{W}{W}{B}{B}', inHand('blade', 'Doom Blade')),
    manual: true,
    actions: [cast('onslaught', ['elf']), cast('blade', ['elf']), pass, pass, pass, pass],
    objects: { elf: { zone: 'graveyard' }, onslaught: { zone: 'graveyard' } },
    events: ['didNotResolve onslaught 608.2b'],
    stack: [],
  },
  {
    name: 'Symbiosis, CR 601.2c: "Two target creatures each get +2/+2": exactly two',
    board: withSpells('{G}{G}', inHand('symbiosis', 'Symbiosis')),
    actions: [cast('symbiosis', ['elf', 'foe'])],
    objects: { elf: { pt: '3/3' }, foe: { pt: '4/4' } },
  },
  {
    name: 'Symbiosis, CR 601.2c: one target where the text names two is refused',
    board: withSpells('{G}{G}', inHand('symbiosis', 'Symbiosis')),
    actions: [cast('symbiosis', ['elf'])],
    refused: '601.2c',
  },
  {
    name: 'Gird for Battle, CR 122.1: "Put a +1/+1 counter on each of up to two target creatures."',
    board: withSpells('{W}', inHand('gird', 'Gird for Battle')),
    actions: [cast('gird', ['bear', 'elf'])],
    objects: {
      bear: { counters: { '+1/+1': 1 }, pt: '3/3' },
      elf: { counters: { '+1/+1': 1 } },
      foe: { counters: {} },
    },
  },
  {
    name: 'Dual Shot, CR 120.3: "1 damage to each of up to two target creatures": the Elves die, the Bears are dealt 1',
    board: withSpells('{R}', inHand('shot', 'Dual Shot')),
    actions: [cast('shot', ['elf', 'foe'])],
    objects: { elf: { zone: 'graveyard' }, foe: { damage: 1 } },
  },
  {
    name: 'Ajani, Adversary of Tyrants, CR 606.4: "[+1]: Put a +1/+1 counter on each of up to two target creatures."',
    board: {
      turn: main,
      objects: [bear, elf, { id: 'ajani', card: 'Ajani, Adversary of Tyrants', counters: { loyalty: 4 } }],
    },
    actions: [{ kind: 'activate', object: 'ajani', ability: 0, targets: ['bear', 'elf'] }],
    objects: { ajani: { loyalty: 5 }, bear: { counters: { '+1/+1': 1 } }, elf: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'Angelic Quartermaster, CR 603.3d: as the trigger goes on the stack, two other creatures are chosen',
    board: withQuartermaster([bear, elf]),
    actions: [quartermasterEnters, orderQuartermaster(['bear', 'elf'])],
    objects: {
      bear: { counters: { '+1/+1': 1 } },
      elf: { counters: { '+1/+1': 1 } },
      angel: { counters: {} },
    },
  },
  {
    name: 'Angelic Quartermaster, CR 115.1: "other target creatures": it can\'t be one of its own targets',
    board: withQuartermaster([bear]),
    actions: [quartermasterEnters, orderQuartermaster(['bear', 'angel'])],
    refused: '601.2c',
  },
  {
    name: 'Angelic Quartermaster, CR 115.6, 603.3d: with no other creature, no targets is the only choice: it goes on the stack with none and resolves',
    board: withQuartermaster([]),
    actions: [quartermasterEnters],
    objects: { angel: { counters: {} } },
    toAct: 'priority A',
    stack: [],
  },
];

describe('a number of targets for one "target" (CR 115.1, 601.2c, 115.3, 608.2b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
