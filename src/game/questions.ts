import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import { answersTo, candidates } from '../engine/answers/answers-to.js';
import { defaultDivision } from '../engine/combat/damage-division.js';
import type { DecideAction } from '../engine/stack/decide.js';
import type { Actor } from '../engine/stack/priority.js';
import { chain, err, ok, type Result, rulesError } from '../result.js';
import type { Question } from '../state/question.js';
import { CREATURE_TYPES } from '../state/subtypes.js';
import type { GameState, PlayerId } from '../state/types.js';
import { mulliganAnswers } from './mulligan-answers.js';

import type { LegalEntry } from './types.js';

const single = (player: PlayerId, example: PlayerAction, choices: LegalEntry['choices']): LegalEntry => ({
  kind: example.kind,
  player,
  example,
  choices,
});

/** CR 704.5j: keep one of the legendary permanents with one name; each is a legal answer. */
export const keepLegendEntry = (act: Extract<Actor, { kind: 'keepLegend' }>): LegalEntry => {
  const [first = ''] = act.choice.among;
  return single(act.player, { kind: 'keepLegend', keep: first }, { keep: act.choice.among });
};

/** CR 514.1: discard exactly `count` cards of the hand, any of them. */
export const discardEntry = (
  state: GameState,
  act: Extract<Actor, { kind: 'discardToHandSize' }>,
): LegalEntry => {
  const hand = state.objects.filter((o) => o.zone === 'hand' && o.owner === act.player).map((o) => o.id);
  return single(
    act.player,
    { kind: 'discardToHandSize', cards: hand.slice(0, act.count) },
    { discard: { from: hand, count: act.count } },
  );
};

/**
 * CR 608.2d: the legal answers to the question of a resolving spell or ability, as `answersTo`
 * gives them: each one listed, when there are at most `LISTED_ANSWERS`; else one entry, its
 * `question` to build answers from and `check`, with the first legal answer as its example
 * (any creature type, 205.3m, from the list of creature types).
 */
export const decideEntries = (state: GameState, pool: CardPool): Result<LegalEntry[]> =>
  chain(answersTo(state, pool), ({ player, question, listed, check }) => {
    const found = listed ?? [firstAccepted(question, player, check)].flatMap((a) => (a ? [a] : []));
    if (found.length === 0)
      return err(
        rulesError('ERR_ACTION', `no answer to the ${question.kind} question is legal`, { rule: '608.2d' }),
      );
    return ok(
      listed === null
        ? found.map((a) => single(player, a, { question }))
        : found.map((a) => single(player, a, {})),
    );
  });

/** The first answer `check` accepts among the question's candidates, or any creature type's. */
const firstAccepted = (
  question: Question,
  player: PlayerId,
  check: (answer: DecideAction) => Result<true>,
): DecideAction | undefined => {
  const all: Iterable<Omit<DecideAction, 'kind'>> =
    candidates(question) ?? CREATURE_TYPES.map((creatureType) => ({ choices: { creatureType } }));
  for (const a of all) {
    const answer: DecideAction = { kind: 'decide', player, ...a };
    if (check(answer).ok) return answer;
  }
  return undefined;
};

/**
 * CR 103.5: the mulligans' open question: each declaration allowed (keep, and mulligan while the
 * hand wouldn't be zero cards), or `count` cards of the hand put on the bottom.
 */
export const openingEntries = (state: GameState): readonly LegalEntry[] => {
  const open = mulliganAnswers(state);
  if (open === null) return [];
  if (open.kind === 'mulligan') return open.answers.map((a) => single(open.player, a, {}));
  const { player, count, from } = open;
  return [
    single(player, { kind: 'bottom', player, cards: from.slice(0, count) }, { bottom: { from, count } }),
  ];
};

/**
 * CR 510.1c-e: the player's combat damage assignment: the documented default division is the
 * example (each blocker in declared order gets lethal damage, 510.1c), and the question describes
 * every division; `check` judges a whole one (510.1e).
 */
export const combatDamageEntry = (act: Extract<Actor, { kind: 'assignCombatDamage' }>): LegalEntry => {
  const division = Object.fromEntries(act.question.creatures.map((d) => [d.creature, defaultDivision(d)]));
  return single(
    act.player,
    { kind: 'assignCombatDamage', player: act.player, division },
    { combatDamage: act.question },
  );
};
