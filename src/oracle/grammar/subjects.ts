import type { Filter, PlayerRef } from '../../effects/types.js';
import { alt, anyOf, listOf, map, opt, type Parser, remembered, seq, token, words } from '../parser.js';
import { adjectives, joinFilters } from './adjectives.js';
import { manaValueBound } from './card-quality.js';
import { counterKind } from './counter-kind.js';
import { eitherCreatures } from './either-groups.js';
import { keyword } from './keywords.js';
import { cardTypeWord, creatureTypePlural, creatureTypeWord, permanentNoun, subtypeWord } from './nouns.js';
import { ptBound } from './pt-bounds.js';

/**
 * Groups of objects as Oracle text names them, as the layers' filters (CR 611.3a: permanents on
 * the battlefield): "creatures you control", "other Elf creatures", "white creatures your
 * opponents control", "other Merfolk", "all creatures".
 */

/** The players a group's "[player] control(s)" names (CR 109.4). */
export type ControllerRef = Extract<
  PlayerRef,
  'you' | 'opponents' | 'defendingPlayer' | 'triggerPlayer' | 'chosenPlayer'
>;

/**
 * "you control", "your opponents control", "an opponent controls"; "you don't control" too, the
 * same players here: with no teams, every other player is an opponent (CR 102.3); "defending
 * player controls" (508.5), "that player controls" (603.2c) and "the chosen player controls" (614.12).
 */
export const controlledBy: Parser<ControllerRef> = alt<ControllerRef>(
  map(words('you control'), () => 'you'),
  map(anyOf('your opponents control', 'an opponent controls', "you don't control"), () => 'opponents'),
  // CR 508.5, 603.2c: a player the ability names by relation (named-players.ts says where it may).
  map(words('defending player controls'), () => 'defendingPlayer'),
  map(words('that player controls'), () => 'triggerPlayer'),
  // CR 614.12: the opponent its source chose as it entered (oracle/chosen-player.ts says where).
  map(words('the chosen player controls'), () => 'chosenPlayer'),
);

const withController = (filter: Filter, who: ControllerRef | null): Filter =>
  who === null ? filter : { ...filter, controller: who };

/** "enchanted", "equipped": an Aura or an Equipment is attached to it (CR 303.4, 301.5). */
const attachedState: Parser<Filter> = alt<Filter>(
  map(words('enchanted'), () => ({ inState: 'enchanted' })),
  map(words('equipped'), () => ({ inState: 'equipped' })),
);

/** "with a +1/+1 counter on it" (CR 122.1): at least one counter of that kind; a status, no characteristic. */
export const withCounterOnIt: Parser<Filter> = map(
  seq(words('with a'), counterKind, words('counter on it')),
  ([, kind]): Filter => ({ withCounter: kind }),
);

/**
 * "other than [this]" (Impelled Giant, Márton Stromgald): any object but the one with the ability,
 * which its name names alone (CR 201.5, 109.1).
 */
export const otherThanSelf: Parser<Filter> = map(seq(words('other than'), token('self')), () => ({
  other: true,
}));

/** "that's a Wolf or a Werewolf" (Howlpack Resurgence), "that's a Zombie": a permanent with either subtype (CR 205.3). */
const thatsASubtype: Parser<Filter> = map(
  seq(words("that 's"), anyOf('a', 'an'), subtypeWord, opt(seq(words('or'), anyOf('a', 'an'), subtypeWord))),
  ([, , first, or]) =>
    or === null ? { subtypes: [first] } : or[2] === first ? null : { subtypes: [first, or[2]] },
);

/** "named [this]": named as the object with the ability is (201.5b; Flame Burst, Plague Rats). */
export const namedAsSelf: Parser<Filter> = map(seq(words('named'), token('self')), () => ({
  namedAsSource: true,
}));

/**
 * "with flying" (613.1f: its abilities now), "with a +1/+1 counter on it" (122.1), "with power 2
 * or less" (208.1), "with mana value 4 or greater" (202.3), "that are enchanted", "that's equipped",
 * "other than [this]", "named [this]".
 */
export const withQuality: Parser<Filter> = alt(
  withCounterOnIt,
  otherThanSelf,
  thatsASubtype,
  // "each other creature named [this]" (Brothers Yamazaki), "creatures named [this]" (Ivory Guardians).
  namedAsSelf,
  map(seq(words('with'), keyword), ([, k]): Filter => ({ withKeyword: k })),
  map(seq(words('without'), keyword), ([, k]): Filter => ({ withoutKeyword: k })),
  map(ptBound, (bound): Filter => ({ ptBound: bound })),
  manaValueBound,
  map(seq(anyOf('that are', "that 's"), attachedState), ([, state]) => state),
);

