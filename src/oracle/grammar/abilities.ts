import type { ActivationWindow } from '../../effects/activation-windows.js';
import type {
  AbilityDef,
  Condition,
  CostPart,
  EffectDef,
  Filter,
  LayerOp,
  Value,
} from '../../effects/types.js';
import { alt, anyOf, lazy, map, opt, type Parser, punct, sepBy1, seq, token, words } from '../parser.js';
import type { Tok } from '../tokens.js';
import { activationCondition, activationWindow } from './activation-limits.js';
import { adamantCounters } from './adamant.js';
import { animatedGroup, isAnimated, keepingTypes, stillItsType, theyreStill } from './becomes.js';
import { costChangeAbility } from './cast-costs.js';
import {
  asEntersChoice,
  chosenColorPermanents,
  chosenColorProtection,
  chosenColorSet,
  chosenGroup,
  chosenTypeAdded,
} from './chosen.js';
import { chosenCost } from './chosen-costs.js';
import { compoundChanges, grantedRestriction } from './compound-changes.js';
import { ifCondition } from './conditions.js';
import { entersAsCopy } from './copies.js';
import { counterCost } from './counter-costs.js';
import { plainCounterWord } from './counter-kind.js';
import { counterReplacement } from './counter-replacement.js';
import { damageByToughness } from './damage-by-toughness.js';
import { delayedWhen } from './delayed-when.js';
import { escapesWithCounters } from './escapes-with.js';
import { exertAbility } from './exert.js';
import { goadedStatic } from './goaded-static.js';
import { grantedAbilities, lostKeywords, sentenceEnd } from './granted.js';
import { graveyardStatic } from './graveyard-statics.js';
import { instruction, settle, ptChange as signedPT, untilEachChange } from './instructions.js';
import { kickedAbility } from './kicked.js';
import { manaSymbols } from './mana.js';
import { amount, count, ptValue } from './numbers.js';
import { choiceOr, oneChoice } from './optional.js';
import { otherThanAttached } from './other-than-attached.js';
import { othersEnterWithCounters } from './others-enter.js';
import { pairedStatic } from './paired.js';
import { youCycleSelf } from './player-action-triggers.js';
import { energy } from './player-counters.js';
import { preventionAbility } from './prevention.js';
import { boundReadableIn } from './pt-bounds.js';
import type { RawInstruction } from './references.js';
import { allAbleToBlock, restrictionAbility } from './restrictions.js';
import { selfStatic } from './self-static.js';
import { attached, creatureGroup, permanentGroup } from './subjects.js';
import { restricted, restrictionOp } from './this-turn.js';
import { triggeredAbility } from './triggers.js';
import { countable, gameNumber } from './values.js';
import { numberOfTheGame, whereXGameNumber } from './where-x.js';

/**
 * One ability paragraph of a permanent or a spell, read whole: static abilities (CR 604.1),
 * characteristic-defining abilities (604.3), activated abilities (602), "when this enters"
 * triggers (603.6a), "enters with counters" (614.1c) and an instant's or sorcery's effect.
 * Each parser builds the AbilityDef from the paragraph's text, which identifies it.
 */
export type AbilityParser = Parser<(text: string) => AbilityDef | null>;

const fullStop = punct('.');

/**
 * Sentences of an effect: "Target creature gets +1/+1 until end of turn. Draw a card." Within a
 * sentence, instructions joined by "and" or ", then" are followed in order (608.2c).
 */
const clause: Parser<RawInstruction[]> = alt(
  untilEachChange,
  sepBy1(instruction, alt<unknown>(words('and'), seq(punct(','), words('then')))),
);

/** A sentence: one or more instructions joined by "and". */
const sentence = choiceOr(clause);

const delayedToEnd = delayedWhen(sentence);

