import type { Filter, Value } from '../../effects/types.js';
import { CREATURE_TYPES } from '../../state/subtypes.js';
import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';
import { controlledBy } from './subjects.js';

/**
 * Numbers read from the game for characteristic-defining abilities (CR 604.3, 208.2a): "the
 * number of cards in your hand", "your life total", "the number of Swamps you control".
 */

const PERMANENT_PLURALS: Readonly<Record<string, Filter>> = {
  creatures: { types: ['Creature'] },
  artifacts: { types: ['Artifact'] },
  enchantments: { types: ['Enchantment'] },
  lands: { types: ['Land'] },
  planeswalkers: { types: ['Planeswalker'] },
  plains: { subtypes: ['Plains'] },
  islands: { subtypes: ['Island'] },
  swamps: { subtypes: ['Swamp'] },
  mountains: { subtypes: ['Mountain'] },
  forests: { subtypes: ['Forest'] },
};

const TYPE_PLURALS: ReadonlyMap<string, string> = new Map(
  CREATURE_TYPES.filter((t) => !t.includes(' ')).map((t) => [`${t.toLowerCase()}s`, t]),
);

const permanents: Parser<Filter> = map(token('word'), (t): Filter | null => {
  const known = PERMANENT_PLURALS[t.v];
  if (known) return known;
  const type = TYPE_PLURALS.get(t.v);
  return type ? { subtypes: [type] } : null;
});

/** "creatures you control", "Swamps you control", "other creatures you control". */
const controlled: Parser<Value> = map(
  seq(opt(words('other')), permanents, controlledBy),
  ([other, filter, who]) => ({
    kind: 'count',
    of: { ...filter, ...(other ? { other: true } : {}), controller: who },
  }),
);

const CARD_KINDS: Readonly<Record<string, Filter>> = {
  cards: {},
  'creature cards': { types: ['Creature'] },
  'land cards': { types: ['Land'] },
  'artifact cards': { types: ['Artifact'] },
};

const cardKind: Parser<Filter> = alt(
  ...Object.entries(CARD_KINDS)
    .sort(([a], [b]) => b.length - a.length)
    .map(([phrase, filter]) => map(words(phrase), () => filter)),
);

/** "creature cards in your graveyard", "cards in all graveyards". */
const inGraveyards: Parser<Value> = map(
  seq(cardKind, words('in'), anyOf('your graveyard', 'all graveyards')),
  ([filter, , where]): Value => ({
    kind: 'count',
    of: { ...filter, zone: 'graveyard', ...(where === 'your graveyard' ? { owner: 'you' } : {}) },
  }),
);

const baseNumber: Parser<Value> = alt<Value>(
  map(words('your life total'), () => ({ kind: 'lifeTotal', whose: 'you' })),
  map(
    seq(
      words('the number of'),
      alt<Value>(
        map(words('cards in your hand'), () => ({ kind: 'cardsInHand', whose: 'you' })),
        map(words('card types among cards in all graveyards'), () => ({
          kind: 'cardTypesAmongCards',
          in: 'graveyard',
          whose: 'any',
        })),
        controlled,
        inGraveyards,
      ),
    ),
    ([, v]) => v,
  ),
);

/** A game number, or "1 plus" one (Lost Order of Jarkeld). */
export const gameNumber: Parser<Value> = alt<Value>(
  map(seq(token('num'), words('plus'), baseNumber), ([n, , v]) => ({
    kind: 'sum',
    of: [v, { kind: 'constant', n: n.n }],
  })),
  baseNumber,
);
