import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import type { AbilityDef, Instruction } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { appendAll } from '../../lists.js';
import { chain, err, map, ok, optional, type Result, rulesError } from '../../result.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';
import { checkSpellFace, namedFace } from '../casting/spell-faces.js';
import type { GameEvent } from '../events.js';
import { amass } from '../keyword-actions/amass.js';
import { bolster } from '../keyword-actions/bolster.js';
import { connive } from '../keyword-actions/connive.js';
import { evolve } from '../keyword-actions/evolve.js';
import { explore } from '../keyword-actions/explore.js';
import { fight, fightTargets } from '../keyword-actions/fight.js';
import { goad } from '../keyword-actions/goad.js';
import {
  adapt,
  monstrosity,
  moveCounter,
  removeAllCounters,
  removeCounterOr,
  renown,
  transformSource,
} from '../keyword-actions/keyword-actions.js';
import { ninjutsu } from '../keyword-actions/ninjutsu.js';
import { proliferate } from '../keyword-actions/proliferate.js';
import { pair } from '../keyword-actions/soulbond.js';
import { unearth } from '../keyword-actions/unearth.js';
import { becomeMonarchOf } from '../monarch/become.js';
import { type Outcome, unsupportedAbility } from '../outcome.js';
import { ascendSpell } from '../state-based/ascend.js';
import { interveningIf } from '../triggers/intervening-if.js';
import { noteTriggers } from '../triggers/note.js';
import { abilitiesNow, cardOf, type View, viewOf } from '../view.js';
import { drawCards } from '../zones/draw.js';
import { changeText } from './change-text.js';
import { checkMayAnswer, followAll, followOptional } from './choices.js';
import { gainChosenKeyword } from './chosen-keyword.js';
import { chosenPermanents } from './chosen-permanents.js';
import { gainChosenColorProtection } from './chosen-protection.js';
import { tapOrUntapChosen } from './chosen-tap.js';
import { chosenTypeEffect } from './chosen-type-effect.js';
import { becomeLevel } from './class-level.js';
import { followCoinFlip } from './coin-flip.js';
import { followConditional } from './conditional.js';
import { counter } from './counter.js';
import { createEffect } from './create-effect.js';
import {
  createTargetCopies,
  createToken,
  createTokenCopy,
  createTokens,
  tokensCreated,
} from './create-token.js';
import { Decisions } from './decision.js';
import { delay } from './delay.js';
import { followDiceRoll } from './dice-roll.js';
import { dig } from './dig.js';
import { checkDivision, dealDivided, distributeCounters } from './division.js';
import { exileIfDies } from './exile-if-dies.js';
import { exileToPlay } from './exile-to-play.js';
import { flicker, returnExiled } from './flicker.js';
import { followFromHand } from './from-hand.js';
import { getEmblem } from './get-emblem.js';
import { fromGraveyard } from './graveyard.js';
import {
  addCounters,
  addMana,
  checkManaChoiceGiven,
  dealDamageTo,
  destroyAll,
  gainLifeOf,
  getCounters,
  loseLifeOf,
  regenerate,
  removeCounters,
} from './instructions.js';
import { becameNow } from './left-source.js';
import { followLibrary } from './library.js';
import { checkModes, followModal } from './modes.js';
import { attachSource, moveTo, sacrifice, tapOrUntap } from './permanent-instructions.js';
import { playersOf } from './players.js';
import {
  damageItselfByPower,
  targetDealsPowerDamage,
  targetDealsPowerDamageToItsController,
  targetDealsPowerDamageToSelf,
} from './power-damage.js';
import { addPreventionShields } from './prevention-shields.js';
import { putCard } from './put-card.js';
import { reflexive } from './reflexive.js';
import type { ResolveAction } from './resolve-action.js';
import { amountOf, fixValue, type Resolver, type Resolving, type Source } from './resolving.js';
import { search } from './search.js';
import { targetRange } from './target-shares.js';
import { checkTargets, targetsByWord, targetsOfWords, targetsStillLegal } from './targets.js';

/** What resolving did; `didNotResolve` when every target had become illegal (608.2b). */
export interface Resolution extends Outcome {
  readonly didNotResolve: boolean;
}

/**
 * A spell's or ability's effect resolved at once on a state, its targets the announced ones
 * (601.2c), and nothing else: no state-based actions, no priority. What it triggers waits in
 * the state (603.3). For the layer tables, which look at positions the game would not leave
 * standing; `apply` with a `resolve` action goes on as the game does.
 */
export const resolve = (state: GameState, pool: CardPool, action: ResolveAction): Result<Resolution> =>
  chain(viewOf(state, pool), (view) => resolveIn(view, pool, action));

