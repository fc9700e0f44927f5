import type { SpendRestriction } from '../mana/pool.js';
import type { CardType, Supertype } from '../state/vocabulary.js';
import type { Color } from '../symbols/colors.js';
import type { ActivationWindow } from './activation-windows.js';
import type { ChosenCost } from './chosen-costs.js';
import type { KeywordActionInstruction } from './keyword-actions.js';
import type { LibraryInstruction, PlayerGroup } from './library.js';

/**
 * The effect language: card behaviour as data (CR 604, 611, 613). Hand definitions and
 * the Oracle compiler both produce these records; nothing else knows how a card is worded.
 */

/** Keyword abilities the engine knows (CR 702). */
export const KEYWORDS = [
  'Flying',
  'Reach',
  'First strike',
  'Double strike',
  'Deathtouch',
  'Lifelink',
  'Trample',
  'Vigilance',
  'Haste',
  'Defender',
  'Indestructible',
  'Wither',
  'Infect',
  'Persist',
  'Undying',
  'Changeling',
  'Islandwalk',
  'Forestwalk',
  'Swampwalk',
  'Mountainwalk',
  'Plainswalk',
  /** CR 702.14c: landwalk of a subtype that isn't basic, of a supertype, or of both. */
  'Desertwalk',
  'Legendary landwalk',
  'Nonbasic landwalk',
  'Snow landwalk',
  'Snow swampwalk',
  'Snow forestwalk',
  /** CR 612.2: the snow landwalks a text change makes of those above (Mind Bend on snow swampwalk). */
  'Snow islandwalk',
  'Snow mountainwalk',
  'Snow plainswalk',
  'Protection from black',
  'Split second',
  'Menace',
  'Fear',
  'Intimidate',
  'Shadow',
  'Horsemanship',
  'Skulk',
  'Devoid',
  'Protection from white',
  'Protection from blue',
  'Protection from red',
  'Protection from green',
  'Protection from all colors',
  'Protection from multicolored',
  'Protection from monocolored',
  'Protection from artifacts',
  'Protection from creatures',
  'Protection from enchantments',
  'Protection from lands',
  'Protection from everything',
  'Hexproof',
  'Shroud',
  'Exalted',
  'Flanking',
  'Battle cry',
  'Bushido',
  'Rampage',
  'Flash',
  'Prowess',
  'Bloodthirst',
  'Unleash',
  'Riot',
  'Fading',
  'Devour',
  'Amplify',
  'Convoke',
  'Improvise',
  'Delve',
  'Dethrone',
  'Training',
  'Melee',
  'Evolve',
  /** CR 702.95a: two triggered abilities pairing creatures as either enters (engine/keyword-actions/soulbond.ts). */
  'Soulbond',
  /** CR 702.145b, 702.145e: on the faces of double-faced cards; they transform them as day and night change (730). */
  'Daybound',
  'Nightbound',
  /**
   * CR 702.124a, 702.124h: partner changes deck construction in the Commander variant and
   * functions before the game begins: in a game it is a keyword the permanent has, and no more.
   */
  'Partner',
  /** CR 702.131b: on a permanent; on an instant or sorcery it is a spell ability instead (702.131a). */
  'Ascend',
] as const;
/**
 * A keyword ability the engine knows (CR 702), as printed: `'Flying'`, `'Protection from black'`.
 */
export type Keyword = (typeof KEYWORDS)[number];

/**
 * CR 702.16a, 702.11d: the qualities a protection keyword of `KEYWORDS` names (a colour, all
 * colours or a number of them, a card type, everything), which "hexproof from" names too.
 */
export const KEYWORD_QUALITIES = [
  'white',
  'blue',
  'black',
  'red',
  'green',
  'all colors',
  'multicolored',
  'monocolored',
  'artifacts',
  'creatures',
  'enchantments',
  'lands',
  'everything',
] as const;
/**
 * What a protection or "hexproof from" keyword names (CR 702.16a, 702.11d): a colour, a number of
 * colours, a card type, or everything.
 */
export type KeywordQuality = (typeof KEYWORD_QUALITIES)[number];

/** Keywords written with a number, which their abilities read: "Bushido 2" (702.45a), "Rampage 1" (702.23a). */
export const NUMBERED_KEYWORDS = [
  'Bushido',
  'Rampage',
  'Bloodthirst',
  'Fading',
  'Devour',
  'Amplify',
] as const satisfies readonly Keyword[];
/**
 * A keyword written with a number, which its ability reads: "Bushido 2" (CR 702.45a), "Rampage 1"
 * (702.23a).
 */
export type NumberedKeyword = (typeof NUMBERED_KEYWORDS)[number];

export const isNumberedKeyword = (k: string): k is NumberedKeyword =>
  (NUMBERED_KEYWORDS as readonly string[]).includes(k);

/**
 * CR 118.9, 601.2b: the alternative costs a spell may be cast for: a keyword's (dash 702.109a,
 * evoke 702.74a, blitz 702.152a, flashback 702.34a and escape 702.138a, from its owner's
 * graveyard, disturb 702.146a, from its owner's graveyard by its back face, surge 702.117a, after
 * its caster cast another spell this turn, bestow 702.103a, cast as an Aura spell) or a printed
 * "You may pay [cost] rather than pay this spell's mana cost" (`rather`).
 */
export const ALTERNATIVE_COSTS = [
  'dash',
  'evoke',
  'blitz',
  'flashback',
  'escape',
  'disturb',
  'surge',
  'bestow',
  'rather',
] as const;
/**
 * An alternative cost a spell may be cast for (CR 118.9, 601.2b): a keyword's, or a printed "rather
 * than pay this spell's mana cost" (`rather`).
 */
export type AlternativeCost = (typeof ALTERNATIVE_COSTS)[number];

/**
 * CR 601.2b: the costs a caster may choose to pay as they cast a spell: an alternative cost, a
 * kicker (702.33a, 702.33c), buyback (702.27a), or entwine, to choose all modes (702.42a).
 */
export const CAST_COSTS = [...ALTERNATIVE_COSTS, 'kicker', 'multikicker', 'buyback', 'entwine'] as const;
/**
 * A cost its caster may choose to pay as they cast a spell (CR 601.2b): an alternative cost,
 * kicker, multikicker, buyback or entwine.
 */
export type CastCost = (typeof CAST_COSTS)[number];

/** Who, relative to an effect's source. */
/**
 * `targetPlayer` is read when a spell resolves (CR 611.2c locks the objects then).
 * `defendingPlayer` (the player its source, an attacking creature, attacks: 508.5) and
 * `triggerPlayer` ("that player" of its trigger event: 603.2c) are read by a triggered or
 * activated ability as its targets are chosen and as it resolves, and by nothing else.
 */
export type PlayerRef =
  | 'you'
  | 'opponents'
  | 'any'
  | 'chosenPlayer'
  | 'targetPlayer'
  | 'defendingPlayer'
  | 'triggerPlayer';

/**
 * Which objects an effect applies to. All fields must hold. `zone` defaults to the
 * battlefield (CR 611.3a applies static effects to permanents unless they say otherwise).
 */
export interface Filter {
  readonly self?: boolean;
  readonly other?: boolean;
  /** The object the source is attached to: "enchanted creature", "equipped creature". */
  readonly attachedToSource?: boolean;
  /** Attached to the source itself (CR 301.5, 303.4): "for each Aura attached to it". */
  readonly attachedToSelf?: boolean;
  /** CR 702.95b: the source and the creature it is paired with: "each of those creatures", "both creatures". */
  readonly pairOfSource?: true;
  readonly controller?: PlayerRef;
  readonly owner?: PlayerRef;
  /** All of these card types ("artifact creature"). */
  readonly types?: readonly CardType[];
  readonly notTypes?: readonly CardType[];
  readonly supertypes?: readonly Supertype[];
  readonly notSupertypes?: readonly Supertype[];
  /** Any of these subtypes. */
  readonly subtypes?: readonly string[];
  readonly notSubtypes?: readonly string[];
  /** Any of these colours. */
  readonly colors?: readonly Color[];
  /** At least one of these card types ("artifact or enchantment"). */
  readonly anyTypes?: readonly CardType[];
  /** None of these colours ("nonblack"). */
  readonly notColors?: readonly Color[];
  /** CR 110.5: tapped (true) or untapped (false); a status, not a characteristic. */
  readonly tapped?: boolean;
  readonly zone?: 'battlefield' | 'graveyard' | 'hand' | 'library' | 'exile' | 'stack' | 'anywhere';
  /** CR 202.3: "with mana value N or less". */
  readonly manaValueAtMost?: number;
  /** CR 202.3: "with mana value N or greater". */
  readonly manaValueAtLeast?: number;
  /** CR 105.2a-c: "monocolored" (exactly one colour), "multicolored" (two or more), "colorless" (none). */
  readonly colorCount?: ColorCount;
  /** "creatures with flying": has this keyword now, after layer 6 (613.1f). */
  readonly withKeyword?: Keyword;
  /** "creatures without flying": hasn't this keyword now, after layer 6 (613.1f). */
  readonly withoutKeyword?: Keyword;
  /** "with a +1/+1 counter on it" (122.1): has at least one counter of this kind; a status, not a characteristic. */
  readonly withCounter?: string;
  /** "attacking creatures", "creatures you control that are enchanted": in this state now (506.4, 301.5, 303.4). */
  readonly inState?: SourceState;
  /** "creature tokens" (true, CR 111.1), "nontoken creatures" (false). */
  readonly token?: boolean;
  /** "each creature blocking it": blocking the source (CR 509.1g). */
  readonly blockingSource?: boolean;
  /** "a creature dealt damage by [this] this turn": the source, as the object it is now (400.7), dealt it damage this turn. */
  readonly dealtDamageBySource?: true;
  /** CR 614.12: "of the chosen type", the creature type its source's controller chose as it entered. */
  readonly chosenCreatureType?: true;
  /** CR 614.12: "of the chosen color", the colour chosen as its source entered. */
  readonly chosenColor?: true;
  /** "cards named [this]": the source's name now (201.5b: the name of whatever has the ability). */
  readonly namedAsSource?: true;
  /**
   * "creatures with power 2 or less" (208.1): its power or toughness as the layers have it so
   * far; an effect with one applies to what the bound holds for as that effect is applied (613.8).
   */
  readonly ptBound?: PTBound;
  /** At least one of these holds: "snow and Zombie creatures", each creature that's snow or a Zombie (205.3, 205.4). */
  readonly either?: readonly Filter[];
}

/**
 * A number an effect uses (CR 107): a constant or a count read from the game. An
 * undeterminable value is 0 (CR 107.2, 208.2a).
 */
