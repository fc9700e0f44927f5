import type { Instruction, Trigger } from '../../effects/types.js';
import { sameObject } from '../../state/identity.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import type { Source } from './resolving.js';

/**
 * CR 400.7e: an ability that triggers when its source leaves the battlefield ("When [this]
 * dies", "When [this] leaves the battlefield", 603.6c, 603.10a) can find the new object its source became in the zone it moved to, if
 * that zone is public, as it was when the ability triggered; "return it to its owner's hand"
 * then moves the card from the graveyard (608.2h). Only that object: not the card if it has
 * moved on since (a new object again, 400.7), nor a token, which has ceased to exist before the
 * ability could resolve (704.5d, 603.3), nor a permanent it has become again.
 */

/** The object a leaves-the-battlefield trigger's source became as it triggered: its zone and timestamp (613.7d). */
export interface Became {
  readonly zone: ZoneName;
  readonly timestamp: number;
}

/** Instructions that move "it" from zone to zone, which can find the card it became (400.7e); the rest name a permanent. */
const MOVES: ReadonlySet<Instruction['kind']> = new Set(['returnToHand', 'exile', 'fromGraveyard']);

/** The public zones each leaves-the-battlefield trigger can find its source's card in (400.7e). */
const FOUND_IN: Readonly<Partial<Record<Trigger['kind'], readonly ZoneName[]>>> = {
  dies: ['graveyard'],
  leavesBattlefield: ['graveyard', 'exile'],
};

const foundIn = (source: Omit<Source, 'became'>): readonly ZoneName[] | undefined => {
  const [ability, ...more] = source.abilities;
  return !source.spell && more.length === 0 && ability?.kind === 'triggered'
    ? FOUND_IN[ability.trigger.kind]
    : undefined;
};

/** Whether the resolving ability is its source's "when [this] dies / leaves the battlefield" trigger (603.6c). */
export const leftBattlefield = (source: Omit<Source, 'became'>): boolean => foundIn(source) !== undefined;

/** The object a card named by a `resolve` action for its source's leaves-the-battlefield trigger is taken to be (400.7e). */
export const becameNow = (source: Omit<Source, 'became'>): Became | undefined => {
  const o = source.object;
  return o && !o.token && foundIn(source)?.includes(o.zone)
    ? { zone: o.zone, timestamp: o.timestamp }
    : undefined;
};

/** The objects "[this]" names for an instruction of this kind: the permanent, or the card it became (400.7e). */
export const selfObjects = (state: GameState, source: Source, kind: Instruction['kind']): ObjectId[] => {
  const id = source.object?.id;
  const now = state.objects.find((o) => o.id === id);
  if (!now) return [];
  // CR 400.7: a permanent that has left the battlefield and come back is not the source.
  if (!leftBattlefield(source))
    return now.zone === 'battlefield' && sameObject(now, source.at) ? [now.id] : [];
  const { became } = source;
  return MOVES.has(kind) &&
    became !== undefined &&
    !now.token &&
    now.zone === became.zone &&
    now.timestamp === became.timestamp
    ? [now.id]
    : [];
};
