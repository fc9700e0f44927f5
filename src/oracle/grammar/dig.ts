import type { CardQuality, DigDestination, DigInstruction, DigRest, DigTake } from '../../effects/library.js';
import { firstOf, withFirst } from '../first-sets.js';
import { alt, anyOf, map, memo, opt, type Parser, punct, seq, words } from '../parser.js';
import { anyCard, cardQuality } from './card-quality.js';
import { constant, count } from './numbers.js';
import type { RawInstruction, Ref } from './references.js';
import { canEnter } from './search.js';

/**
 * Digs (CR 701.20a, 701.20e, 401.4): "look at the top four cards of your library. You may reveal
 * a creature card from among them and put it into your hand. Put the rest on the bottom of your
 * library in a random order", "reveal the top four cards of your library. Put all Goblin cards
 * revealed this way into your hand and the rest on the bottom of your library in any order",
 * "reveal the top card of your library. If it's a land card, put it onto the battlefield.
 * Otherwise, put that card into your hand", "look at the top card of target player's library".
 * Several sentences make one instruction: the later ones speak of the cards the first one saw.
 */

type Whose = DigInstruction['whose'];

const targetPlayer: Ref = { kind: 'target', spec: { count: 1, filter: {}, players: true } };
const targetOpponent: Ref = {
  kind: 'target',
  spec: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
};

/** Whose library, with the target it names. */
const owner: Parser<readonly [Whose, Ref]> = alt<readonly [Whose, Ref]>(
  map(words('your'), () => ['you', { kind: 'none' }] as const),
  map(words("target player 's"), () => ['targets', targetPlayer] as const),
  map(words("target opponent 's"), () => ['targets', targetOpponent] as const),
);

interface Look {
  readonly reveal: boolean;
  readonly n: number;
  readonly whose: Whose;
  readonly ref: Ref;
}

/** "look at the top three cards of your library", "reveal the top card of target player's library". */
const look: Parser<Look> = map(
  seq(
    anyOf('look at', 'reveal'),
    words('the top'),
    alt(
      map(words('card'), () => 1),
      map(seq(count, words('cards')), ([n]) => (n >= 2 ? n : null)),
    ),
    words('of'),
    owner,
    words('library'),
  ),
  ([verb, , n, , [whose, ref]]) => ({ reveal: verb === 'reveal', n, whose, ref }),
);

/** The library's owner named again: "your", "their", "that player's". */
const libraryOwnerAgain = memo(
  (whose: Whose): Parser<string> => (whose === 'you' ? words('your') : anyOf('their', "that player 's")),
);

type Where = Pick<DigTake, 'to' | 'tapped'>;

const destination = memo(
  (whose: Whose): Parser<Where> =>
    alt<Where>(
      map(words('into your hand'), () => ({ to: 'hand' as DigDestination })),
      map(seq(words('into'), libraryOwnerAgain(whose), words('graveyard')), () => ({
        to: 'graveyard' as const,
      })),
      map(seq(words('onto the battlefield'), opt(words('tapped'))), ([, tapped]) =>
        whose === 'you' ? { to: 'battlefield' as const, ...(tapped ? { tapped: true as const } : {}) } : null,
      ),
      map(words('on top of your library'), () => (whose === 'you' ? { to: 'top' as const } : null)),
    ),
);

const restPlace = memo(
  (whose: Whose): Parser<DigRest> =>
    alt<DigRest>(
      map(
        seq(words('on the bottom of'), libraryOwnerAgain(whose), words('library in a random order')),
        () => 'bottomRandom',
      ),
      map(
        seq(
          words('on the bottom of'),
          libraryOwnerAgain(whose),
          words('library'),
          opt(words('in any order')),
        ),
        () => 'bottomAnyOrder',
      ),
      map(words('on the bottom in any order'), () => 'bottomAnyOrder'),
      map(seq(words('into'), libraryOwnerAgain(whose), words('graveyard')), () => 'graveyard'),
      map(words('into your hand'), () => (whose === 'you' ? 'hand' : null)),
      map(
        seq(words('back on top of'), libraryOwnerAgain(whose), words('library in any order')),
        () => 'topAnyOrder',
      ),
    ),
);

const it = anyOf('it', 'that card', 'them', 'those cards');

/** "a creature card", "up to two Ally cards", "any number of Ally cards": how many may be taken. */
const mayTake: Parser<readonly [number | null, CardQuality]> = alt<readonly [number | null, CardQuality]>(
  map(seq(anyOf('a', 'an'), cardQuality(false)), ([, q]) => [1, q] as const),
  map(seq(words('up to'), count, cardQuality(true)), ([, n, q]) => (n >= 2 ? ([n, q] as const) : null)),
);