export type Value =
  | { readonly kind: 'constant'; readonly n: number }
  /** Objects matching a filter, counted across the zone the filter names. */
  | { readonly kind: 'count'; readonly of: Filter }
  /** CR 205.2a card types among cards in these graveyards (Tarmogoyf). */
  | { readonly kind: 'cardTypesAmongCards'; readonly in: 'graveyard'; readonly whose: PlayerRef }
  | { readonly kind: 'lifeTotal'; readonly whose: PlayerRef }
  | { readonly kind: 'cardsInHand'; readonly whose: PlayerRef }
  /**
   * CR 700.5: the mana symbols of any of these colours among the mana costs of the permanents
   * these players control ("your devotion to black", "... to black and red").
   */
  | { readonly kind: 'devotion'; readonly colors: readonly Color[]; readonly whose: PlayerRef }
  /** CR 700.8a-b: the number of creatures in the player's party, the largest a count can make, 0 to 4. */
  | { readonly kind: 'partySize'; readonly whose: PlayerRef }
  /** CR 305.6 (domain): the basic land types among lands the player controls, 0 to 5. */
  | { readonly kind: 'basicLandTypes'; readonly whose: PlayerRef }
  /** CR 700.4: the number of creatures that died this turn (morbid, "for each creature that died this turn"). */
  | { readonly kind: 'creaturesDiedThisTurn' }
  /** CR 119.3, 119.4, 120.3a: the life these players gained (lost) this turn, "the amount of life you gained this turn". */
  | { readonly kind: 'lifeThisTurn'; readonly change: 'gained' | 'lost'; readonly whose: PlayerRef }
  /** The affected object's mana value (CR 202.3): Opalescence, March of the Machines. */
  | { readonly kind: 'manaValueOfAffected' }
  /**
   * Read from each object the effect affects, not from its source (613.4c): the permanents of
   * `of` attached to that object, "for each Equipment attached to it" (301.5, 303.4).
   */
  | { readonly kind: 'attachedToAffected'; readonly of: Filter }
  /**
   * Read from each object the effect affects: the objects of `of` other than that object, "for
   * each other creature you control" said of an enchanted creature or of a group (109.5).
   */
  | { readonly kind: 'othersThanAffected'; readonly of: Filter }
  /** Counters of a kind on the source: level counters (CR 711). */
  | { readonly kind: 'countersOnSource'; readonly counter: string }
  /**
   * Read from each object the effect affects (613.4c): the counters on it, of one kind or, with
   * no kind, of every kind ("for each counter on it", 122.1).
   */
  | { readonly kind: 'countersOnAffected'; readonly counter?: string }
  /** CR 105.2: the colours among the objects a filter matches, 0 to 5 ("for each color among permanents you control"). */
  | { readonly kind: 'colorsAmong'; readonly among: Filter }
  /** Read from each object the effect affects: its colours, 0 to 5 ("for each of its colors", 105.2). */
  | { readonly kind: 'colorsOfAffected' }
  /**
   * Read from each object the effect affects: the creatures blocking it (509.1h), "it gets +1/+1
   * for each creature blocking it" said of a target or a trigger's object.
   */
  | { readonly kind: 'blockingAffected' }
  /** CR 122.1: counters of a kind the players have ("for each poison counter your opponents have"). */
  | { readonly kind: 'playerCounters'; readonly counter: string; readonly whose: PlayerRef }
  /** The source's power now; fixed when a spell or ability resolves (611.2d). */
  | { readonly kind: 'powerOfSource' }
  /**
   * The power or toughness of each object a resolving effect changes, fixed for each as it
   * resolves (608.2h): "gets +X/+0, where X is its power" on a target, and doubling (701.10b),
   * which keeps a negative value (`doubling`, 701.10c, the exception in 107.1b).
   */
  | { readonly kind: 'ofAffected'; readonly of: 'power' | 'toughness'; readonly doubling?: true }
  /**
   * "the greatest power among creatures you control" (208.1, 202.3): the largest among the
   * objects the filter matches now, 0 with none (107.2). Read by resolving instructions only,
   * after the layers: a static ability reading power would read what layer 7 changes.
   */
  | { readonly kind: 'greatest'; readonly of: 'power' | 'toughness' | 'manaValue'; readonly among: Filter }
  /**
   * "creatures you control have total power 8 or greater" (formidable, 208.1): the sum over the
   * objects the filter matches now, a negative power counted as it is (107.1b example); 0 with
   * none (107.2). Read after the layers only, like `greatest`.
   */
  | { readonly kind: 'total'; readonly of: 'power' | 'toughness'; readonly among: Filter }
  /**
   * "three or more creatures with different powers" (coven, 208.1): how many different powers the
   * objects the filter matches have now. Read after the layers only, like `greatest`.
   */
  | { readonly kind: 'different'; readonly of: 'power'; readonly among: Filter }
  /**
   * "the sacrificed creature's power" (608.2h, 113.7a): what the resolving spell's or ability's
   * cost sacrificed, as it last existed on the battlefield; 0 with none (107.2).
   */
  | { readonly kind: 'sacrificed'; readonly of: 'power' | 'toughness' }
  /**
   * "that creature's power" (608.2h, 113.7a): the object named before it, the resolving ability's
   * target, the object its trigger event is about, or the permanent the instruction just before
   * had a player sacrifice (`chosen`: "Target player sacrifices a creature. You gain life equal to
   * that creature's toughness."), as the instruction is followed, or as it last existed on the
   * battlefield once it has left; 0 with none chosen (107.2).
   */
  | {
      readonly kind: 'ofThatObject';
      readonly of: 'power' | 'toughness' | 'manaValue';
      readonly object: 'targets' | 'triggerObject' | 'chosen';
    }
  /**
   * "Then if it has three or more +1/+1 counters on it" (Ordeal of Heliod, 122.1): the counters of
   * a kind on the object named before it, the ability's target or its trigger's object, as the
   * instruction is followed (608.2h), or as it last existed on the battlefield once it has left.
   */
  | {
      readonly kind: 'countersOnThatObject';
      readonly counter: string;
      readonly object: 'targets' | 'triggerObject';
    }
  /** CR 107.3m: the X of the spell that became the source, or of the resolving spell or ability. */
  | { readonly kind: 'x' }
  /**
   * "That much", "that many": the damage or life gained of the event that triggered the resolving
   * ability (CR 603.2c, 608.2h: "Whenever [this] deals damage, you gain that much life").
   */
  | { readonly kind: 'thatMuch' }
  /**
   * CR 706.2, 706.4: "the result", "the total of those results": what the `rollDice` instruction
   * this value is inside rolled, the sum of its dice (checked in oracle/die-results.ts).
   */
  | { readonly kind: 'dieResult' }
  /**
   * CR 701.9a, 701.20a, 608.2c: "the number of cards revealed this way", "for each card discarded
   * this way": the cards the `fromHandAnyNumber` instruction this value is inside revealed or
   * discarded (checked in oracle/this-way.ts).
   */
  | { readonly kind: 'cardsThisWay' }
  /** CR 702.33d: "the number of times it was kicked", the spell that became the source. */
  | { readonly kind: 'timesKicked' }
  /** CR 702.44a: the number of colours of mana spent to cast the spell that became the source (sunburst, converge). */
  | { readonly kind: 'colorsSpent' }
  /**
   * CR 601.2h: "the amount of mana spent to cast it", the spell that became the source (Gyrus,
   * Waker of Corpses); `color`: of that colour only ("three white mana", adamant), or `same`: the
   * most of any one colour ("three mana of the same color").
   */
  | { readonly kind: 'manaSpent'; readonly color?: Color | 'same' }
  | { readonly kind: 'sum'; readonly of: readonly Value[] }
  /** "+N/+N for each ...": N times a count. */
  | { readonly kind: 'times'; readonly n: number; readonly of: Value }
  | { readonly kind: 'negate'; readonly of: Value };

/** What an effect does in one layer (CR 613.1) or sublayer (613.4). */
export type LayerOp =
  /** Layer 2 (613.1b). */
  | { readonly kind: 'setController'; readonly to: PlayerRef }
  /** Layer 4 (613.1d, 205.1a): replace card types, optionally keeping the old ones (205.1b). */
  | {
      readonly kind: 'setTypes';
      /** All of these card types ("artifact creature"). */
      readonly types?: readonly CardType[];
      readonly addTypes?: readonly CardType[];
      readonly subtypes?: readonly string[];
      readonly addSubtypes?: readonly string[];
      /** Every creature type (CR 205.3m, 702.73a). */
      readonly allCreatureTypes?: boolean;
      /** CR 614.12: "is the chosen type in addition to its other types", the source's chosen creature type. */
      readonly addChosenCreatureType?: true;
    }
  /** Layer 4, CR 305.7: the land's subtypes become these basic land types; it loses its abilities. */
  | { readonly kind: 'setBasicLandTypes'; readonly landTypes: readonly string[] }
  /** Layer 5 (613.1e). */
  | { readonly kind: 'setColors'; readonly colors: readonly Color[] }
  | { readonly kind: 'addColors'; readonly colors: readonly Color[] }
  /** CR 614.12, 105.1: "is the chosen color": the colour its source chose as it entered. */
  | { readonly kind: 'setChosenColor' }
  /** Layer 6 (613.1f). */
  | { readonly kind: 'loseAllAbilities' }
  /** Layer 6 (613.1f): "loses flying": every instance of these keywords goes (113.10b). */
  | { readonly kind: 'loseKeywords'; readonly keywords: readonly Keyword[] }
  | { readonly kind: 'addAbilities'; readonly abilities: readonly AbilityDef[] }
  /** CR 614.12, 702.16a: "has protection from the chosen color", the colour its source chose as it entered. */
  | { readonly kind: 'addChosenColorProtection' }
  /**
   * Layer 3 (613.1c, 612.1): its own text, abilities and type line, says `to` wherever it said
   * `from`, a word of `family` used as such (612.2): a colour (by its letter), a basic land
   * type, or a creature type.
   */
  | {
      readonly kind: 'changeText';
      readonly family: TextWordFamily;
      readonly from: string;
      readonly to: string;
    }
  /** Layer 7a (CDA) or 7b (set). */
  | { readonly kind: 'setPT'; readonly power?: Value; readonly toughness?: Value }
  /** Layer 7c (613.4c). */
  | { readonly kind: 'modifyPT'; readonly power: Value; readonly toughness: Value }
  /** Layer 7d (613.4d). */
  | { readonly kind: 'switchPT' };

/**
 * A continuous effect's template (CR 611.1, 613): what it applies to and what it does, layer by
 * layer.
 */
export interface EffectDef {
  readonly affects: Filter;
  readonly ops: readonly LayerOp[];
}

/** A condition on a static ability ("as long as ...", CR 611.3a: it applies while the condition holds). */
export type Condition =
  /** CR 711.2: level symbols; `max` null is "N+". */
  | { readonly kind: 'levelBetween'; readonly min: number; readonly max: number | null }
  /** "as long as seven or more cards are in your graveyard", "as long as you control an artifact". */
  | { readonly kind: 'valueAtLeast'; readonly value: Value; readonly n: number }
  /** "as long as you have no cards in hand". */
  | { readonly kind: 'valueAtMost'; readonly value: Value; readonly n: number }
  /** "as long as it's your turn" (`yours` true), "as long as it's not your turn" (CR 102.1, 500.1). */
  | { readonly kind: 'yourTurn'; readonly yours: boolean }
  /** Raid: "if you attacked this turn": it is your turn and you declared attackers (CR 506.2, 508.1). */
  | { readonly kind: 'youAttackedThisTurn' }
  /**
   * "if [this] attacked or blocked this combat" (Clockwork Avian): it is an attacking or blocking
   * creature of the combat under way, as it stays until the end of combat step ends (506.4, 511.3).
   */
  | { readonly kind: 'attackedOrBlockedThisCombat' }
  /**
   * Pack tactics: "if you attacked with creatures with total power 6 or greater this combat":
   * the current power of the creatures you declared as attackers this combat (508.1) and that are
   * still attacking, not those put onto the battlefield attacking (508.4).
   */
  | { readonly kind: 'attackedWithTotalPower'; readonly atLeast: number }
  /**
   * "if [this] dealt damage to an opponent this turn" (Dunerider Outlaw): an opponent of its
   * controller was dealt damage this turn by it, as the object it is now (400.7; `damagedBy`).
   */
  | { readonly kind: 'dealtDamageToOpponentThisTurn' }
  /** Revolt: "if a permanent you controlled left the battlefield this turn" (`turn.permanentsLeft`). */
  | { readonly kind: 'permanentLeftThisTurn' }
  /** CR 122.6: "if a +1/+1 counter was put on a permanent under your control this turn" (`turn.plusOneCountersPut`). */
  | { readonly kind: 'plusOneCounterPutThisTurn' }
  /** "as long as / if you have the city's blessing": a designation its controller keeps once got (CR 702.131c). */
  | { readonly kind: 'cityBlessing' }
  /** "as long as you have one or more emblems": an emblem its controller owns in the command zone (CR 114.2). */
  | { readonly kind: 'hasEmblem' }
  /** "if you're the monarch" (`you`), "if an opponent is the monarch" (`opponent`) (CR 724.1). */
  | { readonly kind: 'monarch'; readonly who: 'you' | 'opponent' }
  /**
   * The spells cast in the previous turn (601.2i), as werewolves ask: "if no spells were cast
   * last turn" (`none`), "if a player cast two or more spells last turn" (`twoByAPlayer`).
   */
  | { readonly kind: 'spellsCastLastTurn'; readonly amount: 'none' | 'twoByAPlayer' }
  /**
   * Life gained or lost this turn (CR 119.3, 119.4, 120.3a): "if you gained life this turn", "if
   * you gained 4 or more life this turn", "if an opponent lost life this turn" (`who`
   * `opponent`: some one opponent), "if a player lost 4 or more life this turn"; `not`: "if you
   * didn't lose life this turn".
   */
  | {
      readonly kind: 'lifeThisTurn';
      readonly change: 'gained' | 'lost';
      readonly who: 'you' | 'opponent' | 'player';
      readonly atLeast: number;
      readonly not?: true;
    }
  /**
   * "as long as [this] is attacking", "... is equipped": a state of the ability's own object;
   * `not`: "if it isn't renowned" (702.112a). Neither holds once the object has left the battlefield.
   */
  | { readonly kind: 'sourceIs'; readonly state: SourceState; readonly not?: true }
  /**
   * "As long as this permanent's dash cost was paid" (702.109a), "if its evoke cost was paid"
   * (702.74a), "if it was kicked" (`kicker`, 702.33d): how the spell that became the ability's
   * object was cast, kept with the permanent (`EntryChoices`). `kicker`: "if it was kicked with its
   * {1}{U} kicker", that one of its kicker costs, as printed (702.33f).
   */
  | { readonly kind: 'castWith'; readonly cost: AlternativeCost | 'kicker'; readonly kicker?: string }
  /**
   * "If you cast it" (601.2a), "if you cast it from your hand" (`from`): the ability's object is a
   * permanent that was a spell its controller cast, kept with the permanent (`EntryChoices`).
   */
  | { readonly kind: 'wasCast'; readonly from?: 'hand' }
  /**
   * CR 716.2a, 716.2d: "this Class is level N" (an activation restriction) or, with `orGreater`,
   * "as long as this Class is level N or greater"; a permanent without a level is level 1.
   */
  | { readonly kind: 'classLevel'; readonly level: number; readonly orGreater?: true }
  /**
   * "If it's a Cyclops, destroy it." (608.2c): the object "it" names, the resolving spell's or
   * ability's target (or, `attachedTo`, the creature its source equips or enchants: "put a +1/+1
   * counter on equipped creature if it's white"), is one the filter describes as the sentence is
   * followed. Only a resolution names "it"; nothing else reads it.
   */
  | { readonly kind: 'thatObjectIs'; readonly object: 'targets' | 'attachedTo'; readonly filter: Filter }
  /**
   * "as long as an opponent has 10 or less life / no cards in hand / eight or more cards in their
   * graveyard": some one opponent of its controller (102.3) has that many, each counted alone.
   */
  | {
      readonly kind: 'anOpponentHas';
      readonly measure: OpponentMeasure;
      readonly side: 'atLeast' | 'atMost';
      readonly n: number;
    };

/** What "an opponent has" counts: their life total (119.1), the cards in their hand or graveyard. */
export type OpponentMeasure = 'life' | 'cardsInHand' | 'cardsInGraveyard';
export const OPPONENT_MEASURES = [
  'life',
  'cardsInHand',
  'cardsInGraveyard',
] as const satisfies readonly OpponentMeasure[];

