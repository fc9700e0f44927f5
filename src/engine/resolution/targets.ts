import type { CardPool } from '../../cards/pool.js';
import { countsByX } from '../../effects/target-count.js';
import { type PTBound, type TargetPTBound, type TargetSpec, withinBound } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { selectObjects } from '../../layers/select.js';
import { err, map, ok, type Result, rulesError } from '../../result.js';
import { sameObject } from '../../state/identity.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { Breach } from '../combat/evasion.js';
import { hasKeywordQuality, hasProtection, protectionFrom } from '../damage/protection.js';
import { hasKeyword, isDamageable } from '../view.js';
import { withArticle } from '../words.js';
import { damageSource } from './damage-source.js';
import { numberNow, type Resolver, type Resolving, type Source } from './resolving.js';
import { selectorOf } from './selector.js';
import { describeRange, groupsRange, shareTargets, targetRange } from './target-shares.js';

/**
 * CR 601.2c, 115.1: the targets announced for a spell or ability: as many as it names (a number
 * within its range, for a variable number), none twice (115.3), each a legal one. Object
 * targets are checked with the same filter matching the layers use.
 */
export const checkTargets = (
  state: GameState,
  pool: CardPool,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  spec: TargetSpec | null,
  action: Resolver,
): Result<readonly string[]> => {
  const targets = action.targets ?? [];
  if (spec === null) return ok([]);
  if (spec.also) return map(targetsByWord(checkTargets, state, pool, seen, source, spec, action), flat);
  const x = action.x ?? 0;
  const { fewest, most } = targetRange(spec, x);
  if (targets.length < fewest || targets.length > most) {
    const message = `needs ${howManyTargets(spec, x)}, given ${targets.length}`;
    return err(rulesError('ERR_TARGET', message, { path: '$.targets', rule: '601.2c' }));
  }
  const twice = targets.findIndex((t, i) => targets.indexOf(t) !== i);
  if (twice >= 0)
    return err(
      rulesError('ERR_TARGET', `${targets[twice]} is chosen twice for the same "target"`, {
        path: `$.targets[${twice}]`,
        rule: '115.3',
      }),
    );
  const legal = legalTargets(state, pool, seen, source, spec, action);
  if (!legal.ok) return legal;
  for (const [i, target] of targets.entries()) {
    if (legal.value.includes(target)) {
      const shielded = untargetable(state, { pool, seen, source, action }, seen.get(target));
      if (shielded === null) continue;
      return shielded.ok
        ? err(
            rulesError('ERR_TARGET', shielded.value.why, {
              path: `$.targets[${i}]`,
              rule: shielded.value.rule,
            }),
          )
        : shielded;
    }
    return err(
      rulesError('ERR_TARGET', `${target} is not a legal target: it must be ${describeTarget(spec)}`, {
        path: `$.targets[${i}]`,
        rule: spec.anyTarget ? '115.4' : spec.players || spec.orPlayer ? '115.1' : '601.2c',
      }),
    );
  }
  return ok(targets);
};

/**
 * CR 608.2b: the announced targets that are still legal as it resolves; the illegal ones are
 * not affected, and with none left of some, it doesn't resolve at all (the caller's to say).
 */
export const targetsStillLegal = (
  state: GameState,
  pool: CardPool,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  spec: TargetSpec | null,
  action: Resolver,
): Result<readonly string[]> => {
  if (spec === null) return ok([]);
  if (spec.also) return map(targetsByWord(targetsStillLegal, state, pool, seen, source, spec, action), flat);
  const legal = legalTargets(state, pool, seen, source, spec, action);
  if (!legal.ok) return legal;
  const kept: string[] = [];
  for (const target of action.targets ?? []) {
    if (!legal.value.includes(target)) continue;
    // CR 400.7, 608.2b: an object that has left its zone since it was targeted is a new object.
    const object = state.objects.find((o) => o.id === target);
    if (object && !sameObject(object, source.at)) continue;
    const shielded = untargetable(state, { pool, seen, source, action }, seen.get(target));
    if (shielded !== null && !shielded.ok) return shielded;
    if (shielded === null) kept.push(target);
  }
  return ok(kept);
};

type TargetCheck = typeof checkTargets;

const flat = (groups: readonly (readonly string[])[]): readonly string[] => groups.flat();

/**
 * CR 115.1, 601.2c, 608.2b: the targets of each instance of the word "target" in order, each
 * checked as its own (`check`: as announced, or still legal as it resolves); the announced ones
 * are taken in that order, as many for each as it names.
 */
