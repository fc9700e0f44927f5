import type { CardPool } from '../../cards/pool.js';
import type { Instruction, TargetSpec } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { chain, map, ok, optional, type Result } from '../../result.js';
import type { Answers, DamageDivision } from '../../state/answers.js';
import type { PlayerId } from '../../state/types.js';
import { refuse } from '../outcome.js';
import type { View } from '../view.js';
import { checkMayAhead } from './choices.js';
import { checkDecisionsAhead } from './decision.js';
import { checkDivision } from './division.js';
import { checkManaChoiceGiven } from './instructions.js';
import { checkModalCount, checkModes, chosenModes } from './modes.js';
import { fixValue, type Source } from './resolving.js';
import { shareTargets } from './target-shares.js';
import { atTarget, checkTargets } from './targets.js';

/** What is announced for a spell or ability as it is put on the stack. */
export interface Announcement extends Answers {
  readonly controller: PlayerId;
  readonly targets?: readonly string[];
}

/** What its stack object keeps of an announcement once checked: the targets, and the division (601.2d). */
export interface Announced {
  readonly targets: readonly string[];
  readonly division?: DamageDivision;
}

/**
 * CR 601.2b-c, 602.2b, 603.3c-d, 700.2a-c: the modes chosen and the targets announced for a
 * spell or ability as it goes on the stack, each checked legal, and the answers given ahead
 * (608.2d) checked to be ones its effect offers. A modal one's targets are those of its chosen
 * modes, in printed order, each mode's judged as its own. Then the division of its damage among
 * its targets (601.2d). The targets as announced, and the division.
 */
export const checkAnnounced = (
  view: View,
  pool: CardPool,
  source: Source,
  spec: TargetSpec | null,
  instructions: readonly Instruction[],
  announced: Announcement,
): Result<Announced> => {
  const targets = checkTargetsAnnounced(view, pool, source, spec, instructions, announced);
  return chain(targets, (targets) => {
    const division = checkDivision(source.name, instructions, announced, (value) =>
      fixValue(value, { seen: view.chars, source, action: announced }, view.state),
    );
    return map(division, (division) => ({ targets, ...optional('division', division) }));
  });
};

const checkTargetsAnnounced = (
  view: View,
  pool: CardPool,
  source: Source,
  spec: TargetSpec | null,
  instructions: readonly Instruction[],
  announced: Announcement,
): Result<readonly string[]> => {
  const all = instructionsIn(instructions);
  const moded = checkModes(all, announced.modes, source.object?.choices.entwined === true);
  if (!moded.ok) return moded;
  const answered = checkMayAhead(all, announced.may);
  if (!answered.ok) return answered;
  const mana = checkManaChoiceGiven(all, announced.mana, source.object);
  if (!mana.ok) return mana;
  const decided = checkDecisionsAhead(instructions, announced.decisions?.length ?? 0);
  if (!decided.ok) return decided;
  const given = announced.targets ?? [];
  const modal = all.find((i) => i.kind === 'modal');
  if (modal?.kind !== 'modal') {
    if (spec === null && given.length > 0)
      return refuse(`${source.name} has no targets, and ${given.length} are given`, '$.targets', '115.1');
    return map(checkTargets(view.state, pool, view.chars, source, spec, announced), () => given);
  }
  const order = announced.modes ?? [];
  const counted = checkModalCount(modal, order, given, announced.x ?? 0);
  if (!counted.ok) return counted;
  const modes = chosenModes(modal, order);
  const shares = shareTargets(
    modes.map((m) => m.targets),
    given,
    announced.x ?? 0,
  );
  for (const [k, mode] of modes.entries()) {
    const share = shares[k] ?? { targets: [], first: 0 };
    const checked = checkTargets(view.state, pool, view.chars, source, mode.targets, {
      ...announced,
      targets: share.targets,
    });
    if (!checked.ok) return atTarget(checked, share.first);
  }
  return ok(given);
};
