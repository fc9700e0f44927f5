import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { CastAction } from '../../../src/engine/casting/cast-action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Mandatory additional costs written in a spell's text (CR 118.8, 601.2b): "As an additional
 * cost to cast this spell, sacrifice a creature." The caster names the objects paying it with
 * the cast action (`costs`, as an activation names them), and announces the way to pay where the
 * text offers a choice (`additional`). The total cost is locked in first (601.2f); then the cost
 * is paid with the mana (601.2h), or the cast is refused and the game is as it was (601.2, 732).
 * Real cards, compiled from their Oracle text.
 */

const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const hand = (id: string, card: string) => mine(id, card, { zone: 'hand' });
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'B', ...extra });
const library = (n: number) =>
  Array.from({ length: n }, (_, i) => mine(`l${i}`, 'Island', { zone: 'library' }));
const board = (mana: string, objects: readonly object[], extra: object = {}) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
  ...extra,
});
const cast = (object: string, more: Partial<CastAction> = {}): Action => ({ kind: 'cast', object, ...more });
/** A board with B's Grizzly Bears on the stack, a spell for A's counterspells to target. */
const overBearsSpell = (objects: readonly object[]) =>
  board('', [...objects, theirs('spell', 'Grizzly Bears', { zone: 'stack' })], { stack: ['spell'] });

const LOCKED_IN: readonly PlayRow[] = [
  {
    name: "CR 601.2h example: Altar's Reap sacrificing Thunderscape Familiar costs {B}, not {1}{B}: the total cost was locked in before the sacrifice (601.2f)",
    board: board('{B}', [
      mine('familiar', 'Thunderscape Familiar'),
      hand('reap', "Altar's Reap"),
      ...library(2),
    ]),
    actions: [cast('reap', { costs: { sacrifice: ['familiar'] } })],
    objects: {
      familiar: { zone: 'graveyard' },
      reap: { zone: 'graveyard' },
      l0: { zone: 'hand' },
      l1: { zone: 'hand' },
    },
    players: { A: { mana: 0 } },
    events: ['zoneChange familiar battlefield>graveyard 701.21a', 'spellCast reap A 601.2i'],
  },
  {
    name: "CR 601.2f, 601.2h: without Thunderscape Familiar, Altar's Reap sacrificing Grizzly Bears costs {1}{B}: {B} is refused, and the Bears stay",
    board: board('{B}', [mine('bears', 'Grizzly Bears'), hand('reap', "Altar's Reap"), ...library(2)]),
    actions: [cast('reap', { costs: { sacrifice: ['bears'] } })],
    refused: '601.2h',
    objects: { bears: { zone: 'battlefield' }, reap: { zone: 'hand' }, l0: { zone: 'library' } },
    players: { A: { mana: 1 } },
  },
  {
    name: "CR 601.2h, 603.3: Altar's Reap sacrificing Doomed Dissenter: its dies trigger waits until the Reap is cast, then goes on the stack above it",
    board: board('{B}{C}', [
      mine('dissenter', 'Doomed Dissenter'),
      hand('reap', "Altar's Reap"),
      ...library(2),
    ]),
    actions: [cast('reap', { costs: { sacrifice: ['dissenter'] } })],
    manual: true,
    objects: { dissenter: { zone: 'graveyard' }, reap: { zone: 'stack' } },
    stack: ['reap', 'dissenter:0'],
    toAct: 'priority A',
  },
  {
    name: "CR 601.2g-h: Altar's Reap with `sources: auto`: the Swamps pay the mana part, Grizzly Bears the sacrifice",
    board: board('', [
      mine('s1', 'Swamp'),
      mine('s2', 'Swamp'),
      mine('bears', 'Grizzly Bears'),
      hand('reap', "Altar's Reap"),
      ...library(2),
    ]),
    actions: [cast('reap', { sources: 'auto', costs: { sacrifice: ['bears'] } })],
    objects: {
      s1: { tapped: true },
      s2: { tapped: true },
      bears: { zone: 'graveyard' },
      l0: { zone: 'hand' },
    },
  },
  {
    name: 'CR 601.2g-h: Deprive with `sources: auto`: both Islands are tapped for mana first, then one returns to hand for the cost',
    board: overBearsSpell([mine('i1', 'Island'), mine('i2', 'Island'), hand('deprive', 'Deprive')]),
    actions: [cast('deprive', { sources: 'auto', targets: ['spell'], costs: { returnToHand: ['i1'] } })],
    objects: { i1: { zone: 'hand' }, i2: { tapped: true }, spell: { zone: 'graveyard' } },
  },
];

