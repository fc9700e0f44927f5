import type { AbilityDef, CastCost, Condition, Filter, Value } from '../../effects/types.js';
import { optional } from '../../result.js';
import { alt, map, opt, type Parser, punct, self, seq, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { costOption } from './additional-costs.js';
import { spellKinds } from './casting.js';
import { ifCondition } from './conditions.js';
import { manaCost } from './mana.js';
import { permanentNoun } from './nouns.js';
import { count } from './numbers.js';
import { countable } from './values.js';

/**
 * Costs a caster may choose to pay as they cast a spell (CR 601.2b, 601.2f): the alternative
 * costs of keywords and of "You may pay [cost] rather than pay this spell's mana cost" (118.9),
 * and kicker (702.33a). A keyword that represents more abilities than its cost compiles to
 * each of them, all with the keyword's text: dash's and blitz's "as long as this permanent's
 * [dash] cost was paid, it has haste" (702.109a, 702.152a), evoke's "When this permanent
 * enters, if its evoke cost was paid, its controller sacrifices it" (702.74a).
 */

const castCost = (text: string, option: CastCost, cost: string): AbilityDef => ({
  kind: 'castCost',
  text,
  cost,
  option,
});

/** CR 702.109a, 702.152a: "As long as this permanent's [dash] cost was paid, it has haste." */
const hasteWhilePaid = (text: string, cost: 'dash' | 'blitz'): AbilityDef => ({
  kind: 'static',
  text,
  effect: {
    affects: { self: true },
    ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] }],
  },
  condition: { kind: 'castWith', cost },
});

/** CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." */
const evokeSacrifice = (text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'entersBattlefield' },
  condition: { kind: 'castWith', cost: 'evoke' },
  instructions: [{ kind: 'sacrifice', on: 'self' }],
});

const KEYWORD_COSTS = {
  dash: (text, cost) => [castCost(text, 'dash', cost), hasteWhilePaid(text, 'dash')],
  blitz: (text, cost) => [castCost(text, 'blitz', cost), hasteWhilePaid(text, 'blitz')],
  evoke: (text, cost) => [castCost(text, 'evoke', cost), evokeSacrifice(text)],
  flashback: (text, cost) => [castCost(text, 'flashback', cost)],
  surge: (text, cost) => [castCost(text, 'surge', cost)],
  kicker: (text, cost) => [castCost(text, 'kicker', cost)],
  multikicker: (text, cost) => [castCost(text, 'multikicker', cost)],
  // CR 702.146a: cast transformed from the graveyard for this cost (engine/casting/spell-faces.ts).
  disturb: (text, cost) => [castCost(text, 'disturb', cost)],
  // CR 702.103a-b: cast as an Aura spell with enchant creature for this cost (layers/bestowed.ts).
  bestow: (text, cost) => [castCost(text, 'bestow', cost)],
  buyback: (text, cost) => [castCost(text, 'buyback', cost)],
  entwine: (text, cost) => [castCost(text, 'entwine', cost)],
} as const satisfies Record<string, (text: string, cost: string) => AbilityDef[]>;

const keywordName: Parser<keyof typeof KEYWORD_COSTS> = alt(
  ...(Object.keys(KEYWORD_COSTS) as (keyof typeof KEYWORD_COSTS)[]).map((k) => map(words(k), () => k)),
);

/**
 * CR 702.138a: "Escape—{3}{B}, Exile three other cards from your graveyard.": an alternative cost
 * paid to cast the card from its owner's graveyard, with the cards it exiles.
 */
export const escapeCost: CastCostParser = map(
  seq(
    words('escape'),
    punct('\u2014'),
    manaCost,
    punct(','),
    words('exile'),
    count,
    words('other cards from your graveyard'),
    opt(punct('.')),
  ),
  ([, , cost, , , n]) =>
    (text: string): AbilityDef[] => [
      {
        kind: 'castCost',
        text,
        cost,
        option: 'escape',
        extraCosts: [{ kind: 'chosen', verb: 'exile', amount: n, filter: { other: true } }],
      },
    ],
);

/**
 * CR 702.33a, 118.8: "Kicker—Sacrifice a creature.", "Kicker—Pay 3 life.", "Kicker—{2}{R},
 * Sacrifice a land.": a kicker cost with parts that aren't mana symbols, paid with the rest of
 * the total cost (601.2h).
 */
export const kickerWithParts: CastCostParser = map(
  seq(
    words('kicker'),
    punct('\u2014'),
    opt(map(seq(manaCost, punct(',')), ([mana]) => mana)),
    costOption,
    opt(punct('.')),
  ),
  ([, , mana, option]) =>
    (text: string): AbilityDef[] => [
      {
        kind: 'castCost',
        text,
        cost: `${mana ?? ''}${option.cost}`,
        option: 'kicker',
        ...optional('extraCosts', option.extraCosts),
      },
    ],
);