export const targetsByWord = (
  check: TargetCheck,
  state: GameState,
  pool: CardPool,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  spec: TargetSpec | null,
  action: Resolver,
): Result<readonly (readonly string[])[]> => {
  if (spec === null) return ok([]);
  if (!spec.also) return map(check(state, pool, seen, source, spec, action), (t) => [t]);
  const { also, ...first } = spec;
  const words: readonly TargetSpec[] = [first, ...also];
  const given = action.targets ?? [];
  const x = action.x ?? 0;
  const range = groupsRange(words, x);
  if (given.length < range.fewest || given.length > range.most)
    return err(
      rulesError('ERR_TARGET', `needs ${describeRange(range)}${withX(spec, x)}, given ${given.length}`, {
        path: '$.targets',
        rule: '601.2c',
      }),
    );
  const groups: (readonly string[])[] = [];
  for (const [w, { targets: mine, first: next }] of shareTargets(words, given, x).entries()) {
    const word = words[w];
    if (word === undefined) continue;
    const again = word.another ? mine.findIndex((t) => given.slice(0, next).includes(t)) : -1;
    if (again >= 0)
      return err(
        rulesError(
          'ERR_TARGET',
          `${mine[again]} is already a target: "another target" names a different one`,
          {
            path: `$.targets[${next + again}]`,
            rule: '115.3',
          },
        ),
      );
    const checked = check(state, pool, seen, source, word, { ...action, targets: mine });
    if (!checked.ok) return atTarget(checked, next);
    groups.push(checked.value);
  }
  return ok(groups);
};

/**
 * What a resolving ability's instructions read of its targets by instance (115.1): with several
 * instances of "target", those acting on "targets" act on the first's, and those naming the
 * others read them by instance (`targetsByWord`).
 */
export const targetsOfWords = (
  spec: TargetSpec | null,
  byWord: readonly (readonly string[])[],
): Pick<Resolving, 'targets' | 'targetsByWord'> =>
  spec?.also ? { targets: byWord[0] ?? [], targetsByWord: byWord } : { targets: byWord.flat() };

/** CR 115.1, 601.2c: every player and object the spec allows as a target now. */
export const legalTargets = (
  state: GameState,
  pool: CardPool,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  spec: TargetSpec,
  action: Resolver,
): Result<readonly string[]> => {
  // CR 102.3: "target opponent" names only the controller's opponents.
  const players = state.players
    .filter((p) => spec.playerIs !== 'opponent' || p.id !== action.controller)
    .map((p) => p.id);
  if (spec.players) return ok(players);
  if (spec.anyTarget) {
    // CR 115.4: "any target" is a creature, player, planeswalker or battle.
    const permanents = [...seen.values()].filter((c) => c.zone === 'battlefield' && isDamageable(c));
    return ok([...players, ...permanents.map((c) => c.id)]);
  }
  // CR 113.1c, 605.3b: activated and triggered abilities on the stack (mana abilities never are).
  const kinds = spec.abilities;
  if (kinds !== undefined)
    return ok(
      state.stack
        .filter(
          (s) => s.kind === 'ability' && (kinds === 'any' || s.def.kind === kinds) && !self(s.id, source),
        )
        .map((s) => s.id),
    );
  const objects = selectObjects(state, pool, spec.filter, selectorOf(state, seen, source, action));
  if (!objects.ok) return objects;
  const bound = boundNow(state, { pool, seen, source, action, targets: [] }, spec);
  if (!bound.ok) return bound;
  const fitting = objects.value.filter(
    (id) => fitsTarget(state, spec, bound.value, seen.get(id)) && !self(id, source),
  );
  return ok(spec.orPlayer ? [...players, ...fitting] : fitting);
};

/** CR 115.5: a spell on the stack is an illegal target for itself. */
const self = (id: string, source: Source): boolean => source.spell && source.object?.id === id;

/**
 * CR 601.2c, 608.2b: the target's bound on power or toughness as it stands now, its number plus
 * the number of the game it names, read as targets are chosen and again as it resolves ("its
 * source's power" as it last existed once it has left, 608.2h); null with no bound.
 */
const boundNow = (state: GameState, r: Resolving, spec: TargetSpec): Result<PTBound | null> => {
  if (spec.ptBound === undefined) return ok(null);
  const { plus, ...bound } = spec.ptBound;
  return plus === undefined
    ? ok(bound)
    : map(numberNow(plus, r, state), (n) => ({ ...bound, n: bound.n + n }));
};

/** CR 506.4: whether an object is attacking or blocking now. */
const inCombat = (state: GameState, id: ObjectId, as: NonNullable<TargetSpec['combat']>): boolean => {
  const attacking = state.combat?.attackers.some((a) => a.id === id) ?? false;
  const blocking = state.combat?.blockers?.some((b) => b.id === id) ?? false;
  return as === 'attacking' ? attacking : as === 'blocking' ? blocking : attacking || blocking;
};

/** What a target's description says beyond its filter: combat status, abilities (613.1f), power or toughness it has now. */
const fitsTarget = (
  state: GameState,
  spec: TargetSpec,
  bound: PTBound | null,
  c: Characteristics | undefined,
): boolean => {
  if (!c) return false;
  if (spec.combat && !inCombat(state, c.id, spec.combat)) return false;
  if (spec.withKeyword && !hasKeyword(c, spec.withKeyword)) return false;
  if (bound && !withinBound(bound, c)) return false;
  return !(spec.withoutKeyword && hasKeyword(c, spec.withoutKeyword));
};