/**
 * States of an object a condition reads: attacking or blocking (CR 506.4), unblocked (509.1h),
 * tapped or untapped (110.5), equipped (an Equipment is attached to it, 301.5) or enchanted (an
 * Aura is, 303.4), renowned (a designation, 702.112b), paired (702.95b).
 */
export const SOURCE_STATES = [
  'attacking',
  'unblocked',
  'blocking',
  'tapped',
  'untapped',
  'equipped',
  'enchanted',
  'renowned',
  'paired',
] as const;
/**
 * A state of an object that a condition reads: attacking, blocking (CR 506.4), unblocked (509.1h),
 * tapped (110.5), equipped, enchanted, renowned.
 */
export type SourceState = (typeof SOURCE_STATES)[number];

/** CR 612.2: the kinds of word a text-changing effect replaces. */
export const TEXT_WORD_FAMILIES = ['color', 'basicLandType', 'creatureType'] as const;
/**
 * The kind of word a text-changing effect replaces (CR 612.2): a colour word, a basic land type or
 * a creature type.
 */
export type TextWordFamily = (typeof TEXT_WORD_FAMILIES)[number];

/**
 * The duration of an effect from a resolving spell or ability (CR 611.2). `untilNextUntapStep`:
 * "[it] doesn't untap during its controller's next untap step", ending for each object it is
 * locked to once an untap step of that object's controller has passed (502.3, 611.2a). "For as
 * long as" its source stays on the battlefield (`untilLeavesBattlefield`), "[this] remains
 * tapped" (`whileSourceTapped`), "you control [this]" (`whileYouControlSource`, the effect's
 * controller) or both (`whileYouControlSourceTapped`): it ends when that stops being true and
 * doesn't begin again (611.2b). `untilYourNextTurn`: "until your next turn", ending as the effect's
 * controller's next turn begins (611.2a), or as that turn would have begun if they left (800.4m).
 */
export const DURATIONS = [
  'endOfTurn',
  'untilLeavesBattlefield',
  'permanent',
  'untilNextUntapStep',
  'whileSourceTapped',
  'whileYouControlSource',
  'whileYouControlSourceTapped',
  'untilYourNextTurn',
] as const;
/**
 * How long an effect from a resolving spell or ability lasts (CR 611.2), from "until end of turn"
 * to "for as long as you control [this]".
 */
export type Duration = (typeof DURATIONS)[number];