/**
 * The shortcut `resolve` action: a spell's or ability's effect resolved at once, its targets
 * the announced ones, each legal (601.2c), in a view of the game a caller has worked out.
 */
export const resolveIn = (view: View, pool: CardPool, action: ResolveAction): Result<Resolution> => {
  const { kind: _, source: _named, ...resolver } = action;
  return chain(findSource(view, pool, action), (source) =>
    resolveSource(view, pool, source, resolver, { recheck: false }),
  );
};

/** How a resolution runs: from the stack (608.2b checks targets again), and the rule it cites. */
export interface ResolveHow {
  readonly recheck: boolean;
  readonly rule?: string;
}

/**
 * Resolves a spell's or ability's effect (CR 608.2): checks its targets (608.2b), then follows
 * its instructions in order (608.2c). Values are fixed as it resolves (611.2d), and the objects
 * its continuous effects change are fixed then too (611.2c). After each instruction, what it
 * triggered is noted for the stack (603.2, triggers/note.ts); nothing triggered resolves within.
 * A choice nobody made yet stops it with ERR_ANSWER_NEEDED (608.2d), the game as it was.
 */
export const resolveSource = (
  view: View,
  pool: CardPool,
  source: Source,
  resolver: Resolver,
  how: ResolveHow,
): Result<Resolution> => {
  const { state, chars: seen } = view;
  const { abilities, name } = source;
  // CR 608.2d: an answer given ahead must be one its effect offers, checked before anything happens.
  const instructions = instructionsIn(abilities.flatMap((a) => ('instructions' in a ? a.instructions : [])));
  const answers = chain(checkManaChoiceGiven(instructions, resolver.mana, source.object), () =>
    chain(checkMayAnswer(instructions, resolver.may), () =>
      checkModes(instructions, resolver.modes, source.object?.choices.entwined === true),
    ),
  );
  if (!answers.ok) return answers;
  // CR 601.2d: its division as announced, or as a stack object from a board file states it.
  const division = checkDivision(name, instructions, resolver, (value) =>
    fixValue(value, { seen, source, action: resolver }, state),
  );
  if (!division.ok) return division;
  const announced: Resolver =
    division.value === undefined ? resolver : { ...resolver, division: division.value };
  let current = state;
  const events: GameEvent[] = [];
  const decisions = new Decisions(resolver.decisions ?? []);
  let targeted = false;
  let anyLegal = false;
  const steps: { readonly ability: Resolvable; readonly r: Resolving }[] = [];
  for (const ability of abilities) {
    if (ability.kind === 'unsupported') {
      return unsupportedAbility(name, ability);
    }
    if (ability.kind !== 'spell' && ability.kind !== 'activated' && ability.kind !== 'triggered') continue;
    const spec = ability.kind === 'triggered' ? (ability.targets ?? null) : ability.targets;
    const byWord = targetsByWord(
      how.recheck ? targetsStillLegal : checkTargets,
      state,
      pool,
      seen,
      source,
      spec,
      announced,
    );
    if (!byWord.ok) return byWord;
    // CR 115.6: one that may have no targets is targeted only if some were chosen ("X target
    // creatures" with X 0 has none, 107.3a).
    if (
      spec !== null &&
      (targetRange(spec, announced.x ?? 0).fewest > 0 || (announced.targets ?? []).length > 0)
    ) {
      targeted = true;
      anyLegal ||= byWord.value.flat().length > 0;
    }
    steps.push({
      ability,
      r: {
        pool,
        seen,
        source,
        action: announced,
        ...targetsOfWords(spec, byWord.value),
        decisions,
        recheck: how.recheck,
        ...optional('rule', how.rule),
      },
    });
  }
  // CR 608.2b: with every target illegal, it doesn't resolve; none of its effects happen.
  if (how.recheck && targeted && !anyLegal && !modalTargets(instructions))
    return ok({ state, events: [], didNotResolve: true });
  for (const { ability, r } of steps) {
    // CR 603.4, 608.2a: an intervening "if" that no longer holds: the ability does nothing.
    if (!interveningIf(current, pool, ability, source.object, resolver.controller, how.recheck)) continue;
    let created: readonly ObjectId[] = [];
    let chosen: readonly ObjectId[] = [];
    for (const instruction of ability.instructions) {
      const followed = follow(current, withNamed(r, created, chosen), instruction);
      const noted = chain(followed, (step) => noteTriggers(current, step, pool));
      if (!noted.ok) return noted;
      current = noted.value.state;
      appendAll(events, noted.value.events);
      created = followed.ok ? tokensCreated(followed.value.events) : [];
      // CR 608.2c: "that creature" names the sacrificed permanent in every later sentence ("You gain
      // X life and draw X cards, where X is that creature's power"), until permanents are chosen again.
      if (followed.ok && instruction.kind === 'chosenPermanents')
        chosen = leftBattlefield(followed.value.events);
    }
  }
  // From the stack, decisions given ahead for a branch not taken go unasked (decision.ts).
  const used = how.recheck ? ok(true) : decisions.allUsed();
  return map(used, () => ({ state: current, events, didNotResolve: false }));
};

