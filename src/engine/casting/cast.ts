import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import type { AbilityDef, Instruction, TargetSpec } from '../../effects/types.js';
import { withBestowEnchant } from '../../layers/bestowed.js';
import type { Characteristics } from '../../layers/result.js';
import { chain, err, map, ok, optional, type Result, rulesError } from '../../result.js';
import { perState } from '../../state/per-state.js';
import type { SpellOnStack } from '../../state/stack.js';
import { CAST_FROM, type GameObject, type GameState, type PlayerId, type Turn } from '../../state/types.js';
import { type Outcome, unsupportedAbility } from '../outcome.js';
import { type Announced, checkAnnounced } from '../resolution/announce.js';
import { holdsPriority } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { type View, viewOf } from '../view.js';
import { checkChosenValues } from '../zones/chosen-values.js';
import { moveObject } from '../zones/zones.js';
import { auraTargetSpec } from './aura.js';
import type { CastAction } from './cast-action.js';
import { payAlternatives } from './cast-alternatives.js';
import { payTotalCost, totalCost } from './cast-cost.js';
import { castingView, withCastCost } from './cast-face-down.js';
import { type CastChoice, castChoice } from './cast-options.js';
import { castingPlayer } from './cast-permission.js';
import { mayCastNow } from './cast-timing.js';
import { costChanges } from './cost-changes.js';
import { payExtraCosts } from './extra-costs.js';
import { keepSacrificed } from './sacrificed.js';
import { activateSources } from './sources.js';
import { castingAbilities, checkSpellFace, faceView } from './spell-faces.js';
import { spellPurpose } from './spend-purpose.js';

/**
 * CR 601.2: cast a card from its owner's hand (or from exile, 601.3, 715.3d, or from a graveyard
 * for its flashback, escape or disturb cost, 702.34a, 702.138a, 702.146a), by that player while they hold priority (117.1a),
 * at the speed its type allows (307.1). The card moves to the stack (601.2a); modes, X and the
 * costs to pay are announced (601.2b); targets chosen (601.2c); the total cost determined with
 * the spell on the stack (601.2f) and locked in; mana abilities activated (601.2g) and the cost
 * paid (601.2h); then it becomes cast (601.2i), and what that triggers goes on the stack above
 * it. Its caster receives priority again (117.3c). A choice that isn't legal anywhere on the way
 * refuses the whole cast, and the game is as it was (601.2).
 */
export const cast = (state: GameState, pool: CardPool, action: CastAction): Result<Outcome> =>
  chain(castOntoStack(state, pool, action), (onStack) =>
    chain(castTargets(onStack, pool, action), (targets) => castPaid(state, pool, action, onStack, targets)),
  );

/**
 * A cast up to its targets (CR 601.2a-b): the card on the stack with its modes, X and costs
 * announced. None of it reads the targets, so it is the same whichever are announced next, and
 * `legalActions` checks many sets of targets against one.
 */
export interface CastOnStack {
  /** The game with the card moved to the stack, and its events. */
  readonly moved: Outcome;
  /** The game with the card moved to the stack, after the layers. */
  readonly view: View;
  /** The game before, after the layers, with the face cast turned up (castingView, faceView). */
  readonly before: View;
  readonly caster: PlayerId;
  readonly spell: Characteristics;
  /** The spell's characteristics with the cost it is cast for (702.37c). */
  readonly castSpell: Characteristics;
  readonly abilities: readonly AbilityDef[];
  readonly choice: CastChoice;
  readonly object: GameObject;
}

/**
 * Casts up to their targets already worked out, by state and by the action without its targets
 * (which nothing before 601.2c reads): a state is readonly, so the answer never changes, and
 * `legalActions` checks many sets of targets for one cast before trying one whole. Weak
 * references: a state's casts are freed with it.
 */
const ontoStack = perState<Result<CastOnStack>>();

export const castOntoStack = (state: GameState, pool: CardPool, action: CastAction): Result<CastOnStack> =>
  ontoStack(state, pool, JSON.stringify({ ...action, targets: undefined }), () =>
    moveToStack(state, pool, action),
  );