/** What a resolving spell or ability does (CR 608.2), in order. */
export type Instruction =
  /** Creates a continuous effect that locks onto its targets or the objects the filter matches now (611.2c). */
  | {
      readonly kind: 'createEffect';
      /** `attachedTo`: the object the source is attached to ("enchanted creature gets"). */
      /** `otherAttackers`: each other attacking creature, fixed as it resolves (battle cry, 702.91a). */
      /** `created`: the tokens the instruction before created ("They gain haste", 608.2c). */
      /** `pairedWithTargets`: the creature each target is paired with (702.95b, Joint Assault). */
      readonly on:
        | 'targets'
        | 'self'
        | 'filter'
        | 'triggerObject'
        | 'attachedTo'
        | 'otherAttackers'
        | 'created'
        | 'pairedWithTargets';
      readonly effect: EffectDef;
      readonly duration: Duration;
    }
  /**
   * CR 608.2d, 702.16a: "[it] gains protection from the color of your choice until end of turn":
   * its controller chooses a colour as it resolves (a decision), and the effect created grants
   * protection from that colour until end of turn (514.2).
   */
  | { readonly kind: 'gainChosenColorProtection'; readonly on: 'targets' | 'self' }
  /**
   * CR 608.2d, 205.3m: "Choose a creature type. Creatures of the chosen type get …", "Creatures of
   * the creature type of your choice get …": its controller chooses a creature type as it
   * resolves (a decision), and the effect is created for the creatures of `effect.affects` that
   * are of that type, or with `excluding` that aren't ("Creatures that aren't of the chosen type").
   */
  | {
      readonly kind: 'chosenTypeEffect';
      readonly effect: EffectDef;
      readonly excluding?: true;
      readonly duration: Duration;
    }
  /**
   * CR 608.2d: "[it] [gets -1/-1 and] gains your choice of flying or first strike until end of
   * turn": its controller chooses one of `keywords` as it resolves (a decision), and the effect
   * created grants that keyword, with `alsoOps` (the P/T change), until end of turn (514.2).
   */
  | {
      readonly kind: 'gainChosenKeyword';
      readonly on: 'targets' | 'self';
      readonly keywords: readonly Keyword[];
      readonly alsoOps?: readonly LayerOp[];
    }
  /**
   * CR 612.1, 608.2d: "Change the text of target permanent by replacing all instances of one
   * color word with another [or one basic land type with another]": as it resolves its controller
   * chooses the word to replace, of one of `families`, and its replacement (`to`, when the text
   * names it: "with Vampire"); its targets' text changes for `duration`.
   */
  | {
      readonly kind: 'changeText';
      readonly on: 'targets';
      readonly families: readonly TextWordFamily[];
      readonly to?: string;
      readonly duration: Duration;
    }
  | {
      readonly kind: 'addCounters';
      /**
       * `attachedTo`: the permanent its source, an Aura or Equipment, is attached to (303.4, 301.5);
       * `triggerObject`: the trigger's object, while it is still on the battlefield (603.2, 608.2c);
       * `created`: the token the instruction before created ("Create a 0/0 Fractal token. Put X
       * +1/+1 counters on it.", 608.2c).
       */
      readonly on: 'targets' | 'self' | 'filter' | 'attachedTo' | 'triggerObject' | 'created';
      readonly filter?: Filter;
      readonly counter: string;
      readonly amount: Value;
    }
  /**
   * CR 122.1: "remove N [kind] counters from [it / target creature / each creature you control]":
   * from each permanent as many as it has, at most N (Lichenthrope, Heartmender).
   */
  | {
      readonly kind: 'removeCounters';
      readonly on: 'targets' | 'self' | 'filter' | 'attachedTo' | 'triggerObject' | 'created';
      readonly filter?: Filter;
      readonly counter: string;
      readonly amount: Value;
    }
  /** CR 121.1: its controller draws, or `who`: each opponent, each player, target players, "that player". */
  | { readonly kind: 'drawCards'; readonly amount: Value; readonly who?: PlayerGroup }
  /**
   * CR 603.7a: "[draw a card / sacrifice it] at the beginning of the next turn's upkeep (the next
   * end step, at end of combat)": resolving, it creates a delayed triggered ability that does
   * `instructions` then; or, `at` an event with a stated duration, each time the event occurs
   * until that ends ("When that creature dies this turn, …", 603.7b).
   */
  | {
      readonly kind: 'delayed';
      readonly at: DelayedEvent | DelayedWatch;
      readonly instructions: readonly Instruction[];
      /**
       * CR 608.2c, 603.7c: what its "it" / "that creature" (`triggerObject` in `instructions`)
       * remembers, as the object it is now: the first target, or the token the instruction
       * before created ("Create a 4/4 Angel token. Exile it at the beginning of the next end
       * step."); absent, the trigger's object of the ability that creates it.
       */
      readonly remembers?: 'targets' | 'created';
    }
  /**
   * CR 603.12: "When you do, [instructions]": a reflexive triggered ability, created as this one
   * resolves and triggering at once; it goes on the stack the next time a player would receive
   * priority (603.3), its `targets` chosen then, apart from the resolving ability's.
   */
  | {
      readonly kind: 'reflexive';
      readonly targets?: TargetSpec;
      readonly instructions: readonly Instruction[];
    }
  | {
      readonly kind: 'destroy';
      /** "destroy it", "destroy [this]" (`self`); "destroy that creature": the trigger's object (608.2c). */
      readonly on: 'targets' | 'filter' | 'self' | 'triggerObject';
      readonly filter?: Filter;
      readonly noRegeneration?: boolean;
    }
  /**
   * The source deals damage (CR 120.2) to each target ("any target" is a TargetSpec, 115.4),
   * each opponent of its controller, each creature (other than itself), or its controller.
   */
  | {
      readonly kind: 'dealDamage';
      readonly to: DamageRecipients;
      readonly amount: Value;
      /** Of each creature it names, only those this describes: "each creature defending player controls" (109.4). */
      readonly only?: Filter;
    }
  /**
   * CR 601.2d, 120.2: the source deals `amount` damage divided among its targets: as its
   * controller announced as it went on the stack (`chosen`: each target at least 1, the shares
   * adding up to the amount), or evenly, rounded down, among the targets still legal as it
   * resolves (`evenly`, 107.1a, 608.2b: Fireball).
   */
  | { readonly kind: 'dealDividedDamage'; readonly amount: Value; readonly division: Division }
  /**
   * CR 601.2d, 115.7f: `amount` counters of a kind distributed among its targets, as its
   * controller announced as it went on the stack (each target at least 1, the shares adding up
   * to the amount); a target illegal as it resolves gets none of its share (608.2b).
   */
  | { readonly kind: 'distributeCounters'; readonly counter: string; readonly amount: Value }
  /**
   * "Target creature deals damage to itself equal to its power", "Each creature ...": each such
   * creature, still there, is the source of damage to itself (CR 120.2), its power as it
   * resolves (608.2h), all at once.
   */
  | { readonly kind: 'damageItselfByPower'; readonly on: 'targets' | 'eachCreature' }
  /**
   * CR 120.2, 608.2h: "That creature deals damage equal to its power to [this]" (Karplusan Yeti):
   * the target, still legal and on the battlefield, is the source of damage equal to its power now.
   */
  | { readonly kind: 'targetDealsPowerDamageToSelf' }
  /**
   * CR 120.2, 608.2h: "That creature deals damage equal to its power to its controller"
   * (Backlash): the target, still legal and on the battlefield, deals damage equal to its power
   * now to the player who controls it now.
   */
  | { readonly kind: 'targetDealsPowerDamageToItsController' }
  /**
   * The controller of the spell or ability gains life (CR 119.3); with `who`, the controller of
   * its target as the resolution began ("Its controller gains life equal to its power", 608.2h).
   */
  | { readonly kind: 'gainLife'; readonly amount: Value; readonly who?: 'targetsController' }
  /**
   * CR 119.3: its controller, each opponent, each target player, each player, "that player" of
   * its trigger event, or the defending player of its source, an attacking creature (506.2;
   * afflict, 702.130a), loses life.
   */
  | {
      readonly kind: 'loseLife';
      readonly who: PlayerGroup | 'defendingPlayer';
      readonly amount: Value;
      /** CR 702.101a: "and you gain life equal to the total life lost this way" (extort). */
      readonly youGainTotal?: true;
    }
  /**
   * CR 702.131a: ascend on an instant or sorcery: if its controller controls ten or more
   * permanents as it resolves, they get the city's blessing for the rest of the game.
   */
  | { readonly kind: 'ascend' }
  /**
   * CR 724.1, 724.3: "you become the monarch": its controller becomes the monarch, and whoever was
   * ceases to be; `triggerObjectController` is the monarch's inherent trigger's "its controller
   * becomes the monarch" (724.2), the controller of the creature that dealt the damage.
   */
  | { readonly kind: 'becomeMonarch'; readonly who?: 'triggerObjectController' }
  /**
   * CR 701.15a: goad its targets, "that creature" of its trigger event, or each permanent the
   * filter matches: each is goaded by the instruction's controller until their next turn.
   */
  | {
      readonly kind: 'goad';
      readonly on: 'targets' | 'filter' | 'triggerObject';
      readonly filter?: Filter;
    }
  /**
   * CR 701.26a-b: tap or untap its targets, its source, what its source is attached to (303.4),
   * or each permanent `filter` describes ("untap all creatures you control").
   */
  | {
      readonly kind: 'tap';
      readonly on: 'targets' | 'self' | 'attachedTo' | 'filter';
      readonly filter?: Filter;
    }
  | {
      readonly kind: 'untap';
      readonly on: 'targets' | 'self' | 'attachedTo' | 'filter';
      readonly filter?: Filter;
    }
  /** CR 701.26a-b, 608.2d: tap or untap them, which one its controller chooses as it resolves. */
  | { readonly kind: 'tapOrUntap'; readonly on: 'targets' | 'self' | 'attachedTo' }
  /**
   * CR 701.21a: its source goes to its owner's graveyard; not destruction (no regeneration or
   * indestructible). Only the ability's controller sacrifices it, if they control it; with `by`,
   * whoever controls it then ("Its controller sacrifices it at the beginning of the next end step").
   */
  | { readonly kind: 'sacrifice'; readonly on: 'self' | 'triggerObject'; readonly by?: 'itsController' }
  /** To its owner's hand: a zone change, so it becomes a new object (CR 400.7). */
  | { readonly kind: 'returnToHand'; readonly on: 'targets' | 'self' | 'triggerObject' }
  /** CR 701.3a: attach the source (an Aura, Equipment or Fortification) to its target; Equip (702.6a). */
  | { readonly kind: 'attach'; readonly on: 'targets' }
  /** CR 701.13a, 406.2: to the exile zone. */
  | { readonly kind: 'exile'; readonly on: 'targets' | 'self' | 'triggerObject' }
  /**
   * "Exile [it], then return it to the battlefield under its owner's control": each is exiled
   * (701.13a) and the card it became there returned as a new object (400.7j, 400.7), at once or,
   * `atNextEndStep`, by a delayed triggered ability (603.7a) that returns the card (`returnExiled`).
   */
  | ({
      readonly kind: 'flicker';
      readonly on: 'targets' | 'self';
      readonly atNextEndStep?: true;
    } & ReturnedAs)
  /**
   * CR 614.1a: "If that creature would die this turn, exile it instead": a replacement effect on
   * each target still on the battlefield, for this turn (514.2).
   */
  | { readonly kind: 'exileIfDies'; readonly on: 'targets' }
  /**
   * CR 701.13a, 601.3, 305.1: "Exile the top N cards of your library. Until end of turn, you may
   * play those cards": its controller exiles them, and may play (or only cast, `castOnly`) them
   * from exile until the permission ends (611.2a), or they leave exile (400.7).
   */
  | {
      readonly kind: 'exileToPlay';
      readonly amount: number;
      readonly until: PlayPermissionEnd;
      readonly castOnly?: true;
    }
  /**
   * CR 603.7, 400.7j: a delayed triggered ability's "return it to the battlefield": its object,
   * the card its creating ability exiled, if it is still that card in exile (603.7c).
   */
  | ({ readonly kind: 'returnExiled' } & ReturnedAs)
  /** CR 111.1-111.3: create a token, whose characteristics are the pool card named here. */
  | { readonly kind: 'createToken'; readonly token: string }
  /**
   * CR 111.1-111.4: its controller creates `amount` tokens with the characteristics the text
   * defines (111.3), tapped if it says so; predefined tokens (111.10) come with theirs.
   * `creator`: "Its controller creates ...": the controller of its one target creates them
   * (111.2); "target opponent / each opponent / each player / that player creates ...": each of
   * those players creates `amount` of them, and owns and controls those (111.2).
   * `size`: "an X/X … token": its power and toughness are each this number, fixed as the
   * instruction is followed (107.3a, 608.2h).
   * `attacking`: "that's [tapped and] attacking": put onto the battlefield attacking (508.4).
   */
  | {
      readonly kind: 'createTokens';
      readonly token: TokenDef;
      readonly amount: Value;
      readonly size?: Value;
      readonly tapped?: boolean;
      readonly creator?: 'targetsController' | Exclude<PlayerGroup, 'you'>;
      readonly attacking?: true;
    }
  /**
   * CR 114.2: "You get an emblem with "…"" (`you`), "Target opponent gets an emblem with "…""
   * (`targets`): each of those players puts an emblem with those abilities into the command zone.
   */
  | { readonly kind: 'getEmblem'; readonly who: 'you' | 'targets'; readonly emblem: EmblemDef }
  /** CR 701.19a: "Regenerate [permanent]": a shield replacing its next destruction this turn. */
  | { readonly kind: 'regenerate'; readonly on: 'self' | 'targets' | 'attachedTo' }
  /**
   * CR 605: a mana ability's effect, such as the intrinsic "{T}: Add {G}" of a Forest (305.6).
   * A list is a choice the controller makes as it resolves (608.2d): "Add {R} or {G}" is
   * ['{R}', '{G}'], "Add one mana of any color" the five colours (106.1a), "Add three mana of
   * any one color" ['{W}{W}{W}', ...]. Activations and resolutions carry the choice as `mana`.
   * `spendOnly`: "Spend this mana only to cast a creature spell": each unit added carries it (106.6).
   */
  | {
      readonly kind: 'addMana';
      readonly mana: string | readonly string[];
      readonly times?: Value;
      readonly spendOnly?: SpendRestriction;
      /** CR 614.12: "one mana of the chosen color": of `mana`, the colour its source chose as it entered. */
      readonly ofChosenColor?: true;
    }
  /**
   * CR 122.1: its controller gets `amount` counters of a kind: "you get {E}{E}" (energy,
   * 107.14), "you get a poison counter".
   */
  | { readonly kind: 'getCounters'; readonly counter: string; readonly amount: Value }
  /** CR 701.46a: "Adapt N": if its source has no +1/+1 counters on it, put N +1/+1 counters on it. */
  | { readonly kind: 'adapt'; readonly amount: Value }
  /**
   * CR 122.5: move a [kind] counter `from` its source or the first instance of "target"'s target
   * `to` another object: the trigger event's (graft, 702.58a), its source, the first or the
   * second instance's target (115.1); if either can't be done, neither is.
   */
  | {
      readonly kind: 'moveCounter';
      readonly counter: string;
      readonly from: 'self' | 'targets';
      readonly to: 'triggerObject' | 'self' | 'targets' | 'secondTarget';
    }
  /**
   * CR 702.32a: "Remove a [kind] counter from [its source]. If you can't, [otherwise]."; "… If you
   * do, [ifDone]" (Clockwork Hydra, 608.2c): what follows once the counter is removed.
   */
  | {
      readonly kind: 'removeCounter';
      readonly counter: string;
      readonly ifDone: readonly Instruction[];
      readonly otherwise: readonly Instruction[];
    }
  /** "Remove all [kind] counters from [this]": every counter of that kind on its source, if there (608.2h). */
  | { readonly kind: 'removeAllCounters'; readonly counter: string }
  /** CR 701.37a: "Monstrosity N": if its source isn't monstrous, put N +1/+1 counters on it and it becomes monstrous. */
  | { readonly kind: 'monstrosity'; readonly amount: Value }
  /** CR 701.27a: "transform [this]": its source, if it can (701.27c, 701.27f, 702.145b). */
  | { readonly kind: 'transform' }
  /**
   * CR 702.84a: unearth's effect: "Return this card from your graveyard to the battlefield. It
   * gains haste. Exile it at the beginning of the next end step. If it would leave the
   * battlefield, exile it instead of putting it anywhere else." (engine/keyword-actions/unearth.ts)
   */
  /**
   * CR 701.6a: counter each target spell or ability, or the one a trigger event is about (ward's
   * "counter that spell or ability", 702.21a): it leaves the stack without resolving.
   */
  | { readonly kind: 'counter'; readonly on: 'targets' | 'triggerObject' }
  /** CR 716.2a: a class level bar's "This Class's level becomes N", of its source. */
  | { readonly kind: 'becomeLevel'; readonly level: number }
  /**
   * CR 115.1: instructions acting on the targets of a later instance of the word "target" (its
   * number in order, the first being 0) rather than the first's: Consume Strength's "Another
   * target creature gets -2/-2 until end of turn."
   */
  | { readonly kind: 'ofTargetWord'; readonly word: number; readonly instructions: readonly Instruction[] }
  | { readonly kind: 'unearth' }
  /**
   * CR 702.49a, 702.49c: ninjutsu's "Put this card onto the battlefield from your hand tapped and
   * attacking", attacking what the creature returned for its cost attacked, unblocked.
   */
  | { readonly kind: 'ninjutsu' }
  /**
   * CR 707.2, 111.1: "create a token that's a copy of target creature[, except ...]": for each
   * target, or for the trigger's object ("that creature", 603.2), its controller creates a token
   * with that object's copiable values (707.3), then the exceptions, which become copiable
   * values of the token (707.9b).
   */
  | {
      readonly kind: 'tokenCopy';
      readonly on: 'targets' | 'triggerObject';
      readonly except?: CopyException;
    }
  /**
   * CR 707.9b, 111.1: its controller creates a token that's a copy of the ability's own card,
   * except that it has these colours, these subtypes in addition to its own, this power and
   * toughness if given, and no mana cost: embalm (702.128a) and eternalize (702.129a).
   */
  | {
      readonly kind: 'tokenCopyOfSelf';
      readonly colors: readonly Color[];
      readonly addSubtypes: readonly string[];
      readonly power?: number;
      readonly toughness?: number;
    }
  /**
   * CR 702.100a: evolve's intervening "if that creature's power is greater than this creature's
   * power and/or that creature's toughness is greater than this creature's toughness" (603.4),
   * checked again as it resolves, then "put a +1/+1 counter on this creature".
   */
  | { readonly kind: 'evolve' }
  /**
   * CR 702.95a, 702.95c: soulbond's "you may pair this creature with another unpaired creature
   * you control" (`chosen`: its controller chooses which) or "you may pair that creature with this
   * creature" (`triggerObject`): asked (the resolution's `may`, 603.5) only if both are still
   * unpaired creatures on the battlefield under the ability's controller (603.4); else nothing.
   */
  | { readonly kind: 'pair'; readonly with: 'chosen' | 'triggerObject' }
  /** CR 702.112a: renown's "put N +1/+1 counters on it and it becomes renowned", on its source. */
  | { readonly kind: 'renown'; readonly amount: Value }
  /**
   * CR 615.7, 615.1a: "Prevent the next N damage / all damage that would be dealt to [its
   * targets, its source, you] this turn": a prevention shield on each, for this turn (514.2).
   * `damage` 'by' shields damage the object deals instead ("dealt by ~"); `amount` absent is all.
   * `on` 'all' is a shield around all damage, whoever deals it to whom (Fog's "Prevent all combat
   * damage that would be dealt this turn"), `damage` then saying nothing more.
   */
  | {
      readonly kind: 'preventDamage';
      readonly on: 'targets' | 'self' | 'you' | 'all';
      readonly damage: 'to' | 'by' | 'toAndBy';
      readonly amount?: Value;
      readonly combatOnly?: true;
    }
  /**
   * CR 603.5, 608.2d, 118.12: a choice its controller makes as it resolves. "You may [do X]" is
   * `ifDone` [X]; "You may pay {1}. If you do, [Y]" pays `pay` from their mana pool (118.12: a
   * cost paid on resolution) and then follows `ifDone` [Y]; "[Z] unless you pay {1}" is
   * `otherwise` [Z] (118.12a). The answer comes with the `resolve` or `activate` action as `may`.
   * `payLife` is a life payment (119.4); `payTimes` pays the cost that many times, counted as it
   * is paid ("{1} for each age counter on it", cumulative upkeep, 702.24a).
   */
  /**
   * CR 700.2: "Choose one —" (`min` = `max` = 1), "Choose one or both —" (1 to 2), "Choose two —":
   * modes chosen as it is put on the stack (700.2a-b), each with its own targets (700.2c). The
   * action names them as `modes`.
   */
  | { readonly kind: 'modal'; readonly min: number; readonly max: number; readonly modes: readonly Mode[] }
  /**
   * CR 705.2: "Flip a coin. If you win the flip, [sentence]. If you lose the flip, [sentence]."
   * Its controller flips as it is followed; the generator in the state (`seed`) decides.
   */
  | {
      readonly kind: 'flipCoin';
      readonly ifWon: readonly Instruction[];
      readonly ifLost: readonly Instruction[];
    }
  /**
   * CR 706.1, 706.4: "Roll a six-sided die. [sentences]": its controller rolls `count` dice of
   * `sides` sides from the state's generator (`seed`), then follows `after`, whose `dieResult`
   * is the total of the results.
   */
  | {
      readonly kind: 'rollDice';
      readonly count: Value;
      readonly sides: number;
      readonly after: readonly Instruction[];
    }
  /**
   * "Reveal any number of green cards in your hand. [sentences]", "Discard any number of cards.
   * [sentences]": its controller chooses any number of the cards in their hand that `filter`
   * describes (608.2d), none too, and reveals (701.20a) or discards (701.9a) them; then follows
   * `after`, whose `cardsThisWay` is how many.
   */
  | {
      readonly kind: 'fromHandAnyNumber';
      readonly verb: 'reveal' | 'discard';
      readonly filter: Filter;
      readonly after: readonly Instruction[];
    }
  /**
   * CR 608.2c, 608.2h: "If [condition], [sentence]." read as it is followed: `ifHolds` if the condition
   * holds at that moment, else `otherwise`, the earlier sentence that "[sentence] instead" replaces.
   */
  | {
      readonly kind: 'conditional';
      readonly condition: Condition;
      readonly ifHolds: readonly Instruction[];
      readonly otherwise: readonly Instruction[];
    }
  | {
      readonly kind: 'optional';
      /**
       * CR 118.12a: "[Z] unless its controller pays `{3}`", "... unless that player pays `{2}`" (ward,
       * 702.21a): the player who chooses and pays is the controller of its target, or of the
       * spell or ability its trigger event is about, rather than its own controller.
       */
      readonly payer?: OtherPayer;
      readonly pay?: string;
      readonly payLife?: number;
      /** "you may pay `{E}{E}`" (107.14): energy counters removed from its controller. */
      readonly payEnergy?: number;
      readonly payTimes?: Value;
      /**
       * CR 118.12: "you may [do X]. If you do, [Y]": X is a cost done on resolution, before
       * `ifDone`; only one its controller can do fully may be chosen (118.3). Discarding cards
       * or sacrificing the source.
       */
      readonly cost?: readonly CostInstruction[];
      readonly ifDone: readonly Instruction[];
      readonly otherwise: readonly Instruction[];
    }
  /**
   * CR 701.21a, 608.2d: each player named chooses `amount` permanents they control that the
   * filter describes, as many as they can (609.3), and sacrifices them or returns them to their
   * owner's hand, all at once: "sacrifice a creature", "each player sacrifices a creature",
   * "return a red or green creature you control to its owner's hand" (a decision).
   */
  | ChosenPermanents
  /** Scry, surveil, mill, discard (effects/library.ts). */
  | LibraryInstruction
  /** Explore and the other keyword actions needing more than a counter (effects/keyword-actions.ts). */
  | KeywordActionInstruction;

/** How long a card may be played from exile (CR 611.2a): through this turn, or through its player's next turn. */
export const PLAY_PERMISSION_ENDS = ['endOfTurn', 'endOfYourNextTurn'] as const;
/** How long a card may be played from exile (CR 611.2a): through this turn, or through its player's next turn. */
export type PlayPermissionEnd = (typeof PLAY_PERMISSION_ENDS)[number];

/**
 * How a card is returned to the battlefield: "tapped" (614.1d), "transformed" (its back face up,
 * 712.14a), "under its owner's control" rather than the ability's controller's (610.3c).
 */
export interface ReturnedAs {
  readonly tapped?: true;
  readonly transformed?: true;
  readonly underOwner?: true;
}