/**
 * CR 702.33b: "Kicker {1}{U} and/or {B}" means "Kicker {1}{U}, kicker {B}": two kicker costs,
 * either or both paid (702.33d), each linked to its own abilities (702.33f).
 */
export const twoKickers: CastCostParser = map(
  seq(words('kicker'), manaCost, words('and or'), manaCost),
  ([, a, , b]) =>
    (text: string): AbilityDef[] => [castCost(text, 'kicker', a), castCost(text, 'kicker', b)],
);

/** The abilities of one paragraph about casting costs, for its text; null when it is not one. */
export type CastCostParser = Parser<(text: string) => AbilityDef[]>;

/** "Dash {2}{R}", "Evoke {1}{U}", "Kicker {1}{G}", "Multikicker {1}{G}", "Blitz {2}{B}{B}", "Buyback {3}". */
export const keywordCosts: CastCostParser = map(
  seq(keywordName, manaCost),
  ([name, cost]) =>
    (text: string) =>
      KEYWORD_COSTS[name](text, cost),
);

/** CR 118.9: "You may pay {1}{W} rather than pay this spell's mana cost." */
export const ratherThanManaCost: CastCostParser = map(
  seq(words('you may pay'), manaCost, words('rather than pay'), self, words("'s mana cost"), opt(punct('.'))),
  ([, cost]) =>
    (text: string) => [castCost(text, 'rather', cost)],
);

/** CR 601.2f: "This spell costs {1} more to cast for each target beyond the first." (Fireball, strive) */
export const targetCostIncrease: CastCostParser = map(
  seq(
    self,
    words('costs'),
    manaCost,
    words('more to cast for each target beyond the first'),
    opt(punct('.')),
  ),
  ([, , mana]) =>
    (text: string): AbilityDef[] => [{ kind: 'targetCostIncrease', text, mana }],
);

const lessOrMore: Parser<'reduction' | 'increase'> = alt(
  map(words('less'), () => 'reduction' as const),
  map(words('more'), () => 'increase' as const),
);

/**
 * CR 601.2f: "This spell costs {1} less to cast for each artifact you control.", "This spell
 * costs {3} less to cast if a creature died this turn.": a change of its own total cost.
 */
export const selfCostChange: CastCostParser = map(
  seq(
    self,
    words('costs'),
    manaCost,
    lessOrMore,
    words('to cast'),
    alt<{ per: Value } | { condition: Condition }>(
      map(seq(words('for each'), countable(false)), ([, per]) => ({ per })),
      map(seq(words('if'), ifCondition), ([, c]) => ({ condition: c })),
    ),
    opt(punct('.')),
  ),
  ([, , mana, change, , when]) =>
    (text: string): AbilityDef[] => [{ kind: 'selfCostChange', text, change, mana, ...when }],
);

/**
 * CR 702.41a: "Affinity for artifacts" means "This spell costs {1} less to cast for each
 * artifact you control"; each instance is one such reduction (702.41b).
 */
export const affinity: CastCostParser = map(
  seq(words('affinity for'), permanentNoun(true)),
  ([, filter]) =>
    (text: string): AbilityDef[] => [
      {
        kind: 'selfCostChange',
        text,
        change: 'reduction',
        mana: '{1}',
        per: { kind: 'count', of: { ...filter, controller: 'you' } },
      },
    ],
);

/** "Instant and sorcery spells", "Kithkin spells and Soldier spells": spells of either kind. */
const spellsNamed: Parser<readonly Filter[]> = alt<readonly Filter[]>(
  map(seq(spellKinds, alt(words('and'), words('spells and')), spellKinds, words('spells')), ([a, , b]) => [
    ...a,
    ...b,
  ]),
  map(seq(spellKinds, words('spells')), ([a]) => a),
);

/**
 * CR 601.2f, 118.7: "Artifact spells you cast cost {1} less to cast.", "Noncreature spells cost
 * {1} more to cast.", "Black spells your opponents cast cost {1} more to cast."
 */
export const costChangeAbility: AbilityParser = map(
  seq(
    spellsNamed,
    opt(
      alt(
        map(words('you cast'), () => 'you' as const),
        map(words('your opponents cast'), () => 'opponents' as const),
      ),
    ),
    words('cost'),
    manaCost,
    lessOrMore,
    words('to cast'),
    punct('.'),
  ),
  ([spells, caster, , mana, change]) =>
    (text: string): AbilityDef => ({
      kind: 'costChange',
      text,
      spells,
      caster: caster ?? 'any',
      change,
      mana,
    }),
);
