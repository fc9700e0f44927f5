import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { CombatDamageDivision } from '../../../src/engine/combat/combat-damage.js';
import {
  attack,
  attackAndBlock,
  block,
  checkPlay,
  hasNumbered,
  type PlayRow,
  restricted,
} from '../../support/play.js';

/**
 * Creatures that block more than one attacker (CR 509.1a and the abilities that make exceptions
 * to it), and how they divide their combat damage (510.1d). The cards are real and compiled from
 * their Oracle text:
 * - Two-Headed Giant of Foriys (4/4): "Trample / Two-Headed Giant of Foriys can block an
 *   additional creature each combat."
 * - Palace Guard (1/4): "Palace Guard can block any number of creatures."
 * - Coastline Chimera (1/5): "Flying / {1}{W}: Coastline Chimera can block an additional creature
 *   this turn."
 * - Watcher in the Web (2/5): "Reach / Watcher in the Web can block an additional seven creatures
 *   each combat."
 * Attackers are Grizzly Bears (2/2), Boggart Brute (3/2 menace) and Sky Terror (2/2 flying, menace).
 */

const bears = (...ids: string[]) => ids.map((id) => ({ id, card: 'Grizzly Bears' }));
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
const board = (blocker: string, ...attackers: string[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects: [...bears(...attackers), theirs('wall', blocker)],
});
const damage = (division?: CombatDamageDivision): Action =>
  division
    ? { kind: 'advance', to: 'combatDamage', damage: division }
    : { kind: 'advance', to: 'combatDamage' };
const giantBlocks = attackAndBlock(attack('b1', 'b2'), [block('wall', 'b1'), block('wall', 'b2')]);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 509.1a, Two-Headed Giant of Foriys: it blocks two attackers, both blocked',
    board: board('Two-Headed Giant of Foriys', 'b1', 'b2'),
    actions: giantBlocks,
    events: ['blockerDeclared wall>b1 509.1', 'blockerDeclared wall>b2 509.1'],
    objects: { b1: { blocked: true }, b2: { blocked: true } },
  },
  {
    name: 'CR 510.1d: ... by default it deals lethal damage to each in the order declared, and takes 4',
    board: board('Two-Headed Giant of Foriys', 'b1', 'b2'),
    actions: [...giantBlocks, damage()],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'graveyard' }, wall: { zone: 'graveyard' } },
  },
  {
    name: 'CR 510.1d: ... or divides its 4 damage as its controller chooses (all to one)',
    board: board('Two-Headed Giant of Foriys', 'b1', 'b2'),
    actions: [...giantBlocks, damage({ wall: { b1: 4 } })],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'battlefield', damage: 0 } },
  },
  {
    name: 'CR 510.1a: ... a division of less than its power is refused',
    board: board('Two-Headed Giant of Foriys', 'b1', 'b2'),
    actions: [...giantBlocks, damage({ wall: { b1: 1, b2: 1 } })],
    refused: '510.1a',
  },
  {
    name: "CR 510.1d: ... a division naming a creature it doesn't block is refused",
    board: board('Two-Headed Giant of Foriys', 'b1', 'b2'),
    actions: [...giantBlocks, damage({ wall: { b1: 2, A: 2 } })],
    refused: '510.1d',
  },
  {
    name: 'CR 510.1d: a creature blocking one attacker has no damage to divide',
    board: board('Two-Headed Giant of Foriys', 'b1', 'b2'),
    actions: [...attackAndBlock(attack('b1', 'b2'), [block('wall', 'b1')]), damage({ wall: { b1: 4 } })],
    refused: '510.1',
  },
  {
    name: 'CR 509.1a: ... but not three attackers',
    board: board('Two-Headed Giant of Foriys', 'b1', 'b2', 'b3'),
    actions: attackAndBlock(attack('b1', 'b2', 'b3'), [
      block('wall', 'b1'),
      block('wall', 'b2'),
      block('wall', 'b3'),
    ]),
    refused: '509.1a',
  },
  {
    name: 'CR 509.1a: Grizzly Bears blocks one attacker only',
    board: board('Grizzly Bears', 'b1', 'b2'),
    actions: giantBlocks,
    refused: '509.1a',
  },
  {
    name: 'CR 509.1a: no creature blocks the same attacker twice',
    board: board('Palace Guard', 'b1'),
    actions: attackAndBlock(attack('b1'), [block('wall', 'b1'), block('wall', 'b1')]),
    refused: '509.1a',
  },
  {
    name: 'CR 509.1a, Palace Guard: it blocks three attackers and divides its 1 damage',
    board: board('Palace Guard', 'b1', 'b2', 'b3'),
    actions: [
      ...attackAndBlock(attack('b1', 'b2', 'b3'), [
        block('wall', 'b1'),
        block('wall', 'b2'),
        block('wall', 'b3'),
      ]),
      damage({ wall: { b3: 1 } }),
    ],
    objects: { wall: { zone: 'graveyard' }, b1: { damage: 0 }, b2: { damage: 0 }, b3: { damage: 1 } },
  },
  {
    name: 'CR 509.3a, 702.45a: a creature blocking two attackers triggers "blocks" once (bushido 1)',
    board: {
      ...board('Grizzly Bears', 'b1', 'b2'),
      effects: [
        restricted('wall', 'This creature can block an additional creature each combat.', {
          kind: 'canBlockAdditional',
          n: 1,
        }),
        hasNumbered('wall', 'Bushido', 1),
      ],
    },
    actions: giantBlocks,
    objects: { wall: { pt: '3/3' } },
  },
];

