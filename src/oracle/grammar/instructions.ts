import type { PlayerGroup } from '../../effects/library.js';
import { countsByX } from '../../effects/target-count.js';
import type {
  Duration,
  Filter,
  Instruction,
  Keyword,
  LayerOp,
  TargetSpec,
  Value,
} from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import {
  alt,
  anyOf,
  before,
  listOf,
  map,
  opt,
  type Parser,
  punct,
  refuse,
  sepBy1,
  seq,
  token,
  words,
} from '../parser.js';
import { animatedGroup, becomes, keepingTypes, stillItsType, theyreStill, transforms } from './becomes.js';
import { chosenInstruction } from './chosen-permanents.js';
import { chosenTypeInstruction } from './chosen-type-choice.js';
import { gainControl, untapThatCreature } from './control.js';
import { tokenCopyInstruction } from './copies.js';
import { anotherTarget, countedTarget, eachOfTargets } from './counted-targets.js';
import { counterInstruction } from './counter.js';
import { puttableCounterKind } from './counter-kind.js';
import { createTokensInstruction } from './create-tokens.js';
import { createdTokensGain } from './created-tokens-gain.js';
import {
  damageBackByPower,
  damageFromPower,
  damageItself,
  damageToIt,
  damageToItsController,
  moreDamage,
} from './damage.js';
import { withDelay } from './delayed.js';
import { detain } from './detain.js';
import { distributeCounters } from './distributed-counters.js';
import { dividedDamage } from './divided-damage.js';
import { doubling } from './doubling.js';
import { getEmblemInstruction } from './emblem.js';
import { exileIfDiesInstruction } from './exile-instead.js';
import { exileToPlayInstruction } from './exile-to-play.js';
import { flickerOf, returnItToBattlefield } from './flicker.js';
import { lasting, until } from './for-as-long-as.js';
import { withForEach } from './for-each.js';
import { goad } from './goad.js';
import { grantedAbilities, lostKeywords } from './granted.js';
import { exileFromGraveyard } from './graveyard.js';
import {
  adaptInstruction,
  amassInstruction,
  bolsterInstruction,
  exploreInstruction,
  fightInstruction,
  proliferateInstruction,
  supportInstruction,
  transformInstruction,
} from './keyword-actions.js';
import { keyword } from './keywords.js';
import { libraryInstruction, SUBJECTS, targetOpponent } from './library.js';
import { manaSymbols } from './mana.js';
import { becomeMonarchInstruction } from './monarch.js';
import { moveCounterInstruction } from './moved-counters.js';
import { amount, constant, count, ptValue } from './numbers.js';
import { pairedAlsoGets } from './paired-also.js';
import { getCounters } from './player-counters.js';
import { preventInstruction } from './prevention.js';
import {
  type On,
  type RawInstruction,
  type Ref,
  recipients,
  self,
  selfOrTargets,
  selfTargetsOrAttached,
  source,
  sourceIsSelf,
} from './references.js';
import { allAbleToBlock } from './restrictions.js';
import { selfCounters } from './self-counters.js';
import { spendOnly } from './spend-restrictions.js';
import { creatureGroup, permanentGroup } from './subjects.js';
import { type Group, groupOf, onGroup } from './target-player-groups.js';
import { onTargetWord, placeTarget } from './target-words.js';
import { target } from './targets.js';
import { textChangeInstruction } from './text-change.js';
import { readsTargetCardsNumber, readsThatTarget } from './that-creature.js';
import { thatCreatureSentences } from './that-creature-sentences.js';
import { restrictedThisTurn, restrictionOp } from './this-turn.js';
import { twoTargetInstruction, withSecondTarget } from './two-targets.js';
import { untapStepInstruction } from './untap-steps.js';
import { equalTo, quantityOf } from './values.js';
import { withWhereX, withXEverywhere } from './where-x.js';

/**
 * Instructions: the sentences of a spell's or ability's effect (CR 608.2), each read into the
 * effect language with what it acts on. Who "it" is and whether every sentence names the same
 * target is settled for the whole ability by `settle` (CR 115.1: a target is chosen once).
 */

/** What a sentence acts on: the object itself, "it", an attached-to creature or a target. */
const ref: Parser<Ref> = alt<Ref>(
  self,
  map(words('it'), () => ({ kind: 'it' })),
  map(anyOf('that creature', 'that land'), () => ({ kind: 'that' })),
  // CR 608.2c: several objects named before it: the targets a "Choose" sentence announced (choose-targets.ts).
  map(anyOf('each of them', 'each of those creatures'), () => ({ kind: 'them' })),
  map(anyOf('enchanted creature', 'equipped creature'), () => ({ kind: 'attached' })),
  map(target, (spec) => ({ kind: 'target', spec })),
  // "Up to two target creatures each get +1/+0" (CR 601.2c): each of those still legal (608.2b).
  map(seq(countedTarget, opt(words('each'))), ([spec]) => ({ kind: 'target', spec })),
  map(anotherTarget, (spec) => ({ kind: 'target', spec })),
);

