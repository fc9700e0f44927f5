import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import type { Instruction } from '../../effects/types.js';
import { isBestowed, unbestowed } from '../../layers/bestowed.js';
import { chain, err, map, ok, optional, type Result, type RulesError, rulesError } from '../../result.js';
import type { AbilityOnStack, SpellOnStack, StackObject } from '../../state/stack.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { auraTarget } from '../casting/aura.js';
import { delayedForPaid } from '../casting/cast-options.js';
import { type Outcome, Sequence } from '../outcome.js';
import { type Resolution, resolveSource } from '../resolution/resolve.js';
import type { Resolver } from '../resolution/resolving.js';
import { noteTriggers } from '../triggers/note.js';
import { type View, viewOf, withObject } from '../view.js';
import { enterBattlefield } from '../zones/enter.js';
import { moveObject } from '../zones/zones.js';

/**
 * CR 405.5, 608: the object on top of the stack resolves. An ability or an instant or sorcery
 * spell follows its instructions (608.2); a permanent spell becomes a permanent (608.3). Then it
 * leaves the stack: an instant or sorcery card goes to its owner's graveyard as the final part
 * of its resolution (608.2n), before state-based actions are next checked. With every target
 * illegal it doesn't resolve (608.2b, 608.3b). A resolution that needs its controller's answer
 * (608.2d) waits for it, the game as it was: the object is marked `awaiting`. An answer given
 * that can't be followed now is refused; `askAgain` turns that into waiting for a new one.
 */
export const resolveTop = (state: GameState, pool: CardPool): Result<Outcome> => {
  const top = state.stack.at(-1);
  if (!top) return err(rulesError('ERR_ACTION', 'the stack is empty: nothing resolves', { rule: '405.5' }));
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const resolved =
    top.kind === 'spell' ? resolveSpell(view.value, pool, top) : resolveAbility(view.value, pool, top);
  if (resolved.ok || resolved.error.code !== 'ERR_ANSWER_NEEDED') return resolved;
  return ok(awaitAnswer(state, top, resolved.error));
};

/** Where in a stack object's answers an error points: `$.may`, `$.mana`, `$.decisions[k]`. */
const ANSWER_PATH = /^\$\.(may|mana|decisions)(?:\[(\d+)\])?/;

/**
 * CR 608.2d: an answer given ahead (as the spell or ability went on the stack) that its
 * resolution can't follow now, the game having changed since: the resolution waits for a new
 * one instead, the answers from the faulty one on set aside, and says why. Null for an error
 * about something else.
 */
export const askAgain = (state: GameState, error: RulesError): Outcome | null => {
  const top = state.stack.at(-1);
  const match = ANSWER_PATH.exec(error.path ?? '');
  if (!top || !match) return null;
  const [, field, index] = match;
  const { may: _may, mana: _mana, decisions = [], ...rest } = top;
  const kept: StackObject = {
    ...rest,
    ...(field === 'may' || top.may === undefined ? {} : { may: top.may }),
    ...(field === 'mana' || top.mana === undefined ? {} : { mana: top.mana }),
    ...(field === 'decisions'
      ? { decisions: decisions.slice(0, Number(index ?? 0)) }
      : decisions.length > 0
        ? { decisions }
        : {}),
  };
  return awaitAnswer({ ...state, stack: [...state.stack.slice(0, -1), kept] }, kept, error);
};

/** The top object waiting for its controller's answer (608.2d), nobody holding priority meanwhile. */
const awaitAnswer = (state: GameState, top: StackObject, error: RulesError): Outcome => {
  const { message, path = '$', rule = '608.2d', player = top.controller, question } = error;
  const awaiting = { player, what: message, path, rule, ...optional('question', question) };
  return { state: { ...state, stack: [...state.stack.slice(0, -1), { ...top, awaiting }] }, events: [] };
};

/** The instructions a stack object follows as it resolves: an ability's, or its spell's spell abilities. */
export const instructionsOf = (
  state: GameState,
  pool: CardPool,
  top: StackObject,
): readonly Instruction[] => {
  if (top.kind === 'ability') return top.def.instructions;
  const object = state.objects.find((o) => o.id === top.id);
  if (!object || object.faceDown) return [];
  return (definitionOf(pool, object)?.abilities ?? []).flatMap((a) =>
    a.kind === 'spell' ? a.instructions : [],
  );
};

/** The stack without this object; it is gone wherever it stands (701.6a counters one below the top). */
export const offStack = (state: GameState, id: ObjectId): GameState => ({
  ...state,
  stack: state.stack.filter((s) => s.id !== id),
});

/** What was announced and is known for a stack object, as its resolution reads it. */
const resolverOf = (top: StackObject): Resolver => {
  if (top.kind === 'spell') {
    const { kind: _kind, id: _id, awaiting: _awaiting, at: _at, ...announced } = top;
    return announced;
  }
  const {
    kind: _kind,
    id: _id,
    awaiting: _awaiting,
    source: _source,
    sourceName: _name,
    def: _def,
    rule: _rule,
    became: _became,
    at: _at,
    sourceLastKnown: _known,
    ...announced
  } = top;
  return announced;
};