/**
 * Sentences of an effect; a later one may begin with "Then", which only says what the order of
 * the sentences already does: each is followed after the one before (608.2c). "Then if" is read
 * with its condition (if-sentences.ts). A delayed triggered ability with a stated duration ("When
 * that creature dies this turn, …", 603.7b) takes the sentences to the paragraph's end.
 */
const sentences: Parser<RawInstruction[]> = map(
  seq(
    alt(
      map(delayedToEnd, (d) => [d]),
      map(
        seq(
          sepBy1(
            alt(
              sentence,
              map(seq(words('then'), sentence), ([, s]) => s),
            ),
            sentenceEnd,
          ),
          opt(seq(sentenceEnd, delayedToEnd)),
        ),
        ([list, delayed]) => (delayed === null ? list.flat() : [...list.flat(), delayed[1]]),
      ),
    ),
    sentenceEnd,
  ),
  ([raw]) => oneChoice(raw),
);

const modifyOp = (t: Extract<Tok, { t: 'pt' }>): LayerOp | null =>
  t.signed ? { kind: 'modifyPT', power: ptValue(t.power), toughness: ptValue(t.toughness) } : null;

/**
 * "get +1/+1", "get +1/+1 and have flying", "have flying", 'have "{T}: Add {G}."', "have base
 * power and toughness 1/1", "get +1/+1 and can't block", "can't attack or block".
 */
const staticChanges: Parser<LayerOp[]> = alt(
  map(
    seq(anyOf('get', 'gets'), signedPT, words('and'), anyOf('have', 'has'), grantedAbilities),
    ([, pt, , , granted]) => [granted, pt],
  ),
  // CR 508.1c, 509.1b, 613.1d-f: "gets +2/+2 and can't block", "gets +2/+2, has flying, and is an Angel …".
  compoundChanges,
  map(seq(anyOf('get', 'gets'), signedPT), ([, pt]) => [pt]),
  // CR 508.1c-d, 509.1b-c: a combat restriction granted in layer 6 ("can't be blocked by more
  // than one creature", "can block an additional creature each combat"), read like the object's own.
  map(grantedRestriction, (r) => [r]),
  map(restricted, (r) => [r]),
  map(seq(anyOf('have', 'has'), words('base power and toughness'), token('pt')), ([, , t]) =>
    t.signed
      ? null
      : [{ kind: 'setPT', power: ptValue(t.power), toughness: ptValue(t.toughness) } satisfies LayerOp],
  ),
  map(seq(anyOf('have', 'has'), grantedAbilities), ([, granted]) => [granted]),
  map(lostKeywords, (lost) => [lost]),
);

const staticEffect = (affects: Filter, ops: readonly LayerOp[]): ((text: string) => AbilityDef) | null => {
  if (!boundReadableIn(affects, ops)) return null;
  const other = otherThanAttached(affects, ops);
  if (other) return other;
  const effect: EffectDef = { affects, ops };
  return (text) => ({ kind: 'static', text, effect });
};

/**
 * "Creatures you control get +1/+1.", "Enchanted creature gets +2/+2 and has flying.",
 * 'Sliver creatures you control have "{T}: Add {C}."'
 */
const staticPT: AbilityParser = map(
  seq(alt(attached, creatureGroup), staticChanges, sentenceEnd),
  ([affects, ops]) => staticEffect(affects, ops),
);

/**
 * CR 205.1, 613.1d-f, 613.4b: "Enchanted land is a 3/3 black Ooze creature. It's still a land."
 * (Corrupted Zendikon), "All Forests are 1/1 creatures that are still lands." (Living Lands),
 * "Lands you control are 2/2 creatures with first strike. They're still lands." (Natural
 * Emergence): what they are while the ability applies, keeping their other types where "still"
 * says so (205.1b).
 */
