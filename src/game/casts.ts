import type { CardPool } from '../cards/pool.js';
import { definitionOf } from '../cards/token-card.js';
import { type AbilityDef, ALTERNATIVE_COSTS, type Instruction, type TargetSpec } from '../effects/types.js';
import type { CastAction } from '../engine/casting/cast-action.js';
import { appendAll } from '../lists.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';
import { castCostWays, oneChosenPart, withCostChoices } from './cost-choices.js';
import { divisionAmount } from './division.js';
import { modeSets } from './modes.js';
import { unlistedPayment } from './paid-with-objects.js';
import { moreTargetsReason, type Targeting, targetWays } from './target-slots.js';
import type { LegalEntry, NotListed } from './types.js';
import { targetsCountedByX, xRange } from './x-range.js';

/**
 * CR 601.2, 601.3: the spells `player` may cast now: each card in their hand, and each card
 * elsewhere some permission lets a player cast (exile, a graveyard for flashback, escape or
 * disturb), by each face and each cost it offers, with the targets and X `apply` accepts, the
 * mana paid by the engine's exact choice of sources (`sources: 'auto'`), and the object a cost
 * takes by choice ("As an additional cost to cast this spell, sacrifice a creature", 118.8,
 * 601.2h) under `choices.costs`, as for an activated ability (cost-choices.ts).
 */
export const castEntries = (
  state: GameState,
  pool: CardPool,
  player: PlayerId,
): { readonly entries: LegalEntry[]; readonly notListed: NotListed[] } => {
  const entries: LegalEntry[] = [];
  const notListed: NotListed[] = [];
  const noteOnce = (n: NotListed) => {
    if (!notListed.some((m) => m.object === n.object && m.reason === n.reason)) notListed.push(n);
  };
  for (const object of state.objects.filter((o) => castableZone(o, player))) {
    const abilities = definitionOf(pool, object)?.abilities ?? [];
    const all = [...abilities, ...backAbilities(pool, object)];
    const before = entries.length;
    for (const base of castWays(pool, object, abilities)) {
      // A face other than the front is cast with its own text (712.11b, 715.3): its modes are its own.
      const text = base.face === undefined ? abilities : backAbilities(pool, object);
      const entriesWith = (way: Targeting): LegalEntry[] => {
        const found = targetingEntries(state, pool, player, way, spellOf(text), hasX(pool, object));
        for (const n of found.notListed) noteOnce(n);
        return found.entries;
      };
      for (const { way, parts } of castCostWays(text, all, base)) {
        // CR 601.2h: a cost taking several objects chosen, or objects for two verbs, isn't searched.
        const part = oneChosenPart(parts);
        if (part === 'unlisted')
          noteOnce({ object: object.id, reason: 'its cost takes objects chosen (601.2h)' });
        else
          appendAll(
            entries,
            part === null ? entriesWith(way) : withCostChoices(state, pool, player, way, part, entriesWith),
          );
      }
    }
    // Named for a card in the hand, or one elsewhere that some permission lets be cast (listed).
    const payment = unlistedPayment(abilities);
    if (payment !== null && (object.zone === 'hand' || entries.length > before))
      notListed.push({ object: object.id, reason: payment });
  }
  return { entries, notListed };
};

/**
 * The entries of one way to cast or activate: for each set of modes it may be announced with
 * (700.2a), one for each number of targets accepted, its X as a range (from as many as the
 * targets where their number is X, 107.3a). What isn't searched (too many sets of modes, more
 * targets than there are players and objects) is named in `notListed`.
 */
