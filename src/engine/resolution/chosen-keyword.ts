import type { Instruction, Keyword, LayerOp } from '../../effects/types.js';
import { chain, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { createEffect } from './create-effect.js';
import { decisionsOf } from './library.js';
import type { Resolving } from './resolving.js';

type ChosenKeyword = Extract<Instruction, { kind: 'gainChosenKeyword' }>;

const RULE = '608.2d';

/**
 * CR 608.2d: its controller chooses one of `options` as it resolves (`chosen: [option]`, `what`
 * saying what is chosen); its targets, or its source, gain the keyword that option stands for
 * until end of turn. The keyword is fixed in the effect created, as any choice made on
 * resolution is (611.2c).
 */
export const gainKeywordChosenAmong = <O extends string>(
  state: GameState,
  r: Resolving,
  on: 'targets' | 'self',
  options: readonly O[],
  keywordOf: (option: O) => Keyword,
  what: string,
  /** What the effect does besides, "gets -1/-1 and gains your choice of …". */
  alsoOps: readonly LayerOp[] = [],
): Result<Outcome> => {
  const chosen = decisionsOf(r).nextOneOf(`${what} (${options.join(', ')})`, RULE, options);
  return chain(chosen, (option) => {
    const keyword = keywordOf(option);
    return createEffect(state, r, {
      kind: 'createEffect',
      on,
      effect: {
        affects: on === 'self' ? { self: true } : {},
        ops: [...alsoOps, { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword, text: keyword }] }],
      },
      duration: 'endOfTurn',
    });
  });
};

/** CR 608.2d: "[it] [gets -1/-1 and] gains your choice of flying or first strike until end of turn": `chosen: ["Flying"]`. */
export const gainChosenKeyword = (state: GameState, r: Resolving, i: ChosenKeyword): Result<Outcome> =>
  gainKeywordChosenAmong(state, r, i.on, i.keywords, (k) => k, 'a keyword', i.alsoOps);