/** Who controls the spell or ability a "becomes the target" trigger waits for, seen from the ability's controller. */
export const TARGETING_CONTROLLERS = ['you', 'opponents', 'any'] as const;
/**
 * Who controls the spell or ability a "becomes the target" trigger waits for (CR 603.2), seen from
 * the ability's controller.
 */
export type TargetingController = (typeof TARGETING_CONTROLLERS)[number];

/** Who pays a cost on resolution other than its controller: see `optional`'s `payer`. */
export const OTHER_PAYERS = ['targetsController', 'triggerController'] as const;
/**
 * Who pays a cost on resolution instead of the ability's controller (CR 118.12): the targets'
 * controller or the trigger's player.
 */
export type OtherPayer = (typeof OTHER_PAYERS)[number];

/** What a `chosenPermanents` instruction does with the permanents chosen. */
export const CHOSEN_PERMANENT_VERBS = ['sacrifice', 'returnToHand'] as const;
/**
 * What a `chosenPermanents` instruction does with the permanents chosen: sacrifice them (CR
 * 701.21a) or return them to their owner's hand.
 */
export type ChosenPermanentVerb = (typeof CHOSEN_PERMANENT_VERBS)[number];

/**
 * CR 701.21a, 608.2d: each player named chooses `amount` permanents they control that `filter`
 * describes, as many as they can (609.3), and sacrifices them or returns them to their owner's hand,
 * all at once: "each player sacrifices a creature".
 */
export interface ChosenPermanents {
  readonly kind: 'chosenPermanents';
  readonly verb: ChosenPermanentVerb;
  readonly who: PlayerGroup;
  readonly amount: Value;
  readonly filter: Filter;
  /** CR 702.110b: exploit's sacrifice: the ability's source exploits the creature sacrificed. */
  readonly exploit?: true;
}

/**
 * CR 111.3, 111.4: the characteristics an effect defines for a token; they are its copiable
 * values and it has no others (no mana cost, so mana value 0, 202.3b). Its name is the one
 * given, or else its subtypes and the word "Token".
 */
export interface TokenDef {
  readonly name: string;
  readonly colors: readonly Color[];
  readonly supertypes?: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly power?: number;
  readonly toughness?: number;
  readonly abilities: readonly AbilityDef[];
}

/**
 * CR 114.1-114.3: an emblem, an object with abilities and no other characteristics (no name,
 * types, mana cost or colour), each ability functioning in the command zone (114.4).
 */
export interface EmblemDef {
  readonly abilities: readonly AbilityDef[];
}

/**
 * A cost done on resolution (CR 118.12): its controller discards cards, sacrifices the source, or
 * exiles the ability's target card from a graveyard ("you may exile target creature card from a
 * graveyard. If you do, ...").
 */
export type CostInstruction =
  | {
      readonly kind: 'discard';
      readonly who: 'you';
      readonly amount: Value;
      readonly filter?: Filter;
      /** "unless you discard a card at random" (701.9b). */
      readonly atRandom?: true;
    }
  | { readonly kind: 'sacrifice'; readonly on: 'self' }
  | { readonly kind: 'fromGraveyard'; readonly on: 'targets'; readonly to: 'exile' }
  /** "sacrifice it unless you return another creature you control to its owner's hand / sacrifice a Forest". */
  | (ChosenPermanents & { readonly who: 'you' });

/** One mode of a modal spell or ability (CR 700.2): its targets, if any, and what it does. */
export interface Mode {
  /**
   * Its targets: the action's targets are split among the chosen modes by their numbers
   * (700.2c); a variable number only where no chosen mode after it can have targets, so that
   * it takes those announced beyond the others'.
   */
  readonly targets: TargetSpec | null;
  readonly instructions: readonly Instruction[];
}

/** How a `dealDividedDamage` instruction divides its damage (CR 601.2d, 107.1a). */
export const DIVISIONS = ['chosen', 'evenly'] as const;
/**
 * How a `dealDividedDamage` instruction divides its damage (CR 601.2d, 107.1a): as the caster
 * chooses, or evenly.
 */
export type Division = (typeof DIVISIONS)[number];

/** Whom a `dealDamage` instruction's damage goes to. */
export const DAMAGE_RECIPIENTS = [
  'targets',
  'eachOpponent',
  'eachCreature',
  'eachOtherCreature',
  /** "each creature without flying" / "with flying": read as it resolves (608.2h, 613.1f). */
  'eachCreatureWithoutFlying',
  'eachCreatureWithFlying',
  /** CR 120.2: "each creature and each player", "each player". */
  'eachCreatureAndPlayer',
  'eachPlayer',
  'you',
  /** "that player": the player of its trigger event (603.2c), whose step began (603.2b). */
  'triggerPlayer',
] as const;
/**
 * Whom a `dealDamage` instruction deals its damage to (CR 120.2): its targets, each opponent, each
 * creature, each player and so on.
 */
export type DamageRecipients = (typeof DAMAGE_RECIPIENTS)[number];

/**
 * CR 702.16a: a protection's quality that is a card type, subtype or supertype rather than a
 * colour ("protection from Dragons", "from instants", "from legendary creatures"): every part
 * given must hold; it has all of `types` and `supertypes`, any one of `subtypes`, none of `notSubtypes`.
 */
export interface ProtectionQuality {
  readonly types?: readonly CardType[];
  readonly subtypes?: readonly string[];
  readonly notSubtypes?: readonly string[];
  readonly supertypes?: readonly Supertype[];
}

/** CR 105.2a-c: how many colours an object is, as a filter word names it. */
export const COLOR_COUNTS = ['colorless', 'monocolored', 'multicolored'] as const;
/**
 * How many colours an object is, as a filter word names it (CR 105.2a-c): colorless, monocolored,
 * multicolored.
 */
export type ColorCount = (typeof COLOR_COUNTS)[number];

/**
 * The abilities a card can have, as data (CR 113): keywords, static, activated and triggered
 * abilities and spell effects.
 */
export type AbilityDef =
  | {
      readonly kind: 'keyword';
      readonly keyword: Keyword;
      readonly text: string;
      /** The N of a numbered keyword ("Bushido 2"), present exactly for NUMBERED_KEYWORDS. */
      readonly amount?: number;
      /** CR 702.11d: "Hexproof from [quality]", a hexproof ability: only with the keyword Hexproof. */
      readonly hexproofFrom?: KeywordQuality;
    }
  /** CR 702.16a: protection from a quality no keyword of `KEYWORDS` names; `quality` is its words ("Dragons"). */
  | {
      readonly kind: 'protection';
      readonly text: string;
      readonly quality: string;
      readonly from: ProtectionQuality;
    }
  /** CR 604.3: functions in every zone; applied first in its layer (613.3). */
  | { readonly kind: 'cda'; readonly text: string; readonly effect: EffectDef }
  /** CR 604.1: a static ability generating a continuous effect while its object is on the battlefield. */
  | {
      readonly kind: 'static';
      readonly text: string;
      readonly effect: EffectDef;
      /**
       * CR 611.3a: "Otherwise, it gets -3/-3" after "Enchanted creature gets +3/+3 as long as it's a
       * Zombie": the same ability's effect on what `effect` leaves out, the quality negated.
       */
      readonly otherwise?: EffectDef;
      readonly condition?: Condition;
      /**
       * CR 113.6b: it functions only while its card is in a graveyard ("As long as [this] is in
       * your graveyard, ..."); 114.4: an emblem's, in the command zone; absent is the battlefield.
       */
      readonly zone?: 'graveyard' | 'command';
      /**
       * CR 701.15b: what it affects is goaded by its controller while it applies ("Enchanted
       * creature gets +1/+1 and is goaded"), a designation and not an ability.
       */
      readonly goads?: true;
    }
  /** The effect of an instant or sorcery as it resolves. */
  | {
      readonly kind: 'spell';
      readonly text: string;
      readonly targets: TargetSpec | null;
      readonly instructions: readonly Instruction[];
    }
  /** CR 602: an activated ability. */
  | {
      readonly kind: 'activated';
      readonly text: string;
      /**
       * The symbols of its cost, comma-separated: `{T}`, `{Q}`, mana, or a loyalty symbol that
       * makes it a loyalty ability (606.2); '' for none.
       */
      readonly cost: string;
      /** The parts of its cost that aren't symbols (CR 118.1), paid with the symbols (601.2h). */
      readonly extraCosts?: readonly CostPart[];
      /**
       * CR 602.5d: "Activate only as a sorcery" (level up, 702.87a); CR 602.5b: "Activate only
       * during your turn" (`yourTurn`).
       */
      readonly timing?: 'sorcery' | 'yourTurn';
      /**
       * CR 113.6b, 113.6m: the zone it functions only in, a hand (cycling, 702.29a; "Discard
       * [this]") or a graveyard (unearth, 702.84a; "Return [this] from your graveyard"); absent
       * is the battlefield.
       */
      readonly zone?: AbilityZone;
      /** CR 602.5b: "Activate only once each turn", tracked per object (`activatedTurn`). */
      readonly oncePerTurn?: true;
      /** CR 602.5b: "Activate no more than twice each turn" (2), tracked per object (`activatedCount`). */
      readonly maxPerTurn?: number;
      /** CR 602.5b: "Activate only during your upkeep", "... during combat" (effects/activation-windows.ts). */
      readonly window?: ActivationWindow;
      /** CR 602.5b: "Activate only if [condition]", checked as it is activated. */
      readonly onlyIf?: Condition;
      /**
       * CR 602.2: "Any player may activate this ability": not only its controller. The player
       * who activates it pays its cost and controls it on the stack (113.8); "during their
       * turn" and "as a sorcery" then mean that player's turn.
       */
      readonly anyPlayer?: true;
      readonly targets: TargetSpec | null;
      readonly instructions: readonly Instruction[];
    }
  /** CR 702.5: "Enchant [object]", what an Aura may be attached to. */
  | { readonly kind: 'enchant'; readonly text: string; readonly filter: Filter }
  /** CR 702.122: "Crew N", tapping creatures with total power N or more makes the Vehicle an artifact creature. */
  | { readonly kind: 'crew'; readonly text: string; readonly power: number }
  /**
   * CR 701.43d: "You may exert [this creature] as it attacks", an optional cost to attack (508.1g)
   * its controller pays by naming it as attackers are declared; `whenYouDo` is the linked "When
   * you do, [effect]" printed with it (607.2h), a reflexive triggered ability (603.12).
   */
  | {
      readonly kind: 'exert';
      readonly text: string;
      readonly whenYouDo?: { readonly targets?: TargetSpec; readonly instructions: readonly Instruction[] };
    }
  /**
   * CR 702.37a-b: "Morph [cost]" / "Megamorph [cost]": the card may be cast face down for {3}
   * (702.37c), and the face-down permanent turned face up by paying [cost] (702.37e); megamorph
   * puts a +1/+1 counter on it as it is turned face up (702.37b).
   */
  | {
      readonly kind: 'morph';
      readonly text: string;
      /** The symbols of its cost, as an activated ability's `cost`. */
      readonly cost: string;
      /** The parts of its cost that aren't symbols ("Morph—Discard a card", 118.1). */
      readonly extraCosts?: readonly CostPart[];
      readonly megamorph?: true;
    }
  /** CR 603: a triggered ability. */
  | {
      readonly kind: 'triggered';
      readonly text: string;
      readonly trigger: Trigger;
      /** CR 603.4: an intervening "if": it triggers only if this holds, and does nothing if it no longer does as it resolves. */
      readonly condition?: Condition;
      /**
       * CR 113.6m: it functions only while its card is in a graveyard ("return [this] from your
       * graveyard"); 113.6k: on the stack ("When you cast this spell"); 114.4: an emblem's, in the
       * command zone; absent is the battlefield.
       */
      readonly zone?: 'graveyard' | 'stack' | 'command';
      /** Chosen as it is put on the stack (CR 603.3d); absent for none. */
      readonly targets?: TargetSpec;
      readonly instructions: readonly Instruction[];
    }
  /**
   * CR 118.9, 601.2b: "Dash {2}{R}", "You may pay {W} rather than pay this spell's mana cost":
   * an alternative cost its caster may pay instead of its mana cost; "Kicker {1}{G}" and
   * "Multikicker {1}{G}": an additional cost paid once or any number of times (702.33a, 702.33c).
   * A cast action names it (`alternative`, `kicked`).
   */
  | {
      readonly kind: 'castCost';
      readonly text: string;
      readonly cost: string;
      readonly option: CastCost;
      /** The parts of the cost that aren't symbols ("Escape—`{3}{B}`, Exile three other cards from your graveyard", 118.1). */
      readonly extraCosts?: readonly CostPart[];
    }
  /**
   * CR 601.2f: "This spell costs {1} more to cast for each target beyond the first" (Fireball;
   * strive, 207.2c): an increase of its own total cost, once for each target announced beyond
   * the first (601.2c).
   */
  | { readonly kind: 'targetCostIncrease'; readonly text: string; readonly mana: string }
  /**
   * CR 601.2f: "This spell costs {1} less to cast for each artifact you control", "This spell
   * costs {3} less to cast if a creature died this turn": a change of its own total cost by
   * `mana`, once for each of `per` where it counts, and only if `condition` holds, both read with
   * the spell on the stack. Affinity for [text] is one (702.41a).
   */
  | {
      readonly kind: 'selfCostChange';
      readonly text: string;
      readonly change: 'increase' | 'reduction';
      readonly mana: string;
      readonly per?: Value;
      readonly condition?: Condition;
    }
  /**
   * CR 118.8, 601.2b: "As an additional cost to cast this spell, sacrifice a creature.": a cost
   * its caster must pay with its mana cost (601.2f, 601.2h). Where the text offers a choice
   * ("sacrifice a creature or pay {3}{B}"), each way is one of `options`, and the cast action
   * announces which (`additional`); the objects paying it come with the action (`costs`).
   */
  | { readonly kind: 'additionalCost'; readonly text: string; readonly options: readonly CostOption[] }
  /**
   * CR 601.2f, 118.7: "Artifact spells you cast cost {1} less to cast", "Noncreature spells cost
   * {1} more to cast": a static ability changing the total cost of the spells it names (any one
   * of `spells`) cast by `caster`, seen from its controller, while its object is on the battlefield.
   */
  | {
      readonly kind: 'costChange';
      readonly text: string;
      readonly spells: readonly Filter[];
      readonly caster: 'you' | 'opponents' | 'any';
      readonly change: 'increase' | 'reduction';
      readonly mana: string;
    }
  /**
   * CR 510.1a, 101.1: "Each creature you control assigns combat damage equal to its toughness
   * rather than its power": a static ability of its object, while it is on the battlefield,
   * changing the rule for the creatures `affects` names (seen from that object). It gives them
   * no ability, so one that loses its abilities still assigns by toughness (613.1f).
   */
  | { readonly kind: 'damageByToughness'; readonly text: string; readonly affects: Filter }
  /** CR 704.5r: "[This] can't have more than N [kind] counters on it." */
  | { readonly kind: 'counterLimit'; readonly text: string; readonly counter: string; readonly max: number }
  /**
   * CR 614.1a, 122.6: "If one or more +1/+1 counters would be put on a creature you control,
   * that many plus one +1/+1 counters are put on it instead" (Hardened Scales), "twice that many"
   * (Corpsejack Menace), "that many ... minus one" (Vizier of Remedies): a static ability of its
   * object, while it is on the battlefield, replacing counters of `counter` (absent: of any kind,
   * Winding Constrictor) being put on the permanents `on` names (seen from that object), counters
   * it enters with included (122.6).
   */
  | {
      readonly kind: 'counterReplacement';
      readonly text: string;
      readonly counter?: string;
      readonly on: Filter;
      readonly change: CounterChange;
    }
  /** CR 614.1c: "enters with N counters" (Walking Ballista's X, 107.3m). */
  | {
      readonly kind: 'entersWithCounters';
      readonly text: string;
      readonly counter: string;
      /** CR 702.44a: the kind instead if its printed types (no type-changing effects) aren't a creature's: sunburst's charge counters. */
      readonly noncreatureCounter?: string;
      readonly amount: Value;
      /** "If [this] was kicked" (702.33e), "if you attacked this turn" (raid), "if a creature died this turn" (morbid): only if this holds as it enters. */
      readonly condition?: Condition;
      /**
       * "... and with first strike" (614.1c): keywords it enters with and has for as long as it
       * is on the battlefield, while the condition holds (it is fixed as it enters).
       */
      readonly keywords?: readonly Keyword[];
    }
  /**
   * CR 614.1c, 614.12: "Each other Warrior creature you control enters with an additional +1/+1
   * counter on it" (Bramblewood Paragon), "Legendary creatures you control enter with an
   * additional +1/+1 counter on them" (Bard Class): a static ability of its object, while it is on
   * the battlefield, giving the permanents `on` names (seen from that object, as each would exist
   * on the battlefield) `amount` more counters of `counter` as they enter, `amount` read from that
   * object as each enters ("where X is the number of +1/+1 counters on [this]", Bloodspore Thrinax).
   */
  | {
      readonly kind: 'othersEnterWithCounters';
      readonly text: string;
      readonly on: Filter;
      readonly counter: string;
      readonly amount: Value;
    }
  /** CR 614.12, 208.2b: a choice made as the object enters, kept with the object. */
  | { readonly kind: 'asEnters'; readonly text: string; readonly choice: EntryChoice }
  /** CR 615: a static prevention ability ("Prevent all damage that would be dealt to ~"). */
  | { readonly kind: 'prevention'; readonly text: string; readonly prevention: StaticPrevention }
  /** A rule of combat or of entering and untapping that applies to the object that has it. */
  | { readonly kind: 'restriction'; readonly text: string; readonly restriction: Restriction }
  /**
   * Printed but not modelled: evaluated objects report it, nothing applies it. `chapter`: a
   * Saga's chapter ability whose effect isn't modelled is still a chapter ability, which counts
   * for the Saga's final chapter number (CR 714.2d).
   */
  | {
      readonly kind: 'unsupported';
      readonly text: string;
      readonly reason: string;
      readonly chapter?: number;
    };

