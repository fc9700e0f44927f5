import fc from 'fast-check';

/**
 * Mutations of a JSON value, as a fuzzer makes them from good boards: one place in it (any
 * value, at any depth) deleted, replaced, duplicated or nudged. A mutated board is mostly
 * right, so it reaches the checks past the schema that a random one rarely does.
 */

type Path = readonly (string | number)[];

/** How deep mutations reach: past any real board, short of what a deeply nested value would cost. */
const MAX_DEPTH = 32;

/** Every path in the value down to MAX_DEPTH, itself first, breadth first. */
const pathsIn = (value: unknown): Path[] => {
  const paths: Path[] = [[]];
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i] ?? [];
    if (path.length >= MAX_DEPTH) continue;
    const at = valueAt(value, path);
    if (Array.isArray(at)) for (const k of at.keys()) paths.push([...path, k]);
    else if (typeof at === 'object' && at !== null) for (const k of Object.keys(at)) paths.push([...path, k]);
  }
  return paths;
};

/** An own field's value, read from its descriptor: a getter (an adversarial value may have one) doesn't run. */
const own = (value: object, key: string | number): unknown => {
  const field = Object.getOwnPropertyDescriptor(value, key);
  return field !== undefined && 'value' in field ? field.value : undefined;
};

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (typeof v === 'object' && v !== null ? own(v, k) : undefined), value);

/** The value with the place at `path` made `edit(what was there)`; `undefined` deletes it. */
const edited = (value: unknown, path: Path, edit: (old: unknown) => unknown): unknown => {
  const [key, ...rest] = path;
  if (key === undefined) return edit(value);
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = edited(copy[Number(key)], rest, edit);
    if (next === undefined && rest.length === 0) copy.splice(Number(key), 1);
    else copy[Number(key)] = next;
    return copy;
  }
  if (typeof value !== 'object' || value === null) return value;
  // A copy with the same descriptors, so that copying runs no getter, made editable (the value may be frozen).
  const copy: Record<string, unknown> = {};
  for (const [k, field] of Object.entries(Object.getOwnPropertyDescriptors(value)))
    Object.defineProperty(copy, k, {
      ...field,
      configurable: true,
      ...('value' in field ? { writable: true } : {}),
    });
  const next = edited(own(copy, key), rest, edit);
  if (next === undefined && rest.length === 0) delete copy[key];
  else
    Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
};

const MUTATIONS = ['delete', 'replace', 'duplicate', 'nudge', 'swap'] as const;

/** What kind of JSON value this is, for mutations that keep a value's type. */
const kindOf = (value: unknown): string =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;

/**
 * `by` in place of `old`; with `keepTypes`, only a number or boolean by another. A string may be
 * an id, a zone or a kind, and an object or array any shape: TypeScript's types don't say which
 * values of those a field takes, so keeping them is keeping to the type.
 */
const typed = (keepTypes: boolean, old: unknown, by: unknown): unknown =>
  !keepTypes || (TYPED_KINDS.has(kindOf(old)) && kindOf(old) === kindOf(by)) ? by : old;

const TYPED_KINDS: ReadonlySet<string> = new Set(['number', 'boolean']);

/** One mutation of `value` at `path`: `by` and `elsewhere` (a value found elsewhere in it) are what may go there. */
const mutateAt = (
  v: unknown,
  path: Path,
  how: (typeof MUTATIONS)[number],
  { by, elsewhere, up, keepTypes }: { by: unknown; elsewhere: unknown; up: boolean; keepTypes: boolean },
): unknown => {
  switch (how) {
    case 'delete':
      return keepTypes && typeof path.at(-1) !== 'number' ? v : edited(v, path, () => undefined);
    case 'replace':
      return edited(v, path, (old) => typed(keepTypes, old, by));
    case 'duplicate':
      return edited(v, path, (old) => (Array.isArray(old) ? [...old, ...old] : old));
    case 'nudge':
      return edited(v, path, (old) => (typeof old === 'number' ? old + (up ? 1 : -1) : old));
    case 'swap':
      return edited(v, path, (old) => typed(keepTypes, old, elsewhere));
  }
};

/**
 * `value` with up to `maxMutations` mutations, each at a place drawn from the whole value, by
 * one of MUTATIONS. With `keepTypes`, each place keeps its kind of value (a number stays a
 * number, an object field stays), so a state stays a state by its type, with wrong values.
 */
export const mutated = (
  value: fc.Arbitrary<unknown>,
  replacement: fc.Arbitrary<unknown>,
  { maxMutations = 3, keepTypes = false } = {},
): fc.Arbitrary<unknown> =>
  fc
    .tuple(
      value,
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...MUTATIONS), replacement, fc.nat()), {
        minLength: 1,
        maxLength: maxMutations,
      }),
    )
    .map(([start, edits]) =>
      edits.reduce((v, [place, how, by, other]) => {
        const paths = pathsIn(v);
        const path = paths[place % paths.length] ?? [];
        const elsewhere = valueAt(v, paths[other % paths.length] ?? []);
        return mutateAt(v, path, how, { by, elsewhere, up: other % 2 === 0, keepTypes });
      }, start),
    );
