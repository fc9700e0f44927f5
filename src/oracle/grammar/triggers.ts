import { DECIDED_KINDS } from '../../effects/library.js';
import type {
  AbilityDef,
  AttackedByWatched,
  DamageTriggerRecipient,
  Filter,
  Instruction,
  SelfEventTrigger,
  Trigger,
} from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import { mentions } from '../that-much.js';
import type { AbilityParser } from './abilities.js';
import { anyNode } from './any-node.js';
import {
  aboutAttached,
  attachedCreatureEvent,
  attachedDealsCombatDamage,
  DEFENDING_PLAYER_UNREAD,
} from './attached-triggers.js';
import { spellCastTrigger } from './casting.js';
import { ofTheChosen } from './chosen.js';
import { condition } from './conditions.js';
import { counterKind } from './counter-kind.js';
import { settle } from './instructions.js';
import { interveningIfOrWas } from './intervening-if.js';
import { keyword } from './keywords.js';
import { singularNoun } from './nouns.js';
import { count } from './numbers.js';
import { cyclesItself, playerActionTrigger } from './player-action-triggers.js';
import { ptBound } from './pt-bounds.js';
import type { On, RawInstruction } from './references.js';
import { stepTrigger } from './step-triggers.js';
import { attached, controlledBy, creatureGroup, withQuality } from './subjects.js';
import { becomesTarget, becomesTheTarget } from './target-trigger.js';

/**
 * Triggered abilities of a permanent (CR 603.1): "When [this] enters", "When [this] dies",
 * "Whenever [this] attacks", "At the beginning of your upkeep", then the effect. Targets are
 * chosen as the ability triggers (603.3d).
 */

const entersWords = seq(words('enters'), opt(words('the battlefield')));

const ofSelf = (phrase: Parser<unknown>, trigger: Trigger): Parser<Trigger> =>
  map(seq(anyOf('when', 'whenever'), token('self'), phrase), () => trigger);

/**
 * "Whenever a land enters [the battlefield] under your (an opponent's) control", "Whenever another creature
 * enters", "Whenever another creature you control enters", "Whenever a creature with power 4 or
 * greater enters" (208.1, read as it enters: 603.6a), and "Whenever [this] or another Ally
 * enters [the battlefield] under your control" (`orSelf`: Rally, Constellation).
 */
const permanentEnters: Parser<Trigger> = map(
  seq(
    words('whenever'),
    alt(
      anyOf('a', 'an', 'another'),
      map(seq(token('self'), words('or another')), () => 'orSelf'),
    ),
    singularNoun,
    // CR 614.12: "another creature of the chosen type" (Bloodline Pretender), of its source's choice.
    opt(ofTheChosen),
    opt(controlledBy),
    opt(ptBound),
    entersWords,
    opt(
      alt(
        map(words('under your control'), () => 'you' as const),
        // CR 102.3: Polluted Bonds, "under an opponent's control".
        map(words("under an opponent 's control"), () => 'opponents' as const),
      ),
    ),
  ),
  ([, article, filter, chosen, who, bound, , under]): Trigger | null =>
    who !== null && under !== null
      ? null
      : {
          kind: 'permanentEnters',
          filter: {
            ...filter,
            ...chosen,
            ...(bound ? { ptBound: bound } : {}),
            ...(article === 'another' || article === 'orSelf' ? { other: true } : {}),
            ...(under ? { controller: under } : who === null ? {} : { controller: who }),
          },
          ...(article === 'orSelf' ? { orSelf: true } : {}),
        },
);

/** A watched permanent's filter, and whether the trigger adds the object itself (`orSelf`). */
interface Watched {
  readonly filter: Filter;
  readonly orSelf: boolean;
}

/** "dealt damage by [this] this turn" (Sengir Vampire): the source dealt it damage this turn. */
const dealtDamageBySelf: Parser<unknown> = seq(words('dealt damage by'), token('self'), words('this turn'));

/**
 * The permanent a "whenever a [kind of permanent] ..." trigger watches: "a creature [you control |
 * an opponent controls]", "another creature", and "[this] or another creature [you control]"
 * (`orSelf`).
 */
