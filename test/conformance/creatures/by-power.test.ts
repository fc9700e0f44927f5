import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Damage and life by a creature's power (CR 120.2, 608.2h). A creature dealing damage by its
 * own power is the source of it, so its deathtouch and lifelink apply (702.2b, 702.15b); the
 * power of one that has left the battlefield is its last known (608.2h, 113.7a). Real cards,
 * compiled from their Oracle text: Inner Struggle ("Target creature deals damage to itself
 * equal to its power."), Solar Blaze ("Each creature deals damage to itself equal to its
 * power."), Bottle Golems ("When Bottle Golems dies, you gain life equal to its power.") and
 * Deathknell Berserker ("When Deathknell Berserker dies, if its power was 3 or greater, create a
 * 2/2 black Zombie Berserker creature token.").
 */

const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });
const board = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{R}{R}{W}{B}{B}{G}{C}{C}{C}' }, { id: 'B' }],
  objects,
});
const cast = (object: string, targets: string[] = []): Action => ({ kind: 'cast', object, targets });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 120.2, Inner Struggle: Hill Giant (3/3) deals 3 damage to itself and dies',
    board: board([{ id: 'struggle', card: 'Inner Struggle', zone: 'hand' }, theirs('giant', 'Hill Giant')]),
    actions: [cast('struggle', ['giant'])],
    objects: { giant: { zone: 'graveyard' } },
    events: ['damageDealt giant>giant 3 marked 120.3e'],
  },
  {
    name: 'CR 702.15b, 702.2b, Inner Struggle: Vampire Nighthawk (2/3) is the source: its lifelink gains B 2 life, its deathtouch destroys it',
    board: board([
      { id: 'struggle', card: 'Inner Struggle', zone: 'hand' },
      theirs('hawk', 'Vampire Nighthawk'),
    ]),
    actions: [cast('struggle', ['hawk'])],
    objects: { hawk: { zone: 'graveyard' } },
    players: { B: { life: 22 } },
  },
  {
    name: 'CR 120.2, Solar Blaze: each creature deals damage to itself equal to its power: Hill Giant and Serra Angel die, Atzocan Archer (1/4) is dealt 1',
    board: board([
      { id: 'blaze', card: 'Solar Blaze', zone: 'hand' },
      theirs('giant', 'Hill Giant'),
      theirs('angel', 'Serra Angel'),
      { id: 'archer', card: 'Atzocan Archer' },
    ]),
    actions: [cast('blaze')],
    objects: { giant: { zone: 'graveyard' }, angel: { zone: 'graveyard' }, archer: { damage: 1 } },
    events: ['damageDealt archer>archer 1 marked 120.3e'],
  },
  {
    name: 'CR 608.2h, Bottle Golems (3/3) with a +1/+1 counter is destroyed (Doom Blade): its controller gains 4 life, its last known power',
    board: board([
      { id: 'blade', card: 'Doom Blade', zone: 'hand' },
      { id: 'golems', card: 'Bottle Golems', counters: { '+1/+1': 1 } },
    ]),
    actions: [cast('blade', ['golems'])],
    objects: { golems: { zone: 'graveyard' } },
    players: { A: { life: 24 } },
  },
  {
    name: 'CR 608.2h, 611.2a, Bottle Golems given +3/+3 by Giant Growth, then destroyed: 6 life, its power as it last existed on the battlefield',
    board: board([
      { id: 'blade', card: 'Doom Blade', zone: 'hand' },
      { id: 'growth', card: 'Giant Growth', zone: 'hand' },
      { id: 'golems', card: 'Bottle Golems' },
    ]),
    actions: [cast('growth', ['golems']), cast('blade', ['golems'])],
    objects: { golems: { zone: 'graveyard' } },
    players: { A: { life: 26 } },
  },
  {
    name: 'CR 603.4, 608.2h, Deathknell Berserker (2/2) given +3/+3 by Giant Growth, then destroyed: "if its power was 3 or greater" holds by its last known power, 5, as it triggers and as it resolves',
    board: board([
      { id: 'murder', card: 'Murder', zone: 'hand' },
      { id: 'growth', card: 'Giant Growth', zone: 'hand' },
      { id: 'berserker', card: 'Deathknell Berserker' },
    ]),
    actions: [cast('growth', ['berserker']), cast('murder', ['berserker'])],
    objects: { berserker: { zone: 'graveyard' } },
    events: ['triggered berserker dies 603.10a', 'tokenCreated o3 Zombie Berserker Token 111.2'],
  },
  {
    name: 'CR 603.4, Deathknell Berserker (2/2) destroyed: its power was 2, so the ability does not trigger',
    board: board([
      { id: 'murder', card: 'Murder', zone: 'hand' },
      { id: 'berserker', card: 'Deathknell Berserker' },
    ]),
    actions: [cast('murder', ['berserker'])],
    objects: { berserker: { zone: 'graveyard' } },
    without: ['triggered berserker dies 603.10a'],
  },
  {
    name: "CR 120.2, Aggressive Instinct: A's Hill Giant (3/3) deals 3 damage to B's Serra Angel (4/4); the Angel deals none back",
    board: board([
      { id: 'instinct', card: 'Aggressive Instinct', zone: 'hand' },
      { id: 'giant', card: 'Hill Giant' },
      theirs('angel', 'Serra Angel'),
    ]),
    actions: [cast('instinct', ['giant', 'angel'])],
    objects: { angel: { damage: 3 }, giant: { damage: 0 } },
    events: ['damageDealt giant>angel 3 marked 120.3e'],
  },
  {
    name: "CR 601.2c, Aggressive Instinct: 'target creature you don't control' is not its caster's own -> refused",
    board: board([
      { id: 'instinct', card: 'Aggressive Instinct', zone: 'hand' },
      { id: 'giant', card: 'Hill Giant' },
      { id: 'archer', card: 'Atzocan Archer' },
    ]),
    actions: [cast('instinct', ['giant', 'archer'])],
    refused: '601.2c',
  },
  {
    name: 'CR 608.2c, 608.2h, Hunter\'s Edge, "Put a +1/+1 counter on target creature you control. Then that creature deals damage equal to its power to target creature you don\'t control.": Grizzly Bears gets its counter first, so it deals 3, not 2, and Hill Giant (3/3) dies',
    board: board([
      { id: 'edge', card: "Hunter's Edge", zone: 'hand' },
      { id: 'bears', card: 'Grizzly Bears' },
      theirs('giant', 'Hill Giant'),
    ]),
    actions: [cast('edge', ['bears', 'giant'])],
    objects: { giant: { zone: 'graveyard' }, bears: { damage: 0, pt: '3/3' } },
    events: ['damageDealt bears>giant 3 marked 120.3e'],
  },
  {
    name: "CR 115.4, 120.3a, Soul's Fire: A's Hill Giant deals 3 damage to any target, here B",
    board: board([
      { id: 'fire', card: "Soul's Fire", zone: 'hand' },
      { id: 'giant', card: 'Hill Giant' },
    ]),
    actions: [cast('fire', ['giant', 'B'])],
    players: { B: { life: 17 } },
    events: ['damageDealt giant>B 3 lifeLost 120.3a'],
  },
  {
    name: "CR 120.2, 606.4, Huatli, Dinosaur Knight's [−3]: A's Colossal Dreadmaw (6/6 Dinosaur) deals 6 damage to B's Serra Angel (4/4), which dies; Huatli goes to 1 loyalty",
    board: board([
      { id: 'huatli', card: 'Huatli, Dinosaur Knight', counters: { loyalty: 4 } },
      { id: 'dreadmaw', card: 'Colossal Dreadmaw' },
      theirs('angel', 'Serra Angel'),
    ]),
    actions: [{ kind: 'activate', object: 'huatli', ability: 1, targets: ['dreadmaw', 'angel'] }],
    objects: { angel: { zone: 'graveyard' }, dreadmaw: { damage: 0 }, huatli: { loyalty: 1 } },
    events: ['damageDealt dreadmaw>angel 6 marked 120.3e'],
  },
  {
    name: "CR 601.2c, 205.3m, Huatli, Dinosaur Knight's [−3]: Hill Giant is no Dinosaur -> refused",
    board: board([
      { id: 'huatli', card: 'Huatli, Dinosaur Knight', counters: { loyalty: 4 } },
      { id: 'giant', card: 'Hill Giant' },
      theirs('angel', 'Serra Angel'),
    ]),
    actions: [{ kind: 'activate', object: 'huatli', ability: 1, targets: ['giant', 'angel'] }],
    refused: '601.2c',
  },
  {
    name: "CR 700.2, 120.2, Markov Retribution, both modes: Creatures A controls get +1/+0, so A's Vampire Nighthawk (3/3) deals 3 to B's Hill Giant, which dies (deathtouch too), and A gains 3 (lifelink)",
    board: board([{ id: 'hawk', card: 'Vampire Nighthawk' }, theirs('giant', 'Hill Giant')]),
    actions: [
      {
        kind: 'resolve',
        source: 'Markov Retribution',
        controller: 'A',
        modes: [0, 1],
        targets: ['hawk', 'giant'],
      },
    ],
    objects: { giant: { zone: 'graveyard' }, hawk: { damage: 0, pt: '3/3' } },
    players: { A: { life: 23 } },
    events: ['damageDealt hawk>giant 3 marked 120.3e'],
  },
  {
    name: "CR 120.2, Backlash: B's Hill Giant (3/3) is tapped and deals 3 damage to its controller, B",
    board: board([{ id: 'backlash', card: 'Backlash', zone: 'hand' }, theirs('giant', 'Hill Giant')]),
    actions: [cast('backlash', ['giant'])],
    objects: { giant: { tapped: true, damage: 0 } },
    players: { A: { life: 20 }, B: { life: 17 } },
    events: ['damageDealt giant>B 3 lifeLost 120.3a'],
  },
  {
    name: "CR 120.2, 702.15b, Backlash: B's Vampire Nighthawk (2/3) deals 2 to B and is the source: its lifelink gains B 2",
    board: board([{ id: 'backlash', card: 'Backlash', zone: 'hand' }, theirs('hawk', 'Vampire Nighthawk')]),
    actions: [cast('backlash', ['hawk'])],
    objects: { hawk: { tapped: true } },
    players: { B: { life: 20 } },
    events: ['damageDealt hawk>B 2 lifeLost 120.3a'],
  },
  {
    name: "CR 601.2c, Backlash: 'target untapped creature': a tapped Hill Giant -> refused",
    board: board([
      { id: 'backlash', card: 'Backlash', zone: 'hand' },
      theirs('giant', 'Hill Giant', { tapped: true }),
    ]),
    actions: [cast('backlash', ['giant'])],
    refused: '601.2c',
  },
];

describe('damage and life by power (CR 120.2, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
