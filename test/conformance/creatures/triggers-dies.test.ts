import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, eventText, type PlayRow, targeting, triggers } from '../../support/play.js';

/**
 * "When [this creature] dies" (CR 700.4, 603.6c): it triggers however the creature was put into
 * its graveyard from the battlefield, and it looks back in time (603.10a): the ability is read
 * from the creature as it last was on the battlefield, though it has left. The ability stands
 * on a Grizzly Bears through an effect granting it (`triggers`).
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});
const wrath: Action = { kind: 'resolve', source: 'Wrath of God', controller: 'A' };

/** Kokusho, the Evening Star: "When Kokusho dies, each opponent loses 5 life. You gain life equal to the life lost this way." */
const KOKUSHO =
  'When Kokusho, the Evening Star dies, each opponent loses 5 life. You gain life equal to the life lost this way.';
const kokusho: readonly Instruction[] = [
  { kind: 'loseLife', who: 'opponents', amount: n(5) },
  { kind: 'gainLife', amount: n(5) },
];
const dies = { kind: 'dies' } as const;

/** Festering Goblin's dies trigger printed on a Grizzly Bears, with a creature of each player's beside it. */
const festering = {
  objects: [
    { id: 'goblin', card: 'Grizzly Bears' },
    { id: 'mine', card: 'Grizzly Bears' },
    { id: 'other', card: 'Grizzly Bears', controller: 'B' },
  ],
  effects: [
    triggers(
      'goblin',
      'When Festering Goblin dies, target creature gets -1/-1 until end of turn.',
      dies,
      [
        {
          kind: 'createEffect',
          on: 'targets',
          duration: 'endOfTurn',
          effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(-1), toughness: n(-1) }] },
        },
      ],
      { count: 1, filter: { types: ['Creature'] } },
    ),
  ],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 700.4, 603.10a: destroyed by lethal damage (704.5g), the Bears triggers from the graveyard: each opponent loses 5 life (Kokusho, the Evening Star)',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [triggers('bear', KOKUSHO, dies, kokusho)],
    },
    actions: [bolt('bear')],
    objects: { bear: { zone: 'graveyard' } },
    players: { A: { life: 25 }, B: { life: 15 } },
    events: [
      'destroyed bear 704.5g',
      'triggered bear dies 603.10a',
      'lifeLost B 5 119.3',
      'lifeGained A 5 119.3',
    ],
  },
  {
    name: 'CR 701.8a, 603.10a: destroyed by an effect (Wrath of God), it triggers too',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [triggers('bear', KOKUSHO, dies, kokusho)],
    },
    actions: [wrath],
    objects: { bear: { zone: 'graveyard' } },
    players: { B: { life: 15 } },
    events: ['destroyed bear 701.8a', 'triggered bear dies 603.10a'],
  },
  {
    name: 'CR 704.5f, 700.4: put into the graveyard for toughness 0 (two -1/-1 counters), not destroyed, it still dies and triggers',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [triggers('bear', KOKUSHO, dies, kokusho)],
    },
    actions: [{ kind: 'counters', object: 'bear', counter: '-1/-1', amount: 2 }],
    objects: { bear: { zone: 'graveyard' } },
    players: { B: { life: 15 } },
    events: ['zoneChange bear battlefield>graveyard 704.5f', 'triggered bear dies 603.10a'],
  },
  {
    name: "CR 700.4: a creature moved from the battlefield to its owner's graveyard dies",
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [triggers('bear', KOKUSHO, dies, kokusho)],
    },
    actions: [{ kind: 'move', object: 'bear', to: 'graveyard' }],
    players: { B: { life: 15 } },
    events: ['triggered bear dies 603.10a'],
  },
  {
    name: 'CR 700.4, 702.79a: Kitchen Finks moved from the battlefield to the graveyard dies, so persist returns it',
    board: { objects: [{ id: 'finks', card: 'Kitchen Finks' }] },
    actions: [{ kind: 'move', object: 'finks', to: 'graveyard' }],
    objects: { finks: { zone: 'battlefield', counters: { '-1/-1': 1 } } },
    events: ['zoneChange finks graveyard>battlefield 702.79a'],
  },
  {
    name: 'CR 700.4, 704.5i: "dies" is any permanent put into a graveyard from the battlefield: a planeswalker with 0 loyalty dies and triggers',
    board: {
      objects: [{ id: 'ajani', card: 'Ajani Goldmane', counters: { loyalty: 1 } }],
      effects: [triggers('ajani', KOKUSHO, dies, kokusho)],
    },
    actions: [{ kind: 'counters', object: 'ajani', counter: 'loyalty', amount: -1 }],
    objects: { ajani: { zone: 'graveyard' } },
    players: { B: { life: 15 } },
    events: ['zoneChange ajani battlefield>graveyard 704.5i', 'triggered ajani dies 603.10a'],
  },
  {
    name: 'CR 700.4: exiled from the battlefield is not dying, so nothing triggers',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [triggers('bear', KOKUSHO, dies, kokusho)],
    },
    actions: [{ kind: 'move', object: 'bear', to: 'exile' }],
    players: { B: { life: 20 } },
    without: ['triggered bear dies 603.10a'],
  },
  {
    name: 'CR 700.4, 111.7: a token dies too (it reaches the graveyard before it ceases to exist, 704.5d)',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', token: true }],
      effects: [triggers('bear', KOKUSHO, dies, kokusho)],
    },
    actions: [bolt('bear')],
    objects: { bear: { zone: 'gone' } },
    players: { B: { life: 15 } },
    events: ['triggered bear dies 603.10a', 'ceasedToExist bear 704.5d'],
  },
  {
    name: 'CR 603.10a, 702.79a: Kitchen Finks with a dies trigger: both trigger as it dies; the dies trigger resolves and persist returns it',
    board: {
      objects: [{ id: 'finks', card: 'Kitchen Finks' }],
      effects: [triggers('finks', KOKUSHO, dies, kokusho)],
    },
    actions: [bolt('finks')],
    objects: { finks: { zone: 'battlefield', counters: { '-1/-1': 1 } } },
    players: { B: { life: 15 }, A: { life: 27 } },
    events: [
      'triggered finks dies 603.10a',
      'zoneChange finks graveyard>battlefield 702.79a',
      'lifeGained A 2 119.3',
    ],
  },
  {
    name: 'CR 700.4, 603.3d: Festering Goblin, "When Festering Goblin dies, target creature gets -1/-1 until end of turn", dies with two other creatures left: it waits for its controller to choose the target',
    board: festering,
    actions: [bolt('goblin')],
    objects: { mine: { pt: '2/2' }, other: { pt: '2/2' } },
    events: ['triggered goblin dies 603.10a'],
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: "CR 603.3d, 608.2h: Festering Goblin's trigger put on the stack targeting B's Grizzly Bears gives it -1/-1 from the graveyard",
    board: festering,
    actions: [bolt('goblin'), targeting('goblin', 'other')],
    objects: { mine: { pt: '2/2' }, other: { pt: '1/1' }, goblin: { zone: 'graveyard' } },
    events: ['putOnStack goblin:0 603.3'],
  },
  {
    name: 'CR 603.3d: Festering Goblin under Wrath of God: every creature died with it, so its trigger has no legal target and is removed',
    board: festering,
    actions: [wrath],
    objects: { mine: { zone: 'graveyard' }, other: { zone: 'graveyard' } },
    events: ['triggered goblin dies 603.10a', 'triggerRemoved goblin 603.3d'],
    stack: [],
  },
];

describe('Dies triggers (CR 700.4, 603.10a)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));

  it("CR 603.3b, 702.79a: Kitchen Finks's controller orders its two dies triggers; the engine resolves the dies trigger, then persist returns it", () => {
    const row = ROWS.find((r) => r.name.includes('Kitchen Finks with a dies trigger'));
    if (!row) throw new Error('the Kitchen Finks row is missing');
    const texts = checkPlay(row).events.map(eventText);
    const drained = texts.indexOf('lifeLost B 5 119.3');
    expect(drained).toBeGreaterThanOrEqual(0);
    expect(drained).toBeLessThan(texts.indexOf('zoneChange finks graveyard>battlefield 702.79a'));
  });
});
