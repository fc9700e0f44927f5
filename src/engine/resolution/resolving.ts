import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef, Value } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { valueNow } from '../../layers/select.js';
import { effectAmount } from '../../numbers/integers.js';
import { err, map, ok, type Result, rulesError } from '../../result.js';
import type { Answers } from '../../state/answers.js';
import { sameObject } from '../../state/identity.js';
import { manaSpentOf } from '../../state/mana-spent.js';
import type { CostPaid, Ninjutsu, TriggerFacts } from '../../state/stack.js';
import type { GameObject, GameState, LastKnown, ObjectId, PlayerId } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import type { Decisions } from './decision.js';
import { type Became, leftBattlefield } from './left-source.js';
import { selectorOf } from './selector.js';
import { type ReadFor, thatObjectCounters, thatObjectNumber } from './that-object.js';

/** What resolves: a spell (its card, maybe an object) or one ability of an object. */
export interface Source {
  readonly object: GameObject | null;
  readonly name: string;
  readonly abilities: readonly AbilityDef[];
  /** An instant's or sorcery's spell abilities, rather than an activated or triggered ability. */
  readonly spell: boolean;
  /** For a "when [this] dies" trigger, the object its source became in its graveyard (400.7e, left-source.ts). */
  readonly became?: Became;
  /** CR 400.7: when an ability began: an object that entered its zone since is a new one (state/identity.ts). */
  readonly at?: number;
  /** CR 608.2h: an ability's source as it last existed on the battlefield, once it has left. */
  readonly lastKnown?: LastKnown;
  /** An ability's source's id, which still names it once it has ceased to exist (a token, 704.5d, 111.7). */
  readonly id?: ObjectId;
}

/**
 * Who resolves it and what was announced for it (CR 601.2b-c, 602.2b, 603.3c-d), answered as it
 * resolves (608.2d), and what its trigger event fixed (603.2c): everything about a resolution
 * that isn't in the game state.
 */
export interface Resolver extends Answers, TriggerFacts, Ninjutsu, CostPaid {
  /** CR 112.2, 113.8: its controller. */
  readonly controller: PlayerId;
  readonly targets?: readonly string[];
  /** Its number among its source's abilities, for an ability. */
  readonly ability?: number;
}

/** Everything an instruction reads as it is followed (CR 608.2). */
export interface Resolving {
  readonly pool: CardPool;
  /** Every object's characteristics as the resolution began (608.2h). */
  readonly seen: ReadonlyMap<ObjectId, Characteristics>;
  readonly source: Source;
  readonly action: Resolver;
  /** Its targets, checked legal (608.2b); with several instances of "target", the first's. */
  readonly targets: readonly string[];
  /** The same, for each instance of the word "target" in order (115.1), where it has several. */
  readonly targetsByWord?: readonly (readonly string[])[];
  /** Its decisions, handed out in order to the instructions that need one (608.2d); absent is none. */
  readonly decisions?: Decisions;
  /** The rule the resolving ability was put on the stack under: a keyword's (persist, 702.79a). */
  readonly rule?: string;
  /**
   * CR 608.2b: resolving from the stack, its targets are checked again and the illegal ones left
   * alone; otherwise (an effect resolved by name) they are the announced ones, all legal (601.2c).
   */
  readonly recheck?: boolean;
  /**
   * CR 608.2c: the tokens the instruction before this one created, which its "it" names
   * ("Create a 0/0 Fractal token. Put X +1/+1 counters on it."); absent is none.
   */
  readonly created?: readonly ObjectId[];
  /**
   * CR 608.2c: the permanents the last instruction before this one to have players sacrifice
   * had sacrificed, which its "that creature" names ("Target player sacrifices a creature. You gain life equal to that
   * creature's toughness."); absent is none.
   */
  readonly chosen?: readonly ObjectId[];
  /** CR 706.4: the total of the dice the `rollDice` instruction it is inside rolled. */
  readonly rolled?: number;
  /** CR 608.2c: the cards the `fromHandAnyNumber` instruction it is inside revealed or discarded. */
  readonly thisWay?: number;
}

/** The zone a resolving source is expected to be in (608.2h): a spell on the stack, an ability's where it functions. */
const expectedZone = (source: Source): ZoneName => {
  if (source.spell) return 'stack';
  const [ability] = source.abilities;
  const zone = ability && 'zone' in ability ? ability.zone : undefined;
  return zone ?? 'battlefield';
};