type Then = Pick<DigInstruction, 'take' | 'rest'>;

const period = punct('.');

/** "You may reveal a creature card from among them and put it into your hand. Put the rest …". */
const mayReveal = memo(
  (whose: Whose): Parser<Then> =>
    map(
      seq(
        period,
        words('you may'),
        alt(
          map(
            seq(words('reveal'), mayTake, words('from among them and put'), it, destination(whose)),
            ([, t, , , d]) => ({
              t,
              d,
              reveal: true,
            }),
          ),
          map(seq(words('put'), mayTake, words('from among them'), destination(whose)), ([, t, , d]) => ({
            t,
            d,
            reveal: false,
          })),
        ),
        period,
        words('put the rest'),
        opt(words('of the cards')),
        restPlace(whose),
      ),
      ([, , { t, d, reveal }, , , , rest]) => ({
        take: { quality: t[1], count: 'upTo', n: t[0], ...d, ...(reveal ? { reveal: true } : {}) },
        rest,
      }),
    ),
);

/** "Put one of them into your hand and the rest (the other) on the bottom of your library". */
const putOne = memo(
  (whose: Whose): Parser<Then> =>
    map(
      seq(
        alt<unknown>(period, seq(punct(','), words('then'))),
        words('put'),
        count,
        words('of them'),
        destination(whose),
        words('and the'),
        anyOf('rest', 'other'),
        restPlace(whose),
      ),
      ([, , n, , d, , , rest]) => ({ take: { quality: anyCard, count: 'exactly', n, ...d }, rest }),
    ),
);

/** "Put all land cards revealed this way into your hand and the rest into your graveyard." */
const putAll = memo(
  (whose: Whose): Parser<Then> =>
    map(
      seq(
        period,
        words('put all'),
        cardQuality(true),
        words('revealed this way'),
        destination(whose),
        words('and the rest'),
        restPlace(whose),
      ),
      ([, , quality, , d, , rest]) => ({ take: { quality, count: 'all', ...d }, rest }),
    ),
);

/** "Put any number of them into your graveyard and the rest back on top of your library in any order." */
const putAny = memo(
  (whose: Whose): Parser<Then> =>
    map(
      seq(
        period,
        words('put any number of them'),
        destination(whose),
        words('and the rest'),
        restPlace(whose),
      ),
      ([, , d, , rest]) => ({ take: { quality: anyCard, count: 'upTo', n: null, ...d }, rest }),
    ),
);

/** "put it into your hand", "you may reveal it and put it into your hand", "you may put it onto the battlefield tapped". */
const putIt = memo(
  (whose: Whose): Parser<readonly [boolean, Where]> =>
    map(
      seq(opt(words('you may')), opt(seq(words('reveal it and'))), words('put'), it, destination(whose)),
      ([may, , , , d]) => [may !== null, d] as const,
    ),
);

/** "Otherwise, put it into your hand.", "If you don't put the card into your hand, put it on the bottom of your library." */
const otherwise = (whose: Whose, taken: Where): Parser<DigRest> =>
  map(
    seq(
      period,
      alt<unknown>(
        words('otherwise'),
        map(seq(words("if you don't put the card"), destination(whose)), ([, d]) =>
          d.to === taken.to ? d : null,
        ),
      ),
      punct(','),
      words('put'),
      it,
      alt<DigRest>(
        restPlace(whose),
        map(words('on the bottom of your library'), () => (whose === 'you' ? 'bottomAnyOrder' : null)),
      ),
    ),
    ([, , , , , rest]) => rest,
  );

/**
 * "If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.",
 * "If it's a land card, you may reveal it and put it into your hand.": the one card seen is taken
 * if it is of the kind (and its player wants it, "you may"); otherwise it goes elsewhere or stays.
 */
const ifItIsHead = memo((whose: Whose) =>
  seq(
    period,
    anyOf("if it 's", 'if that card is'),
    anyOf('a', 'an'),
    cardQuality(false),
    punct(','),
    putIt(whose),
  ),
);

