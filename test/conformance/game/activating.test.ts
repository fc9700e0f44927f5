import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Activated abilities (CR 602), mana abilities (605) and loyalty abilities (606), and paying a
 * spell's cost with mana from permanents (601.2g): the intrinsic mana abilities of basic lands
 * (305.6), a creature's (302.6), a choice of colour (106.1a), and the engine's exact choice of
 * sources (`sources: "auto"`).
 */

const pass: Action = { kind: 'pass' };
const main = (objects: readonly object[], extra: object = {}) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects,
  ...extra,
});
const land = (id: string, card: string, extra: object = {}) => ({ id, card, ...extra });
const hand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 305.6, 605.3b: a Forest\'s intrinsic "{T}: Add {G}" adds its mana at once, without the stack; its player keeps priority (405.6c)',
    board: main([land('forest', 'Forest')]),
    actions: [{ kind: 'tapForMana', object: 'forest' }],
    manual: true,
    objects: { forest: { tapped: true } },
    players: { A: { mana: 1 } },
    stack: [],
    toAct: 'priority A',
    events: ['tapped forest 107.5', 'manaAdded A {G}x1 106.4'],
  },
  {
    name: "CR 605.3a, 602.1: a mana ability is activated with `activate` too: the Forest's is its ability 0",
    board: main([land('forest', 'Forest')]),
    actions: [{ kind: 'activate', object: 'forest', ability: 0 }],
    manual: true,
    players: { A: { mana: 1 } },
    stack: [],
  },
  {
    name: "CR 605.1a: a mana ability doesn't target: the Forest's ability 0 activated with a target is refused, not the target ignored",
    board: main([land('forest', 'Forest')]),
    actions: [{ kind: 'activate', object: 'forest', ability: 0, targets: ['A'] }],
    manual: true,
    refused: '605.1a',
  },
  {
    name: "CR 302.6: Llanowar Elves that came under its controller's control this turn can't pay {T} for mana",
    board: main([land('elves', 'Llanowar Elves', { enteredThisTurn: true })]),
    actions: [{ kind: 'tapForMana', object: 'elves' }],
    manual: true,
    refused: '302.6',
  },
  {
    name: 'CR 106.1a, 608.2d: Birds of Paradise adds one mana of the colour its controller chooses',
    board: main([land('birds', 'Birds of Paradise')]),
    actions: [{ kind: 'tapForMana', object: 'birds', mana: '{U}' }],
    manual: true,
    players: { A: { mana: 1 } },
    events: ['manaAdded A {U}x1 106.4'],
  },
  {
    name: 'CR 608.2d: a mana ability offering a choice needs it: Birds of Paradise with no colour named',
    board: main([land('birds', 'Birds of Paradise')]),
    actions: [{ kind: 'tapForMana', object: 'birds' }],
    manual: true,
    refused: '608.2d',
    objects: { birds: { tapped: false } },
  },
  {
    name: 'CR 117.1d: a mana ability is activated by the player who holds priority',
    board: main([land('forest', 'Forest', { controller: 'B' })]),
    actions: [{ kind: 'tapForMana', object: 'forest' }],
    manual: true,
    refused: '117.1',
  },
  {
    name: 'CR 601.2g-h: Grizzly Bears cast with two Forests named as its sources: they tap as it is cast, and it is paid',
    board: main([land('f1', 'Forest'), land('f2', 'Forest'), hand('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'bear', sources: [{ object: 'f1' }, { object: 'f2' }] }],
    manual: true,
    objects: { f1: { tapped: true }, f2: { tapped: true }, bear: { zone: 'stack' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.2g, 601.2h: sources that pay too little refuse the cast, and nothing is tapped',
    board: main([land('f1', 'Forest'), hand('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'bear', sources: [{ object: 'f1' }] }],
    manual: true,
    refused: '601.2h',
    objects: { f1: { tapped: false }, bear: { zone: 'hand' } },
  },
  {
    name: 'CR 601.2g: `sources: "auto"` for Gaea\'s Skyfolk ({G}{U}) from a Forest, a Mountain and Tropical Island: the dual must make {U}; a greedy {G} from it would leave {U} unpaid',
    board: main([
      land('tropical', 'Tropical Island'),
      land('forest', 'Forest'),
      land('mountain', 'Mountain'),
      hand('skyfolk', "Gaea's Skyfolk"),
    ]),
    actions: [{ kind: 'cast', object: 'skyfolk', sources: 'auto' }],
    manual: true,
    objects: {
      forest: { tapped: true },
      tropical: { tapped: true },
      mountain: { tapped: false },
      skyfolk: { zone: 'stack' },
    },
    players: { A: { mana: 0 } },
    events: ['manaAdded A {G}x1 106.4', 'manaAdded A {U}x1 106.4'],
  },
  {
    name: 'CR 601.2g, 601.2h: `sources: "auto"` with no way to pay says why, and taps nothing: Gaea\'s Skyfolk from two Forests',
    board: main([land('f1', 'Forest'), land('f2', 'Forest'), hand('skyfolk', "Gaea's Skyfolk")]),
    actions: [{ kind: 'cast', object: 'skyfolk', sources: 'auto' }],
    manual: true,
    refused: '601.2h',
    objects: { f1: { tapped: false }, skyfolk: { zone: 'hand' } },
  },
  {
    name: 'CR 601.2g, 106.4: with the pool able to pay alone, `sources: "auto"` taps nothing',
    board: main([land('forest', 'Forest'), hand('bear', 'Grizzly Bears')], {
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
    }),
    actions: [{ kind: 'cast', object: 'bear', sources: 'auto' }],
    manual: true,
    objects: { forest: { tapped: false } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 602.2a, 117.3c: Prodigal Pyromancer's ability goes on the stack; its controller gets priority again",
    board: main([land('pyro', 'Prodigal Pyromancer')]),
    actions: [{ kind: 'activate', object: 'pyro', ability: 0, targets: ['B'] }],
    manual: true,
    objects: { pyro: { tapped: true } },
    stack: ['pyro:0'],
    toAct: 'priority A',
    players: { B: { life: 20 } },
    events: ['putOnStack pyro:0 602.2a'],
  },
  {
    name: 'CR 608.2, 608.2n: all players pass: the ability resolves and ceases to exist',
    board: main([land('pyro', 'Prodigal Pyromancer')]),
    actions: [{ kind: 'activate', object: 'pyro', ability: 0, targets: ['B'] }, pass, pass],
    manual: true,
    stack: [],
    players: { B: { life: 19 } },
  },
  {
    name: 'CR 113.7a, 608.2h: the ability resolves after its source has left the battlefield, with its last known information',
    board: main([land('pyro', 'Prodigal Pyromancer')]),
    actions: [
      { kind: 'activate', object: 'pyro', ability: 0, targets: ['B'] },
      { kind: 'move', object: 'pyro', to: 'graveyard' },
      pass,
      pass,
    ],
    manual: true,
    players: { B: { life: 19 } },
  },
  {
    name: 'CR 606.3, 307.1: a loyalty ability is activated only at sorcery speed: not while a spell is on the stack',
    board: main(
      [
        land('ajani', 'Ajani Goldmane', { counters: { loyalty: 4 } }),
        hand('growth', 'Giant Growth'),
        land('bear', 'Grizzly Bears'),
      ],
      {
        players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      },
    ),
    actions: [
      { kind: 'cast', object: 'growth', targets: ['bear'] },
      { kind: 'activate', object: 'ajani', ability: 0 },
    ],
    manual: true,
    refused: '606.3',
  },
  {
    name: "CR 606.4, 602.2a: a loyalty ability's cost puts the counter on as it is activated; its effect waits on the stack",
    board: main([land('ajani', 'Ajani Goldmane', { counters: { loyalty: 4 } })]),
    actions: [{ kind: 'activate', object: 'ajani', ability: 0 }],
    manual: true,
    objects: { ajani: { loyalty: 5 } },
    players: { A: { life: 20 } },
    stack: ['ajani:0'],
  },
  {
    name: 'CR 702.122a: crewing a Vehicle is an activated ability on the stack; the creatures tap as its cost',
    board: main([land('suit', 'Dragonfly Suit'), land('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'crew', vehicle: 'suit', crew: ['bear'] }],
    manual: true,
    objects: { bear: { tapped: true }, suit: { pt: null } },
    stack: ['suit:1'],
    events: ['crewed suit 702.122b'],
  },
];

describe('activated, mana and loyalty abilities (CR 602, 605, 606) and paying from sources (601.2g)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
