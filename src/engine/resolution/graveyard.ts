import type { LibraryInstruction } from '../../effects/library.js';
import { ok, optional, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import { type Outcome, Sequence } from '../outcome.js';
import { moveObject } from '../zones/zones.js';
import { enterCards } from './enter-cards.js';
import { leftBattlefield, selfObjects } from './left-source.js';
import type { Resolving } from './resolving.js';

type FromGraveyard = Extract<LibraryInstruction, { kind: 'fromGraveyard' }>;

const RULES: Readonly<Record<FromGraveyard['to'], readonly [ZoneName, string]>> = {
  hand: ['hand', '400.7'],
  battlefield: ['battlefield', '400.7'],
  exile: ['exile', '701.13a'],
  // A card put into a library goes on top unless told otherwise (zones.ts).
  top: ['library', '401.4'],
};

/**
 * CR 400.7: cards in a graveyard, the ability's targets (checked legal as it resolves, 608.2b)
 * or its own card (for a dies trigger, the card it became, 400.7e), moved to their owner's hand, exile or library top, or put onto the
 * battlefield under the ability's controller. A card no longer in a graveyard is left alone.
 */
export const fromGraveyard = (state: GameState, r: Resolving, i: FromGraveyard): Result<Outcome> => {
  const named: readonly ObjectId[] =
    i.on === 'targets'
      ? r.targets
      : leftBattlefield(r.source)
        ? selfObjects(state, r.source, i.kind)
        : r.source.object
          ? [r.source.object.id]
          : [];
  const ids = named.filter((id) => state.objects.some((o) => o.id === id && o.zone === 'graveyard'));
  const [zone, rule] = RULES[i.to];
  if (zone === 'battlefield')
    // A keyword's return (persist, 702.79a; undying, 702.93a) cites the keyword's rule.
    return enterCards(state, r, ids, i.counter === undefined ? rule : (r.rule ?? rule), {
      tapped: i.tapped === true,
      underOwner: i.underOwner === true,
      transformed: i.transformed === true,
      ...optional('counter', i.counter),
    });
  const run = new Sequence(state);
  for (const id of ids) run.step((s) => moveObject(s, id, zone, rule));
  return ok(run.done());
};
