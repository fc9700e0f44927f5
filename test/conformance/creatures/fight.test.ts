import { describe, it } from 'vitest';
import type { CardData } from '../../../src/cards/card-data.js';
import { poolFromCards } from '../../../src/cards/pool-from-cards.js';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, pool, targeting } from '../../support/play.js';

/**
 * Fight (CR 701.14): a permanent's ability has it fight a target creature. Each deals damage
 * equal to its power to the other at once (701.14a), not combat damage (701.14d); if either is
 * gone from the battlefield, or the target is illegal, neither deals damage (701.14b); one
 * fighting itself deals itself twice its power (701.14c). Real cards, compiled from their
 * Oracle text: Brash Taunter ("{2}{R}, {T}: Brash Taunter fights another target creature."),
 * Affectionate Indrik and Atzocan Archer ("When ... enters the battlefield, you may have it
 * fight [another] target creature [you don't control]."), Apex Altisaur ("When Apex Altisaur
 * enters the battlefield, it fights up to one target creature you don't control.") and
 * Nightfall Predator ("{R}, {T}: Nightfall Predator fights target creature.").
 */

const main = { number: 3, active: 'A', step: 'main1' };
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const taunter = (targets: string[]): Action => ({ kind: 'activate', object: 'taunter', ability: 2, targets });
const pass: Action = { kind: 'pass' };
/** CR 603.5, 608.2d: the answer to "you may", as the ability resolves. */
const may = (yes: boolean): Action => ({ kind: 'decide', may: yes });
/** A second creature of B's, so that its controller chooses the target (603.3d). */
const bears = theirs('bears', 'Grizzly Bears');

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.14a, 701.14d, Brash Taunter (1/1, indestructible) fights Hill Giant (3/3): 1 damage to the Giant and 3 to Taunter, at once, not combat damage; Taunter\'s "is dealt damage" trigger sends 3 to B',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'taunter', card: 'Brash Taunter' }, theirs('giant', 'Hill Giant')],
    },
    actions: [taunter(['giant'])],
    objects: { giant: { damage: 1 }, taunter: { damage: 3, zone: 'battlefield', tapped: true } },
    players: { B: { life: 17 } },
    events: ['damageDealt taunter>giant 1 marked 120.3e', 'damageDealt giant>taunter 3 marked 120.3e'],
  },
  {
    name: "CR 601.2c, Brash Taunter: 'another target creature' is not itself -> refused",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'taunter', card: 'Brash Taunter' }, theirs('giant', 'Hill Giant')],
    },
    actions: [taunter(['taunter'])],
    refused: '601.2c',
  },
  {
    name: 'CR 701.14a, 603.5, Affectionate Indrik (4/4) enters; its controller has it fight Hill Giant: the Giant dies, Indrik is dealt 3',
    board: {
      turn: main,
      objects: [inHand('indrik', 'Affectionate Indrik'), theirs('giant', 'Hill Giant'), bears],
    },
    actions: [enter('indrik'), targeting('indrik', 'giant'), may(true)],
    objects: { giant: { zone: 'graveyard' }, indrik: { damage: 3 } },
    events: ['damageDealt indrik>giant 4 marked 120.3e', 'damageDealt giant>indrik 3 marked 120.3e'],
  },
  {
    name: "CR 603.5, Affectionate Indrik: its controller doesn't have it fight -> no damage",
    board: {
      turn: main,
      objects: [inHand('indrik', 'Affectionate Indrik'), theirs('giant', 'Hill Giant'), bears],
    },
    actions: [enter('indrik'), targeting('indrik', 'giant'), may(false)],
    objects: { giant: { damage: 0 }, indrik: { damage: 0 } },
  },
  {
    name: "CR 601.2c, Affectionate Indrik: 'target creature you don't control' is not its controller's own -> refused",
    board: {
      turn: main,
      objects: [
        inHand('indrik', 'Affectionate Indrik'),
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('giant', 'Hill Giant'),
        bears,
      ],
    },
    actions: [enter('indrik'), targeting('indrik', 'bear')],
    refused: '601.2c',
  },
  {
    name: 'CR 701.14b, Atzocan Archer: destroyed (Doom Blade) before its trigger resolves, it fights no more: Hill Giant is dealt no damage',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{B}{C}' }, { id: 'B' }],
      objects: [
        inHand('archer', 'Atzocan Archer'),
        inHand('blade', 'Doom Blade'),
        theirs('giant', 'Hill Giant'),
        bears,
      ],
    },
    manual: true,
    actions: [
      enter('archer'),
      targeting('archer', 'giant'),
      { kind: 'cast', object: 'blade', targets: ['archer'] },
      pass,
      pass,
      pass,
      pass,
      may(true),
    ],
    objects: { archer: { zone: 'graveyard' }, giant: { damage: 0 } },
    without: ['damageDealt archer>giant 1 marked 120.3e', 'damageDealt giant>archer 3 marked 120.3e'],
    stack: [],
  },
  {
    name: 'CR 701.14b, 608.2b, Apex Altisaur: its target is destroyed first -> the trigger does not resolve, Altisaur is dealt nothing',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{B}{C}' }, { id: 'B' }],
      objects: [
        inHand('apex', 'Apex Altisaur'),
        inHand('blade', 'Doom Blade'),
        theirs('giant', 'Hill Giant'),
      ],
    },
    manual: true,
    actions: [
      enter('apex'),
      targeting('apex', 'giant'),
      { kind: 'cast', object: 'blade', targets: ['giant'] },
      pass,
      pass,
      pass,
      pass,
    ],
    objects: { apex: { damage: 0 }, giant: { zone: 'graveyard' } },
    stack: [],
  },
  {
    name: "CR 115.6, 601.2c, Apex Altisaur: 'up to one target creature': with none chosen, it fights nothing",
    board: { turn: main, objects: [inHand('apex', 'Apex Altisaur'), theirs('giant', 'Hill Giant')] },
    manual: true,
    actions: [enter('apex'), targeting('apex'), pass, pass],
    objects: { apex: { damage: 0, zone: 'battlefield' }, giant: { damage: 0 } },
    stack: [],
  },
  {
    name: 'CR 701.14a, Apex Altisaur (10/10) fights Hill Giant: 10 damage to it, 3 to Altisaur',
    board: { turn: main, objects: [inHand('apex', 'Apex Altisaur'), theirs('giant', 'Hill Giant')] },
    manual: true,
    actions: [enter('apex'), targeting('apex', 'giant'), pass, pass],
    objects: { apex: { damage: 3 }, giant: { zone: 'graveyard' } },
    events: ['damageDealt apex>giant 10 marked 120.3e'],
  },
];

