import type { CardPool } from '../../cards/pool.js';
import type {
  AbilityDef,
  AlternativeCost,
  CastCost,
  CostOption,
  CostPart,
  Instruction,
} from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { appendAll } from '../../lists.js';
import { chain, map, ok, optional, type Result } from '../../result.js';
import type { EntryChoices, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { createDelayed } from '../triggers/delayed-triggers.js';
import { pending } from '../triggers/keyword-triggers.js';
import type { Pending } from '../triggers/triggers.js';
import { definedAbilities, type View } from '../view.js';
import type { CastAction } from './cast-action.js';

/**
 * CR 601.2b, 601.2f: the costs a caster announces they will pay as they cast a spell: at most
 * one alternative cost instead of the mana cost (118.9a), kicker costs on top (702.33a), and
 * the additional costs its text demands (118.8), in the way announced where it offers several.
 * They are read from the card's own castCost and additionalCost abilities, and what was paid is
 * kept with the permanent the spell becomes ("its dash cost was paid", "it was kicked").
 */
export interface CastChoice {
  /** The mana cost, or the alternative cost paid instead (118.9c: the mana cost itself is unchanged). */
  readonly base: string | null;
  /**
   * Additional mana costs: a kicker cost once for each time it is kicked (702.33a, 702.33c),
   * and the mana of the additional costs' ways chosen.
   */
  readonly additional: readonly string[];
  /** The other parts of its additional costs (118.8), paid with the mana (601.2h). */
  readonly parts: readonly CostPart[];
  /** What the permanent it becomes keeps of how it was cast. */
  readonly record: Pick<EntryChoices, 'paid' | 'kicked' | 'boughtBack' | 'entwined'>;
}

type CastCostDef = Extract<AbilityDef, { kind: 'castCost' }>;

const castCosts = (abilities: readonly AbilityDef[], option: CastCost): CastCostDef[] =>
  abilities.filter((a): a is CastCostDef => a.kind === 'castCost' && a.option === option);

/** The caster's announced alternative cost and kicks, checked against the card's abilities. */
export const castChoice = (
  spell: Characteristics,
  abilities: readonly AbilityDef[],
  action: CastAction,
): Result<CastChoice> => {
  let base = spell.manaCost;
  const [alternative] = action.alternative === undefined ? [] : castCosts(abilities, action.alternative);
  if (action.alternative !== undefined) {
    if (!alternative)
      return refuse(`${spell.name} has no ${action.alternative} cost to pay`, '$.alternative', '118.9');
    base = alternative.cost;
  }
  const kicks = kickersPaid(spell.name, abilities, action);
  if (!kicks.ok) return kicks;
  const { paid: kickers, kicked, kickedWith } = kicks.value;
  // CR 702.27a, 702.42a: buyback and entwine are additional costs its caster may pay.
  const paying = chain(optionalCost(spell.name, abilities, 'buyback', action.buyback, '702.27a'), (buyback) =>
    map(optionalCost(spell.name, abilities, 'entwine', action.entwined, '702.42a'), (entwine) => ({
      buyback,
      entwine,
    })),
  );
  if (!paying.ok) return paying;
  const { buyback, entwine } = paying.value;
  return map(additionalCosts(spell.name, abilities, action.additional), (required) => ({
    base,
    additional: [
      ...kickers.flatMap((k) => (k.cost === '' ? [] : [k.cost])),
      ...[buyback, entwine].flatMap((c) => (c === null ? [] : [c])),
      ...required.flatMap((o) => (o.cost === '' ? [] : [o.cost])),
    ],
    // CR 702.33a, 601.2h: a kicker cost's parts that aren't mana ("Kicker—Sacrifice a creature")
    // are paid with the rest: no multikicker cost has such parts.
    parts: [
      ...(alternative?.extraCosts ?? []),
      ...kickers.flatMap((k) => k.extraCosts ?? []),
      ...required.flatMap((o) => o.extraCosts ?? []),
    ],
    record: {
      ...optional('paid', action.alternative),
      ...(kicked === 0 ? {} : { kicked }),
      ...optional('kickedWith', kickedWith),
      ...(buyback === null ? {} : { boughtBack: true as const }),
      ...(entwine === null ? {} : { entwined: true as const }),
    },
  }));
};

/**
 * CR 702.33a-d: the kicker costs the caster announces paying, each paid once (a multikicker cost
 * `kicked` times), and what the permanent keeps of them: how many times it was kicked and, of a
 * spell with two kicker costs ("Kicker {1}{U} and/or {B}", 702.33b), which (`kickedWith`).
 */
const kickersPaid = (
  name: string,
  abilities: readonly AbilityDef[],
  action: CastAction,
): Result<{ paid: CastCostDef[]; kicked: number; kickedWith?: readonly string[] }> => {
  const kickers = castCosts(abilities, 'kicker');
  const multikicker = castCosts(abilities, 'multikicker');
  const [first] = [...kickers, ...multikicker];
  if (action.kickedWith !== undefined) {
    if (action.kicked !== undefined)
      return refuse(
        'announce the kicker costs paid either by `kicked` or by `kickedWith`',
        '$.kicked',
        '702.33d',
      );
    const paid: CastCostDef[] = [];
    for (const [i, cost] of action.kickedWith.entries()) {
      const kicker = kickers.find((k) => k.cost === cost);
      if (kicker === undefined || paid.includes(kicker))
        return refuse(
          `${name}'s kicker costs are ${kickers.map((k) => k.cost).join(' and ') || 'none'}: each can be paid once`,
          `$.kickedWith[${i}]`,
          '702.33d',
        );
      paid.push(kicker);
    }
    return ok(
      paid.length === 0
        ? { paid, kicked: 0 }
        : { paid, kicked: paid.length, kickedWith: paid.map((k) => k.cost) },
    );
  }
  const kicked = action.kicked ?? 0;
  if (kicked === 0) return ok({ paid: [], kicked });
  if (first === undefined)
    return refuse(`${name} has no kicker, so it can't be kicked`, '$.kicked', '702.33a');
  // CR 702.33b, 702.33f: which of two kicker costs is paid matters to the abilities linked to each.
  if (kickers.length > 1)
    return refuse(
      `${name} has two kicker costs: announce the ones paid by \`kickedWith\``,
      '$.kicked',
      '702.33b',
    );
  // CR 702.33a, 702.33c: a kicker cost is paid at most once; a multikicker cost any number of times.
  if (kicked > 1 && first.option !== 'multikicker')
    return refuse(`${name} has one kicker cost, which can be paid once`, '$.kicked', '702.33d');
  return ok({ paid: Array.from({ length: kicked }, () => first), kicked });
};

/** The cost of an additional cost the caster announces paying (`wanted`), null when not announced; refused when the card has none. */
const optionalCost = (
  name: string,
  abilities: readonly AbilityDef[],
  option: 'buyback' | 'entwine',
  wanted: boolean | undefined,
  rule: string,
): Result<string | null> => {
  if (!wanted) return ok(null);
  const [cost] = castCosts(abilities, option);
  return cost
    ? ok(cost.cost)
    : refuse(`${name} has no ${option} cost to pay`, `$.${option === 'entwine' ? 'entwined' : option}`, rule);
};

/**
 * CR 118.8, 601.2b: the way each additional cost of the spell's text is paid: its only one, or
 * the one the caster announces (`additional`, an index) where the text offers a choice. One
 * index serves them all: no card of the data has two additional costs (MTGJSON, April 2022).
 */
const additionalCosts = (
  name: string,
  abilities: readonly AbilityDef[],
  announced: number | undefined,
): Result<CostOption[]> => {
  const costs = abilities.flatMap((a) => (a.kind === 'additionalCost' ? [a] : []));
  const chosen: CostOption[] = [];
  let choices = 0;
  for (const cost of costs) {
    if (cost.options.length <= 1) {
      appendAll(chosen, cost.options);
      continue;
    }
    choices++;
    const option = announced === undefined ? undefined : cost.options[announced];
    if (option === undefined)
      return refuse(
        `${name}'s "${cost.text}" offers ${cost.options.length} ways to pay: announce one, numbered from 0`,
        '$.additional',
        '601.2b',
      );
    chosen.push(option);
  }
  if (announced !== undefined && choices === 0)
    return refuse(`${name} has no additional cost with a choice to announce`, '$.additional', '601.2b');
  return ok(chosen);
};

/**
 * CR 702.109a, 702.152a: "If this spell's dash (blitz) cost was paid, return the permanent this
 * spell becomes to its owner's hand (sacrifice it) at the beginning of the next end step": a
 * delayed triggered ability created as the spell becomes the permanent (603.7a, 603.7g), whose
 * source is that permanent and controller the spell's controller.
 */
const AT_NEXT_END_STEP: Readonly<Record<AlternativeCost, readonly [Instruction, string] | null>> = {
  dash: [{ kind: 'returnToHand', on: 'self' }, '702.109a'],
  blitz: [{ kind: 'sacrifice', on: 'self' }, '702.152a'],
  evoke: null,
  flashback: null,
  escape: null,
  surge: null,
  bestow: null,
  rather: null,
  disturb: null,
};

/** The delayed triggered ability, if any, that the alternative cost paid creates as the permanent enters. */
export const delayedForPaid = (
  state: GameState,
  pool: CardPool,
  id: ObjectId,
  caster: PlayerId,
  paid: AlternativeCost | undefined,
): Outcome => {
  const delayed = paid === undefined ? null : AT_NEXT_END_STEP[paid];
  const object = state.objects.find((o) => o.id === id);
  if (delayed === null || object?.zone !== 'battlefield') return { state, events: [] };
  const printed = pool.get(object.card)?.abilities ?? [];
  const ability = printed.findIndex((a) => a.kind === 'castCost' && a.option === paid);
  // No dash or blitz ability of its own, no delayed ability: it is part of that ability's text.
  if (ability < 0) return { state, events: [] };
  const [instruction, rule] = delayed;
  return createDelayed(state, {
    at: 'nextEndStep',
    object: id,
    timestamp: object.timestamp,
    ability,
    controller: caster,
    text: printed[ability]?.text ?? '',
    instructions: [instruction],
    rule,
  });
};

/**
 * CR 702.152a: "As long as this permanent's blitz cost was paid, it has 'When this permanent is
 * put into a graveyard from the battlefield, draw a card.'" The permanent that died had it if it
 * had blitz and its blitz cost was paid, read in `before`, the game as it died (603.10a).
 */
export const blitzDiesTriggers = (before: View, pool: CardPool, died: readonly ObjectId[]): Pending[] =>
  died.flatMap((id) => {
    const object = before.objects.get(id);
    const c = before.chars.get(id);
    if (object?.choices.paid !== 'blitz' || !c) return [];
    return definedAbilities(pool, object, c).flatMap(([ability, def]) =>
      def.kind === 'castCost' && def.option === 'blitz'
        ? pending(
            before,
            id,
            { ability, text: def.text, amount: 0 },
            { kind: 'dies' },
            '702.152a',
            DRAW_A_CARD,
          )
        : [],
    );
  });

const DRAW_A_CARD: Instruction = { kind: 'drawCards', amount: { kind: 'constant', n: 1 } };