const resolveAbility = (view: View, pool: CardPool, top: AbilityOnStack): Result<Outcome> => {
  const object = view.objects.get(top.source) ?? null;
  const source = {
    object,
    id: top.source,
    name: top.sourceName,
    abilities: [top.def],
    spell: false,
    ...optional('became', top.became),
    ...optional('at', top.at),
    ...optional('lastKnown', top.sourceLastKnown),
  };
  const resolved = resolveSource(view, pool, source, resolverOf(top), { recheck: true, rule: top.rule });
  return map(resolved, (done) => finish(done, top.id, done.didNotResolve ? '608.2b' : '608.2n'));
};

/** The resolution's outcome, the object off the stack and its end announced. */
const finish = (done: Resolution, id: ObjectId, rule: string): Outcome => ({
  state: offStack(done.state, id),
  events: [...done.events, { kind: done.didNotResolve ? 'didNotResolve' : 'resolved', object: id, rule }],
});

const resolveSpell = (view: View, pool: CardPool, top: SpellOnStack): Result<Outcome> => {
  const object = view.objects.get(top.id);
  if (object?.zone !== 'stack')
    return err(rulesError('ERR_ACTION', `the spell ${top.id} is no longer on the stack`, { rule: '405.1' }));
  const c = view.chars.get(top.id);
  const permanent = c !== undefined && !c.types.includes('Instant') && !c.types.includes('Sorcery');
  if (permanent) return resolvePermanent(view, pool, top);
  // CR 708.2a: a face-down spell has no text; 712.8f, 715.3b: a spell has the face it was cast by.
  const abilities = object.faceDown ? [] : (definitionOf(pool, object)?.abilities ?? []);
  const source = {
    object,
    name: c?.name ?? object.card,
    abilities: abilities.filter((a) => a.kind === 'spell' || a.kind === 'unsupported'),
    spell: true,
    ...optional('at', top.at),
  };
  return map(resolveSource(view, pool, source, resolverOf(top), { recheck: true }), (resolved) => {
    const done = finish(resolved, top.id, resolved.didNotResolve ? '608.2b' : '608.2');
    // CR 608.2n, 608.2b: the card goes to its owner's graveyard, unless its effect moved it; an
    // Adventure that resolved is exiled instead, on an adventure (715.3d); a spell that resolves
    // with its buyback cost paid goes to its owner's hand (702.27a).
    const stillThere = done.state.objects.find((o) => o.id === top.id)?.zone === 'stack';
    if (!stillThere) return done;
    const moved =
      object.adventure && !resolved.didNotResolve
        ? moveObject(done.state, top.id, 'exile', '715.3d', { onAdventure: true })
        : object.choices.boughtBack && !resolved.didNotResolve
          ? moveObject(done.state, top.id, 'hand', '702.27a')
          : moveObject(done.state, top.id, 'graveyard', resolved.didNotResolve ? '608.2b' : '608.2n');
    return { state: moved.state, events: [...done.events, ...moved.events] };
  });
};

/**
 * CR 608.3a-c: a permanent spell becomes a permanent under its controller's control, with what
 * was chosen as it was cast (107.3m, 702.33d, 118.9); an Aura spell is attached to what it
 * targeted, if that is still legal (608.3b-c). Then the delayed ability its alternative cost
 * creates (608.3g: dash, blitz).
 */
const resolvePermanent = (view: View, pool: CardPool, top: SpellOnStack): Result<Outcome> => {
  const object = view.objects.get(top.id);
  if (!object) return err(rulesError('ERR_ACTION', `no object has id "${top.id}"`, { rule: '405.1' }));
  const aura = auraTarget(view, pool, object, top.targets);
  if (!aura.ok) return aura;
  // CR 702.103e, 608.3b: a bestowed Aura spell whose target is illegal resolves as a creature spell.
  if (aura.value === false && isBestowed(object))
    return chain(viewOf(unbestowed(view.state, top.id), pool), (v) => resolvePermanent(v, pool, top));
  if (aura.value === false) {
    const moved = moveObject(offStack(view.state, top.id), top.id, 'graveyard', '608.3b');
    return ok({
      state: moved.state,
      events: [{ kind: 'didNotResolve', object: top.id, rule: '608.3b' }, ...moved.events],
    });
  }
  const entered = enterBattlefield(
    { ...view, state: offStack(view.state, top.id) },
    pool,
    { kind: 'putOntoBattlefield', object: top.id, controller: top.controller, choices: object.choices },
    '608.3a',
    false,
    undefined,
    // CR 712.13: with the face up that was up on the stack.
    { backFace: object.backFace === true },
  );
  if (!entered.ok) return entered;
  const run = new Sequence(entered.value.state).note(...entered.value.events);
  const host = aura.value;
  if (host !== null)
    run.step((s) => ({
      state: withObject(s, top.id, (o) => ({ ...o, attachedTo: host })),
      events: [{ kind: 'attached', object: top.id, to: host, rule: '608.3c' }],
    }));
  run.step((s) => delayedForPaid(s, pool, top.id, top.controller, object.choices.paid));
  return map(noteTriggers(view.state, run.done(), pool), (noted) => ({
    state: noted.state,
    events: [...noted.events, { kind: 'resolved', object: top.id, rule: '608.3a' }],
  }));
};
