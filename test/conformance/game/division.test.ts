import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { apply } from '../../../src/engine/apply.js';
import { putTriggers } from '../../../src/engine/stack/put-triggers.js';
import { makeBoard, parseBoard } from '../../../src/notation/index.js';
import { checkPlay, eventText, type PlayRow, pool, stateOf } from '../../support/play.js';

/**
 * Damage divided among targets (CR 601.2d): the division is announced as the spell is cast,
 * the ability activated (602.2b) or put on the stack (603.3d), each target getting at least 1
 * and the shares adding up to the amount; a division that isn't legal undoes the cast (601.2e).
 * As it resolves, a target that has become illegal isn't dealt its share, and the others are
 * dealt theirs (608.2b). Fireball's "divided evenly, rounded down" is no choice: worked out as
 * it resolves, among the targets still legal (107.1a). Real cards compiled from their Oracle
 * text; rulings quoted where the card has one.
 */

const pass: Action = { kind: 'pass' };
const main = (objects: readonly object[], mana = '{R}') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const hand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });
const bear = { id: 'bear', card: 'Grizzly Bears', controller: 'B' };
const elf = { id: 'elf', card: 'Llanowar Elves', controller: 'B' };
const cast = (
  object: string,
  targets: readonly string[],
  division?: Readonly<Record<string, number>>,
  x?: number,
): Action => ({
  kind: 'cast',
  object,
  targets,
  ...(division === undefined ? {} : { division }),
  ...(x === undefined ? {} : { x }),
});

const FORKED_BOLT_RULING =
  'Forked Bolt ruling: "You divide the damage as you cast Forked Bolt, not as it resolves. Each target must be assigned at least 1 damage."';