const animatedStatic: AbilityParser = alt(
  map(seq(attached, isAnimated, opt(stillItsType), sentenceEnd), ([affects, ops, still]) =>
    staticEffect(affects, still === null ? ops : keepingTypes(ops)),
  ),
  map(
    seq(alt(creatureGroup, permanentGroup), words('are'), animatedGroup, opt(theyreStill), sentenceEnd),
    ([affects, , ops, still]) => staticEffect(affects, still === null ? ops : keepingTypes(ops)),
  ),
);

/** CR 509.1c: "All creatures able to block enchanted creature do so." (Lure): granted while attached. */
const attachedAbleBlockers: AbilityParser = map(
  seq(allAbleToBlock(attached), sentenceEnd),
  ([[restriction, affects]]) =>
    staticEffect(affects, [restrictionOp('all creatures able to block it do so', restriction)]),
);

/**
 * CR 613.1b, 303.4: "You control enchanted creature." (Control Magic): a layer 2 effect making the
 * Aura's controller the enchanted permanent's, for as long as it is attached.
 */
const attachedControl: AbilityParser = map(seq(words('you control'), attached, sentenceEnd), ([, affects]) =>
  staticEffect(affects, [{ kind: 'setController', to: 'you' }]),
);

/** CR 614.12: "Creatures you control of the chosen type get +1/+1.", "Creatures of the chosen type have fear." */
const chosenStatic: AbilityParser = map(seq(chosenGroup, staticChanges, sentenceEnd), ([affects, ops]) =>
  staticEffect(affects, ops),
);

const cdaOf =
  (power: Value | null, toughness: Value | null) =>
  (text: string): AbilityDef => ({
    kind: 'cda',
    text,
    effect: {
      affects: { self: true, zone: 'anywhere' },
      ops: [{ kind: 'setPT', ...(power ? { power } : {}), ...(toughness ? { toughness } : {}) }],
    },
  });

/** CR 604.3: "[This]'s power and toughness are each equal to ...", "[This]'s power is equal to ...". */
const cda: AbilityParser = alt(
  map(
    seq(token('self'), words("'s power and toughness are each equal to"), gameNumber, fullStop),
    ([, , v]) => cdaOf(v, v),
  ),
  map(
    seq(
      token('self'),
      words("'s power is equal to"),
      gameNumber,
      words('and its toughness is equal to that number plus'),
      token('num'),
      fullStop,
    ),
    ([, , v, , plus]) => cdaOf(v, { kind: 'sum', of: [v, { kind: 'constant', n: plus.n }] }),
  ),
  map(
    seq(
      token('self'),
      words("'s power and toughness are each equal to the number of"),
      chosenColorPermanents,
      fullStop,
    ),
    ([, , v]) => cdaOf(v, v),
  ),
  map(seq(token('self'), words("'s power is equal to"), gameNumber, fullStop), ([, , v]) => cdaOf(v, null)),
  map(seq(token('self'), words("'s toughness is equal to"), gameNumber, fullStop), ([, , v]) =>
    cdaOf(null, v),
  ),
);

const entersWords = seq(words('enters'), opt(words('the battlefield')));

/** Converge: "for each color of mana spent to cast it" (CR 702.44a counts them the same way). */
const colorOfManaSpent: Parser<Value> = map(
  words('color of mana spent to cast it'),
  (): Value => ({ kind: 'colorsSpent' }),
);

/** Verazol's "for each mana spent to cast it" (CR 601.2h). */
const manaSpent: Parser<Value> = map(words('mana spent to cast it'), (): Value => ({ kind: 'manaSpent' }));

const sign = (v: { readonly n: number } | { readonly x: 1 | -1 }): string =>
  'n' in v ? `${v.n < 0 ? '-' : '+'}${Math.abs(v.n)}` : '';

/** "+1/+1", "charge": the kind of counter a permanent enters with. */
const enteringCounterKind: Parser<string> = alt(
  map(token('pt'), (t) => (modifyOp(t) ? `${sign(t.power)}/${sign(t.toughness)}` : null)),
  plainCounterWord,
);