/**
 * CR 608.2h: the source's last known information, when it is no longer in the zone it was
 * expected to be in (a "dies" trigger, an ability whose cost sacrificed it); undefined while it is there.
 */
export const sourceLastKnown = (r: Pick<Resolving, 'seen' | 'source'>): LastKnown | undefined => {
  const object = r.source.object;
  const now = object ? r.seen.get(object.id) : undefined;
  const known = r.source.lastKnown ?? object?.lastKnown;
  if (!object || !now || known === undefined) return undefined;
  // CR 400.7: an ability's source that has left and come back is a new object; a spell is its own card.
  const same = r.source.spell || sameObject(object, r.source.at);
  return same && now.zone === expectedZone(r.source) ? undefined : known;
};

/**
 * CR 608.2h: the source's characteristics: its current ones if it is still in the zone it was
 * expected to be in, otherwise its last known information, from the battlefield it left; a
 * card that never was a permanent is read where it is.
 */
export const sourceCharacteristics = (r: Pick<Resolving, 'seen' | 'source'>): Characteristics | undefined => {
  const now = r.source.object ? r.seen.get(r.source.object.id) : undefined;
  if (!now) return ceasedSource(r.source);
  const known = sourceLastKnown(r);
  return known === undefined ? now : { ...now, ...lastKnownCharacteristics(known) };
};

/** CR 608.2h: the characteristics last known information keeps, as a permanent's on the battlefield. */
const lastKnownCharacteristics = (known: LastKnown) => ({
  zone: 'battlefield' as const,
  controller: known.controller,
  power: known.power,
  toughness: known.toughness,
  colors: known.colors,
  types: known.types,
  subtypes: known.subtypes,
  abilities: known.keywords.map((keyword) => ({
    text: keyword,
    kind: 'keyword' as const,
    keyword,
    grantedBy: null,
    supported: true,
  })),
});

/**
 * CR 704.5d, 111.7, 608.2h: a token that left the battlefield and ceased to exist is known only by
 * its last known information ("When this creature dies, it deals 1 damage to any target"). That
 * keeps what the engine reads of a source; it keeps no mana cost or supertype, read as those of a
 * token that copies nothing: none (111.3, mana value 0 by 202.3).
 */
const ceasedSource = (source: Source): Characteristics | undefined => {
  const known = source.lastKnown;
  if (source.object || source.spell || source.id === undefined || known === undefined) return undefined;
  return {
    id: source.id,
    card: source.name,
    name: source.name,
    owner: known.owner ?? known.controller,
    manaCost: null,
    manaValue: 0,
    supertypes: [],
    basePower: known.power,
    baseToughness: known.toughness,
    loyalty: null,
    defense: null,
    damage: 0,
    counters: Object.entries(known.counters).map(([kind, count]) => ({ kind, count, timestamp: 0 })),
    tapped: false,
    faceDown: false,
    attachedTo: known.attachedTo ?? null,
    ...lastKnownCharacteristics(known),
  };
};

/**
 * CR 611.2d, 608.2h: a variable in a resolving effect is fixed once, on resolution. NaN for a
 * value read from the affected object as the layers apply, which a continuous effect keeps.
 */
