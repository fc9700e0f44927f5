import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, pool } from '../../support/play.js';

/**
 * Costs another player chooses to pay as a spell or ability resolves (CR 118.12a, 608.2d):
 * ward, "counter that spell or ability unless that player pays [cost]" (702.21a), and "Counter
 * target spell unless its controller pays {3}" (Mana Leak). The resolution waits for that
 * player's `decide`; the mana, life or card is theirs. Real cards, compiled from their Oracle text.
 */

const pass: Action = { kind: 'pass' };
const board = (objects: readonly object[], bMana = '{R}{C}{C}', aMana = '{G}{G}{U}{U}{C}{C}{C}{C}') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [
    { id: 'A', manaPool: aMana },
    { id: 'B', manaPool: bMana },
  ],
  objects,
});
const hand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const cast = (object: string, targets: string[]): Action => ({ kind: 'cast', object, targets });
const pays = (may: boolean, player = 'B'): Action => ({ kind: 'decide', player, may });
/** Waterfall Aerialist, a 3/1: "Flying / Ward {2}" (its ability 1); B bolts it. */
const aerialist = [{ id: 'aero', card: 'Waterfall Aerialist' }, hand('bolt', 'Lightning Bolt', 'B')];
const boltAero = [pass, cast('bolt', ['aero'])];
/** Grizzly Bears equipped with Leather Armor ("Equipped creature gets +0/+1 and has ward {1}."). */
const armored = [
  { id: 'bear', card: 'Grizzly Bears' },
  { id: 'armor', card: 'Leather Armor', attachedTo: 'bear' },
];