const other = opt(anyOf('other', 'all other', 'each other'));

/** "artifact creatures", "enchantment creatures": creatures with another card type too (205.2a). */
const alsoType: Parser<Filter> = map(cardTypeWord, (t) =>
  t === 'Artifact' || t === 'Enchantment' || t === 'Land' ? { types: [t, 'Creature'] } : null,
);

/** "creatures", "creature tokens" (CR 111.1). */
const creaturesNoun: Parser<Filter> = alt<Filter>(
  map(words('creature tokens'), () => ({ token: true })),
  map(words('creatures'), () => ({})),
);

/** "[you control] [with flying]", or "with flying your opponents control" (One-Eyed Scarecrow). */
const controlledWith: Parser<readonly [ControllerRef | null, Filter | null]> = map(
  seq(opt(withQuality), opt(controlledBy), opt(withQuality)),
  ([before, who, after]) => (before && after ? null : [who, before ?? after]),
);

/**
 * "[other] [colour] [subtype] creatures [you control] [with flying]", "each [other] creature [you
 * control] [with a +1/+1 counter on it]", "each [other] Elf [creature] you control", or "[other]
 * [all] [subtype plural] [you control]".
 */
export const creatureGroup: Parser<Filter> = remembered(
  alt(
    map(
      seq(
        other,
        opt(words('all')),
        adjectives,
        opt(attachedState),
        opt(alsoType),
        opt(creatureTypeWord),
        creaturesNoun,
        controlledWith,
      ),
      ([isOther, , before, attachment, also, subtype, noun, [who, quality]]): Filter =>
        withController(
          {
            types: ['Creature'],
            ...also,
            ...(isOther ? { other: true } : {}),
            ...joinFilters([before, attachment ?? {}]),
            ...(subtype ? { subtypes: [subtype] } : {}),
            ...noun,
            ...quality,
          },
          who,
        ),
    ),
    map(
      seq(
        words('each'),
        opt(words('other')),
        adjectives,
        opt(alsoType),
        words('creature'),
        opt(controlledBy),
        opt(withQuality),
      ),
      ([, isOther, before, also, , who, quality]): Filter =>
        withController(
          { types: ['Creature'], ...also, ...(isOther ? { other: true } : {}), ...before, ...quality },
          who,
        ),
    ),
    // "each Elf you control", "each other Dragon creature you control": a creature type in the singular.
    map(
      seq(words('each'), opt(words('other')), creatureTypeWord, opt(words('creature')), controlledBy),
      ([, isOther, subtype, creature, who]): Filter =>
        withController(
          {
            ...(creature ? { types: ['Creature'] } : {}),
            subtypes: [subtype],
            ...(isOther ? { other: true } : {}),
          },
          who,
        ),
    ),
    // "Skeletons, Vampires, and Zombies you control": creatures of any of these types (205.3m).
    map(
      seq(other, opt(words('all')), listOf(creatureTypePlural), opt(controlledBy)),
      ([isOther, , list, who]) =>
        new Set(list).size === list.length
          ? withController({ subtypes: list, ...(isOther ? { other: true } : {}) }, who)
          : null,
    ),
    // "Other snow and Zombie creatures you control": creatures with either quality (either-groups.ts).
    map(seq(eitherCreatures, opt(controlledBy)), ([filter, who]) => withController(filter, who)),
    // "Vehicles you control", "Other permanents you control", "untapped lands you control": the
    // permanents of a kind a player controls (CR 110.1, 205.3g).
    map(
      seq(other, opt(words('all')), permanentNoun(true), controlledBy, opt(withQuality)),
      ([isOther, , noun, who, quality]) =>
        withController({ ...noun, ...(isOther ? { other: true } : {}), ...quality }, who),
    ),
  ),
);

/**
 * "all enchantments", "all other enchantments", "all Islands", "all white permanents", "all
 * artifacts you control": the permanents of a kind (CR 110.1), "other" leaving out the object
 * itself.
 */
export const permanentGroup: Parser<Filter> = map(
  seq(words('all'), opt(words('other')), permanentNoun(true), opt(controlledBy)),
  ([, isOther, noun, who]) => withController({ ...noun, ...(isOther ? { other: true } : {}) }, who),
);

/** CR 303.4b, 303.4m, 301.5a: what its source enchants or equips, whatever the noun says it is. */
export const attached: Parser<Filter> = map(
  anyOf(
    'enchanted creature',
    'enchanted land',
    'enchanted artifact',
    'enchanted permanent',
    'equipped creature',
  ),
  () => ({ attachedToSource: true }),
);