const watchedPermanent = (noun: Parser<Filter>): Parser<Watched> =>
  map(
    seq(
      alt(
        anyOf('a', 'an', 'another'),
        map(seq(token('self'), words('or another')), () => 'orSelf'),
      ),
      noun,
      opt(controlledBy),
      opt(withQuality),
      opt(dealtDamageBySelf),
    ),
    ([article, filter, who, quality, damaged]) => ({
      filter: {
        ...filter,
        ...quality,
        ...(damaged === null ? {} : { dealtDamageBySource: true }),
        ...(article === 'another' || article === 'orSelf' ? { other: true } : {}),
        ...(who === null ? {} : { controller: who }),
      },
      orSelf: article === 'orSelf',
    }),
  );

/** A watched permanent's event: `kind`, with `orSelf` only where it adds the object itself. */
const watchedEvent = (
  kind: 'permanentTurnedFaceUp',
  noun: Parser<Filter>,
  phrase: Parser<unknown>,
): Parser<Trigger> =>
  map(seq(words('whenever'), watchedPermanent(noun), phrase), ([, w]) => ({
    kind,
    filter: w.filter,
    ...(w.orSelf ? { orSelf: true } : {}),
  }));

/**
 * "Whenever a creature [you control] becomes the target of a spell or ability [an opponent
 * controls]" (Horobi, Death's Wail; Battle Mammoth), "When enchanted creature becomes the target
 * of a spell or ability" (Ice Cage): the permanent is the trigger object (601.2c, 602.2b, 603.3d).
 */
const permanentBecomesTarget: Parser<Trigger> = alt(
  map(seq(words('whenever'), watchedPermanent(singularNoun), becomesTheTarget), ([, w, targeting]) =>
    w.orSelf ? null : { kind: 'permanentBecomesTarget', filter: w.filter, ...targeting },
  ),
  map(seq(anyOf('when', 'whenever'), attached, becomesTheTarget), ([, filter, targeting]) => ({
    kind: 'permanentBecomesTarget',
    filter,
    ...targeting,
  })),
);

/**
 * Where a dying permanent goes: "dies", "is put into a graveyard from the battlefield"; "into your
 * (an opponent's) graveyard" is its owner's (404.2), so a permanent that player owns.
 */
const intoGraveyard: Parser<Filter> = alt<Filter>(
  map(anyOf('dies', 'is put into a graveyard from the battlefield'), () => ({})),
  map(words('is put into your graveyard from the battlefield'), () => ({ owner: 'you' })),
  map(words("is put into an opponent 's graveyard from the battlefield"), () => ({ owner: 'opponents' })),
);

/**
 * CR 700.4: "Whenever a creature [you control | an opponent controls] dies", "Whenever another
 * creature dies", and "Whenever [this] or another creature [you control] dies" (`orSelf`); "is put
 * into a graveyard from the battlefield" is the same event said of any permanent ("a land"), and
 * "When a nontoken creature is put into your graveyard from the battlefield" (Field of Souls;
 * "when" is "whenever", 603.1) one of a permanent its controller's opponent or they own.
 */
const permanentDies: Parser<Trigger> = map(
  seq(anyOf('when', 'whenever'), watchedPermanent(singularNoun), intoGraveyard),
  ([, w, owner]) => ({
    kind: 'permanentDies',
    filter: { ...w.filter, ...owner },
    ...(w.orSelf ? { orSelf: true } : {}),
  }),
);

/**
 * CR 700.4, 303.4, 301.5a: "When[ever] enchanted / equipped creature dies": the permanent its
 * source is attached to as it died (603.10a), the trigger object.
 */
const attachedDies: Parser<Trigger> = map(
  seq(anyOf('when', 'whenever'), attached, words('dies')),
  ([, filter]) => ({ kind: 'permanentDies', filter }),
);

/**
 * CR 702.37e: "Whenever a permanent [you control] is turned face up", "Whenever [this] or
 * another creature you control is turned face up"; any permanent on the battlefield is one (110.1).
 */
const permanentTurnedFaceUp: Parser<Trigger> = watchedEvent(
  'permanentTurnedFaceUp',
  singularNoun,
  words('is turned face up'),
);

