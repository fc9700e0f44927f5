import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whoActs } from '../../../src/engine/stack/priority.js';
import type { GameState } from '../../../src/state/types.js';
import { checkedApply } from '../../support/checked-apply.js';
import { pool, stateOf } from '../../support/play.js';

/**
 * What CR 704.5j and 704.5k promise for any number of permanents:
 * - the legend rule leaves each player exactly the one Isamaru, Hound of Konda they chose, the
 *   players being asked in APNAP order (101.4), and the rest in their owners' graveyards;
 * - the world rule leaves the world enchantment that entered last, or none on a tie for the
 *   last (Nether Void, whatever the timestamps).
 */

const zoneOf = (state: GameState, id: string): string | undefined =>
  state.objects.find((o) => o.id === id)?.zone;

/** A Grizzly Bears entering, which makes state-based actions be checked. */
const withBear = (objects: readonly object[]) =>
  stateOf({ objects: [...objects, { id: 'bear', card: 'Grizzly Bears', zone: 'hand' }] });

describe('CR 704.5j-k: the legend and world rules (fast-check)', () => {
  it('CR 704.5j, 101.4: each player keeps exactly the Isamaru they choose, asked in APNAP order', () => {
    const counts = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }));
    const choices = fc.tuple(fc.nat(), fc.nat());
    fc.assert(
      fc.property(counts, choices, ([a, b], picks) => {
        const ids = (player: string, n: number) => Array.from({ length: n }, (_, k) => `${player}${k}`);
        const owned = { A: ids('A', a), B: ids('B', b) };
        const objects = (['A', 'B'] as const).flatMap((p) =>
          owned[p].map((id) => ({ id, card: 'Isamaru, Hound of Konda', controller: p })),
        );
        let state = checkedApply(withBear(objects), pool, { kind: 'putOntoBattlefield', object: 'bear' });
        const kept: Record<string, string> = {};
        const asked: string[] = [];
        for (;;) {
          if (!state.ok) throw new Error(state.error.message);
          const act = whoActs(state.value.state);
          if (act.kind !== 'keepLegend') break;
          asked.push(act.player);
          const among = act.choice.among;
          const keep = among[(act.player === 'A' ? picks[0] : picks[1]) % among.length] ?? '';
          kept[act.player] = keep;
          state = checkedApply(state.value.state, pool, { kind: 'keepLegend', keep });
        }
        const end = state.value.state;
        expect(asked).toStrictEqual((['A', 'B'] as const).filter((p) => owned[p].length > 1));
        for (const p of ['A', 'B'] as const) {
          const left = owned[p].filter((id) => zoneOf(end, id) === 'battlefield');
          expect(left).toStrictEqual(owned[p].length > 1 ? [kept[p]] : owned[p]);
          expect(
            owned[p].filter((id) => !left.includes(id)).every((id) => zoneOf(end, id) === 'graveyard'),
          ).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('CR 704.5k: only the world enchantment that entered last stays; on a tie for the last none does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }), (stamps) => {
        const worlds = stamps.map((timestamp, k) => ({ id: `w${k}`, card: 'Nether Void', timestamp }));
        const done = checkedApply(withBear(worlds), pool, { kind: 'putOntoBattlefield', object: 'bear' });
        if (!done.ok) throw new Error(done.error.message);
        const newest = Math.max(...stamps);
        const last = worlds.filter((w) => w.timestamp === newest);
        const left = worlds.filter((w) => zoneOf(done.value.state, w.id) === 'battlefield').map((w) => w.id);
        expect(left).toStrictEqual(last.length === 1 ? [last[0]?.id] : []);
      }),
      { numRuns: 60 },
    );
  });
});
