import type { CardPool } from '../../cards/pool.js';
import type { SearchedZone } from '../../effects/library.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { Decision } from '../../state/answers.js';
import { checkedState } from '../../state/known-valid.js';
import type { Question } from '../../state/question.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { apply } from '../apply.js';
import { refuse } from '../outcome.js';
import type { DecideAction } from '../stack/decide.js';
import { resolveTop } from '../stack/resolve-top.js';
import { flatMapped, mapped, orderings, placements, products, subsets, upTo } from './enumerate.js';

/** At most this many answers are listed; a question with more is described by itself and checked one answer at a time. */
export const LISTED_ANSWERS = 256;

/** The legal answers to the question a resolving spell or ability asks (CR 608.2d). */
export interface AnswerSpace {
  /** The player who answers (608.2d, 118.12a). */
  readonly player: PlayerId;
  /** What is asked, typed. */
  readonly question: Question;
  /**
   * Every legal answer, when the question has at most `LISTED_ANSWERS` ways to be answered; null
   * when it has more (or any creature type, 205.3m): build one from the question and `check` it.
   */
  readonly listed: readonly DecideAction[] | null;
  /** Whether `apply` accepts the answer, with the rule that refuses it. */
  readonly check: (answer: DecideAction) => Result<true>;
}

/** The ways to answer, before they are checked: a superset of the legal ones that the question's facts bound. */
export const candidates = (q: Question): Iterable<Omit<DecideAction, 'kind'>> | null => {
  switch (q.kind) {
    case 'may':
      return [{ may: true }, { may: false }];
    case 'mana':
      return q.options.map((mana) => ({ mana }));
    case 'entryChoice':
      return q.options === null ? null : q.options.map((v) => ({ choices: { [q.field]: v } }));
    case 'place':
      return mapped(placements(q.cards, q.to), (d) => ({ decisions: [d] }));
    case 'choose': {
      const sets = subsets(q.options, q.min, q.max);
      const chosen = q.ordered ? flatMapped(sets, orderings) : sets;
      return mapped(chosen, (c) => ({ decisions: [{ chosen: c }] }));
    }
    case 'pick':
      return mapped(products(q.groups.map((g) => () => subsets(g.from, g.min, g.max))), (ids) => ({
        decisions: [{ [q.field]: ids }],
      }));
    case 'search':
      return q.graveyard === null
        ? mapped(subsets(q.library, 0, q.max ?? q.library.length), (cards) => ({ decisions: [{ cards }] }))
        : searchesWithGraveyard(q.library, q.graveyard, q.max);
    case 'dig':
      return flatMapped(q.take ? subsets(q.take.from, q.take.min, q.take.max) : [null], (taken) =>
        mapped(restOrders(q.seen, taken ?? [], q.order), (rest) => ({
          decisions: [{ ...(taken ? { cards: taken } : {}), ...rest }],
        })),
      );
  }
};

/** The orders of the cards seen and not taken, on the list `order` says (none: they aren't ordered). */
const restOrders = (
  seen: readonly string[],
  taken: readonly string[],
  order: 'top' | 'bottom' | null,
): Iterable<Decision> => {
  const rest = seen.filter((id) => !taken.includes(id));
  return order === null ? [{}] : mapped(orderings(rest), (ids) => ({ [order]: ids }));
};

/** CR 701.23a: "your library and/or graveyard": where the player looked, and what they found there. */
function* searchesWithGraveyard(
  library: readonly string[],
  graveyard: readonly string[],
  max: number | null,
): Generator<Omit<DecideAction, 'kind'>> {
  const zones: readonly (readonly SearchedZone[])[] = [['library'], ['graveyard'], ['library', 'graveyard']];
  for (const searched of zones) {
    const from = searched.flatMap((zone) => (zone === 'library' ? library : graveyard));
    for (const cards of subsets(from, 0, max ?? from.length)) yield { decisions: [{ cards, searched }] };
  }
}

/** The question the top of the stack waits on; one a board left out is asked again by resolving once more. */
const openQuestion = (
  state: GameState,
  pool: CardPool,
): Result<{ readonly player: PlayerId; readonly question: Question }> => {
  const top = state.stack.at(-1);
  const awaiting = top?.awaiting;
  if (!top || !awaiting) return refuse('no spell or ability is waiting for an answer', '$.stack', '608.2d');
  if (awaiting.question) return ok({ player: awaiting.player, question: awaiting.question });
  const { awaiting: _unasked, ...unasked } = top;
  return chain(resolveTop({ ...state, stack: [...state.stack.slice(0, -1), unasked] }, pool), (again) => {
    const asked = again.state.stack.at(-1)?.awaiting;
    return asked?.question
      ? ok({ player: asked.player, question: asked.question })
      : refuse('the answer it waits for is no longer asked', '$.stack', '608.2d');
  });
};

/**
 * CR 608.2d: the legal answers to the question the resolving spell or ability asks, each one a
 * `decide` action `apply` accepts: listed when there are few, else the question describes them
 * (the candidates, how many) and `check` tells one. Answers that differ only in the order of a
 * set chosen (cards, permanents, proliferate's `chosen`) are listed once. The state is checked by
 * `validateState` first, as `apply` checks it.
 */
export const answersTo = (state: GameState, pool: CardPool): Result<AnswerSpace> =>
  chain(checkedState(state, pool), (valid) => spaceOf(valid, pool));

const spaceOf = (state: GameState, pool: CardPool): Result<AnswerSpace> =>
  map(openQuestion(state, pool), ({ player, question }) => {
    const check = (answer: DecideAction): Result<true> =>
      map(apply(state, pool, answer), () => true as const);
    const all = candidates(question);
    const some = all === null ? null : upTo(all, LISTED_ANSWERS);
    const listed =
      some === null
        ? null
        : some.map((a): DecideAction => ({ kind: 'decide', player, ...a })).filter((a) => check(a).ok);
    return { player, question, listed, check };
  });