/**
 * CR 122.6, 603.2c: "Whenever one or more [kind] counters are put on [this]", and "on a [creature
 * you control]", "on another creature you control", once for each permanent; "Whenever a [kind]
 * counter is put on [this] / on a [creature]" (`each`), once for each counter, as the rulings of
 * Fathom Mage and Bloodcrazed Hoplite say.
 */
const countersPut: Parser<Trigger> = map(
  seq(
    alt(
      map(seq(words('whenever one or more'), counterKind, words('counters are put on')), ([, counter]) => ({
        counter,
        each: false,
      })),
      map(seq(words('whenever a'), counterKind, words('counter is put on')), ([, counter]) => ({
        counter,
        each: true,
      })),
    ),
    alt<'self' | Watched>(
      map(token('self'), () => 'self' as const),
      watchedPermanent(singularNoun),
    ),
  ),
  ([{ counter, each }, on]): Trigger => {
    const perCounter = each ? { each: true as const } : {};
    return on === 'self'
      ? { kind: 'countersPutOnSelf', counter, ...perCounter }
      : {
          kind: 'countersPut',
          counter,
          filter: on.filter,
          ...(on.orSelf ? { orSelf: true } : {}),
          ...perCounter,
        };
  },
);

/** CR 506.5: "Whenever a [creature you control] attacks alone": the only creature declared as an attacker. */
const creatureAttacksAlone: Parser<Trigger> = map(
  seq(words('whenever'), watchedPermanent(singularNoun), words('attacks alone')),
  ([, w]) => (w.orSelf ? null : { kind: 'creatureAttacksAlone', filter: w.filter }),
);

/** CR 506.3: "you or a planeswalker you control", "you": what the attacker attacks. */
const attackedByWatched: Parser<AttackedByWatched> = alt<AttackedByWatched>(
  map(words('you or a planeswalker you control'), () => 'youOrYourPlaneswalker'),
  map(words('you'), () => 'you'),
);

/**
 * CR 508.3a: "Whenever a creature you control attacks", "Whenever another creature you control
 * attacks", "Whenever [this] or another creature attacks" (`orSelf`), "Whenever a creature
 * attacks you [or a planeswalker you control]" (`attacking`, 506.3): once for each attacker
 * declared, which is the trigger object.
 */
const creatureAttacks: Parser<Trigger> = map(
  seq(words('whenever'), watchedPermanent(singularNoun), words('attacks'), opt(attackedByWatched)),
  ([, w, , attacking]) => ({
    kind: 'creatureAttacks',
    filter: w.filter,
    ...(w.orSelf ? { orSelf: true } : {}),
    ...(attacking ? { attacking } : {}),
  }),
);

/** CR 509.3c: "Whenever a [creature you control] becomes blocked": that attacker is the trigger object. */
const creatureBecomesBlocked: Parser<Trigger> = map(
  seq(words('whenever'), watchedPermanent(singularNoun), words('becomes blocked')),
  ([, w]) => (w.orSelf ? null : { kind: 'creatureBecomesBlocked', filter: w.filter }),
);

/** CR 603.2c: "Whenever one or more [creatures you control] attack": once, however many attack. */
const creaturesAttack: Parser<Trigger> = map(
  seq(words('whenever one or more'), creatureGroup, words('attack')),
  ([, filter]) => ({ kind: 'creaturesAttack', filter }),
);

const TO_A_PLAYER = words('combat damage to a player');

/**
 * CR 510.3a, 603.2c: "Whenever a [creature you control] deals combat damage to a player", once for
 * each such creature, and "Whenever one or more [creatures you control] deal combat damage to a
 * player", once for each player.
 */
const creatureDealsCombatDamage: Parser<Trigger> = alt<Trigger>(
  map(seq(words('whenever one or more'), creatureGroup, words('deal'), TO_A_PLAYER), ([, filter]) => ({
    kind: 'creatureDealsCombatDamageToPlayer',
    filter,
    oneOrMore: true,
  })),
  map(seq(words('whenever'), watchedPermanent(singularNoun), words('deals'), TO_A_PLAYER), ([, w]) => ({
    kind: 'creatureDealsCombatDamageToPlayer',
    filter: w.filter,
    ...(w.orSelf ? { orSelf: true } : {}),
  })),
);

