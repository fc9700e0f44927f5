import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Choices made as a triggered ability resolves (CR 603.5, 608.2d): the ability triggers and
 * waits (`triggerWaiting ... 603.5`) whatever its controller means to do, and a `resolve`
 * action gives the answer as `may`. A cost in the choice ("unless you pay {G}{G}", "you may pay
 * {1}. If you do") is paid from the controller's mana pool on resolution (118.12). Real cards,
 * compiled from their Oracle text.
 */

const yourUpkeep = { number: 1, active: 'B', step: 'end' } as const;
const advance = (to: 'upkeep' | 'declareAttackers'): Action => ({ kind: 'advance', to });
const answer = (
  source: string,
  ability: number,
  may?: boolean,
  targets?: string[],
): Extract<Action, { kind: 'resolve' }> => ({
  kind: 'resolve',
  source,
  ability,
  controller: 'A',
  ...(may === undefined ? {} : { may }),
  ...(targets === undefined ? {} : { targets }),
});
/** Llanowar Elves: "{T}: Add {G}." (ability 0), for mana in the upkeep. */
const tapElves = (id: string): Action => ({ kind: 'activate', object: id, ability: 0 });
const bolt = (target: string): Extract<Action, { kind: 'resolve' }> => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});
const library = [{ card: 'Island', zone: 'library', owner: 'A' }];

/** Aven Fisher: "When Aven Fisher dies, you may draw a card." (ability 1, after Flying) */
const fisher = { objects: [{ id: 'fisher', card: 'Aven Fisher' }, ...library] };

/** Child of Gaea: "At the beginning of your upkeep, sacrifice Child of Gaea unless you pay {G}{G}." (ability 1) */
const child = (elves: number) => ({
  turn: yourUpkeep,
  objects: [
    { id: 'child', card: 'Child of Gaea', controller: 'A' },
    ...Array.from({ length: elves }, (_, i) => ({
      id: `elves${i + 1}`,
      card: 'Llanowar Elves',
      controller: 'A',
    })),
  ],
});

/** Brass Gnat: "At the beginning of your upkeep, you may pay {1}. If you do, untap Brass Gnat." (ability 2) */
const gnat = {
  turn: yourUpkeep,
  objects: [
    { id: 'gnat', card: 'Brass Gnat', tapped: true, controller: 'A' },
    { id: 'elves1', card: 'Llanowar Elves', controller: 'A' },
  ],
};

/** Keldon Raider: "When Keldon Raider enters the battlefield, you may discard a card. If you do, draw a card." */
const keldon = (inHand: number) => ({
  objects: [
    { id: 'keldon', card: 'Keldon Raider', zone: 'hand', owner: 'A' },
    ...Array.from({ length: inHand }, (_, i) => ({
      id: `card${i + 1}`,
      card: 'Island',
      zone: 'hand',
      owner: 'A',
    })),
    ...library,
  ],
});
const enterKeldon: Action = { kind: 'putOntoBattlefield', object: 'keldon' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.5: Aven Fisher dies and its "you may draw a card" waits for its controller\'s answer',
    board: fisher,
    actions: [bolt('fisher')],
    objects: { fisher: { zone: 'graveyard' } },
    events: ['triggerWaiting fisher 1 603.5'],
    without: ['cardDrawn A 121.1'],
  },
  {
    name: 'CR 608.2d: Aven Fisher\'s controller answers "yes": they draw a card',
    board: fisher,
    actions: [bolt('fisher'), answer('fisher', 1, true)],
    events: ['triggerWaiting fisher 1 603.5', 'cardDrawn A 121.1'],
  },
  {
    name: 'CR 608.2d: Aven Fisher\'s controller answers "no": nothing is drawn',
    board: fisher,
    actions: [bolt('fisher'), answer('fisher', 1, false)],
    without: ['cardDrawn A 121.1'],
    objects: { fisher: { zone: 'graveyard' } },
  },
  {
    name: "CR 608.2d: Aven Fisher's ability resolved with no answer is refused; the engine never guesses",
    board: fisher,
    actions: [bolt('fisher'), answer('fisher', 1)],
    refused: '608.2d',
  },
  {
    name: 'CR 608.2d: an answer to an ability that offers no choice (Lightning Bolt) is refused',
    board: fisher,
    actions: [{ ...bolt('fisher'), may: true }],
    refused: '608.2d',
  },
  {
    name: 'CR 603.3d, 603.5: Alaborn Cavalier attacks; "you may tap target creature" gets its target and answer together',
    board: {
      turn: { number: 1, active: 'A', step: 'main1' },
      objects: [
        { id: 'cavalier', card: 'Alaborn Cavalier' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [
      advance('declareAttackers'),
      { kind: 'declareAttackers', attackers: [{ attacker: 'cavalier' }] },
      answer('cavalier', 0, true, ['bear']),
    ],
    objects: { bear: { tapped: true } },
    events: ['triggerWaiting cavalier 0 603.3d', 'tapped bear 701.26a'],
  },
  {
    name: "CR 118.12a: Child of Gaea's controller taps two Llanowar Elves and pays {G}{G}: it stays",
    board: child(2),
    actions: [advance('upkeep'), tapElves('elves1'), tapElves('elves2'), answer('child', 1, true)],
    objects: { child: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
    events: ['triggerWaiting child 1 603.5'],
  },
  {
    name: "CR 118.12a, 701.21a: Child of Gaea's controller doesn't pay: it is sacrificed",
    board: child(2),
    actions: [advance('upkeep'), answer('child', 1, false)],
    objects: { child: { zone: 'graveyard' } },
  },
  {
    name: 'CR 118.3, 608.2d: with one Llanowar Elves, {G}{G} can\'t be paid, so "pay" is refused and only "don\'t" is left',
    board: child(1),
    actions: [advance('upkeep'), tapElves('elves1'), answer('child', 1, true)],
    refused: '118.3',
  },
  {
    name: 'CR 118.12: Brass Gnat\'s controller pays {1}: "If you do, untap Brass Gnat"',
    board: gnat,
    actions: [advance('upkeep'), tapElves('elves1'), answer('gnat', 2, true)],
    objects: { gnat: { tapped: false } },
    players: { A: { mana: 0 } },
    events: ['untapped gnat 701.26b'],
  },
  {
    name: "CR 118.12: Brass Gnat's controller doesn't pay: it stays tapped and the mana stays in the pool",
    board: gnat,
    actions: [advance('upkeep'), tapElves('elves1'), answer('gnat', 2, false)],
    objects: { gnat: { tapped: true } },
    players: { A: { mana: 1 } },
  },
  {
    name: 'CR 118.12: Keldon Raider enters; its controller discards a card (the cost) and then draws',
    board: keldon(1),
    actions: [enterKeldon, { ...answer('keldon', 0, true), decisions: [{ cards: ['card1'] }] }],
    objects: { card1: { zone: 'graveyard' } },
    events: ['triggerWaiting keldon 0 603.5', 'cardDrawn A 121.1'],
  },
  {
    name: 'CR 118.3: with no card in hand the discard can\'t be done, so "yes" is refused',
    board: keldon(0),
    actions: [enterKeldon, answer('keldon', 0, true)],
    refused: '118.3',
  },
  {
    name: 'CR 118.12: Keldon Raider\'s controller answers "no": no discard, no draw',
    board: keldon(1),
    actions: [enterKeldon, answer('keldon', 0, false)],
    objects: { card1: { zone: 'hand' } },
    without: ['cardDrawn A 121.1'],
  },
];

describe('choices on resolution (CR 603.5, 608.2d, 118.12)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
