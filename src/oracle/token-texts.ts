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

/**
 * The ability with the texts of the tokens it creates compiled; unsupported, with the reason,
 * if one of them is (a token is created with all of its abilities or not at all).
 */
export const withTokenTexts = (ability: AbilityDef, compile: TokenTextCompiler): AbilityDef => {
  if (ability.kind !== 'spell' && ability.kind !== 'activated' && ability.kind !== 'triggered')
    return ability;
  if (!ability.instructions.some((i) => i.kind === 'createTokens' && i.token.abilities.some(isPending)))
    return ability;
  const instructions: Instruction[] = [];
  for (const instruction of ability.instructions) {
    if (instruction.kind !== 'createTokens') {
      instructions.push(instruction);
      continue;
    }
    const abilities: AbilityDef[] = [];
    for (const a of instruction.token.abilities) {
      const compiled = isPending(a) ? compile(instruction.token, a.text) : [a];
      const refused = compiled.find((c) => c.kind === 'unsupported');
      if (refused)
        return {
          kind: 'unsupported',
          text: ability.text,
          reason: `its token's ability "${a.text}" is not supported`,
        };
      abilities.push(...compiled);
    }
    instructions.push({ ...instruction, token: { ...instruction.token, abilities } });
  }
  return { ...ability, instructions };
};
