import type { Filter, Value } from '../../effects/types.js';
import { alt, anyOf, map, memo, opt, type Parser, seq, token, words } from '../parser.js';
import { counterKind } from './counter-kind.js';
import { color, permanentNoun } from './nouns.js';
import { controlledBy } from './subjects.js';

/**
 * Numbers read from the game (CR 604.3, 208.2a): "the number of cards in your hand", "your
 * life total", "the number of Swamps you control", and the singular forms that "for each"
 * takes: "for each artifact you control", "for each card in your hand".
 */

const counted = (filter: Filter): Value => ({ kind: 'count', of: filter });

/** "[other] Swamps you control", "artifact you control". */
const controlled = memo(
  (plural: boolean): Parser<Value> =>
    map(seq(opt(words('other')), permanentNoun(plural), controlledBy), ([other, filter, who]) =>
      counted({ ...filter, ...(other ? { other: true } : {}), controller: who }),
    ),
);

const CARD_KINDS: Readonly<Record<string, Filter>> = {
  card: {},
  'creature card': { types: ['Creature'] },
  'land card': { types: ['Land'] },
  'artifact card': { types: ['Artifact'] },
  'instant and sorcery card': { anyTypes: ['Instant', 'Sorcery'] },
};

const cardKind = memo(
  (plural: boolean): Parser<Filter> =>
    alt(
      ...Object.entries(CARD_KINDS)
        .sort(([a], [b]) => b.length - a.length)
        .map(([phrase, filter]) => map(words(plural ? `${phrase}s` : phrase), () => filter)),
    ),
);

/** "creature cards in your graveyard", "cards in all graveyards". */
const inGraveyards = memo(
  (plural: boolean): Parser<Value> =>
    map(seq(cardKind(plural), words('in'), anyOf('your graveyard', 'all graveyards')), ([filter, , where]) =>
      counted({ ...filter, zone: 'graveyard', ...(where === 'your graveyard' ? { owner: 'you' } : {}) }),
    ),
);

/** "creatures on the battlefield", "other Clerics on the battlefield": whoever controls them. */
const onTheBattlefield = memo(
  (plural: boolean): Parser<Value> =>
    map(seq(opt(words('other')), permanentNoun(plural), words('on the battlefield')), ([other, filter]) =>
      counted({ ...filter, ...(other ? { other: true } : {}) }),
    ),
);

const yourHand: Value = { kind: 'cardsInHand', whose: 'you' };

/** What "the number of" and "for each" count, in the plural or the singular. */
export const countable = memo(
  (plural: boolean): Parser<Value> =>
    alt<Value>(
      map(words(plural ? 'cards in your hand' : 'card in your hand'), () => yourHand),
      // CR 700.4: creatures put into a graveyard from the battlefield this turn.
      map(words(plural ? 'creatures that died this turn' : 'creature that died this turn'), () => ({
        kind: 'creaturesDiedThisTurn',
      })),
      controlled(plural),
      inGraveyards(plural),
      onTheBattlefield(plural),
    ),
);

/**
 * "Equipment attached to it", "Aura attached to it": the permanents attached to the object
 * itself (CR 301.5, 303.4), which only a static ability of that object's own can count.
 */
export const attachedToIt: Parser<Value> = map(
  seq(anyOf('equipment', 'aura'), words('attached to it')),
  ([noun]) => counted({ subtypes: [noun === 'aura' ? 'Aura' : 'Equipment'], attachedToSelf: true }),
);

/** CR 700.5: "your devotion to black", "your devotion to black and red". */
const devotion: Parser<Value> = map(
  seq(words('your devotion to'), color, opt(seq(words('and'), color))),
  ([, a, b]): Value | null =>
    b && b[1] === a ? null : { kind: 'devotion', colors: b ? [a, b[1]] : [a], whose: 'you' },
);

/** "charge counter on [this]": counters of a kind on the ability's own object (CR 122.1). */
export const countersOnSelf: Parser<Value> = map(
  seq(counterKind, words('counter on'), token('self')),
  ([counter]): Value => ({ kind: 'countersOnSource', counter }),
);

const baseNumber: Parser<Value> = alt<Value>(
  map(words('your life total'), () => ({ kind: 'lifeTotal', whose: 'you' })),
  devotion,
  map(words('the number of card types among cards in all graveyards'), () => ({
    kind: 'cardTypesAmongCards',
    in: 'graveyard',
    whose: 'any',
  })),
  map(seq(words('the number of'), countable(true)), ([, v]) => v),
);

/** A game number, or "1 plus" one (Lost Order of Jarkeld). */
export const gameNumber: Parser<Value> = alt<Value>(
  map(seq(token('num'), words('plus'), baseNumber), ([n, , v]) => ({
    kind: 'sum',
    of: [v, { kind: 'constant', n: n.n }],
  })),
  baseNumber,
);
