import type { AbilityDef, Instruction, Value } from '../effects/types.js';

/**
 * CR 608.2h: an ability that reads its source's power after the source has left the
 * battlefield uses the power it last had there. The engine keeps only the counters of that last
 * known information (`lastKnownCounters`), not its power, so those abilities stay unsupported: sacrificing the source as a cost
 * (701.21a) or triggering as it dies (603.10a) leaves it in the graveyard as they resolve.
 */

const readsPower = (v: Value): boolean =>
  v.kind === 'powerOfSource' ||
  (v.kind === 'sum' && v.of.some(readsPower)) ||
  ((v.kind === 'negate' || v.kind === 'times') && readsPower(v.of));

const instructionReadsPower = (i: Instruction): boolean => {
  if (i.kind === 'optional') return [...i.ifDone, ...i.otherwise].some(instructionReadsPower);
  return 'amount' in i && readsPower(i.amount);
};

const sourceLeaves = (a: AbilityDef): boolean =>
  (a.kind === 'activated' && (a.extraCosts ?? []).some((c) => c.kind === 'sacrificeSelf')) ||
  (a.kind === 'triggered' && a.trigger.kind === 'dies');

export const withoutLastKnown = (a: AbilityDef): AbilityDef =>
  (a.kind === 'activated' || a.kind === 'triggered') &&
  sourceLeaves(a) &&
  a.instructions.some(instructionReadsPower)
    ? {
        kind: 'unsupported',
        text: a.text,
        reason: "it reads its source's power after the source has left the battlefield (CR 608.2h)",
      }
    : a;
