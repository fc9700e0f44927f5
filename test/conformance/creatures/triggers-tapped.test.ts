import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever [this] becomes tapped / untapped" (CR 701.26a-b; Inspired): it triggers when the
 * permanent changes from untapped to tapped or back, however that happens (attacking, 508.1f; a
 * {T} cost, 602.2b; a mana ability, 605.3a; the untap step, 502.3; regeneration, 701.19a); one
 * that enters tapped never became tapped (110.5b, 614.1d). Real cards compiled from their Oracle
 * text:
 * - Vampire Envoy (1/4, flying): "Whenever Vampire Envoy becomes tapped, you gain 1 life."
 * - Oreskos Sun Guide (2/2): "Inspired — Whenever Oreskos Sun Guide becomes untapped, you gain 2 life."
 * - City of Brass: "Whenever City of Brass becomes tapped, it deals 1 damage to you. / {T}: Add
 *   one mana of any color."
 */

const turn = (step: string) => ({ number: 3, active: 'A', step });
const envoy = (more: object = {}) => ({ id: 'envoy', card: 'Vampire Envoy', ...more });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });

/** Every Forest has "Whenever this land becomes tapped, you gain 1 life", as Vampire Envoy's. */
const FORESTS_TAPPED = {
  source: 'printed-forests',
  sourceName:
    'Forests have "Whenever this land becomes tapped, you gain 1 life." (standing for printed text)',
  duration: 'permanent',
  effect: {
    affects: { subtypes: ['Forest'] },
    ops: [
      {
        kind: 'addAbilities',
        abilities: [
          {
            kind: 'triggered',
            text: 'Whenever this land becomes tapped, you gain 1 life.',
            trigger: { kind: 'becomesTapped' },
            instructions: [{ kind: 'gainLife', amount: { kind: 'constant', n: 1 } }],
          },
        ],
      },
    ],
  },
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 508.1f, 701.26a: Vampire Envoy attacks, so it becomes tapped: its controller gains 1 life',
    board: { turn: turn('declareAttackers'), objects: [envoy()] },
    actions: [declare('envoy')],
    players: { A: { life: 21 } },
    events: ['triggered envoy becomesTapped 701.26a'],
  },
  {
    name: "CR 502.3, 701.26b: Oreskos Sun Guide untaps in its controller's untap step; the trigger resolves in the upkeep (502.4)",
    board: {
      turn: { number: 2, active: 'B', step: 'end' },
      objects: [{ id: 'guide', card: 'Oreskos Sun Guide', controller: 'A', tapped: true }],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { guide: { tapped: false } },
    players: { A: { life: 22 } },
    events: ['untapped guide 502.3', 'triggered guide becomesUntapped 701.26b'],
  },
  {
    name: 'CR 502.3: an untapped Oreskos Sun Guide does not untap, so does not trigger',
    board: {
      turn: { number: 2, active: 'B', step: 'end' },
      objects: [{ id: 'guide', card: 'Oreskos Sun Guide', controller: 'A' }],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    players: { A: { life: 20 } },
    without: ['triggered guide becomesUntapped 701.26b'],
  },
  {
    name: 'City of Brass, CR 605.3a, 701.26a: tapped for mana, it deals 1 damage to its controller, once',
    board: { turn: turn('main1'), objects: [{ id: 'city', card: 'City of Brass' }] },
    actions: [{ kind: 'tapForMana', object: 'city', mana: '{R}' }],
    players: { A: { life: 19, mana: 1 } },
    events: ['triggered city becomesTapped 701.26a'],
  },
  {
    name: 'CR 110.5b, 614.1d: a Forest that Beneath the Sands puts onto the battlefield tapped never became tapped',
    board: {
      turn: turn('main1'),
      objects: [{ id: 'forest', card: 'Forest', zone: 'library', owner: 'A' }],
      effects: [FORESTS_TAPPED],
    },
    actions: [
      { kind: 'resolve', source: 'Beneath the Sands', controller: 'A', decisions: [{ cards: ['forest'] }] },
    ],
    objects: { forest: { zone: 'battlefield', tapped: true } },
    players: { A: { life: 20 } },
    without: ['triggered forest becomesTapped 701.26a'],
  },
  {
    name: 'CR 605.3a, 701.26a: the same Forest on the battlefield tapped for mana does become tapped',
    board: { turn: turn('main1'), objects: [{ id: 'forest', card: 'Forest' }], effects: [FORESTS_TAPPED] },
    actions: [{ kind: 'tapForMana', object: 'forest' }],
    players: { A: { life: 21 } },
    events: ['triggered forest becomesTapped 701.26a'],
  },
  {
    name: 'CR 701.19a: Vampire Envoy destroyed with a regeneration shield is tapped instead, and so becomes tapped',
    board: { turn: turn('main1'), objects: [envoy({ regenerationShields: 1 })] },
    actions: [{ kind: 'resolve', source: 'Murder', controller: 'B', targets: ['envoy'] }],
    objects: { envoy: { zone: 'battlefield', tapped: true, shields: 0 } },
    players: { A: { life: 21 } },
    events: ['triggered envoy becomesTapped 701.26a'],
  },
];

describe('CR 701.26: "Whenever [this] becomes tapped / untapped"', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
