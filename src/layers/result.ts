import type {
  AbilityDef,
  Keyword,
  KeywordQuality,
  ProtectionQuality,
  Restriction,
  StaticPrevention,
} from '../effects/types.js';
import type { CounterPile, ObjectId, PlayerId } from '../state/types.js';
import type { CardType, ZoneName } from '../state/vocabulary.js';
import type { Color } from '../symbols/colors.js';
import type { TraceStep } from './trace.js';
import { type AbilityInstance, isSharedList, TYPE_BIT, type Working } from './working.js';

const CREATURE = TYPE_BIT.Creature;
const PLANESWALKER = TYPE_BIT.Planeswalker;
const BATTLE = TYPE_BIT.Battle;

/**
 * An ability as evaluation reports it (CR 113, 613.1f): its text, whether the engine models it, and
 * why not.
 */
export interface AbilityReport {
  readonly text: string;
  readonly kind: AbilityDef['kind'];
  /** The keyword, for a keyword ability (CR 702). */
  readonly keyword?: Keyword;
  /** The N of a numbered keyword ("Bushido 2", 702.45a). */
  readonly amount?: number;
  /** What it is hexproof from, for "hexproof from [quality]" (702.11d). */
  readonly hexproofFrom?: KeywordQuality;
  /** What it says, for a restriction ability (508.1c-d, 509.1b-c, 614.1d, 502.3). */
  readonly restriction?: Restriction;
  /** What it protects from, for protection from a type, subtype or supertype (702.16a). */
  readonly protection?: { readonly quality: string; readonly from: ProtectionQuality };
  /** What it prevents, for a static prevention ability (615.1a). */
  readonly prevention?: StaticPrevention;
  /** Null for the object's own text; the granting effect's id; or 'landType' (CR 305.6). */
  readonly grantedBy: string | null;
  readonly supported: boolean;
  readonly reason?: string;
}