const moveToStack = (state: GameState, pool: CardPool, action: CastAction): Result<CastOnStack> => {
  const turned = chain(viewOf(state, pool), (before) =>
    chain(castingView(before, pool, action), (view) => faceView(view, pool, action)),
  );
  if (!turned.ok) return turned;
  const view = turned.value;
  const object = view.objects.get(action.object);
  const spell = view.chars.get(action.object);
  if (!object || !spell)
    return err(rulesError('ERR_ACTION', `no object has id "${action.object}"`, { path: '$.object' }));
  const allowed = castingPlayer(view.state, object, spell, action);
  if (!allowed.ok) return allowed;
  const caster = allowed.value;
  const now = chain(holdsPriority(view.state, caster, '$.object'), () =>
    mayCastNow(view.state, spell, caster),
  );
  if (!now.ok) return now;
  // CR 708.2a: a face-down spell has no text; CR 712.11c, 715.3a: only the face cast is evaluated.
  const card = object.faceDown ? undefined : definitionOf(pool, object);
  const face = card ? checkSpellFace(card.data, undefined, '$.object') : ok(null);
  if (!face.ok) return face;
  const abilities = card?.abilities ?? [];
  const refused = uncastable(spell.name, abilities);
  if (refused) return refused;
  // CR 614.12: a colour or creature type given ahead is one the permanent will ask for; it is chosen as it enters.
  const entering = definitionOf(pool, { ...object, choices: action.choices ?? {} });
  const offered = checkChosenValues(spell.name, entering?.abilities ?? [], action.choices ?? {});
  if (!offered.ok) return offered;
  // CR 702.37c: a face-down spell's cost is {3} rather than its mana cost.
  const castSpell = withCastCost(spell, object.faceDown);
  const choice = castChoice(castSpell, castingAbilities(pool, object, abilities), action);
  if (!choice.ok) return choice;
  // CR 601.2a-b: the card moves to the stack, its caster its controller, with what was announced.
  const moved = moveObject(view.state, action.object, 'stack', '601.2a', {
    controller: caster,
    faceDown: object.faceDown,
    ...(object.backFace ? { backFace: true } : {}),
    ...(object.adventure ? { adventure: true } : {}),
    choices: {
      ...action.choices,
      ...optional('x', action.x),
      ...choice.value.record,
      // "If you cast it from your hand": where it was cast from stays with the permanent it becomes.
      ...optional(
        'castFrom',
        CAST_FROM.find((zone) => zone === object.zone),
      ),
    },
  });
  return map(viewOf(moved.state, pool), (onStack) => ({
    moved,
    view: onStack,
    before: view,
    caster,
    spell,
    castSpell,
    abilities,
    choice: choice.value,
    object,
  }));
};

/**
 * CR 601.2c: targets are announced, each a legal one; an Aura spell's is what it will enchant
 * (303.4a), a bestowed one's a creature (702.103b).
 */
export const castTargets = (onStack: CastOnStack, pool: CardPool, action: CastAction): Result<Announced> => {
  const stacked = onStack.view.objects.get(action.object) ?? onStack.object;
  const targeting = withBestowEnchant(stacked, onStack.abilities);
  const [spec, instructions] = spellTargets(targeting);
  return checkAnnounced(
    onStack.view,
    pool,
    { object: stacked, name: onStack.spell.name, abilities: targeting, spell: true },
    spec,
    instructions,
    { ...action, controller: onStack.caster },
  );
};

