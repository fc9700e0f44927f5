import type { AbilityDef, Keyword, LayerOp } from '../effects/types.js';
import { tokenizeOracle } from '../symbols/oracle.js';
import { grant } from './grammar/instructions.js';
import { keywordLine } from './keyword-line.js';

/**
 * CR 711.2a-b: a level striation, "LEVEL N1-N2" then a P/T box and abilities, is one static
 * ability of the leveler: while its level counters are in range it has that base power and
 * toughness (layer 7b) and those abilities (layer 6).
 */
export interface Striation {
  readonly ability: AbilityDef;
  /** The index of the first paragraph after it. */
  readonly next: number;
}

const levelOf = (paragraph: string): { readonly min: number; readonly max: number | null } | null => {
  const tokens = tokenizeOracle(paragraph);
  const [first] = tokens.ok ? tokens.value : [];
  return first?.kind === 'symbol' && first.symbol.kind === 'level' ? first.symbol : null;
};

const PT_BOX = /^(\d+)\/(\d+)$/;

export const levelStriations = (paragraphs: readonly string[], at: number): Striation | null => {
  const level = levelOf(paragraphs[at] ?? '');
  if (level === null) return null;
  let next = at + 1;
  while (next < paragraphs.length && levelOf(paragraphs[next] ?? '') === null) next++;
  const lines = paragraphs.slice(at, next);
  const text = lines.join('\n');
  const box = PT_BOX.exec(lines[1] ?? '');
  const keywords: Keyword[] = [];
  for (const line of lines.slice(2)) {
    const abilities = keywordLine(line);
    for (const a of abilities ?? []) if (a.kind === 'keyword') keywords.push(a.keyword);
    if (abilities === null || abilities.some((a) => a.kind !== 'keyword')) {
      const reason = `the striation's ability "${line}" is not one the compiler reads`;
      return { ability: { kind: 'unsupported', text, reason }, next };
    }
  }
  if (box === null) {
    return { ability: { kind: 'unsupported', text, reason: 'a level striation without its P/T box' }, next };
  }
  const ops: LayerOp[] = [
    {
      kind: 'setPT',
      power: { kind: 'constant', n: Number(box[1]) },
      toughness: { kind: 'constant', n: Number(box[2]) },
    },
  ];
  if (keywords.length > 0) ops.push(grant(keywords));
  const ability: AbilityDef = {
    kind: 'static',
    text,
    effect: { affects: { self: true }, ops },
    condition: { kind: 'levelBetween', min: level.min, max: level.max },
  };
  return { ability, next };
};