const possessive: Parser<Ref> = alt<Ref>(
  map(seq(token('self'), words("'s")), () => ({ kind: 'self' })),
  map(words('its'), () => ({ kind: 'it' })),
  map(words("that creature 's"), () => ({ kind: 'that' })),
  map(seq(target, words("'s")), ([spec]) => ({ kind: 'target', spec })),
  map(seq(anyOf('enchanted creature', 'equipped creature'), words("'s")), () => ({ kind: 'attached' })),
);

export const ptChange: Parser<LayerOp> = map(token('pt'), (t): LayerOp | null =>
  t.signed ? { kind: 'modifyPT', power: ptValue(t.power), toughness: ptValue(t.toughness) } : null,
);

/** Layer 6: the object gains these keywords; each one's text is its name, which the engine reads. */
export const grant = (keywords: readonly Keyword[]): LayerOp => ({
  kind: 'addAbilities',
  abilities: keywords.map((k) => ({ kind: 'keyword', keyword: k, text: k })),
});

const untilEndOfTurn = words('until end of turn');

/**
 * "gets +1/+1", "gains flying", "gets +2/+0 and gains first strike", 'gains "{T}: Add {G}."',
 * and what is lost (CR 113.10b: every instance goes): "loses flying", "gets -2/+2 and loses
 * flying", "loses defender and gains flying", "gains flying and loses trample". The longer
 * phrases come first, as `alt` keeps the first that reads.
 */
export const creatureChanges: Parser<LayerOp[]> = alt(
  map(
    seq(anyOf('gets', 'get'), ptChange, words('and'), anyOf('gains', 'gain'), grantedAbilities),
    ([, pt, , , granted]) => [pt, granted],
  ),
  map(seq(anyOf('gets', 'get'), ptChange, words('and'), lostKeywords), ([, pt, , lost]) => [pt, lost]),
  map(seq(anyOf('gets', 'get'), ptChange), ([, pt]) => [pt]),
  map(
    seq(anyOf('gains', 'gain'), grantedAbilities, words('and'), anyOf('gets', 'get'), ptChange),
    ([, granted, , , pt]) => [pt, granted],
  ),
  map(seq(anyOf('gains', 'gain'), grantedAbilities, words('and'), lostKeywords), ([, granted, , lost]) => [
    granted,
    lost,
  ]),
  map(seq(anyOf('gains', 'gain'), grantedAbilities), ([, granted]) => [granted]),
  map(seq(lostKeywords, words('and'), anyOf('gains', 'gain'), grantedAbilities), ([lost, , , granted]) => [
    lost,
    granted,
  ]),
  map(lostKeywords, (lost) => [lost]),
);

const effectOn =
  (ops: readonly LayerOp[], duration: Duration = 'endOfTurn') =>
  (on: On): Instruction | null =>
    on === 'created' || on === 'chosen'
      ? null
      : {
          kind: 'createEffect',
          on,
          effect: { affects: on === 'self' ? { self: true } : {}, ops },
          duration,
        };

/** "[it] gets +N/+M [and gains K] until end of turn", also with "until end of turn" first. */
const untilEndOfTurnChange: Parser<RawInstruction> = alt(
  // CR 611.2a: no duration stated ("Target land you control becomes a 4/4 Elemental creature with
  // trample. It's still a land.", Nissa, Worldwaker): for the rest of the game.
  map(seq(ref, becomes, stillItsType), ([r, ops]) => ({
    ref: r,
    build: effectOn(keepingTypes(ops), 'permanent'),
  })),
  map(
    seq(ref, alt(creatureChanges, transforms), lasting, opt(stillItsType)),
    ([r, ops, duration, still]) => ({
      ref: r,
      build: effectOn(still ? keepingTypes(ops) : ops, duration),
    }),
  ),
  map(
    seq(until, punct(','), ref, alt(creatureChanges, transforms), opt(stillItsType)),
    ([duration, , r, ops, still]) => ({
      ref: r,
      build: effectOn(still ? keepingTypes(ops) : ops, duration),
    }),
  ),
  // CR 611.2a: with no duration stated it lasts until the end of the game: the Hidden cycle's
  // "[this] becomes a 5/5 Treefolk creature" (no longer an enchantment, 205.1a).
  map(seq(ref, transforms, opt(stillItsType)), ([r, ops, still]) => ({
    ref: r,
    build: effectOn(still ? keepingTypes(ops) : ops, 'permanent'),
  })),
  // "Put a +2/+2 counter on target Chimera creature. It gains flying." (Tin-Wing Chimera, "This
  // effect lasts indefinitely."): a sentence of its own with no duration lasts until the game
  // ends; not one "and" joins to a later duration ("gets +1/+0 and ... until end of turn").
  map(seq(ref, creatureChanges, before(punct('.'))), ([r, ops]) => ({
    ref: r,
    build: effectOn(ops, 'permanent'),
  })),
);