/** "a creature", "a green creature", "a Wall": the other creature of a block (509.3b, 509.3d). */
/** "a Wall", "a creature with power 1 or less" (Arrogant Bloodlord, 208.1): read as blockers are declared (509.3f). */
const aCreature: Parser<Filter> = map(
  seq(anyOf('a', 'an'), singularNoun, opt(ptBound)),
  ([, filter, bound]) => (bound ? { ...filter, ptBound: bound } : filter),
);

/**
 * CR 506.5, 508.3a, 509.3: the combat triggers of [this creature] beyond "attacks", "blocks" and
 * "becomes blocked", longest phrase first ("attacks alone" before "attacks").
 */
const selfInCombat: Parser<Trigger> = alt<Trigger>(
  ofSelf(words("attacks and isn't blocked"), { kind: 'attacksAndIsntBlocked' }),
  ofSelf(words('attacks alone'), { kind: 'attacksAlone' }),
  // Battalion: "Whenever [this] and at least two other creatures attack".
  map(
    seq(
      anyOf('when', 'whenever'),
      token('self'),
      words('and at least'),
      count,
      words('other creatures attack'),
    ),
    ([, , , others]): Trigger => ({ kind: 'attacksWithOthers', others }),
  ),
  map(
    seq(anyOf('when', 'whenever'), token('self'), words('blocks or becomes blocked by'), aCreature),
    ([, , , filter]): Trigger => ({ kind: 'blocksOrBecomesBlockedByCreature', filter }),
  ),
  map(
    seq(
      anyOf('when', 'whenever'),
      token('self'),
      words('blocks'),
      aCreature,
      opt(seq(anyOf('with', 'without'), keyword)),
    ),
    ([, , , filter, k]): Trigger => ({
      kind: 'blocksCreature',
      filter,
      ...(k === null ? {} : { keyword: { keyword: k[1], has: k[0] === 'with' } }),
    }),
  ),
  map(
    seq(anyOf('when', 'whenever'), token('self'), words('becomes blocked by'), aCreature),
    ([, , , filter]): Trigger => ({ kind: 'becomesBlockedByCreature', filter }),
  ),
);

/** An event of the object itself, as an "or" joins two: "enters", "dies", "leaves the battlefield", "attacks". */
const selfEvent: Parser<SelfEventTrigger> = alt<SelfEventTrigger>(
  map(entersWords, () => ({ kind: 'entersBattlefield' })),
  map(words('dies'), () => ({ kind: 'dies' })),
  map(words('is put into a graveyard from the battlefield'), () => ({ kind: 'dies' })),
  map(words('leaves the battlefield'), () => ({ kind: 'leavesBattlefield' })),
  map(words('attacks'), () => ({ kind: 'attacks' })),
  map(words('blocks'), () => ({ kind: 'blocks' })),
  map(words('becomes blocked'), () => ({ kind: 'becomesBlocked' })),
  map(words('deals combat damage to a player'), () => ({ kind: 'dealsCombatDamageToPlayer' })),
  map(words('is turned face up'), () => ({ kind: 'turnedFaceUp' })),
);

/** CR 603.2: "When [this] enters or dies", "Whenever [this] attacks or blocks", "blocks or becomes blocked". */
const selfEventOr: Parser<Trigger> = map(
  seq(anyOf('when', 'whenever'), token('self'), selfEvent, words('or'), selfEvent),
  ([, , first, , second]): Trigger | null =>
    first.kind === second.kind ? null : { kind: 'anyOf', triggers: [first, second] },
);

const DAMAGE_RECIPIENT: readonly (readonly [string, DamageTriggerRecipient])[] = [
  ['a player', 'player'],
  ['an opponent', 'opponent'],
  ['a creature', 'creature'],
];

/**
 * CR 120, 603.2c: "Whenever [this] deals [combat] damage [to a player / an opponent / a
 * creature]"; "deals combat damage to a player" is the kind the engine had first.
 */
