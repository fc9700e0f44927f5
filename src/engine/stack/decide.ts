import type { CardPool } from '../../cards/pool.js';
import { chain, map, ok, optional, type Result } from '../../result.js';
import type { Answers } from '../../state/answers.js';
import type { EntryChoices, GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { ManaActivation } from '../casting/mana-abilities.js';
import { activateSources } from '../casting/sources.js';
import { type Outcome, refuse } from '../outcome.js';
import { checkDecisionsAhead } from '../resolution/decision.js';
import { withObject } from '../view.js';
import { answersOnly } from './asked-fields.js';
import { instructionsOf, resolveTop } from './resolve-top.js';
import { settle } from './settle.js';

/** CR 608.2d: the answer a resolving spell or ability waits for, by its controller or the player asked (118.12a). */
export interface DecideAction extends Omit<Answers, 'x' | 'modes' | 'division'> {
  readonly kind: 'decide';
  /** The player answering; if given, it must be the one whose answer is awaited. */
  readonly player?: PlayerId;
  /** CR 608.2g, 605.3a: mana abilities activated first, for an answer that pays mana. */
  readonly sources?: readonly ManaActivation[];
  /** CR 614.12: what a resolving permanent spell's controller chooses as it enters. */
  readonly choices?: Pick<EntryChoices, 'color' | 'creatureType' | 'opponent'>;
}

/** CR 614.12: the choices made as a permanent spell enters, kept with its object, which becomes the permanent. */
const withEntryChoices = (state: GameState, id: ObjectId, choices: DecideAction['choices']): GameState =>
  choices === undefined
    ? state
    : withObject(state, id, (o) => ({ ...o, choices: { ...o.choices, ...choices } }));

/**
 * CR 608.2d: the controller of the spell or ability resolving (or the player asked, 118.12a)
 * gives the answer it waits for, having activated mana abilities first if the answer pays mana (608.2g); the resolution then
 * starts again with it, the players having passed already (117.4). An answer that doesn't
 * settle what was asked is asked for again; a wrong one is refused, and the game waits as it was.
 */
export const decide = (state: GameState, pool: CardPool, action: DecideAction): Result<Outcome> => {
  const top = state.stack.at(-1);
  if (!top?.awaiting) return refuse('no spell or ability is waiting for an answer', '$.kind', '608.2d');
  const { kind: _kind, player, sources, choices, ...answer } = action;
  if (player !== undefined && player !== top.awaiting.player)
    return refuse(`${top.awaiting.player} gives this answer, not ${player}`, '$.player', top.awaiting.rule);
  if (top.awaiting.question !== undefined) {
    const only = answersOnly(top.awaiting.question, action);
    if (!only.ok) return only;
  }
  if (choices !== undefined && top.kind !== 'spell')
    return refuse('only a permanent spell has choices to make as it enters', '$.choices', '614.12');
  if (Object.keys(answer).length === 0 && choices === undefined)
    return refuse(`give the answer it waits for: ${top.awaiting.what}`, top.awaiting.path, top.awaiting.rule);
  // CR 608.2d: one answer to each question; a "may" or a mana choice given already isn't given again.
  if (answer.may !== undefined && top.may !== undefined)
    return refuse(`whether to do it was answered already: ${top.awaiting.what}`, '$.may', '608.2d');
  if (answer.mana !== undefined && top.mana !== undefined)
    return refuse(`the mana was chosen already: ${top.awaiting.what}`, '$.mana', '608.2d');
  const decided = checkDecisionsAhead(
    instructionsOf(state, pool, top),
    (top.decisions?.length ?? 0) + (answer.decisions?.length ?? 0),
  );
  if (!decided.ok) return decided;
  const { awaiting: _answered, ...waiting } = top;
  const answered = {
    ...waiting,
    ...optional('may', answer.may),
    ...optional('mana', answer.mana),
    ...(answer.decisions === undefined ? {} : { decisions: [...(top.decisions ?? []), ...answer.decisions] }),
  };
  const tapped = activateSources(
    withEntryChoices({ ...state, stack: [...state.stack.slice(0, -1), answered] }, top.id, choices),
    pool,
    top.awaiting.player,
    sources,
  );
  if (!tapped.ok) return tapped;
  const done = map(resolveTop(tapped.value.state, pool), (resolved) => ({
    state: resolved.state,
    events: [...tapped.value.events, ...resolved.events],
  }));
  return chain(done, (done) =>
    done.state.stack.at(-1)?.awaiting ? ok(done) : settle(state, done, pool, state.turn.active),
  );
};
