import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import type { AbilityDef, Instruction } from '../../effects/types.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { GameObject, GameState } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { amass } from '../keyword-actions/amass.js';
import { bolster } from '../keyword-actions/bolster.js';
import { connive } from '../keyword-actions/connive.js';
import { evolve } from '../keyword-actions/evolve.js';
import { explore } from '../keyword-actions/explore.js';
import { adapt, monstrosity, removeCounterOr, renown } from '../keyword-actions/keyword-actions.js';
import { proliferate } from '../keyword-actions/proliferate.js';
import { unearth } from '../keyword-actions/unearth.js';
import type { Outcome } from '../outcome.js';
import { interveningIf } from '../triggers/intervening-if.js';
import { abilitiesNow, cardOf, type View, viewOf } from '../view.js';
import { drawCards } from '../zones/draw.js';
import { allInstructions, checkMayAnswer, followOptional } from './choices.js';
import { chosenPermanents } from './chosen-permanents.js';
import { createEffect } from './create-effect.js';
import { createToken, createTokenCopy, createTokens } from './create-token.js';
import { Decisions } from './decision.js';
import { dig } from './dig.js';
import { fromGraveyard } from './graveyard.js';
import {
  addCounters,
  addMana,
  checkManaChoice,
  dealDamageTo,
  destroyAll,
  gainLifeOf,
  loseLifeOf,
  regenerate,
} from './instructions.js';
import { becameNow } from './left-source.js';
import { followLibrary } from './library.js';
import { checkModes, followModal } from './modes.js';
import { attachSource, moveTo, sacrifice, tapOrUntap } from './permanent-instructions.js';
import { addPreventionShields } from './prevention-shields.js';
import type { ResolveAction } from './resolve-action.js';
import { amountOf, type Resolving, type Source } from './resolving.js';
import { search } from './search.js';
import { checkTargets } from './targets.js';

