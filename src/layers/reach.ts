import type { Condition, EffectDef, Filter, LayerOp, Value } from '../effects/types.js';

/**
 * How far a continuous effect can reach (CR 613): which objects' characteristics it may change
 * or read, in every layer, whether it exists included (611.3b, 613.8a). Evaluation by islands
 * (islands.ts) leans on it: objects no effect links can be evaluated apart.
 * - `own`: its source and the objects it is locked onto (611.2c), nothing else;
 * - `battlefield`: those, and any permanent;
 * - `all`: any object in any zone, or objects not known before the layers run (the effects of
 *   abilities it grants, 613.7a, or that a text change rewrites, 612.1).
 *
 * `context` says whether it also reads what the state holds beside the objects: the turn,
 * combat, and the players' life and counters.
 */
export interface Reach {
  readonly objects: 'own' | 'battlefield' | 'all';
  readonly context: boolean;
}

type Objects = Reach['objects'];

/** The six reaches, made once: a reach is compared and combined as each state is evaluated. */
const REACHES: Readonly<Record<Objects, readonly [Reach, Reach]>> = {
  own: [
    { objects: 'own', context: false },
    { objects: 'own', context: true },
  ],
  battlefield: [
    { objects: 'battlefield', context: false },
    { objects: 'battlefield', context: true },
  ],
  all: [
    { objects: 'all', context: false },
    { objects: 'all', context: true },
  ],
};

const OWN = REACHES.own[0];
const OWN_IN_CONTEXT = REACHES.own[1];
const BATTLEFIELD = REACHES.battlefield[1];
const ALL = REACHES.all[1];

const RANK: Readonly<Record<Objects, number>> = { own: 0, battlefield: 1, all: 2 };

/** What either reaches. */
export const wider = (a: Reach, b: Reach): Reach =>
  REACHES[RANK[a.objects] >= RANK[b.objects] ? a.objects : b.objects][a.context || b.context ? 1 : 0];

const ofDefinitions = new WeakMap<EffectDef, readonly [open: Reach, locked: Reach]>();
const ofConditions = new WeakMap<Condition, Reach>();

/**
 * An effect's reach, worked out once for each definition and condition: `locked`, it applies
 * to the objects it was locked onto (611.2c), not to what its filter matches.
 */
export const reachOf = (def: EffectDef, locked: boolean, condition: Condition | null): Reach => {
  let byLock = ofDefinitions.get(def);
  if (!byLock) {
    const ops = def.ops.reduce((reach, op) => wider(reach, opReach(op)), OWN);
    byLock = [wider(filterReach(def.affects), ops), ops];
    ofDefinitions.set(def, byLock);
  }
  const reach = byLock[locked ? 1 : 0];
  if (condition === null) return reach;
  let read = ofConditions.get(condition);
  if (!read) {
    read = conditionReach(condition);
    ofConditions.set(condition, read);
  }
  return wider(reach, read);
};

/**
 * The objects a filter may match, and what it reads of them: those of its zone (the
 * battlefield unless it says otherwise, 611.3a); only its source with `self`. Its other tests
 * read the matched object, its source, what is attached to either, and combat (301.5, 303.4, 509.1g).
 */
const filterReach = (filter: Filter): Reach => {
  const zone = filter.zone ?? 'battlefield';
  if (filter.self && !filter.attachedToSelf) return OWN_IN_CONTEXT;
  return zone === 'battlefield' ? BATTLEFIELD : ALL;
};

const opReach = (op: LayerOp): Reach => {
  switch (op.kind) {
    case 'setPT':
      return wider(op.power ? valueReach(op.power) : OWN, op.toughness ? valueReach(op.toughness) : OWN);
    case 'modifyPT':
      return wider(valueReach(op.power), valueReach(op.toughness));
    case 'addAbilities':
      // CR 613.7a: a static ability it grants makes effects of its own, which reach who knows where.
      return op.abilities.some((a) => a.kind === 'static' || a.kind === 'cda') ? ALL : OWN;
    case 'changeText':
      // CR 612.1: the abilities it rewrites make other effects.
      return ALL;
    case 'setController':
      // CR 109.5, 102.3: which player "an opponent" or "target player" is.
      return OWN_IN_CONTEXT;
    case 'setTypes':
    case 'setBasicLandTypes':
    case 'setColors':
    case 'addColors':
    case 'setChosenColor':
    case 'loseAllAbilities':
    case 'loseKeywords':
    case 'addChosenColorProtection':
    case 'switchPT':
      // The affected object and its source's choices only (614.12).
      return OWN;
  }
};

/** What a value reads (values.ts): the affected object, its source, or more. */
const valueReach = (value: Value): Reach => {
  switch (value.kind) {
    case 'constant':
    case 'manaValueOfAffected':
    case 'countersOnAffected':
    case 'colorsOfAffected':
    case 'blockingAffected':
    case 'ofAffected':
    case 'x':
    case 'timesKicked':
    case 'colorsSpent':
    case 'manaSpent':
    case 'countersOnSource':
    case 'powerOfSource':
    case 'thatMuch':
    case 'dieResult':
    case 'sacrificed':
    case 'ofThatObject':
    case 'countersOnThatObject':
    case 'cardsThisWay':
      return OWN;
    case 'lifeTotal':
    case 'playerCounters':
    case 'creaturesDiedThisTurn':
    case 'lifeThisTurn':
      return OWN_IN_CONTEXT;
    case 'devotion':
    case 'partySize':
    case 'basicLandTypes':
    case 'attachedToAffected':
      // CR 700.5, 700.8, 305.6, 301.5: permanents.
      return BATTLEFIELD;
    case 'cardTypesAmongCards':
    case 'cardsInHand':
      // CR 205.2a, 402: cards in graveyards and hands.
      return ALL;
    case 'count':
    case 'othersThanAffected':
      return filterReach(value.of);
    case 'colorsAmong':
    case 'greatest':
    case 'total':
    case 'different':
      return filterReach(value.among);
    case 'sum':
      return value.of.reduce((reach, part) => wider(reach, valueReach(part)), OWN);
    case 'negate':
    case 'times':
      return valueReach(value.of);
  }
};

/** What a static ability's condition reads (condition.ts). */
const conditionReach = (condition: Condition): Reach => {
  switch (condition.kind) {
    case 'levelBetween':
    case 'castWith':
    case 'wasCast':
    case 'classLevel':
      return OWN;
    case 'yourTurn':
    case 'youAttackedThisTurn':
    case 'attackedOrBlockedThisCombat':
    case 'dealtDamageToOpponentThisTurn':
    case 'permanentLeftThisTurn':
    case 'plusOneCounterPutThisTurn':
    case 'cityBlessing':
    case 'monarch':
    case 'spellsCastLastTurn':
    case 'lifeThisTurn':
      return OWN_IN_CONTEXT;
    case 'sourceIs':
    case 'attackedWithTotalPower':
      // CR 301.5, 303.4, 508.1: what is attached to it; the attacking creatures.
      return BATTLEFIELD;
    case 'valueAtLeast':
    case 'valueAtMost':
      return valueReach(condition.value);
    case 'thatObjectIs':
    case 'anOpponentHas':
    case 'hasEmblem':
      // Cards in hands and graveyards (anOpponentHas); an object a resolution names; emblems (114.2).
      return ALL;
  }
};
