import { kindOf } from '../value-kind.js';
import type { PathSegment } from './json-path.js';

/** A value that is not plain data, and where it lies. */
export interface DataProblem {
  readonly message: string;
  readonly where: readonly PathSegment[];
  /** The rule a number breaks (CR 107.1), where the problem is a number's. */
  readonly rule?: string;
}

/** Where a value lies, as a chain back to the top: built into a path only for a problem. */
export interface Place {
  readonly key: PathSegment;
  readonly up: Place | null;
}

export const pathOf = (place: Place | null): PathSegment[] => {
  const where: PathSegment[] = [];
  for (let at = place; at !== null; at = at.up) where.unshift(at.key);
  return where;
};

/** An object or array being walked, and whether the walk is entering it or leaving it. */
interface Step {
  readonly value: unknown;
  readonly place: Place | null;
  readonly leaving: boolean;
}

const isPlainPrototype = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
};

/** What is wrong with one value met on the walk, leaving its insides to the walk, or null. */
const valueProblem = (value: unknown, inArray: boolean): string | null => {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return null;
    case 'undefined':
      // An absent optional field may be written as undefined, as JSON.stringify drops it; a list has no gaps.
      return inArray ? 'a list holds undefined (or has a gap), which is not data' : null;
    case 'object':
      if (value === null || isPlainPrototype(value)) return null;
      return 'an object made by a class (a Map, a Date, ...) is not plain data';
    default:
      return `${kindOf(value)} is not data`;
  }
};

/**
 * The first part of `value` that is not plain JSON data, or null: a Symbol, a BigInt, a
 * function, an object of a class, a getter or setter (which could run code or throw), a gap in a
 * list, or an object that contains itself. Shared objects are fine and walked once. A loop, not
 * recursion, so no nesting depth makes it overflow the stack. It reads property descriptors, so
 * no getter runs. (A Proxy's traps still run: a Proxy is out of reach of any check.)
 */
export const plainDataProblem = (value: unknown): DataProblem | null => {
  const top = valueProblem(value, false);
  if (top !== null) return { message: top, where: [] };
  const inside = new Set<object>();
  const seen = new Set<object>();
  const steps: Step[] = [{ value, place: null, leaving: false }];
  for (let step = steps.pop(); step !== undefined; step = steps.pop()) {
    const { value: node, place } = step;
    if (typeof node !== 'object' || node === null) continue;
    if (step.leaving) {
      inside.delete(node);
      continue;
    }
    if (inside.has(node))
      return { message: 'an object contains itself, which no JSON can write', where: pathOf(place) };
    if (seen.has(node)) continue;
    seen.add(node);
    inside.add(node);
    steps.push({ value: node, place, leaving: true });
    const array = Array.isArray(node);
    const keys: readonly PathSegment[] = array ? Array.from(node, (_, i) => i) : Object.keys(node);
    for (const key of keys) {
      const at = { key, up: place };
      const field = Object.getOwnPropertyDescriptor(node, key);
      if (field !== undefined && !('value' in field))
        return { message: 'a getter or setter is not data', where: pathOf(at) };
      const problem = valueProblem(field?.value, array);
      if (problem !== null) return { message: problem, where: pathOf(at) };
      if (typeof field?.value === 'object') steps.push({ value: field.value, place: at, leaving: false });
    }
  }
  return null;
};