/**
 * CR 614.1c, 122.1: "[This] enters with N +1/+1 / charge counters on it [for each creature that died this turn /
 * for each color of mana spent to cast it] [if you attacked this turn]." (raid, morbid: read as it enters);
 * "... with X +1/+1 counters on it, where X is the number of other creatures on the battlefield".
 */
const entersWithCounters: AbilityParser = map(
  seq(
    token('self'),
    entersWords,
    words('with'),
    amount,
    enteringCounterKind,
    anyOf('counters', 'counter'),
    words('on it'),
    opt(whereXGameNumber),
    opt(seq(words('for each'), alt(colorOfManaSpent, manaSpent, countable(false)))),
    opt(seq(words('if'), ifCondition)),
    fullStop,
  ),
  ([, , , n, counter, , , x, each, when]) => {
    if ((each && n.kind !== 'constant') || (x && (n.kind !== 'x' || each))) return null;
    // CR 107.3a: "where X is" fixes X, here as it enters (614.1c), not the spell's X.
    const amount: Value = x ?? (each && n.kind === 'constant' ? { kind: 'times', n: n.n, of: each[1] } : n);
    return (text: string): AbilityDef => ({
      kind: 'entersWithCounters',
      text,
      counter,
      amount,
      ...(when ? { condition: when[1] } : {}),
    });
  },
);

/**
 * CR 614.1c: "[This] enters with a number of +1/+1 counters on it equal to the number of land
 * cards in all graveyards / the amount of mana spent to cast it (601.2h)": read as it enters.
 */
const entersWithCountersEqualTo: AbilityParser = map(
  seq(
    token('self'),
    entersWords,
    words('with a number of'),
    enteringCounterKind,
    words('counters on it equal to'),
    numberOfTheGame,
    fullStop,
  ),
  ([, , , counter, , amount]) =>
    (text: string): AbilityDef => ({ kind: 'entersWithCounters', text, counter, amount }),
);

export interface Cost {
  readonly symbols: readonly string[];
  readonly extra: readonly CostPart[];
}

/** "a +1/+1 counter", "a -1/-1 counter": one counter of a P/T kind (122.1). */
const oneCounter: Parser<string> = map(
  seq(token('word'), token('pt'), anyOf('counter', 'counters')),
  ([a, t]): string | null => {
    if (a.v !== 'a' && a.v !== 'an' && a.v !== 'one') return null;
    if (!t.signed || !('n' in t.power) || !('n' in t.toughness)) return null;
    const half = (n: number): string => `${n < 0 ? '-' : '+'}${Math.abs(n)}`;
    return `${half(t.power.n)}/${half(t.toughness.n)}`;
  },
);

const extraCost = (part: CostPart): Cost => ({ symbols: [], extra: [part] });

/**
 * "{T}", "{1}{G}", "Remove a +1/+1 counter from [this]", "Put a -1/-1 counter on [this]",
 * "Sacrifice [this]", "Pay N life", "Pay {E}" (CR 118, 602.1a, 701.21a, 119.4, 107.14).
 */