const selfDealsDamage: Parser<Trigger> = map(
  seq(
    anyOf('when', 'whenever'),
    token('self'),
    words('deals'),
    opt(words('combat')),
    words('damage'),
    opt(seq(words('to'), alt(...DAMAGE_RECIPIENT.map(([phrase, to]) => map(words(phrase), () => to))))),
  ),
  ([, , , combat, , to]): Trigger => {
    const recipient = to?.[1] ?? 'any';
    if (combat !== null && recipient === 'player') return { kind: 'dealsCombatDamageToPlayer' };
    return { kind: 'dealsDamage', to: recipient, combat: combat !== null };
  },
);

/** CR 716.2a, 603.2e: "When this Class becomes level N". */
const becomesLevel: Parser<Trigger> = map(
  seq(words('when'), token('self'), words('becomes level'), token('num')),
  ([, , , n]): Trigger => ({ kind: 'becomesLevel', level: n.n }),
);

/** CR 119.9: "Whenever you gain life". */
const youGainLife: Parser<Trigger> = map(words('whenever you gain life'), () => ({ kind: 'youGainLife' }));
/** CR 706.1: "Whenever you roll a die", "Whenever you roll a 4 or higher on a die" (one die at a time, 706.2). */
const youRollDie: Parser<Trigger> = alt<Trigger>(
  map(words('whenever you roll a die'), () => ({ kind: 'youRollDie' })),
  map(seq(words('whenever you roll a'), token('num'), words('or higher on a die')), ([, n]) => ({
    kind: 'youRollDie',
    atLeast: n.n,
  })),
);
const youDrawCard: Parser<Trigger> = alt<Trigger>(
  map(words('whenever you draw a card'), () => ({ kind: 'youDrawCard' })),
  // CR 121.2: Faerie Vandal, "Whenever you draw your second card each turn".
  map(words('whenever you draw your second card each turn'), () => ({ kind: 'youDrawCard', nth: 2 })),
);

/**
 * CR 603.8: "When you control no Islands": a state trigger on a condition of the game, not of
 * the object itself (whose states are events: "becomes tapped").
 */
const stateHolds: Parser<Trigger> = map(seq(words('when'), condition), ([, c]) =>
  c.kind === 'valueAtLeast' || c.kind === 'valueAtMost' ? { kind: 'stateHolds', condition: c } : null,
);

export const trigger: Parser<Trigger> = alt<Trigger>(
  stateHolds,
  // "blocks or becomes blocked by a creature" before "blocks or becomes blocked".
  selfInCombat,
  selfEventOr,
  ofSelf(entersWords, { kind: 'entersBattlefield' }),
  permanentEnters,
  permanentDies,
  attachedDies,
  permanentTurnedFaceUp,
  creaturesAttack,
  creatureAttacksAlone,
  // After "attacks alone", which it would read the start of.
  creatureAttacks,
  creatureBecomesBlocked,
  creatureDealsCombatDamage,
  attachedDealsCombatDamage,
  attachedCreatureEvent,
  countersPut,
  youGainLife,
  youRollDie,
  youDrawCard,
  playerActionTrigger,
  becomesLevel,
  becomesTarget,
  permanentBecomesTarget,
  spellCastTrigger,
  // CR 601.2i: "When you cast this spell", a spell's own.
  map(seq(words('when you cast'), token('self')), () => ({ kind: 'castSelf' })),
  ofSelf(words('dies'), { kind: 'dies' }),
  // CR 700.4: "dies" is this event's short form; a permanent of any type is put into a graveyard from the battlefield.
  ofSelf(words('is put into a graveyard from the battlefield'), { kind: 'dies' }),
  ofSelf(words('leaves the battlefield'), { kind: 'leavesBattlefield' }),
  ofSelf(words('attacks'), { kind: 'attacks' }),
  ofSelf(words('blocks'), { kind: 'blocks' }),
  ofSelf(words('becomes blocked'), { kind: 'becomesBlocked' }),
  selfDealsDamage,
  ofSelf(words('is dealt damage'), { kind: 'isDealtDamage' }),
  ofSelf(words('is dealt combat damage'), { kind: 'isDealtDamage', combat: true }),
  ofSelf(words('is turned face up'), { kind: 'turnedFaceUp' }),
  ofSelf(words('becomes tapped'), { kind: 'becomesTapped' }),
  ofSelf(words('becomes untapped'), { kind: 'becomesUntapped' }),
  ofSelf(words('exploits a creature'), { kind: 'exploits' }),
  ofSelf(words('becomes monstrous'), { kind: 'becomesMonstrous' }),
  ofSelf(words('becomes renowned'), { kind: 'becomesRenowned' }),
  map(words('whenever you exert a creature'), (): Trigger => ({ kind: 'youExert' })),
  stepTrigger,
  // CR 511.2: "At end of combat", as each turn's end of combat step begins.
  map(words('at end of combat'), (): Trigger => ({ kind: 'endOfCombat' })),
);

