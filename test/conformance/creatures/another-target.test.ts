import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "another target" as a second instance of the word "target" (CR 115.1, 115.3): each instance
 * has its own target, announced in order, and "another" says the second can't be the first's
 * (without it the same object may be chosen for each instance, 115.3). Real cards compiled from
 * their Oracle text: Blood Feud ("Target creature fights another target creature."), Deadshot
 * ("Tap target creature. It deals damage equal to its power to another target creature."),
 * Clear Shot ("Target creature you control gets +1/+1 until end of turn. It deals damage equal
 * to its power to target creature you don't control."), Domri Rade's "[−2]: Target creature
 * you control fights another target creature."; and instances in sentences of their own, each
 * sentence acting on its own instance's targets: Consume Strength ("Target creature gets +2/+2
 * until end of turn. Another target creature gets -2/-2 until end of turn.") and Angrath's Fury
 * ("Destroy target creature. Angrath's Fury deals 3 damage to target player or planeswalker.");
 * Arc Trail's "deals 2 damage to any target and 1 damage to another target" (115.4).
 * With one instance only, "another" is another than the ability's own object (Legion Guildmage:
 * "{2}{W}, {T}: Tap another target creature.").
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const giant = { id: 'giant', card: 'Hill Giant', controller: 'B' };
const board = (mana: string, spell: string) => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [bear, giant, { id: 'spell', card: spell, zone: 'hand' }],
});
const elf = { id: 'elf', card: 'Llanowar Elves', controller: 'B' };
const consume = { id: 'spell', card: 'Consume Strength', zone: 'hand' };
const guildmage = { id: 'guildmage', card: 'Legion Guildmage' };
const withGuildmage = {
  turn: main,
  players: [{ id: 'A', manaPool: '{W}{W}{W}' }, { id: 'B' }],
  objects: [bear, guildmage],
};
const pass: Action = { kind: 'pass' };
const cast = (targets: readonly string[]): Action => ({ kind: 'cast', object: 'spell', targets });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Blood Feud, CR 701.14a: Grizzly Bears (2/2) fights Hill Giant (3/3): the Bears die, the Giant is dealt 2',
    board: board('{R}{R}{R}{R}{R}{R}', 'Blood Feud'),
    actions: [cast(['bear', 'giant'])],
    objects: { bear: { zone: 'graveyard' }, giant: { damage: 2 } },
  },
  {
    name: 'Blood Feud, CR 115.3: "another target creature": the Giant for both instances is refused',
    board: board('{R}{R}{R}{R}{R}{R}', 'Blood Feud'),
    actions: [cast(['giant', 'giant'])],
    refused: '115.3',
    objects: { spell: { zone: 'hand' }, giant: { damage: 0 } },
  },
  {
    name: 'Blood Feud, CR 601.2c: one target for two instances of "target" is refused',
    board: board('{R}{R}{R}{R}{R}{R}', 'Blood Feud'),
    actions: [cast(['giant'])],
    refused: '601.2c',
  },
  {
    name: 'Deadshot, CR 115.1, 120.3: the Giant is tapped, then deals 3 damage (its power) to the Bears',
    board: board('{R}{R}{R}{R}', 'Deadshot'),
    actions: [cast(['giant', 'bear'])],
    objects: { giant: { tapped: true, damage: 0 }, bear: { zone: 'graveyard' } },
  },
  {
    name: 'Deadshot, CR 115.3: the same creature for "target creature" and "another target creature" is refused',
    board: board('{R}{R}{R}{R}', 'Deadshot'),
    actions: [cast(['giant', 'giant'])],
    refused: '115.3',
  },
  {
    name: 'Clear Shot, CR 611.2c, 120.3: the Bears get +1/+1 (3/3), then deal 3 damage to the Giant, which dies',
    board: board('{G}{G}{G}', 'Clear Shot'),
    actions: [cast(['bear', 'giant'])],
    objects: { bear: { pt: '3/3', damage: 0 }, giant: { zone: 'graveyard' } },
  },
  {
    name: 'Domri Rade, CR 606.4, 701.14a: "[−2]": the Bears fight the Giant; two loyalty counters off',
    board: {
      turn: main,
      objects: [bear, giant, { id: 'domri', card: 'Domri Rade', counters: { loyalty: 3 } }],
    },
    actions: [{ kind: 'activate', object: 'domri', ability: 1, targets: ['bear', 'giant'] }],
    objects: { domri: { loyalty: 1 }, bear: { zone: 'graveyard' }, giant: { damage: 2 } },
  },
  {
    name: 'Consume Strength, CR 115.1: the Bears get +2/+2 (4/4), the Elves, "another target creature", -2/-2 and die',
    board: { ...board('{B}{G}{G}', 'Consume Strength'), objects: [bear, giant, elf, consume] },
    actions: [cast(['bear', 'elf'])],
    objects: { bear: { pt: '4/4' }, elf: { zone: 'graveyard' }, giant: { pt: '3/3' } },
  },
  {
    name: 'Consume Strength, CR 115.3: the Bears for both instances is refused',
    board: board('{B}{G}{G}', 'Consume Strength'),
    actions: [cast(['bear', 'bear'])],
    refused: '115.3',
  },
  {
    name: 'Consume Strength, CR 608.2b: the first target destroyed in response (Doom Blade): the second still gets -2/-2',
    board: {
      ...board('{B}{B}{B}{G}{G}', 'Consume Strength'),
      objects: [bear, giant, consume, { id: 'blade', card: 'Doom Blade', zone: 'hand' }],
    },
    manual: true,
    actions: [
      cast(['bear', 'giant']),
      { kind: 'cast', object: 'blade', targets: ['bear'] },
      pass,
      pass,
      pass,
      pass,
    ],
    objects: { bear: { zone: 'graveyard' }, giant: { pt: '1/1' }, spell: { zone: 'graveyard' } },
    without: ['didNotResolve spell 608.2b'],
    stack: [],
  },
  {
    name: "Angrath's Fury, CR 115.1, 120.3: the Bears destroyed, 3 damage to B (a player, the second instance's target)",
    board: board('{B}{B}{R}{R}{R}', "Angrath's Fury"),
    // CR 608.2d: its "You may search ..." is answered no.
    actions: [cast(['bear', 'B']), { kind: 'decide', may: false }],
    objects: { bear: { zone: 'graveyard' }, giant: { zone: 'battlefield' } },
    players: { B: { life: 17 } },
  },
  {
    name: 'Arc Trail, CR 115.4, 120.3: "2 damage to any target and 1 damage to another target": the Bears die, B loses 1 life',
    board: board('{R}{R}', 'Arc Trail'),
    actions: [cast(['bear', 'B'])],
    objects: { bear: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
  {
    name: 'Arc Trail, CR 115.3: B for "any target" and for "another target" is refused',
    board: board('{R}{R}', 'Arc Trail'),
    actions: [cast(['B', 'B'])],
    refused: '115.3',
    players: { B: { life: 20 } },
  },
  {
    name: 'Legion Guildmage, CR 115.1: "Tap another target creature" with one instance: another than itself; itself is refused',
    board: withGuildmage,
    actions: [{ kind: 'activate', object: 'guildmage', ability: 1, targets: ['guildmage'] }],
    refused: '601.2c',
  },
  {
    name: 'Legion Guildmage: "Tap another target creature": the Bears are tapped',
    board: withGuildmage,
    actions: [{ kind: 'activate', object: 'guildmage', ability: 1, targets: ['bear'] }],
    objects: { bear: { tapped: true }, guildmage: { tapped: true } },
  },
];

describe('"another target", a second instance of "target" (CR 115.1, 115.3)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
