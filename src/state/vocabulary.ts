/** The words of the game state, as `as const` lists so that unions and checks derive from them. */

/** CR 400.1 zones (ante is not played). */
export const ZONE_NAMES = [
  'library',
  'hand',
  'battlefield',
  'graveyard',
  'stack',
  'exile',
  'command',
] as const;
/** A zone (CR 400.1). */
export type ZoneName = (typeof ZONE_NAMES)[number];

/** CR 500.1 steps and phases without steps, in turn order. */
export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
] as const;
/** A step, or a phase without steps (CR 500.1). */
export type Step = (typeof STEPS)[number];

/** CR 205.2a card types. */
export const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
  'Conspiracy',
  'Dungeon',
  'Phenomenon',
  'Plane',
  'Scheme',
  'Vanguard',
] as const;
/** A card type (CR 205.2a). */
export type CardType = (typeof CARD_TYPES)[number];
/** Whether a word of a type line is a card type (CR 205.2a). */
export const isCardType = (t: string): t is CardType => (CARD_TYPES as readonly string[]).includes(t);

/** CR 205.4a supertypes. */
export const SUPERTYPES = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'] as const;
/** A supertype (CR 205.4a). */
export type Supertype = (typeof SUPERTYPES)[number];
/** Whether a word of a type line is a supertype (CR 205.4a). */
export const isSupertype = (t: string): t is Supertype => (SUPERTYPES as readonly string[]).includes(t);

/** CR 205.3i: the basic land types, each with its mana ability (305.6). */
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
/** A basic land type (CR 205.3i). */
export type BasicLandType = (typeof BASIC_LAND_TYPES)[number];
