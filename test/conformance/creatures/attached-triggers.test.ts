import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Abilities of Auras and Equipment that trigger on an event of the creature they are attached to
 * (CR 303.4, 301.5, 603.2): it attacks (508.3a), blocks (509.3a), becomes blocked (509.3c),
 * becomes tapped (701.26a) or deals combat damage to a player (510.3a). The creature the source is
 * attached to as the event happens is the trigger object ("it"); the source's controller controls
 * the ability (603.3a). Real cards compiled from their Oracle text.
 */

const advance = (to: 'declareBlockers' | 'combatDamage'): Action => ({ kind: 'advance', to });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const blocks = (...pairs: [string, string][]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([b, a]) => block(b, a)),
});
const toDamage = [declare('bear'), advance('declareBlockers'), blocks(), advance('combatDamage')];
const inCombat = (objects: readonly object[]) => ({ turn: { step: 'declareAttackers' }, objects });
const bear = { id: 'bear', card: 'Grizzly Bears' };
const theirs = (id: string, card = 'Grizzly Bears') => ({ id, card, controller: 'B' });
const on = (id: string, card: string, to = 'bear', controller = 'A') => ({
  id,
  card,
  attachedTo: to,
  controller,
});
const library = (player: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${player}l${i}`,
    card: 'Island',
    controller: player,
    zone: 'library',
  }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'Goldvein Pick, CR 510.3a, 301.5: "Whenever equipped creature deals combat damage to a player, create a Treasure token" -> the 3/3 equipped bear deals 3, one Treasure',
    board: inCombat([bear, on('pick', 'Goldvein Pick')]),
    actions: toDamage,
    players: { B: { life: 17 } },
    events: [
      'damageDealt bear>B 3 lifeLost 120.3a',
      'triggered pick creatureDealsCombatDamageToPlayer 510.3a',
      'tokenCreated o2 Treasure Token 111.2',
    ],
  },
  {
    name: 'Goldvein Pick, CR 301.5: another creature dealing combat damage is not the equipped one -> nothing',
    board: inCombat([bear, { id: 'other', card: 'Grizzly Bears' }, on('pick', 'Goldvein Pick', 'other')]),
    actions: toDamage,
    players: { B: { life: 18 } },
    without: ['triggered pick creatureDealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: 'Goldvein Pick, CR 510.1c: the equipped bear blocked deals its damage to the blocker, not a player -> nothing',
    board: inCombat([bear, on('pick', 'Goldvein Pick'), theirs('wall', 'Wall of Stone')]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['wall', 'bear']), advance('combatDamage')],
    players: { B: { life: 20 } },
    without: ['triggered pick creatureDealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: 'Luminous Wake, CR 508.3a: "Whenever enchanted creature attacks or blocks, you gain 4 life" -> the bear attacks, A gains 4',
    board: inCombat([bear, on('wake', 'Luminous Wake')]),
    actions: [declare('bear')],
    players: { A: { life: 24 } },
    events: ['triggered wake attachedCreatureEvent 603.2', 'lifeGained A 4 119.3'],
  },
  {
    name: "Luminous Wake, CR 509.3a, 603.3a: on B's bear, which blocks -> B, the Aura's controller, gains 4",
    board: inCombat([bear, theirs('theirs'), on('wake', 'Luminous Wake', 'theirs', 'B')]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['theirs', 'bear'])],
    players: { A: { life: 20 }, B: { life: 24 } },
    events: ['triggered wake attachedCreatureEvent 603.2', 'lifeGained B 4 119.3'],
  },
  {
    name: 'Luminous Wake, CR 603.2: a creature it is not attached to attacking -> nothing',
    board: inCombat([bear, { id: 'other', card: 'Grizzly Bears' }, on('wake', 'Luminous Wake', 'other')]),
    actions: [declare('bear')],
    players: { A: { life: 20 } },
    without: ['triggered wake attachedCreatureEvent 603.2'],
  },
  {
    name: 'Bestial Fury, CR 509.3c, 608.2c: "Whenever enchanted creature becomes blocked, it gets +4/+0 and gains trample until end of turn" -> "it" is the bear, 6/2 with trample',
    board: inCombat([bear, on('fury', 'Bestial Fury'), theirs('wall', 'Wall of Stone')]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['wall', 'bear'])],
    objects: { bear: { pt: '6/2', keywords: ['Trample'] }, wall: { pt: '0/8' } },
    events: ['triggered fury attachedCreatureEvent 603.2'],
  },
  {
    name: 'Bestial Fury, CR 509.3c: the enchanted bear attacks unblocked -> nothing',
    board: inCombat([bear, on('fury', 'Bestial Fury')]),
    actions: [declare('bear'), advance('declareBlockers'), blocks()],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered fury attachedCreatureEvent 603.2'],
  },
  {
    name: "Betrayal, CR 701.26a, 508.1f: on A's bear, tapped as it attacks -> B, Betrayal's controller, draws a card",
    board: inCombat([bear, on('betrayal', 'Betrayal', 'bear', 'B'), ...library('B', 2)]),
    actions: [declare('bear')],
    objects: { bear: { tapped: true }, Bl0: { zone: 'hand' }, Bl1: { zone: 'library' } },
    events: ['triggered betrayal attachedCreatureEvent 603.2'],
  },
];

describe('Auras and Equipment triggering on the creature they are attached to (CR 303.4, 301.5, 603.2)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