/** CR 608.2d, 702.16a: "[it] gains protection from the color of your choice until end of turn". */
const chosenColorProtection: Parser<RawInstruction> = map(
  seq(ref, anyOf('gains', 'gain'), words('protection from the color of your choice'), untilEndOfTurn),
  ([r]) => ({
    ref: r,
    build: (on) => (selfOrTargets(on) ? { kind: 'gainChosenColorProtection', on } : null),
  }),
);

/**
 * CR 608.2d: "[it] [gets +1/+1 and] gains your choice of flying, vigilance, or lifelink until end
 * of turn": one of two or more, with the P/T change in the same effect.
 */
const chosenKeywordGain: Parser<RawInstruction> = map(
  seq(
    ref,
    opt(seq(anyOf('gets', 'get'), ptChange, words('and'))),
    anyOf('gains', 'gain'),
    words('your choice of'),
    listOf(keyword, 'or'),
    untilEndOfTurn,
  ),
  ([r, pt, , , keywords]) => ({
    ref: r,
    build: (on) =>
      selfOrTargets(on) && keywords.length > 1
        ? { kind: 'gainChosenKeyword', on, keywords, ...(pt === null ? {} : { alsoOps: [pt[1]] }) }
        : null,
  }),
);

/** "[it] can't block this turn", "[it] gets +1/+0 until end of turn and can't be blocked this turn". */
const thisTurnRestriction: Parser<RawInstruction> = alt(
  map(seq(ref, creatureChanges, untilEndOfTurn, words('and'), restrictedThisTurn), ([r, ops, , , more]) => ({
    ref: r,
    build: effectOn([...ops, ...more]),
  })),
  map(seq(ref, restrictedThisTurn), ([r, ops]) => ({ ref: r, build: effectOn(ops) })),
);

/** CR 509.1c: "All creatures able to block target creature this turn do so." (Taunting Challenge) */
const ableBlockersThisTurn: Parser<RawInstruction> = map(
  allAbleToBlock(seq(ref, words('this turn'))),
  ([restriction, [r]]) => ({
    ref: r,
    build: effectOn([restrictionOp('all creatures able to block it this turn do so', restriction)]),
  }),
);

/** A group of creatures, or of permanents, maybe a target player's ("creatures target player controls"). */
const creaturesOf = groupOf(creatureGroup);
const permanentsOf = groupOf(alt(creatureGroup, permanentGroup));

const massEffect = (
  affects: Filter,
  ops: readonly LayerOp[],
  duration: Duration = 'endOfTurn',
): RawInstruction => ({
  ref: { kind: 'none' },
  build: (): Instruction => ({
    kind: 'createEffect',
    on: 'filter',
    effect: { affects, ops },
    duration,
  }),
});

/**
 * "Creatures you control get +1/+0 until end of turn", 'Until end of turn, creatures you control
 * gain "..."' (611.2c: locked to those creatures now).
 */
const massChange: Parser<RawInstruction> = alt(
  map(seq(creaturesOf, creatureChanges, lasting), ([group, ops, duration]) =>
    onGroup(group, massEffect(group.filter, ops, duration)),
  ),
  map(seq(until, punct(','), creaturesOf, creatureChanges), ([duration, , group, ops]) =>
    onGroup(group, massEffect(group.filter, ops, duration)),
  ),
  // CR 205.1b, 611.2c: "All lands become 2/2 creatures until end of turn. They're still lands."
  map(
    seq(alt(creatureGroup, permanentGroup), words('become'), animatedGroup, lasting, opt(theyreStill)),
    ([affects, , ops, duration, still]) =>
      massEffect(affects, still === null ? ops : keepingTypes(ops), duration),
  ),
  map(
    seq(
      until,
      punct(','),
      alt(creatureGroup, permanentGroup),
      words('become'),
      animatedGroup,
      opt(theyreStill),
    ),
    ([duration, , affects, , ops, still]) =>
      massEffect(affects, still === null ? ops : keepingTypes(ops), duration),
  ),
  // CR 509.1g: "each creature blocking it gets -1/-1 until end of turn" (Baneblade Scoundrel): the
  // creatures blocking the object itself, so only where "it" is that object.
  map(seq(words('each creature blocking it'), creatureChanges, lasting), ([, ops, duration]) => {
    const mass = massEffect({ types: ['Creature'], blockingSource: true }, ops, duration);
    return { ...mass, build: (on: On, it: On) => (it === 'self' ? mass.build(on, it) : null) };
  }),
);

