import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 611.3a: a static ability's "as long as" effect applies while its condition holds, read
 * as things are now: whose turn it is (102.1), whether its object is attacking (506.4), tapped
 * (110.5), equipped (301.5) or enchanted (303.4), or has a +1/+1 counter. Each card below is
 * compiled from its Oracle text.
 */

const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const atAttackers = (active: string, objects: readonly object[]) => ({
  turn: { number: 3, active, step: 'declareAttackers' },
  objects,
});
const equip = (target: string): Action => ({
  kind: 'activate',
  object: 'splitter',
  ability: 1,
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 611.3a, 506.4: Kitesail Corsair "has flying as long as it\'s attacking" gains it as it attacks',
    board: atAttackers('A', [{ id: 'corsair', card: 'Kitesail Corsair' }]),
    actions: [declare('corsair')],
    objects: { corsair: { keywords: ['Flying'], attacking: 'B' } },
  },
  {
    name: 'CR 611.3a, 506.4: Kitesail Corsair ... and has no flying when it does not attack',
    board: atAttackers('A', [{ id: 'corsair', card: 'Kitesail Corsair' }]),
    actions: [declare()],
    objects: { corsair: { keywords: [], attacking: null } },
  },
  {
    name: 'CR 611.3a, 102.1: Wildwood Geist "gets +2/+2 as long as it\'s your turn" is 5/5 on its controller\'s turn',
    board: atAttackers('A', [{ id: 'geist', card: 'Wildwood Geist' }]),
    actions: [declare()],
    objects: { geist: { pt: '5/5' } },
  },
  {
    name: "CR 611.3a, 102.1: Wildwood Geist ... is 3/3 on an opponent's turn",
    board: atAttackers('B', [{ id: 'geist', card: 'Wildwood Geist', controller: 'A' }]),
    actions: [declare()],
    objects: { geist: { pt: '3/3' } },
  },
  {
    name: 'CR 611.3a, 102.1: Mesa Lynx "As long as it\'s not your turn, gets +0/+2" is 2/3 on an opponent\'s turn',
    board: atAttackers('B', [{ id: 'lynx', card: 'Mesa Lynx', controller: 'A' }]),
    actions: [declare()],
    objects: { lynx: { pt: '2/3' } },
  },
  {
    name: 'CR 611.3a, 110.5: Castle Raptors "As long as it is untapped, it gets +0/+2" is 3/3 once attacking taps it',
    board: atAttackers('A', [
      { id: 'raptors', card: 'Castle Raptors' },
      { id: 'still', card: 'Castle Raptors' },
    ]),
    actions: [declare('raptors')],
    objects: { raptors: { pt: '3/3', tapped: true }, still: { pt: '3/5' } },
  },
  {
    name: 'CR 611.3a, 301.5: Kitesail Apprentice "As long as it is equipped, it gets +1/+1 and has flying", equipped with Bonesplitter -> 4/2 flying',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', life: 20, manaPool: '{C}' }, { id: 'B' }],
      objects: [
        { id: 'splitter', card: 'Bonesplitter' },
        { id: 'kite', card: 'Kitesail Apprentice' },
      ],
    },
    actions: [equip('kite')],
    objects: { kite: { pt: '4/2', keywords: ['Flying'] } },
  },
  {
    name: 'CR 611.3a, 303.4: Fledgling Osprey "has flying as long as it\'s enchanted" with Holy Strength on it',
    board: atAttackers('A', [
      { id: 'osprey', card: 'Fledgling Osprey' },
      { id: 'aura', card: 'Holy Strength', attachedTo: 'osprey' },
      { id: 'bare', card: 'Fledgling Osprey' },
    ]),
    actions: [declare()],
    objects: { osprey: { keywords: ['Flying'], pt: '2/3' }, bare: { keywords: [] } },
  },
  {
    name: 'CR 611.3a, 122.1: Sigiled Contender "has lifelink as long as it has a +1/+1 counter on it"',
    board: atAttackers('A', [
      { id: 'fed', card: 'Sigiled Contender', counters: { '+1/+1': 1 } },
      { id: 'bare', card: 'Sigiled Contender' },
    ]),
    actions: [declare()],
    objects: { fed: { keywords: ['Lifelink'], pt: '4/4' }, bare: { keywords: [] } },
  },
  {
    name: 'CR 611.3a, 122.1: Pelt Collector "As long as it has three or more +1/+1 counters on it, it has trample": with three, trample; with two, none',
    board: atAttackers('A', [
      { id: 'three', card: 'Pelt Collector', counters: { '+1/+1': 3 } },
      { id: 'two', card: 'Pelt Collector', counters: { '+1/+1': 2 } },
    ]),
    actions: [declare()],
    objects: { three: { keywords: ['Trample'], pt: '4/4' }, two: { keywords: [] } },
  },
  {
    name: 'CR 611.3a, 122.1: Primordial Hydra "has trample as long as it has ten or more +1/+1 counters on it": ten, trample; nine, none',
    board: atAttackers('A', [
      { id: 'ten', card: 'Primordial Hydra', counters: { '+1/+1': 10 } },
      { id: 'nine', card: 'Primordial Hydra', counters: { '+1/+1': 9 } },
    ]),
    actions: [declare()],
    objects: { ten: { keywords: ['Trample'], pt: '10/10' }, nine: { keywords: [] } },
  },
  {
    name: 'CR 611.3a, 122.1: Quest for the Goblin Lord "As long as it has five or more quest counters on it, creatures you control get +2/+0": Grizzly Bears 4/2',
    board: atAttackers('A', [
      { id: 'quest', card: 'Quest for the Goblin Lord', counters: { quest: 5 } },
      { id: 'bear', card: 'Grizzly Bears' },
    ]),
    actions: [declare()],
    objects: { bear: { pt: '4/2' } },
  },
];

describe('conditions of static abilities (CR 611.3a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
