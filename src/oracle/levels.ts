import type { AbilityDef, LayerOp } from '../effects/types.js';
import { tokenizeOracle } from '../symbols/oracle.js';
import { grantable } from './ability-texts.js';
import type { ReadAt } from './class-levels.js';

/**
 * CR 711.2a-b: a level striation, "LEVEL N1-N2" then a P/T box and abilities, is one static
 * ability of the leveler: while its level counters are in range it has that base power and
 * toughness (layer 7b) and those abilities (layer 6). Each of those abilities is read as a
 * paragraph of the leveler (its name is the leveler's); the striation is modelled when all are.
 */
export interface Striation {
  readonly ability: AbilityDef;
  /** The index of the first paragraph after it. */
  readonly next: number;
}

const levelOf = (paragraph: string): { readonly min: number; readonly max: number | null } | null => {
  // Most paragraphs aren't level symbols: look before tokenizing (107.16's "LEVEL N1-N2", "LEVEL N+").
  if (!paragraph.startsWith('LEVEL ')) return null;
  const tokens = tokenizeOracle(paragraph);
  const [first] = tokens.ok ? tokens.value : [];
  return first?.kind === 'symbol' && first.symbol.kind === 'level' ? first.symbol : null;
};

const PT_BOX = /^(\d+)\/(\d+)$/;

export const levelStriations = (
  paragraphs: readonly string[],
  at: number,
  read: ReadAt,
): Striation | null => {
  const level = levelOf(paragraphs[at] ?? '');
  if (level === null) return null;
  let next = at + 1;
  while (next < paragraphs.length && levelOf(paragraphs[next] ?? '') === null) next++;
  const lines = paragraphs.slice(at, next);
  const text = lines.join('\n');
  const box = PT_BOX.exec(lines[1] ?? '');
  if (box === null) {
    return { ability: { kind: 'unsupported', text, reason: 'a level striation without its P/T box' }, next };
  }
  const granted: AbilityDef[] = [];
  for (let line = at + 2; line < next; ) {
    const section = read(line);
    for (const ability of section.abilities.map(grantable)) {
      if (ability.kind === 'unsupported') {
        const reason = `the striation's ability "${ability.text}" is not supported: ${ability.reason}`;
        return { ability: { kind: 'unsupported', text, reason }, next };
      }
      granted.push(ability);
    }
    line = section.next;
  }
  const ops: LayerOp[] = [
    {
      kind: 'setPT',
      power: { kind: 'constant', n: Number(box[1]) },
      toughness: { kind: 'constant', n: Number(box[2]) },
    },
  ];
  if (granted.length > 0) ops.push({ kind: 'addAbilities', abilities: granted });
  const ability: AbilityDef = {
    kind: 'static',
    text,
    effect: { affects: { self: true }, ops },
    condition: { kind: 'levelBetween', min: level.min, max: level.max },
  };
  return { ability, next };
};