/**
 * CR 611.2a: "Until end of turn, target creature you control gets +1/+1 and target creature an
 * opponent controls gets -1/-1" (Skulduggery), "..., creatures you control get +1/+1 and creatures
 * your opponents control get -1/-1" (Zealous Persecution): the duration said first is each
 * change's; a group's is locked to the creatures there as it resolves (611.2c).
 */
export const untilEachChange: Parser<RawInstruction[]> = map(
  seq(
    until,
    punct(','),
    sepBy1(
      alt<(duration: Duration) => RawInstruction>(
        // "other creatures you control" beside a target means other than that target (Sigil
        // Blessing), which a group's "other" (other than the source) is not: not read.
        map(seq(creatureGroup, creatureChanges), ([affects, ops]) =>
          affects.other ? null : (duration: Duration) => massEffect(affects, ops, duration),
        ),
        map(seq(ref, creatureChanges), ([r, ops]) => (duration) => ({
          ref: r,
          build: effectOn(ops, duration),
        })),
      ),
      words('and'),
    ),
  ),
  ([duration, , changes]) => (changes.length < 2 ? null : changes.map((change) => change(duration))),
);

const switchPT: Parser<RawInstruction> = map(
  seq(words('switch'), possessive, words('power and toughness'), untilEndOfTurn),
  ([, r]) => ({ ref: r, build: effectOn([{ kind: 'switchPT' }]) }),
);

const regenerate: Parser<RawInstruction> = map(seq(words('regenerate'), ref), ([, r]) => ({
  ref: r,
  build: (on) => (selfTargetsOrAttached(on) ? { kind: 'regenerate', on } : null),
}));

/** "[it] deals N damage to [any target]" (CR 120.2): the source is the object itself. */
const dealDamage: Parser<RawInstruction> = map(
  seq(source, words('deals'), quantityOf('damage'), words('to'), alt(target, countedTarget, eachOfTargets)),
  ([from, , n, , spec]) => ({
    ref: { kind: 'target', spec },
    build: (on, it) =>
      on === 'targets' && sourceIsSelf(from, it) ? { kind: 'dealDamage', to: 'targets', amount: n } : null,
  }),
);

/** "[it] deals N damage to each opponent", "... to each creature" (CR 120.2). */
const dealDamageToEach: Parser<RawInstruction> = map(
  seq(source, words('deals'), quantityOf('damage'), words('to'), recipients),
  ([r, , n, , to]) => ({
    // The source is the object itself: a spell's own name, or a permanent's ("it").
    ref: r.kind === 'it' ? r : { kind: 'none' },
    build: (on): Instruction | null => (on === 'self' ? { kind: 'dealDamage', ...to, amount: n } : null),
  }),
);

const none: Ref = { kind: 'none' };
const targetPlayer: Ref = { kind: 'target', spec: { count: 1, filter: {}, players: true } };

/**
 * CR 119.3: "you lose N life", "each opponent / each player / that player loses N life", "target
 * player / target opponent loses N life".
 */
const LOSERS: readonly (readonly [string, PlayerGroup])[] = [
  ['you lose', 'you'],
  ['each opponent loses', 'opponents'],
  ['each player loses', 'each'],
  // CR 603.2c: the player of the trigger event (checked in oracle/that-much.ts).
  ['that player loses', 'triggerPlayer'],
];

const loseLife: Parser<RawInstruction> = alt<RawInstruction>(
  ...LOSERS.map(([phrase, who]) =>
    map(seq(words(phrase), quantityOf('life')), ([, n]) => ({
      ref: none,
      build: (): Instruction => ({ kind: 'loseLife', who, amount: n }),
    })),
  ),
  map(seq(anyOf('target player loses', 'target opponent loses'), quantityOf('life')), ([who, n]) => ({
    ref: who === 'target player loses' ? targetPlayer : targetOpponent,
    build: (on: On): Instruction | null =>
      on === 'targets' ? { kind: 'loseLife', who: 'targets', amount: n } : null,
  })),
);

/** A verb acting on a permanent: tap, untap (701.26), sacrifice (701.21a), exile (701.13a). */
const onPermanent = (
  verb: string,
  make: (on: 'self' | 'targets') => Instruction | null,
): Parser<RawInstruction> =>
  map(seq(words(verb), ref), ([, r]) => ({
    ref: r,
    build: (on) => (selfOrTargets(on) ? make(on) : null),
  }));

/**
 * Tap or untap (701.26) the object itself, its targets or what it's attached to ("tap enchanted
 * creature"); "tap or untap" leaves which to its controller as it resolves (608.2d).
 */
