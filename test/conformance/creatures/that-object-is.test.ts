import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "If it's a [kind], [sentence]" (CR 608.2c): what the target "it" names is, read as the
 * sentence is followed, after the sentences before it. Real cards compiled from their Oracle
 * text: Eye Gouge ("Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy
 * it."), Vampire's Zeal ("Target creature gets +2/+2 until end of turn. If it's a Vampire, it
 * gains first strike until end of turn."), Built to Last ("... If it's an artifact creature, it
 * gains indestructible until end of turn.") and Defy Death ("Return target creature card from
 * your graveyard to the battlefield. If it's an Angel, put two +1/+1 counters on it.") and Essence
 * Flux ("Exile target creature you control, then return that card to the battlefield under its
 * owner's control. If it's a Spirit, put a +1/+1 counter on it.") and Ray of Enfeeblement
 * ("Target creature gets -4/-1 until end of turn. If that creature is white, it gets -4/-4 until
 * end of turn instead.", the later sentence replacing the earlier), Electrostatic Bolt ("... If it's
 * an artifact creature, Electrostatic Bolt deals 4 damage to it instead."); and Ring of Thune ("At the
 * beginning of your upkeep, put a +1/+1 counter on equipped creature if it's white."), "it" the
 * creature it equips (301.5).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const cast = (source: string, target: string): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Eye Gouge on Bloodrock Cyclops (3/3): it is a Cyclops -> destroyed',
    board: { turn: main, objects: [{ id: 'cyclops', card: 'Bloodrock Cyclops', controller: 'B' }] },
    actions: [cast('Eye Gouge', 'cyclops')],
    objects: { cyclops: { zone: 'graveyard' } },
  },
  {
    name: "Death's Caress on Elite Vanguard (Human Soldier) with a +1/+1 counter: destroyed; it was a Human as it last existed, so A gains 2, its toughness then (CR 608.2h, 113.7a)",
    board: {
      turn: main,
      objects: [{ id: 'vanguard', card: 'Elite Vanguard', controller: 'B', counters: { '+1/+1': 1 } }],
    },
    actions: [cast("Death's Caress", 'vanguard')],
    objects: { vanguard: { zone: 'graveyard' } },
    players: { A: { life: 22 } },
  },
  {
    name: "Death's Caress on Grizzly Bears: destroyed; it was no Human, so A gains nothing (CR 608.2h)",
    board: { turn: main, objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [cast("Death's Caress", 'bear')],
    objects: { bear: { zone: 'graveyard' } },
    players: { A: { life: 20 } },
  },
  {
    name: 'Eye Gouge on Grizzly Bears (2/2): not a Cyclops -> it only gets -1/-1, 1/1',
    board: { turn: main, objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [cast('Eye Gouge', 'bear')],
    objects: { bear: { zone: 'battlefield', pt: '1/1' } },
  },
  {
    name: "Vampire's Zeal on Vampire Interloper (2/1): a Vampire -> 4/3 with first strike",
    board: { turn: main, objects: [{ id: 'vamp', card: 'Vampire Interloper' }] },
    actions: [cast("Vampire's Zeal", 'vamp')],
    objects: { vamp: { pt: '4/3', keywords: ['First strike', 'Flying'] } },
  },
  {
    name: "Vampire's Zeal on Grizzly Bears: not a Vampire -> 4/4 without first strike",
    board: { turn: main, objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
    actions: [cast("Vampire's Zeal", 'bear')],
    objects: { bear: { pt: '4/4', keywords: [] } },
  },
  {
    name: 'Built to Last on Ornithopter (0/2): an artifact creature -> 2/4 with indestructible',
    board: { turn: main, objects: [{ id: 'thopter', card: 'Ornithopter' }] },
    actions: [cast('Built to Last', 'thopter')],
    objects: { thopter: { pt: '2/4', keywords: ['Flying', 'Indestructible'] } },
  },
  {
    name: 'Defy Death, CR 608.2c: Serra Angel returned is an Angel on the battlefield -> two +1/+1 counters, 6/6',
    board: { turn: main, objects: [{ id: 'angel', card: 'Serra Angel', zone: 'graveyard' }] },
    actions: [cast('Defy Death', 'angel')],
    objects: { angel: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '6/6' } },
  },
  {
    name: 'Defy Death: Grizzly Bears returned is no Angel -> no counters, 2/2',
    board: { turn: main, objects: [{ id: 'bear', card: 'Grizzly Bears', zone: 'graveyard' }] },
    actions: [cast('Defy Death', 'bear')],
    objects: { bear: { zone: 'battlefield', counters: {}, pt: '2/2' } },
  },
  {
    name: 'Essence Flux, CR 608.2c: Kami of Ancient Law (2/2 Spirit) exiled and returned is a Spirit -> a +1/+1 counter, 3/3',
    board: { turn: main, objects: [{ id: 'spirit', card: 'Kami of Ancient Law' }] },
    actions: [cast('Essence Flux', 'spirit')],
    objects: { spirit: { zone: 'battlefield', counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
  {
    name: 'Ray of Enfeeblement, CR 608.2c: Serra Angel is white -> -4/-4 instead, 0/0, put into its graveyard (704.5f)',
    board: { turn: main, objects: [{ id: 'angel', card: 'Serra Angel', controller: 'B' }] },
    actions: [cast('Ray of Enfeeblement', 'angel')],
    objects: { angel: { zone: 'graveyard' } },
  },
  {
    name: 'Ray of Enfeeblement: Hill Giant (3/3) is not white -> -4/-1, -1/2',
    board: { turn: main, objects: [{ id: 'giant', card: 'Hill Giant', controller: 'B' }] },
    actions: [cast('Ray of Enfeeblement', 'giant')],
    objects: { giant: { zone: 'battlefield', pt: '-1/2' } },
  },
  {
    name: 'Electrostatic Bolt, CR 608.2c: Steel Wall (0/4) is an artifact creature -> dealt 4 instead of 2, destroyed (704.5g)',
    board: { turn: main, objects: [{ id: 'wall', card: 'Steel Wall', controller: 'B' }] },
    actions: [cast('Electrostatic Bolt', 'wall')],
    objects: { wall: { zone: 'graveyard' } },
  },
  {
    name: 'Electrostatic Bolt: Craw Wurm (6/4) is no artifact -> dealt 2, survives',
    board: { turn: main, objects: [{ id: 'wurm', card: 'Craw Wurm', controller: 'B' }] },
    actions: [cast('Electrostatic Bolt', 'wurm')],
    objects: { wurm: { zone: 'battlefield', damage: 2 } },
  },
  {
    name: 'Ring of Thune, CR 301.5, 608.2c: it equips Serra Angel (white) -> a +1/+1 counter at the upkeep, 5/5',
    board: {
      turn: { number: 3, active: 'A', step: 'untap' },
      objects: [
        { id: 'angel', card: 'Serra Angel' },
        { id: 'ring', card: 'Ring of Thune', attachedTo: 'angel' },
      ],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { angel: { counters: { '+1/+1': 1 }, pt: '5/5' }, ring: { counters: {} } },
  },
  {
    name: 'Ring of Thune: it equips Grizzly Bears (green) -> no counter, 2/2',
    board: {
      turn: { number: 3, active: 'A', step: 'untap' },
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'ring', card: 'Ring of Thune', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { bear: { counters: {}, pt: '2/2' } },
  },
  {
    name: 'Ring of Thune, CR 301.5: equipping nothing -> no counter anywhere',
    board: {
      turn: { number: 3, active: 'A', step: 'untap' },
      objects: [
        { id: 'angel', card: 'Serra Angel' },
        { id: 'ring', card: 'Ring of Thune' },
      ],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { angel: { counters: {} }, ring: { counters: {} } },
  },
];

describe('"If it\'s a [kind], [sentence]": what the target is as the sentence is followed (CR 608.2c)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
});
