import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Remove a [kind] counter from [this / it]. If you do, [Y]" (CR 608.2c, 122.1): no choice; [Y]
 * follows only if a counter was removed. Real cards compiled from their Oracle text: Noosegraf
 * Mob ("Whenever a player casts a spell, remove a +1/+1 counter from Noosegraf Mob. If you do,
 * create a 2/2 black Zombie creature token.") and Exemplar of Strength ("Whenever Exemplar of
 * Strength attacks, remove a -1/-1 counter from it. If you do, you gain 1 life.").
 */

const main = { number: 3, active: 'A', step: 'main1' };
const atAttackers = { number: 3, active: 'A', step: 'declareAttackers' };
const bolt = { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' };
const castBolt: Action = { kind: 'cast', object: 'bolt', targets: ['B'] };
const withMob = (counters: number) => ({
  turn: main,
  players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
  objects: [{ id: 'mob', card: 'Noosegraf Mob', counters: { '+1/+1': counters } }, bolt],
});
const withExemplar = (counters: number) => ({
  turn: atAttackers,
  objects: [{ id: 'exemplar', card: 'Exemplar of Strength', counters: { '-1/-1': counters } }],
});
const attackWithExemplar: Action = { kind: 'declareAttackers', attackers: attack('exemplar') };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Noosegraf Mob, CR 608.2c: a spell cast: a counter removed (5 -> 4), then a 2/2 Zombie created',
    board: withMob(5),
    actions: [castBolt],
    objects: { mob: { counters: { '+1/+1': 4 }, pt: '4/4' } },
    events: ['countersChanged mob +1/+1 -1 122.1', 'tokenCreated o2 Zombie Token 111.2'],
  },
  {
    name: 'Noosegraf Mob, CR 608.2c: with no counter to remove, no Zombie',
    board: withMob(0),
    actions: [castBolt],
    objects: { mob: { counters: {} } },
    without: ['tokenCreated o2 Zombie Token 111.2'],
  },
  {
    name: 'Exemplar of Strength, CR 608.2c: it attacks with three -1/-1 counters: one removed (4/4 base, 2/2 now), A gains 1 life',
    board: withExemplar(3),
    actions: [attackWithExemplar],
    objects: { exemplar: { counters: { '-1/-1': 2 }, pt: '2/2' } },
    players: { A: { life: 21 } },
  },
  {
    name: 'Exemplar of Strength, CR 608.2c: with no -1/-1 counter, no life gained',
    board: withExemplar(0),
    actions: [attackWithExemplar],
    players: { A: { life: 20 } },
  },
];

describe('"remove a counter from [this]. If you do, …" (CR 608.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
