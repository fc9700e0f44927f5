import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { attack, attackAndBlock, block, checkPlay, has, type PlayRow } from '../../support/play.js';

/**
 * CR 302.6 ("summoning sickness"), 702.10b-c (haste) and control changes (layer 2, 613.1b),
 * played with `apply`. Turn 3 is A's by default here, so A's most recent turn began this turn
 * and B's began in turn 2.
 */

const turn3 = (step: string) => ({ number: 3, active: 'A', step });
/** Cards in both libraries, so that the draw steps of the turns passed find one (704.5b). */
const libraries = ['A', 'B', 'A', 'B', 'A', 'B'].map((owner) => ({ card: 'Forest', zone: 'library', owner }));
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const steal = (object: string, to: string, untilEndOfTurn = false): Action => ({
  kind: 'changeControl',
  object,
  to,
  ...(untilEndOfTurn ? { untilEndOfTurn } : {}),
});
const advance = (to: Step): Action => ({ kind: 'advance', to });

const ATTACKING: readonly PlayRow[] = [
  {
    name: "CR 302.6: a creature that came under its controller's control this turn can't attack",
    board: {
      turn: turn3('declareAttackers'),
      objects: [{ id: 'bear', card: 'Grizzly Bears', enteredThisTurn: true }],
    },
    actions: [declare('bear')],
    refused: '302.6',
    objects: { bear: { attacking: null, tapped: false } },
  },
  {
    name: "CR 302.6: a creature controlled since before its controller's turn began can attack",
    board: {
      turn: turn3('declareAttackers'),
      objects: [{ id: 'bear', card: 'Grizzly Bears', controlledSince: 2 }],
    },
    actions: [declare('bear')],
    objects: { bear: { attacking: 'B', tapped: true } },
    events: ['attackerDeclared bear>B 508.1', 'tapped bear 508.1f'],
  },
  {
    name: "CR 702.10b: a creature with haste can attack the turn it arrives (Raging Goblin's haste)",
    board: {
      turn: turn3('declareAttackers'),
      objects: [{ id: 'goblin', card: 'Grizzly Bears', enteredThisTurn: true }],
      effects: [has('goblin', 'Haste')],
    },
    actions: [declare('goblin')],
    objects: { goblin: { attacking: 'B' } },
  },
  {
    name: 'CR 302.6, 509.1a: summoning sickness does not stop a creature from blocking',
    board: {
      turn: turn3('declareAttackers'),
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B', enteredThisTurn: true },
      ],
    },
    actions: attackAndBlock(attack('bear'), [block('wall', 'bear')]),
    objects: { wall: { blocking: 'bear' }, bear: { blocked: true } },
  },
];

const CONTROL: readonly PlayRow[] = [
  {
    name: "CR 302.6, 613.1b: a creature stolen this turn can't attack for its new controller",
    board: { turn: turn3('main1'), objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [steal('bear', 'A'), advance('declareAttackers'), declare('bear')],
    refused: '302.6',
    objects: { bear: { controller: 'A', attacking: null } },
  },
  {
    name: 'CR 702.10b: a creature stolen this turn and given haste (as Threaten does) can attack',
    board: {
      turn: turn3('main1'),
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }],
      effects: [has('bear', 'Haste')],
    },
    actions: [steal('bear', 'A', true), advance('declareAttackers'), declare('bear')],
    objects: { bear: { controller: 'A', attacking: 'B' } },
  },
  {
    name: "CR 302.6: a creature stolen on an earlier turn can attack on its new controller's next turn",
    board: {
      turn: { number: 1, active: 'A', step: 'main1' },
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }, ...libraries],
    },
    actions: [
      steal('bear', 'A'),
      advance('untap'),
      advance('untap'),
      advance('declareAttackers'),
      declare('bear'),
    ],
    objects: { bear: { controller: 'A', attacking: 'B' } },
    turn: { number: 3, active: 'A' },
  },
  {
    name: "CR 302.6, 514.2: a creature stolen until end of turn is back with its owner before the owner's turn begins, so it can attack then",
    board: {
      turn: { number: 1, active: 'A', step: 'main1' },
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }, ...libraries],
    },
    actions: [steal('bear', 'A', true), advance('untap'), advance('declareAttackers'), declare('bear')],
    objects: { bear: { controller: 'B', attacking: 'A' } },
    turn: { number: 2, active: 'B' },
  },
  {
    name: "CR 302.6: a creature put onto the battlefield during an opponent's turn can attack in its controller's next turn",
    board: {
      turn: { number: 1, active: 'A', step: 'main1' },
      objects: [{ id: 'bear', card: 'Grizzly Bears', zone: 'hand', owner: 'B' }, ...libraries],
    },
    actions: [
      { kind: 'putOntoBattlefield', object: 'bear' },
      advance('untap'),
      advance('declareAttackers'),
      declare('bear'),
    ],
    objects: { bear: { controller: 'B', attacking: 'A' } },
    turn: { number: 2, active: 'B' },
  },
];