/** How a counter replacement effect changes the number of counters put (CR 614.1a). */
export const COUNTER_CHANGES = ['plusOne', 'twice', 'minusOne'] as const;
/** How a counter replacement effect changes the number put: one more, twice as many, one fewer (CR 614.1a, 122.6). */
export type CounterChange = (typeof COUNTER_CHANGES)[number];

/** What a static prevention ability of an object prevents (CR 615.1a), and what follows it (615.5). */
export interface StaticPrevention {
  /** Damage that would be dealt to the object that has it (or that it is attached to). */
  readonly to: boolean;
  /** Damage that would be dealt by it (or by what it is attached to). */
  readonly by: boolean;
  /** An Aura's or Equipment's, about "enchanted creature" or "equipped creature" (303.4, 301.5). */
  readonly attached?: true;
  /**
   * CR 615.12: not a prevention but its opposite, "Damage that would be dealt by ~ can't be
   * prevented": prevention effects applied to that damage prevent none of it.
   */
  readonly unpreventable?: true;
  /** Only combat damage (CR 510.2). */
  readonly combatOnly?: true;
  /** Only damage from sources of all these card types ("by creatures", "by artifact sources"). */
  readonly sourceTypes?: readonly CardType[];
  /** Only damage from sources of all these subtypes ("by Walls"). */
  readonly sourceSubtypes?: readonly string[];
  /** Only damage from sources with this keyword ("by creatures with first strike"). */
  readonly sourceKeyword?: Keyword;
  /** Only damage from enchanted sources ("by enchanted creatures", 303.4). */
  readonly sourceEnchanted?: true;
  /** Only damage from creatures it blocks ("by creatures it's blocking") or that block it (509.1g). */
  readonly sourceInCombat?: 'blockedByIt' | 'blockingIt';
  /**
   * CR 615.5: then remove one counter of this kind from the object (Phantom Centaur), once for
   * damage dealt at the same time however many sources dealt it.
   */
  readonly thenRemoveCounter?: string;
}

/**
 * What a restriction ability says of the object that has it: combat restrictions (508.1c,
 * 509.1b), combat requirements (508.1d, 509.1c), and how it enters (614.1d) or untaps (502.3).
 */
export type Restriction =
  /** "CARDNAME can't block." (509.1b) */
  | { readonly kind: 'cantBlock' }
  /** "CARDNAME can't attack." (508.1c) */
  | { readonly kind: 'cantAttack' }
  /** "CARDNAME can't attack or block." */
  | { readonly kind: 'cantAttackOrBlock' }
  /** "CARDNAME can't be blocked." (509.1b) */
  | { readonly kind: 'cantBeBlocked' }
  /** "CARDNAME can't be blocked by more than one creature." (509.1b) */
  | { readonly kind: 'cantBeBlockedByMoreThanOne' }
  /** "CARDNAME can't be blocked by creatures with power N or less." (509.1b) */
  | { readonly kind: 'cantBeBlockedByPowerOrLess'; readonly power: number }
  /** "CARDNAME can block only creatures with flying." (509.1b) */
  | { readonly kind: 'canBlockOnlyFlying' }
  /** "CARDNAME attacks each combat if able." (508.1d) */
  | { readonly kind: 'attacksEachCombat' }
  /** "CARDNAME blocks each combat if able." (509.1c) */
  | { readonly kind: 'blocksEachCombat' }
  /** "CARDNAME must be blocked if able.": the defending player blocks it with some creature if able (509.1c). */
  | { readonly kind: 'mustBeBlocked' }
  /**
   * "All creatures able to block CARDNAME do so." (Lure), "All Walls able to block ...": each
   * creature (with any of `by`) able to block it blocks it (509.1c).
   */
  | { readonly kind: 'allAbleToBlock'; readonly by?: readonly Quality[] }
  /** "CARDNAME enters tapped." (614.1d, 614.12) */
  | { readonly kind: 'entersTapped' }
  /** "CARDNAME doesn't untap during your untap step." (502.3) */
  | { readonly kind: 'doesntUntap' }
  /** "You may choose not to untap CARDNAME during your untap step." (502.3: the active player determines which untap) */
  | { readonly kind: 'mayNotUntap' }
  /** "CARDNAME can't be blocked by Walls", "... by creatures with power 2 or greater": by any of these (509.1b). */
  | { readonly kind: 'cantBeBlockedBy'; readonly by: readonly Quality[] }
  /** "CARDNAME can't be blocked except by creatures with flying or reach": only by one of these (509.1b). */
  | { readonly kind: 'cantBeBlockedExceptBy'; readonly by: readonly Quality[] }
  /** "CARDNAME can't be blocked except by three or more creatures." (509.1b, as menace 702.111b) */
  | { readonly kind: 'cantBeBlockedByFewerThan'; readonly n: number }
  /** "CARDNAME can't block creatures with power 2 or greater": attackers with any of these (509.1b). */
  | { readonly kind: 'cantBlockCreatures'; readonly of: readonly Quality[] }
  /** "CARDNAME can't attack unless defending player controls an Island." (508.1c) */
  | { readonly kind: 'cantAttackUnlessDefenderControls'; readonly quality: Quality }
  /** "CARDNAME can't attack alone.": it attacks only with another attacker (508.1c). */
  | { readonly kind: 'cantAttackAlone' }
  /** "CARDNAME can't block alone.": it blocks only with another blocker (509.1b). */
  | { readonly kind: 'cantBlockAlone' }
  /** "CARDNAME can't attack or block alone." (508.1c, 509.1b) */
  | { readonly kind: 'cantAttackOrBlockAlone' }
  /**
   * "You may have CARDNAME assign its combat damage as though it weren't blocked.": blocked, its
   * controller may have all its damage go to what it attacks (an exception to 510.1c).
   */
  | { readonly kind: 'mayAssignAsThoughUnblocked' }
  /**
   * "CARDNAME assigns no combat damage this turn" (Dwarven Vigilantes, granted until the turn
   * ends): it assigns none, whatever its power (an exception to 510.1a).
   */
  | { readonly kind: 'assignsNoCombatDamage' }
  /**
   * "CARDNAME can block an additional creature each combat" (n 1), "... an additional ninety-nine
   * creatures ...": it may block 1 + n attackers (an exception to 509.1a's one); instances add up.
   */
  | { readonly kind: 'canBlockAdditional'; readonly n: number }
  /** "CARDNAME can block any number of creatures." (an exception to 509.1a) */
  | { readonly kind: 'canBlockAnyNumber' }
  /** "Creatures with power less than CARDNAME's power can't block it." (509.1b, each power as blockers are declared) */
  | { readonly kind: 'cantBeBlockedByLesserPower' }
  /** "This spell can't be countered." (CR 701.6a, 101.2): a counter effect leaves it on the stack. */
  | { readonly kind: 'cantBeCountered' }
  /** "CARDNAME can attack as though it didn't have defender" (CR 609.4, 702.3b): defender doesn't stop its attack. */
  | { readonly kind: 'canAttackDespiteDefender' }
  /** "its activated abilities can't be activated" (detain, CR 701.35a; mana and crew abilities too, 605.1a). */
  | { readonly kind: 'cantActivateAbilities' };

/**
 * What a combat restriction says of a creature or permanent (CR 509.1b, 508.1c): every part
 * given must hold; it has all of `types`, and any one of its `subtypes`, `colors` and `keywords`.
 */
export interface Quality {
  readonly types?: readonly CardType[];
  readonly subtypes?: readonly string[];
  readonly colors?: readonly Color[];
  readonly keywords?: readonly Keyword[];
  readonly powerAtLeast?: number;
  readonly powerAtMost?: number;
}

/** What an attacker a "Whenever a creature attacks you [or a planeswalker you control]" ability watches attacks (CR 506.3). */
export type AttackedByWatched = 'you' | 'youOrYourPlaneswalker';

