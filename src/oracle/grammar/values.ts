import type { Filter, PlayerRef, Value } from '../../effects/types.js';
import { alt, anyOf, map, memo, opt, type Parser, seq, token, words } from '../parser.js';
import { groupState } from './adjectives.js';
import { colorsAmong, playerCounters } from './affected-counts.js';
import { counterKind } from './counter-kind.js';
import { lifeAmountThisTurn } from './life-this-turn.js';
import { pluralUnionControlled, unionControlled } from './noun-unions.js';
import { color, creatureTypeWord, permanentNoun } from './nouns.js';
import { amount, constant, count } from './numbers.js';
import { controlledBy, creatureGroup, namedAsSelf, otherThanSelf, withQuality } from './subjects.js';

/**
 * Numbers read from the game (CR 604.3, 208.2a): "the number of cards in your hand", "your
 * life total", "the number of Swamps you control", and the singular forms that "for each"
 * takes: "for each artifact you control", "for each card in your hand".
 */

const counted = (filter: Filter): Value => ({ kind: 'count', of: filter });

/**
 * "[other] Swamps you control", "artifact you control", "creature you control with a +1/+1 counter
 * on it" (122.1), "creature you control with power 4 or greater" (208.1), "creature with flying you
 * control", "other creature named [this] you control", "other creature you control named [this]"
 * (201.5b; Seven Dwarves, Timberpack Wolf).
 */
const controlled = memo(
  (plural: boolean): Parser<Value> =>
    map(
      seq(
        opt(words('other')),
        permanentNoun(plural),
        opt(namedAsSelf),
        opt(withQuality),
        controlledBy,
        opt(namedAsSelf),
        opt(withQuality),
      ),
      ([other, filter, named, before, who, namedAfter, after]) =>
        (named && namedAfter) || (before && after)
          ? null
          : counted({
              ...filter,
              ...(other ? { other: true } : {}),
              controller: who,
              ...(named ?? namedAfter),
              ...(before ?? after),
            }),
    ),
);

/**
 * "attacking creatures you control", "other attacking creatures", "untapped lands you control",
 * "attacking creature other than [this]" (Márton Stromgald, 201.5):
 * permanents in a state now (506.4, 110.5), whoever controls them unless it says.
 */
const inAState = memo(
  (plural: boolean): Parser<Value> =>
    map(
      seq(opt(words('other')), groupState, permanentNoun(plural), opt(controlledBy), opt(otherThanSelf)),
      ([other, state, filter, who, otherThan]) =>
        other && otherThan
          ? null
          : counted({
              ...filter,
              ...state,
              ...((other ?? otherThan) ? { other: true } : {}),
              ...(who ? { controller: who } : {}),
            }),
    ),
);

const CARD_KINDS: Readonly<Record<string, Filter>> = {
  card: {},
  'creature card': { types: ['Creature'] },
  'land card': { types: ['Land'] },
  'artifact card': { types: ['Artifact'] },
  'instant and sorcery card': { anyTypes: ['Instant', 'Sorcery'] },
  // Spell mastery's "instant and/or sorcery cards" (the slash is no token).
  'instant and or sorcery card': { anyTypes: ['Instant', 'Sorcery'] },
};

const cardKind = memo(
  (plural: boolean): Parser<Filter> =>
    alt(
      ...Object.entries(CARD_KINDS)
        .sort(([a], [b]) => b.length - a.length)
        .map(([phrase, filter]) => map(words(plural ? `${phrase}s` : phrase), () => filter)),
      // "Zombie card", "Zombie cards" (205.3m: a creature type of a card in any zone).
      map(seq(creatureTypeWord, words(plural ? 'cards' : 'card')), ([subtype]) => ({ subtypes: [subtype] })),
    ),
);

const CARD_ZONES: Readonly<Record<string, Filter>> = {
  'your graveyard': { zone: 'graveyard', owner: 'you' },
  'all graveyards': { zone: 'graveyard' },
  'each graveyard': { zone: 'graveyard' },
  'your library': { zone: 'library', owner: 'you' },
  // The apostrophe of "opponents'" is no token.
  'your opponents graveyards': { zone: 'graveyard', owner: 'opponents' },
  // CR 614.12: the opponent its source chose as it entered.
  "the chosen player 's graveyard": { zone: 'graveyard', owner: 'chosenPlayer' },
};

/**
 * "creature cards in your graveyard", "cards in all graveyards", "cards in your library", "cards
 * named [this] in each graveyard".
 */
export const cardsIn = memo(
  (plural: boolean): Parser<Value> =>
    map(
      seq(cardKind(plural), opt(namedAsSelf), words('in'), anyOf(...Object.keys(CARD_ZONES))),
      ([filter, named, , where]) => counted({ ...filter, ...named, ...CARD_ZONES[where] }),
    ),
);

/**
 * "creatures on the battlefield", "other Clerics on the battlefield", "creatures named [this] on
 * the battlefield", "other creature with flying on the battlefield" (Pride of the Clouds), "other
 * creature on the battlefield named [this]" (Relentless Rats): whoever controls them.
 */