/**
 * CR 608.2c: what the instructions before named for the next one: the tokens the one just before
 * created ("Put X +1/+1 counters on it"), the permanents the last to have players sacrifice had
 * sacrificed ("that creature").
 */
const withNamed = (r: Resolving, created: readonly ObjectId[], chosen: readonly ObjectId[]): Resolving =>
  created.length === 0 && chosen.length === 0
    ? r
    : { ...r, ...(created.length > 0 ? { created } : {}), ...(chosen.length > 0 ? { chosen } : {}) };

/** The permanents a chosen-permanents instruction moved off the battlefield (701.21a, 608.2c). */
const leftBattlefield = (events: readonly GameEvent[]): ObjectId[] =>
  events.flatMap((e) => (e.kind === 'zoneChange' && e.from === 'battlefield' ? [e.object] : []));

const isInstantOrSorcery = (types: readonly string[]): boolean =>
  types.includes('Instant') || types.includes('Sorcery');

/**
 * CR 608.3: a permanent spell resolving becomes a permanent; it has no spell abilities to follow.
 * The shortcut refuses it rather than resolve nothing: `cast` it, or put it onto the battlefield.
 */
const permanentSpell = (name: string): Result<never> =>
  err(
    rulesError(
      'ERR_ACTION',
      `${name} is a permanent card: resolving it puts it onto the battlefield (608.3); cast it with \`cast\`, or use \`putOntoBattlefield\``,
      { path: '$.source', rule: '608.3' },
    ),
  );

type Resolvable = Extract<AbilityDef, { kind: 'spell' | 'activated' | 'triggered' }>;

/** Whether the targets are a modal spell's, which each mode checks as its own (modes.ts). */
const modalTargets = (instructions: readonly Instruction[]): boolean =>
  instructions.some((i) => i.kind === 'modal');

const findSource = (view: View, pool: CardPool, action: ResolveAction): Result<Source> => {
  const object = view.objects.get(action.source) ?? null;
  const known = object ? (definitionOf(pool, object) ?? pool.find(cardOf(object))) : pool.find(action.source);
  // CR 712.11b, 715.3: a spell resolved by a face's name is that face's spell.
  const card = known && !object ? namedFace(known, action.source) : known;
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
    const face = checkSpellFace(card.data, object ? undefined : action.source, '$.source');
    if (!face.ok) return face;
    if (!isInstantOrSorcery(card.data.types)) return permanentSpell(card.data.name);
    return ok({
      object,
      name: card.data.name,
      abilities: card.abilities.filter((a) => a.kind === 'spell' || a.kind === 'unsupported'),
      spell: true,
    });
  }
  const ability = card.abilities[action.ability] ?? grantedAbility(view, pool, object, action.ability);
  if (ability?.kind === 'unsupported') return unsupportedAbility(card.data.name, ability, '$.ability');
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
  return abilitiesNow(pool, object, c).find(([i]) => i === index)?.[1];
};

