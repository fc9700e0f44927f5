import type { Value } from '../effects/types.js';
import { largest } from '../lists.js';
import { parseManaCost } from '../mana/cost.js';
import { manaSpentOf } from '../state/mana-spent.js';
import { BASIC_LAND_TYPES } from '../state/vocabulary.js';
import { colorMask } from '../symbols/colors.js';
import { type EvalContext, effectController } from './context.js';
import { countMatching, matches, matching, playerIs, viewpointKey } from './filter.js';
import { blockersOf } from './object-state.js';
import type { EffectInstance, Working } from './working.js';

/**
 * The number a value stands for, seen from `effect` and the object it is applied to.
 * Anything that can't be determined is 0 (CR 107.2, 208.2a). Counts read in layer 7 are
 * shared through a cache; a `fresh` read (a condition checked in an earlier layer) is not.
 */
export const readValue = (
  ctx: EvalContext,
  effect: EffectInstance,
  value: Value,
  /** Null when there is none: a trigger's condition read after its source left (CR 603.4). */
  affected: Working | null,
  fresh = false,
): number => {
  switch (value.kind) {
    case 'constant':
      return value.n;
    case 'count':
    case 'cardTypesAmongCards':
    case 'cardsInHand':
    case 'devotion':
    case 'partySize':
    case 'basicLandTypes':
      return shared(ctx, effect, value, fresh, () => count(ctx, effect, value));
    case 'othersThanAffected': {
      // CR 109.5: the count its source sees, less the affected object when it is one of them.
      const all = shared(ctx, effect, value, fresh, () => countMatching(ctx, effect, value.of));
      return affected && matches(ctx, effect, value.of, affected) ? all - 1 : all;
    }
    case 'attachedToAffected': {
      // CR 301.5, 303.4: the permanents attached to this object, as the layers have them so far.
      if (!affected) return 0;
      let n = 0;
      for (const w of ctx.objects)
        if (w.object.attachedTo === affected.object.id && matches(ctx, effect, value.of, w)) n++;
      return n;
    }
    case 'countersOnAffected': {
      // CR 122.1: the counters on this object, of the kind or of all kinds.
      if (!affected) return 0;
      let n = 0;
      for (const pile of affected.object.counters)
        if (value.counter === undefined || pile.kind === value.counter) n += pile.count;
      return n;
    }
    case 'colorsAmong': {
      // CR 105.2: each colour once, among the objects as layer 5 left them.
      let mask = 0;
      for (const w of matching(ctx, effect, value.among)) mask |= w.colorMask;
      let n = 0;
      for (let bits = mask; bits !== 0; bits &= bits - 1) n++;
      return n;
    }
    case 'colorsOfAffected':
      // CR 105.2: its colours as layer 5 left them.
      return affected?.colors.length ?? 0;
    case 'blockingAffected':
      // CR 509.1h: the creatures blocking this object now.
      return affected ? blockersOf(ctx.state, affected.object.id) : 0;
    case 'playerCounters': {
      let total = 0;
      for (const p of ctx.state.players)
        if (playerIs(ctx, effect, value.whose, p.id)) total += p.counters[value.counter] ?? 0;
      return total;
    }
    case 'lifeTotal': {
      let total = 0;
      for (const p of ctx.state.players) if (playerIs(ctx, effect, value.whose, p.id)) total += p.life;
      return total;
    }
    case 'creaturesDiedThisTurn':
      return ctx.state.turn.creaturesDied ?? 0;
    case 'lifeThisTurn': {
      // CR 119.3, 120.3a: the turn keeps each player's life gained and lost (engine/life.ts).
      const totals = ctx.state.turn[value.change === 'gained' ? 'lifeGained' : 'lifeLost'] ?? {};
      let total = 0;
      for (const p of ctx.state.players)
        if (playerIs(ctx, effect, value.whose, p.id)) total += totals[p.id] ?? 0;
      return total;
    }
    case 'manaValueOfAffected':
      // CR 107.2: with no affected object, the number can't be determined: 0.
      return affected?.manaValue ?? 0;
    case 'x':
      // CR 107.3m: X of the spell that became this permanent; 0 if none (107.2).
      return effect.source?.object.choices.x ?? 0;
    case 'thatMuch':
      // Only a resolving triggered ability knows its event (resolving.ts); 107.2: 0 here.
      return 0;
    case 'dieResult':
      // Only a resolving instruction after a roll knows its result (resolving.ts); 107.2: 0 here.
      return 0;
    case 'cardsThisWay':
      // Only a resolving instruction after the cards revealed or discarded knows them (resolving.ts); 107.2: 0 here.
      return 0;
    case 'sacrificed':
    case 'ofThatObject':
    case 'countersOnThatObject':
      // Only a resolving spell or ability knows what its cost sacrificed, its targets and its
      // trigger's object (resolving.ts); 107.2: 0 here.
      return 0;
    case 'timesKicked':
      return effect.source?.object.choices.kicked ?? 0;
    case 'colorsSpent':
      return effect.source?.object.choices.colorsSpent ?? 0;
    case 'manaSpent':
      return manaSpentOf(effect.source?.object.choices, value.color);
    case 'countersOnSource':
      return effect.source?.object.counters.find((c) => c.kind === value.counter)?.count ?? 0;
    case 'powerOfSource':
      return effect.source?.power ?? 0;
    case 'greatest': {
      // CR 107.2: with none of them, 0; a negative greatest power is used as it is (107.1b).
      const values = matching(ctx, effect, value.among).map((w) => w[value.of] ?? 0);
      return largest(values, 0);
    }
    case 'total':
      // CR 107.1b example: a negative power counts as it is in a total; 0 with none (107.2).
      return matching(ctx, effect, value.among).reduce((sum, w) => sum + (w[value.of] ?? 0), 0);
    case 'different':
      return new Set(matching(ctx, effect, value.among).map((w) => w[value.of] ?? 0)).size;
    case 'ofAffected':
      // A resolving effect fixes it for each object (create-effect.ts); 107.2: 0 with none.
      return affected?.[value.of] ?? 0;
    case 'sum': {
      let total = 0;
      for (const part of value.of) total += readValue(ctx, effect, part, affected, fresh);
      return total;
    }
    case 'negate':
      // CR 107.1b: the X of "-X/-X" is never below 0 (Death's Shadow at a negative life total gets -0/-0).
      return -Math.max(0, readValue(ctx, effect, value.of, affected, fresh));
    case 'times':
      return value.n * readValue(ctx, effect, value.of, affected, fresh);
  }
};