/**
 * CR 115.1, 601.2c, 701.14a-b: Prey Upon, "Target creature you control fights target creature you
 * don't control.": two instances of "target", announced in order, each with its own description;
 * Epic Confrontation, "Target creature you control gets +1/+2 until end of turn. It fights target
 * creature you don't control."
 */
const preyUpon = (targets: string[]): Action => ({ kind: 'cast', object: 'prey', targets });
const preyBoard = (objects: readonly object[], mana = '{G}') => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [inHand('prey', 'Prey Upon'), ...objects],
});

const TWO_TARGETS: readonly PlayRow[] = [
  {
    name: 'CR 701.14a, Prey Upon: Hill Giant (3/3) fights Grizzly Bears (2/2): the Bears die, the Giant is dealt 2',
    board: preyBoard([{ id: 'giant', card: 'Hill Giant' }, bears]),
    actions: [preyUpon(['giant', 'bears'])],
    objects: { bears: { zone: 'graveyard' }, giant: { damage: 2 } },
    events: ['damageDealt giant>bears 3 marked 120.3e', 'damageDealt bears>giant 2 marked 120.3e'],
  },
  {
    name: 'CR 601.2c, Prey Upon: the first target must be a creature its caster controls -> refused',
    board: preyBoard([{ id: 'giant', card: 'Hill Giant' }, bears]),
    actions: [preyUpon(['bears', 'giant'])],
    refused: '601.2c',
  },
  {
    name: 'CR 601.2c, Prey Upon: one target for two instances of "target" -> refused',
    board: preyBoard([{ id: 'giant', card: 'Hill Giant' }, bears]),
    actions: [preyUpon(['giant'])],
    refused: '601.2c',
  },
  {
    name: "CR 701.14b, 608.2b, Prey Upon: its caster's creature is destroyed (Doom Blade) before it resolves: the other target is still legal, so it resolves, and neither fights",
    board: preyBoard(
      [{ id: 'giant', card: 'Hill Giant' }, bears, inHand('blade', 'Doom Blade')],
      '{G}{B}{C}',
    ),
    manual: true,
    actions: [
      preyUpon(['giant', 'bears']),
      { kind: 'cast', object: 'blade', targets: ['giant'] },
      pass,
      pass,
      pass,
      pass,
    ],
    objects: {
      giant: { zone: 'graveyard' },
      bears: { zone: 'battlefield', damage: 0 },
      prey: { zone: 'graveyard' },
    },
    without: ['didNotResolve prey 608.2b'],
    stack: [],
  },
  {
    name: "CR 701.14a, 611.2c, Epic Confrontation: its caster's Grizzly Bears gets +1/+2 (3/4), then fights Hill Giant: the Giant dies, the Bears survive 3 damage; the Giant gets nothing",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{G}{C}' }, { id: 'B' }],
      objects: [
        inHand('epic', 'Epic Confrontation'),
        { id: 'mine', card: 'Grizzly Bears' },
        theirs('giant', 'Hill Giant'),
      ],
    },
    actions: [{ kind: 'cast', object: 'epic', targets: ['mine', 'giant'] }],
    objects: { giant: { zone: 'graveyard' }, mine: { zone: 'battlefield', damage: 3, pt: '3/4' } },
    events: ['damageDealt mine>giant 3 marked 120.3e', 'damageDealt giant>mine 3 marked 120.3e'],
  },
  {
    name: 'CR 701.14a, 608.2c, Hunt the Weak, "Put a +1/+1 counter on target creature you control. Then that creature fights target creature you don\'t control.": Grizzly Bears, 3/3 with its counter, fights Hill Giant: both are dealt 3 and die',
    board: {
      turn: main,
      players: [{ id: 'A' }, { id: 'B' }],
      objects: [{ id: 'mine', card: 'Grizzly Bears' }, theirs('giant', 'Hill Giant')],
    },
    actions: [{ kind: 'resolve', source: 'Hunt the Weak', controller: 'A', targets: ['mine', 'giant'] }],
    objects: { giant: { zone: 'graveyard' }, mine: { zone: 'graveyard' } },
    events: ['damageDealt mine>giant 3 marked 120.3e', 'damageDealt giant>mine 3 marked 120.3e'],
  },
  {
    name: 'CR 701.14a, 608.2c, Ancient Animus, "Put a +1/+1 counter on target creature you control if it\'s legendary. Then it fights target creature an opponent controls." ("Then" only orders the sentences): Grizzly Bears isn\'t legendary, gets no counter, and fights Hill Giant as a 2/2: the Bears die, the Giant is dealt 2',
    board: {
      turn: main,
      players: [{ id: 'A' }, { id: 'B' }],
      objects: [{ id: 'mine', card: 'Grizzly Bears' }, theirs('giant', 'Hill Giant')],
    },
    actions: [{ kind: 'resolve', source: 'Ancient Animus', controller: 'A', targets: ['mine', 'giant'] }],
    objects: { giant: { damage: 2 }, mine: { zone: 'graveyard' } },
    events: ['damageDealt mine>giant 2 marked 120.3e', 'damageDealt giant>mine 3 marked 120.3e'],
  },
];