const ROWS: readonly PlayRow[] = [
  {
    name: `${FORKED_BOLT_RULING} 1 damage to each of two targets`,
    board: main([hand('bolt', 'Forked Bolt'), bear]),
    actions: [cast('bolt', ['bear', 'B'], { bear: 1, B: 1 })],
    objects: { bear: { damage: 1 }, bolt: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
    events: ['damageDealt bolt>bear 1 marked 120.3e', 'damageDealt bolt>B 1 lifeLost 120.3a'],
  },
  {
    name: `${FORKED_BOLT_RULING} 2 damage to a single target, its whole amount, the division left out`,
    board: main([hand('bolt', 'Forked Bolt'), bear]),
    actions: [cast('bolt', ['bear'])],
    objects: { bear: { zone: 'graveyard' } },
    events: ['damageDealt bolt>bear 2 marked 120.3e', 'destroyed bear 704.5g'],
  },
  {
    name: 'CR 601.2i, 608.2: Forked Bolt cast with its division is on the stack, paid for; nothing is dealt until it resolves',
    board: main([hand('bolt', 'Forked Bolt'), bear]),
    actions: [cast('bolt', ['bear', 'B'], { bear: 1, B: 1 })],
    manual: true,
    stack: ['bolt'],
    objects: { bolt: { zone: 'stack' }, bear: { damage: 0 } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.2d: each target must receive at least one: Forked Bolt with 0 to the bear is refused, the card still in hand',
    board: main([hand('bolt', 'Forked Bolt'), bear]),
    actions: [cast('bolt', ['bear', 'B'], { bear: 2, B: 0 })],
    refused: '601.2d',
    objects: { bolt: { zone: 'hand' } },
    players: { A: { mana: 1 } },
  },
  {
    name: "CR 601.2d: the shares must add up to the amount: 2 and 1 for Forked Bolt's 2 damage is refused",
    board: main([hand('bolt', 'Forked Bolt'), bear]),
    actions: [cast('bolt', ['bear', 'B'], { bear: 2, B: 1 })],
    refused: '601.2d',
    objects: { bolt: { zone: 'hand' } },
  },
  {
    name: 'CR 601.2d: damage is divided among its targets only: a share for the elf, not a target, is refused',
    board: main([hand('bolt', 'Forked Bolt'), bear, elf]),
    actions: [cast('bolt', ['bear'], { bear: 1, elf: 1 })],
    refused: '601.2d',
    objects: { bolt: { zone: 'hand' }, elf: { damage: 0 } },
  },
  {
    name: 'CR 601.2d: with two targets the division must be announced',
    board: main([hand('bolt', 'Forked Bolt'), bear]),
    actions: [cast('bolt', ['bear', 'B'])],
    refused: '601.2d',
  },
  {
    name: 'CR 601.2d: only a spell that divides has a division: Lightning Bolt with one is refused',
    board: main([hand('bolt', 'Lightning Bolt'), bear]),
    actions: [cast('bolt', ['bear'], { bear: 3 })],
    refused: '601.2d',
    objects: { bolt: { zone: 'hand' } },
  },
  {
    name: 'CR 601.2c, 115.3: the same target can\'t be chosen twice for one "target": Forked Bolt at the bear twice is refused',
    board: main([hand('bolt', 'Forked Bolt'), bear]),
    actions: [cast('bolt', ['bear', 'bear'], { bear: 2 })],
    refused: '115.3',
  },
  {
    name: "CR 702.16b, 601.2c: a creature with protection from red (Abbey Gargoyles) can't be one of Forked Bolt's targets",
    board: main([hand('bolt', 'Forked Bolt'), { id: 'gargoyles', card: 'Abbey Gargoyles', controller: 'B' }]),
    actions: [cast('bolt', ['gargoyles', 'B'], { gargoyles: 1, B: 1 })],
    refused: '702.16b',
    objects: { bolt: { zone: 'hand' } },
  },
  {
    name: 'CR 601.2d, 608.2: the `resolve` shortcut takes a division too, checked as a cast one is',
    board: main([bear]),
    actions: [
      {
        kind: 'resolve',
        source: 'Forked Bolt',
        controller: 'A',
        targets: ['bear', 'B'],
        division: { bear: 1, B: 1 },
      },
    ],
    objects: { bear: { damage: 1 } },
    players: { B: { life: 19 } },
  },
  {
    name: "CR 601.2d: the `resolve` shortcut with shares that don't add up is refused",
    board: main([bear]),
    actions: [
      {
        kind: 'resolve',
        source: 'Forked Bolt',
        controller: 'A',
        targets: ['bear', 'B'],
        division: { bear: 2, B: 1 },
      },
    ],
    refused: '601.2d',
  },
  {
    name: 'CR 601.2c: Forked Bolt has one or two targets: three are refused',
    board: main([hand('bolt', 'Forked Bolt'), bear, elf]),
    actions: [cast('bolt', ['bear', 'elf', 'B'], { bear: 1, elf: 1, B: 1 })],
    refused: '601.2c',
  },
  {
    name: 'Arc Lightning, CR 601.2d: 3 damage divided among three targets, 1 each',
    board: main([hand('arc', 'Arc Lightning'), bear, elf], '{C}{C}{R}'),
    actions: [cast('arc', ['bear', 'elf', 'B'], { bear: 1, elf: 1, B: 1 })],
    objects: { bear: { damage: 1 }, elf: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
  {
    name: "CR 608.2b, 115.7f: Arc Lightning 2 to the bear and 1 to B; the bear leaves the battlefield: B is still dealt its 1, not the bear's share",
    board: main([hand('arc', 'Arc Lightning'), bear], '{C}{C}{R}'),
    actions: [
      cast('arc', ['bear', 'B'], { bear: 2, B: 1 }),
      { kind: 'move', object: 'bear', to: 'hand' },
      pass,
      pass,
    ],
    manual: true,
    players: { B: { life: 19 } },
    objects: { bear: { zone: 'hand' }, arc: { zone: 'graveyard' } },
    events: ['damageDealt arc>B 1 lifeLost 120.3a', 'resolved arc 608.2'],
  },
  {
    name: "CR 608.2b: Forked Bolt with its one target gone doesn't resolve",
    board: main([hand('bolt', 'Forked Bolt'), bear]),
    actions: [cast('bolt', ['bear'], { bear: 2 }), { kind: 'move', object: 'bear', to: 'hand' }, pass, pass],
    manual: true,
    objects: { bolt: { zone: 'graveyard' } },
    events: ['didNotResolve bolt 608.2b'],
  },
  {
    name: 'CR 615, 608.2b: damage divided to a creature whose damage is prevented (Cho-Manno, Revolutionary) is prevented; B is still dealt its share',
    board: main([
      hand('bolt', 'Forked Bolt'),
      { id: 'cho', card: 'Cho-Manno, Revolutionary', controller: 'B' },
    ]),
    actions: [cast('bolt', ['cho', 'B'], { cho: 1, B: 1 })],
    objects: { cho: { damage: 0 } },
    players: { B: { life: 19 } },
    events: ['damagePrevented bolt>cho 1 615.1a'],
  },
  {
    name: 'Pyrotechnics, CR 601.2d: "any number of targets": 4 damage among five targets can\'t give each at least 1, refused',
    board: main(
      [hand('pyro', 'Pyrotechnics'), bear, elf, { id: 'bear2', card: 'Grizzly Bears', controller: 'B' }],
      '{C}{C}{C}{C}{R}',
    ),
    actions: [cast('pyro', ['bear', 'elf', 'bear2', 'B', 'A'], { bear: 1, elf: 1, bear2: 1, B: 1, A: 0 })],
    refused: '601.2d',
  },
  {
    name: 'Pyrotechnics, CR 601.2d: 4 damage among four targets, 1 each',
    board: main(
      [hand('pyro', 'Pyrotechnics'), bear, elf, { id: 'bear2', card: 'Grizzly Bears', controller: 'B' }],
      '{C}{C}{C}{C}{R}',
    ),
    actions: [cast('pyro', ['bear', 'elf', 'bear2', 'B'], { bear: 1, elf: 1, bear2: 1, B: 1 })],
    objects: { bear: { damage: 1 }, bear2: { damage: 1 }, elf: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
  {
    name: 'Rolling Thunder, CR 107.3a, 601.2d: X is 3, announced; 2 to the bear and 1 to B',
    board: main([hand('thunder', 'Rolling Thunder'), bear], '{C}{C}{C}{R}{R}'),
    actions: [cast('thunder', ['bear', 'B'], { bear: 2, B: 1 }, 3)],
    objects: { bear: { zone: 'graveyard' } },
    players: { B: { life: 19 }, A: { mana: 0 } },
  },
  {
    name: 'Rolling Thunder, CR 601.2d: the shares add up to the announced X: 4 for X = 3 is refused',
    board: main([hand('thunder', 'Rolling Thunder'), bear], '{C}{C}{C}{R}{R}'),
    actions: [cast('thunder', ['bear', 'B'], { bear: 2, B: 2 }, 3)],
    refused: '601.2d',
    players: { A: { mana: 5 } },
  },
  {
    name: 'Rolling Thunder, CR 601.2d: X = 0 leaves nothing to divide: even its one target would be dealt less than 1, refused',
    board: main([hand('thunder', 'Rolling Thunder'), bear], '{R}{R}'),
    actions: [cast('thunder', ['B'], undefined, 0)],
    refused: '601.2d',
    objects: { thunder: { zone: 'hand' } },
  },
  {
    name: 'Fireball ruling (2017-11-17): "if X is 5 and you choose three target creatures, Fireball has a total cost of {7}{R} ... it deals 1 damage to each of them" (CR 601.2f, 107.1a)',
    board: main(
      [hand('fireball', 'Fireball'), bear, elf, { id: 'bear2', card: 'Grizzly Bears', controller: 'B' }],
      '{C}{C}{C}{C}{C}{C}{C}{R}',
    ),
    actions: [cast('fireball', ['bear', 'elf', 'bear2'], undefined, 5)],
    objects: { bear: { damage: 1 }, bear2: { damage: 1 }, elf: { zone: 'graveyard' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "Fireball ruling, CR 601.2f, 601.2h: X = 5 at three targets costs {7}{R}; {5}{R} doesn't pay it, and the cast is undone",
    board: main(
      [hand('fireball', 'Fireball'), bear, elf, { id: 'bear2', card: 'Grizzly Bears', controller: 'B' }],
      '{C}{C}{C}{C}{C}{R}',
    ),
    actions: [cast('fireball', ['bear', 'elf', 'bear2'], undefined, 5)],
    refused: '601.2h',
    objects: { fireball: { zone: 'hand' } },
  },
  {
    name: 'Fireball ruling (2017-11-17), CR 115.6: "You may cast Fireball with zero targets ... no damage will actually be dealt when it resolves"',
    board: main([hand('fireball', 'Fireball'), bear], '{C}{R}'),
    actions: [cast('fireball', [], undefined, 1)],
    objects: { fireball: { zone: 'graveyard' }, bear: { damage: 0 } },
    players: { B: { life: 20 } },
    events: ['resolved fireball 608.2'],
  },
  {
    name: 'Fireball ruling (2017-11-17), CR 107.1a, 120.8: "if the number of legal targets ... is greater than X, none of them will be dealt any damage": X = 1 at two targets',
    board: main([hand('fireball', 'Fireball'), bear], '{C}{C}{R}'),
    actions: [cast('fireball', ['bear', 'B'], undefined, 1)],
    objects: { bear: { damage: 0 }, fireball: { zone: 'graveyard' } },
    players: { B: { life: 20 }, A: { mana: 0 } },
  },
  {
    name: 'Fireball ruling (2017-11-17), CR 608.2b, 107.1a: "The division involves only targets that are still legal as Fireball resolves": X = 4 at the bear and B, the bear gone, B is dealt 4',
    board: main([hand('fireball', 'Fireball'), bear], '{C}{C}{C}{C}{C}{R}'),
    actions: [
      cast('fireball', ['bear', 'B'], undefined, 4),
      { kind: 'move', object: 'bear', to: 'hand' },
      pass,
      pass,
    ],
    manual: true,
    players: { B: { life: 16 } },
  },
  {
    name: 'Fireball ruling (2017-11-17), CR 601.2d: "there are no choices involved": a division announced for Fireball is refused',
    board: main([hand('fireball', 'Fireball'), bear], '{C}{C}{C}{R}'),
    actions: [cast('fireball', ['bear', 'B'], { bear: 1, B: 1 }, 2)],
    refused: '601.2d',
  },
  {
    name: "Arc Mage, CR 602.2b: an activated ability's division is announced as it is activated",
    board: main([{ id: 'mage', card: 'Arc Mage' }, hand('card', 'Grizzly Bears'), bear], '{C}{C}{R}'),
    actions: [
      {
        kind: 'activate',
        object: 'mage',
        ability: 0,
        targets: ['bear', 'B'],
        division: { bear: 1, B: 1 },
        costs: { discard: ['card'] },
      },
    ],
    objects: { bear: { damage: 1 }, mage: { tapped: true }, card: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
  {
    name: 'Arc Mage, CR 602.2b, 601.2d: a wrong division refuses the activation, its cost unpaid',
    board: main([{ id: 'mage', card: 'Arc Mage' }, hand('card', 'Grizzly Bears'), bear], '{C}{C}{R}'),
    actions: [
      {
        kind: 'activate',
        object: 'mage',
        ability: 0,
        targets: ['bear', 'B'],
        division: { bear: 2, B: 1 },
        costs: { discard: ['card'] },
      },
    ],
    refused: '601.2d',
    objects: { mage: { tapped: false }, card: { zone: 'hand' } },
  },
  {
    name: 'Inferno Titan, CR 603.3d: a triggered ability that divides waits for its controller to announce targets and division',
    board: main([{ id: 'titan', card: 'Inferno Titan', zone: 'hand', owner: 'A' }, bear]),
    actions: [{ kind: 'putOntoBattlefield', object: 'titan', controller: 'A' }],
    toAct: 'orderTriggers A',
  },
  {
    name: 'Inferno Titan, CR 603.3d, 601.2d: its enters trigger put on the stack with 1 to each of three targets, then resolving',
    board: main([{ id: 'titan', card: 'Inferno Titan', zone: 'hand', owner: 'A' }, bear, elf]),
    actions: [
      { kind: 'putOntoBattlefield', object: 'titan', controller: 'A' },
      {
        kind: 'orderTriggers',
        order: [{ trigger: 'titan', targets: ['bear', 'elf', 'B'], division: { bear: 1, elf: 1, B: 1 } }],
      },
    ],
    objects: { bear: { damage: 1 }, elf: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
  {
    name: "Inferno Titan, CR 603.3d, 601.2d: a division that doesn't add up to 3 is refused as the trigger is put on the stack",
    board: main([{ id: 'titan', card: 'Inferno Titan', zone: 'hand', owner: 'A' }, bear]),
    actions: [
      { kind: 'putOntoBattlefield', object: 'titan', controller: 'A' },
      {
        kind: 'orderTriggers',
        order: [{ trigger: 'titan', targets: ['bear', 'B'], division: { bear: 1, B: 1 } }],
      },
    ],
    refused: '601.2d',
  },
];

describe('dividing damage among targets (CR 601.2d, 608.2b, 107.1a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it.each([
    [0, ['triggerRemoved titan 603.3d'], 0],
    [2, [], 1],
  ] as const)(
    'CR 603.3d, 601.2d: a waiting trigger dividing X damage with X = %i: removed when nothing can be divided, else waiting for its controller',
    (x, events, waiting) => {
      const def = {
        kind: 'triggered',
        text: 'When this enters, it deals X damage divided as you choose among any number of targets.',
        trigger: { kind: 'entersBattlefield' },
        targets: { count: 1, upTo: 'any', filter: {}, anyTarget: true },
        instructions: [{ kind: 'dealDividedDamage', amount: { kind: 'x' }, division: 'chosen' }],
      };
      const state = stateOf({
        ...main([{ id: 'titan', card: 'Inferno Titan' }, bear]),
        triggered: [{ id: 'a1', source: 'titan', ability: 1, def, x }],
      });
      const put = putTriggers(state, pool);
      if (!put.ok) throw new Error(put.error.message);
      expect([put.value.events.map(eventText), put.value.state.triggered.length]).toEqual([events, waiting]);
    },
  );

  it('CR 601.2d: a spell on the stack keeps its division in board files, which read back the same', () => {
    const start = stateOf(main([hand('bolt', 'Forked Bolt'), bear]));
    const cast = apply(start, pool, {
      kind: 'cast',
      object: 'bolt',
      targets: ['bear', 'B'],
      division: { bear: 1, B: 1 },
    });
    if (!cast.ok) throw new Error(cast.error.message);
    const written = makeBoard(cast.value.state, pool);
    expect(written.stack).toEqual([
      expect.objectContaining({
        kind: 'spell',
        id: 'bolt',
        targets: ['bear', 'B'],
        division: { bear: 1, B: 1 },
      }),
    ]);
    const read = parseBoard(written, pool);
    expect(read.ok && read.value.state).toEqual(cast.value.state);
  });

  it('CR 601.2d: a board file whose spell divides among something not its target is refused, with the path', () => {
    const board = {
      ...main([{ ...hand('bolt', 'Forked Bolt'), zone: 'stack' }, bear]),
      stack: [{ kind: 'spell', id: 'bolt', targets: ['bear'], division: { bear: 1, B: 1 } }],
    };
    const read = parseBoard(board, pool);
    expect(read.ok ? null : { path: read.error.path, rule: read.error.rule }).toEqual({
      path: '$.stack[0].division.B',
      rule: '601.2d',
    });
  });
});
