import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { parseBoard } from '../../../src/notation/index.js';
import { castingBoard, enter, mine } from '../../support/actions.js';
import { checkPlay, type PlayRow, pool } from '../../support/play.js';

/**
 * "If you cast it from your hand" (CR 601.2a): the zone a spell was cast from stays with the
 * permanent it becomes (608.3a), read by an intervening "if" (603.4: Coal Stoker, Oracle "When
 * Coal Stoker enters the battlefield, if you cast it from your hand, add {R}{R}{R}.") and by an
 * "enters with" replacement (614.1c: Myojin of Blooming Dawn, "enters the battlefield with an
 * indestructible counter on it if you cast it from your hand"). A permanent put onto the battlefield
 * wasn't cast (Coal Stoker's ruling: its ability doesn't trigger then).
 */

const cast = (object: string): Action => ({ kind: 'cast', object });
const stoker = (extra: object = { zone: 'hand' }) => mine('stoker', 'Coal Stoker', extra);
const myojin = (extra: object = { zone: 'hand' }) => mine('myojin', 'Myojin of Blooming Dawn', extra);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.4, 601.2a: Coal Stoker cast from its hand triggers as it enters and adds {R}{R}{R}',
    board: castingBoard('{R}{C}{C}{C}', [stoker()]),
    actions: [cast('stoker')],
    objects: { stoker: { zone: 'battlefield' } },
    events: ['triggered stoker entersBattlefield 603.6a', 'manaAdded A {R}{R}{R}x1 106.4'],
    players: { A: { mana: 3 } },
  },
  {
    name: 'CR 603.4, 608.2h: Coal Stoker returned to its hand in response still adds {R}{R}{R}: it was cast from a hand as it last existed on the battlefield',
    board: castingBoard('{R}{C}{C}{C}', [stoker()]),
    actions: [
      cast('stoker'),
      { kind: 'pass' },
      { kind: 'pass' },
      { kind: 'move', object: 'stoker', to: 'hand' },
      { kind: 'pass' },
      { kind: 'pass' },
    ],
    manual: true,
    objects: { stoker: { zone: 'hand' } },
    events: ['manaAdded A {R}{R}{R}x1 106.4'],
    players: { A: { mana: 3 } },
  },
  {
    name: 'CR 603.4: Coal Stoker put onto the battlefield was not cast: its ability does not trigger',
    board: castingBoard('', [stoker()]),
    actions: [enter('stoker')],
    objects: { stoker: { zone: 'battlefield' } },
    without: ['triggered stoker entersBattlefield 603.6a'],
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.3, 603.4: Coal Stoker cast from exile (an effect lets A cast it) was not cast from a hand: no trigger',
    board: castingBoard('{R}{C}{C}{C}', [
      stoker({ zone: 'exile', playable: { player: 'A', until: 'endOfTurn', since: 1, castOnly: true } }),
    ]),
    actions: [cast('stoker')],
    objects: { stoker: { zone: 'battlefield' } },
    without: ['triggered stoker entersBattlefield 603.6a'],
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 614.1c, 122.1b: Myojin of Blooming Dawn cast from its hand enters with an indestructible counter, so has indestructible',
    board: castingBoard('{W}{W}{W}{C}{C}{C}{C}{C}', [myojin()]),
    actions: [cast('myojin')],
    objects: {
      myojin: { zone: 'battlefield', counters: { indestructible: 1 }, keywords: ['Indestructible'] },
    },
  },
  {
    name: 'CR 614.1c: Myojin of Blooming Dawn put onto the battlefield enters with no counter, and no indestructible',
    board: castingBoard('', [myojin()]),
    actions: [enter('myojin')],
    objects: { myojin: { zone: 'battlefield', counters: {}, keywords: [] } },
  },
  {
    name: 'CR 614.1c, 611.3a: Myojin of Cleansing Fire cast from its hand enters with a divinity counter, so "has indestructible as long as it has a divinity counter on it"',
    board: castingBoard('{W}{W}{W}{C}{C}{C}{C}{C}', [
      mine('fire', 'Myojin of Cleansing Fire', { zone: 'hand' }),
    ]),
    actions: [cast('fire')],
    objects: { fire: { zone: 'battlefield', counters: { divinity: 1 }, keywords: ['Indestructible'] } },
  },
  {
    name: 'CR 611.3a: Myojin of Cleansing Fire put onto the battlefield has no divinity counter, and no indestructible',
    board: castingBoard('', [mine('fire', 'Myojin of Cleansing Fire', { zone: 'hand' })]),
    actions: [enter('fire')],
    objects: { fire: { zone: 'battlefield', counters: {}, keywords: [] } },
  },
  {
    name: 'Board notation: a Myojin spell on the stack that was cast from its hand (`castFrom`) enters with its counter',
    board: {
      ...castingBoard('', [myojin({ zone: 'stack', choices: { castFrom: 'hand' } })]),
      stack: ['myojin'],
    },
    actions: [{ kind: 'pass' }, { kind: 'pass' }],
    manual: true,
    objects: { myojin: { zone: 'battlefield', counters: { indestructible: 1 } } },
  },
];

describe('"if you cast it from your hand": the zone a permanent was cast from (CR 601.2a, 603.4, 614.1c)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));

  it('a board file names only zones a card can be cast from (CR 601.2a, 601.3)', () => {
    const parsed = parseBoard(
      castingBoard('', [stoker({ zone: 'battlefield', choices: { castFrom: 'battlefield' } })]),
      pool,
    );
    expect(parsed.ok ? null : parsed.error.path).toBe('$.objects[0].choices.castFrom');
  });

  it('CR 601.2a-b: an enter action names no zone its object was cast from: a cast action says how it is cast', () => {
    const parsed = parseBoard(
      { ...castingBoard('', [stoker()]), actions: [{ enter: 'stoker', choices: { castFrom: 'hand' } }] },
      pool,
    );
    expect(parsed.ok ? null : [parsed.error.path, parsed.error.rule]).toEqual([
      '$.actions[0].choices.castFrom',
      '601.2b',
    ]);
  });
});
