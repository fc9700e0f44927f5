import type { SearchDestination, SearchInstruction } from '../../effects/library.js';
import type { Filter } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, token, wordFrom, words } from '../parser.js';
import { anyCard, cardQuality } from './card-quality.js';
import { permanentNoun } from './nouns.js';
import { count } from './numbers.js';
import type { RawInstruction } from './references.js';

/**
 * CR 701.23: "search your library for a basic land card, reveal it, put it into your hand, then
 * shuffle", "... for a Rebel permanent card with mana value 3 or less, put it onto the
 * battlefield, then shuffle", "... for a Goblin card, reveal it, then shuffle and put that card
 * on top" (701.24b), "... for up to three cards named [this] ...".
 */

/** The kinds of card a graveyard target names (grammar/graveyard.ts). */
/** Words for cards that aren't permanent nouns: "instant card", "Aura card", "Equipment card". */
const OTHER_NOUNS: Readonly<Record<string, Filter>> = {
  instant: { types: ['Instant'] },
  sorcery: { types: ['Sorcery'] },
  aura: { subtypes: ['Aura'] },
  equipment: { subtypes: ['Equipment'] },
};

const noun: Parser<Filter> = alt(
  // CR 110.4a: a permanent card is one that isn't an instant or sorcery.
  map(words('permanent'), (): Filter => ({ notTypes: ['Instant', 'Sorcery'] })),
  permanentNoun(false),
  wordFrom(OTHER_NOUNS),
);

/** "basic land", "legendary Spirit permanent", "Rebel permanent", "creature", "basic Forest". */
export const cardKind: Parser<Filter> = map(
  seq(opt(words('basic')), opt(words('legendary')), noun, opt(words('permanent'))),
  ([basic, legendary, filter, permanent]) => {
    const supertypes = [...(basic ? ['Basic' as const] : []), ...(legendary ? ['Legendary' as const] : [])];
    return {
      ...filter,
      ...(supertypes.length > 0 ? { supertypes } : {}),
      // CR 110.4a: a permanent card is one that isn't an instant or sorcery.
      ...(permanent ? { notTypes: ['Instant', 'Sorcery'] as const } : {}),
    };
  },
);

type Found = Pick<SearchInstruction, 'quality' | 'sameNameAsSource' | 'upTo'>;

/** "a", "up to three", "any number of": how many cards may be found, with the noun's number. */
const quantity: Parser<readonly [number | null, boolean]> = alt<readonly [number | null, boolean]>(
  map(anyOf('a', 'an'), () => [1, false] as const),
  map(seq(words('up to'), count), ([, n]) => [n, n !== 1] as const),
  map(words('any number of'), () => [null, true] as const),
);

/** "a basic land card", "up to three cards named [this]", "an artifact or enchantment card with mana value 3 or less". */
const found: Parser<Found> = alt<Found>(
  map(seq(quantity, anyOf('cards named', 'card named'), token('self')), ([[upTo]]) => ({
    quality: anyCard,
    sameNameAsSource: true,
    upTo,
  })),
  map(seq(words('a card')), () => ({ quality: anyCard, upTo: 1 })),
  (toks, at) => {
    const q = quantity(toks, at);
    if (q === null) return null;
    const [upTo, plural] = q.value;
    const quality = cardQuality(plural)(toks, q.at);
    return quality === null ? null : { value: { quality: quality.value, upTo }, at: quality.at };
  },
);

const them = anyOf('it', 'them', 'that card', 'those cards');

type Where = { readonly to: SearchDestination; readonly tapped?: true };

const destination: Parser<Where> = alt<Where>(
  map(words('into your hand'), () => ({ to: 'hand' as const })),
  map(words('into your graveyard'), () => ({ to: 'graveyard' as const })),
  map(seq(words('onto the battlefield'), opt(words('tapped'))), ([, tapped]) => ({
    to: 'battlefield' as const,
    ...(tapped ? { tapped: true as const } : {}),
  })),
);

const reveal = map(seq(punct(','), words('reveal'), them), () => true as const);

const put: Parser<Where> = alt<Where>(
  map(seq(punct(','), words('put'), them, destination, punct(','), words('then shuffle')), ([, , , d]) => d),
  // CR 701.24b, 401.4: put on top after the shuffle, several in the order their owner chooses.
  map(
    seq(
      punct(','),
      words('then shuffle and put'),
      anyOf('that card', 'those cards'),
      words('on top'),
      opt(words('in any order')),
    ),
    () => ({ to: 'top' as const }),
  ),
);

/**
 * Whether cards of this kind can be put onto the battlefield as the engine does it: not an
 * Aura, which would need something to enchant (303.4f), nor "a card" of any kind.
 */
export const canEnter = (filter: Filter): boolean => {
  const { types = [], subtypes = [] } = filter;
  if (types.includes('Enchantment') || subtypes.includes('Aura')) return false;
  return types.length > 0 || subtypes.length > 0;
};

/** Whether every card the search may find can be put onto the battlefield. */
const allCanEnter = (what: Found): boolean =>
  what.sameNameAsSource === true || what.quality.anyOf.every(canEnter);

export const searchInstruction: Parser<RawInstruction> = map(
  seq(words('search your library for'), found, opt(reveal), put),
  ([, what, revealed, where]) =>
    where.to === 'battlefield' && !allCanEnter(what)
      ? null
      : {
          ref: { kind: 'none' },
          build: (): SearchInstruction => ({
            kind: 'search',
            ...what,
            ...where,
            ...(revealed ? { reveal: true } : {}),
          }),
        },
);

/**
 * The name after "named", up to ", reveal": "Ashiok, Sculptor of Fears" comes back in lower case
 * as its words and commas spell it (CR 201.2); the object's own name is read elsewhere.
 */
const nameUntilReveal: Parser<string> = (toks, at) => {
  let name = '';
  for (let k = at; k < toks.length; k++) {
    const tok = toks[k];
    const next = toks[k + 1];
    if (tok?.t === 'punct' && tok.v === ',' && next?.t === 'word' && next.v === 'reveal')
      return name === '' ? null : { value: name, at: k };
    if (tok?.t === 'punct' && tok.v === ',') name += ',';
    else if (tok?.t === 'word') name += tok.v === "'s" ? tok.v : `${name === '' ? '' : ' '}${tok.v}`;
    else return null;
  }
  return null;
};

/**
 * CR 701.23a: "search your library and/or graveyard for a card named [name], reveal it, and put
 * it into your hand. If you search your library this way, shuffle." ("and/or" reads as "and or").
 */
export const searchLibraryOrGraveyard: Parser<RawInstruction> = map(
  seq(
    words('search your library and or graveyard for a card named'),
    nameUntilReveal,
    punct(','),
    words('reveal it'),
    punct(','),
    anyOf('and put it into your hand', 'then put it into your hand'),
    punct('.'),
    anyOf('if you search your library this way', 'if you searched your library this way'),
    punct(','),
    words('shuffle'),
  ),
  ([, named]) => ({
    ref: { kind: 'none' },
    build: (): SearchInstruction => ({
      kind: 'search',
      quality: anyCard,
      named,
      orGraveyard: true,
      upTo: 1,
      to: 'hand',
      reveal: true,
    }),
  }),
);
