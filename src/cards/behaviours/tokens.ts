import type { CardData } from '../card-data.js';

/**
 * Tokens the pool's cards create. A token has exactly the characteristics the ability that
 * creates it defines (CR 111.3), and no card data describes them, so they are written here by
 * hand, in the card data's shape; scripts/build-card-pool.ts adds them to pool-data.json.
 * A token whose name the ability doesn't give is named after its subtypes plus "Token" (111.4).
 */

/**
 * Ajani Goldmane's [−6]: "Create a white Avatar creature token. It has 'This creature's power
 * and toughness are each equal to your life total.'" Its power and toughness are printed as
 * stars, as on the token card printed for it; the ability defines them (208.2a, 604.3).
 */
const AVATAR: CardData = {
  name: 'Avatar Token',
  manaCost: null,
  colors: ['W'],
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Avatar'],
  power: '*',
  toughness: '*',
  loyalty: null,
  defense: null,
  text: "This creature's power and toughness are each equal to your life total.",
  layout: 'token',
};

export const TOKEN_CARDS: readonly CardData[] = [AVATAR];
