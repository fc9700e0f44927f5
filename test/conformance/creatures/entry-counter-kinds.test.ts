import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/oracle/compile.js';
import { card } from '../../oracle/faces.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[This] enters with N counters on it" of a kind other than +1/+1 (CR 614.1c, 122.1): charge,
 * ice and the like, and keyword counters the engine applies (122.1b). A kind with a meaning the
 * engine doesn't give it (a menace counter, 122.1b; a shield counter, 122.1c) is refused. The
 * cards are real and compiled from their Oracle text.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const enter = (object: string) => ({ kind: 'putOntoBattlefield', object }) as const;

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 614.1c, Tumble Magnet, "enters with three charge counters on it"',
    board: { turn: main, objects: [{ id: 'magnet', card: 'Tumble Magnet', zone: 'hand' }] },
    actions: [enter('magnet')],
    objects: { magnet: { zone: 'battlefield', counters: { charge: 3 } } },
  },
  {
    name: 'CR 614.1c, Woolly Razorback, "enters with three ice counters on it"',
    board: { turn: main, objects: [{ id: 'razorback', card: 'Woolly Razorback', zone: 'hand' }] },
    actions: [enter('razorback')],
    objects: { razorback: { counters: { ice: 3 } } },
  },
  {
    name: 'CR 122.1b, Kappa Tech-Wrecker, "enters with a deathtouch counter on it": it has deathtouch',
    board: { turn: main, objects: [{ id: 'kappa', card: 'Kappa Tech-Wrecker', zone: 'hand' }] },
    actions: [enter('kappa')],
    objects: { kappa: { counters: { deathtouch: 1 }, keywords: ['Deathtouch'] } },
  },
];

const REFUSED: readonly (readonly [string, string, string])[] = [
  [
    'CR 122.1b: a menace counter',
    'Biting-Palm Ninja',
    'Biting-Palm Ninja enters the battlefield with a menace counter on it.',
  ],
  [
    'CR 122.1c: a shield counter',
    'Dapper Shieldmate',
    'Dapper Shieldmate enters the battlefield with a shield counter on it.',
  ],
];

describe('entering with counters of other kinds (CR 614.1c, 122.1)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
  it.each(REFUSED)('%s (%s) is refused', (_name, name, text) => {
    expect(compileCard(card(name, ['Creature'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
