import type { Instruction } from '../../effects/types.js';
import type { On, RawInstruction, Ref } from './references.js';

/**
 * Sentences read inside one instruction: a choice's (optional.ts, CR 608.2d) or an "if"'s branches
 * (if-sentences.ts, 608.2c). `settle` sees the whole as one sentence, with one reference, subject
 * and "where X"; each wrapped sentence is built with what `settle` made of it.
 */

const sameRef = (a: Ref, b: Ref): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the wrapped sentences act on, as one reference for `settle`: their target (they may
 * name only one), else "it", else the object itself, else the attached creature, else nothing.
 */
const refOf = (raw: readonly RawInstruction[]): Ref | null => {
  const targets = raw.filter((r) => r.ref.kind === 'target');
  const [first] = targets;
  if (first !== undefined) return targets.every((r) => sameRef(r.ref, first.ref)) ? first.ref : null;
  for (const kind of ['it', 'self', 'attached'] as const) {
    const found = raw.find((r) => r.ref.kind === kind);
    if (found !== undefined) return found.ref;
  }
  return { kind: 'none' };
};

/** The wrapped sentences as one for `settle`, without its `build`; null where they can't be one. */
export const wrapping = (all: readonly RawInstruction[]): Omit<RawInstruction, 'build'> | null => {
  const ref = refOf(all);
  // "where X is" is given to the whole ability by `settle`; one number for X.
  const [whereX, ...more] = all.flatMap((r) => (r.whereX ? [r.whereX] : []));
  if (ref === null || more.length > 0) return null;
  // The wrapped sentences' subject, which `settle` checks for the whole: "it" is the stricter.
  const subjects = all.flatMap((r) => (r.subject ? [r.subject] : []));
  const subject = subjects.find((s) => s.kind === 'it') ?? subjects[0];
  return { ref, ...(subject ? { subject } : {}), ...(whereX ? { whereX } : {}) };
};

/**
 * Builds each wrapped sentence with what it acts on, given what `settle` made of the whole and
 * what "it" meant where they begin; naming the object itself makes it "it" (as in `settle`).
 * "That creature" is the target or trigger object named before it (608.2c), as in `settle`.
 */
export const buildAll = (raw: readonly RawInstruction[], on: On, it: On): Instruction[] | null => {
  const built: Instruction[] = [];
  let named = it;
  for (const r of raw) {
    const itHere: On = on === 'targets' ? 'targets' : named;
    const inner: On | null =
      r.ref.kind === 'target'
        ? on === 'targets'
          ? 'targets'
          : null
        : r.ref.kind === 'it'
          ? itHere
          : r.ref.kind === 'that'
            ? itHere === 'targets' || itHere === 'triggerObject'
              ? itHere
              : null
            : r.ref.kind === 'attached'
              ? 'attachedTo'
              : 'self';
    if (r.ref.kind === 'self') named = 'self';
    const made = inner === null ? null : r.build(inner, itHere);
    if (made === null) return null;
    built.push(made);
  }
  return built;
};