/** An object's characteristics (CR 109.3) after every layer, with its status (110.5). */
export interface Characteristics {
  readonly id: ObjectId;
  readonly card: string;
  readonly name: string;
  readonly zone: ZoneName;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  readonly manaCost: string | null;
  readonly manaValue: number;
  readonly colors: readonly Color[];
  readonly supertypes: readonly string[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly abilities: readonly AbilityReport[];
  /** Null for an object that isn't a creature (CR 208.3, 302.4). May be negative (107.1b). */
  readonly power: number | null;
  readonly toughness: number | null;
  /** CR 208.4b: after characteristic-defining and setting effects only; null for a noncreature. */
  readonly basePower: number | null;
  readonly baseToughness: number | null;
  readonly loyalty: number | null;
  readonly defense: number | null;
  readonly damage: number;
  readonly counters: readonly CounterPile[];
  readonly tapped: boolean;
  readonly faceDown: boolean;
  readonly attachedTo: ObjectId | null;
}

const reports = new WeakMap<readonly AbilityInstance[], readonly AbilityReport[]>();

/**
 * The abilities behind each list of reports, in its order: the definitions the engine acts on,
 * kept beside the reports rather than in them, so that characteristics stay plain to print.
 */
const behind = new WeakMap<readonly AbilityReport[], readonly AbilityInstance[]>();

/**
 * The abilities an object has, as `c.abilities` reports them and in that order, each with its
 * definition and where it came from (613.1f): its own, or the id of the effect that granted it.
 */
export const abilityInstancesOf = (c: Characteristics): readonly AbilityInstance[] => {
  const found = behind.get(c.abilities);
  // Every Characteristics is made by `toCharacteristics`, which records these.
  if (!found) throw new Error(`the abilities of ${c.id} were not reported by the layers`);
  return found;
};

/** Reports of ability lists made in one evaluation, which several objects may share. */
export type ReportsMade = Map<readonly AbilityInstance[], readonly AbilityReport[]>;

/**
 * Ability reports, made once for each list: remembered across evaluations for a shared list
 * (a card's own abilities, for one), and within this evaluation for the others.
 */
const report = (w: Working, made: ReportsMade): readonly AbilityReport[] => {
  const shared = isSharedList(w.abilities);
  const known = shared ? reports.get(w.abilities) : made.get(w.abilities);
  if (known) return known;
  const fresh = reportOf(w);
  behind.set(fresh, w.abilities);
  if (shared) reports.set(w.abilities, fresh);
  else made.set(w.abilities, fresh);
  return fresh;
};

const reportOf = (w: Working): AbilityReport[] =>
  w.abilities.map((a) => {
    const def = a.def;
    if (def.kind === 'unsupported')
      return { text: def.text, kind: def.kind, grantedBy: a.grantedBy, supported: false, reason: def.reason };
    if (def.kind === 'keyword')
      return {
        text: def.text,
        kind: def.kind,
        keyword: def.keyword,
        ...(def.amount === undefined ? {} : { amount: def.amount }),
        ...(def.hexproofFrom === undefined ? {} : { hexproofFrom: def.hexproofFrom }),
        grantedBy: a.grantedBy,
        supported: true,
      };
    if (def.kind === 'prevention')
      return {
        text: def.text,
        kind: def.kind,
        prevention: def.prevention,
        grantedBy: a.grantedBy,
        supported: true,
      };
    if (def.kind === 'protection')
      return {
        text: def.text,
        kind: def.kind,
        protection: { quality: def.quality, from: def.from },
        grantedBy: a.grantedBy,
        supported: true,
      };
    if (def.kind === 'restriction')
      return {
        text: def.text,
        kind: def.kind,
        restriction: def.restriction,
        grantedBy: a.grantedBy,
        supported: true,
      };
    return { text: def.text, kind: def.kind, grantedBy: a.grantedBy, supported: true };
  });

/** CR 306.5c, 310.4c: on the battlefield, loyalty and defense are the counters on the permanent. */
const onBattlefieldCounted = (
  w: Working,
  typeBit: number,
  counter: string,
  printed: number | null,
): number | null =>
  w.object.zone === 'battlefield' && (w.typeMask & typeBit) !== 0
    ? (w.object.counters.find((c) => c.kind === counter)?.count ?? 0)
    : printed;

/**
 * Reads the final characteristics off the working record. Only creatures have power and
 * toughness (CR 208.3, 302.4): a noncreature's values are dropped even if effects set
 * them (208.3a), and a creature with no value has 0 (208.5).
 */
export const toCharacteristics = (
  w: Working,
  trace: TraceStep[] | null,
  reportsMade: ReportsMade,
): Characteristics => {
  const creature = (w.typeMask & CREATURE) !== 0;
  // CR 208.3: off the battlefield a noncreature keeps printed P/T (a Vehicle card in hand is 3/3).
  const printedOffBattlefield = !creature && w.object.zone !== 'battlefield' && w.power !== null;
  if (!creature && !printedOffBattlefield && (w.power !== null || w.toughness !== null)) {
    trace?.push({
      object: w.object.id,
      layer: 'result',
      rule: '208.3',
      effect: null,
      source: w.name,
      timestamp: null,
      what: 'not a creature, so it has no power or toughness',
      before: `${w.power ?? '-'}/${w.toughness ?? '-'}`,
      after: 'none',
    });
  }
  return {
    id: w.object.id,
    card: w.card,
    name: w.name,
    zone: w.object.zone,
    owner: w.object.owner,
    controller: w.controller,
    manaCost: w.manaCost,
    manaValue: w.manaValue,
    colors: w.colors,
    supertypes: w.supertypes,
    types: w.types,
    subtypes: w.subtypes,
    abilities: report(w, reportsMade),
    power: creature || printedOffBattlefield ? (w.power ?? 0) : null,
    toughness: creature || printedOffBattlefield ? (w.toughness ?? 0) : null,
    basePower: creature || printedOffBattlefield ? (w.basePower ?? 0) : null,
    baseToughness: creature || printedOffBattlefield ? (w.baseToughness ?? 0) : null,
    loyalty: onBattlefieldCounted(w, PLANESWALKER, 'loyalty', w.loyalty),
    defense: onBattlefieldCounted(w, BATTLE, 'defense', w.defense),
    damage: w.object.damage,
    counters: w.object.counters,
    tapped: w.object.tapped,
    faceDown: w.object.faceDown,
    attachedTo: w.object.attachedTo,
  };
};
