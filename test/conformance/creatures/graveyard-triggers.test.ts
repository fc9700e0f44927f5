import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, play, stateOf } from '../../support/play.js';

/**
 * "Whenever a land card is put into your graveyard from anywhere" (once for each card, 603.2) and
 * "Whenever one or more land cards are put into your graveyard from anywhere" (once for the event,
 * 603.2c), on real cards compiled from their Oracle text: a card its controller owns (404.1),
 * read in the graveyard after the event (603.6c: never a leaves-the-battlefield ability).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const armageddon: Action = { kind: 'resolve', source: 'Armageddon', controller: 'B' };
const stoneRain = (target: string): Action => ({
  kind: 'resolve',
  source: 'Stone Rain',
  controller: 'B',
  targets: [target],
});
const slogurk = { id: 'slogurk', card: 'Slogurk, the Overslime' };
const forest = (id: string, owner = 'A') => ({ id, card: 'Forest', owner, controller: owner });
const SLOGURK = 'triggered slogurk cardPutIntoGraveyard 603.6c';

const ROWS: readonly PlayRow[] = [
  {
    name: 'Slogurk, the Overslime, "Whenever a land card is put into your graveyard from anywhere, put a +1/+1 counter on Slogurk": Armageddon destroys two Forests of A -> two counters, 5/5',
    board: { turn: main, objects: [slogurk, forest('f1'), forest('f2')] },
    actions: [armageddon],
    objects: { slogurk: { counters: { '+1/+1': 2 }, pt: '5/5' }, f1: { zone: 'graveyard' } },
    events: [SLOGURK],
  },
  {
    // The control: B's Forest goes to B's graveyard, not A's.
    name: "Slogurk, CR 404.1: Stone Rain destroys B's Forest, put into B's graveyard -> no counter",
    board: { turn: main, objects: [slogurk, forest('f1', 'B')] },
    actions: [stoneRain('f1')],
    objects: { slogurk: { counters: {}, pt: '3/3' }, f1: { zone: 'graveyard' } },
    without: [SLOGURK],
  },
];

const plants = (objects: readonly { readonly card: string }[]) =>
  objects.filter((o) => o.card === 'Plant Token').length;

describe('cards put into your graveyard from anywhere (CR 603.2, 603.2c, 603.6c)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));

  it.each([
    ['Stone Rain on one Forest', [forest('f1')], stoneRain('f1'), 1],
    ['Armageddon on two Forests: one event (603.2c)', [forest('f1'), forest('f2')], armageddon, 1],
  ] as const)(
    'Turntimber Sower, "Whenever one or more land cards are put into your graveyard from anywhere, create a 0/1 green Plant creature token.": %s -> %i Plant',
    (_, lands, action, n) => {
      const start = stateOf({ turn: main, objects: [{ id: 'sower', card: 'Turntimber Sower' }, ...lands] });
      const played = play(start, [action]);
      expect(played.refusal).toBeNull();
      expect(plants(played.state.objects)).toBe(n);
    },
  );
});
