import type { AbilityDef, LayerOp } from '../../effects/types.js';
import { pendingText } from '../ability-texts.js';
import { alt, anyOf, listOf, map, type Parser, punct, seq, token, words } from '../parser.js';
import { keywordList, keywordsOfOne } from './keywords.js';
import { manaSymbols } from './mana.js';
import { creatureTypePlural } from './nouns.js';
import { ward } from './ward-trigger.js';

/**
 * What a continuous effect grants in layer 6 (CR 613.1f): keywords, each its own ability with
 * its name for text, and abilities in quotation marks, each kept as text to be read as a
 * paragraph of the object that will have it (ability-texts.ts).
 */

/**
 * CR 702.16a: "protection from Zombies" (Diregraf Escort): protection from a creature type, which
 * no keyword of the engine names; its text the quality as printed, a plural capitalised.
 */
const typeProtection: Parser<AbilityDef[]> = (toks, at) => {
  const named = seq(words('protection from'), creatureTypePlural)(toks, at);
  const plural = toks[at + 2];
  if (named === null || plural?.t !== 'word') return null;
  const quality = plural.v.charAt(0).toUpperCase() + plural.v.slice(1);
  const [, subtype] = named.value;
  return {
    value: [
      { kind: 'protection', text: `Protection from ${quality}`, quality, from: { subtypes: [subtype] } },
    ],
    at: named.at,
  };
};

const grantable: Parser<AbilityDef[]> = alt(
  // CR 702.21a: "has ward {1}" (Plate Armor): ward's triggered ability, on the permanent that has it.
  map(seq(words('ward'), manaSymbols()), ([, pay]) =>
    pay.includes('X') ? null : [ward({ pay }, `Ward ${pay}`)],
  ),
  map(keywordsOfOne, (ks) => ks.map((k): AbilityDef => ({ kind: 'keyword', keyword: k, text: k }))),
  typeProtection,
  map(token('quoted'), (t) => [pendingText(t.text)]),
);

/** "flying", "flying and trample", '"{T}: Add {G}."', 'flying and "When this creature dies, ..."'. */
export const grantedList: Parser<AbilityDef[]> = map(listOf(grantable), (abilities) => abilities.flat());

/** The same abilities as a layer-6 effect's operation. */
export const grantedAbilities: Parser<LayerOp> = map(
  grantedList,
  (abilities): LayerOp => ({ kind: 'addAbilities', abilities }),
);

/**
 * CR 113.10, 613.1f: "loses flying", "lose flying and trample": what a layer-6 effect removes,
 * every instance of each (113.10b). "loses all abilities" is another template (becomes.ts).
 */
export const lostKeywords: Parser<LayerOp> = map(
  seq(anyOf('loses', 'lose'), keywordList),
  ([, keywords]): LayerOp => ({ kind: 'loseKeywords', keywords }),
);

/**
 * The end of a sentence: its full stop, which stands inside the closing quotation mark when the
 * sentence ends with a quoted ability ('Creatures you control have "{T}: Add {G}."').
 */
export const sentenceEnd: Parser<true> = alt(
  map(punct('.'), () => true),
  (toks, at) => {
    const before = toks[at - 1];
    return before?.t === 'quoted' && before.text.endsWith('.') ? { value: true, at } : null;
  },
);