const onTheBattlefield = memo(
  (plural: boolean): Parser<Value> =>
    map(
      seq(
        opt(words('other')),
        permanentNoun(plural),
        opt(namedAsSelf),
        opt(withQuality),
        words('on the battlefield'),
        opt(namedAsSelf),
      ),
      ([other, filter, named, quality, , namedAfter]) =>
        named && namedAfter
          ? null
          : counted({ ...filter, ...(named ?? namedAfter), ...quality, ...(other ? { other: true } : {}) }),
    ),
);

/**
 * Whose hand "cards in [a player's] hand" counts: yours, the opponent chosen as its source entered
 * (614.12), or the trigger event's player.
 */
const HANDS: readonly (readonly [string, PlayerRef])[] = [
  ['your hand', 'you'],
  ["the chosen player 's hand", 'chosenPlayer'],
  // CR 603.2c: "their hand" and "that player's hand" are the hand of the trigger event's player
  // (named-players.ts refuses them where no event names one).
  ['their hand', 'triggerPlayer'],
  ["that player 's hand", 'triggerPlayer'],
];

/** "cards in your opponents' hands": all of theirs together (the apostrophe is no token). */
const OPPONENTS_HANDS = 'your opponents hands';

const cardsInHand = memo(
  (plural: boolean): Parser<Value> =>
    map(
      seq(
        words(plural ? 'cards in' : 'card in'),
        alt(
          ...HANDS.map(([hand, whose]) => map(words(hand), (): Value => ({ kind: 'cardsInHand', whose }))),
          map(words(OPPONENTS_HANDS), (): Value => ({ kind: 'cardsInHand', whose: 'opponents' })),
        ),
      ),
      ([, hand]) => hand,
    ),
);

/** What "the number of" and "for each" count, in the plural or the singular. */
export const countable = memo(
  (plural: boolean): Parser<Value> =>
    alt<Value>(
      cardsInHand(plural),
      // CR 700.4: creatures put into a graveyard from the battlefield this turn.
      map(words(plural ? 'creatures that died this turn' : 'creature that died this turn'), () => ({
        kind: 'creaturesDiedThisTurn',
      })),
      // CR 700.8: "creatures in your party", "for each creature in your party".
      map(words(plural ? 'creatures in your party' : 'creature in your party'), () => ({
        kind: 'partySize',
        whose: 'you',
      })),
      // CR 305.6 (domain): "for each basic land type among lands you control".
      map(words(`basic land ${plural ? 'types' : 'type'} among lands you control`), () => ({
        kind: 'basicLandTypes',
        whose: 'you',
      })),
      // CR 702.33d: "for each time it was kicked", "the number of times this spell was kicked".
      map(
        seq(
          words(plural ? 'times' : 'time'),
          alt<unknown>(words('it'), words('this spell'), token('self')),
          words('was kicked'),
        ),
        (): Value => ({ kind: 'timesKicked' }),
      ),
      // CR 608.2c: the cards the instruction before revealed or discarded (checked in oracle/this-way.ts).
      map(seq(words(plural ? 'cards' : 'card'), anyOf('revealed', 'discarded'), words('this way')), () => ({
        kind: 'cardsThisWay',
      })),
      playerCounters(plural),
      ...(plural ? [] : [colorsAmong]),
      controlled(plural),
      plural ? pluralUnionControlled : unionControlled,
      inAState(plural),
      cardsIn(plural),
      onTheBattlefield(plural),
    ),
);

const ATTACHED: Readonly<Record<string, readonly string[]>> = {
  equipment: ['Equipment'],
  aura: ['Aura'],
  'aura and equipment': ['Aura', 'Equipment'],
};

/** "Equipment", "Aura", "Aura and Equipment" (each one that is either, CR 301.5, 303.4). */
const attachments: Parser<Filter> = map(
  anyOf(...Object.keys(ATTACHED).sort((a, b) => b.length - a.length)),
  (noun) => ({ subtypes: [...(ATTACHED[noun] ?? [])], attachedToSelf: true }),
);

/**
 * "Equipment attached to it", "Aura attached to it": the permanents attached to each object the
 * bonus affects (CR 301.5, 303.4, 613.4c).
 */
export const attachedToIt: Parser<Value> = map(
  seq(attachments, words('attached to it')),
  ([{ attachedToSelf: _, ...of }]): Value => ({ kind: 'attachedToAffected', of }),
);

/** "Equipment attached to [this]", "Aura and Equipment attached to [this]": whatever gets the bonus. */
export const attachedToSelf: Parser<Value> = map(
  seq(attachments, words('attached to'), token('self')),
  ([f]) => counted(f),
);

/** CR 700.5: "your devotion to black", "your devotion to black and red". */
const devotion: Parser<Value> = map(
  seq(words('your devotion to'), color, opt(seq(words('and'), color))),
  ([, a, b]): Value | null =>
    b && b[1] === a ? null : { kind: 'devotion', colors: b ? [a, b[1]] : [a], whose: 'you' },
);

/** "charge counter on [this]": counters of a kind on the ability's own object (CR 122.1). */
export const kindOnSelf = memo(
  (plural: boolean): Parser<Value> =>
    map(
      seq(counterKind, words(plural ? 'counters on' : 'counter on'), token('self')),
      ([counter]): Value => ({ kind: 'countersOnSource', counter }),
    ),
);