/** CR 601.2f-i: the total cost determined and paid, and the spell cast; then 117.3c, 117.5. */
const castPaid = (
  state: GameState,
  pool: CardPool,
  action: CastAction,
  onStack: CastOnStack,
  targets: Announced,
): Result<Outcome> => {
  const { caster, spell, castSpell, abilities, choice } = onStack;
  const x = action.x ?? 0;
  // CR 601.2f: the total cost is determined with the spell on the stack, where cost changes see it.
  const cost = chain(
    costChanges(onStack.view, pool, abilities, action.object, caster, targets.targets.length),
    (changes) => totalCost(castSpell, choice, x, changes),
  );
  if (!cost.ok) return cost;
  // CR 601.2h: creatures, artifacts and cards pay their part (convoke, improvise, delve).
  const others = payAlternatives(onStack.view, onStack.moved.state, spell, caster, action, cost.value);
  if (!others.ok) return others;
  const moved = noteTriggers(
    state,
    {
      state: others.value.outcome.state,
      events: [...onStack.moved.events, ...others.value.outcome.events],
    },
    pool,
  );
  if (!moved.ok) return moved;
  // CR 601.2g: mana abilities are activated; each notes what it triggered itself.
  const tapped = activateSources(moved.value.state, pool, caster, action.sources, {
    costs: others.value.costs,
    purpose: spellPurpose(spell),
    ...optional('keep', action.costs?.tap),
  });
  if (!tapped.ok) return tapped;
  // CR 601.2h: the mana pool pays the rest of the locked-in cost, and the other parts of its
  // additional costs are paid with it: what leaves for them changes the total no more (601.2f).
  const paid = chain(payTotalCost(tapped.value.state, caster, spell, others.value.costs), (mana) =>
    map(
      payExtraCosts(mana.state, action.object, caster, choice.parts, {
        pool,
        spell: true,
        ...optional('choices', action.costs),
      }),
      (extra) => ({ state: extra.state, events: [...mana.events, ...extra.events] }),
    ),
  );
  if (!paid.ok) return paid;
  // CR 601.2i: it becomes cast.
  const entry: SpellOnStack = {
    kind: 'spell',
    id: action.object,
    controller: caster,
    at: state.next.timestamp,
    ...answers(action),
    ...targets,
  };
  const becameCast = noteTriggers(
    tapped.value.state,
    {
      state: {
        ...paid.value.state,
        stack: [...paid.value.state.stack, entry],
        turn: withSpellCast(paid.value.state.turn, caster),
      },
      events: [
        ...paid.value.events,
        { kind: 'spellCast', object: action.object, player: caster, rule: '601.2i' },
      ],
    },
    pool,
  );
  return chain(becameCast, (cast) => {
    const events = [...moved.value.events, ...tapped.value.events, ...cast.events];
    const kept = keepSacrificed(cast.state, action.object, action.costs);
    return settle(state, { state: kept, events }, pool, caster);
  });
};

/** CR 601.2i: one more spell its caster has cast this turn (730.2, "spells cast last turn"). */
const withSpellCast = (turn: Turn, caster: PlayerId): Turn => ({
  ...turn,
  spellsCast: { ...turn.spellsCast, [caster]: (turn.spellsCast?.[caster] ?? 0) + 1 },
});

/** The answers given ahead for the spell's resolution, as its stack object keeps them. */
const answers = (action: CastAction): Omit<SpellOnStack, 'kind' | 'id' | 'controller' | 'targets'> => ({
  ...optional('x', action.x),
  ...optional('modes', action.modes),
  ...optional('mana', action.mana),
  ...optional('may', action.may),
  ...optional('decisions', action.decisions),
});

/**
 * What a spell targets (601.2c), and the instructions its modes and answers are read from: an
 * instant's or sorcery's spell abilities; an Aura's enchant ability (303.4a); nothing else.
 */
const spellTargets = (abilities: readonly AbilityDef[]): [TargetSpec | null, Instruction[]] => {
  const spells = abilities.flatMap((a) => (a.kind === 'spell' ? [a] : []));
  const spec = spells.find((a) => a.targets !== null)?.targets ?? auraTargetSpec(abilities);
  return [spec, spells.flatMap((a) => a.instructions)];
};

/**
 * Why this card can't be cast by the engine, or null: an ability of its own the compiler
 * doesn't model may change how it is cast or what it does, so none is ignored.
 */
const uncastable = (name: string, abilities: readonly AbilityDef[]) => {
  const unsupported = abilities.find((a) => a.kind === 'unsupported');
  return unsupported ? unsupportedAbility(name, unsupported, '$.object') : null;
};
