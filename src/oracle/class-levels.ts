import type { AbilityDef } from '../effects/types.js';
import { appendAll } from '../lists.js';
import type { Result } from '../result.js';
import { manaSymbols } from './grammar/mana.js';
import type { Lexed } from './paragraph-tokens.js';
import { map, punct, seq, token, whole } from './parser.js';

/**
 * CR 716.2, 107.16: a Class's level bar, "[Cost]: Level N", and the abilities printed in its
 * section below it. The bar means "[Cost]: This Class's level becomes N. Activate only if this
 * Class is level N-1 and only as a sorcery" and "As long as this Class is level N or greater, it
 * has [abilities]" (716.2a): an activated ability, and a static ability granting the section's
 * abilities (layer 6, 613.1f) while its level is high enough. The static ability is made one per
 * ability of the section, so that one the compiler can't read is reported alone, unsupported,
 * and the others apply. What is printed above the first bar is the Class's own (716.3).
 */

export interface ClassSection {
  readonly abilities: readonly AbilityDef[];
  /** The index of the first paragraph after the section. */
  readonly next: number;
}

/** One paragraph compiled where it stands, with the index of the paragraph after it. */
export type ReadAt = (at: number) => ClassSection;

interface Bar {
  readonly cost: string;
  readonly level: number;
}

const BAR = whole<Bar>(
  map(seq(manaSymbols(), punct(':'), token('sym')), ([cost, , bar]) =>
    bar.symbol.kind === 'classLevel' && bar.symbol.level >= 2 ? { cost, level: bar.symbol.level } : null,
  ),
);

/** What a level bar's line looks like, checked before the line is lexed: most paragraphs aren't bars. */
const LOOKS_LIKE_BAR = /: Level \d+$/;

const barOf = (text: string, lex: (text: string) => Result<Lexed>): Bar | null => {
  if (!LOOKS_LIKE_BAR.test(text)) return null;
  const lexed = lex(text);
  return lexed.ok ? BAR(lexed.value.toks) : null;
};

/** CR 716.2a: the activated half of a level bar. */
const levelUp = (text: string, { cost, level }: Bar): AbilityDef => ({
  kind: 'activated',
  text,
  cost,
  timing: 'sorcery',
  onlyIf: { kind: 'classLevel', level: level - 1 },
  targets: null,
  instructions: [{ kind: 'becomeLevel', level }],
});

/** CR 716.2a: the static half, for one ability of the section; its text is the bar's and the ability's. */
const whileLevel = (bar: string, level: number, ability: AbilityDef): AbilityDef => {
  const text = `${bar}\n${ability.text}`;
  if (ability.kind === 'unsupported') return { kind: 'unsupported', text, reason: ability.reason };
  return {
    kind: 'static',
    text,
    effect: { affects: { self: true }, ops: [{ kind: 'addAbilities', abilities: [ability] }] },
    condition: { kind: 'classLevel', level, orGreater: true },
  };
};

/**
 * The level bar at `at` and its section, the paragraphs up to the next bar, each read by
 * `read`; null when the paragraph at `at` isn't a level bar.
 */
export const classSection = (
  paragraphs: readonly string[],
  at: number,
  lex: (text: string) => Result<Lexed>,
  read: ReadAt,
): ClassSection | null => {
  const text = paragraphs[at] ?? '';
  const bar = barOf(text, lex);
  if (bar === null) return null;
  const abilities: AbilityDef[] = [levelUp(text, bar)];
  let next = at + 1;
  while (next < paragraphs.length && barOf(paragraphs[next] ?? '', lex) === null) {
    const section = read(next);
    appendAll(
      abilities,
      section.abilities.map((a) => whileLevel(text, bar.level, a)),
    );
    next = section.next;
  }
  return { abilities, next };
};