/**
 * Why an object that fits the target's description still can't be targeted by this spell or
 * ability, or null: shroud (702.18a), hexproof against an opponent's (702.11b), hexproof from
 * the quality of an opponent's spell or of its ability's source (702.11d), protection from the
 * source's colour (702.16b). The source is looked at only for the qualities.
 */
const untargetable = (
  state: GameState,
  r: Pick<Resolving, 'pool' | 'seen' | 'source' | 'action'>,
  target: Characteristics | undefined,
): Result<Breach> | null => {
  // CR 113.6: shroud, hexproof and protection are static abilities of permanents; a card in a
  // graveyard has none that function.
  if (target?.zone !== 'battlefield') return null;
  if (hasKeyword(target, 'Shroud')) return ok({ why: `${target.id} has shroud`, rule: '702.18a' });
  const opponent = `${r.action.controller} is an opponent of its controller`;
  const hexproof =
    target.controller === r.action.controller ? [] : target.abilities.filter((a) => a.keyword === 'Hexproof');
  if (hexproof.some((a) => a.hexproofFrom === undefined))
    return ok({ why: `${target.id} has hexproof, and ${opponent}`, rule: '702.11b' });
  if (hexproof.length === 0 && !hasProtection(target)) return null;
  const from = damageSource(state, r);
  if (!from.ok) return from;
  const quality = hexproof.find((a) => a.hexproofFrom && hasKeywordQuality(from.value, a.hexproofFrom));
  if (quality)
    return ok({
      why: `${target.id} has hexproof from ${quality.hexproofFrom}, and ${opponent}`,
      rule: '702.11d',
    });
  const protection = protectionFrom(target, from.value);
  return protection === null
    ? null
    : ok({ why: `${target.id} has ${protection.toLowerCase()}`, rule: '702.16b' });
};

/** "1 target", "1 to 3 targets", "any number of targets", "at least 1 target", "2 targets (X is 2)". */
const howManyTargets = (spec: TargetSpec, x: number): string => {
  if (spec.upTo === 'any' && spec.count === 0) return 'any number of targets';
  return `${describeRange(targetRange(spec, x))}${withX(spec, x)}`;
};

/** CR 601.2b-c: where the number of targets is X, the X announced, which it follows. */
const withX = (spec: TargetSpec, x: number): string => (countsByX(spec) ? ` (X is ${x})` : '');

const ABILITY_NOUN: Readonly<Record<NonNullable<TargetSpec['abilities']>, string>> = {
  any: 'an activated or triggered ability on the stack',
  activated: 'an activated ability on the stack',
  triggered: 'a triggered ability on the stack',
};

const describeTarget = (spec: TargetSpec): string => {
  if (spec.abilities) return ABILITY_NOUN[spec.abilities];
  if (spec.anyTarget) return 'a creature, player, planeswalker or battle (any target)';
  if (spec.players) return spec.playerIs === 'opponent' ? 'an opponent' : 'a player';
  if (spec.orPlayer)
    return `${spec.playerIs === 'opponent' ? 'an opponent' : 'a player'} or ${describeObject(spec)}`;
  return describeObject(spec);
};

const describeObject = (spec: TargetSpec): string => {
  const words = [
    ...(spec.combat ? [spec.combat === 'attackingOrBlocking' ? 'attacking or blocking' : spec.combat] : []),
    ...(spec.filter.subtypes ?? []),
    ...(spec.filter.types ?? []),
    ...(spec.filter.anyTypes ? [spec.filter.anyTypes.join(' or ')] : []),
  ]
    .join(' ')
    .toLowerCase();
  const zone = spec.filter.zone ?? 'battlefield';
  const bound = spec.ptBound ? ` with ${describeBound(spec.ptBound)}` : '';
  const where =
    zone === 'battlefield' ? 'on the battlefield' : zone === 'exile' ? 'in exile' : `in the ${zone}`;
  return `${withArticle(words || (zone === 'battlefield' ? 'permanent' : 'card'))}${bound} ${where}${spec.filter.controller ? ` (controlled by ${spec.filter.controller})` : ''}`;
};

/** "power 2 or less", "power at most -1 plus a number of the game (powerOfSource)". */
const describeBound = ({ of, side, n, plus }: TargetPTBound): string =>
  plus === undefined
    ? `${of} ${n} or ${side === 'atLeast' ? 'greater' : 'less'}`
    : `${of} at ${side === 'atLeast' ? 'least' : 'most'} ${n} plus a number of the game (${plus.kind})`;

/** A refusal of one mode's or one word's own targets, its path moved to where they are among all the targets given. */
export const atTarget = (refused: Result<never>, first: number): Result<never> => {
  if (refused.ok) return refused;
  const at = /^\$\.targets\[(\d+)\]/.exec(refused.error.path ?? '');
  if (at === null) return refused;
  const path = `$.targets[${Number(at[1]) + first}]${(refused.error.path ?? '').slice(at[0].length)}`;
  return { ok: false, error: { ...refused.error, path } };
};
