import type { CardPool } from '../cards/pool.js';
import { definitionOf } from '../cards/token-card.js';
import { type AbilityDef, ALTERNATIVE_COSTS } from '../effects/types.js';
import type { CastAction } from '../engine/casting/cast-action.js';
import { appendAll } from '../lists.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';
import { whyNotListed } from './not-listed.js';
import { type Targeting, targetWays } from './target-slots.js';
import type { LegalEntry, NotListed } from './types.js';
import { xRange } from './x-range.js';

/**
 * CR 601.2, 601.3: the spells `player` may cast now: each card in their hand, and each card
 * elsewhere some permission lets a player cast (exile, a graveyard for flashback, escape or
 * disturb), by each face and each cost it offers, with the targets and X `apply` accepts, the
 * mana paid by the engine's exact choice of sources (`sources: 'auto'`).
 */
export const castEntries = (
  state: GameState,
  pool: CardPool,
  player: PlayerId,
): { readonly entries: LegalEntry[]; readonly notListed: NotListed[] } => {
  const entries: LegalEntry[] = [];
  const notListed: NotListed[] = [];
  for (const object of state.objects.filter((o) => castableZone(o, player))) {
    const abilities = definitionOf(pool, object)?.abilities ?? [];
    const reason = whyNotListed([...abilities, ...backAbilities(pool, object)]);
    if (reason !== null) {
      notListed.push({ object: object.id, reason });
      continue;
    }
    for (const base of castWays(pool, object, abilities))
      appendAll(entries, targetingEntries(state, pool, player, base, hasX(pool, object)));
  }
  return { entries, notListed };
};

/** The entries of one way to cast or activate: one for each number of targets accepted, its X as a range. */
export const targetingEntries = (
  state: GameState,
  pool: CardPool,
  player: PlayerId,
  base: Targeting,
  withX: boolean,
): LegalEntry[] =>
  targetWays(state, pool, base).map(({ example, choices }) => ({
    kind: base.kind,
    player,
    example,
    choices: withX ? { ...choices, x: xRange(state, pool, example) } : choices,
  }));

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
 * each alternative cost (118.9), kicked once, with buyback, entwined, or face down (702.37c).
 */
const castWays = (pool: CardPool, object: GameObject, abilities: readonly AbilityDef[]): CastAction[] => {
  const base: CastAction = { kind: 'cast', object: object.id, sources: 'auto' };
  const card = definitionOf(pool, object);
  const faces = (card?.data.faces ?? []).slice(1).map((f): CastAction => ({ ...base, face: f.name }));
  const options = [...abilities, ...backAbilities(pool, object)].flatMap((a): CastAction[] => {
    if (a.kind === 'morph') return [{ ...base, faceDown: true }];
    if (a.kind !== 'castCost') return [];
    const alternative = ALTERNATIVE_COSTS.find((c) => c === a.option);
    if (alternative !== undefined) return [{ ...base, alternative }];
    if (a.option === 'kicker' || a.option === 'multikicker') return [{ ...base, kicked: 1 }];
    return [a.option === 'buyback' ? { ...base, buyback: true } : { ...base, entwined: true }];
  });
  return [base, ...faces, ...options];
};
