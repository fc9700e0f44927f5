import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The attack keywords that put a +1/+1 counter on their creature, triggering as attackers are
 * declared: dethrone (702.105a) and training (702.149a), on real cards; and melee (702.121a),
 * counting the opponents attacked.
 */

const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const inCombat = (objects: readonly object[], lives: readonly [number, number] = [20, 20]) => ({
  turn: { step: 'declareAttackers' },
  players: [
    { id: 'A', life: lives[0] },
    { id: 'B', life: lives[1] },
  ],
  objects,
});

const threePlayers = (objects: readonly object[]) => ({
  turn: { step: 'declareAttackers' },
  players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
  objects,
});
const liberator = { id: 'lib', card: 'Menagerie Liberator' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Menagerie Liberator, CR 702.121a: attacking one opponent, it gets +1/+1 until end of turn',
    board: inCombat([liberator]),
    actions: [declare('lib')],
    objects: { lib: { pt: '4/3', attacking: 'B' } },
    events: ['triggered lib attacks 702.121a'],
  },
  {
    name: 'Menagerie Liberator, CR 702.121a: it attacks B and a Grizzly Bears attacks C: two opponents attacked, +2/+2',
    board: threePlayers([liberator, { id: 'bear', card: 'Grizzly Bears' }]),
    actions: [
      {
        kind: 'declareAttackers',
        attackers: [
          { attacker: 'lib', attacking: 'B' },
          { attacker: 'bear', attacking: 'C' },
        ],
      },
    ],
    objects: { lib: { pt: '5/4' }, bear: { pt: '2/2' } },
  },
  {
    name: 'Menagerie Liberator, CR 702.121a: both attack B: one opponent attacked, +1/+1',
    board: threePlayers([liberator, { id: 'bear', card: 'Grizzly Bears' }]),
    actions: [
      {
        kind: 'declareAttackers',
        attackers: [
          { attacker: 'lib', attacking: 'B' },
          { attacker: 'bear', attacking: 'B' },
        ],
      },
    ],
    objects: { lib: { pt: '4/3' } },
  },
  {
    name: 'Enraged Revolutionary, CR 702.105a: attacking the player tied for most life puts a +1/+1 counter on it',
    board: inCombat([{ id: 'rev', card: 'Enraged Revolutionary' }]),
    actions: [declare('rev')],
    objects: { rev: { counters: { '+1/+1': 1 }, pt: '3/2', attacking: 'B' } },
    events: ['triggered rev attacks 702.105a'],
  },
  {
    name: 'Enraged Revolutionary, CR 702.105a: attacking the player with the most life (B at 25, A at 20) triggers',
    board: inCombat([{ id: 'rev', card: 'Enraged Revolutionary' }], [20, 25]),
    actions: [declare('rev')],
    objects: { rev: { counters: { '+1/+1': 1 }, pt: '3/2' } },
  },
  {
    name: 'Enraged Revolutionary, CR 702.105a: its controller has more life than the player attacked, so no trigger',
    board: inCombat([{ id: 'rev', card: 'Enraged Revolutionary' }], [25, 20]),
    actions: [declare('rev')],
    objects: { rev: { pt: '2/1', attacking: 'B' } },
    without: ['triggered rev attacks 702.105a'],
  },
  {
    name: 'Gryff Rider, CR 702.149a: attacking with a creature of greater power (Hill Giant, 3) puts a +1/+1 counter on it',
    board: inCombat([
      { id: 'gryff', card: 'Gryff Rider' },
      { id: 'giant', card: 'Hill Giant' },
    ]),
    actions: [declare('gryff', 'giant')],
    objects: { gryff: { counters: { '+1/+1': 1 }, pt: '3/2' }, giant: { pt: '3/3' } },
    events: ['triggered gryff attacks 702.149a'],
  },
  {
    name: 'Gryff Rider, CR 702.149a: a fellow attacker of equal power (Grizzly Bears, 2) is not greater: no trigger',
    board: inCombat([
      { id: 'gryff', card: 'Gryff Rider' },
      { id: 'bear', card: 'Grizzly Bears' },
    ]),
    actions: [declare('gryff', 'bear')],
    objects: { gryff: { pt: '2/1' } },
    without: ['triggered gryff attacks 702.149a'],
  },
  {
    name: 'Gryff Rider, CR 702.149a: a stronger creature that stays home does not train it',
    board: inCombat([
      { id: 'gryff', card: 'Gryff Rider' },
      { id: 'giant', card: 'Hill Giant' },
    ]),
    actions: [declare('gryff')],
    objects: { gryff: { pt: '2/1' } },
    without: ['triggered gryff attacks 702.149a'],
  },
];

describe('Attack keywords that put a +1/+1 counter (CR 702.105 dethrone, 702.149 training)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
