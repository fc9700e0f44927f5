import { DECIDED_KEYWORD_ACTIONS } from '../../effects/keyword-actions.js';
import { DECIDED_KINDS, digDecides } from '../../effects/library.js';
import type { Instruction } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { Decision, DecisionField } from '../../state/answers.js';
import type { Question } from '../../state/question.js';
import type { ObjectId } from '../../state/types.js';
import { needAnswer, refuse } from '../outcome.js';

/**
 * The kinds of instruction whose players decide as it resolves: library ones, permanents chosen
 * (701.21a), a colour, a keyword or a creature type chosen (608.2d), tap or untap (701.26), the words a text change replaces (612.1),
 * and any number of cards of a hand revealed or discarded (701.20a, 701.9a).
 */
const DECIDED: readonly string[] = [
  ...DECIDED_KINDS,
  ...DECIDED_KEYWORD_ACTIONS,
  'chosenPermanents',
  // CR 702.95a: which creature soulbond pairs its own with, among several.
  'pair',
  'gainChosenColorProtection',
  'gainChosenKeyword',
  'chosenTypeEffect',
  'tapOrUntap',
  'changeText',
  'fromHandAnyNumber',
];

/** Whether following the instruction needs a decision of its player's. */
export const needsDecision = (i: Instruction): boolean =>
  i.kind === 'dig'
    ? digDecides(i)
    : // CR 701.9b: a discard at random is picked by the state's generator, not by its player.
      DECIDED.includes(i.kind) && !(i.kind === 'discard' && i.atRandom);

/**
 * CR 303.4f: the kinds of instruction that put cards onto the battlefield (enter-cards.ts); each
 * Aura among them asks what it enchants, so how many decisions they ask is known only as they resolve.
 */
const ENTER_CARDS: readonly string[] = [
  'flicker',
  'returnExiled',
  'fromGraveyard',
  'putCard',
  'search',
  'dig',
];

/**
 * CR 608.2d: decisions given ahead, as a spell or ability goes on the stack, must be ones its
 * instructions could ask for: no more than the instructions that ask for one, in every branch
 * and mode. A branch not taken as it resolves leaves its decision unasked.
 */
export const checkDecisionsAhead = (instructions: readonly Instruction[], given: number): Result<true> => {
  const all = instructionsIn(instructions);
  if (all.some((i) => ENTER_CARDS.includes(i.kind))) return ok(true);
  const most = all.filter(needsDecision).length;
  return given > most
    ? refuse(
        `${given} decision(s) given, and its instructions ask for ${most === 0 ? 'none' : `at most ${most}`}`,
        `$.decisions[${most}]`,
        '608.2d',
      )
    : ok(true);
};

/**
 * The decisions of an action, handed out in order to the instructions that need one as they
 * are followed; one missing, or one left over, is refused rather than guessed or ignored.
 */
export class Decisions {
  private used = 0;

  constructor(private readonly given: readonly Decision[]) {}

  /**
   * The next instruction's decision, with where it is in the action; `what` says what is to be
   * decided, `deciders` who decides when it isn't the controller alone (701.9b: the players who
   * discard choose their cards), the first of them asked in APNAP order (608.2e); `question` what
   * is asked, typed, for an answerer.
   */
  next(
    what: string,
    rule: string,
    question: Question,
    deciders: readonly string[] = [],
  ): Result<{ readonly decision: Decision; readonly path: string }> {
    const path = `$.decisions[${this.used}]`;
    const decision = this.given[this.used];
    if (decision === undefined)
      return needAnswer(`decide ${what}: give a decision for it`, path, rule, question, deciders[0]);
    this.used++;
    return ok({ decision, path });
  }

  /**
   * The next decision when it chooses exactly one of `options` (its `chosen`), checked; `what`
   * says what is to be decided.
   */
  nextOneOf<O extends string>(what: string, rule: string, options: readonly O[]): Result<O> {
    const given = this.next(what, rule, { kind: 'choose', options, min: 1, max: 1, ordered: false });
    return chain(given, ({ decision, path }) =>
      map(choosesAmong(decision, options, { min: 1, max: 1 }, path, rule), ([one]) => one as O),
    );
  }