const tapOrUntap = (verb: 'tap' | 'untap' | 'tap or untap'): Parser<RawInstruction> =>
  map(seq(words(verb), ref), ([, r]) => ({
    ref: r,
    build: (on) =>
      selfTargetsOrAttached(on) ? { kind: verb === 'tap or untap' ? 'tapOrUntap' : verb, on } : null,
  }));

/** CR 701.26a-b: "Untap all creatures you control", "tap all lands target player controls": each of a group. */
const tapOrUntapAll = (verb: 'tap' | 'untap'): Parser<RawInstruction> =>
  map(seq(words(verb), permanentsOf), ([, group]) =>
    onGroup(group, {
      ref: { kind: 'none' },
      build: (): Instruction => ({ kind: verb, on: 'filter', filter: group.filter }),
    }),
  );

const permanentActions: Parser<RawInstruction> = alt<RawInstruction>(
  tapOrUntapAll('tap'),
  tapOrUntapAll('untap'),
  tapOrUntap('tap or untap'),
  tapOrUntap('tap'),
  tapOrUntap('untap'),
  onPermanent('sacrifice', (on) => (on === 'self' ? { kind: 'sacrifice', on } : null)),
  // CR 701.21a: "Its controller sacrifices it [at the beginning of the next end step]": whoever
  // controls it then, the object itself or, delayed, the target it remembers (delayed.ts).
  map(words('its controller sacrifices it'), () => ({
    ref: { kind: 'it' },
    build: (on: On): Instruction | null =>
      on === 'self' ? { kind: 'sacrifice', on, by: 'itsController' } : null,
  })),
  onPermanent('exile', (on) => ({ kind: 'exile', on })),
  map(seq(words('return'), ref, anyOf("to its owner 's hand", 'to their owners hands')), ([, r]) => ({
    ref: r,
    build: (on: On): Instruction | null => (selfOrTargets(on) ? { kind: 'returnToHand', on } : null),
  })),
);

/**
 * "Put N [kind] counters on [it / target creature / enchanted creature / each creature you
 * control]" (CR 122.1), and "remove N [kind] counters from [the same]": as many as it has, at
 * most N (122.1). "Put a number of +1/+1 counters on [it] equal to [a number]" says N last.
 */
const countersOn = (
  verb: 'put' | 'remove',
  preposition: 'on' | 'from',
  kind: 'addCounters' | 'removeCounters',
): Parser<RawInstruction> =>
  map(
    seq(
      words(verb),
      // "a number of [kind] counters on [it] equal to [a number]": the number comes last.
      alt<{ readonly n?: Value }>(
        map(words('a number of'), () => ({})),
        map(amount, (n) => ({ n })),
      ),
      puttableCounterKind,
      anyOf('counters', 'counter'),
      words(preposition),
      alt<Ref | Group>(
        ref,
        map(eachOfTargets, (spec): Ref => ({ kind: 'target', spec })),
        creaturesOf,
      ),
      opt(equalTo),
    ),
    ([, counted, counter, , , on, equal]) => {
      const n = counted.n ?? equal;
      if (n === null || (counted.n !== undefined && equal !== null)) return null;
      return 'kind' in on
        ? {
            ref: on,
            // CR 603.2, 608.2c: "it" may be the trigger's object, acted on where it is now (400.7).
            build: (at: On): Instruction | null =>
              at === 'chosen' ? null : { kind, on: at, counter, amount: n },
          }
        : // A group: those there as it resolves (608.2h).
          onGroup(on, {
            ref: none,
            build: (): Instruction => ({ kind, on: 'filter', filter: on.filter, counter, amount: n }),
          });
    },
  );

const cardsDrawn: Parser<Value> = alt(
  map(seq(count, anyOf('cards', 'card')), ([n]) => constant(n)),
  map(seq(opt(words('a number of')), quantityOf('cards')), ([, v]) => (v.kind === 'constant' ? null : v)),
);

/** CR 121.1: "draw two cards", "target player draws a card", "each opponent draws a card". */
const drawCards: Parser<RawInstruction> = alt<RawInstruction>(
  map(seq(opt(words('you')), words('draw'), cardsDrawn), ([, , amount]) => ({
    ref: { kind: 'none' },
    build: () => ({ kind: 'drawCards', amount }),
  })),
  ...SUBJECTS.map(([subject, ending, who, target]) =>
    map(seq(words(`${subject} draw${ending}`), cardsDrawn), ([, amount]) => ({
      ref: target ?? none,
      build: (on: On): Instruction | null =>
        who === 'targets' && on !== 'targets' ? null : { kind: 'drawCards', amount, who },
    })),
  ),
);

/** "You gain 3 life"; "you gain life equal to its power" is in that-creature-sentences.ts. */
const gainLife: Parser<RawInstruction> = map(seq(words('you gain'), quantityOf('life')), ([, n]) => ({
  ref: { kind: 'none' },
  build: () => ({ kind: 'gainLife', amount: n }),
}));

