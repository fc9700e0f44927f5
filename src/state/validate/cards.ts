import type { CardDefinition, CardPool } from '../../cards/pool.js';
import { tokenCard } from '../../cards/token-card.js';
import { excerpt } from '../../excerpt.js';
import { didYouMean } from '../suggest.js';
import type { CopiableSnapshot, GameObject } from '../types.js';
import { checkFaceUp } from './faces.js';
import {
  type At,
  broken,
  type Found,
  type Scope,
  type StateProblem,
  top,
  type Where,
  within,
} from './problem.js';

/** The names of a card's "as enters" options (Primal Clay's 3/3, 2/2 flyer, 1/6 wall). */
const entryOptions = (card: CardDefinition): string[] =>
  card.abilities.flatMap((a) =>
    a.kind === 'asEnters' && a.choice.kind === 'characteristics' ? a.choice.options.map((o) => o.name) : [],
  );

/** Why `option` is not an "as enters" option of the card (CR 614.12), or null when it is. */
export const optionProblem = (card: CardDefinition, option: string): string | null => {
  const options = entryOptions(card);
  if (options.includes(option)) return null;
  const name = card.data.name;
  return options.length === 0
    ? `${name} has no "as enters" options to choose "${option}" from`
    : `"${option}" is not an "as enters" option of ${name}; its options are ${options.join(', ')}${didYouMean(option, options)}`;
};

/** A name the pool lacks, with the card meant when one is close. */
export const unknownCardMessage = (pool: CardPool, name: string): string =>
  `no card named "${excerpt(name)}" in the card pool${didYouMean(name, pool.names())}`;

const unknownCard = (scope: Scope, name: string, where: Where): StateProblem => ({
  code: 'ERR_UNKNOWN_CARD',
  message: unknownCardMessage(scope.pool, name),
  where,
});

/** The card a name or a token's definition gives (CR 111.3), or a problem at `at('card')`. */
const cardOf = (
  scope: Scope,
  values: Pick<CopiableSnapshot, 'card' | 'tokenDef'>,
  at: At,
): CardDefinition | StateProblem => {
  if (values.tokenDef !== undefined) return tokenCard(values.tokenDef);
  return scope.pool.get(values.card) ?? unknownCard(scope, values.card, at('card'));
};

const isCard = (found: CardDefinition | StateProblem): found is CardDefinition => 'abilities' in found;

/** CR 614.12: an "as enters" option chosen, at `at('option')`, is one its card offers. */
const checkOption = (card: CardDefinition, option: string | undefined, at: At): Found => {
  const why = option === undefined ? null : optionProblem(card, option);
  return why === null
    ? null
    : { code: 'ERR_STATE_REFERENCE', message: why, where: at('option'), rule: '614.12' };
};

/**
 * Cards whose rules, state-based actions among them, the engine doesn't model: a dungeon, which
 * a player ventures into (309; 704.5t removes it from the game), and the cards of the Archenemy
 * and Planechase variants (904, 704.6e; 901, 704.6f). A state with one is refused, naming them.
 */
const UNMODELLED: Readonly<Record<string, readonly [what: string, rule: string]>> = {
  Dungeon: ['dungeons and venturing into them (CR 309) are', '704.5t'],
  Scheme: ['Archenemy games (CR 904) are', '704.6e'],
  Plane: ['Planechase games (CR 901) are', '704.6f'],
  Phenomenon: ['Planechase games (CR 901) are', '704.6f'],
};

const checkModelled = (card: CardDefinition, at: At): Found => {
  for (const type of card.data.types) {
    const found = UNMODELLED[type];
    if (found === undefined) continue;
    const [what, rule] = found;
    const message = `${card.data.name} is a ${type} card: ${what} not modelled, nor their state-based actions`;
    return broken(message, at('card'), rule);
  }
  return null;
};

/**
 * The card an object is: a card of the pool by its exact name, or a token's text, which gives
 * its name (CR 111.3-111.4) and makes it a token (111.1); with the "as enters" option chosen
 * among its card's, and the copiable values it entered with (707.2) a card too.
 */
export const checkCard = (scope: Scope, o: GameObject, i: number): Found => {
  const at = within(top, 'objects', i);
  if (o.emblem !== undefined) return checkEmblem(o, at);
  if (o.tokenDef !== undefined && o.card !== o.tokenDef.name)
    return broken(
      `a token's card is the name its definition gives, "${o.tokenDef.name}", not "${o.card}"`,
      at('card'),
      '111.4',
    );
  if (o.tokenDef !== undefined && !o.token)
    return broken('an object with a token definition is a token', at('token'), '111.1');
  const card = cardOf(scope, o, at);
  if (!isCard(card)) return card;
  const { option, copy } = o.choices;
  const optionFound =
    checkModelled(card, at) ?? checkFaceUp(card, o, at) ?? checkOption(card, option, within(at, 'choices'));
  if (optionFound !== null || copy === undefined) return optionFound;
  const copyAt = within(at, 'choices', 'copy');
  const copied = cardOf(scope, copy, copyAt);
  return isCard(copied) ? checkOption(copied, copy.option, copyAt) : copied;
};

/**
 * CR 114.1-114.5: an emblem is in the command zone, owned and controlled by the player who got
 * it, and neither a card nor a permanent: no token, and none of a permanent's status. Its card is
 * a label, which the pool need not have.
 */
const checkEmblem = (o: GameObject, at: At): Found => {
  if (o.zone !== 'command') return broken('an emblem is in the command zone', at('zone'), '114.1');
  if (o.controller !== o.owner)
    return broken('an emblem is controlled by its owner, the player who got it', at('controller'), '114.2');
  if (o.token || o.tokenDef !== undefined) return broken('an emblem is not a token', at('token'), '114.5');
  return null;
};
