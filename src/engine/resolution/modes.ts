import type { Instruction, Mode } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { chain, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { type Follow, followAll } from './choices.js';
import type { Resolving } from './resolving.js';
import { describeRange, groupsRange, shareTargets } from './target-shares.js';
import { atTarget, checkTargets, targetsByWord, targetsOfWords, targetsStillLegal } from './targets.js';

/**
 * Modal spells and abilities (CR 700.2): the modes are chosen as the spell or ability is put on
 * the stack (700.2a-b), and come with the action as `modes`, indexes into the printed list. Each
 * chosen mode is followed in printed order with its own targets (700.2c), given in that order.
 */

type Modal = Extract<Instruction, { kind: 'modal' }>;

const howMany = (m: Modal): string =>
  m.min === m.max ? `${m.min} mode${m.min === 1 ? '' : 's'}` : `${m.min} to ${m.max} modes`;

/**
 * CR 700.2a-d: the modes chosen are ones printed, none twice, as many as the ability asks for;
 * checked before anything happens, and an answer where nothing is modal is refused too.
 */
export const checkModes = (
  instructions: readonly Instruction[],
  modes: readonly number[] | undefined,
  entwined: boolean,
): Result<true> => {
  const modal = instructionsIn(instructions).find((i): i is Modal => i.kind === 'modal');
  if (modal === undefined)
    return modes === undefined
      ? ok(true)
      : refuse('it is not modal, so it has no modes to choose', '$.modes', '700.2');
  if (modes === undefined)
    return refuse(`choose ${howMany(modal)} of its ${modal.modes.length}: give "modes"`, '$.modes', '700.2a');
  for (const [k, m] of modes.entries()) {
    if (!Number.isInteger(m) || m < 0 || m >= modal.modes.length)
      return refuse(
        `mode ${m} is not one of its modes, 0 to ${modal.modes.length - 1}`,
        `$.modes[${k}]`,
        '700.2',
      );
    if (modes.indexOf(m) !== k) return refuse(`mode ${m} is chosen twice`, `$.modes[${k}]`, '700.2d');
  }
  // CR 702.42a: a spell whose entwine cost is paid has all its modes chosen.
  if (entwined)
    return modes.length === modal.modes.length
      ? ok(true)
      : refuse(
          `entwined, all ${modal.modes.length} modes are chosen, not ${modes.length}`,
          '$.modes',
          '702.42a',
        );
  if (modes.length < modal.min || modes.length > modal.max)
    return refuse(`choose ${howMany(modal)}, not ${modes.length}`, '$.modes', '700.2');
  return ok(true);
};

/**
 * Follows the chosen modes in printed order. The action's targets are the chosen modes' targets
 * in that order, each mode taking as many as it names (target-shares.ts); each mode's are
 * checked as its own (608.2b), by instance of "target" where it has several (115.1).
 */
export const followModal = (state: GameState, r: Resolving, i: Modal, follow: Follow): Result<Outcome> => {
  const chosen = [...(r.action.modes ?? [])].sort((a, b) => a - b);
  const given = r.action.targets ?? [];
  const counted = checkModalCount(i, chosen, given, r.action.x ?? 0);
  if (!counted.ok) return counted;
  const modes = chosenModes(i, chosen);
  const shares = shareTargets(
    modes.map((m) => m.targets),
    given,
    r.action.x ?? 0,
  );
  let current: Outcome = { state, events: [] };
  for (const [k, mode] of modes.entries()) {
    const share = shares[k] ?? { targets: [], first: 0 };
    const before = current.state;
    const byWord = targetsByWord(
      r.recheck ? targetsStillLegal : checkTargets,
      before,
      r.pool,
      r.seen,
      r.source,
      mode.targets,
      { ...r.action, targets: share.targets },
    );
    const checked = byWord.ok ? byWord : atTarget(byWord, share.first);
    const done = chain(checked, (byWord) =>
      followAll(before, { ...r, ...targetsOfWords(mode.targets, byWord) }, mode.instructions, follow),
    );
    if (!done.ok) return done;
    current = { state: done.value.state, events: [...current.events, ...done.value.events] };
  }
  return ok(current);
};

/** The chosen modes, in printed order. */
export const chosenModes = (modal: Modal, chosen: readonly number[]): readonly Mode[] =>
  [...chosen]
    .sort((a, b) => a - b)
    .map((m) => modal.modes[m])
    .filter((m): m is Mode => m !== undefined);

/**
 * CR 700.2c, 601.2c: as many targets as the chosen modes name together (with `x` the X announced
 * before them, 601.2b), checked before any of
 * them, as for a spell that isn't modal (checkTargets).
 */
export const checkModalCount = (
  modal: Modal,
  chosen: readonly number[],
  given: readonly string[],
  x: number,
): Result<true> => {
  const wanted = groupsRange(
    chosenModes(modal, chosen).map((m) => m.targets),
    x,
  );
  return given.length >= wanted.fewest && given.length <= wanted.most
    ? ok(true)
    : refuse(
        `the chosen modes have ${describeRange(wanted)}, and ${given.length} are given`,
        '$.targets',
        '700.2c',
      );
};
