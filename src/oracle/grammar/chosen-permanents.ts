import type { PlayerGroup } from '../../effects/library.js';
import type { ChosenPermanentVerb, Filter, Instruction } from '../../effects/types.js';
import { alt, map, opt, type Parser, seq, words } from '../parser.js';
import { cards, objects } from './chosen-costs.js';
import { SUBJECTS } from './library.js';
import { constant } from './numbers.js';
import type { RawInstruction, Ref } from './references.js';

/**
 * Objects a player chooses as an ability resolves (CR 608.2d): "sacrifice a creature",
 * "sacrifice another creature" (701.21a), "each player sacrifices a creature", "return a red or
 * green creature you control to its owner's hand", "discard a creature card" (701.9b). Read as
 * the cost parts of the same words are (chosen-costs.ts), then followed on resolution.
 */

const none: Ref = { kind: 'none' };

interface Chosen {
  readonly n: number;
  readonly filter: Filter;
}

const make = (verb: ChosenPermanentVerb, { n, filter }: Chosen, who: PlayerGroup = 'you'): Instruction => ({
  kind: 'chosenPermanents',
  verb,
  who,
  amount: constant(n),
  filter,
});

const yours = (build: () => Instruction): RawInstruction => ({ ref: none, build });

/** "sacrifice a creature", "sacrifice another creature you control", "sacrifice two Forests". */
const sacrificeChosen: Parser<RawInstruction> = map(
  seq(words('sacrifice'), objects(false), opt(words('you control'))),
  ([, o]) => yours(() => make('sacrifice', o)),
);

/** "return a [red or green | another] creature you control to its owner's hand" (400.7). */
const returnChosen: Parser<RawInstruction> = map(
  seq(words('return'), objects(false), words("you control to its owner 's hand")),
  ([, o]) => (o.n === 1 ? yours(() => make('returnToHand', o)) : null),
);

/** "discard a creature card", "discard a land card": only cards of that kind (701.9b). */
const discardChosen: Parser<RawInstruction> = map(seq(words('discard'), cards), ([, c]) =>
  Object.keys(c.filter).length === 0
    ? null
    : yours(() => ({ kind: 'discard', who: 'you', amount: constant(c.n), filter: c.filter })),
);

/** "each player sacrifices a creature", "target opponent sacrifices a creature" (701.21a). */
const othersSacrifice: Parser<RawInstruction> = alt(
  ...SUBJECTS.map(([subject, ending, who, target]) =>
    map(seq(words(`${subject} sacrifice${ending}`), objects(false)), ([, o]) => ({
      ref: target ?? none,
      build: (on: string): Instruction | null =>
        who === 'targets' && on !== 'targets' ? null : make('sacrifice', o, who),
    })),
  ),
);

export const chosenInstruction: Parser<RawInstruction> = alt(
  sacrificeChosen,
  returnChosen,
  discardChosen,
  othersSacrifice,
);
