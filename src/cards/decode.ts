import { all, err, ok, type Result, rulesError } from '../result.js';

/**
 * Small decoders from unchecked JSON to typed values. Each one reports the JSON path of the
 * first value that doesn't fit, so a user can find the bad field in a file of 30,000 cards.
 */
export type Decoder<T> = (value: unknown, path: string) => Result<T>;

export type JsonObject = Readonly<Record<string, unknown>>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `$.data["Fire // Ice"]` for keys that aren't plain identifiers, `$.name` for the rest. */
export const pathTo = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

export const dataError = (path: string, message: string): Result<never> =>
  err(rulesError('ERR_CARD_DATA', `${path}: ${message}`, { path }));

const expected = (path: string, what: string, value: unknown): Result<never> =>
  dataError(path, value === undefined ? `missing ${what}` : `expected ${what}, found ${describe(value)}`);

export const string: Decoder<string> = (value, path) =>
  typeof value === 'string' ? ok(value) : expected(path, 'a string', value);

export const number: Decoder<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? ok(value) : expected(path, 'a number', value);

export const boolean: Decoder<boolean> = (value, path) =>
  typeof value === 'boolean' ? ok(value) : expected(path, 'true or false', value);

/** An optional field: absent or null reads as undefined. */
export const optional =
  <T>(decode: Decoder<T>): Decoder<T | undefined> =>
  (value, path) =>
    value === undefined || value === null ? ok(undefined) : decode(value, path);

export const arrayOf =
  <T>(decode: Decoder<T>): Decoder<T[]> =>
  (value, path) =>
    Array.isArray(value)
      ? all(value, (item, i) => decode(item, pathTo(path, i)))
      : expected(path, 'an array', value);

type Shape = Readonly<Record<string, Decoder<unknown>>>;
export type Decoded<S extends Shape> = { readonly [K in keyof S]: S[K] extends Decoder<infer T> ? T : never };

/** An object with the fields of `shape`; other fields are ignored. */
export const object =
  <S extends Shape>(shape: S): Decoder<Decoded<S>> =>
  (value, path) => {
    if (!isJsonObject(value)) return expected(path, 'an object', value);
    const out: Record<string, unknown> = {};
    for (const [key, decode] of Object.entries(shape)) {
      const r = decode(value[key], pathTo(path, key));
      if (!r.ok) return r;
      out[key] = r.value;
    }
    // Each field above was decoded by its own decoder, which is what Decoded<S> states.
    return ok(out as Decoded<S>);
  };