export const countersOnSelf: Parser<Value> = kindOnSelf(false);

const baseNumber: Parser<Value> = alt<Value>(
  map(words('your life total'), () => ({ kind: 'lifeTotal', whose: 'you' })),
  lifeAmountThisTurn,
  devotion,
  map(words('the number of card types among cards in all graveyards'), () => ({
    kind: 'cardTypesAmongCards',
    in: 'graveyard',
    whose: 'any',
  })),
  // CR 702.44a counts them the same way (converge): "… spent to cast this spell".
  map(
    seq(
      words('the number of colors of mana spent to cast'),
      alt<unknown>(words('this spell'), token('self')),
    ),
    () => ({
      kind: 'colorsSpent',
    }),
  ),
  // CR 601.2h: Gyrus's "the amount of mana spent to cast it", kept with the permanent the spell became.
  map(
    seq(
      words('the amount of mana spent to cast'),
      alt<unknown>(words('it'), words('this spell'), token('self')),
    ),
    (): Value => ({ kind: 'manaSpent' }),
  ),
  map(seq(words('the number of'), alt(kindOnSelf(true), countable(true))), ([, v]) => v),
  // CR 706.2, 706.4: the dice rolled before it (checked in oracle/die-results.ts).
  map(
    alt<unknown>(words('the result'), words('the total of those results')),
    (): Value => ({ kind: 'dieResult' }),
  ),
);

/**
 * A game number, "1 plus" one (Lost Order of Jarkeld), "twice" one (Majestic Myriarch), "3
 * minus" one (Rackling), one "minus 4" (Ivory Tower) or "minus" another (Dark Suspicions); where
 * an effect uses a negative result, it uses 0 (107.1b).
 */
export const gameNumber: Parser<Value> = alt<Value>(
  map(seq(count, words('plus'), baseNumber), ([n, , v]) => ({ kind: 'sum', of: [v, constant(n)] })),
  map(seq(count, words('minus'), baseNumber), ([n, , v]) => ({
    kind: 'sum',
    of: [constant(n), { kind: 'negate', of: v }],
  })),
  map(seq(words('twice'), baseNumber), ([, v]) => ({ kind: 'times', n: 2, of: v })),
  map(seq(baseNumber, opt(seq(words('minus'), alt(map(count, constant), baseNumber)))), ([v, less]) =>
    less ? { kind: 'sum', of: [v, { kind: 'negate', of: less[1] }] } : v,
  ),
);

const GREATEST: Readonly<Record<string, 'power' | 'toughness' | 'manaValue'>> = {
  power: 'power',
  toughness: 'toughness',
  'mana value': 'manaValue',
};

/**
 * "the greatest power among creatures you control", "the highest mana value among permanents you
 * control" (208.1, 202.3): read as a resolving instruction is followed (608.2h), never by a static
 * ability, whose layer 7 would read the power it changes.
 */
export const greatestAmong: Parser<Value> = map(
  seq(
    words('the'),
    anyOf('greatest', 'highest'),
    anyOf(...Object.keys(GREATEST)),
    words('among'),
    alt<Filter>(
      creatureGroup,
      // CR 110.1: "permanents you control", any card type.
      map(seq(words('permanents'), controlledBy), ([, who]) => ({ controller: who })),
      map(seq(opt(words('other')), permanentNoun(true), opt(controlledBy)), ([other, filter, who]) => ({
        ...filter,
        ...(other ? { other: true } : {}),
        ...(who ? { controller: who } : {}),
      })),
    ),
  ),
  ([, , of, , among]): Value => ({ kind: 'greatest', of: GREATEST[of] ?? 'power', among }),
);

/**
 * "the sacrificed creature's power" (608.2h): the creature a cost sacrificed, as it last existed
 * on the battlefield, read as the spell or ability resolves (engine/casting/sacrificed.ts).
 */
export const sacrificedCreatures: Parser<Value> = map(
  seq(words("the sacrificed creature 's"), anyOf('power', 'toughness')),
  ([, of]): Value => ({ kind: 'sacrificed', of: of === 'power' ? 'power' : 'toughness' }),
);

/** "equal to [a number]": a game number, or "[this]'s power" (608.2h: as it resolves, or as it last existed). */
export const equalTo: Parser<Value> = map(
  seq(
    words('equal to'),
    alt<Value>(
      gameNumber,
      greatestAmong,
      sacrificedCreatures,
      map(seq(token('self'), words("'s power")), (): Value => ({ kind: 'powerOfSource' })),
    ),
  ),
  ([, v]) => v,
);

/**
 * "3 life", "X damage", "life equal to the number of creatures you control", "damage equal to
 * [this]'s power": a number before the noun, or after it with "equal to" (CR 107.1, 208.2a).
 */
export const quantityOf = memo(
  (noun: string): Parser<Value> =>
    alt<Value>(
      map(seq(amount, words(noun)), ([v]) => v),
      map(seq(words(noun), equalTo), ([, v]) => v),
    ),
);
