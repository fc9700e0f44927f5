import type { Instruction, PlayPermissionEnd } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, punct, seq, words } from '../parser.js';
import { count } from './numbers.js';
import type { RawInstruction } from './references.js';

/**
 * Impulse draw (CR 701.13a, 601.3, 305.1, 611.2a): "Exile the top card of your library. Until
 * end of turn, you may play that card.", "… You may play it this turn.", "Exile the top two
 * cards of your library. Until the end of your next turn, you may play those cards.", "… You
 * may cast that card this turn." (a land among them can't be played).
 */

const topCards: Parser<number> = alt(
  map(words('the top card of your library'), () => 1),
  map(seq(words('the top'), count, words('cards of your library')), ([, n]) => (n >= 2 ? n : null)),
);

const until: Parser<PlayPermissionEnd> = alt<PlayPermissionEnd>(
  map(words('until end of turn'), () => 'endOfTurn'),
  map(words('until the end of your next turn'), () => 'endOfYourNextTurn'),
);

/** Whether it lets them only be cast ("you may cast") rather than played. */
const mayPlay: Parser<boolean> = alt(
  map(words('you may play'), () => false),
  map(words('you may cast'), () => true),
);

const ONE = new Set(['that card', 'it']);
const them = anyOf('that card', 'it', 'those cards', 'them');

interface Permission {
  readonly until: PlayPermissionEnd;
  readonly castOnly: boolean;
  readonly them: string;
}

const permission: Parser<Permission> = alt<Permission>(
  map(seq(until, punct(','), mayPlay, them), ([u, , castOnly, t]) => ({ until: u, castOnly, them: t })),
  map(
    seq(
      mayPlay,
      them,
      alt<PlayPermissionEnd>(
        map(words('this turn'), () => 'endOfTurn'),
        until,
      ),
    ),
    ([castOnly, t, u]) => ({ until: u, castOnly, them: t }),
  ),
);

export const exileToPlayInstruction: Parser<RawInstruction> = map(
  seq(words('exile'), topCards, punct('.'), permission),
  ([, amount, , p]) =>
    (amount === 1) === ONE.has(p.them)
      ? {
          ref: { kind: 'none' },
          build: (): Instruction => ({
            kind: 'exileToPlay',
            amount,
            until: p.until,
            ...(p.castOnly ? { castOnly: true } : {}),
          }),
        }
      : null,
);
