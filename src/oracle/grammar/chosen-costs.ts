import type { ChosenCost, CostVerb } from '../../effects/chosen-costs.js';
import type { CostPart, Filter } from '../../effects/types.js';
import { alt, map, memo, opt, type Parser, seq, words } from '../parser.js';
import { ofTheChosen } from './chosen.js';
import { permanentNoun, singularNoun } from './nouns.js';
import { count } from './numbers.js';
import { otherThanSelf } from './subjects.js';

/**
 * Cost parts that name objects the player chooses as the cost is paid (CR 601.2h): "Sacrifice
 * a creature", "Sacrifice another Goblin", "Sacrifice two lands", "Discard a card", "Discard a
 * creature card", "Discard your hand", "Tap an untapped creature you control", "Exile a
 * creature card from your graveyard", "Return a land you control to its owner's hand", "Return
 * two Islands you control to their owner's hand", "Sacrifice an artifact or creature", "Reveal
 * a Goblin card from your hand".
 */

/** "a", "two", or "another" (one object other than the ability's source). */
interface HowMany {
  readonly n: number;
  readonly other: boolean;
}
const howMany: Parser<HowMany> = alt<HowMany>(
  map(words('another'), () => ({ n: 1, other: true })),
  map(count, (n) => (n > 0 ? { n, other: false } : null)),
);

/** A noun for the objects, singular for one and plural for more: "creature", "Goblins", "permanent". */
const noun = memo((plural: boolean): Parser<Filter> => (plural ? permanentNoun(true) : singularNoun));

/** "[a|two|another] [untapped] noun": the count, then the noun in its number. */
const objectsHead = memo((untapped: boolean) =>
  seq(howMany, untapped ? words('untapped') : opt(words('untapped'))),
);

export const objects =
  (untapped: boolean): Parser<{ readonly n: number; readonly filter: Filter }> =>
  (toks, at) => {
    const head = objectsHead(untapped)(toks, at);
    if (head === null || (!untapped && head.value[1] !== null)) return null;
    const [{ n, other }] = head.value;
    const rest = noun(n > 1)(toks, head.at);
    if (rest === null) return null;
    return { value: { n, filter: other ? { ...rest.value, other: true } : rest.value }, at: rest.at };
  };

const cardsTail = memo((plural: boolean) => seq(opt(permanentNoun(false)), words(plural ? 'cards' : 'card')));

/** "[a|two] [creature] card(s)": cards, of a type or subtype if a noun comes first. */
export const cards: Parser<{ readonly n: number; readonly filter: Filter }> = (toks, at) => {
  const head = count(toks, at);
  if (head === null || head.value < 1) return null;
  const plural = head.value > 1;
  const r = cardsTail(plural)(toks, head.at);
  return r === null ? null : { value: { n: head.value, filter: r.value[0] ?? {} }, at: r.at };
};

const chosen = (
  verb: CostVerb,
  { n, filter }: { readonly n: number; readonly filter: Filter },
): ChosenCost => ({
  kind: 'chosen',
  verb,
  amount: n,
  filter,
});

export const chosenCost: Parser<CostPart> = alt<CostPart>(
  // CR 614.12: "Sacrifice a creature of the chosen type" (Etchings of the Chosen), read off the source.
  map(seq(words('sacrifice'), objects(false), ofTheChosen), ([, o, quality]) =>
    chosen('sacrifice', { n: o.n, filter: { ...o.filter, ...quality } }),
  ),
  map(seq(words('sacrifice'), objects(false), opt(words('you control'))), ([, o]) => chosen('sacrifice', o)),
  // "Tap an untapped red creature you control other than Impelled Giant" (201.5: not the source).
  map(seq(words('tap'), objects(true), words('you control'), opt(otherThanSelf)), ([, o, , other]) =>
    chosen('tap', { n: o.n, filter: { ...o.filter, ...other } }),
  ),
  // "Return a Forest you control to its owner's hand", "Return two Islands you control to their owner's hand".
  map(
    seq(
      words('return'),
      objects(false),
      words('you control to'),
      alt(
        map(words('its'), () => 1),
        map(words('their'), () => 2),
      ),
      words("owner 's hand"),
    ),
    ([, o, , number]) => ((o.n === 1) === (number === 1) ? chosen('returnToHand', o) : null),
  ),
  map(words('discard your hand'), (): CostPart => ({ kind: 'discardHand' })),
  // CR 701.9b: "Discard a card at random" is no choice of the player's; read before "Discard a card".
  map(seq(words('discard'), cards, words('at random')), ([, c]): CostPart | null =>
    Object.keys(c.filter).length === 0 ? { kind: 'discardAtRandom', amount: c.n } : null,
  ),
  map(seq(words('discard'), cards), ([, c]) => chosen('discard', c)),
  map(seq(words('exile'), cards, words('from your graveyard')), ([, c]) => chosen('exile', c)),
  // CR 701.20a-b: "Reveal a Goblin card from your hand": it stays there.
  map(seq(words('reveal'), cards, words('from your hand')), ([, c]) => chosen('reveal', c)),
);
