import type { AbilityDef, EntryChoice, Filter, LayerOp, Value } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { boundReadableIn } from './pt-bounds.js';
import { controlledBy, creatureGroup } from './subjects.js';

/**
 * CR 614.12: choices a permanent's controller makes as it enters ("As [this] enters, choose a
 * color."), and the static abilities that read them: "of the chosen type / color", "is the
 * chosen type in addition to its other types" (613.1d).
 */

const entersWords = seq(words('enters'), opt(words('the battlefield')));

const chosenValue: Parser<EntryChoice> = alt(
  map(words('a color'), (): EntryChoice => ({ kind: 'color' })),
  map(words('a creature type'), (): EntryChoice => ({ kind: 'creatureType' })),
  // CR 102.3: one of its controller's opponents, read by "the chosen player" (grammar/subjects.ts).
  map(words('an opponent'), (): EntryChoice => ({ kind: 'opponent' })),
);

/** "As [this] enters [the battlefield], choose a color / a creature type / an opponent." */
export const asEntersChoice: AbilityParser = map(
  seq(words('as'), token('self'), entersWords, punct(','), words('choose'), chosenValue, punct('.')),
  ([, , , , , choice]) =>
    (text: string): AbilityDef => ({ kind: 'asEnters', text, choice }),
);

/** "of the chosen type", "of the chosen color": of what its source chose as it entered. */
export const ofTheChosen: Parser<Filter> = alt(
  map(words('of the chosen type'), (): Filter => ({ chosenCreatureType: true })),
  map(words('of the chosen color'), (): Filter => ({ chosenColor: true })),
);

/**
 * "[Other] [All] creatures [you control] of the chosen type [your opponents control]": the
 * controller said before or after the choice, as Oracle text has both.
 */
export const chosenGroup: Parser<Filter> = map(
  seq(
    opt(anyOf('other', 'all other')),
    opt(words('all')),
    words('creatures'),
    opt(controlledBy),
    ofTheChosen,
    opt(controlledBy),
  ),
  ([isOther, , , before, chosen, after]): Filter | null => {
    if (before !== null && after !== null) return null;
    const who = before ?? after;
    return {
      types: ['Creature'],
      ...(isOther ? { other: true } : {}),
      ...chosen,
      ...(who === null ? {} : { controller: who }),
    };
  },
);

/**
 * "permanents of the chosen color your opponents control" (Chameleon Spirit's count): the
 * permanents of the colour its own object chose as it entered, none while it is elsewhere.
 */
export const chosenColorPermanents: Parser<Value> = map(
  seq(words('permanents of the chosen color'), controlledBy),
  ([, who]): Value => ({ kind: 'count', of: { chosenColor: true, controller: who } }),
);

/** A static ability doing `op` to what `affects` describes. */
const staticOf = (affects: Filter, op: LayerOp): ((text: string) => AbilityDef) | null =>
  boundReadableIn(affects, [op])
    ? (text) => ({ kind: 'static', text, effect: { affects, ops: [op] } })
    : null;

/** The object itself, or the group `other` names. */
const selfOr = (other: Parser<Filter>): Parser<Filter> =>
  alt<Filter>(
    map(token('self'), () => ({ self: true })),
    other,
  );

/** CR 614.12, 105.1, 613.1e: "[This] is the chosen color.", "All nonland permanents are the chosen color." */
export const chosenColorSet: AbilityParser = map(
  seq(
    selfOr(map(words('all nonland permanents'), (): Filter => ({ notTypes: ['Land'] }))),
    anyOf('is', 'are'),
    words('the chosen color'),
    punct('.'),
  ),
  ([affects]) => staticOf(affects, { kind: 'setChosenColor' }),
);

/**
 * CR 613.1d, 205.1b: "[This] is the chosen type in addition to its other types.", "Each
 * creature you control is the chosen type in addition to its other types."
 */
export const chosenTypeAdded: AbilityParser = map(
  seq(
    selfOr(
      map(words('each creature you control'), (): Filter => ({ types: ['Creature'], controller: 'you' })),
    ),
    words('is the chosen type in addition to its other types'),
    punct('.'),
  ),
  ([affects]) => staticOf(affects, { kind: 'setTypes', addChosenCreatureType: true }),
);

/** CR 702.16a, 613.1f: "[This] has protection from the chosen color.", "All Slivers have protection from the chosen color." */
export const chosenColorProtection: AbilityParser = map(
  seq(selfOr(creatureGroup), anyOf('has', 'have'), words('protection from the chosen color'), punct('.')),
  ([affects]) => staticOf(affects, { kind: 'addChosenColorProtection' }),
);