const REFUSED: readonly PlayRow[] = [
  {
    name: "CR 601.2h, 118.3: Altar's Reap with no creature to sacrifice is refused; the mana stays",
    board: board('{B}{C}', [hand('reap', "Altar's Reap"), ...library(2)]),
    actions: [cast('reap')],
    refused: '601.2h',
    objects: { reap: { zone: 'hand' }, l0: { zone: 'library' } },
    players: { A: { mana: 2 } },
  },
  {
    name: "CR 601.2h: Altar's Reap with a creature on the battlefield but none named for the sacrifice is refused",
    board: board('{B}{C}', [mine('bears', 'Grizzly Bears'), hand('reap', "Altar's Reap"), ...library(2)]),
    actions: [cast('reap')],
    refused: '601.2h',
    objects: { bears: { zone: 'battlefield' }, reap: { zone: 'hand' } },
  },
  {
    name: "CR 701.21a, 118.3: Altar's Reap can't sacrifice B's Grizzly Bears: only a permanent its caster controls",
    board: board('{B}{C}', [theirs('bears', 'Grizzly Bears'), hand('reap', "Altar's Reap"), ...library(2)]),
    actions: [cast('reap', { costs: { sacrifice: ['bears'] } })],
    refused: '118.3',
    objects: { bears: { zone: 'battlefield' }, reap: { zone: 'hand' } },
    players: { A: { mana: 2 } },
  },
  {
    name: "CR 118.8, 601.2h: Altar's Reap sacrifices exactly one creature (the 2013-04-15 ruling on Final Strike, the same template): two named is refused",
    board: board('{B}{C}', [
      mine('b1', 'Grizzly Bears'),
      mine('b2', 'Grizzly Bears'),
      hand('reap', "Altar's Reap"),
      ...library(2),
    ]),
    actions: [cast('reap', { costs: { sacrifice: ['b1', 'b2'] } })],
    refused: '601.2h',
    objects: { b1: { zone: 'battlefield' }, b2: { zone: 'battlefield' } },
  },
  {
    name: "CR 601.2a, 118.3: Tormenting Voice can't be discarded to pay its own cost: it is on the stack, not in its caster's hand",
    board: board('{R}{C}', [hand('voice', 'Tormenting Voice'), ...library(2)]),
    actions: [cast('voice', { costs: { discard: ['voice'] } })],
    refused: '118.3',
    objects: { voice: { zone: 'hand' }, l0: { zone: 'library' } },
    players: { A: { mana: 2 } },
  },
  {
    name: 'CR 601.2h: Grizzly Bears has no additional cost: a creature named to sacrifice for it is refused',
    board: board('{G}{C}', [mine('elves', 'Llanowar Elves'), hand('bears', 'Grizzly Bears')]),
    actions: [cast('bears', { costs: { sacrifice: ['elves'] } })],
    refused: '601.2h',
    objects: { elves: { zone: 'battlefield' }, bears: { zone: 'hand' } },
  },
  {
    name: 'CR 119.4, 118.3: Final Payment paying 5 life with 4 is refused; the life and the mana stay',
    board: {
      ...board('{W}{B}', [hand('payment', 'Final Payment'), theirs('bears', 'Grizzly Bears')]),
      players: [{ id: 'A', manaPool: '{W}{B}', life: 4 }, { id: 'B' }],
    },
    actions: [cast('payment', { additional: 0, targets: ['bears'] })],
    refused: '119.4',
    objects: { payment: { zone: 'hand' }, bears: { zone: 'battlefield' } },
    players: { A: { life: 4, mana: 2 } },
  },
];

