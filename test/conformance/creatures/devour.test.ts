import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, triggers } from '../../support/play.js';

/**
 * Devour N (CR 702.82a, January 2026) on Thunder-Thrash Elder, compiled from its Oracle text:
 * as it enters, its controller may sacrifice any number of creatures, named in the entry choice
 * `devour`, and it enters with N +1/+1 counters for each.
 */

const elder = { id: 'elder', card: 'Thunder-Thrash Elder', zone: 'hand' };
const bear = (id: string, controller = 'A') => ({ id, card: 'Grizzly Bears', controller });
const enter = (devour?: string[]): Action => ({
  kind: 'putOntoBattlefield',
  object: 'elder',
  ...(devour ? { choices: { devour } } : {}),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Thunder-Thrash Elder, CR 702.82a: devouring two creatures, it enters with six +1/+1 counters',
    board: { objects: [elder, bear('b1'), bear('b2')] },
    actions: [enter(['b1', 'b2'])],
    objects: {
      elder: { zone: 'battlefield', counters: { '+1/+1': 6 }, pt: '7/7' },
      b1: { zone: 'graveyard' },
      b2: { zone: 'graveyard' },
    },
    events: ['zoneChange b1 battlefield>graveyard 701.21a', 'countersChanged elder +1/+1 +6 702.82a'],
  },
  {
    name: 'Thunder-Thrash Elder, CR 702.82a: "you may": devouring nothing, it enters as a 1/1',
    board: { objects: [elder, bear('b1')] },
    actions: [enter()],
    objects: { elder: { counters: {}, pt: '1/1' }, b1: { zone: 'battlefield' } },
  },
  {
    name: "Thunder-Thrash Elder, CR 701.21a: a player sacrifices only their own creatures, not an opponent's",
    board: { objects: [elder, bear('foe', 'B')] },
    actions: [enter(['foe'])],
    refused: '701.21a',
  },
  {
    name: 'Grizzly Bears, CR 702.82a: naming creatures to devour for a creature without devour is refused',
    board: { objects: [{ id: 'elder', card: 'Grizzly Bears', zone: 'hand' }, bear('b1')] },
    actions: [enter(['b1'])],
    refused: '702.82a',
  },
  {
    name: 'Thunder-Thrash Elder, CR 700.4, 603.10a: a devoured creature dies, and its "when this dies" ability triggers',
    board: {
      objects: [elder, bear('b1')],
      effects: [
        triggers('b1', 'When this creature dies, you gain 2 life.', { kind: 'dies' }, [
          { kind: 'gainLife', amount: { kind: 'constant', n: 2 } },
        ]),
      ],
    },
    actions: [enter(['b1'])],
    players: { A: { life: 22 } },
    events: ['triggered b1 dies 603.10a'],
  },
];

describe('CR 702.82a: devour', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