/** Instructions that wait for their controller's answer or decision as they resolve (608.2d). */
const waits = (i: Instruction): boolean =>
  i.kind === 'optional' ||
  i.kind === 'modal' ||
  i.kind === 'chosenPermanents' ||
  (DECIDED_KINDS as readonly string[]).includes(i.kind);

/**
 * CR 603.2, 608.2c: the events about another object, the trigger object, which "it" in the effect
 * means until the effect names the object itself ("Whenever a creature enters, it gains haste").
 * A spell that targets the object itself (heroic) leaves "it" the object itself.
 */
const aboutAnotherObject = (t: Trigger): boolean =>
  t.kind === 'permanentEnters' ||
  t.kind === 'permanentTurnedFaceUp' ||
  t.kind === 'permanentDies' ||
  t.kind === 'permanentSacrificed' ||
  t.kind === 'cardDiscarded' ||
  (t.kind === 'cardPutIntoGraveyard' && t.oneOrMore !== true) ||
  (t.kind === 'creatureDealsCombatDamageToPlayer' && t.oneOrMore !== true) ||
  t.kind === 'countersPut' ||
  t.kind === 'permanentBecomesTarget' ||
  t.kind === 'attachedCreatureEvent' ||
  t.kind === 'youExert' ||
  t.kind === 'creatureAttacksAlone' ||
  t.kind === 'creatureAttacks' ||
  t.kind === 'creatureBecomesBlocked' ||
  (t.kind === 'spellCast' && t.targetsSelf !== true);

/**
 * CR 509.3b, 509.3d, 603.2c: the events of the object itself with another creature, the trigger
 * object, which "that creature" names while "it" stays the object itself: the other creature of
 * a block, the creature it dealt damage to.
 */
const withAnotherCreature = (t: Trigger): boolean =>
  t.kind === 'blocksCreature' ||
  t.kind === 'becomesBlockedByCreature' ||
  t.kind === 'blocksOrBecomesBlockedByCreature' ||
  (t.kind === 'dealsDamage' && t.to === 'creature');

/**
 * What "that creature" names where "it" is the object itself: the other creature of a block or
 * the one dealt damage (509.3b), or the enchanted permanent whose controller's upkeep it is (303.4).
 */
const thatOf = (t: Trigger): On | undefined => {
  if (withAnotherCreature(t)) return 'triggerObject';
  return 'whose' in t && t.whose === 'attachedController' ? 'attachedTo' : undefined;
};

/**
 * The trigger objects the engine can act on: a permanent that entered, was turned face up, had
 * counters put on it, became a target, was exerted, attacked or attacked alone, the other creature of a block or one dealt damage,
 * a creature that dealt combat damage to a player (510.1). A
 * creature that died is a card in a graveyard and a spell is on the stack (CR 400.7).
 */
const onBattlefield = (t: Trigger): boolean =>
  t.kind === 'permanentEnters' ||
  (t.kind === 'creatureDealsCombatDamageToPlayer' && t.oneOrMore !== true) ||
  t.kind === 'permanentTurnedFaceUp' ||
  t.kind === 'countersPut' ||
  t.kind === 'permanentBecomesTarget' ||
  t.kind === 'attachedCreatureEvent' ||
  t.kind === 'youExert' ||
  t.kind === 'creatureAttacksAlone' ||
  t.kind === 'creatureAttacks' ||
  t.kind === 'creatureBecomesBlocked' ||
  withAnotherCreature(t);

