import type { Filter, Instruction } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, sepBy1, seq, words } from '../parser.js';
import { cardQuality } from './card-quality.js';
import { timesCount } from './for-each.js';
import { ifSentences } from './if-sentences.js';
import type { On, RawInstruction } from './references.js';
import { buildAll, wrapping } from './wrapped-sentences.js';

/**
 * "Reveal any number of green cards in your hand. Target creature gets +X/+X until end of turn,
 * where X is the number of cards revealed this way." (Scent of Ivy), "Discard any number of cards.
 * Creatures you control get +0/+1 until end of turn for each card discarded this way." (Sacred
 * Rites): its controller chooses any number of the cards in their hand of a kind, none too (608.2d),
 * reveals (701.20a) or discards (701.9a) them, and the sentences after, which may count them
 * ("cards revealed this way", values.ts; checked in oracle/this-way.ts), are followed with how many.
 * "You may" before it offers no more than choosing none does.
 */

/** "cards", "green cards", "creature cards": one kind, no bound (the engine's discard filter). */
const handCards: Parser<Filter> = alt<Filter>(
  map(words('cards'), () => ({})),
  map(cardQuality(true), (q) => {
    const [only, ...more] = q.anyOf;
    return only === undefined || more.length > 0 || Object.keys(q).length > 1 ? null : only;
  }),
);

/** "For each card discarded this way, [sentence]": its one instruction's amount times how many. */
const forEachOfThem = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> =>
  map(
    seq(words('for each card'), anyOf('revealed', 'discarded'), words('this way'), punct(','), clause),
    ([, , , , raw]) => {
      const [only, ...more] = raw;
      return only === undefined || more.length > 0 ? null : [timesCount(only, { kind: 'cardsThisWay' })];
    },
  );

/**
 * CR 608.2c: "that many" in the sentences after the cards revealed or discarded counts them
 * ("Put that many +1/+1 counters on [this] and draw that many cards", Nantuko Cultivator), not
 * an event's amount.
 */
const thatManyCards = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(thatManyCards);
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Readonly<Record<string, unknown>>;
  if (record.kind === 'thatMuch') return { kind: 'cardsThisWay' };
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, thatManyCards(v)]));
};

export const fromHandAnyNumber = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> => {
  const after = alt(forEachOfThem(clause), ifSentences(clause), clause);
  return map(
    seq(
      opt(words('you may')),
      anyOf('reveal', 'discard'),
      words('any number of'),
      handCards,
      opt(anyOf('in your hand', 'from your hand')),
      punct('.'),
      sepBy1(after, punct('.')),
    ),
    ([, verb, , filter, , , sentences]): RawInstruction[] | null => {
      const raw = sentences.flat();
      const whole = wrapping(raw);
      if (whole === null) return null;
      const build = (on: On, it: On): Instruction | null => {
        const built = buildAll(raw, on, it);
        const then = built && (thatManyCards(built) as Instruction[]);
        return (
          then && {
            kind: 'fromHandAnyNumber',
            verb: verb === 'reveal' ? 'reveal' : 'discard',
            filter,
            after: then,
          }
        );
      };
      return [{ ...whole, build }];
    },
  );
};
