import type { Condition, OpponentMeasure } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, seq, words } from '../parser.js';
import { count } from './numbers.js';

const has = (measure: OpponentMeasure, side: 'atLeast' | 'atMost', n: number): Condition => ({
  kind: 'anOpponentHas',
  measure,
  side,
  n,
});

/**
 * "an opponent has 10 or less life" (Guul Draz Vampire, 119.1), "an opponent has no cards in
 * hand" (Guul Draz Specter), "an opponent has eight or more cards in their graveyard"
 * (Blackbloom Rogue): some one opponent (102.3), each counted alone.
 */
export const opponentHas: Parser<Condition> = map(
  seq(
    words('an opponent has'),
    alt<Condition>(
      map(seq(count, anyOf('or less', 'or more'), words('life')), ([n, side]) =>
        has('life', side === 'or less' ? 'atMost' : 'atLeast', n),
      ),
      map(words('no cards in hand'), () => has('cardsInHand', 'atMost', 0)),
      map(seq(count, words('or more cards in their graveyard')), ([n]) =>
        has('cardsInGraveyard', 'atLeast', n),
      ),
    ),
  ),
  ([, c]) => c,
);
