import type { AbilityDef, Instruction, TokenDef } from '../effects/types.js';

/**
 * Keywords that stand for a triggered ability creating tokens, compiled as that ability: Afterlife
 * N (CR 702.135a) and Fabricate N (702.123a). Each instance triggers on its own (702.135b,
 * 702.123b), as each is an ability of its own.
 */

/** CR 702.135a: "1/1 white and black Spirit creature tokens with flying". */
const SPIRIT: TokenDef = {
  name: 'Spirit Token',
  colors: ['W', 'B'],
  types: ['Creature'],
  subtypes: ['Spirit'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'keyword', keyword: 'Flying', text: 'Flying' }],
};

/** CR 702.123a: "1/1 colorless Servo artifact creature tokens". */
const SERVO: TokenDef = {
  name: 'Servo Token',
  colors: [],
  types: ['Artifact', 'Creature'],
  subtypes: ['Servo'],
  power: 1,
  toughness: 1,
  abilities: [],
};

const create = (token: TokenDef, n: number): Instruction => ({
  kind: 'createTokens',
  token,
  amount: { kind: 'constant', n },
});

/** The ability a token-making keyword stands for, or null for any other keyword-line part. */
export const tokenKeyword = (part: string, text: string): AbilityDef | null => {
  const found = /^(afterlife|fabricate) (\d+)$/.exec(part.trim().toLowerCase());
  const n = Number(found?.[2]);
  if (!found || !Number.isSafeInteger(n)) return null;
  if (found[1] === 'afterlife')
    // "When this permanent is put into a graveyard from the battlefield": every afterlife card is
    // a creature, for which that is dying (700.4).
    return { kind: 'triggered', text, trigger: { kind: 'dies' }, instructions: [create(SPIRIT, n)] };
  // "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N Servos."
  return {
    kind: 'triggered',
    text,
    trigger: { kind: 'entersBattlefield' },
    instructions: [
      {
        kind: 'optional',
        ifDone: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n } }],
        otherwise: [create(SERVO, n)],
      },
    ],
  };
};
