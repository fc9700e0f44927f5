import type { Instruction } from '../effects/types.js';
import { instructionsIn } from '../effects/walk.js';

/** The most sets of modes listed for one spell or ability: "choose one or more" of five is 31. */
const MOST_MODE_SETS = 32;

/**
 * CR 700.2a: the sets of modes a modal spell or ability may be announced with, each in printed
 * order (the order a set is named in doesn't change what it does, 700.2a; a mode is chosen once,
 * 700.2d); all of them when it is entwined (702.42a). `[undefined]` when it isn't modal; null
 * when there are more sets than are listed.
 */
export const modeSets = (
  instructions: readonly Instruction[],
  entwined: boolean,
): readonly (readonly number[] | undefined)[] | null => {
  const modal = instructionsIn(instructions).find(
    (i): i is Extract<Instruction, { kind: 'modal' }> => i.kind === 'modal',
  );
  if (modal === undefined) return [undefined];
  const all = modal.modes.map((_, i) => i);
  if (entwined) return [all];
  const sets = subsets(all).filter((s) => s.length >= modal.min && s.length <= modal.max);
  return sets.length > MOST_MODE_SETS ? null : sets;
};

/** Every subset of `items`, each in their order, the smallest first. */
const subsets = (items: readonly number[]): number[][] => {
  const sets: number[][] = [[]];
  for (const item of items) for (const s of sets.slice()) sets.push([...s, item]);
  return sets.sort((a, b) => a.length - b.length);
};
