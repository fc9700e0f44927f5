import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, eventText, type PlayRow, targeting } from '../../support/play.js';

/**
 * "Whenever a creature dies" (CR 700.4, 603.6c): a permanent's ability watching others die,
 * once for each one (603.2c). It is a leaves-the-battlefield ability, so it looks back in time
 * (603.10a): the watcher's abilities and the dead creatures are read as they were just before
 * they died, and a watcher dying with them sees them all. The cards are real, compiled from
 * their Oracle text: Zulaport Cutthroat ("Whenever Zulaport Cutthroat or another creature you
 * control dies, each opponent loses 1 life and you gain 1 life."), Blood Artist ("Whenever Blood
 * Artist or another creature dies, target player loses 1 life and you gain 1 life."), Unruly
 * Mob ("Whenever another creature you control dies, put a +1/+1 counter on Unruly Mob.") and
 * Malakir Cullblade ("Whenever a creature an opponent controls dies, put a +1/+1 counter on
 * Malakir Cullblade."). Each trigger goes on the stack and resolves as the players pass; Blood
 * Artist's "target player" has two players to choose from, so its controller puts it on the
 * stack with `orderTriggers` (603.3d).
 */

const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});
const wrath: Action = { kind: 'resolve', source: 'Wrath of God', controller: 'A' };
const bear = (id: string, controller = 'A') => ({ id, card: 'Grizzly Bears', controller, owner: controller });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 700.4, 603.10a, Zulaport Cutthroat: another creature you control dies -> each opponent loses 1, you gain 1',
    board: { objects: [{ id: 'cutthroat', card: 'Zulaport Cutthroat' }, bear('bear')] },
    actions: [bolt('bear')],
    players: { A: { life: 21 }, B: { life: 19 } },
    events: ['triggered cutthroat permanentDies 603.10a', 'lifeLost B 1 119.3', 'lifeGained A 1 119.3'],
  },
  {
    name: 'CR 603.10a, Zulaport Cutthroat: "Zulaport Cutthroat or another": its own death triggers it from the graveyard',
    board: { objects: [{ id: 'cutthroat', card: 'Zulaport Cutthroat' }] },
    actions: [bolt('cutthroat')],
    objects: { cutthroat: { zone: 'graveyard' } },
    players: { A: { life: 21 }, B: { life: 19 } },
    events: ['triggered cutthroat permanentDies 603.10a'],
  },
  {
    name: "CR 603.10a, Zulaport Cutthroat: an opponent's creature dying is not one you control -> nothing",
    board: { objects: [{ id: 'cutthroat', card: 'Zulaport Cutthroat' }, bear('theirs', 'B')] },
    actions: [bolt('theirs')],
    players: { A: { life: 20 }, B: { life: 20 } },
    without: ['triggered cutthroat permanentDies 603.10a'],
  },
  {
    name: 'CR 603.10a, 603.2c, Zulaport Cutthroat under Wrath of God: it dies with two of your creatures and sees all three; not the opponent’s',
    board: {
      objects: [
        { id: 'cutthroat', card: 'Zulaport Cutthroat' },
        bear('bear1'),
        bear('bear2'),
        bear('theirs', 'B'),
      ],
    },
    actions: [wrath],
    objects: { cutthroat: { zone: 'graveyard' }, theirs: { zone: 'graveyard' } },
    players: { A: { life: 23 }, B: { life: 17 } },
    events: ['destroyed cutthroat 701.8a', 'triggered cutthroat permanentDies 603.10a'],
  },
  {
    name: 'CR 700.4, Zulaport Cutthroat: exiled from the battlefield, a creature does not die -> nothing',
    board: { objects: [{ id: 'cutthroat', card: 'Zulaport Cutthroat' }, bear('bear')] },
    actions: [{ kind: 'move', object: 'bear', to: 'exile' }],
    players: { A: { life: 20 }, B: { life: 20 } },
    without: ['triggered cutthroat permanentDies 603.10a'],
  },
  {
    name: 'CR 701.21a, 700.4, Zulaport Cutthroat: a creature put into the graveyard from the battlefield dies -> it triggers',
    board: { objects: [{ id: 'cutthroat', card: 'Zulaport Cutthroat' }, bear('bear')] },
    actions: [{ kind: 'move', object: 'bear', to: 'graveyard' }],
    players: { A: { life: 21 }, B: { life: 19 } },
    events: ['triggered cutthroat permanentDies 603.10a'],
  },
  {
    name: 'CR 704.5f, 603.10a, Unruly Mob: another creature you control put into the graveyard for toughness 0 -> a +1/+1 counter',
    board: { objects: [{ id: 'mob', card: 'Unruly Mob' }, bear('bear')] },
    actions: [{ kind: 'counters', object: 'bear', counter: '-1/-1', amount: 2 }],
    objects: { mob: { pt: '2/2', counters: { '+1/+1': 1 } } },
    events: ['triggered mob permanentDies 603.10a', 'countersChanged mob +1/+1 +1 122.1'],
  },
  {
    name: 'CR 603.10a, Unruly Mob: "another" -> its own death does not trigger it',
    board: { objects: [{ id: 'mob', card: 'Unruly Mob' }] },
    actions: [bolt('mob')],
    objects: { mob: { zone: 'graveyard' } },
    without: ['triggered mob permanentDies 603.10a'],
  },
  {
    name: 'CR 603.10a, Malakir Cullblade: a creature an opponent controls dies -> a +1/+1 counter; one of yours -> nothing',
    board: { objects: [{ id: 'cullblade', card: 'Malakir Cullblade' }, bear('theirs', 'B'), bear('mine')] },
    actions: [bolt('theirs'), bolt('mine')],
    objects: { cullblade: { counters: { '+1/+1': 1 } } },
    events: ['triggered cullblade permanentDies 603.10a'],
  },
  {
    name: 'CR 603.10a, 603.3d, Blood Artist under Wrath of God: it triggers for every creature, itself and the opponent’s included; each waits for its controller to choose its target',
    board: { objects: [{ id: 'artist', card: 'Blood Artist' }, bear('bear'), bear('theirs', 'B')] },
    actions: [wrath],
    objects: { artist: { zone: 'graveyard' } },
    players: { A: { life: 20 }, B: { life: 20 } },
    events: ['triggered artist permanentDies 603.10a'],
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: 'CR 603.3b-d, 608.2h, Blood Artist under Wrath of God: its three triggers put on the stack, two targeting B and one A, resolve from the graveyard',
    board: { objects: [{ id: 'artist', card: 'Blood Artist' }, bear('bear'), bear('theirs', 'B')] },
    actions: [
      wrath,
      {
        kind: 'orderTriggers',
        order: [
          { trigger: 'a1', targets: ['B'] },
          { trigger: 'a2', targets: ['B'] },
          { trigger: 'a3', targets: ['A'] },
        ],
      },
    ],
    players: { A: { life: 22 }, B: { life: 18 } },
    stack: [],
  },
  {
    name: 'CR 700.4, 603.2c, Moonlit Wake ("Whenever a creature dies, you gain 1 life."): Wrath of God kills three creatures, yours and the opponent\'s -> 3 life',
    board: {
      objects: [{ id: 'wake', card: 'Moonlit Wake' }, bear('bear1'), bear('bear2'), bear('theirs', 'B')],
    },
    actions: [wrath],
    objects: { wake: { zone: 'battlefield' } },
    players: { A: { life: 23 }, B: { life: 20 } },
    events: ['triggered wake permanentDies 603.10a'],
  },
  {
    name: 'CR 603.10a, Gristle Grinner ("Whenever a creature dies, Gristle Grinner gets +2/+2 until end of turn."): it dies itself and still triggers, looking back in time',
    board: { objects: [{ id: 'grinner', card: 'Gristle Grinner' }] },
    actions: [bolt('grinner')],
    objects: { grinner: { zone: 'graveyard' } },
    events: ['triggered grinner permanentDies 603.10a'],
  },
  {
    name: 'CR 603.3d, 608.2h, Blood Artist: its trigger put on the stack with target player B -> B loses 1, A gains 1, though it is in the graveyard',
    board: { objects: [{ id: 'artist', card: 'Blood Artist' }] },
    actions: [bolt('artist'), targeting('artist', 'B')],
    players: { A: { life: 21 }, B: { life: 19 } },
    events: ['putOnStack artist:0 603.3', 'lifeLost B 1 119.3', 'lifeGained A 1 119.3'],
  },
];

describe('"whenever a creature dies" triggers (CR 700.4, 603.10a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it('CR 603.2c, 603.10a: Zulaport Cutthroat under Wrath of God triggers once for each of the three creatures you controlled', () => {
    const row = ROWS.find((r) => r.name.includes('Zulaport Cutthroat under Wrath of God'));
    if (!row) throw new Error('the Wrath of God row is missing');
    const texts = checkPlay(row).events.map(eventText);
    expect(texts.filter((t) => t === 'triggered cutthroat permanentDies 603.10a')).toHaveLength(3);
  });

  it('CR 603.2c, 603.10a: Blood Artist under Wrath of God triggers once for each of the three creatures', () => {
    const row = ROWS.find((r) => r.name.includes('Blood Artist under Wrath of God'));
    if (!row) throw new Error('the Blood Artist row is missing');
    const texts = checkPlay(row).events.map(eventText);
    expect(texts.filter((t) => t === 'triggered artist permanentDies 603.10a')).toHaveLength(3);
  });
});