const WARD: readonly PlayRow[] = [
  {
    name: "CR 702.21a, 603.3: B's Lightning Bolt targets Waterfall Aerialist: ward triggers, goes on the stack above the Bolt and waits for B's answer",
    board: board(aerialist),
    actions: boltAero,
    events: ['triggered aero becomesTarget 601.2c'],
    stack: ['bolt', 'aero:1'],
    toAct: 'decide B',
  },
  {
    name: "CR 702.21a, 701.6a: B doesn't pay {2}: the Bolt is countered and the Aerialist is unharmed",
    board: board(aerialist),
    actions: [...boltAero, pays(false)],
    objects: { bolt: { zone: 'graveyard' }, aero: { zone: 'battlefield', damage: 0 } },
    events: ['countered bolt by aero 701.6a'],
    stack: [],
  },
  {
    name: 'CR 702.21a, 118.12a: B pays {2} from their own mana pool: the Bolt resolves and the Aerialist dies',
    board: board(aerialist),
    actions: [...boltAero, pays(true)],
    objects: { bolt: { zone: 'graveyard' }, aero: { zone: 'graveyard' } },
    players: { A: { mana: 8 }, B: { mana: 0 } },
    without: ['countered bolt by aero 701.6a'],
  },
  {
    name: 'CR 118.3: B has no mana left after the Bolt, so "pay" is refused',
    board: board(aerialist, '{R}'),
    actions: [...boltAero, pays(true)],
    refused: '118.3',
  },
  {
    name: "CR 118.12a: the answer is B's, the player who targeted; A may not give it",
    board: board(aerialist),
    actions: [...boltAero, pays(false, 'A')],
    refused: '118.12a',
  },
  {
    name: "CR 702.21a: ward triggers only on an opponent's spell; A's Giant Growth on its own Aerialist doesn't trigger it",
    board: board([{ id: 'aero', card: 'Waterfall Aerialist' }, hand('growth', 'Giant Growth')]),
    actions: [cast('growth', ['aero'])],
    objects: { aero: { pt: '6/4' } },
    without: ['triggered aero becomesTarget 601.2c'],
  },
  {
    name: 'CR 603.2, 118.12a: "that player" was fixed as the ward triggered; with the Bolt gone from the stack, B is still the one asked, and nothing is countered',
    board: {
      ...board([
        { id: 'aero', card: 'Waterfall Aerialist' },
        { ...hand('bolt', 'Lightning Bolt', 'B'), zone: 'graveyard' },
      ]),
      stack: [
        {
          kind: 'ability',
          id: 'w1',
          source: 'aero',
          ability: 1,
          def: pool.get('Waterfall Aerialist')?.abilities[1],
          triggerObject: 'bolt',
          triggerPlayer: 'B',
        },
      ],
    },
    actions: [pass, pass, pays(false)],
    manual: true,
    objects: { bolt: { zone: 'graveyard' }, aero: { zone: 'battlefield' } },
    without: ['countered bolt by aero 701.6a'],
    stack: [],
  },
  {
    name: "CR 702.21a, 701.6a: ward counters an ability too: B's Prodigal Sorcerer targets the Aerialist, B doesn't pay, and no damage is dealt",
    board: board([
      { id: 'aero', card: 'Waterfall Aerialist' },
      { id: 'sorc', card: 'Prodigal Sorcerer', controller: 'B' },
    ]),
    actions: [pass, { kind: 'activate', object: 'sorc', ability: 0, targets: ['aero'] }, pays(false)],
    objects: { aero: { zone: 'battlefield', damage: 0 } },
    stack: [],
  },
  {
    name: 'Sedgemoor Witch, CR 702.21a, 119.4: "Ward—Pay 3 life."; B pays 3 life and the Bolt kills the 3/2',
    board: board([{ id: 'witch', card: 'Sedgemoor Witch' }, hand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, cast('bolt', ['witch']), pays(true)],
    objects: { witch: { zone: 'graveyard' } },
    players: { B: { life: 17 } },
  },
  {
    name: 'Graveyard Trespasser, CR 702.21a, 701.9b: "Ward—Discard a card."; B discards the card B chooses, and the Bolt kills the 3/3',
    board: board([
      { id: 'tres', card: 'Graveyard Trespasser' },
      hand('bolt', 'Lightning Bolt', 'B'),
      hand('isle', 'Island', 'B'),
    ]),
    actions: [
      pass,
      cast('bolt', ['tres']),
      { kind: 'decide', player: 'B', may: true, decisions: [{ cards: ['isle'] }] },
    ],
    objects: { isle: { zone: 'graveyard' }, tres: { zone: 'graveyard' } },
  },
  {
    name: 'Leather Armor, CR 702.21a, 613.1f: "Equipped creature gets +0/+1 and has ward {1}."; B bolts the equipped 2/3 and doesn\'t pay: the granted ward counters the Bolt',
    board: board([...armored, hand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, cast('bolt', ['bear']), pays(false)],
    objects: { bolt: { zone: 'graveyard' }, bear: { zone: 'battlefield', damage: 0, pt: '2/3' } },
    events: ['triggered bear becomesTarget 601.2c', 'countered bolt by bear 701.6a'],
  },
  {
    name: 'Leather Armor, CR 702.21a, 118.12a: B pays {1}: the Bolt resolves and the 2/3 dies',
    board: board([...armored, hand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, cast('bolt', ['bear']), pays(true)],
    objects: { bear: { zone: 'graveyard' } },
    players: { B: { mana: 1 } },
  },
];

/** Mana Leak: "Counter target spell unless its controller pays {3}." B casts it on A's Grizzly Bears. */
const leak = [hand('bear', 'Grizzly Bears'), hand('leak', 'Mana Leak', 'B')];
const leakBear = [cast('bear', []), pass, cast('leak', ['bear']), pass, pass];

const MANA_LEAK: readonly PlayRow[] = [
  {
    name: "Mana Leak, CR 118.12a: as it resolves, the Bears' controller A is asked whether to pay {3}",
    board: board(leak, '{U}{C}'),
    actions: leakBear,
    manual: true,
    stack: ['bear', 'leak'],
    toAct: 'decide A',
  },
  {
    name: 'Mana Leak, CR 118.12a, 701.6a: A pays {3}: the Bears stay on the stack and resolve',
    board: board(leak, '{U}{C}'),
    actions: [...leakBear, pays(true, 'A'), pass, pass],
    manual: true,
    objects: { bear: { zone: 'battlefield' }, leak: { zone: 'graveyard' } },
    players: { A: { mana: 3 } },
  },
  {
    name: "Mana Leak, CR 701.6a: A doesn't pay: the Bears are countered",
    board: board(leak, '{U}{C}'),
    actions: [...leakBear, pays(false, 'A')],
    manual: true,
    objects: { bear: { zone: 'graveyard' }, leak: { zone: 'graveyard' } },
    events: ['countered bear by leak 701.6a'],
  },
  {
    name: "Mana Leak, CR 118.12a, 608.2d: B can't answer for A as B casts it",
    board: board(leak, '{U}{C}'),
    actions: [cast('bear', []), pass, { kind: 'cast', object: 'leak', targets: ['bear'], may: false }],
    manual: true,
    refused: '118.12a',
  },
];

describe('Ward (CR 702.21)', () => {
  it.each(WARD)('$name', (row) => {
    checkPlay(row);
  });
});

describe('"Counter target spell unless its controller pays" (CR 118.12a)', () => {
  it.each(MANA_LEAK)('$name', (row) => {
    checkPlay(row);
  });
});