const actsOnTriggerObject = (instructions: readonly Instruction[]): boolean =>
  mentions(instructions, (part) => part.on === 'triggerObject');

const ATTACKER_DEFENDING_PLAYER_UNREAD =
  '"defending player" of a trigger on another creature\'s attack is the player that creature attacks, which the engine reads only of the attacking source itself (CR 508.5)';

const TRIGGER_OBJECT_UNREAD =
  '"it" is the trigger object, which the engine acts on only by a continuous effect on a permanent (CR 603.2, 608.2c)';

const triggerObjectUnread = (text: string): AbilityDef => ({
  kind: 'unsupported',
  text,
  reason: TRIGGER_OBJECT_UNREAD,
});

/** "[Trigger], [effect]."; `on`: the triggers read (an instant's or sorcery's are fewer). */
export const triggeredAbility = (
  sentences: Parser<RawInstruction[]>,
  on: Parser<Trigger> = trigger,
): AbilityParser =>
  map(seq(on, punct(','), opt(interveningIfOrWas), sentences), ([t, , clause, raw]) => {
    // CR 603.10a: "its power was" is about the object itself as it left the battlefield.
    if (clause?.lastKnown && t.kind !== 'dies' && t.kind !== 'leavesBattlefield') return null;
    const condition = clause?.condition;
    const subject = aboutAnotherObject(t) ? 'triggerObject' : 'self';
    // "Whenever a creature enters, if you cast it": "it" is the trigger object, which the
    // condition, read from the ability's own object, doesn't see.
    if (subject === 'triggerObject' && condition?.kind === 'wasCast') return null;
    const settled = settle(raw, true, subject, thatOf(t));
    if (settled === null || (!onBattlefield(t) && actsOnTriggerObject(settled.instructions)))
      // Read as the object itself, it would compile: "it" is what the engine can't act on.
      return subject === 'triggerObject' && settle(raw, true) !== null ? triggerObjectUnread : null;
    if (
      mentions(settled, (part) => part.controller === 'defendingPlayer' || part.who === 'defendingPlayer')
    ) {
      if (aboutAttached(t))
        return (text: string): AbilityDef => ({ kind: 'unsupported', text, reason: DEFENDING_PLAYER_UNREAD });
      if (t.kind === 'creatureAttacks')
        return (text: string): AbilityDef => ({
          kind: 'unsupported',
          text,
          reason: ATTACKER_DEFENDING_PLAYER_UNREAD,
        });
    }
    // CR 113.6k: the source of "When you cast this spell" is a spell, which no instruction on [this] acts on.
    if (t.kind === 'castSelf' && mentions(settled.instructions, (part) => part.on === 'self')) return null;
    // CR 704.5m: an Aura is put into its graveyard once its creature has died, before its ability
    // resolves; what the ability would do to the Aura itself there is not read.
    if (
      t.kind === 'permanentDies' &&
      t.filter.attachedToSource &&
      mentions(settled.instructions, (part) => part.on === 'self')
    )
      return null;
    // CR 702.29c, 107.3: a cycled card's trigger acts from the graveyard, where no instruction on
    // [this] is read; its X would be the cycling cost's, which the trigger doesn't carry.
    if (
      cyclesItself(t) &&
      (mentions(settled.instructions, (part) => part.on === 'self') ||
        anyNode(settled, (n) => n.kind === 'x'))
    )
      return null;
    // CR 603.8: a state trigger resolves as the state is checked, with nothing to wait for.
    if (t.kind === 'stateHolds' && (settled.targets !== null || settled.instructions.some(waits)))
      return null;
    return (text: string): AbilityDef => ({
      kind: 'triggered',
      text,
      trigger: t,
      // CR 113.6k: it triggers from the stack, where the spell is as it becomes cast.
      ...(t.kind === 'castSelf' ? { zone: 'stack' } : {}),
      // CR 702.29c: "When you cycle [this]" triggers from the graveyard the card went to.
      ...(cyclesItself(t) ? { zone: 'graveyard' } : {}),
      ...(condition ? { condition } : {}),
      ...(settled.targets ? { targets: settled.targets } : {}),
      instructions: settled.instructions,
    });
  });
