import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Choices made as a triggered ability resolves (CR 603.5, 608.2d): the ability goes on the stack
 * whatever its controller means to do, and as it resolves it waits for its controller's answer
 * (`decide A`), given by a `decide` action as `may`. A cost in the choice ("unless you pay
 * {G}{G}", "you may pay {1}. If you do") is paid from the controller's mana pool on resolution
 * (118.12), with mana abilities activated first (608.2g). Real cards, compiled from their Oracle
 * text.
 */

const yourUpkeep = { number: 1, active: 'B', step: 'end' } as const;
const advance = (to: 'upkeep' | 'declareAttackers'): Action => ({ kind: 'advance', to });
const decide = (may?: boolean, more: Partial<Extract<Action, { kind: 'decide' }>> = {}): Action => ({
  kind: 'decide',
  ...(may === undefined ? {} : { may }),
  ...more,
});
/** Llanowar Elves: "{T}: Add {G}." (ability 0), for mana in the upkeep. */
const tapElves = (id: string): Action => ({ kind: 'tapForMana', object: id });
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
    name: 'CR 603.5, 608.2d: Aven Fisher dies; its "you may draw a card" resolves and waits for its controller\'s answer',
    board: fisher,
    actions: [bolt('fisher')],
    objects: { fisher: { zone: 'graveyard' } },
    events: ['putOnStack fisher:1 603.3'],
    without: ['cardDrawn A 121.1'],
    toAct: 'decide A',
    stack: ['fisher:1'],
  },
  {
    name: 'CR 608.2d: Aven Fisher\'s controller answers "yes": they draw a card',
    board: fisher,
    actions: [bolt('fisher'), decide(true)],
    events: ['cardDrawn A 121.1', 'resolved a3 608.2n'],
    toAct: 'priority A',
    stack: [],
  },
  {
    name: 'CR 608.2d: Aven Fisher\'s controller answers "no": nothing is drawn',
    board: fisher,
    actions: [bolt('fisher'), decide(false)],
    without: ['cardDrawn A 121.1'],
    objects: { fisher: { zone: 'graveyard' } },
  },
  {
    name: 'CR 608.2d: a `decide` with no answer is refused; the engine never guesses',
    board: fisher,
    actions: [bolt('fisher'), decide()],
    refused: '608.2d',
  },
  {
    name: 'CR 608.2d: an answer to an ability that offers no choice (Lightning Bolt) is refused',
    board: fisher,
    actions: [{ ...bolt('fisher'), may: true }],
    refused: '608.2d',
  },
  {
    name: 'CR 603.3d, 603.5: Alaborn Cavalier attacks; "you may tap target creature" gets its target as it goes on the stack, its answer as it resolves',
    board: {
      turn: { number: 1, active: 'A', step: 'main1' },
      objects: [
        { id: 'cavalier', card: 'Alaborn Cavalier' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
      next: { id: 100 },
    },
    actions: [
      advance('declareAttackers'),
      { kind: 'declareAttackers', attackers: [{ attacker: 'cavalier' }] },
      { kind: 'orderTriggers', order: [{ trigger: 'a100', targets: ['bear'] }] },
      decide(true),
    ],
    objects: { bear: { tapped: true } },
    events: ['triggered cavalier attacks 508.3a', 'tapped bear 701.26a'],
  },
  {
    name: "CR 118.12a, 608.2g: Child of Gaea's controller taps two Llanowar Elves as it asks, and pays {G}{G}: it stays",
    board: child(2),
    actions: [advance('upkeep'), tapElves('elves1'), tapElves('elves2'), decide(true)],
    objects: { child: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
    events: ['putOnStack child:1 603.3'],
  },
  {
    name: 'CR 118.12a, 608.2g: the mana abilities may come with the answer (`sources`)',
    board: child(2),
    actions: [advance('upkeep'), decide(true, { sources: [{ object: 'elves1' }, { object: 'elves2' }] })],
    objects: { child: { zone: 'battlefield' }, elves1: { tapped: true } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 118.12a, 701.21a: Child of Gaea's controller doesn't pay: it is sacrificed",
    board: child(2),
    actions: [advance('upkeep'), decide(false)],
    objects: { child: { zone: 'graveyard' } },
  },
  {
    name: 'CR 118.3, 608.2d: with one Llanowar Elves, {G}{G} can\'t be paid, so "pay" is refused and only "don\'t" is left',
    board: child(1),
    actions: [advance('upkeep'), tapElves('elves1'), decide(true)],
    refused: '118.3',
  },
  {
    name: 'CR 118.12: Brass Gnat\'s controller pays {1}: "If you do, untap Brass Gnat"',
    board: gnat,
    actions: [advance('upkeep'), tapElves('elves1'), decide(true)],
    objects: { gnat: { tapped: false } },
    players: { A: { mana: 0 } },
    events: ['untapped gnat 701.26b'],
  },
  {
    name: "CR 118.12, 500.4: Brass Gnat's controller doesn't pay: it stays tapped, and the mana stays in the pool until the step ends",
    board: gnat,
    actions: [advance('upkeep'), tapElves('elves1'), decide(false)],
    objects: { gnat: { tapped: true } },
    players: { A: { mana: 1 } },
  },
  {
    name: 'CR 118.12: Keldon Raider enters; its controller discards a card (the cost) and then draws',
    board: keldon(1),
    actions: [enterKeldon, decide(true, { decisions: [{ cards: ['card1'] }] })],
    objects: { card1: { zone: 'graveyard' } },
    events: ['putOnStack keldon:0 603.3', 'cardDrawn A 121.1'],
  },
  {
    name: 'CR 118.3: with no card in hand the discard can\'t be done, so "yes" is refused',
    board: keldon(0),
    actions: [enterKeldon, decide(true)],
    refused: '118.3',
  },
  {
    name: 'CR 118.12: Keldon Raider\'s controller answers "no": no discard, no draw',
    board: keldon(1),
    actions: [enterKeldon, decide(false)],
    objects: { card1: { zone: 'hand' } },
    without: ['cardDrawn A 121.1'],
  },
];

describe('choices on resolution (CR 603.5, 608.2d, 118.12)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
