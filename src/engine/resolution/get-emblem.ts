import type { Instruction } from '../../effects/types.js';
import { ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { firstFreeObjectNumber, usedIds } from '../zones/free-id.js';
import { newObject } from '../zones/zones.js';
import { playersOf } from './players.js';
import type { Resolving } from './resolving.js';

/**
 * CR 114.2: "[Player] gets an emblem with [ability]": each of those players puts an emblem with
 * those abilities into the command zone, and owns and controls it; it is neither a card nor a
 * permanent (114.5), and nothing makes it leave. It takes an `o<n>` id and a new timestamp, as a
 * created token does (613.7).
 */
export const getEmblem = (
  state: GameState,
  r: Resolving,
  instruction: Extract<Instruction, { kind: 'getEmblem' }>,
): Result<Outcome> => {
  const used = usedIds(state);
  let current = state;
  const events: GameEvent[] = [];
  for (const player of playersOf(state, r, instruction.who)) {
    const n = firstFreeObjectNumber(used, current.next.id);
    const base = newObject(current, {
      id: `o${n}`,
      card: `${r.source.name} emblem`,
      zone: 'command',
      owner: player,
      controller: player,
    });
    const emblem = { ...base, emblem: instruction.emblem };
    current = {
      ...current,
      objects: [...current.objects, emblem],
      next: { id: n + 1, timestamp: current.next.timestamp + 1 },
    };
    events.push({ kind: 'emblemCreated', object: emblem.id, player, rule: '114.2' });
  }
  return ok({ state: current, events });
};
