import type { CardPool } from '../src/cards/pool.js';
import { checkDeck } from '../src/check/check-deck.js';
import { parseDeckList, resolveDeck } from '../src/decks/index.js';
import { gameSeed } from '../src/game/simulation.js';
import { chain } from '../src/result.js';
import type { Color } from '../src/symbols/colors.js';

/** CR 305.6: each colour's basic land. */
const BASIC: Readonly<Record<Color, string>> = {
  W: 'Plains',
  U: 'Island',
  B: 'Swamp',
  R: 'Mountain',
  G: 'Forest',
};
const COLORS = Object.keys(BASIC) as Color[];
const SPELLS = new Set(['Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact']);
const LANDS = 24;
const DISTINCT = 9;
const COPIES = 4;

/**
 * The cards a soak deck of one colour may draw from, by colour: one-face cards of that colour
 * alone, of mana value 1 to 5, whose cost is generic mana and that colour's symbols only, so
 * its basic lands pay for them (not yet checked as modelled: `soakDeck` does, as it draws).
 */
export const soakCandidates = (pool: CardPool): Readonly<Record<Color, readonly string[]>> => {
  const by: Record<Color, string[]> = { W: [], U: [], B: [], R: [], G: [] };
  for (const name of pool.names()) {
    const card = pool.get(name)?.data;
    const [color] = card?.colors ?? [];
    if (card === undefined || color === undefined || card.colors.length !== 1 || card.layout !== 'normal')
      continue;
    const symbols = card.manaCost?.match(/\{[^}]*\}/g) ?? [];
    const payable = symbols.every((s) => s === `{${color}}` || /^\{\d+\}$/.test(s));
    const value = card.manaValue ?? 0;
    if (payable && value >= 1 && value <= 5 && !card.isFunny && card.types.some((t) => SPELLS.has(t)))
      by[color].push(name);
  }
  return by;
};

/** Whether the engine models every ability of the card (check-deck's verdict). */
const modelled = (pool: CardPool, name: string, known: Map<string, boolean>): boolean => {
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  const deck = chain(parseDeckList(`1 ${name}`), (list) => resolveDeck(list, pool));
  const yes = deck.ok && checkDeck(deck.value).copies.part === 1;
  known.set(name, yes);
  return yes;
};

/**
 * A random 60-card deck list from `seed` (issue 14, section 6): one colour, its basic lands, and
 * four copies each of nine different cards the engine fully models drawn from the candidates.
 */
export const soakDeck = (
  pool: CardPool,
  candidates: Readonly<Record<Color, readonly string[]>>,
  seed: number,
  known: Map<string, boolean>,
): string => {
  const color = COLORS[gameSeed(seed, 0) % COLORS.length] as Color;
  const from = candidates[color];
  const chosen = new Set<string>();
  for (let k = 1; chosen.size < DISTINCT && k < 50 * DISTINCT; k++) {
    const name = from[gameSeed(seed, k) % from.length];
    if (name !== undefined && modelled(pool, name, known)) chosen.add(name);
  }
  const copies = DISTINCT * COPIES - chosen.size * COPIES;
  return ['Deck', `${LANDS + copies} ${BASIC[color]}`, ...[...chosen].map((n) => `${COPIES} ${n}`)].join(
    '\n',
  );
};