const cantBeRegenerated = seq(punct('.'), anyOf("it can't be regenerated", "they can't be regenerated"));

/** "Destroy all creatures. They can't be regenerated.", "Destroy all enchantments." (CR 701.8, 701.19c) */
const destroyAll: Parser<RawInstruction> = map(
  seq(words('destroy'), permanentsOf, opt(cantBeRegenerated)),
  ([, group, noRegeneration]) =>
    onGroup(group, {
      ref: { kind: 'none' },
      build: (): Instruction => ({
        kind: 'destroy',
        on: 'filter',
        filter: group.filter,
        ...(noRegeneration ? { noRegeneration: true } : {}),
      }),
    }),
);

/** What "destroy" may name besides a group: a target, "it", "[this]" or "that creature" (608.2c). */
const destroyed: Parser<Ref> = alt<Ref>(
  map(alt(target, countedTarget), (spec) => ({ kind: 'target', spec })),
  self,
  map(words('it'), () => ({ kind: 'it' })),
  map(words('that creature'), () => ({ kind: 'that' })),
);

/** CR 701.8a: "Destroy target creature", "destroy it", "destroy that creature" (the trigger's object). */
const destroy: Parser<RawInstruction> = map(
  seq(words('destroy'), destroyed, opt(cantBeRegenerated)),
  ([, named, noRegeneration]) => ({
    ref: named,
    build: (on) =>
      on === 'attachedTo' || on === 'created' || on === 'chosen'
        ? null
        : { kind: 'destroy', on, ...(noRegeneration ? { noRegeneration: true } : {}) },
  }),
);

const ADDABLE: ReadonlySet<string> = new Set(['colored', 'colorless', 'generic']);

const manaRun = manaSymbols(ADDABLE);

/** CR 106.1a: the five colours, one mana of which "one mana of any color" adds. */
const ONE_OF_EACH_COLOR = ['{W}', '{U}', '{B}', '{R}', '{G}'];

/**
 * What "Add" adds: "{G}", "{R}{R}"; or a choice its controller makes as it resolves (608.2d):
 * "{R} or {G}", "{R}, {G}, or {W}", "one mana of any color" (106.1a). Choices come first: the
 * single run would fit their first option and end the search.
 */
const manaToAdd: Parser<string | readonly string[]> = alt<string | readonly string[]>(
  map(seq(sepBy1(manaRun, punct(',')), punct(','), words('or'), manaRun), ([runs, , , last]) =>
    runs.length >= 2 ? [...runs, last] : null,
  ),
  map(seq(manaRun, words('or'), manaRun), ([first, , second]) => [first, second]),
  map(words('one mana of any color'), () => ONE_OF_EACH_COLOR),
  // "three mana of any one color": N mana, all of the one colour chosen (Gilded Lotus).
  map(seq(count, words('mana of any one color')), ([n]) =>
    n >= 2 && n <= 10 ? ONE_OF_EACH_COLOR.map((c) => c.repeat(n)) : null,
  ),
  // "six {G}": N mana of one symbol (Castle Garenbrig).
  map(seq(count, manaRun), ([n, run]) =>
    n >= 2 && run.indexOf('}') === run.length - 1 ? run.repeat(n) : null,
  ),
  manaRun,
);

type ManaToAdd = Pick<Extract<Instruction, { kind: 'addMana' }>, 'mana' | 'ofChosenColor'>;

/**
 * "Add {G}", "Add {R}{R}", "Add {R} or {G}", "Add one mana of any color" (CR 106.1, 605.1a),
 * maybe with the next sentence restricting how that mana may be spent (106.6): "Spend this
 * mana only to cast a creature spell", read with it because it speaks of "this mana".
 */
const addMana: Parser<RawInstruction> = map(
  seq(
    words('add'),
    alt<ManaToAdd>(
      // CR 614.12: "one mana of the chosen color", the colour its source chose as it entered.
      map(words('one mana of the chosen color'), () => ({ mana: ONE_OF_EACH_COLOR, ofChosenColor: true })),
      map(manaToAdd, (mana) => ({ mana })),
    ),
    opt(seq(punct('.'), spendOnly)),
  ),
  ([, added, restricted]) => ({
    ref: none,
    build: (): Instruction => ({
      kind: 'addMana',
      ...added,
      ...(restricted === null ? {} : { spendOnly: restricted[1] }),
    }),
  }),
);