/**
 * Coastline Chimera: each activation lets it block one more attacker this turn. It is A's in B's
 * turn, so B passes priority before each activation (117.3d); once the ability resolves, B has
 * priority again (117.3b).
 */
const chimera = (attackers: readonly string[]): PlayRow['board'] => ({
  turn: { number: 3, active: 'B', step: 'main1' },
  players: [{ id: 'A', manaPool: '{W}{W}{W}{W}' }, { id: 'B' }],
  objects: [
    ...attackers.map((id) => ({ id, card: 'Grizzly Bears', controller: 'B' })),
    { id: 'chimera', card: 'Coastline Chimera', controller: 'A' },
  ],
});
const chimeraRow = (name: string, activations: number, attackers: readonly string[], refused?: string) => ({
  name,
  board: chimera(attackers),
  actions: [
    ...Array.from({ length: activations }).flatMap((): Action[] => [
      { kind: 'pass' },
      { kind: 'activate', object: 'chimera', ability: 1 },
    ]),
    { kind: 'advance', to: 'declareAttackers' } as const,
    ...attackAndBlock(
      attack(...attackers),
      attackers.map((a) => block('chimera', a)),
    ),
  ],
  ...(refused ? { refused } : { objects: Object.fromEntries(attackers.map((a) => [a, { blocked: true }])) }),
});

const CHIMERA: readonly PlayRow[] = [
  chimeraRow(
    'CR 509.1a, Coastline Chimera: without its ability it blocks one attacker',
    0,
    ['b1', 'b2'],
    '509.1a',
  ),
  chimeraRow('CR 509.1a, Coastline Chimera: activated once, it blocks two', 1, ['b1', 'b2']),
  chimeraRow('CR 509.1a, Coastline Chimera: activated once, not three', 1, ['b1', 'b2', 'b3'], '509.1a'),
  chimeraRow('CR 509.1a, Coastline Chimera: activated twice, it blocks three', 2, ['b1', 'b2', 'b3']),
];

/**
 * CR 509.1c: with two creatures that block each combat if able (Grizzly Bears, which can't block
 * Sky Terror's flying; Giant Spider, which here can block only creatures with flying) and two
 * menace attackers, Watcher in the Web can join both of them, so both requirements can be obeyed.
 */
const requirements = {
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects: [
    { id: 'brute', card: 'Boggart Brute' },
    { id: 'terror', card: 'Sky Terror' },
    theirs('bear', 'Grizzly Bears'),
    theirs('spider', 'Giant Spider'),
    theirs('watcher', 'Watcher in the Web'),
  ],
  effects: [
    restricted('bear', 'This creature blocks each combat if able.', { kind: 'blocksEachCombat' }),
    restricted('spider', 'This creature blocks each combat if able.', { kind: 'blocksEachCombat' }),
    restricted('spider', 'This creature can block only creatures with flying.', {
      kind: 'canBlockOnlyFlying',
    }),
  ],
};

const REQUIREMENTS: readonly PlayRow[] = [
  {
    name: 'CR 509.1c: one requirement obeyed where a creature blocking two lets both be -> refused',
    board: requirements,
    actions: attackAndBlock(attack('brute', 'terror'), [block('bear', 'brute'), block('watcher', 'brute')]),
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c: ... Watcher in the Web joins both blocks -> legal',
    board: requirements,
    actions: attackAndBlock(attack('brute', 'terror'), [
      block('bear', 'brute'),
      block('watcher', 'brute'),
      block('spider', 'terror'),
      block('watcher', 'terror'),
    ]),
    objects: { brute: { blocked: true }, terror: { blocked: true } },
  },
];

describe('blocking more than one attacker (CR 509.1a, 510.1d)', () => {
  it.each([...ROWS, ...CHIMERA, ...REQUIREMENTS])('$name', (row) => {
    checkPlay(row);
  });
});
