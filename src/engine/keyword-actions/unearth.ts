import type { AbilityDef, Instruction } from '../../effects/types.js';
import { err, map, ok, type Result, rulesError } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { createEffect } from '../resolution/create-effect.js';
import { enterCards } from '../resolution/enter-cards.js';
import type { Resolving } from '../resolution/resolving.js';
import type { Pending } from '../triggers/triggers.js';
import type { View } from '../view.js';

/**
 * CR 702.84a: unearth, "Return this card from your graveyard to the battlefield. It gains haste.
 * Exile it at the beginning of the next end step. If it would leave the battlefield, exile it
 * instead of putting it anywhere else." The card returns marked `unearthed`, which is the delayed
 * trigger (603.7) and the replacement effect (614.1a, zones.ts) its resolution creates; both
 * refer to that object only, and end when it leaves (400.7, 603.7c).
 */

/** "It gains haste": an effect with no duration, locked to the object it became (611.2c). */
const GAINS_HASTE: Extract<Instruction, { kind: 'createEffect' }> = {
  kind: 'createEffect',
  on: 'self',
  effect: {
    affects: { self: true },
    ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] }],
  },
  duration: 'permanent',
};

/** The delayed trigger as a triggered ability (603.7b: it triggers once, at the next end step). */
const EXILE_IT: Extract<AbilityDef, { kind: 'triggered' }> = {
  kind: 'triggered',
  text: 'Exile it at the beginning of the next end step.',
  trigger: { kind: 'beginningOfEndStep', whose: 'each' },
  instructions: [{ kind: 'exile', on: 'self' }],
};

/** Resolves unearth: the card, if it is still in the graveyard (608.2b), returns and gains haste. */
export const unearth = (state: GameState, r: Resolving): Result<Outcome> => {
  const id = r.source.object?.id;
  if (!state.objects.some((o) => o.id === id && o.zone === 'graveyard') || id === undefined)
    return ok({ state, events: [] });
  const { ability } = r.action;
  if (ability === undefined)
    return err(
      rulesError('ERR_ACTION', `${r.source.name}: unearth is an ability of its card`, { rule: '702.84a' }),
    );
  const marked = { by: r.action.controller, ability };
  const entered = enterCards(state, r, [id], '702.84a', { unearthed: marked });
  if (!entered.ok) return entered;
  // Its "when this enters" abilities have resolved (no stack yet); if they moved it, the object
  // that returned is gone, and a new one does not gain haste (400.7).
  const now = entered.value.state.objects.find((o) => o.id === id);
  if (now?.zone !== 'battlefield' || now.unearthed === undefined) return ok(entered.value);
  return map(createEffect(entered.value.state, r, GAINS_HASTE), (hasted) => ({
    state: hasted.state,
    events: [...entered.value.events, ...hasted.events],
  }));
};

/**
 * CR 603.7b, 702.84a: at the beginning of the end step, each unearthed permanent's delayed
 * trigger triggers, controlled by the player who controlled its unearth ability (603.7e).
 * Resolving exiles the permanent, so it never triggers again.
 */
export const unearthTriggers = (view: View): Pending[] =>
  view.state.objects.flatMap((o) =>
    o.zone === 'battlefield' && o.unearthed !== undefined
      ? [
          {
            source: o.id,
            sourceName: view.chars.get(o.id)?.name ?? o.card,
            ability: o.unearthed.ability,
            def: EXILE_IT,
            controller: o.unearthed.by,
            rule: '702.84a',
          },
        ]
      : [],
  );