const oneInstruction: Parser<RawInstruction> = alt(
  twoTargetInstruction,
  thisTurnRestriction,
  ableBlockersThisTurn,
  untapStepInstruction(ref),
  untilEndOfTurnChange,
  pairedAlsoGets,
  createdTokensGain,
  chosenColorProtection,
  chosenKeywordGain,
  chosenTypeInstruction(creatureChanges),
  textChangeInstruction,
  massChange,
  switchPT,
  doubling,
  regenerate,
  dealDamageToEach,
  dealDamage,
  damageToIt,
  dividedDamage,
  distributeCounters,
  damageToItsController,
  damageFromPower,
  damageBackByPower,
  thatCreatureSentences,
  damageItself,
  moreDamage,
  loseLife,
  // Before "exile [it]" alone, which would read its first words (CR 400.7j).
  flickerOf(ref),
  returnItToBattlefield,
  exileToPlayInstruction,
  exileIfDiesInstruction,
  exileFromGraveyard,
  permanentActions,
  countersOn('put', 'on', 'addCounters'),
  countersOn('remove', 'from', 'removeCounters'),
  selfCounters,
  moveCounterInstruction,
  drawCards,
  gainLife,
  getCounters,
  destroy,
  destroyAll,
  addMana,
  counterInstruction,
  createTokensInstruction,
  tokenCopyInstruction,
  libraryInstruction,
  preventInstruction,
  adaptInstruction,
  transformInstruction,
  exploreInstruction,
  proliferateInstruction,
  becomeMonarchInstruction,
  getEmblemInstruction,
  bolsterInstruction,
  supportInstruction,
  amassInstruction,
  fightInstruction,
  gainControl,
  detain,
  goad,
  untapThatCreature,
  chosenInstruction,
);

/**
 * One sentence of an effect, without its full stop, maybe with "for each" or "where X is", maybe
 * done later ("at the beginning of the next end step").
 */
export const instruction: Parser<RawInstruction> = withDelay(withWhereX(withForEach(oneInstruction)));

export interface Settled {
  readonly targets: TargetSpec | null;
  readonly instructions: Instruction[];
}

/** Instructions that put a new object onto the battlefield, which a later "it" may name (608.2c). */
const NEW_OBJECT: ReadonlySet<Instruction['kind']> = new Set<Instruction['kind']>([
  'createTokens',
  'createToken',
  'tokenCopy',
  'tokenCopyOfSelf',
  'putCard',
]);

const bringsNewObject = (last: Instruction | undefined): boolean =>
  last !== undefined && instructionsIn([last]).some((i) => NEW_OBJECT.has(i.kind));

/** "Create a 4/4 white Angel creature token": one token, which a later "it" can name (608.2c). */
const createsOneToken = (last: Instruction | undefined): boolean =>
  last?.kind === 'createTokens' && last.amount.kind === 'constant' && last.amount.n === 1;

/**
 * "Target player sacrifices a creature.", "Sacrifice a creature.": one permanent one player
 * sacrifices, which a "that creature" in a later sentence names, until another instruction has
 * permanents chosen (608.2c); not "each opponent sacrifices".
 */
const sacrificesOne = (made: Instruction, targets: TargetSpec | null): boolean =>
  made.kind === 'chosenPermanents' &&
  made.verb === 'sacrifice' &&
  made.amount.kind === 'constant' &&
  made.amount.n === 1 &&
  (made.who === 'you' || (made.who === 'targets' && targets?.count === 1 && !targets.upTo));

/**
 * What "that creature" and "its" name in ", where X is": the permanent a player sacrificed before
 * it in the ability ("Sacrifice another creature. You gain X life and draw X cards, where X is
 * that creature's power."), else what "it" names, never a target player (608.2c): the object
 * before it ("When enchanted creature dies, target player loses X life ..., where X is its power").
 */
const thatForX = (sacrificed: boolean, targets: TargetSpec | null, it: On, named: On): On =>
  sacrificed ? 'chosen' : it === 'targets' && targets?.players ? named : it;

/** A subject that must be the object itself: "[this]", or "it" meaning the object itself; a permanent's only. */
const subjectIsSelf = (subject: Ref, it: On, permanent: boolean): boolean =>
  permanent && (subject.kind === 'self' || (subject.kind === 'it' && it === 'self'));

/**
 * The instructions of one ability. "It" is the target named before it; else the object named
 * last: at first the ability's `subject`, then the object itself once a sentence names it. The
 * subject of a triggered ability whose event is about another object is that object ("Whenever
 * a creature enters, it gains haste", CR 603.2, 608.2c); otherwise it is the object itself (only
 * a permanent's ability has one). A different target phrase in a later sentence is a further
 * instance of "target" (target-words.ts); "it" is not read after one. `that` is what "that
 * creature" names when it is not what "it" names: the other creature of a block (509.3b).
 */
