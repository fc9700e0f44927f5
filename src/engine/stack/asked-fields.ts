import { ok, type Result } from '../../result.js';
import type { Question, QuestionKind } from '../../state/question.js';
import { refuse } from '../outcome.js';
import type { DecideAction } from './decide.js';

type AnswerField = Exclude<keyof DecideAction, 'kind' | 'player'>;

/**
 * CR 608.2d: the fields of a `decide` action that answer each kind of question: "you may" or
 * "unless pays" its `may`, with the mana abilities activated to pay (`sources`, 608.2g); a mana
 * choice its `mana`; a choice as a permanent enters its `choices` (614.12); the rest a decision.
 * Decisions may come with any answer, given ahead for the instructions after it (608.2d): those
 * are bounded by `checkDecisionsAhead` and each is checked by the instruction that reads it.
 */
const ASKED: Readonly<Record<QuestionKind, readonly AnswerField[]>> = {
  may: ['may', 'sources', 'decisions'],
  mana: ['mana', 'decisions'],
  entryChoice: ['choices', 'decisions'],
  place: ['decisions'],
  choose: ['decisions'],
  pick: ['decisions'],
  search: ['decisions'],
  dig: ['decisions'],
};

/**
 * CR 608.2d: an answer gives only what the open question asks for: a field it doesn't ask for
 * (a `mana` to a "you may", a colour to a creature-type choice) is refused, not ignored.
 */
export const answersOnly = (question: Question, action: DecideAction): Result<true> => {
  const { kind: _kind, player: _player, ...given } = action;
  const asked = ASKED[question.kind];
  const stray = (Object.keys(given) as AnswerField[]).find(
    (f) => given[f] !== undefined && !asked.includes(f),
  );
  if (stray !== undefined)
    return refuse(
      `the open question (${question.kind}) is answered with ${asked.map((f) => `"${f}"`).join(' or ')}, not "${stray}"`,
      `$.${stray}`,
      '608.2d',
    );
  const choice = question.kind === 'entryChoice' ? question.field : undefined;
  const strayChoice = Object.keys(action.choices ?? {}).find((f) => f !== choice);
  return strayChoice === undefined
    ? ok(true)
    : refuse(
        `the open question asks for the ${choice ?? 'entry'} choice, not "${strayChoice}"`,
        `$.choices.${strayChoice}`,
        '608.2d',
      );
};
