import { definitionOf, valuesDefinition } from '../../cards/token-card.js';
import type { AbilityDef, Instruction, TokenDef } from '../../effects/types.js';
import { printedOfCard } from '../../layers/base.js';
import { chain, err, map, ok, type Result, rulesError } from '../../result.js';
import { copiableValues, withException } from '../../state/copiable-values.js';
import type { CopiableSnapshot, GameObject, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { isSupertype } from '../../state/vocabulary.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { firstFreeObjectNumber, usedIds } from '../zones/free-id.js';
import { newObject } from '../zones/zones.js';
import { enterAttacking } from './enter-attacking.js';
import { playersOf } from './players.js';
import { amountOf, controllerSeen, type Resolving, triggerObjectOf } from './resolving.js';

/**
 * CR 111.1-111.3: tokens put onto the battlefield. Their creator owns them and they enter
 * under their control (111.2), each with a new timestamp (613.7d) and an id of the `o<n>`
 * form boards use; tokens created by one instruction enter at the same time, so each one's
 * "when this enters" abilities and the abilities that watch permanents enter see them all
 * (603.6a).
 */
const addTokens = (
  state: GameState,
  r: Resolving,
  count: number,
  make: (base: GameObject) => GameObject,
  controller: PlayerId = r.action.controller,
): Result<Outcome> => {
  const used = usedIds(state);
  let n = state.next.id;
  let current = state;
  const created: GameObject[] = [];
  for (let i = 0; i < count; i++) {
    n = firstFreeObjectNumber(used, n);
    const base = newObject(current, {
      id: `o${n}`,
      card: '',
      zone: 'battlefield',
      owner: controller,
      controller,
    });
    const token = make({ ...base, token: true });
    created.push(token);
    current = {
      ...current,
      objects: [...current.objects, token],
      next: { id: n + 1, timestamp: current.next.timestamp + 1 },
    };
    n++;
  }
  return ok({
    state: current,
    events: created.map((o) => ({
      kind: 'tokenCreated' as const,
      object: o.id,
      token: o.card,
      rule: '111.2',
    })),
  });
};

/** CR 608.2c: the tokens an instruction created (its events say which), which a later "it" names. */
export const tokensCreated = (events: readonly GameEvent[]): ObjectId[] =>
  events.flatMap((e) => (e.kind === 'tokenCreated' ? [e.object] : []));

/** CR 111.1-111.3: a token whose characteristics are a card of the pool (111.11: a token named by a card). */
export const createToken = (state: GameState, r: Resolving, token: string): Result<Outcome> => {
  if (!r.pool.get(token))
    return err(
      rulesError('ERR_UNKNOWN_CARD', `${r.source.name}: no token card named "${token}" in the card pool`, {
        rule: '111.3',
      }),
    );
  return addTokens(state, r, 1, (o) => ({ ...o, card: token }));
};

type CreateTokens = Extract<Instruction, { readonly kind: 'createTokens' }>;

/**
 * CR 111.2, 608.2h: who creates the tokens: the ability's controller; for "Its controller
 * creates" the controller of its target as the resolution began, which is its last known
 * information once an earlier instruction destroyed or exiled it (Beast Within); or the players
 * named, "target opponent", "each opponent", "that player" (players.ts: those still in the game).
 * With no target ("up to one target" chosen as none) no player does.
 */
const creatorsOf = (state: GameState, r: Resolving, creator: CreateTokens['creator']): PlayerId[] => {
  if (creator === undefined) return [r.action.controller];
  if (creator !== 'targetsController') return playersOf(state, r, creator);
  const controller = controllerSeen(state, r, r.targets[0] ?? '');
  return controller === undefined ? [] : [controller];
};

/**
 * The token as defined, or for "an X/X token" with its power and toughness the number X stands
 * for as the instruction is followed (107.3a, 608.2h; a negative one is 0, 107.1b).
 */
const sizedToken = (state: GameState, r: Resolving, instruction: CreateTokens): Result<TokenDef> =>
  instruction.size === undefined
    ? ok(instruction.token)
    : map(amountOf(instruction.size, r, state), (n) => ({ ...instruction.token, power: n, toughness: n }));

/**
 * CR 111.3, 111.4: `amount` tokens with the characteristics the instruction defines, kept on
 * each token as its text (`tokenDef`), which the layers read as a card's printed values; a
 * "tapped" token enters tapped, an "attacking" one attacking (508.4).
 */
export const createTokens = (state: GameState, r: Resolving, instruction: CreateTokens): Result<Outcome> => {
  const { tapped } = instruction;
  const creators = creatorsOf(state, r, instruction.creator);
  return chain(amountOf(instruction.amount, r, state), (count) =>
    chain(sizedToken(state, r, instruction), (token) => {
      // CR 111.2: each creator's tokens, all created by the one instruction (603.6a).
      let outcome: Outcome = { state, events: [] };
      for (const controller of creators) {
        const made = addTokens(
          outcome.state,
          r,
          count,
          (o) => ({ ...o, card: token.name, tokenDef: token, ...(tapped ? { tapped: true } : {}) }),
          controller,
        );
        if (!made.ok) return made;
        // CR 506.3a: only a creature is put onto the battlefield attacking.
        const attacking =
          instruction.attacking && token.types.includes('Creature')
            ? enterAttacking(made.value.state, r, controller, tokensCreated(made.value.events))
            : ok(made.value.state);
        if (!attacking.ok) return attacking;
        outcome = { state: attacking.value, events: [...outcome.events, ...made.value.events] };
      }
      return ok(outcome);
    }),
  );
};

/**
 * CR 707.9b, 707.2, 111.1: a token that's a copy of the ability's own card (now in exile, where
 * embalm and eternalize put it as their cost), with the copiable values its card prints except
 * for those the instruction sets; it has no mana cost (a token definition has none, 111.3).
 */
export const createTokenCopy = (
  state: GameState,
  r: Resolving,
  instruction: Extract<Instruction, { readonly kind: 'tokenCopyOfSelf' }>,
): Result<Outcome> => {
  const object = r.source.object;
  const card = object ? definitionOf(r.pool, object) : undefined;
  if (!card) return err(rulesError('ERR_ACTION', `${r.source.name} has no card to copy`, { rule: '707.2' }));
  const printed = printedOfCard(card);
  const power = instruction.power ?? printed.power;
  const toughness = instruction.toughness ?? printed.toughness;
  const token: TokenDef = {
    name: printed.name,
    colors: instruction.colors,
    ...(printed.supertypes.length > 0 ? { supertypes: printed.supertypes.filter(isSupertype) } : {}),
    types: printed.types,
    subtypes: [...printed.subtypes, ...instruction.addSubtypes.filter((s) => !printed.subtypes.includes(s))],
    ...(power === null ? {} : { power }),
    ...(toughness === null ? {} : { toughness }),
    abilities: card.abilities,
  };
  return addTokens(state, r, 1, (o) => ({ ...o, card: token.name, tokenDef: token }));
};

/** Abilities replacing how a copy enters (707.5): "as enters" choices and "enters with" counters. */
const REPLACING_ENTRY: ReadonlySet<AbilityDef['kind']> = new Set(['asEnters', 'entersWithCounters']);

/**
 * CR 707.2, 707.3, 111.1: for each target still on the battlefield (608.2b), or for the
 * trigger's object, its controller creates a token that's a copy of it: its copiable values,
 * then the instruction's exceptions (707.9b). A copied "as enters" or "enters with" ability
 * would apply as the token enters (707.5); tokens are created without them, so such a copy is
 * refused as unsupported.
 */
export const createTargetCopies = (
  state: GameState,
  r: Resolving,
  instruction: Extract<Instruction, { readonly kind: 'tokenCopy' }>,
): Result<Outcome> =>
  chain(copiedObjects(state, r, instruction.on), (objects) =>
    createCopies(
      state,
      r,
      objects.map((o) => withException(copiableValues(o), instruction.except)),
    ),
  );

/**
 * The objects to copy: the targets still on the battlefield, or the trigger's object, which
 * must be there: one that left would be copied as it last existed (608.2h, Riku of Two
 * Reflections's rulings), which the engine doesn't keep, so that is refused as unsupported.
 */
const copiedObjects = (
  state: GameState,
  r: Resolving,
  on: 'targets' | 'triggerObject',
): Result<GameObject[]> => {
  const onBattlefield = (id: string): GameObject | undefined =>
    state.objects.find((x) => x.id === id && x.zone === 'battlefield');
  if (on === 'targets') return ok(r.targets.flatMap((id) => onBattlefield(id) ?? []));
  return chain(triggerObjectOf(r), (id) => {
    const o = onBattlefield(id);
    return o
      ? ok([o])
      : err(
          rulesError(
            'ERR_UNSUPPORTED',
            `${r.source.name}: ${id} left the battlefield; a copy of it would use its last known values (CR 608.2h)`,
            {
              rule: '608.2h',
            },
          ),
        );
  });
};

const createCopies = (
  state: GameState,
  r: Resolving,
  copied: readonly CopiableSnapshot[],
): Result<Outcome> => {
  for (const values of copied) {
    const replacing = valuesDefinition(r.pool, values);
    const ability = replacing?.abilities.find((a) => REPLACING_ENTRY.has(a.kind));
    if (ability)
      return err(
        rulesError(
          'ERR_UNSUPPORTED',
          `${r.source.name}: a token copy of ${values.card} would enter with "${ability.text}" (CR 707.5)`,
          {
            rule: '707.5',
          },
        ),
      );
  }
  let outcome: Outcome = { state, events: [] };
  for (const values of copied) {
    const made = addTokens(outcome.state, r, 1, (o) => ({
      ...o,
      card: values.card,
      ...(values.tokenDef ? { tokenDef: values.tokenDef } : {}),
      choices: { copy: values },
    }));
    if (!made.ok) return made;
    outcome = { state: made.value.state, events: [...outcome.events, ...made.value.events] };
  }
  return ok(outcome);
};