export const settle = (
  raw: readonly RawInstruction[],
  permanent: boolean,
  subject: On = 'self',
  that?: On,
): Settled | null => {
  let targets: TargetSpec | null = null;
  let named: On = subject;
  const instructions: Instruction[] = [];
  const xs: (Value | null)[] = [];
  // CR 608.2c: a single permanent sacrificed by an instruction before, which "that creature" names after it.
  let sacrificed = false;
  for (const { ref: r, build, subject: said, ofFirstTarget, whereX } of raw) {
    const last = instructions.at(-1);
    // CR 608.2c: "Create a token. Put X +1/+1 counters on it.": "it" is the new token, and stays so.
    if (targets === null && r.kind === 'it' && createsOneToken(last)) named = 'created';
    const it: On = targets ? 'targets' : named;
    // "It / That creature fights target creature", the target before: that one and this one, two instances of "target".
    const saysFirstTarget = said?.kind === 'it' || (said?.kind === 'that' && !sacrificed);
    if (saysFirstTarget && targets !== null && r.kind === 'target' && ofFirstTarget) {
      targets = withSecondTarget(targets, r.spec, ofFirstTarget);
      if (targets === null) return null;
      instructions.push(ofFirstTarget);
      if (whereX) xs.push(whereX('targets', it));
      continue;
    }
    if (said && !subjectIsSelf(said, it, permanent)) return null;
    // With several instances of "target", which one "it" is is not read.
    if (targets?.also && (r.kind === 'it' || r.kind === 'that' || said?.kind === 'it'))
      return refuse(
        'with several instances of "target", which one "it" or "that creature" names is not read (CR 115.1, 608.2c)',
      );
    let on: On = 'self';
    let word = 0;
    if (r.kind === 'target') {
      const placed = placeTarget(targets, r.spec);
      if (placed === null) return null;
      ({ targets, word } = placed);
      on = 'targets';
    } else if (r.kind === 'it') {
      // CR 608.2c: "[You may] put a card from your hand onto the battlefield. Sacrifice it.",
      // "Create a token that's a copy of target creature … Sacrifice it …": "it" is the new
      // object, none the engine names (not the target).
      if (bringsNewObject(last) && !(targets === null && createsOneToken(last)))
        return refuse(
          '"it" names the new object the instruction before put onto the battlefield (a token copy, a card, several tokens), which no instruction can name (CR 608.2c)',
        );
      on = it;
    } else if (r.kind === 'that' && sacrificed) on = 'chosen';
    else if (r.kind === 'that') {
      // CR 608.2c: "that creature" is the target or the trigger's object named before it, which
      // `that` names where "it" is the object itself ("Whenever [this] blocks a creature, destroy
      // that creature"), or the enchanted creature its trigger named (303.4).
      const thatOn = targets ? 'targets' : (that ?? it);
      if (thatOn !== 'targets' && thatOn !== 'triggerObject' && thatOn !== 'attachedTo')
        return refuse(
          '"that creature" names no target or trigger object before it that the engine tracks (CR 608.2c)',
        );
      on = thatOn;
    } else if (r.kind === 'attached') on = 'attachedTo';
    else if (r.kind === 'them') {
      // CR 608.2c: "they" are the tokens the instruction just before created.
      if (targets !== null || last?.kind !== 'createTokens')
        return refuse('"they" names no tokens the instruction just before created (CR 608.2c)');
      on = 'created';
    }
    if ((r.kind === 'self' || (r.kind === 'it' && on === 'self')) && !permanent)
      return refuse(
        'a spell acting on itself as it resolves ("exile [this]", "return [this] to its owner\'s hand") is not modelled: the engine puts a resolved spell into its graveyard (CR 608.2n)',
      );
    // CR 608.2c: "Tap enchanted creature and put X sleep counters on it": "it" is the creature named last.
    if (r.kind === 'self') named = 'self';
    else if (r.kind === 'attached') named = 'attachedTo';
    const made = build(on, it);
    if (made === null) return null;
    const placed = onTargetWord(word, made);
    instructions.push(placed);
    if (placed.kind === 'chosenPermanents') sacrificed = sacrificesOne(placed, targets);
    // A target player is no creature whose number X could be (608.2c).
    const xOn = on === 'targets' && targets?.players ? 'self' : on;
    if (whereX) xs.push(whereX(xOn, thatForX(sacrificed, targets, it, named)));
  }
  const [x, ...more] = xs;
  // CR 601.2b-c: a number of targets that is X is the X announced with them, which "where X is" doesn't replace.
  if (xs.length > 0 && countsByX(targets))
    return refuse('"where X is" with a number of targets that is X is not modelled (CR 601.2c, 107.3a)');
  const all =
    xs.length === 0 ? instructions : x && more.length === 0 ? withXEverywhere(instructions, x) : null;
  // CR 608.2c: "that creature" is never a target player.
  if (all && targets && readsTargetCardsNumber(all, targets))
    return refuse(
      "a target card's power or toughness off the battlefield is read from no object the engine keeps (CR 400.7, 608.2h)",
    );
  return all && !(targets?.players && readsThatTarget(all)) ? { targets, instructions: all } : null;
};