const costPart: Parser<Cost> = alt<Cost>(
  map(token('sym'), (t): Cost | null =>
    t.symbol.kind === 'tap' || t.symbol.kind === 'untap' ? { symbols: [t.text], extra: [] } : null,
  ),
  map(manaSymbols(), (mana): Cost => ({ symbols: [mana], extra: [] })),
  map(seq(words('remove'), oneCounter, words('from'), token('self')), ([, counter]) =>
    extraCost({ kind: 'removeCounters', counter, amount: 1 }),
  ),
  map(seq(words('put'), oneCounter, words('on'), token('self')), ([, counter]) =>
    extraCost({ kind: 'putCounters', counter, amount: 1 }),
  ),
  map(seq(words('sacrifice'), token('self')), () => extraCost({ kind: 'sacrificeSelf' })),
  // CR 701.43a: "Exert [this]" (Oasis Ritualist, Pride Sovereign).
  map(seq(words('exert'), token('self')), () => extraCost({ kind: 'exertSelf' })),
  // CR 701.9a, 113.6m: "Discard [this]" (channel, bloodrush), from a hand.
  map(seq(words('discard'), token('self')), () => extraCost({ kind: 'discardSelf' })),
  // CR 701.13a, 113.6m: "Exile [this] from your graveyard".
  map(seq(words('exile'), token('self'), words('from your graveyard')), () =>
    extraCost({ kind: 'exileSelf' }),
  ),
  map(seq(words('pay'), token('num'), words('life')), ([, n]) => extraCost({ kind: 'payLife', amount: n.n })),
  // CR 107.14: "Pay {E}{E}" removes that many energy counters from the player.
  map(seq(words('pay'), energy), ([, n]) => extraCost({ kind: 'payEnergy', amount: n })),
  map(chosenCost, extraCost),
  map(counterCost, extraCost),
);

export const cost: Parser<Cost> = map(sepBy1(costPart, punct(',')), (parts) => ({
  symbols: parts.flatMap((p) => p.symbols),
  extra: parts.flatMap((p) => p.extra),
}));

interface Limits {
  readonly timing?: 'sorcery' | 'yourTurn';
  readonly oncePerTurn?: true;
  readonly maxPerTurn?: number;
  readonly window?: ActivationWindow;
  readonly onlyIf?: Condition;
  readonly anyPlayer?: true;
}

/**
 * CR 602.5b, 602.5d: the sentence of restrictions after the effect: "Activate only as a
 * sorcery.", "Activate only once each turn.", "Activate only during your turn.", a part of
 * the turn or a condition (activation-limits.ts), or two of them joined by "and".
 */
const limit: Parser<Limits> = alt<Limits>(
  map(activationWindow, (window): Limits => ({ window })),
  map(activationCondition, (onlyIf): Limits => ({ onlyIf })),
  map(words('as a sorcery'), (): Limits => ({ timing: 'sorcery' })),
  map(words('during your turn'), (): Limits => ({ timing: 'yourTurn' })),
  map(words('once each turn'), (): Limits => ({ oncePerTurn: true })),
);

const limits: Parser<Limits> = map(
  seq(words('activate only'), sepBy1(limit, seq(words('and'), opt(words('only')))), fullStop),
  ([, list]) => {
    const timings = list.flatMap((l) => (l.timing ? [l.timing] : []));
    const windows = list.flatMap((l) => (l.window ? [l.window] : []));
    const conditions = list.flatMap((l) => (l.onlyIf ? [l.onlyIf] : []));
    const once = list.filter((l) => l.oncePerTurn).length;
    if (timings.length + windows.length > 1 || conditions.length > 1 || once > 1) return null;
    return {
      ...(timings[0] ? { timing: timings[0] } : {}),
      ...(once ? { oncePerTurn: true as const } : {}),
      ...(windows[0] ? { window: windows[0] } : {}),
      ...(conditions[0] ? { onlyIf: conditions[0] } : {}),
    };
  },
);

/**
 * CR 602.2: "Any player may activate this ability." and "... but only as a sorcery.", "... but
 * only during their turn.", "... but only during any upkeep step.": "their" is the player who
 * activates it, as "your" is in a restriction of an ability only its controller activates.
 */
const anyPlayer: Parser<Limits> = map(
  seq(
    words('any player may activate this ability'),
    opt(
      seq(
        words('but only'),
        alt<Limits>(
          limit,
          map(words('during their turn'), (): Limits => ({ timing: 'yourTurn' })),
        ),
      ),
    ),
    fullStop,
  ),
  ([, only]): Limits | null => {
    const restriction = only?.[1] ?? {};
    // "once each turn" and conditions read from the activating player aren't printed this way.
    if (restriction.oncePerTurn || restriction.onlyIf) return null;
    return { anyPlayer: true, ...restriction };
  },
);

