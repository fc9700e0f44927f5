import type { CardPool } from '../../cards/pool.js';
import { type ChosenCost, COST_VERBS, type CostVerb } from '../../effects/chosen-costs.js';
import type { CostPart, Filter } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import { COLOR_NAMES } from '../../symbols/colors.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { withObject } from '../view.js';
import { plural, withArticle } from '../words.js';
import { moveObject } from '../zones/zones.js';

/** The objects an activation or a cast names for its chosen costs, by verb (CR 601.2h, 602.2b). */
export type CostChoices = Partial<Readonly<Record<CostVerb, readonly ObjectId[]>>>;

/** The objects each chosen cost part takes, by the part's index: its share of the list under its verb. */
export type Assigned = ReadonlyMap<number, readonly ObjectId[]>;

/**
 * CR 601.2h, 602.2b: each chosen cost part takes the next `amount` objects named under its
 * verb; every verb's list must be used up exactly, and none named twice. `rule` is the one a
 * refusal cites: 601.2h for a spell's cost, 602.2b for an ability's.
 */
export const assignChoices = (
  parts: readonly CostPart[],
  given: CostChoices = {},
  rule: '601.2h' | '602.2b',
): Result<Assigned> => {
  const assigned = new Map<number, readonly ObjectId[]>();
  const used: Partial<Record<CostVerb, number>> = {};
  for (const [index, part] of parts.entries()) {
    if (part.kind !== 'chosen') continue;
    const from = used[part.verb] ?? 0;
    const list = given[part.verb] ?? [];
    if (list.length < from + part.amount)
      return refuse(
        `the cost "${describe(part)}" needs ${part.amount} object(s) named under costs.${part.verb}, and ${Math.max(0, list.length - from)} were`,
        `$.costs.${part.verb}`,
        rule,
      );
    assigned.set(index, list.slice(from, from + part.amount));
    used[part.verb] = from + part.amount;
  }
  for (const verb of COST_VERBS) {
    const list = given[verb] ?? [];
    if (list.length > (used[verb] ?? 0))
      return refuse(
        `costs.${verb} names ${list.length} object(s), and the cost asks for ${used[verb] ?? 0}`,
        `$.costs.${verb}`,
        rule,
      );
    for (const [i, id] of list.entries())
      if (list.indexOf(id) !== i) return refuse(`${id} is named twice`, `$.costs.${verb}[${i}]`, rule);
  }
  return ok(assigned);
};

/** Where each verb finds its objects, and whose they must be (701.21a, 701.9a, 701.26a). */
const BASE: Readonly<Record<CostVerb, Filter>> = {
  sacrifice: { controller: 'you' },
  tap: { controller: 'you' },
  returnToHand: { controller: 'you' },
  discard: { zone: 'hand', owner: 'you' },
  exile: { zone: 'graveyard', owner: 'you' },
  reveal: { zone: 'hand', owner: 'you' },
};

const ZONE_TO: Readonly<Record<Exclude<CostVerb, 'tap' | 'reveal'>, readonly [ZoneName, string]>> = {
  sacrifice: ['graveyard', '701.21a'],
  discard: ['graveyard', '701.9a'],
  exile: ['exile', '701.13a'],
  returnToHand: ['hand', '601.2h'],
};

/**
 * Pays one chosen cost part with the objects assigned to it: each must be one the filter
 * describes now, seen from the source and its controller (118.3: what isn't there can't be
 * paid); "tap" needs untapped permanents (a tapped one can't be tapped, 701.26a).
 */
export const payChosen = (
  state: GameState,
  pool: CardPool,
  from: { readonly source: ObjectId; readonly controller: PlayerId },
  part: ChosenCost,
  ids: readonly ObjectId[],
): Result<Outcome> => {
  const fits = selectObjects(state, pool, { ...part.filter, ...BASE[part.verb] }, from);
  if (!fits.ok) return fits;
  for (const [i, id] of ids.entries()) {
    const path = `$.costs.${part.verb}[${i}]`;
    if (!fits.value.includes(id))
      return refuse(
        `${id} is not ${one(part)} that ${from.controller} can ${VERB_WORDS[part.verb]} to pay this cost`,
        path,
        '118.3',
      );
    if (part.verb === 'tap' && state.objects.find((o) => o.id === id)?.tapped)
      return refuse(`${id} is tapped, so it can't be tapped to pay the cost`, path, '701.26a');
  }
  const run = new Sequence(state);
  for (const id of ids) run.step((s) => payWith(s, part.verb, id, from.controller));
  return ok(run.done());
};

/** One object paying its part: tapped (701.26a), revealed where it is (701.20a-b), or moved. */
const payWith = (state: GameState, verb: CostVerb, id: ObjectId, player: PlayerId): Outcome => {
  if (verb === 'tap')
    return {
      state: withObject(state, id, (o) => ({ ...o, tapped: true })),
      events: [{ kind: 'tapped', object: id, rule: '701.26a' }],
    };
  if (verb === 'reveal')
    return { state, events: [{ kind: 'revealed', player, object: id, rule: '701.20a' }] };
  const [zone, rule] = ZONE_TO[verb];
  return moveObject(state, id, zone, rule);
};

/** CR 701.9a: "Discard your hand": every card in it goes to its owner's graveyard. */
export const discardHand = (state: GameState, player: PlayerId): Outcome => {
  const run = new Sequence(state);
  for (const card of state.objects.filter((o) => o.zone === 'hand' && o.owner === player))
    run.step((s) => moveObject(s, card.id, 'graveyard', '701.9a'));
  return run.done();
};

/** What a verb does to the objects it takes, as words. */
const VERB_WORDS: Readonly<Record<CostVerb, string>> = {
  sacrifice: 'sacrifice',
  tap: 'tap',
  returnToHand: "return to its owner's hand",
  discard: 'discard',
  exile: 'exile',
  reveal: 'reveal',
};

/** One object the part takes, without its article: "artifact", "white creature", "Goblin", "card". */
const noun = (part: ChosenCost): string => {
  const f = part.filter;
  const nouns = [
    ...(f.types ?? []).filter((t) => t !== 'Creature').map((t) => t.toLowerCase()),
    ...(f.anyTypes ? [f.anyTypes.map((t) => t.toLowerCase()).join(' or ')] : []),
    ...(f.subtypes ?? []),
    ...(f.types?.includes('Creature') ? ['creature'] : []),
  ];
  const card = part.verb === 'discard' || part.verb === 'exile' || part.verb === 'reveal';
  const words = [
    ...(f.colors ?? []).map((c) => COLOR_NAMES[c]),
    ...(nouns.length === 0 ? [card ? 'card' : 'permanent'] : nouns),
  ].join(' ');
  return f.other ? `other ${words}` : words;
};

/** One such object, with its article: "an artifact", "another creature". */
const one = (part: ChosenCost): string => {
  const words = noun(part);
  return words.startsWith('other ') ? `an${words}` : withArticle(words);
};

/** The cost as words: "sacrifice an artifact", "discard 2 cards". */
/** CR 614.12: "of the chosen type / color", the choice its source made as it entered. */
const chosen = (f: ChosenCost['filter']): string =>
  f.chosenCreatureType ? ' of the chosen type' : f.chosenColor ? ' of the chosen color' : '';

/** The cost as words: "sacrifice an artifact", "discard 2 cards", "sacrifice a creature of the chosen type". */
const describe = (part: ChosenCost): string =>
  `${VERB_WORDS[part.verb]} ${part.amount === 1 ? one(part) : `${part.amount} ${plural(noun(part))}`}${chosen(part.filter)}`;
