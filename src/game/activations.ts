import type { CardPool } from '../cards/pool.js';
import type { AbilityDef } from '../effects/types.js';
import type { PlayerAction } from '../engine/action.js';
import { isManaAbility } from '../engine/casting/mana-abilities.js';
import { abilitiesNow, type View } from '../engine/view.js';
import { appendAll } from '../lists.js';
import type { Result } from '../result.js';
import type { PlayerId } from '../state/types.js';
import { targetingEntries } from './casts.js';
import { oneChosenPart, withCostChoices } from './cost-choices.js';
import type { Targeting } from './target-slots.js';
import { accepts } from './trial.js';
import type { LegalEntry, NotListed } from './types.js';

/** The mana a choice of colour may name ("Add one mana of any color", 106.1). */
const MANA_CHOICES = ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}'] as const;

/**
 * CR 602.2, 605.3a: the abilities `player` may activate now: non-mana abilities onto the stack
 * (their targets and X as `apply` accepts them, the mana paid by `sources: 'auto'`), and mana
 * abilities as `tapForMana`, with each mana they may be told to add.
 */
export const activationEntries = (
  view: View,
  pool: CardPool,
  player: PlayerId,
): { readonly entries: LegalEntry[]; readonly notListed: NotListed[] } => {
  const entries: LegalEntry[] = [];
  const notListed: NotListed[] = [];
  const { state } = view;
  for (const object of state.objects) {
    const c = view.chars.get(object.id);
    if (c === undefined || object.zone === 'library' || object.zone === 'stack') continue;
    for (const [ability, def] of abilitiesNow(pool, object, c)) {
      if (def.kind !== 'activated' || (c.controller !== player && !def.anyPlayer)) continue;
      const part = oneChosenPart(def.extraCosts);
      // A mana ability taking objects chosen (Ashnod's Altar), or a cost taking several, isn't searched.
      if (part === 'unlisted' || (part !== null && isManaAbility(def))) {
        notListed.push({ object: object.id, reason: 'its cost takes objects chosen (602.2b)' });
        continue;
      }
      if (isManaAbility(def)) {
        appendAll(entries, manaEntries(view, pool, player, object.id, ability));
        continue;
      }
      const base = {
        kind: 'activate',
        object: object.id,
        ability,
        sources: 'auto',
        ...(c.controller === player ? {} : { player }),
      } as const;
      const entriesWith = (way: Targeting): LegalEntry[] => {
        const found = targetingEntries(
          state,
          pool,
          player,
          way,
          { targets: [def.targets], instructions: def.instructions },
          announcesX(def),
        );
        for (const n of found.notListed)
          if (!notListed.some((m) => m.object === n.object && m.reason === n.reason)) notListed.push(n);
        return found.entries;
      };
      appendAll(
        entries,
        part === null ? entriesWith(base) : withCostChoices(state, pool, player, base, part, entriesWith),
      );
    }
  }
  return { entries, notListed };
};

/** CR 605.3a: one mana ability, as `tapForMana`: plainly, or else once for each mana it may be told to add (608.2d). */
const manaEntries = (view: View, pool: CardPool, player: PlayerId, object: string, ability: number) => {
  const plain: PlayerAction = { kind: 'tapForMana', object, ability };
  const tried = accepts(view.state, pool, plain);
  const tries = tried.ok
    ? [plain]
    : refusedBeforeMana(tried)
      ? []
      : MANA_CHOICES.map((mana): PlayerAction => ({ ...plain, mana })).filter(
          (a) => accepts(view.state, pool, a).ok,
        );
  return tries.map((example): LegalEntry => ({ kind: 'tapForMana', player, example, choices: {} }));
};

/**
 * CR 117.1d, 605.3, 602.2: priority, the permanent, its controller and the ability are checked
 * before the mana chosen is read (casting/mana-abilities.ts): refused there, no choice of mana
 * is accepted (a land in hand, a tapped one, another's).
 */
const refusedBeforeMana = (tried: Result<true>): boolean =>
  !tried.ok && (tried.error.path === '$.object' || tried.error.path === '$.ability');

/** CR 107.3a, 601.2b: an ability announces X for {X} in its cost or for "Remove X counters from [this]". */
const announcesX = (def: Extract<AbilityDef, { kind: 'activated' }>): boolean =>
  def.cost.includes('{X}') ||
  (def.extraCosts ?? []).some((p) => p.kind === 'removeCounters' && p.amount === 'x');