/** CR 602.5b: "Activate no more than twice each turn.", "... three times each turn." */
const noMoreThan: Parser<Limits> = map(
  seq(
    words('activate no more than'),
    alt(
      map(words('twice'), () => 2),
      map(seq(count, words('times')), ([n]) => n),
    ),
    words('each turn'),
    fullStop,
  ),
  ([, n]): Limits | null => (n >= 2 ? { maxPerTurn: n } : null),
);

/**
 * CR 606.2, 107.7: "[+N]", "[−N]", "[0]" or "[−X]", a loyalty symbol that is the whole cost of a
 * loyalty ability; it is paid with loyalty counters (606.4) and X is announced with it (107.3).
 */
const loyaltyCost: Parser<Cost> = map(token('sym'), (t): Cost | null =>
  t.symbol.kind === 'loyalty' ? { symbols: [t.text], extra: [] } : null,
);

/** CR 602.1, 606.2: "[Cost]: [Effect.] [Activate only ...]", loyalty abilities too. */
const activated: AbilityParser = map(
  seq(alt(loyaltyCost, cost), punct(':'), sentences, opt(alt(limits, noMoreThan, anyPlayer))),
  ([c, , raw, limited]) => {
    const settled = settle(raw, true);
    if (settled === null) return null;
    return (text: string): AbilityDef => ({
      kind: 'activated',
      text,
      cost: c.symbols.join(', '),
      ...(c.extra.length > 0 ? { extraCosts: c.extra } : {}),
      ...(limited ?? {}),
      targets: settled.targets,
      instructions: settled.instructions,
    });
  },
);

/**
 * CR 714.2b: a chapter ability's effect, the text after its chapter symbols, read as a triggered
 * ability's (its targets chosen as it goes on the stack, 603.3d); one builder for each chapter
 * number the line names (714.2c).
 */
export const chapterEffect: Parser<(text: string, chapter: number) => AbilityDef> = map(sentences, (raw) => {
  const settled = settle(raw, true);
  // Targets of two instances of "target" are announced with `activate` and `cast` only.
  if (settled === null || settled.targets?.also) return null;
  return (text: string, chapter: number): AbilityDef => ({
    kind: 'triggered',
    text,
    trigger: { kind: 'chapter', chapter },
    ...(settled.targets ? { targets: settled.targets } : {}),
    instructions: settled.instructions,
  });
});

/** A permanent's ability paragraph. */
export const permanentAbility: AbilityParser = alt(
  cda,
  entersWithCounters,
  entersWithCountersEqualTo,
  kickedAbility,
  adamantCounters,
  escapesWithCounters,
  costChangeAbility,
  restrictionAbility,
  damageByToughness,
  triggeredAbility(sentences),
  exertAbility(sentences),
  activated,
  staticPT,
  animatedStatic,
  goadedStatic,
  attachedAbleBlockers,
  attachedControl,
  chosenStatic,
  asEntersChoice,
  entersAsCopy,
  chosenTypeAdded,
  chosenColorSet,
  chosenColorProtection,
  selfStatic,
  pairedStatic,
  preventionAbility,
  counterReplacement,
  othersEnterWithCounters,
  graveyardStatic(lazy(() => permanentAbility)),
);

/**
 * An instant's or sorcery's paragraph: its effect as it resolves (CR 608.2), or "When you cycle
 * [this], …", a triggered ability of the card that functions from its graveyard (702.29c).
 */
export const spellAbility: AbilityParser = alt(
  triggeredAbility(sentences, youCycleSelf),
  map(sentences, (raw) => {
    const settled = settle(raw, false);
    if (settled === null) return null;
    return (text: string): AbilityDef => ({
      kind: 'spell',
      text,
      targets: settled.targets,
      instructions: settled.instructions,
    });
  }),
);
