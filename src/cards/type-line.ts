import { CREATURE_TYPES } from '../state/subtypes.js';
import { SUPERTYPES } from '../state/vocabulary.js';

/** A type line split into its three parts (CR 205.1). */
export interface TypeLineParts {
  readonly supertypes: string[];
  readonly types: string[];
  readonly subtypes: string[];
}

/** CR 205.4a, and Unstable's "Host", which its host cards print as a supertype (as MTGJSON reads them). */
const SUPERTYPE_WORDS: ReadonlySet<string> = new Set([...SUPERTYPES, 'Host']);

/** CR 205.3m: "Time Lord" is the one subtype of two words. */
const TWO_WORD_SUBTYPES: readonly string[] = CREATURE_TYPES.filter((t) => t.includes(' '));

const words = (text: string): string[] => text.split(' ').filter((w) => w !== '');

const subtypeWords = (text: string, types: readonly string[]): string[] => {
  // CR 205.3n: a plane has one planar type, and planar types run to several words ("Serra’s Realm").
  if (types.includes('Plane')) return [words(text).join(' ')];
  const out: string[] = [];
  const list = words(text);
  for (let i = 0; i < list.length; i++) {
    const pair = `${list[i]} ${list[i + 1]}`;
    if (TWO_WORD_SUBTYPES.includes(pair)) {
      out.push(pair);
      i++;
    } else {
      out.push(list[i] ?? '');
    }
  }
  return out;
};

/**
 * "Legendary Creature — Elf Warrior": supertypes (CR 205.4a) and card types (CR 205.2a) come
 * before the dash, subtypes after it (CR 205.3a). Like MTGJSON, a word that isn't a supertype
 * counts as a card type, so joke type lines ("Scariest Creature You’ll Ever See") keep every word.
 */
export const splitTypeLine = (line: string): TypeLineParts => {
  const dash = line.indexOf('—');
  const before = words(dash < 0 ? line : line.slice(0, dash));
  const types = before.filter((w) => !SUPERTYPE_WORDS.has(w));
  return {
    supertypes: before.filter((w) => SUPERTYPE_WORDS.has(w)),
    types,
    subtypes: dash < 0 ? [] : subtypeWords(line.slice(dash + 1), types),
  };
};
