import { alt, map, opt, type Parser, punct, seq, words } from '../parser.js';
import { answered } from './if-sentences.js';
import type { RawInstruction } from './references.js';
import { buildAll, wrapping } from './wrapped-sentences.js';

/**
 * CR 705.2: "Flip a coin. If you win the flip, [sentence]. If you lose the flip, [sentence]."
 * (either "if" sentence, or both, in either order). The player who flips is the ability's
 * controller; each branch is read as an "if" sentence's is (608.2c), and, like one, may hold
 * nothing that waits for an answer given ahead (608.2d).
 */

const outcome = alt(
  map(words('win'), () => true),
  map(words('lose'), () => false),
);
const ifThe = (clause: Parser<RawInstruction[]>) =>
  map(seq(words('if you'), outcome, words('the flip'), punct(','), clause), ([, won, , , then]) => ({
    won,
    then,
  }));

export const coinFlip = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> => {
  const branch = ifThe(clause);
  return map(
    seq(words('flip a coin'), punct('.'), branch, opt(seq(punct('.'), branch))),
    ([, , first, second]): RawInstruction[] | null => {
      const branches = second === null ? [first] : [first, second[1]];
      if (branches.length === 2 && first.won === second?.[1].won) return null;
      const won = branches.find((b) => b.won)?.then ?? [];
      const lost = branches.find((b) => !b.won)?.then ?? [];
      const whole = wrapping([...won, ...lost]);
      if (whole === null) return null;
      return [
        {
          ...whole,
          build: (on, it) => {
            const ifWon = buildAll(won, on, it);
            const ifLost = buildAll(lost, on, it);
            if (ifWon === null || ifLost === null || answered(ifWon) || answered(ifLost)) return null;
            return { kind: 'flipCoin', ifWon, ifLost };
          },
        },
      ];
    },
  );
};
