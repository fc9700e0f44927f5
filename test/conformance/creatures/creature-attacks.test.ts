import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever a [creature you control] attacks" (CR 508.3a, 603.2c): once for each creature
 * declared as an attacker that the filter matches, which is the trigger object, "it" in the
 * effect (603.2, 608.2c). Real cards compiled from their Oracle text: Fervent Charge ("Whenever a
 * creature you control attacks, it gets +2/+2 until end of turn."), Glory Bearers ("Whenever
 * another creature you control attacks, it gets +0/+1 until end of turn."), Gleam of Battle
 * ("Whenever a creature you control attacks, put a +1/+1 counter on it."), Righteous Cause
 * ("Whenever a creature attacks, you gain 1 life.").
 */

const board = (watcher: string, active = 'A') => ({
  turn: { number: 2, active, step: 'main1' },
  objects: [
    { id: 'watcher', card: watcher, controller: 'A', owner: 'A' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'A', owner: 'A' },
    { id: 'elf', card: 'Llanowar Elves', controller: 'A', owner: 'A' },
    { id: 'theirs', card: 'Grizzly Bears', controller: 'B', owner: 'B' },
  ],
});
const attack = (...ids: readonly string[]): readonly Action[] => [
  { kind: 'advance', to: 'declareAttackers' },
  { kind: 'declareAttackers', attackers: ids.map((attacker) => ({ attacker })) },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Fervent Charge, CR 508.3a, 603.2c: Grizzly Bears and Llanowar Elves attack -> each gets +2/+2 once: 4/4 and 3/3',
    board: board('Fervent Charge'),
    actions: attack('bear', 'elf'),
    objects: { bear: { pt: '4/4' }, elf: { pt: '3/3' } },
    events: ['triggered watcher creatureAttacks 508.3a'],
  },
  {
    name: 'Fervent Charge and Righteous Cause, CR 508.3a: B\'s Grizzly Bears attacks: not a creature A controls, 2/2; but "a creature": A gains 1 life',
    board: {
      ...board('Fervent Charge', 'B'),
      objects: [
        ...board('Fervent Charge', 'B').objects,
        { id: 'cause', card: 'Righteous Cause', controller: 'A', owner: 'A' },
      ],
    },
    actions: [...attack('theirs')],
    objects: { theirs: { pt: '2/2' } },
    players: { A: { life: 21 } },
    without: ['triggered watcher creatureAttacks 508.3a'],
  },
  {
    name: 'Glory Bearers, CR 508.3a: "another creature": it attacks with Grizzly Bears -> Grizzly Bears 2/3, Glory Bearers 3/3',
    board: board('Glory Bearers'),
    actions: attack('watcher', 'bear'),
    objects: { bear: { pt: '2/3' }, watcher: { pt: '3/4' } },
  },
  {
    name: 'Gleam of Battle, CR 508.3a, 122.1: Grizzly Bears attacks -> a +1/+1 counter on it, 3/3',
    board: board('Gleam of Battle'),
    actions: attack('bear'),
    objects: { bear: { pt: '3/3', counters: { '+1/+1': 1 } }, elf: { pt: '1/1' } },
  },
];

describe('"Whenever a creature you control attacks" (CR 508.3a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
