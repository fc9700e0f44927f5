import { alt, map, type Parser, punct, seq, token, words } from './parser.js';
import type { Tok } from './tokens.js';

/**
 * Keyword actions (CR 701) the engine doesn't perform, each a whole instruction ending its
 * sentence: "Learn." (701.48a: a Lesson card from outside the game, which no state holds),
 * "venture into the dungeon." (701.49: dungeon cards, outside the game too), and a plane's "Whenever
 * you roll {CHAOS}" (901.9: the planar die, Planechase's). An unsupported
 * ability that says one, or that changes a spell's text, is refused naming it, not where the
 * grammar stopped.
 */
const UNMODELLED: readonly (readonly [phrase: string, name: string, rule: string])[] = [
  ['learn', 'Learn', '701.48'],
  ['venture into the dungeon', 'Venture into the Dungeon', '701.49'],
];

const action: Parser<string> = alt(
  ...UNMODELLED.map(([phrase, name, rule]) =>
    map(seq(words(phrase), punct('.')), () => `the keyword action ${name} (CR ${rule}) is not modelled yet`),
  ),
  // CR 901.9, 311.7: "Whenever you roll {CHAOS}" is the planar die of Planechase, whose planes no game here holds.
  map(seq(words('whenever you roll'), token('sym')), ([, sym]) =>
    sym.symbol.kind === 'chaos'
      ? 'rolling the planar die (CR 901.9) is not modelled: Planechase and its planes are not part of the game'
      : null,
  ),
  // CR 612.1: a spell resolves from its printed text, so a change to a spell's text on the stack isn't made.
  map(
    words('change the text of target spell or permanent'),
    () => "changing a spell's text (CR 612.1) is not modelled: spells resolve from their printed text",
  ),
);

/** Why an unsupported ability can't be read, when it says an unmodelled keyword action; else null. */
export const unmodelledAction = (toks: readonly Tok[]): string | null => {
  for (let at = 0; at < toks.length; at++) {
    const found = action(toks, at);
    if (found !== null) return found.value;
  }
  return null;
};