  /** Refuses decisions that no instruction asked for. */
  allUsed(): Result<true> {
    return this.used < this.given.length
      ? refuse(
          `${this.given.length - this.used} decision(s) given that no instruction asks for`,
          `$.decisions[${this.used}]`,
          '608.2d',
        )
      : ok(true);
  }
}

/** Refuses a decision that gives a field other than those allowed, naming the ones to give. */
export const usesOnly = (
  decision: Decision,
  allowed: readonly string[],
  path: string,
  rule: string,
): Result<true> => {
  const stray = Object.keys(decision).filter((f) => !allowed.includes(f));
  return stray.length > 0
    ? refuse(
        `"${stray.join('", "')}" is not part of this decision; give ${allowed.join(' and ') || 'nothing'}`,
        path,
        rule,
      )
    : ok(true);
};

/**
 * Checks that a decision uses only the fields allowed, and that those lists together place
 * each of `cards` exactly once: no card left out, none twice, none other.
 */
export const placesExactly = (
  decision: Decision,
  fields: readonly DecisionField[],
  cards: readonly ObjectId[],
  path: string,
  rule: string,
): Result<true> => {
  const only = usesOnly(decision, fields, path, rule);
  if (!only.ok) return only;
  const placed = fields.flatMap((f) => decision[f] ?? []);
  const seen = new Set<string>();
  for (const id of placed) {
    if (!cards.includes(id))
      return refuse(`${id} is not one of the cards to place (${cards.join(', ') || 'none'})`, path, rule);
    if (seen.has(id)) return refuse(`${id} is placed twice`, path, rule);
    seen.add(id);
  }
  const missing = cards.filter((id) => !seen.has(id));
  return missing.length > 0 ? refuse(`${missing.join(', ')} must be placed too`, path, rule) : ok(true);
};

/**
 * The refusal for the first of `ids` that may not be chosen (`why` says why not) or is chosen
 * twice, at `${at}[k]`; null if each is one that may be chosen, once.
 */
const firstBadChoice = (
  ids: readonly string[],
  may: (id: string) => boolean,
  why: (id: string) => string,
  at: string,
  rule: string,
): Result<never> | null => {
  for (const [k, id] of ids.entries()) {
    if (!may(id)) return refuse(why(id), `${at}[${k}]`, rule);
    if (ids.indexOf(id) !== k) return refuse(`${id} is chosen twice`, `${at}[${k}]`, rule);
  }
  return null;
};

/**
 * Checks the cards a decision chose: each one of those it may choose (`what` says which), none
 * twice, and at most `most` of them (null: any number).
 */
export const chosenAmong = (
  cards: readonly ObjectId[],
  allowed: ReadonlySet<ObjectId>,
  most: number | null,
  what: string,
  path: string,
  rule: string,
): Result<true> => {
  const bad = firstBadChoice(
    cards,
    (id) => allowed.has(id),
    (id) => `${id} is not ${what}`,
    `${path}.cards`,
    rule,
  );
  if (bad) return bad;
  return most !== null && cards.length > most
    ? refuse(`at most ${most} card(s) may be chosen, and ${cards.length} were given`, `${path}.cards`, rule)
    : ok(true);
};

/**
 * Checks a decision that chooses among `options` alone (its `chosen`): each one of them, none
 * twice, and between `min` and `max` of them.
 */
export const choosesAmong = (
  decision: Decision,
  options: readonly string[],
  count: { readonly min: number; readonly max: number },
  path: string,
  rule: string,
): Result<readonly string[]> => {
  const only = usesOnly(decision, ['chosen'], path, rule);
  if (!only.ok) return only;
  const chosen = decision.chosen ?? [];
  const bad = firstBadChoice(
    chosen,
    (id) => options.includes(id),
    (id) => `${id} is not one that can be chosen (${options.join(', ') || 'none'})`,
    `${path}.chosen`,
    rule,
  );
  if (bad) return bad;
  if (chosen.length < count.min || chosen.length > count.max)
    return refuse(
      `choose ${count.min === count.max ? count.min : `${count.min} to ${count.max}`}, not ${chosen.length}`,
      `${path}.chosen`,
      rule,
    );
  return ok(chosen);
};
