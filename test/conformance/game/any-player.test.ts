import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 602.2: "Only an object's controller ... can activate its activated ability unless the
 * object specifically says otherwise": "Any player may activate this ability", with "but only
 * as a sorcery" or "... during any upkeep step" read for the player who activates it. That
 * player pays the cost and controls the ability on the stack (113.8), so receives priority
 * after it (117.3c).
 */

const pass: Action = { kind: 'pass' };
const objects = [
  { id: 'manticore', card: 'Flailing Manticore' },
  { id: 'pyro', card: 'Prodigal Pyromancer' },
  { id: 'scandal', card: 'Scandalmonger' },
  { id: 'clock', card: 'Armageddon Clock' },
  { id: 'mA', card: 'Mountain' },
  { id: 'mB', card: 'Mountain', controller: 'B' },
  { id: 'mB2', card: 'Mountain', controller: 'B' },
  { id: 'mB3', card: 'Mountain', controller: 'B' },
  { id: 'mB4', card: 'Mountain', controller: 'B' },
  { id: 'cardA', card: 'Grizzly Bears', zone: 'hand', owner: 'A' },
];
const board = (step: string, active = 'A') => ({ turn: { number: 3, active, step }, objects });
// Flailing Manticore: Flying, first strike, "{1}: +1/+1 ...", "{1}: -1/-1 ..." (abilities 2 and 3).
const shrink = (player?: string): Action => ({
  kind: 'activate',
  object: 'manticore',
  ability: 3,
  sources: 'auto',
  ...(player === undefined ? {} : { player }),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 602.2: B activates Flailing Manticore\'s "{1}: -1/-1" (A controls it), paying {1} from B\'s own Mountain; it resolves: 2/2',
    board: board('main1'),
    actions: [pass, shrink('B')],
    objects: { manticore: { pt: '2/2' }, mA: { tapped: false } },
    events: ['putOnStack manticore:3 602.2a'],
  },
  {
    name: "CR 113.8, 117.3c: the ability B activated is B's on the stack, so B receives priority after it",
    board: board('main1'),
    actions: [pass, shrink('B')],
    manual: true,
    stack: ['manticore:3'],
    toAct: 'priority B',
  },
  {
    name: 'CR 602.2: A, its controller, still activates it without naming a player',
    board: board('main1'),
    actions: [shrink()],
    objects: { manticore: { pt: '2/2' }, mA: { tapped: true } },
  },
  {
    name: 'CR 602.2, 113.10b: B activates Ribbon Snake\'s "{2}: Ribbon Snake loses flying until end of turn. Any player may activate this ability."',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'snake', card: 'Ribbon Snake' }, ...objects.slice(5, 9)],
    },
    actions: [pass, { kind: 'activate', object: 'snake', ability: 1, player: 'B', sources: 'auto' }],
    objects: { snake: { keywords: [] } },
  },
  {
    name: "CR 602.2: Prodigal Pyromancer's ability says nothing of other players: B may not activate it",
    board: board('main1'),
    actions: [pass, { kind: 'activate', object: 'pyro', ability: 0, targets: ['A'], player: 'B' }],
    manual: true,
    refused: '602.2',
    objects: { pyro: { tapped: false } },
  },
  {
    name: 'CR 117.1: B activates it only while holding priority',
    board: board('main1'),
    actions: [shrink('B')],
    manual: true,
    refused: '117.1',
  },
  {
    name: 'CR 602.5d: Scandalmonger, "Any player may activate this ability but only as a sorcery": not by B in A\'s turn',
    board: board('main1'),
    actions: [
      pass,
      { kind: 'activate', object: 'scandal', ability: 0, targets: ['A'], player: 'B', sources: 'auto' },
    ],
    manual: true,
    refused: '602.5d',
  },
  {
    name: "CR 602.2, 602.5d: A's Scandalmonger's ability, activated by B in B's own main phase, goes on the stack as B's",
    board: {
      turn: { number: 3, active: 'B', step: 'main1' },
      objects: objects.map((o) => (o.id === 'scandal' || o.id === 'mA' ? { ...o, controller: 'A' } : o)),
    },
    actions: [
      { kind: 'activate', object: 'scandal', ability: 0, targets: ['A'], player: 'B', sources: 'auto' },
    ],
    manual: true,
    stack: ['scandal:0'],
    toAct: 'priority B',
  },
  {
    name: 'CR 602.5b: Armageddon Clock\'s "{4}: Remove a doom counter ... but only during any upkeep step" by B in A\'s upkeep',
    board: {
      turn: { number: 3, active: 'A', step: 'upkeep' },
      objects: [{ id: 'clock', card: 'Armageddon Clock', counters: { doom: 2 } }, ...objects.slice(5, 9)],
    },
    actions: [pass, { kind: 'activate', object: 'clock', ability: 2, player: 'B', sources: 'auto' }],
    objects: { clock: { counters: { doom: 1 } } },
  },
  {
    name: 'CR 602.5b: ... and not in a main phase',
    board: board('main1'),
    actions: [pass, { kind: 'activate', object: 'clock', ability: 2, player: 'B', sources: 'auto' }],
    manual: true,
    refused: '602.5b',
  },
];

describe('"Any player may activate this ability" (CR 602.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
