import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, block, checkPlay, has, hasNumbered, type PlayRow } from '../../support/play.js';

/**
 * The combat keywords that are triggered abilities, resolved at once as attackers or blockers
 * are declared: exalted (702.83), battle cry (702.91), flanking (702.25), bushido (702.45) and
 * rampage (702.23). Each keyword stands on a Grizzly Bears through an effect granting it.
 */

const advance: Action = { kind: 'advance', to: 'declareBlockers' };
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const blocks = (...pairs: [string, string][]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([b, a]) => block(b, a)),
});
const inCombat = (objects: readonly object[], effects: readonly object[]) => ({
  turn: { step: 'declareAttackers' },
  objects,
  effects,
});
const ours = (id: string) => ({ id, card: 'Grizzly Bears' });
const theirs = (id: string) => ({ id, card: 'Grizzly Bears', controller: 'B' });
const bear = ours('bear');

const EXALTED: readonly PlayRow[] = [
  {
    name: 'CR 702.83a: a creature with exalted that attacks alone gets +1/+1 until end of turn',
    board: inCombat([bear], [has('bear', 'Exalted')]),
    actions: [declare('bear')],
    objects: { bear: { pt: '3/3', attacking: 'B' } },
    events: ['triggered bear attacks 702.83a'],
  },
  {
    name: 'CR 702.83a: exalted on a creature that stays home pumps the creature you control that attacks alone',
    board: inCombat([bear, ours('home')], [has('home', 'Exalted')]),
    actions: [declare('bear')],
    objects: { bear: { pt: '3/3' }, home: { pt: '2/2', attacking: null } },
    events: ['triggered home attacks 702.83a'],
  },
  {
    name: 'CR 702.83b: each instance of exalted triggers separately: three instances give +3/+3',
    board: inCombat([bear, ours('home')], [has('home', 'Exalted', 'Exalted'), has('bear', 'Exalted')]),
    actions: [declare('bear')],
    objects: { bear: { pt: '5/5' } },
    events: ['triggered home attacks 702.83a', 'triggered bear attacks 702.83a'],
  },
  {
    name: 'Sublime Archangel, CR 702.83a-b, 613.1f: its exalted and the exalted it gives other creatures you control each trigger: +2/+2',
    board: inCombat([bear, { id: 'angel', card: 'Sublime Archangel' }], []),
    actions: [declare('bear')],
    objects: { bear: { pt: '4/4', keywords: ['Exalted'] } },
    events: ['triggered angel attacks 702.83a', 'triggered bear attacks 702.83a'],
  },
  {
    name: 'CR 506.5, 702.83a: two creatures attacking do not attack alone, so exalted does not trigger',
    board: inCombat([bear, ours('other')], [has('bear', 'Exalted')]),
    actions: [declare('bear', 'other')],
    objects: { bear: { pt: '2/2' }, other: { pt: '2/2' } },
    without: ['triggered bear attacks 702.83a'],
  },
  {
    name: "CR 702.83a: an opponent's exalted does not trigger for your creature, which they don't control",
    board: inCombat([bear, theirs('foe')], [has('foe', 'Exalted')]),
    actions: [declare('bear')],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered foe attacks 702.83a'],
  },
];

const BATTLE_CRY: readonly PlayRow[] = [
  {
    name: 'CR 702.91a: battle cry gives each other attacking creature +1/+0 until end of turn, not itself',
    board: inCombat([bear, ours('other')], [has('bear', 'Battle cry')]),
    actions: [declare('bear', 'other')],
    objects: { bear: { pt: '2/2' }, other: { pt: '3/2' } },
    events: ['triggered bear attacks 702.91a'],
  },
  {
    name: 'CR 702.91a: a creature that is not attacking gets nothing',
    board: inCombat([bear, ours('home')], [has('bear', 'Battle cry')]),
    actions: [declare('bear')],
    objects: { bear: { pt: '2/2' }, home: { pt: '2/2' } },
    events: ['triggered bear attacks 702.91a'],
  },
  {
    name: 'CR 702.91a: two attackers with battle cry each pump the other',
    board: inCombat([bear, ours('other')], [has('bear', 'Battle cry'), has('other', 'Battle cry')]),
    actions: [declare('bear', 'other')],
    objects: { bear: { pt: '3/2' }, other: { pt: '3/2' } },
    events: ['triggered bear attacks 702.91a', 'triggered other attacks 702.91a'],
  },
];