const follow = (state: GameState, r: Resolving, instruction: Instruction): Result<Outcome> => {
  switch (instruction.kind) {
    case 'createEffect':
      return createEffect(state, r, instruction);
    case 'drawCards':
      return map(amountOf(instruction.amount, r, state), (amount) =>
        playersOf(state, r, instruction.who ?? 'you').reduce<Outcome>(
          (done, player) => {
            const drawn = drawCards(done.state, player, amount);
            return { state: drawn.state, events: [...done.events, ...drawn.events] };
          },
          { state, events: [] },
        ),
      );
    case 'delayed':
      return delay(state, r, instruction);
    case 'reflexive':
      return reflexive(state, r, instruction);
    case 'addCounters':
      return addCounters(state, r, instruction);
    case 'removeCounters':
      return removeCounters(state, r, instruction);
    case 'destroy':
      return destroyAll(state, r, instruction);
    case 'dealDamage':
      return dealDamageTo(state, r, instruction);
    case 'dealDividedDamage':
      return dealDivided(state, r, instruction);
    case 'distributeCounters':
      return distributeCounters(state, r, instruction);
    case 'damageItselfByPower':
      return damageItselfByPower(state, r, instruction);
    case 'targetDealsPowerDamageToSelf':
      return targetDealsPowerDamageToSelf(state, r);
    case 'targetDealsPowerDamageToItsController':
      return targetDealsPowerDamageToItsController(state, r);
    case 'gainLife':
      return gainLifeOf(state, r, instruction);
    case 'getCounters':
      return getCounters(state, r, instruction);
    case 'loseLife':
      return loseLifeOf(state, r, instruction);
    case 'tap':
    case 'untap':
      return tapOrUntap(state, r, instruction);
    case 'tapOrUntap':
      return tapOrUntapChosen(state, r, instruction);
    case 'sacrifice':
      return sacrifice(state, r, instruction);
    case 'returnToHand':
    case 'exile':
      return moveTo(state, r, instruction);
    case 'flicker':
      return flicker(state, r, instruction);
    case 'returnExiled':
      return returnExiled(state, r, instruction);
    case 'exileIfDies':
      return exileIfDies(state, r, instruction);
    case 'exileToPlay':
      return ok(exileToPlay(state, r, instruction));
    case 'attach':
      return attachSource(state, r, instruction);
    case 'createToken':
      return createToken(state, r, instruction.token);
    case 'createTokens':
      return createTokens(state, r, instruction);
    case 'tokenCopyOfSelf':
      return createTokenCopy(state, r, instruction);
    case 'tokenCopy':
      return createTargetCopies(state, r, instruction);
    case 'regenerate':
      return regenerate(state, r, instruction);
    case 'goad':
      return goad(state, r, instruction);
    case 'ascend':
      return ascendSpell(state, r);
    case 'getEmblem':
      return getEmblem(state, r, instruction);
    case 'becomeMonarch':
      return becomeMonarchOf(state, r, instruction.who);
    case 'addMana':
      return addMana(state, r, instruction);
    case 'optional':
      return followOptional(state, r, instruction, follow);
    case 'modal':
      return followModal(state, r, instruction, follow);
    case 'conditional':
      return followConditional(state, r, instruction, follow);
    case 'flipCoin':
      return followCoinFlip(state, r, instruction, follow);
    case 'rollDice':
      return followDiceRoll(state, r, instruction, follow);
    case 'fromHandAnyNumber':
      return followFromHand(state, r, instruction, follow);
    case 'scry':
    case 'surveil':
    case 'arrangeTop':
    case 'mill':
    case 'discard':
      return followLibrary(state, r, instruction);
    case 'search':
      return search(state, r, instruction);
    case 'putCard':
      return putCard(state, r, instruction);
    case 'dig':
      return dig(state, r, instruction);
    case 'preventDamage':
      return addPreventionShields(state, r, instruction);
    case 'adapt':
      return adapt(state, r, instruction);
    case 'removeCounter':
      return removeCounterOr(state, r, instruction, follow);
    case 'removeAllCounters':
      return ok(removeAllCounters(state, r, instruction));
    case 'moveCounter':
      return moveCounter(state, r, instruction);
    case 'monstrosity':
      return monstrosity(state, r, instruction);
    case 'transform':
      return transformSource(state, r);
    case 'renown':
      return renown(state, r, instruction);
    case 'evolve':
      return evolve(state, r);
    case 'pair':
      return pair(state, r, instruction);
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
    case 'fight':
      return fight(state, r);
    case 'fightTargets':
      return fightTargets(state, r);
    case 'targetDealsPowerDamage':
      return targetDealsPowerDamage(state, r);
    case 'chosenPermanents':
      return chosenPermanents(state, r, instruction);
    case 'unearth':
      return unearth(state, r);
    case 'ninjutsu':
      return ninjutsu(state, r);
    case 'counter':
      return counter(state, r, instruction.on);
    case 'gainChosenColorProtection':
      return gainChosenColorProtection(state, r, instruction);
    case 'gainChosenKeyword':
      return gainChosenKeyword(state, r, instruction);
    case 'chosenTypeEffect':
      return chosenTypeEffect(state, r, instruction);
    case 'changeText':
      return changeText(state, r, instruction);
    case 'becomeLevel':
      return ok(becomeLevel(state, r, instruction));
    case 'ofTargetWord':
      // CR 115.1, 608.2b: that instance's targets still legal.
      return followAll(
        state,
        { ...r, targets: r.targetsByWord?.[instruction.word] ?? [] },
        instruction.instructions,
        follow,
      );
  }
};
