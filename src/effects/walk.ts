import type { Instruction } from './types.js';

/**
 * Every instruction of a list and those nested inside it, depth first in the order written:
 * the cost, "if you do" and "otherwise" parts of a choice (CR 608.2d, 118.12), every mode of a
 * modal one (700.2), the "if you do" and "if you can't" parts of removing a counter (608.2c, 702.32a), both branches of an "if" (608.2c) and of a coin flip (705.2), what follows a die roll (706.4), and those acting on
 * a later instance of "target" (115.1). The one walk over the effect language for every pass
 * that looks inside abilities.
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
          visit(i.ifDone);
          visit(i.otherwise);
          break;
        case 'conditional':
          visit(i.ifHolds);
          visit(i.otherwise);
          break;
        case 'flipCoin':
          visit(i.ifWon);
          visit(i.ifLost);
          break;
        case 'rollDice':
        case 'fromHandAnyNumber':
          visit(i.after);
          break;
        case 'ofTargetWord':
          visit(i.instructions);
          break;
        default:
          break;
      }
    }
  };
  visit(instructions);
  return found;
};

/**
 * The list with each instruction replaced by `change` of it, nested ones too: the same parts as
 * `instructionsIn` walks (a choice's cost is done as it is paid, and is left as it is). An
 * instruction is changed before the lists inside what `change` made of it.
 */
export const mapInstructions = (
  instructions: readonly Instruction[],
  change: (i: Instruction) => Instruction,
): Instruction[] =>
  instructions.map((before) => {
    const i = change(before);
    switch (i.kind) {
      case 'optional':
        return {
          ...i,
          ifDone: mapInstructions(i.ifDone, change),
          otherwise: mapInstructions(i.otherwise, change),
        };
      case 'modal':
        return {
          ...i,
          modes: i.modes.map((m) => ({ ...m, instructions: mapInstructions(m.instructions, change) })),
        };
      case 'removeCounter':
        return {
          ...i,
          ifDone: mapInstructions(i.ifDone, change),
          otherwise: mapInstructions(i.otherwise, change),
        };
      case 'conditional':
        return {
          ...i,
          ifHolds: mapInstructions(i.ifHolds, change),
          otherwise: mapInstructions(i.otherwise, change),
        };
      case 'flipCoin':
        return { ...i, ifWon: mapInstructions(i.ifWon, change), ifLost: mapInstructions(i.ifLost, change) };
      case 'rollDice':
      case 'fromHandAnyNumber':
        return { ...i, after: mapInstructions(i.after, change) };
      case 'ofTargetWord':
        return { ...i, instructions: mapInstructions(i.instructions, change) };
      default:
        return i;
    }
  });
