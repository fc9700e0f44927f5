import type { AbilityDef, Instruction, TokenDef } from '../effects/types.js';

/**
 * CR 111.3, 111.10: the abilities a created token has are text too ("{T}, Sacrifice this token:
 * Add one mana of any color."). The grammar keeps each such text as a pending ability, and the
 * compiler then reads it as the token's own paragraph, with the token as "this token".
 */
export const TOKEN_TEXT = "a token's ability, read with the token that has it";

export const pendingText = (text: string): AbilityDef => ({ kind: 'unsupported', text, reason: TOKEN_TEXT });

const isPending = (a: AbilityDef): boolean => a.kind === 'unsupported' && a.reason === TOKEN_TEXT;

/** Compiles one ability text of a token, as its own paragraph. */
export type TokenTextCompiler = (token: TokenDef, text: string) => readonly AbilityDef[];

/** The text of a token ability that stays unsupported. */
class Refused {
  constructor(readonly text: string) {}
}

/** The instructions with their tokens' texts compiled, however deep ("you may create ..."), or the first refused. */
const compileAll = (
  instructions: readonly Instruction[],
  compile: TokenTextCompiler,
): Instruction[] | Refused => {
  const out: Instruction[] = [];
  for (const instruction of instructions) {
    if (instruction.kind === 'optional') {
      const ifDone = compileAll(instruction.ifDone, compile);
      if (ifDone instanceof Refused) return ifDone;
      const otherwise = compileAll(instruction.otherwise, compile);
      if (otherwise instanceof Refused) return otherwise;
      out.push({ ...instruction, ifDone, otherwise });
      continue;
    }
    if (instruction.kind !== 'createTokens' || !instruction.token.abilities.some(isPending)) {
      out.push(instruction);
      continue;
    }
    const abilities: AbilityDef[] = [];
    for (const a of instruction.token.abilities) {
      const compiled = isPending(a) ? compile(instruction.token, a.text) : [a];
      if (compiled.some((c) => c.kind === 'unsupported')) return new Refused(a.text);
      abilities.push(...compiled);
    }
    out.push({ ...instruction, token: { ...instruction.token, abilities } });
  }
  return out;
};

/**
 * The ability with the texts of the tokens it creates compiled; unsupported, with the reason,
 * if one of them is (a token is created with all of its abilities or not at all).
 */
export const withTokenTexts = (ability: AbilityDef, compile: TokenTextCompiler): AbilityDef => {
  if (ability.kind !== 'spell' && ability.kind !== 'activated' && ability.kind !== 'triggered')
    return ability;
  const instructions = compileAll(ability.instructions, compile);
  if (instructions instanceof Refused)
    return {
      kind: 'unsupported',
      text: ability.text,
      reason: `its token's ability "${instructions.text}" is not supported`,
    };
  return { ...ability, instructions };
};