/** Mishra's Factory: [0] {T}: Add {C}. [1] {1}: becomes a 2/2 Assembly-Worker artifact creature. [2] {T}: target Assembly-Worker creature gets +1/+1. */
const animate = (factory: string): Action => ({ kind: 'activate', object: factory, ability: 1 });
const pump = (factory: string, target: string): Action => ({
  kind: 'activate',
  object: factory,
  ability: 2,
  targets: [target],
});
const withMana = (mana: string) => ({ players: [{ id: 'A', manaPool: mana }, { id: 'B' }] });

const TAP_ABILITIES: readonly PlayRow[] = [
  {
    name: "CR 302.6: a creature's {T} ability can't be activated the turn it came under control (animated Mishra's Factory)",
    board: {
      ...withMana('{C}'),
      turn: turn3('main1'),
      objects: [{ id: 'f', card: "Mishra's Factory", enteredThisTurn: true }],
    },
    actions: [animate('f'), pump('f', 'f')],
    refused: '302.6',
    objects: { f: { pt: '2/2', tapped: false } },
  },
  {
    name: 'CR 302.6: ... not even its mana ability',
    board: {
      ...withMana('{C}'),
      turn: turn3('main1'),
      objects: [{ id: 'f', card: "Mishra's Factory", enteredThisTurn: true }],
    },
    actions: [animate('f'), { kind: 'activate', object: 'f', ability: 0 }],
    refused: '302.6',
    objects: { f: { tapped: false } },
  },
  {
    name: 'CR 302.6: the same Factory controlled since an earlier turn taps to pump itself',
    board: {
      ...withMana('{C}'),
      turn: turn3('main1'),
      objects: [{ id: 'f', card: "Mishra's Factory", controlledSince: 2 }],
    },
    actions: [animate('f'), pump('f', 'f')],
    objects: { f: { pt: '3/3', tapped: true } },
    events: ['tapped f 107.5'],
  },
  {
    name: 'CR 302.6 is about creatures: a land that arrived this turn (not animated) can tap for its ability',
    board: {
      ...withMana('{C}'),
      turn: turn3('main1'),
      objects: [
        { id: 'f', card: "Mishra's Factory", enteredThisTurn: true },
        { id: 'g', card: "Mishra's Factory", controlledSince: 2 },
      ],
    },
    actions: [animate('g'), pump('f', 'g')],
    objects: { f: { tapped: true, pt: null }, g: { pt: '3/3' } },
  },
  {
    name: 'CR 702.10c: haste lets a creature activate {T} abilities the turn it came under control',
    board: {
      ...withMana('{C}'),
      turn: turn3('main1'),
      objects: [{ id: 'f', card: "Mishra's Factory", enteredThisTurn: true }],
      effects: [has('f', 'Haste')],
    },
    actions: [animate('f'), pump('f', 'f')],
    objects: { f: { pt: '3/3', tapped: true } },
  },
  {
    name: "CR 302.6: Llanowar Elves that arrived this turn can't tap for mana",
    board: {
      turn: turn3('main1'),
      objects: [{ id: 'elves', card: 'Llanowar Elves', enteredThisTurn: true }],
    },
    actions: [{ kind: 'activate', object: 'elves', ability: 0 }],
    refused: '302.6',
    objects: { elves: { tapped: false } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 302.6, 605: Llanowar Elves controlled since an earlier turn tap for {G}',
    board: { turn: turn3('main1'), objects: [{ id: 'elves', card: 'Llanowar Elves', controlledSince: 1 }] },
    actions: [{ kind: 'activate', object: 'elves', ability: 0 }],
    objects: { elves: { tapped: true } },
    players: { A: { mana: 1 } },
  },
];

/** Merrow Grimeblotter: [0] {1}{U/B}, {Q}: Target creature gets -2/-0 until end of turn. */
const blot = (target: string): Action => ({
  kind: 'activate',
  object: 'merrow',
  ability: 0,
  targets: [target],
});

const UNTAP_ABILITIES: readonly PlayRow[] = [
  {
    name: "CR 302.6, 107.6: Merrow Grimeblotter that arrived this turn can't pay {Q}",
    board: {
      ...withMana('{U}{U}'),
      turn: turn3('main1'),
      objects: [
        { id: 'merrow', card: 'Merrow Grimeblotter', tapped: true, enteredThisTurn: true },
        { id: 'bear', card: 'Grizzly Bears', owner: 'B' },
      ],
    },
    actions: [blot('bear')],
    refused: '302.6',
    objects: { merrow: { tapped: true }, bear: { pt: '2/2' } },
  },
  {
    name: 'CR 107.6: Merrow Grimeblotter controlled since an earlier turn untaps to give Grizzly Bears -2/-0',
    board: {
      ...withMana('{U}{U}'),
      turn: turn3('main1'),
      objects: [
        { id: 'merrow', card: 'Merrow Grimeblotter', tapped: true, controlledSince: 2 },
        { id: 'bear', card: 'Grizzly Bears', owner: 'B' },
      ],
    },
    actions: [blot('bear')],
    objects: { merrow: { tapped: false }, bear: { pt: '0/2' } },
    events: ['untapped merrow 107.6'],
  },
  {
    name: 'CR 107.6: {Q} can be paid only by a tapped permanent: an untapped Merrow Grimeblotter cannot',
    board: {
      ...withMana('{U}{U}'),
      turn: turn3('main1'),
      objects: [
        { id: 'merrow', card: 'Merrow Grimeblotter', controlledSince: 2 },
        { id: 'bear', card: 'Grizzly Bears', owner: 'B' },
      ],
    },
    actions: [blot('bear')],
    refused: '107.6',
    objects: { merrow: { tapped: false }, bear: { pt: '2/2' } },
  },
  {
    name: 'CR 702.10c: haste lets Merrow Grimeblotter pay {Q} the turn it arrived',
    board: {
      ...withMana('{U}{U}'),
      turn: turn3('main1'),
      objects: [
        { id: 'merrow', card: 'Merrow Grimeblotter', tapped: true, enteredThisTurn: true },
        { id: 'bear', card: 'Grizzly Bears', owner: 'B' },
      ],
      effects: [has('merrow', 'Haste')],
    },
    actions: [blot('bear')],
    objects: { merrow: { tapped: false }, bear: { pt: '0/2' } },
  },
];

const crew = (vehicle: string, ...members: string[]): Action => ({ kind: 'crew', vehicle, crew: members });

const CREW: readonly PlayRow[] = [
  {
    name: "CR 707.2, 702.122a: a Clone that entered as a copy of Smuggler's Copter has its crew ability",
    board: {
      turn: turn3('main1'),
      objects: [
        { id: 'clone', card: 'Clone', choices: { copy: { card: "Smuggler's Copter" } } },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [crew('clone', 'bear')],
    objects: { clone: { pt: '3/3' }, bear: { tapped: true } },
    events: ['crewed clone 702.122b', 'putOnStack clone:2 602.2a'],
  },
  {
    name: 'CR 702.122a, 302.6: tapping for crew is not a {T} cost, so a creature that arrived this turn can crew',
    board: {
      turn: turn3('beginCombat'),
      objects: [
        { id: 'copter', card: "Smuggler's Copter", controlledSince: 2 },
        { id: 'bear', card: 'Grizzly Bears', enteredThisTurn: true },
      ],
    },
    // Crewed at the beginning of combat, before attackers are declared (508.1).
    actions: [crew('copter', 'bear'), advance('declareAttackers'), declare('copter')],
    objects: { copter: { pt: '3/3', attacking: 'B', tapped: true }, bear: { tapped: true } },
    events: ['crewed copter 702.122b'],
  },
  {
    name: "CR 302.6: a Vehicle that arrived this turn, once crewed, is a creature that can't attack",
    board: {
      turn: turn3('beginCombat'),
      objects: [
        { id: 'copter', card: "Smuggler's Copter", enteredThisTurn: true },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [crew('copter', 'bear'), advance('declareAttackers'), declare('copter')],
    refused: '302.6',
    objects: { copter: { pt: '3/3', attacking: null } },
  },
  {
    name: 'CR 702.122a: crew taps "other untapped creatures": a crewed Vehicle can\'t crew itself',
    board: {
      turn: turn3('main1'),
      objects: [
        { id: 'copter', card: "Smuggler's Copter" },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [crew('copter', 'bear'), crew('copter', 'copter')],
    refused: '702.122a',
    objects: { copter: { tapped: false, pt: '3/3' } },
  },
];

describe('CR 302.6: summoning sickness', () => {
  for (const [title, rows] of [
    ['attacking (302.6, 702.10b)', ATTACKING],
    ['control changes (613.1b)', CONTROL],
    ['{T} abilities (302.6, 702.10c)', TAP_ABILITIES],
    ['{Q} abilities (302.6, 107.6)', UNTAP_ABILITIES],
    ['crew (702.122a)', CREW],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