/** The events triggered abilities here wait for (CR 603.2). */
export type Trigger =
  /** Veteran Motorist: "whenever this creature crews a Vehicle"; the Vehicle is the trigger object. */
  | { readonly kind: 'crewsVehicle' }
  /** CR 701.43a: "Whenever you exert a creature": its controller exerted one; that creature is the trigger object. */
  | { readonly kind: 'youExert' }
  /** CR 603.6a: "When [this object] enters". */
  | { readonly kind: 'entersBattlefield' }
  /**
   * CR 603.6a: "Whenever a [filter] enters [under your control]", seen from the ability's object
   * ("another", "you"); the permanent that entered is the trigger object (Landfall). `orSelf`
   * adds the object itself ("Whenever [this] or another Ally enters", Rally).
   */
  | { readonly kind: 'permanentEnters'; readonly filter: Filter; readonly orSelf?: boolean }
  /** CR 700.4, 603.6c: "When [this object] dies"; it looks back in time (603.10a). */
  | { readonly kind: 'dies' }
  /**
   * CR 603.6c: "When [this object] leaves the battlefield", to any zone; it looks back in time
   * (603.10a), and finds the card it became in a public zone (400.7e).
   */
  | { readonly kind: 'leavesBattlefield' }
  /**
   * CR 700.4, 603.6c: "Whenever a [filter] dies", seen from the ability's object ("another",
   * "you control", "an opponent controls"); `orSelf` adds the object itself ("Whenever Blood
   * Artist or another creature dies"). It looks back in time (603.10a); the permanent that died
   * is the trigger object.
   */
  | { readonly kind: 'permanentDies'; readonly filter: Filter; readonly orSelf?: boolean }
  /** CR 508.3a: "Whenever [this creature] attacks": it is declared as an attacker; it is the trigger object. */
  | { readonly kind: 'attacks' }
  /** CR 509.3a: "Whenever [this creature] blocks": it is declared as a blocker; it is the trigger object. */
  | { readonly kind: 'blocks' }
  /** CR 509.3c: "Whenever [this creature] becomes blocked", once a combat however many block it. */
  | { readonly kind: 'becomesBlocked' }
  /**
   * CR 509.3b: "Whenever [this creature] blocks a [filter] [with / without flying]", once for
   * each attacking creature it blocks that the filter and `keyword` match (509.3f: as blockers
   * are declared); that attacker is the trigger object.
   */
  | { readonly kind: 'blocksCreature'; readonly filter: Filter; readonly keyword?: KeywordCondition }
  /**
   * CR 509.3d: "Whenever [this creature] becomes blocked by a [filter]", once for each creature
   * the filter matches declared as a blocker for it; that blocker is the trigger object.
   */
  | { readonly kind: 'becomesBlockedByCreature'; readonly filter: Filter }
  /** CR 509.3b, 509.3d: "Whenever [this creature] blocks or becomes blocked by a [filter]", once for each such creature. */
  | { readonly kind: 'blocksOrBecomesBlockedByCreature'; readonly filter: Filter }
  /** CR 509.3g: "Whenever [this creature] attacks and isn't blocked": no creature was declared as a blocker for it. */
  | { readonly kind: 'attacksAndIsntBlocked' }
  /** CR 506.5, 508.3a: "Whenever [this creature] attacks alone": the only creature declared as an attacker. */
  | { readonly kind: 'attacksAlone' }
  /** CR 506.5, 508.3a: "Whenever a [creature you control] attacks alone"; that attacker is the trigger object. */
  | { readonly kind: 'creatureAttacksAlone'; readonly filter: Filter }
  /**
   * CR 508.3a: "Whenever a [creature you control] attacks", once for each; that attacker is the
   * trigger object. `attacking`: only an attacker of the ability's controller ("attacks you"), or
   * of them or a planeswalker they control ("attacks you or a planeswalker you control"; 506.3).
   */
  | {
      readonly kind: 'creatureAttacks';
      readonly filter: Filter;
      readonly orSelf?: true;
      readonly attacking?: AttackedByWatched;
    }
  /** CR 509.3c: "Whenever a [creature you control] becomes blocked"; that attacker is the trigger object. */
  | { readonly kind: 'creatureBecomesBlocked'; readonly filter: Filter }
  /** CR 508.3a, Battalion: "Whenever [this creature] and at least N other creatures attack". */
  | { readonly kind: 'attacksWithOthers'; readonly others: number }
  /** CR 510.2, 510.3a: "Whenever [this creature] deals combat damage to a player". */
  | { readonly kind: 'dealsCombatDamageToPlayer' }
  /**
   * CR 503.1a: "At the beginning of your upkeep" (`you`), "of each upkeep" (`each`) or "of each
   * opponent's upkeep" (`opponents`). `sinceLastUpkeep`: echo's intervening "if" (702.30a,
   * 603.4): only if the permanent came under its controller's control since the beginning of
   * their last upkeep.
   */
  | { readonly kind: 'beginningOfUpkeep'; readonly whose: StepOwner; readonly sinceLastUpkeep?: true }
  /** CR 504.2, 603.2b: "At the beginning of your (each player's, each opponent's) draw step", after its draw (504.1). */
  | { readonly kind: 'beginningOfDrawStep'; readonly whose: StepOwner }
  /**
   * CR 505.1a, 603.2b: "At the beginning of your precombat (postcombat) main phase": the turn's
   * first main phase, after its lore counters (505.4), or the second.
   */
  | { readonly kind: 'beginningOfMainPhase'; readonly whose: StepOwner; readonly phase: MainPhase }
  /** CR 513.1a: "At the beginning of your end step" (`you`), "of the end step" (`each`), "of each opponent's end step". */
  | { readonly kind: 'beginningOfEndStep'; readonly whose: StepOwner }
  /**
   * CR 601.2i, 113.6k: "When you cast this spell": it triggers from the stack, as the spell
   * becomes cast (its ability's `zone` is the stack); the spell is its source.
   */
  | { readonly kind: 'castSelf' }
  /** CR 119.9, 603.2c: "Whenever you gain life": once for each life-gain event, of 1 life or more. */
  | { readonly kind: 'youGainLife' }
  /**
   * CR 706.1, 603.2: "Whenever you roll a die": once for each die its controller rolls; `atLeast`:
   * "Whenever you roll a 4 or higher on a die", only for a result that high (706.2).
   */
  | { readonly kind: 'youRollDie'; readonly atLeast?: number }
  /**
   * CR 121.2, 603.2: "Whenever you draw a card": once for each card its controller draws; `nth`:
   * "Whenever you draw your second card each turn", only for the card that is that many this turn.
   */
  | { readonly kind: 'youDrawCard'; readonly nth?: number }
  /**
   * CR 701.21a, 603.10a: "Whenever you sacrifice a [filter]", "another [filter]": once for each
   * permanent its controller sacrificed (the filter says `controller: 'you'`), read as it last
   * was on the battlefield; it is the trigger object.
   */
  | { readonly kind: 'permanentSacrificed'; readonly filter: Filter }
  /**
   * CR 701.9a, 603.2: "Whenever you discard a [kind of] card", once for each card its controller
   * discards, read in the graveyard it went to; it is the trigger object. "Whenever you cycle or
   * discard a card" is the same trigger: cycling discards, and triggers it once (702.29d).
   * `cycled`: "Whenever you cycle a card", only a card discarded to pay a cycling cost (702.29c, 702.29f).
   */
  | { readonly kind: 'cardDiscarded'; readonly filter: Filter; readonly cycled?: true }
  /**
   * "Whenever a land card is put into your graveyard from anywhere": once for each card the
   * filter matches in the graveyard it went to (never looking back, 603.6c), the trigger object;
   * `oneOrMore`: "Whenever one or more creature cards are put ...", once for each event (603.2c).
   */
  | { readonly kind: 'cardPutIntoGraveyard'; readonly filter: Filter; readonly oneOrMore?: true }
  /**
   * CR 601.2i, 603.2: "Whenever you cast a [kind of] spell" (an opponent, a player); the spell,
   * on the stack, is the trigger object. It matches any one of `spell` ("instant or sorcery"
   * is two). `targetsSelf`: heroic, "a spell that targets [this]" (601.2c). `orCopy`: magecraft,
   * "cast or copy"; the engine copies no spell, so only casting triggers it. `nth`: "your second
   * spell each turn", only the spell that is that many its caster has cast this turn. `kicked`:
   * "a kicked spell", "a spell, if that spell was kicked" (702.33d).
   */
  | {
      readonly kind: 'spellCast';
      readonly caster: 'you' | 'opponents' | 'any';
      readonly spell: readonly Filter[];
      readonly targetsSelf?: true;
      readonly orCopy?: true;
      readonly nth?: number;
      /** CR 601.2i: "a spell other than your first spell each turn": any but the first its caster cast this turn. */
      readonly notFirst?: true;
      readonly kicked?: true;
    }
  /**
   * CR 120, 603.2c: "Whenever [this] deals [combat] damage [to a player / an opponent / a
   * creature]": `any` once for each damage event, the others once for each such recipient; a
   * creature dealt the damage is the trigger object.
   */
  | { readonly kind: 'dealsDamage'; readonly to: DamageTriggerRecipient; readonly combat: boolean }
  /** CR 120, 603.2c: "Whenever [this] is dealt [combat] damage" (Enrage), once for each damage event. */
  | { readonly kind: 'isDealtDamage'; readonly combat?: true }
  /** CR 702.37e, 708.8: "When [this] is turned face up": it was turned face up; abilities about entering don't trigger. */
  | { readonly kind: 'turnedFaceUp' }
  /**
   * "Whenever a permanent [you control] is turned face up", seen from the ability's object;
   * `orSelf` adds the object itself ("Whenever [this] or another creature you control is turned
   * face up"). The permanent turned face up is the trigger object.
   */
  | { readonly kind: 'permanentTurnedFaceUp'; readonly filter: Filter; readonly orSelf?: boolean }
  /**
   * CR 508.3a, 603.2c: "Whenever one or more [creatures you control] attack": once as attackers
   * are declared, if any attacker the filter matches (seen from the ability's object) is declared.
   */
  | { readonly kind: 'creaturesAttack'; readonly filter: Filter }
  /**
   * CR 510.3a: "Whenever a [creature you control] deals combat damage to a player", once for each
   * such creature and player, the creature being the trigger object; `orSelf` adds the object
   * itself. `oneOrMore` (603.2c): "Whenever one or more [creatures you control] deal combat damage
   * to a player", once for each player dealt combat damage by any of them at once. The player is
   * "that player".
   */
  | {
      readonly kind: 'creatureDealsCombatDamageToPlayer';
      readonly filter: Filter;
      readonly orSelf?: boolean;
      readonly oneOrMore?: true;
    }
  /**
   * CR 122.6, 603.2c: "Whenever one or more [kind] counters are put on [this]" (also as it enters
   * with them), once for each event however many are put on; `each`, "Whenever a [kind] counter
   * is put on [this]", once for each counter (Fathom Mage's ruling).
   */
  | { readonly kind: 'countersPutOnSelf'; readonly counter: string; readonly each?: true }
  /** CR 702.63a: "When the last [kind] counter is removed from [this]": one is removed and none is left. */
  | { readonly kind: 'lastCounterRemovedFromSelf'; readonly counter: string }
  /** CR 702.110b: "When [this] exploits a creature"; the creature sacrificed is the trigger object. */
  | { readonly kind: 'exploits' }
  /**
   * CR 122.6, 603.2c: "Whenever one or more [kind] counters are put on a [creature you control]",
   * once for each such permanent in the event, which is the trigger object; `orSelf` adds the
   * object itself; `each`, "Whenever a [kind] counter is put on a [creature]", once for each counter.
   */
  | {
      readonly kind: 'countersPut';
      readonly counter: string;
      readonly filter: Filter;
      readonly orSelf?: boolean;
      readonly each?: true;
    }
  /**
   * CR 701.26a-b: "Whenever [this] becomes tapped / untapped" (Inspired): it changed from one to
   * the other; a permanent that enters tapped never became tapped (110.5b, 614.1d).
   */
  | { readonly kind: 'becomesTapped' }
  | { readonly kind: 'becomesUntapped' }
  /** CR 603.8: a state trigger, "When you control no Islands": it triggers whenever the condition holds. */
  | { readonly kind: 'stateHolds'; readonly condition: Condition }
  /**
   * CR 714.2b: a chapter ability, "When one or more lore counters are put onto this Saga, if the
   * number of lore counters on it was less than N and became at least N"; the "if" is about the
   * event itself, so it is read as the counters are put on.
   */
  | { readonly kind: 'chapter'; readonly chapter: number }
  /**
   * "Whenever [this] becomes the target of a spell [or ability] [you control | an opponent
   * controls]": once for each spell or ability that targets it, as the spell is cast (601.2c),
   * the ability activated (602.2b) or put on the stack (603.3d); `by` who controls that spell or
   * ability, seen from the ability's controller.
   */
  | { readonly kind: 'becomesTarget'; readonly abilities: boolean; readonly by: TargetingController }
  /**
   * The same of a permanent the filter matches, seen from the ability's object: "Whenever a
   * creature you control becomes the target of a spell or ability an opponent controls", "When
   * enchanted creature becomes the target of …" (601.2c, 602.2b, 603.3d). The permanent is the
   * trigger object ("that creature"), the controller of the spell or ability "that player";
   * `by` is seen from the ability's controller.
   */
  | {
      readonly kind: 'permanentBecomesTarget';
      readonly filter: Filter;
      readonly abilities: boolean;
      readonly by: TargetingController;
    }
  /**
   * CR 701.37a-b, 702.112a-b: "When [this] becomes monstrous / renowned": the monstrosity
   * action or renown made it so (a permanent that already was one doesn't become it again).
   */
  | { readonly kind: 'becomesMonstrous' }
  | { readonly kind: 'becomesRenowned' }
  /** CR 716.2a, 603.2e: "When this Class becomes level N": its level became N. */
  | { readonly kind: 'becomesLevel'; readonly level: number }
  /**
   * CR 603.2b, 507: "At the beginning of combat on your turn" (`you`), "of each combat" (`each`)
   * or "of combat on each opponent's turn" (`opponents`).
   */
  | { readonly kind: 'beginningOfCombat'; readonly whose: StepOwner }
  /** CR 511.2: "at end of combat": as the end of combat step of each turn begins. */
  | { readonly kind: 'endOfCombat' }
  /** CR 603.12: a reflexive triggered ability ("When you do"), which triggered as the action in its ability was done. */
  | { readonly kind: 'reflexive' }
  /**
   * CR 603.7b: a delayed triggered ability with a stated duration, which triggered as its event
   * happened to its trigger object ("When that creature dies this turn"): not its source's own event.
   */
  | { readonly kind: 'delayedEvent'; readonly when: DelayedWhen }
  /**
   * "When [this] enters or dies", "Whenever [this] enters or attacks", "attacks or blocks",
   * "blocks or becomes blocked": one ability that triggers on any of these events of its object
   * (CR 603.2), each under its own rule; the object is the trigger object.
   */
  | { readonly kind: 'anyOf'; readonly triggers: readonly SelfEventTrigger[] }
  /**
   * CR 303.4, 301.5, 603.2: "Whenever enchanted / equipped creature attacks / blocks / becomes
   * blocked / becomes tapped", or two of them joined by "or": the event of the permanent the
   * source is attached to as it happens, which is the trigger object.
   */
  | { readonly kind: 'attachedCreatureEvent'; readonly events: readonly AttachedCreatureEvent[] };

