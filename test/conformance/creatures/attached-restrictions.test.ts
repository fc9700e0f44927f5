import { describe, it } from 'vitest';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Combat restrictions an Aura or Equipment sets for what it's attached to, or a static ability
 * for a group (CR 508.1c, 509.1b, 611.3a): "Enchanted creature can't attack or block." (Pacifism),
 * "Enchanted creature gets +1/+0 and can't be blocked." (Aether Tunnel), "Equipped creature gets
 * +2/+2 and can't block." (Copper Carapace), "Creatures can't block." (Bedlam). The cards are real
 * and compiled from their Oracle text; played from A's declare attackers step.
 */

const atAttackers = { number: 3, active: 'A', step: 'declareAttackers' };
const bears = (id: string, controller = 'A') => ({ id, card: 'Grizzly Bears', controller });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 508.1c, Pacifism, "Enchanted creature can\'t attack or block.": its attack is refused',
    board: {
      turn: atAttackers,
      objects: [bears('bear'), { id: 'aura', card: 'Pacifism', attachedTo: 'bear' }],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }],
    refused: '508.1c',
  },
  {
    name: 'CR 509.1b, Pacifism on the blocker: its block is refused',
    board: {
      turn: atAttackers,
      objects: [bears('bear'), bears('theirs', 'B'), { id: 'aura', card: 'Pacifism', attachedTo: 'theirs' }],
    },
    actions: attackAndBlock(attack('bear'), [block('theirs', 'bear')]),
    refused: '509.1b',
  },
  {
    name: 'CR 509.1b, Aether Tunnel, "Enchanted creature gets +1/+0 and can\'t be blocked.": a 3/2 no block may stop',
    board: {
      turn: atAttackers,
      objects: [
        bears('bear'),
        bears('theirs', 'B'),
        { id: 'aura', card: 'Aether Tunnel', attachedTo: 'bear' },
      ],
    },
    actions: attackAndBlock(attack('bear'), [block('theirs', 'bear')]),
    refused: '509.1b',
    objects: { bear: { pt: '3/2' } },
  },
  {
    name: 'CR 509.1b, Copper Carapace, "Equipped creature gets +2/+2 and can\'t block.": a 4/4 whose block is refused',
    board: {
      turn: atAttackers,
      objects: [
        bears('bear'),
        bears('theirs', 'B'),
        { id: 'carapace', card: 'Copper Carapace', controller: 'B', attachedTo: 'theirs' },
      ],
    },
    actions: attackAndBlock(attack('bear'), [block('theirs', 'bear')]),
    refused: '509.1b',
    objects: { theirs: { pt: '4/4' } },
  },
  {
    name: 'CR 508.1d, Furor of the Bitten, "Enchanted creature gets +2/+2 and attacks each combat if able.": a declaration leaving the 4/4 out is refused',
    board: {
      turn: atAttackers,
      objects: [
        bears('bear'),
        bears('other'),
        { id: 'aura', card: 'Furor of the Bitten', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('other') }],
    refused: '508.1d',
    objects: { bear: { pt: '4/4', attacking: null } },
  },
  {
    name: 'CR 508.1d, Furor of the Bitten: the enchanted creature declared as an attacker is legal',
    board: {
      turn: atAttackers,
      objects: [bears('bear'), { id: 'aura', card: 'Furor of the Bitten', attachedTo: 'bear' }],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }],
    objects: { bear: { attacking: 'B' } },
  },
  {
    name: 'CR 509.1b, Dust Corona, "Enchanted creature gets +2/+0 and can\'t be blocked by creatures with flying.": a flying blocker is refused',
    board: {
      turn: atAttackers,
      objects: [
        bears('bear'),
        { id: 'birds', card: 'Birds of Paradise', controller: 'B' },
        { id: 'aura', card: 'Dust Corona', attachedTo: 'bear' },
      ],
    },
    actions: attackAndBlock(attack('bear'), [block('birds', 'bear')]),
    refused: '509.1b',
    objects: { bear: { pt: '4/2' } },
  },
  {
    name: 'CR 509.1b, Dust Corona: a creature without flying may block it',
    board: {
      turn: atAttackers,
      objects: [bears('bear'), bears('theirs', 'B'), { id: 'aura', card: 'Dust Corona', attachedTo: 'bear' }],
    },
    actions: attackAndBlock(attack('bear'), [block('theirs', 'bear')]),
    objects: { theirs: { blocking: 'bear' } },
  },
  {
    name: 'CR 611.3a, Pacifism gone (Tranquility): the creature attacks',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [bears('bear'), { id: 'aura', card: 'Pacifism', attachedTo: 'bear' }],
    },
    actions: [
      { kind: 'resolve', source: 'Tranquility', controller: 'A' },
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: attack('bear') },
    ],
    objects: { aura: { zone: 'graveyard' }, bear: { attacking: 'B' } },
  },
  {
    name: 'CR 509.1b, Tazeem, "Creatures can\'t block.": a block by B\'s creature is refused',
    board: {
      turn: atAttackers,
      objects: [bears('bear'), bears('theirs', 'B'), { id: 'bedlam', card: 'Bedlam', controller: 'B' }],
    },
    actions: attackAndBlock(attack('bear'), [block('theirs', 'bear')]),
    refused: '509.1b',
  },
];

describe('restrictions on what an Aura or Equipment is attached to, or on a group (CR 508.1c, 509.1b)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
