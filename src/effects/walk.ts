import type { Instruction } from './types.js';

/**
 * Every instruction of a list and those nested inside it, depth first in the order written:
 * the cost, "if you do" and "otherwise" parts of a choice (CR 608.2d, 118.12), every mode of a
 * modal one (700.2), and the "if you can't" part of removing a counter (702.32a). The one walk
 * over the effect language for every pass that looks inside abilities.
 */
export const instructionsIn = (instructions: readonly Instruction[]): Instruction[] => {
  const found: Instruction[] = [];
  const visit = (list: readonly Instruction[]): void => {
    for (const i of list) {
      found.push(i);
      switch (i.kind) {
        case 'optional':
          visit(i.cost ?? []);
          visit(i.ifDone);
          visit(i.otherwise);
          break;
        case 'modal':
          for (const mode of i.modes) visit(mode.instructions);
          break;
        case 'removeCounter':
          visit(i.otherwise);
          break;
        default:
          break;
      }
    }
  };
  visit(instructions);
  return found;
};