/** The events of an enchanted or equipped creature that its Aura's or Equipment's ability waits for. */
export const ATTACHED_CREATURE_EVENTS = ['attacks', 'blocks', 'becomesBlocked', 'becomesTapped'] as const;
/**
 * An event of an enchanted or equipped creature that its Aura's or Equipment's ability waits for
 * (CR 303.4, 301.5, 603.2).
 */
export type AttachedCreatureEvent = (typeof ATTACHED_CREATURE_EVENTS)[number];

/**
 * When a delayed triggered ability triggers (CR 603.7b: once, the next time its event occurs):
 * the next end step's beginning, the next upkeep's ("the next turn's upkeep"), or the next end
 * of combat step's ("at end of combat", 511.2).
 */
export const DELAYED_EVENTS = ['nextEndStep', 'nextUpkeep', 'endOfCombat'] as const;
/**
 * When a delayed triggered ability triggers (CR 603.7b): the next end step, the next upkeep, or end
 * of combat (511.2).
 */
export type DelayedEvent = (typeof DELAYED_EVENTS)[number];

/**
 * The events a delayed triggered ability with a stated duration waits for (CR 603.7b): `dies`,
 * `leavesBattlefield` and `becomesBlocked` of the object it remembers ("When that creature dies
 * this turn"), the trigger object; and any creature's that its filter matches, seen from its
 * source and controller ("Whenever a creature you control attacks this turn", "Whenever a
 * creature blocks this turn", once each combat, 509.3a), which is then the trigger object ("put a
 * +1/+1 counter on it").
 */
export type DelayedWhen =
  | { readonly kind: 'dies' | 'leavesBattlefield' | 'becomesBlocked' }
  | {
      readonly kind: 'creatureAttacks' | 'creatureBlocks' | 'permanentDies' | 'permanentEnters';
      readonly filter: Filter;
    };

/**
 * CR 603.7b, 611.2a: a delayed triggered ability's event and its stated duration: it triggers each
 * time the event occurs "this turn" (`endOfTurn`, ending as the turn's cleanup step does, 514.2)
 * or "until your next turn" (`untilYourNextTurn`, ending as its controller's next turn begins).
 */
export interface DelayedWatch {
  readonly when: DelayedWhen;
  readonly until: 'endOfTurn' | 'untilYourNextTurn';
}

/** CR 603.7b, 611.2a: how long a delayed triggered ability with a stated duration waits. */
export const DELAYED_UNTIL = [
  'endOfTurn',
  'untilYourNextTurn',
] as const satisfies readonly DelayedWatch['until'][];

/**
 * Whose steps a step trigger sees (CR 603.2b): its controller's turn's, every turn's, its
 * controller's opponents' turns', or those of the controller of the permanent its source is
 * attached to ("the upkeep of enchanted creature's controller", 303.4). The player whose turn it
 * is is "that player" (603.2c).
 */
export const STEP_OWNERS = ['you', 'each', 'opponents', 'attachedController'] as const;
/** Whose steps a step trigger sees. */
export type StepOwner = (typeof STEP_OWNERS)[number];

/** CR 505.1a: the turn's first main phase is its precombat main phase; the others are postcombat. */
export const MAIN_PHASES = ['precombat', 'postcombat'] as const;
/** A main phase (CR 505.1a): the turn's first is precombat, the others postcombat. */
export type MainPhase = (typeof MAIN_PHASES)[number];

/** "with flying" (`has` true) or "without flying": a keyword the other creature of a block has or lacks (509.3f). */
export interface KeywordCondition {
  readonly keyword: Keyword;
  readonly has: boolean;
}

/** Whom damage must be dealt to for a `dealsDamage` trigger. */
export const DAMAGE_TRIGGER_RECIPIENTS = ['any', 'player', 'opponent', 'creature'] as const;
/**
 * Whom damage must be dealt to for a `dealsDamage` trigger (CR 603.2): anyone, a player, an
 * opponent or a creature.
 */
export type DamageTriggerRecipient = (typeof DAMAGE_TRIGGER_RECIPIENTS)[number];

/** The events of an object itself that an `anyOf` trigger joins. */
export const SELF_EVENTS = [
  'entersBattlefield',
  'dies',
  'leavesBattlefield',
  'attacks',
  'blocks',
  'becomesBlocked',
  'dealsCombatDamageToPlayer',
  'turnedFaceUp',
] as const;
/**
 * An event of the ability's own object (CR 603.2) that an `anyOf` trigger joins: "Whenever [this]
 * attacks or blocks".
 */
export type SelfEventTrigger = { readonly kind: (typeof SELF_EVENTS)[number] };

/** A part of an activation cost that isn't a symbol (CR 118.1, 602.1a). */
export type CostPart =
  /**
   * "Remove N [kind] counters from [this permanent]" (Walking Ballista); it must have them (118.3).
   * `x`: the X announced (601.2b, 107.3a), "Remove X +1/+1 counters from [this]".
   */
  | { readonly kind: 'removeCounters'; readonly counter: string; readonly amount: number | 'x' }
  /** "Put N [kind] counters on [this permanent]" (122.1); nothing needs to be had to pay it. */
  | { readonly kind: 'putCounters'; readonly counter: string; readonly amount: number }
  /** "Sacrifice [this permanent]" (701.21a): it goes to its owner's graveyard as the cost is paid. */
  | { readonly kind: 'sacrificeSelf' }
  /** "Pay N life" (119.4): only with a life total of N or more; paying 0 always can be. */
  | { readonly kind: 'payLife'; readonly amount: number }
  /** "Pay {E}{E}" (107.14): N energy counters removed from the player, who must have them (118.3). */
  | { readonly kind: 'payEnergy'; readonly amount: number }
  /** "Discard your hand" (701.9a): every card in it, which may be none. */
  | { readonly kind: 'discardHand' }
  /** "Discard a card at random" (701.9b): the state's generator picks them; the hand must hold N (118.3). */
  | { readonly kind: 'discardAtRandom'; readonly amount: number }
  /** Objects the player chooses as the cost is paid (effects/chosen-costs.ts). */
  | ChosenCost
  /**
   * "Discard this card" (701.9a): from its owner's hand to their graveyard. `cycling`: the cost
   * of a cycling or typecycling ability (702.29a, 702.29f), which "whenever you cycle" watches.
   */
  | { readonly kind: 'discardSelf'; readonly cycling?: true }
  /** "Exile this card from your graveyard" (701.13a): scavenge (702.97a), embalm (702.128a). */
  | { readonly kind: 'exileSelf' }
  /** "Exert [this]" (701.43a): it won't untap during its controller's next untap step; only on the battlefield (701.43c). */
  | { readonly kind: 'exertSelf' };

/**
 * One way of paying a spell's additional cost (CR 118.8): mana symbols, as an activated
 * ability's `cost` ('' for none), added to the total cost (601.2f), and the other parts, paid
 * with it (601.2h).
 */
export interface CostOption {
  readonly cost: string;
  readonly extraCosts?: readonly CostPart[];
}

/** CR 113.6b, 113.6m: the zones other than the battlefield an activated ability may function in. */
export const ABILITY_ZONES = ['hand', 'graveyard'] as const;
/**
 * A zone other than the battlefield an activated ability may function in (CR 113.6b, 113.6m): hand
 * or graveyard.
 */
export type AbilityZone = (typeof ABILITY_ZONES)[number];

/** What a spell or ability targets (CR 115.1, 601.2c): how many, and what each target may be. */
export interface TargetSpec {
  /**
   * How many targets; with `upTo`, the fewest. `x`: the X announced before the targets (601.2b,
   * 107.3a), "X target creatures".
   */
  readonly count: number | 'x';
  /**
   * CR 601.2c, 115.6: a variable number of targets, announced as it goes on the stack: from
   * `count` to this many, to X (`x`, "up to X target creatures", 107.3a), or any number (`any`).
   * Absent: exactly `count`.
   */
  readonly upTo?: number | 'x' | 'any';
  readonly filter: Filter;
  /** "target player" rather than objects. */
  readonly players?: boolean;
  /** CR 115.4: "any target", a creature, player, planeswalker or battle; `filter` is not read. */
  readonly anyTarget?: boolean;
  /** Players too, besides the objects `filter` describes: "target player or planeswalker". */
  readonly orPlayer?: boolean;
  /** CR 102.3: the players that may be chosen are opponents: "target opponent". */
  readonly playerIs?: 'opponent';
  /** CR 506.4: "target attacking creature", "target attacking or blocking creature". */
  readonly combat?: 'attacking' | 'blocking' | 'attackingOrBlocking';
  /** "target creature with flying", read from its abilities now (613.1f). */
  readonly withKeyword?: Keyword;
  /** "target creature without flying". */
  readonly withoutKeyword?: Keyword;
  /**
   * "target creature with power 2 or less", "... with toughness 4 or greater" (208.1), "with power
   * less than this creature's power" (mentor, 702.134a), read now, after the layers.
   */
  readonly ptBound?: TargetPTBound;
  /**
   * CR 113.1c, 115.1: abilities on the stack rather than objects: "target activated or triggered
   * ability" (`any`), "target activated ability", "target triggered ability".
   */
  readonly abilities?: 'any' | 'activated' | 'triggered';
  /**
   * CR 115.1, 601.2c: the further instances of the word "target", each with its own description
   * and its own targets, announced after this one's in order: "Target creature you control
   * fights target creature you don't control". This one's number is then fixed, and so is every
   * further one's but the last ("Put a +1/+1 counter on up to one target creature you control"),
   * which takes the targets announced beyond the others' (601.2c).
   */
  readonly also?: readonly TargetSpec[];
  /**
   * CR 115.3: "another target" as a later instance of the word "target": none of the objects or
   * players chosen for the instances before it ("Target creature fights another target creature").
   */
  readonly another?: true;
}

/** A bound on a creature's power or toughness (CR 208.1): "power 2 or less" is power, atMost, 2. */
export interface PTBound {
  readonly of: 'power' | 'toughness';
  readonly side: 'atLeast' | 'atMost';
  readonly n: number;
  /** `n` plus the object's other characteristic: "toughness greater than its power" is toughness, atLeast, 1 plus its power. */
  readonly plusOther?: true;
}

/** A target's bound on power or toughness (CR 208.1, 601.2c). */
export interface TargetPTBound extends PTBound {
  /**
   * Added to `n`: a number of the game read as the targets are chosen and again as it resolves
   * (608.2b): "power X or less" is power, atMost, 0 plus X; "power less than [this]'s power" is
   * power, atMost, -1 plus its source's power.
   */
  readonly plus?: Value;
}

/** Whether an object's power or toughness is within a bound; an object without them (208.3) is in none. */
export const withinBound = (
  bound: PTBound,
  pt: { readonly power: number | null; readonly toughness: number | null },
): boolean => {
  const value = pt[bound.of];
  const other = bound.plusOther ? pt[bound.of === 'power' ? 'toughness' : 'power'] : 0;
  if (value === null || other === null) return false;
  const limit = bound.n + other;
  return bound.side === 'atLeast' ? value >= limit : value <= limit;
};

/** A target description with a fixed number of targets (CR 601.2c). */
export type FixedTargetSpec = TargetSpec & { readonly upTo?: never };

/** The kinds of "as enters" choices (208.2b, 707.2). */
export type EntryChoice =
  | { readonly kind: 'opponent' }
  /** CR 614.12, 105.1: "As [this] enters, choose a color." */
  | { readonly kind: 'color' }
  /** CR 614.12, 205.3m: "As [this] enters, choose a creature type." */
  | { readonly kind: 'creatureType' }
  /**
   * CR 707.5, 614.1c: "You may have [this] enter as a copy of [what]", the copied object on the
   * battlefield, or a card in a graveyard where `of` names that zone; `except` modifies what it copies (707.9).
   */
  | {
      readonly kind: 'copy';
      readonly of: Filter;
      readonly except?: CopyException;
      /** CR 707.9e: "except it enters with X additional +1/+1 counters on it": not a copiable value. */
      readonly counters?: { readonly counter: string; readonly amount: Value };
    }
  /** Aquamorph Entity, Primal Clay: pick one of these characteristic sets. */
  | { readonly kind: 'characteristics'; readonly options: readonly EntryOption[] };

/**
 * CR 707.9a-b: what a copy effect changes in the values it copies ("except it's 7/7", "except
 * it's an artifact in addition to its other types", "except it has haste"); the results are
 * copiable values of the copy (707.9b), so a copy of it has them too (707.3).
 */
export interface CopyException {
  readonly power?: number;
  readonly toughness?: number;
  readonly addSupertypes?: readonly Supertype[];
  readonly addTypes?: readonly CardType[];
  readonly addSubtypes?: readonly string[];
  readonly addKeywords?: readonly Keyword[];
  /** CR 707.9a: 'except it has "When this creature becomes the target ..., sacrifice it."' */
  readonly addAbilities?: readonly AbilityDef[];
}

/** One option of an "as enters" characteristic choice; these are copiable values (613.2a). */
export interface EntryOption {
  readonly name: string;
  readonly power: number;
  readonly toughness: number;
  readonly addTypes?: readonly CardType[];
  readonly addSubtypes?: readonly string[];
  readonly addKeywords?: readonly Keyword[];
}