/** Nightfall Predator, the back face of Daybreak Ranger, as a card of its own: board files hold no transformed permanents. */
const NIGHTFALL: CardData = {
  name: 'Nightfall Predator',
  manaCost: null,
  colors: ['R', 'G'],
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Werewolf'],
  power: '4',
  toughness: '4',
  loyalty: null,
  defense: null,
  text: '{R}, {T}: Nightfall Predator fights target creature. (Each deals damage equal to its power to the other.)',
  layout: 'normal',
};
const withNightfall = poolFromCards([NIGHTFALL, ...['Hill Giant'].flatMap((n) => pool.get(n)?.data ?? [])]);

const ITSELF: readonly PlayRow[] = [
  {
    name: 'CR 701.14c, Nightfall Predator (4/4) fights itself: 8 damage to itself, in one event',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [{ id: 'wolf', card: 'Nightfall Predator' }],
    },
    actions: [{ kind: 'activate', object: 'wolf', ability: 0, targets: ['wolf'] }],
    objects: { wolf: { zone: 'graveyard' } },
    events: ['damageDealt wolf>wolf 8 marked 120.3e'],
  },
  {
    name: 'CR 701.14a, Nightfall Predator fights Hill Giant: 4 and 3',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [{ id: 'wolf', card: 'Nightfall Predator' }, theirs('giant', 'Hill Giant')],
    },
    actions: [{ kind: 'activate', object: 'wolf', ability: 0, targets: ['giant'] }],
    objects: { wolf: { damage: 3 }, giant: { zone: 'graveyard' } },
  },
];

describe('fight (CR 701.14)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
  it.each(TWO_TARGETS)('$name', (row) => {
    checkPlay(row);
  });
  it.each(ITSELF)('$name', (row) => {
    checkPlay(row, withNightfall);
  });
});