const WAYS: readonly PlayRow[] = [
  {
    name: 'CR 119.4, 601.2h: Final Payment paying 5 life with exactly 5: payable; A is at 0 and loses the game (704.5a)',
    board: {
      ...board('{W}{B}', [hand('payment', 'Final Payment'), theirs('bears', 'Grizzly Bears')]),
      players: [{ id: 'A', manaPool: '{W}{B}', life: 5 }, { id: 'B' }],
    },
    actions: [cast('payment', { additional: 0, targets: ['bears'] })],
    players: { A: { life: 0, lost: true } },
    events: ['lifeLost A 5 119.4'],
  },
  {
    name: 'CR 601.2b, 118.8: Final Payment sacrificing Glorious Anthem, its other way: the Anthem goes, the Bears are destroyed, no life is paid',
    board: board('{W}{B}', [
      hand('payment', 'Final Payment'),
      mine('anthem', 'Glorious Anthem'),
      theirs('bears', 'Grizzly Bears'),
    ]),
    actions: [cast('payment', { additional: 1, costs: { sacrifice: ['anthem'] }, targets: ['bears'] })],
    objects: { anthem: { zone: 'graveyard' }, bears: { zone: 'graveyard' } },
    players: { A: { life: 20 } },
  },
  {
    name: 'CR 601.2b: Final Payment offers two ways to pay: a cast announcing none is refused',
    board: board('{W}{B}', [hand('payment', 'Final Payment'), theirs('bears', 'Grizzly Bears')]),
    actions: [cast('payment', { targets: ['bears'] })],
    refused: '601.2b',
    objects: { payment: { zone: 'hand' } },
    players: { A: { life: 20, mana: 2 } },
  },
  {
    name: 'CR 601.2b: Final Payment has two ways to pay, 0 and 1: way 2 is refused',
    board: board('{W}{B}', [hand('payment', 'Final Payment'), theirs('bears', 'Grizzly Bears')]),
    actions: [cast('payment', { additional: 2, targets: ['bears'] })],
    refused: '601.2b',
  },
  {
    name: "CR 601.2b: Altar's Reap's additional cost offers no choice: announcing a way is refused",
    board: board('{B}{C}', [mine('bears', 'Grizzly Bears'), hand('reap', "Altar's Reap"), ...library(2)]),
    actions: [cast('reap', { additional: 0, costs: { sacrifice: ['bears'] } })],
    refused: '601.2b',
    objects: { bears: { zone: 'battlefield' } },
  },
  {
    name: 'CR 601.2f: Eaten Alive paying {3}{B} rather than sacrificing: {B} plus {3}{B} is paid, and the Bears are exiled',
    board: board('{B}{B}{C}{C}{C}', [hand('eaten', 'Eaten Alive'), theirs('bears', 'Grizzly Bears')]),
    actions: [cast('eaten', { additional: 1, targets: ['bears'] })],
    objects: { bears: { zone: 'exile' }, eaten: { zone: 'graveyard' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 118.8d: Eaten Alive cast paying {3}{B} more still has mana value 1 on the stack',
    board: board('{B}{B}{C}{C}{C}', [hand('eaten', 'Eaten Alive'), theirs('bears', 'Grizzly Bears')]),
    actions: [cast('eaten', { additional: 1, targets: ['bears'] })],
    manual: true,
    objects: { eaten: { zone: 'stack', manaValue: 1 } },
  },
  {
    name: 'CR 601.2f: Eaten Alive paying {3}{B} with only {B}: the additional mana is part of the total cost, refused',
    board: board('{B}', [hand('eaten', 'Eaten Alive'), theirs('bears', 'Grizzly Bears')]),
    actions: [cast('eaten', { additional: 1, targets: ['bears'] })],
    refused: '601.2h',
    objects: { bears: { zone: 'battlefield' } },
  },
  {
    name: 'CR 601.2f: Thunderscape Familiar reduces the total cost, additional mana included: Eaten Alive paying {3}{B} costs {2}{B}{B}',
    board: board('{B}{B}{C}{C}', [
      mine('familiar', 'Thunderscape Familiar'),
      hand('eaten', 'Eaten Alive'),
      theirs('bears', 'Grizzly Bears'),
    ]),
    actions: [cast('eaten', { additional: 1, targets: ['bears'] })],
    objects: { bears: { zone: 'exile' } },
    players: { A: { mana: 0 } },
  },
];

const OTHER_VERBS: readonly PlayRow[] = [
  {
    name: 'CR 701.9a: Tormenting Voice discarding Grizzly Bears: the Bears go to the graveyard, and two cards are drawn',
    board: board('{R}{C}', [
      hand('voice', 'Tormenting Voice'),
      hand('bears', 'Grizzly Bears'),
      ...library(2),
    ]),
    actions: [cast('voice', { costs: { discard: ['bears'] } })],
    objects: { bears: { zone: 'graveyard' }, l0: { zone: 'hand' }, l1: { zone: 'hand' } },
    events: ['zoneChange bears hand>graveyard 701.9a'],
  },
  {
    name: 'CR 701.9a: Cathartic Reunion discards two cards: one named is refused',
    board: board('{R}{C}', [
      hand('reunion', 'Cathartic Reunion'),
      hand('bears', 'Grizzly Bears'),
      hand('elves', 'Llanowar Elves'),
      ...library(3),
    ]),
    actions: [cast('reunion', { costs: { discard: ['bears'] } })],
    refused: '601.2h',
    objects: { bears: { zone: 'hand' }, reunion: { zone: 'hand' } },
  },
  {
    name: "CR 701.13a: Cobbled Lancer exiles Grizzly Bears from its caster's graveyard and resolves into a 3/3",
    board: board('{U}', [
      hand('lancer', 'Cobbled Lancer'),
      mine('bears', 'Grizzly Bears', { zone: 'graveyard' }),
    ]),
    actions: [cast('lancer', { costs: { exile: ['bears'] } })],
    objects: { bears: { zone: 'exile' }, lancer: { zone: 'battlefield', pt: '3/3' } },
  },
  {
    name: "CR 118.3: Cobbled Lancer can't exile a card from B's graveyard",
    board: board('{U}', [
      hand('lancer', 'Cobbled Lancer'),
      theirs('bears', 'Grizzly Bears', { zone: 'graveyard' }),
    ]),
    actions: [cast('lancer', { costs: { exile: ['bears'] } })],
    refused: '118.3',
    objects: { bears: { zone: 'graveyard' }, lancer: { zone: 'hand' } },
  },
  {
    name: 'CR 701.20a-b: Flamekin Bladewhirl revealing another Flamekin Bladewhirl, an Elemental card: it stays in hand, {R} pays the rest',
    board: board('{R}', [hand('whirl', 'Flamekin Bladewhirl'), hand('other', 'Flamekin Bladewhirl')]),
    actions: [cast('whirl', { additional: 0, costs: { reveal: ['other'] } })],
    objects: { whirl: { zone: 'battlefield' }, other: { zone: 'hand' } },
    events: ['revealed A other 701.20a'],
  },
  {
    name: 'CR 118.3: Flamekin Bladewhirl revealing Grizzly Bears, no Elemental card, is refused',
    board: board('{R}', [hand('whirl', 'Flamekin Bladewhirl'), hand('bears', 'Grizzly Bears')]),
    actions: [cast('whirl', { additional: 0, costs: { reveal: ['bears'] } })],
    refused: '118.3',
    objects: { whirl: { zone: 'hand' } },
  },
  {
    name: 'CR 601.2b: Flamekin Bladewhirl paying {3} rather than revealing: {R}{3}',
    board: board('{R}{C}{C}{C}', [hand('whirl', 'Flamekin Bladewhirl')]),
    actions: [cast('whirl', { additional: 1 })],
    objects: { whirl: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 701.26a, 601.2g: Disruption Protocol tapping Sky Diamond for its cost: `sources: auto` leaves the Diamond to the cost and taps both Islands',
    board: overBearsSpell([
      mine('i1', 'Island'),
      mine('i2', 'Island'),
      mine('diamond', 'Sky Diamond'),
      hand('protocol', 'Disruption Protocol'),
    ]),
    actions: [
      cast('protocol', { additional: 0, sources: 'auto', targets: ['spell'], costs: { tap: ['diamond'] } }),
    ],
    objects: {
      i1: { tapped: true },
      i2: { tapped: true },
      diamond: { tapped: true },
      spell: { zone: 'graveyard' },
    },
  },
  {
    name: 'CR 601.2h: Disruption Protocol tapping Sky Diamond with one Island: `sources: auto` finds no {U}{U} without the Diamond, refused',
    board: overBearsSpell([
      mine('i1', 'Island'),
      mine('diamond', 'Sky Diamond'),
      hand('protocol', 'Disruption Protocol'),
    ]),
    actions: [
      cast('protocol', { additional: 0, sources: 'auto', targets: ['spell'], costs: { tap: ['diamond'] } }),
    ],
    refused: '601.2h',
    objects: { i1: { tapped: false }, diamond: { tapped: false } },
  },
];

describe.each([
  ['CR 601.2f, 601.2h: the total cost is locked in, then paid', LOCKED_IN],
  ['CR 601.2h, 118.3: an additional cost that is not paid refuses the cast, and nothing changes', REFUSED],
  ['CR 601.2b, 118.8: the way to pay, where the text offers several', WAYS],
  ['CR 118.8: discarding, exiling, revealing and tapping to pay', OTHER_VERBS],
] as const)('%s', (_title, rows) => {
  it.each(rows)('$name', (row) => {
    checkPlay(row);
  });
});