/**
 * A count shared between the effects that see it alike. Values are read only in layer 7, after
 * everything these counts read has settled; a `fresh` read is not shared.
 */
const shared = (
  ctx: EvalContext,
  effect: EffectInstance,
  value: Value & {
    kind:
      | 'count'
      | 'othersThanAffected'
      | 'cardTypesAmongCards'
      | 'cardsInHand'
      | 'devotion'
      | 'partySize'
      | 'basicLandTypes';
  },
  fresh: boolean,
  counted: () => number,
): number => {
  const key = 'of' in value ? viewpointKey(effect, value.of) : effectController(effect);
  if (fresh || key === null) return counted();
  let byViewpoint = ctx.counts.get(value);
  if (!byViewpoint) {
    byViewpoint = new Map();
    ctx.counts.set(value, byViewpoint);
  }
  const known = byViewpoint.get(key);
  if (known !== undefined) return known;
  const n = counted();
  byViewpoint.set(key, n);
  return n;
};

const count = (
  ctx: EvalContext,
  effect: EffectInstance,
  value: Extract<
    Value,
    { kind: 'count' | 'cardTypesAmongCards' | 'cardsInHand' | 'devotion' | 'partySize' | 'basicLandTypes' }
  >,
): number => {
  switch (value.kind) {
    case 'count':
      return countMatching(ctx, effect, value.of);
    case 'cardTypesAmongCards': {
      // CR 205.2a: count each card type once, among cards only (tokens in a graveyard cease to exist, 111.7).
      const types = new Set<string>();
      for (const w of ctx.objects) {
        if (w.object.zone !== value.in || w.object.token) continue;
        if (!playerIs(ctx, effect, value.whose, w.object.owner)) continue;
        for (const t of w.types) types.add(t);
      }
      return types.size;
    }
    case 'cardsInHand': {
      let n = 0;
      for (const w of ctx.objects) {
        if (w.object.zone === 'hand' && playerIs(ctx, effect, value.whose, w.object.owner)) n++;
      }
      return n;
    }
    case 'devotion': {
      // CR 700.5, 700.5a: mana costs after copy effects (layer 1), controllers after layer 2.
      const wanted = colorMask(value.colors);
      let n = 0;
      for (const w of ctx.objects) {
        if (w.object.zone !== 'battlefield' || w.manaCost === null) continue;
        if (!playerIs(ctx, effect, value.whose, w.controller)) continue;
        const cost = parseManaCost(w.manaCost);
        if (cost.ok) for (const symbol of cost.value) if ((symbol.colorMask & wanted) !== 0) n++;
      }
      return n;
    }
    case 'partySize':
      return partySize(
        ctx.objects
          .filter(
            (w) =>
              w.object.zone === 'battlefield' &&
              w.types.includes('Creature') &&
              playerIs(ctx, effect, value.whose, w.controller),
          )
          .map((w) => w.subtypes),
      );
    case 'basicLandTypes': {
      // CR 305.6: Plains, Island, Swamp, Mountain and Forest, each once, on lands as layer 4 left them.
      const types = new Set<string>();
      for (const w of ctx.objects) {
        if (w.object.zone !== 'battlefield' || !w.types.includes('Land')) continue;
        if (!playerIs(ctx, effect, value.whose, w.controller)) continue;
        for (const t of BASIC_LAND_TYPES) if (w.subtypes.includes(t)) types.add(t);
      }
      return types.size;
    }
  }
};

/** CR 700.8: a party's places, one creature each. */
const PARTY = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] as const;

/**
 * CR 700.8a-b: the most places creatures with these subtypes can fill, each creature in one place
 * however many of the types it has: the sets of places filled, grown one creature at a time.
 */
export const partySize = (creatures: readonly (readonly string[])[]): number => {
  let filled = new Set([0]);
  for (const subtypes of creatures) {
    const places = PARTY.map((type, i) => (subtypes.includes(type) ? 1 << i : 0)).filter((p) => p !== 0);
    const next = new Set(filled);
    for (const set of filled) for (const place of places) if ((set & place) === 0) next.add(set | place);
    filled = next;
  }
  let best = 0;
  for (const set of filled) best = Math.max(best, PARTY.filter((_, i) => (set & (1 << i)) !== 0).length);
  return best;
};
