import type { Instruction } from '../../effects/types.js';
import { map, type Result } from '../../result.js';
import type { GameObject, GameState, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { objectsFor } from '../resolution/instructions.js';
import type { Resolving } from '../resolution/resolving.js';

/**
 * CR 701.15a-d: each permanent named is goaded by the instruction's controller until that
 * player's next turn; a player goading it again adds nothing (701.15d), another player adds a
 * second set of requirements (701.15c). A target gone since it was chosen is not goaded (608.2b).
 */
export const goad = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'goad' }>,
): Result<Outcome> =>
  map(objectsFor(state, r, i.on, i.filter, i.kind), (ids) => {
    const by = r.action.controller;
    const goaded = new Set(
      ids.filter((id) => !state.objects.find((o) => o.id === id)?.goadedBy?.includes(by)),
    );
    const events: GameEvent[] = [...goaded].map((object) => ({
      kind: 'goaded',
      object,
      by,
      rule: '701.15a',
    }));
    return {
      state: {
        ...state,
        objects: state.objects.map((o) =>
          goaded.has(o.id) ? { ...o, goadedBy: [...(o.goadedBy ?? []), by] } : o,
        ),
      },
      events,
    };
  });

/**
 * CR 701.15a, 800.4m: as a player's turn begins, or would have begun, the creatures they goaded
 * are goaded by them no longer.
 */
export const goadsEnded = (state: GameState, reached: ReadonlySet<PlayerId>): GameState =>
  state.objects.some((o) => o.goadedBy?.some((p) => reached.has(p)))
    ? { ...state, objects: state.objects.map((o) => withoutGoaders(o, reached)) }
    : state;

const withoutGoaders = (o: GameObject, reached: ReadonlySet<PlayerId>): GameObject => {
  const left = o.goadedBy?.filter((p) => !reached.has(p));
  if (left === undefined || left.length === o.goadedBy?.length) return o;
  const { goadedBy: _ended, ...rest } = o;
  return left.length > 0 ? { ...rest, goadedBy: left } : rest;
};