export const fixValue = (value: Value, r: ReadFor, state: GameState): number => {
  switch (value.kind) {
    case 'constant':
      return value.n;
    case 'x':
      // CR 107.3a, 107.3k: the X announced for this spell or activation.
      return r.action.x ?? 0;
    case 'thatMuch':
      // CR 603.2c, 608.2h: the damage of the trigger event, which the trigger carries.
      return r.action.amount ?? 0;
    case 'dieResult':
      // CR 706.2: the result of the roll this instruction follows (checked in oracle/die-results.ts).
      return r.rolled ?? 0;
    case 'cardsThisWay':
      // CR 608.2c: how many cards the instruction it follows revealed or discarded.
      return r.thisWay ?? 0;
    case 'powerOfSource':
      return sourceCharacteristics(r)?.power ?? 0;
    case 'sacrificed':
      // CR 608.2h: the sacrificed permanent has left the battlefield: its last known information,
      // kept as the cost was paid: the one a cost like "Sacrifice a creature" sacrificed; 0 with none (107.2).
      return r.action.sacrificed?.reduce((total, known) => total + (known[value.of] ?? 0), 0) ?? 0;
    case 'ofThatObject':
      return thatObjectNumber(value, r, state);
    case 'countersOnThatObject':
      return thatObjectCounters(value, r, state);
    case 'timesKicked':
      // CR 702.33d: how the spell that became the resolving ability's source was cast.
      return r.source.object?.choices.kicked ?? 0;
    case 'colorsSpent':
      return r.source.object?.choices.colorsSpent ?? 0;
    case 'manaSpent':
      return manaSpentOf(r.source.object?.choices, value.color);
    case 'sum':
      return value.of.reduce((total, part) => total + fixValue(part, r, state), 0);
    case 'negate':
      return -fixValue(value.of, r, state);
    case 'times':
      return value.n * fixValue(value.of, r, state);
    case 'countersOnSource': {
      // CR 608.2h: a source that has left the battlefield ("When [this] dies", "Sacrifice [this]:")
      // has the counters it had as it left, its last known information; one still there is read
      // as the instruction is followed.
      if (leftBattlefield(r.source))
        return (r.source.lastKnown ?? r.source.object?.lastKnown)?.counters[value.counter] ?? 0;
      const known = sourceLastKnown(r);
      return known ? (known.counters[value.counter] ?? 0) : Number.NaN;
    }
    case 'count':
    case 'cardTypesAmongCards':
    case 'lifeTotal':
    case 'cardsInHand':
    case 'devotion':
    case 'partySize':
    case 'basicLandTypes':
    case 'creaturesDiedThisTurn':
    case 'lifeThisTurn':
    case 'manaValueOfAffected':
    case 'attachedToAffected':
    case 'othersThanAffected':
    case 'countersOnAffected':
    case 'colorsOfAffected':
    case 'blockingAffected':
    case 'colorsAmong':
    case 'playerCounters':
    case 'ofAffected':
    case 'greatest':
    case 'total':
    case 'different':
      return Number.NaN;
  }
};

/**
 * A number fixed as the resolution reads it (611.2d), or else read from the game now (608.2h).
 * "That creature" which has ceased to exist, its last known information lost, is refused.
 */
export const numberNow = (value: Value, r: Resolving, state: GameState): Result<number> => {
  const fixed = fixValue(value, r, state);
  if (!Number.isNaN(fixed)) return ok(fixed);
  if (mentions(value, 'ofThatObject') || mentions(value, 'countersOnThatObject'))
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `${r.source.name}: "that creature" has ceased to exist (704.5d) and its last known information is not kept`,
      ),
    );
  return valueNow(state, r.pool, value, selectorOf(state, r.seen, r.source, r.action));
};

/**
 * A number of damage, life, cards, counters or tokens, fixed as the instruction is followed
 * (608.2h: "for each creature you control" counts them then, in `state`); CR 107.1b makes a
 * negative result 0. X mixed with a count of the game is refused as unsupported.
 */
export const amountOf = (value: Value, r: Resolving, state: GameState): Result<number> => {
  if (mentions(value, 'x') && Number.isNaN(fixValue(value, r, state)))
    return err(
      rulesError('ERR_UNSUPPORTED', `${r.source.name}: an amount mixing X with a number of the game`),
    );
  return map(numberNow(value, r, state), (n) => effectAmount(n, { operation: 'other', target: 'other' }));
};

const mentions = (value: Value, kind: Value['kind']): boolean =>
  value.kind === kind ||
  (value.kind === 'sum' && value.of.some((part) => mentions(part, kind))) ||
  ((value.kind === 'negate' || value.kind === 'times') && mentions(value.of, kind));

/**
 * CR 603.2, 608.2c: the object its trigger event is about ("that creature", "that spell"); an
 * ability that no object triggered (one put on the stack by a board file without it) is refused.
 */
export const triggerObjectOf = (r: Pick<Resolving, 'source' | 'action'>): Result<ObjectId> =>
  r.action.triggerObject === undefined
    ? err(
        rulesError('ERR_ACTION', `${r.source.name}: no object triggered this ability`, {
          path: '$.triggerObject',
          rule: '603.2',
        }),
      )
    : ok(r.action.triggerObject);

/**
 * The controller of the object `id` names: a spell or ability still on the stack, else the
 * permanent or spell as the resolution began (608.2h: its last known information once gone).
 */
export const controllerSeen = (
  state: GameState,
  r: Pick<Resolving, 'seen'>,
  id: ObjectId,
): PlayerId | undefined => state.stack.find((s) => s.id === id)?.controller ?? r.seen.get(id)?.controller;
