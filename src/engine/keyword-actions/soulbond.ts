import type { CardPool } from '../../cards/pool.js';
import type { Instruction } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { needAnswer, type Outcome } from '../outcome.js';
import { Decisions } from '../resolution/decision.js';
import type { Resolving } from '../resolution/resolving.js';
import { instances, pending } from '../triggers/keyword-triggers.js';
import type { Pending } from '../triggers/triggers.js';
import { hasKeyword, isCreature, type View, viewOf } from '../view.js';

/**
 * CR 702.95a: soulbond is two triggered abilities: "When this creature enters, if you control
 * both this creature and another creature and both are unpaired, you may pair this creature with
 * another unpaired creature you control" and "Whenever another creature you control enters, if
 * you control both that creature and this one and both are unpaired, you may pair that creature
 * with this creature". The "if" is checked as the creature enters and again as the ability
 * resolves (603.4); pairing needs both still creatures on the battlefield under the ability's
 * controller (702.95c). "You may" is the resolution's `may` (603.5); which creature, among
 * several, its decision's `chosen`.
 */

const RULE = '702.95a';

/** An unpaired permanent on the battlefield under `controller`'s control (702.95a, 702.95b). */
const unpairedUnder = (view: View, id: ObjectId, controller: PlayerId): boolean => {
  const c = view.chars.get(id);
  return (
    c?.zone === 'battlefield' && c.controller === controller && view.objects.get(id)?.pairedWith === undefined
  );
};

/** The other unpaired creatures `controller` controls, which `id` may be paired with (702.95a, 702.95d). */
const partnersFor = (view: View, id: ObjectId, controller: PlayerId): ObjectId[] =>
  [...view.chars.values()].flatMap((c: Characteristics) =>
    c.id !== id && isCreature(c) && unpairedUnder(view, c.id, controller) ? [c.id] : [],
  );

/**
 * The soulbond abilities that trigger as `entered` enter, seen in `view`, the game as they entered
 * (603.4). The permanents with soulbond are found once, not once for each creature entering.
 */
export const soulbondTriggers = (view: View, pool: CardPool, entered: readonly ObjectId[]): Pending[] => {
  const holders = [...view.chars.values()].filter(
    (c) => c.zone === 'battlefield' && hasKeyword(c, 'Soulbond') && unpairedUnder(view, c.id, c.controller),
  );
  if (holders.length === 0) return [];
  return entered.flatMap((e) => {
    const c = view.chars.get(e);
    if (!isCreature(c) || c === undefined || !unpairedUnder(view, e, c.controller)) return [];
    const own =
      holders.some((h) => h.id === e) && partnersFor(view, e, c.controller).length > 0
        ? instances(view, pool, e, 'Soulbond').flatMap((inst) =>
            pending(view, e, inst, { kind: 'entersBattlefield' }, RULE, { kind: 'pair', with: 'chosen' }),
          )
        : [];
    const others = holders
      .filter((h) => h.id !== e && h.controller === c.controller)
      .flatMap((h) =>
        instances(view, pool, h.id, 'Soulbond').flatMap((inst) =>
          pending(
            view,
            h.id,
            inst,
            { kind: 'permanentEnters', filter: { types: ['Creature'], controller: 'you', other: true } },
            RULE,
            { kind: 'pair', with: 'triggerObject' },
            e,
          ),
        ),
      );
    return [...own, ...others];
  });
};

/**
 * Soulbond resolving: if its creature and the creature that entered, or another they control for
 * the first ability, are still unpaired creatures its controller controls on the battlefield
 * (603.4, 702.95c), its controller may pair them (603.5, the resolution's `may`), choosing which
 * among several; they become paired, each with the other. Otherwise it does nothing, unasked.
 */
export const pair = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'pair' }>,
): Result<Outcome> =>
  chain(viewOf(state, r.pool), (view) => {
    const controller = r.action.controller;
    const self = r.source.object?.id;
    const none = ok({ state, events: [] });
    if (self === undefined || !isCreature(view.chars.get(self)) || !unpairedUnder(view, self, controller))
      return none;
    const partners = partnersFor(view, self, controller);
    const options = i.with === 'chosen' ? partners : partners.filter((id) => id === r.action.triggerObject);
    const [only] = options;
    if (only === undefined) return none;
    const may = r.action.may;
    if (may === undefined)
      return needAnswer(
        `choose whether to pair ${r.source.name} with ${options.join(' or ')}: give "may" true or false`,
        '$.may',
        '603.5',
        { kind: 'may' },
      );
    if (!may) return none;
    if (options.length === 1) return ok(paired(state, self, only));
    const chosen = (r.decisions ?? new Decisions([])).nextOneOf(
      `which creature to pair ${r.source.name} with, of ${options.join(', ')}`,
      RULE,
      options,
    );
    return map(chosen, (id) => paired(state, self, id));
  });

/** CR 702.95b: `a` and `b` paired, each with the other. */
const paired = (state: GameState, a: ObjectId, b: ObjectId): Outcome => ({
  state: {
    ...state,
    objects: state.objects.map((o) =>
      o.id === a ? { ...o, pairedWith: b } : o.id === b ? { ...o, pairedWith: a } : o,
    ),
  },
  events: [{ kind: 'paired', object: a, with: b, paired: true, rule: RULE }],
});
