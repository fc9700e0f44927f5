import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, has, type PlayRow } from '../../support/play.js';

/**
 * CR 702.16 protection from each colour ("DEBT": damage, enchanting and equipping, blocking,
 * targeting), CR 702.11 hexproof and 702.18 shroud, granted to B's Grizzly Bears by a
 * permanent effect standing for the keyword printed on it. Spells resolve by card name
 * (CR 608.2); Prodigal Sorcerer (blue) stands for an ability's source.
 */

const theirBear = { id: 'bear', card: 'Grizzly Bears', controller: 'B' } as const;
const cast = (source: string, targets: string[], controller = 'A'): Action => ({
  kind: 'resolve',
  source,
  controller,
  targets,
});
const ping: Action = { kind: 'activate', object: 'sorc', ability: 0, targets: ['bear'] };
const sorcerer = { id: 'sorc', card: 'Prodigal Sorcerer' };
const onBear = (...effects: object[]) => ({ objects: [theirBear, sorcerer], effects });

const PROTECTION: readonly PlayRow[] = [
  {
    name: "CR 702.16b: protection from red: it can't be targeted by red spells (Lightning Bolt)",
    board: onBear(has('bear', 'Protection from red')),
    actions: [cast('Lightning Bolt', ['bear'])],
    refused: '702.16b',
    objects: { bear: { damage: 0 } },
  },
  {
    name: "CR 702.16b: protection from blue: it can't be targeted by abilities from a blue source (Prodigal Sorcerer)",
    board: onBear(has('bear', 'Protection from blue')),
    actions: [ping],
    refused: '702.16b',
    objects: { sorc: { tapped: false }, bear: { damage: 0 } },
  },
  {
    name: "CR 702.16b: protection from green: not even its controller's green spell (Giant Growth) can target it",
    board: onBear(has('bear', 'Protection from green')),
    actions: [cast('Giant Growth', ['bear'], 'B')],
    refused: '702.16b',
    objects: { bear: { pt: '2/2' } },
  },
  {
    name: 'CR 702.16b: protection from white does not stop a red spell: Lightning Bolt destroys it',
    board: onBear(has('bear', 'Protection from white')),
    actions: [cast('Lightning Bolt', ['bear'])],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: 'CR 702.16e: protection from red: damage from a red source (a Lightning Bolt on the stack) is prevented',
    board: {
      objects: [theirBear, { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' }],
      stack: ['bolt'],
      effects: [has('bear', 'Protection from red')],
    },
    actions: [{ kind: 'damage', source: 'bolt', to: [{ to: 'bear', amount: 3 }] }],
    objects: { bear: { zone: 'battlefield', damage: 0 } },
    without: ['damageDealt bolt>bear 3 marked 120.3e'],
  },
  {
    name: "CR 702.16f: protection from white: an attacker with it can't be blocked by white creatures (Serra Angel)",
    board: {
      turn: { number: 1, active: 'A', step: 'declareAttackers' },
      objects: [
        { id: 'mine', card: 'Grizzly Bears' },
        { id: 'angel', card: 'Serra Angel', controller: 'B' },
      ],
      effects: [has('mine', 'Protection from white')],
    },
    actions: attackAndBlock(attack('mine'), [block('angel', 'mine')]),
    refused: '702.16f',
    objects: { mine: { blocked: false } },
  },
  {
    name: "CR 702.16c, 704.5m: protection from red: a red Aura (Firebreathing) attached to it is put into its owner's graveyard",
    board: {
      objects: [theirBear, { id: 'fb', card: 'Firebreathing', controller: 'B' }],
      effects: [has('bear', 'Protection from red')],
    },
    actions: [{ kind: 'attach', object: 'fb', to: 'bear' }],
    objects: { fb: { zone: 'graveyard' }, bear: { zone: 'battlefield' } },
    events: ['zoneChange fb battlefield>graveyard 704.5m'],
  },
  {
    name: 'CR 702.16c: protection from blue does not stop a red Aura: Firebreathing stays attached',
    board: {
      objects: [theirBear, { id: 'fb', card: 'Firebreathing', controller: 'B' }],
      effects: [has('bear', 'Protection from blue')],
    },
    actions: [{ kind: 'attach', object: 'fb', to: 'bear' }],
    objects: { fb: { zone: 'battlefield' } },
  },
];

const HEXPROOF_AND_SHROUD: readonly PlayRow[] = [
  {
    name: "CR 702.11b: hexproof: it can't be the target of spells your opponents control (A's Lightning Bolt at B's creature)",
    board: onBear(has('bear', 'Hexproof')),
    actions: [cast('Lightning Bolt', ['bear'])],
    refused: '702.11b',
    objects: { bear: { damage: 0 } },
  },
  {
    name: "CR 702.11b: hexproof: ... or abilities your opponents control (A's Prodigal Sorcerer)",
    board: onBear(has('bear', 'Hexproof')),
    actions: [ping],
    refused: '702.11b',
    objects: { sorc: { tapped: false } },
  },
  {
    name: "CR 702.11b: hexproof: its controller's own spell may target it (B's Giant Growth makes it 5/5)",
    board: onBear(has('bear', 'Hexproof')),
    actions: [cast('Giant Growth', ['bear'], 'B')],
    objects: { bear: { pt: '5/5' } },
  },
  {
    name: "CR 702.18a: shroud: it can't be the target of spells or abilities, not even its controller's (B's Giant Growth)",
    board: onBear(has('bear', 'Shroud')),
    actions: [cast('Giant Growth', ['bear'], 'B')],
    refused: '702.18a',
    objects: { bear: { pt: '2/2' } },
  },
  {
    name: "CR 702.18a: shroud does not stop damage that doesn't target: a Lightning Bolt on the stack dealing 3 destroys it",
    board: {
      objects: [theirBear, { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' }],
      stack: ['bolt'],
      effects: [has('bear', 'Shroud')],
    },
    actions: [{ kind: 'damage', source: 'bolt', to: [{ to: 'bear', amount: 3 }] }],
    objects: { bear: { zone: 'graveyard' } },
  },
];

describe('CR 702.16, 702.11, 702.18: protection, hexproof and shroud', () => {
  for (const [title, rows] of [
    ['protection from each colour (702.16)', PROTECTION],
    ['hexproof and shroud (702.11, 702.18)', HEXPROOF_AND_SHROUD],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