const FLANKING: readonly PlayRow[] = [
  {
    name: 'CR 702.25a: a creature blocking a creature with flanking gets -1/-1 until end of turn',
    board: inCombat([bear, theirs('b1')], [has('bear', 'Flanking')]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'])],
    objects: { b1: { pt: '1/1', blocking: 'bear' }, bear: { pt: '2/2' } },
    events: ['triggered bear becomesBlocked 702.25a'],
  },
  {
    name: 'CR 702.25a: flanking triggers once for each blocker; each gets -1/-1',
    board: inCombat([bear, theirs('b1'), theirs('b2')], [has('bear', 'Flanking')]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'], ['b2', 'bear'])],
    objects: { b1: { pt: '1/1' }, b2: { pt: '1/1' } },
    events: ['triggered bear becomesBlocked 702.25a'],
  },
  {
    name: "CR 702.25a: a blocker with flanking is not affected by the attacker's flanking",
    board: inCombat([bear, theirs('b1')], [has('bear', 'Flanking'), has('b1', 'Flanking')]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'])],
    objects: { b1: { pt: '2/2' } },
    without: ['triggered bear becomesBlocked 702.25a'],
  },
  {
    name: 'CR 702.25b, 704.5f: two instances of flanking give a 2/2 blocker -2/-2, and it dies',
    board: inCombat([bear, theirs('b1')], [has('bear', 'Flanking', 'Flanking')]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'])],
    objects: { b1: { zone: 'graveyard' }, bear: { blocked: true } },
    events: ['triggered bear becomesBlocked 702.25a'],
  },
  {
    name: 'CR 702.25a: flanking on a blocker does nothing to the attacker it blocks',
    board: inCombat([bear, theirs('b1')], [has('b1', 'Flanking')]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'])],
    objects: { bear: { pt: '2/2' }, b1: { pt: '2/2' } },
    without: ['triggered b1 blocks 702.25a'],
  },
];

const BUSHIDO: readonly PlayRow[] = [
  {
    name: 'CR 702.45a: "Bushido 2": a creature that blocks gets +2/+2 until end of turn',
    board: inCombat([bear, theirs('b1')], [hasNumbered('b1', 'Bushido', 2)]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'])],
    objects: { b1: { pt: '4/4' }, bear: { pt: '2/2' } },
    events: ['triggered b1 blocks 702.45a'],
  },
  {
    name: 'CR 702.45a: "Bushido 2": a creature that becomes blocked gets +2/+2 until end of turn, once however many block it',
    board: inCombat([bear, theirs('b1'), theirs('b2')], [hasNumbered('bear', 'Bushido', 2)]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'], ['b2', 'bear'])],
    objects: { bear: { pt: '4/4' }, b1: { pt: '2/2' } },
    events: ['triggered bear becomesBlocked 702.45a'],
  },
  {
    name: 'CR 702.45a: an attacker with bushido nobody blocks does not trigger',
    board: inCombat([bear], [hasNumbered('bear', 'Bushido', 2)]),
    actions: [declare('bear'), advance, blocks()],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered bear becomesBlocked 702.45a'],
  },
  {
    name: 'CR 702.45b: "Bushido 1" and "Bushido 2" trigger separately: +3/+3',
    board: inCombat([bear, theirs('b1')], [hasNumbered('b1', 'Bushido', 1), hasNumbered('b1', 'Bushido', 2)]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'])],
    objects: { b1: { pt: '5/5' } },
    events: ['triggered b1 blocks 702.45a'],
  },
];

const RAMPAGE: readonly PlayRow[] = [
  {
    name: 'CR 702.23a: "Rampage 1" blocked by three creatures gets +2/+2 until end of turn',
    board: inCombat([bear, theirs('b1'), theirs('b2'), theirs('b3')], [hasNumbered('bear', 'Rampage', 1)]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'], ['b2', 'bear'], ['b3', 'bear'])],
    objects: { bear: { pt: '4/4' } },
    events: ['triggered bear becomesBlocked 702.23a'],
  },
  {
    name: 'CR 702.23a: "Rampage 2" blocked by one creature triggers but gets nothing: no creature beyond the first',
    board: inCombat([bear, theirs('b1')], [hasNumbered('bear', 'Rampage', 2)]),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'])],
    objects: { bear: { pt: '2/2' } },
    events: ['triggered bear becomesBlocked 702.23a'],
  },
  {
    name: 'CR 702.23b: "Rampage 2" and "Rampage 1" blocked by two creatures trigger separately: +3/+3',
    board: inCombat(
      [bear, theirs('b1'), theirs('b2')],
      [hasNumbered('bear', 'Rampage', 2), hasNumbered('bear', 'Rampage', 1)],
    ),
    actions: [declare('bear'), advance, blocks(['b1', 'bear'], ['b2', 'bear'])],
    objects: { bear: { pt: '5/5' } },
    events: ['triggered bear becomesBlocked 702.23a'],
  },
  {
    name: 'CR 702.23a: an attacker with rampage nobody blocks does not trigger',
    board: inCombat([bear], [hasNumbered('bear', 'Rampage', 1)]),
    actions: [declare('bear'), advance, blocks()],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered bear becomesBlocked 702.23a'],
  },
];

describe('Combat keywords (CR 702.83, 702.91, 702.25, 702.45, 702.23)', () => {
  for (const [name, rows] of [
    ['exalted (702.83)', EXALTED],
    ['battle cry (702.91)', BATTLE_CRY],
    ['flanking (702.25)', FLANKING],
    ['bushido (702.45)', BUSHIDO],
    ['rampage (702.23)', RAMPAGE],
  ] as const)
    describe(name, () => {
      for (const row of rows) it(row.name, () => checkPlay(row));
    });
});