const ifItIs =
  (whose: Whose): Parser<Then> =>
  (toks, at) => {
    const head = ifItIsHead(whose)(toks, at);
    if (head === null) return null;
    const [, , , quality, , [may, d]] = head.value;
    const rest = otherwise(whose, d)(toks, head.at);
    if (rest !== null && (rest.value === 'topAnyOrder' || rest.value === 'bottomRandom')) return null;
    const take: DigTake = may ? { quality, count: 'upTo', n: 1, ...d } : { quality, count: 'all', ...d };
    return { value: { take, rest: rest?.value ?? 'stay' }, at: rest?.at ?? head.at };
  };

/** "You may put that card into your (their) graveyard.", "You may exile that card." */
const mayPutThatCard = memo(
  (whose: Whose): Parser<Then> =>
    alt<Then>(
      map(seq(period, words('you may put'), it, destination(whose)), ([, , , d]) =>
        d.to === 'graveyard' ? { take: { quality: anyCard, count: 'upTo', n: 1, ...d }, rest: 'stay' } : null,
      ),
      map(seq(period, words('you may exile'), it), () => ({
        take: { quality: anyCard, count: 'upTo', n: 1, to: 'exile' },
        rest: 'stay',
      })),
    ),
);

/** "Put one of them into their graveyard.": the other stays where it is. */
const putOneOnly = memo(
  (whose: Whose): Parser<Then> =>
    map(seq(period, words('put'), count, words('of them'), destination(whose)), ([, , n, , d]) => ({
      take: { quality: anyCard, count: 'exactly', n, ...d },
      rest: 'stay',
    })),
);

/** Cards put onto the battlefield must be of kinds the engine can put there (search.ts `canEnter`). */
const enters = (then: Then): boolean =>
  then.take?.to !== 'battlefield' || then.take.quality.anyOf.every(canEnter);

const dig = (l: Look, then: Then, life?: 'gain' | 'lose'): RawInstruction => ({
  ref: l.ref,
  build: (on) =>
    (l.whose === 'targets' && on !== 'targets') || !enters(then)
      ? null
      : {
          kind: 'dig',
          whose: l.whose,
          amount: constant(l.n),
          ...(l.reveal ? { reveal: true } : {}),
          ...(then.take ? { take: then.take } : {}),
          rest: then.rest,
          ...(life ? { life } : {}),
        },
});

/** "… and put that card into your hand. You lose life equal to its mana value." (Dark Confidant). */
const lifeByManaValue: Parser<'gain' | 'lose'> = map(
  seq(
    period,
    anyOf('you lose', 'you gain'),
    words('life equal to'),
    anyOf('its', "that card 's", "the card 's"),
    words('mana value'),
  ),
  ([, verb]) => (verb === 'you lose' ? 'lose' : 'gain'),
);

/** What is done with the cards looked at. */
const keptOrTaken = (w: Whose): Parser<Then>[] => [
  mayReveal(w),
  putOne(w),
  putOneOnly(w),
  putAll(w),
  putAny(w),
];
const afterLookOfMany = memo((w: Whose) => alt(...keptOrTaken(w)));
// CR 701.20e: a card looked at and left is no change of the game; a single one may be taken.
const afterLookOfOne = memo((w: Whose) => alt(...keptOrTaken(w), ifItIs(w), mayPutThatCard(w)));

const takeItAndLife = seq(words('and put that card into your hand'), lifeByManaValue);
const putThemBack = seq(punct(','), words('then put them back in any order'));

export const digInstruction: Parser<RawInstruction> = withFirst(
  (toks, at) => {
    const seen = look(toks, at);
    if (seen === null) return null;
    const l = seen.value;
    const w = l.whose;
    const then = (l.n === 1 ? afterLookOfOne : afterLookOfMany)(w)(toks, seen.at);
    if (then !== null) return { value: dig(l, then.value), at: then.at };
    if (l.reveal && l.n === 1 && w === 'you') {
      const taken = takeItAndLife(toks, seen.at);
      if (taken !== null) {
        const all: Then = { take: { quality: anyCard, count: 'all', to: 'hand' }, rest: 'stay' };
        return { value: dig(l, all, taken.value[1]), at: taken.at };
      }
      const life = lifeByManaValue(toks, seen.at);
      if (life !== null) return { value: dig(l, { rest: 'stay' }, life.value), at: life.at };
    }
    // "Look at the top card of target player's library": what it shows is all it does.
    if (!l.reveal) {
      const back = putThemBack(toks, seen.at);
      if (back !== null && w === 'targets') return { value: dig(l, { rest: 'topAnyOrder' }), at: back.at };
      return { value: dig(l, { rest: 'stay' }), at: seen.at };
    }
    return null;
  },
  () => firstOf(look),
);