export interface Resolution {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/**
 * Resolves a spell's or ability's effect (CR 608.2): checks its targets (608.2b), then
 * follows its instructions in order. Values are fixed as it resolves (611.2d), and the
 * objects its continuous effects change are fixed then too (611.2c).
 */
export const resolve = (state: GameState, pool: CardPool, action: ResolveAction): Result<Resolution> => {
  const view = viewOf(state, pool);
  return view.ok ? resolveIn(view.value, pool, action) : view;
};

/** `resolve`, in a view of the game a caller has already worked out. */
export const resolveIn = (view: View, pool: CardPool, action: ResolveAction): Result<Resolution> => {
  const source = findSource(view, pool, action);
  return source.ok ? resolveSource(view, pool, source.value, action) : source;
};

/** Resolves the abilities of a source already found: a triggered ability, say, whose object has since left. */
export const resolveSource = (
  view: View,
  pool: CardPool,
  source: Source,
  action: ResolveAction,
): Result<Resolution> => {
  const { state, chars: seen } = view;
  const { abilities, name } = source;
  // CR 608.2d: the mana chosen must be one its effect offers, checked before anything happens.
  const instructions = allInstructions(abilities.flatMap((a) => ('instructions' in a ? a.instructions : [])));
  const chosen = checkManaChoice(instructions, action.mana);
  if (!chosen.ok) return chosen;
  const answered = checkMayAnswer(instructions, action.may);
  if (!answered.ok) return answered;
  const moded = checkModes(instructions, action.modes);
  if (!moded.ok) return moded;
  let current = state;
  const events: GameEvent[] = [];
  const decisions = new Decisions(action.decisions ?? []);
  for (const ability of abilities) {
    if (ability.kind === 'unsupported') {
      return err(
        rulesError('ERR_UNSUPPORTED', `${name}: "${ability.text}" is not supported: ${ability.reason}`),
      );
    }
    if (ability.kind !== 'spell' && ability.kind !== 'activated' && ability.kind !== 'triggered') continue;
    // CR 603.4: an intervening "if" that no longer holds: the ability does nothing.
    if (!interveningIf(current, pool, ability, source.object, action.controller)) continue;
    const spec = ability.kind === 'triggered' ? (ability.targets ?? null) : ability.targets;
    const targets = checkTargets(state, pool, seen, source, spec, action);
    if (!targets.ok) return targets;
    const resolving: Resolving = { pool, seen, source, action, targets: targets.value, decisions };
    for (const instruction of ability.instructions) {
      const step = follow(current, resolving, instruction);
      if (!step.ok) return step;
      current = step.value.state;
      events.push(...step.value.events);
    }
  }
  const used = decisions.allUsed();
  return used.ok ? ok({ state: current, events }) : used;
};

const findSource = (view: View, pool: CardPool, action: ResolveAction): Result<Source> => {
  const object = view.objects.get(action.source) ?? null;
  const card = object ? (definitionOf(pool, object) ?? pool.find(cardOf(object))) : pool.find(action.source);
  if (!card) {
    return err(
      rulesError(
        'ERR_UNKNOWN_CARD',
        `"${action.source}" is neither an object on the board nor a card in the pool`,
        { path: '$.source' },
      ),
    );
  }
  if (action.ability === undefined) {
    return ok({
      object,
      name: card.data.name,
      abilities: card.abilities.filter((a) => a.kind === 'spell' || a.kind === 'unsupported'),
      spell: true,
    });
  }
  const ability = card.abilities[action.ability] ?? grantedAbility(view, pool, object, action.ability);
  if (ability?.kind !== 'activated' && ability?.kind !== 'triggered') {
    return err(
      rulesError(
        'ERR_ACTION',
        `${card.data.name} has no activated or triggered ability number ${action.ability}`,
        {
          path: '$.ability',
          rule: '602.1',
        },
      ),
    );
  }
  const found = { object, name: card.data.name, abilities: [ability], spell: false };
  // CR 400.7e: a dies trigger resolved by action finds the card named in its graveyard (left-source.ts).
  const became = becameNow(found);
  return ok(became ? { ...found, became } : found);
};

/** An ability an effect granted the object (numbered after its card's, view.ts), if it has it now. */
const grantedAbility = (
  view: View,
  pool: CardPool,
  object: GameObject | null,
  index: number,
): AbilityDef | undefined => {
  const c = object ? view.chars.get(object.id) : undefined;
  if (!object || !c) return undefined;
  return abilitiesNow(view.state, pool, object, c).find(([i]) => i === index)?.[1];
};

const follow = (state: GameState, r: Resolving, instruction: Instruction): Result<Outcome> => {
  switch (instruction.kind) {
    case 'createEffect':
      return createEffect(state, r, instruction);
    case 'drawCards': {
      const amount = amountOf(instruction.amount, r, state);
      return amount.ok ? ok(drawCards(state, r.action.controller, amount.value)) : amount;
    }
    case 'addCounters':
      return addCounters(state, r, instruction);
    case 'destroy':
      return destroyAll(state, r, instruction);
    case 'dealDamage':
      return dealDamageTo(state, r, instruction);
    case 'gainLife':
      return gainLifeOf(state, r, instruction);
    case 'loseLife':
      return loseLifeOf(state, r, instruction);
    case 'tap':
    case 'untap':
      return tapOrUntap(state, r, instruction);
    case 'sacrifice':
      return sacrifice(state, r, instruction);
    case 'returnToHand':
    case 'exile':
      return moveTo(state, r, instruction);
    case 'attach':
      return attachSource(state, r, instruction);
    case 'createToken':
      return createToken(state, r, instruction.token);
    case 'createTokens':
      return createTokens(state, r, instruction);
    case 'tokenCopyOfSelf':
      return createTokenCopy(state, r, instruction);
    case 'regenerate':
      return regenerate(state, r, instruction);
    case 'addMana':
      return addMana(state, r, instruction);
    case 'optional':
      return followOptional(state, r, instruction, follow);
    case 'modal':
      return followModal(state, r, instruction, follow);
    case 'scry':
    case 'surveil':
    case 'arrangeTop':
    case 'mill':
    case 'discard':
      return followLibrary(state, r, instruction);
    case 'search':
      return search(state, r, instruction);
    case 'dig':
      return dig(state, r, instruction);
    case 'preventDamage':
      return addPreventionShields(state, r, instruction);
    case 'adapt':
      return adapt(state, r, instruction);
    case 'removeCounter':
      return removeCounterOr(state, r, instruction, follow);
    case 'monstrosity':
      return monstrosity(state, r, instruction);
    case 'renown':
      return renown(state, r, instruction);
    case 'evolve':
      return evolve(state, r);
    case 'fromGraveyard':
      return fromGraveyard(state, r, instruction);
    case 'explore':
      return explore(state, r, instruction);
    case 'proliferate':
      return proliferate(state, r, instruction);
    case 'bolster':
      return bolster(state, r, instruction);
    case 'connive':
      return connive(state, r, instruction);
    case 'amass':
      return amass(state, r, instruction);
    case 'chosenPermanents':
      return chosenPermanents(state, r, instruction);
    case 'unearth':
      return unearth(state, r);
  }
};
