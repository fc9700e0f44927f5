import type { CardData, CardFace } from '../cards/card-data.js';
import { isModifierLayout } from '../cards/card-fields.js';
import { faceOf, printedColors, printedLoyalty, printedPT } from '../cards/printed.js';
import { parsePrintedPT } from '../cards/printed-pt.js';
import { parseManaCost } from '../mana/cost.js';
import type { RulesError } from '../result.js';
import { oracleSymbols, tokenizeOracle } from '../symbols/oracle.js';
import { colorByAbility, expectedColors } from './colors.js';
import { layoutKind } from './layouts.js';
import type { CardCheck } from './report.js';
import { typeLineProblems } from './types.js';

/** One problem found on a face, before it is matched against the exceptions. */
export interface Finding {
  readonly check: CardCheck;
  readonly path: string;
  readonly message: string;
  /** The word or symbol it is about, where exceptions are by word (see `TYPE_WORD_EXCEPTIONS`). */
  readonly subject?: string;
}

export const facePath = (card: CardData, faceIndex: number): string =>
  card.faces ? `$.faces[${faceIndex}]` : '$';

const at = (error: RulesError): string =>
  error.offset === undefined ? error.message : `${error.message} (at character ${error.offset})`;

/** CR 202.1: the printed mana cost parses; its Un-set symbols are reported separately. */
export const costFindings = (face: CardFace, path: string): Finding[] => {
  if (face.manaCost === null) return [];
  const cost = parseManaCost(face.manaCost);
  if (!cost.ok)
    return [{ check: 'cost', path: `${path}.manaCost`, message: `${face.manaCost}: ${at(cost.error)}` }];
  const playful = cost.value.filter((s) => !s.tournamentLegal).map((s) => s.text);
  return playful.length === 0
    ? []
    : [
        {
          check: 'symbols',
          path: `${path}.manaCost`,
          message: `Un-set symbols in the cost: ${playful.join(' ')}`,
        },
      ];
};

/** CR 202.3: a recorded mana value equals `expected`; no record, or no rule (null), is not checked. */
export const manaValueFindings = (
  recorded: number | undefined,
  expected: number | null,
  path: string,
): Finding[] =>
  recorded === undefined || expected === null || recorded === expected
    ? []
    : [
        {
          check: 'manaValue',
          path: `${path}.manaValue`,
          message: `recorded ${recorded}, expected ${expected} (CR 202.3)`,
        },
      ];

const show = (colors: readonly string[]): string => (colors.length === 0 ? 'colorless' : colors.join(''));

/**
 * CR 202.2, 204.2: the recorded colours are the cost's and colour indicator's, unless a colour
 * CDA sets them (604.3). `byAbility` says whether a CDA explained a difference.
 */
export const colorFindings = (
  card: CardData,
  faceIndex: number,
  path: string,
): { readonly findings: Finding[]; readonly byAbility: boolean } => {
  // A token's colours are its creator's (CR 111.3); an emblem has none (114.2).
  if (layoutKind(card.layout) !== 'card') return { findings: [], byAbility: false };
  const face = faceOf(card, faceIndex);
  const printed = face.ok ? printedColors(face.value) : face;
  // The cost check reports a cost that doesn't parse; there are no colours to compare then.
  if (!face.ok || !printed.ok) return { findings: [], byAbility: false };
  const recorded = face.value.colors.join('');
  if (printed.value.join('') === recorded) return { findings: [], byAbility: false };
  const expected = expectedColors(face.value, printed.value);
  if (colorByAbility(face.value) !== null && expected.join('') === recorded)
    return { findings: [], byAbility: true };
  const message = `recorded ${show(face.value.colors)}, cost and colour indicator give ${show(printed.value)} (CR 202.2, 204.2)`;
  return { findings: [{ check: 'colors', path: `${path}.colors`, message }], byAbility: false };
};

/** CR 205: the type line's words are types, supertypes and subtypes of those types. */
export const typeFindings = (card: CardData, face: CardFace, path: string): Finding[] =>
  typeLineProblems(face, layoutKind(card.layout)).map(({ word, message }) => ({
    check: 'types',
    path: `${path}.types`,
    message,
    subject: word,
  }));

/** CR 208.1, 209.1, 310.4: printed power, toughness, loyalty and defense. */
export const printedFindings = (card: CardData, faceIndex: number, path: string): Finding[] => {
  const found: Finding[] = [];
  const pt = printedPT(card, faceIndex);
  if (!pt.ok) found.push({ check: 'printed', path: pt.error.path ?? path, message: at(pt.error) });
  const loyalty = printedLoyalty(card, faceIndex);
  if (!loyalty.ok)
    found.push({ check: 'printed', path: loyalty.error.path ?? path, message: at(loyalty.error) });
  const defense = (card.faces?.[faceIndex] ?? card).defense;
  if (defense !== null) {
    const read = parsePrintedPT(defense, { modifier: isModifierLayout(card.layout) });
    if (!read.ok)
      found.push({ check: 'printed', path: `${path}.defense`, message: `${defense}: ${at(read.error)}` });
  }
  return found;
};

/** CR 107: every symbol of the Oracle text; symbols the CR doesn't define are reported as such. */
export const textFindings = (face: CardFace, path: string): Finding[] => {
  const tokens = tokenizeOracle(face.text);
  if (!tokens.ok) return [{ check: 'tokenize', path: `${path}.text`, message: at(tokens.error) }];
  const playful = oracleSymbols(tokens.value)
    .filter((s) => !s.tournamentLegal)
    .map((s) => s.text);
  return playful.length === 0
    ? []
    : [
        {
          check: 'symbols',
          path: `${path}.text`,
          message: `Un-set symbols in the text: ${[...new Set(playful)].join(' ')}`,
        },
      ];
};