export const targetingEntries = (
  state: GameState,
  pool: CardPool,
  player: PlayerId,
  base: Targeting,
  { targets, instructions }: TargetsAndInstructions,
  withX: boolean,
): { readonly entries: LegalEntry[]; readonly notListed: NotListed[] } => {
  const sets = modeSets(instructions, base.kind === 'cast' && base.entwined === true);
  const divide = divisionAmount(instructions);
  if (divide === 'unlisted')
    return {
      entries: [],
      notListed: [
        { object: base.object, reason: 'it divides an amount known only as it is announced (601.2d)' },
      ],
    };
  if (sets === null)
    return {
      entries: [],
      notListed: [{ object: base.object, reason: 'its sets of modes are too many to list (700.2)' }],
    };
  const entries: LegalEntry[] = [];
  let moreTargets = false;
  for (const modes of sets) {
    const way = modes === undefined ? base : { ...base, modes };
    const found = targetWays(state, pool, way, divide, withX && targetsCountedByX(targets, instructions));
    moreTargets ||= found.moreTargets;
    for (const { example, choices } of found.ways)
      entries.push({
        kind: base.kind,
        player,
        example,
        choices: withX ? { ...choices, x: xRange(state, pool, example) } : choices,
      });
  }
  return { entries, notListed: moreTargets ? [{ object: base.object, reason: moreTargetsReason }] : [] };
};

/** The targets and instructions of a spell or an ability, where its modes are (700.2). */
export interface TargetsAndInstructions {
  readonly targets: readonly (TargetSpec | null)[];
  readonly instructions: readonly Instruction[];
}

/** The targets and instructions of a card's spell abilities. */
const spellOf = (abilities: readonly AbilityDef[]): TargetsAndInstructions => {
  const spells = abilities.flatMap((a) => (a.kind === 'spell' ? [a] : []));
  return { targets: spells.map((a) => a.targets), instructions: spells.flatMap((a) => a.instructions) };
};

/** A card a player might cast from where it is: their hand, or exile or a graveyard, where a permission or cost may allow it (601.3). */
const castableZone = (o: GameObject, player: PlayerId): boolean =>
  (o.zone === 'hand' && o.owner === player) || o.zone === 'exile' || o.zone === 'graveyard';

/** CR 712.11d: a double-faced card's back face abilities matter when it is cast transformed (disturb). */
const backAbilities = (pool: CardPool, object: GameObject): readonly AbilityDef[] =>
  definitionOf(pool, object)?.back?.abilities ?? [];

/** CR 107.3: a mana cost with {X} announces X; a face or an alternative cost may have it too. */
const hasX = (pool: CardPool, object: GameObject): boolean => {
  const card = definitionOf(pool, object);
  const costs = [
    card?.data.manaCost,
    ...(card?.data.faces ?? []).map((f) => f.manaCost),
    ...(card?.abilities ?? []).map((a) => (a.kind === 'castCost' ? a.cost : '')),
  ];
  return costs.some((c) => c?.includes('{X}') ?? false);
};

/**
 * CR 601.2b, 712.11b, 715.3: the ways a card may be announced: by each face, for its mana cost or
 * each alternative cost (118.9), kicked once (with one or both of two kicker costs, 702.33b),
 * with buyback, entwined, or face down (702.37c).
 */
const castWays = (pool: CardPool, object: GameObject, abilities: readonly AbilityDef[]): CastAction[] => {
  const base: CastAction = { kind: 'cast', object: object.id, sources: 'auto' };
  const card = definitionOf(pool, object);
  const faces = (card?.data.faces ?? []).slice(1).map((f): CastAction => ({ ...base, face: f.name }));
  const all = [...abilities, ...backAbilities(pool, object)];
  const kickers = all.flatMap((a) => (a.kind === 'castCost' && a.option === 'kicker' ? [a.cost] : []));
  const options = all.flatMap((a): CastAction[] => {
    if (a.kind === 'morph') return [{ ...base, faceDown: true }];
    if (a.kind !== 'castCost') return [];
    const alternative = ALTERNATIVE_COSTS.find((c) => c === a.option);
    if (alternative !== undefined) return [{ ...base, alternative }];
    if (a.option === 'kicker' && kickers.length > 1) return [{ ...base, kickedWith: [a.cost] }];
    if (a.option === 'kicker' || a.option === 'multikicker') return [{ ...base, kicked: 1 }];
    return [a.option === 'buyback' ? { ...base, buyback: true } : { ...base, entwined: true }];
  });
  const both: CastAction[] = kickers.length > 1 ? [{ ...base, kickedWith: kickers }] : [];
  return [base, ...faces, ...options, ...both];
};
