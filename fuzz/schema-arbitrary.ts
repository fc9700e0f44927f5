import { readFileSync } from 'node:fs';
import fc from 'fast-check';

/**
 * Board files drawn from the board format's JSON Schema (`schema/board.schema.json`): every
 * shape it allows, to the depth given, with strings from a small vocabulary of ids, players and
 * real card names so that some references hold. A small reader of the keywords the schema uses
 * (type, const, enum, properties, required, additionalProperties, propertyNames, items,
 * minItems, minimum, maximum, anyOf, oneOf, $ref); `pattern` is left to chance.
 */

type Schema = {
  readonly type?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: Schema | boolean;
  readonly propertyNames?: Schema;
  readonly items?: Schema;
  readonly minItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly $ref?: string;
};

const schema: { readonly $defs: Readonly<Record<string, Schema>> } = JSON.parse(
  readFileSync(new URL('../schema/board.schema.json', import.meta.url), 'utf8'),
);

const CARDS = [
  'Grizzly Bears',
  'Lightning Bolt',
  'Serra Angel',
  'Clone',
  'Glorious Anthem',
  'Forest',
  'Nope',
];
const IDS = ['A', 'B', 'o1', 'o2', 'o3', 'e1', '0', ''];
/** Strings by the field they are the value of: card names, types, counters; ids otherwise. */
const VOCABULARY: Readonly<Record<string, readonly string[]>> = {
  card: CARDS,
  name: CARDS,
  sourceName: CARDS,
  named: CARDS,
  resolve: CARDS,
  types: ['Creature', 'Artifact', 'Land', 'Instant', 'Aura'],
  cardTypes: ['Creature', 'Artifact', 'Instant'],
  notCardTypes: ['Creature', 'Land'],
  subtypes: ['Elf', 'Bear', 'Aura', 'Equipment'],
  supertypes: ['Legendary', 'Basic', 'Snow'],
  counters: ['+1/+1', '-1/-1', 'poison', 'loyalty'],
  counter: ['+1/+1', '-1/-1', 'charge'],
  keywords: ['Flying', 'Trample', 'Deathtouch'],
  manaPool: ['{G}', '{W}{U}', '{S:G}{C}', ''],
  mana: ['{G}', '{1}{R}'],
  cost: ['{1}', '{X}{R}', '{T}'],
};
/** The fields whose strings come from the vocabulary, which `byRef` keeps apart in its cache. */
const FIELDS = new Set(Object.keys(VOCABULARY));

const stringFor = (field: string): fc.Arbitrary<string> => fc.constantFrom(...(VOCABULARY[field] ?? IDS));

/** Integers near the low end of the range a field allows, where the interesting values are. */
const integerIn = (node: Schema): fc.Arbitrary<number> => {
  const min = node.minimum ?? -5;
  return fc.integer({ min, max: Math.min(node.maximum ?? min + 30, min + 30) });
};

const ABSENT = fc.constant(undefined);
const present = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

const refName = (ref: string): string => ref.replace('#/$defs/', '');

/** Each definition's arbitrary at each depth, built once: the schema refers to some many times. */
const built = new Map<string, fc.Arbitrary<unknown>>();

/**
 * A definition by its $ref. Past `depth` levels an optional field is left out and an array is
 * empty; a definition that requires itself (a value negating a value) ends in `null` there.
 */
const byRef = (ref: string, field: string, depth: number): fc.Arbitrary<unknown> => {
  const key = `${ref}@${depth}@${FIELDS.has(field) ? field : ''}`;
  const known = built.get(key);
  if (known !== undefined) return known;
  const target = schema.$defs[refName(ref)];
  // A scalar definition (a name, a keyword) is a leaf: it costs no level of depth.
  const leaf =
    target !== undefined &&
    target.type !== 'object' &&
    target.type !== 'array' &&
    !target.anyOf &&
    !target.oneOf;
  const arbitrary =
    target === undefined || (depth < -1 && !leaf)
      ? fc.constant(null)
      : build(target, field, leaf ? depth : depth - 1);
  built.set(key, arbitrary);
  return arbitrary;
};

/** The arbitrary for a schema node as the value of `field`. */
const build = (node: Schema, field: string, depth: number): fc.Arbitrary<unknown> => {
  if (node.$ref !== undefined) return byRef(node.$ref, field, depth);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum !== undefined) return fc.constantFrom(...node.enum);
  const variants = node.anyOf ?? node.oneOf;
  if (variants !== undefined) return fc.oneof(...variants.map((v) => build(v, field, depth)));
  switch (node.type) {
    case 'string':
      return stringFor(field);
    case 'integer':
      return integerIn(node);
    case 'number':
      return fc.oneof(integerIn(node), fc.constant(2.5));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return node.items === undefined
        ? fc.constant([])
        : fc.array(build(node.items, field, depth), {
            minLength: node.minItems ?? 0,
            maxLength: depth <= 0 ? (node.minItems ?? 0) : (node.minItems ?? 0) + 3,
          });
    case 'object':
      return objectOf(node, depth);
    default:
      return fc.constant(null);
  }
};

const objectOf = (node: Schema, depth: number): fc.Arbitrary<unknown> => {
  const required = new Set(node.required ?? []);
  const entries = Object.entries(node.properties ?? {}).filter(([k]) => depth > 0 || required.has(k));
  // An optional field is there one time in four: a file sets a few, and each must be reached.
  const record = fc
    .record(
      Object.fromEntries(
        entries.map(([k, v]) => {
          const value = build(v, k, depth);
          return [k, required.has(k) ? value : fc.oneof({ weight: 3, arbitrary: ABSENT }, value)];
        }),
      ),
    )
    .map(present);
  const extra = node.additionalProperties;
  if (typeof extra !== 'object' || depth <= 0) return record;
  const keys = node.propertyNames === undefined ? stringFor('') : build(node.propertyNames, '', depth);
  const values = fc.dictionary(
    keys.map((k) => String(k)),
    build(extra, '', depth),
    { maxKeys: 2 },
  );
  return fc.tuple(record, values).map(([r, v]) => ({ ...v, ...r }));
};

/** Board files of every shape the schema allows, $refs followed `depth` deep. */
export const schemaBoard = (depth = 3): fc.Arbitrary<unknown> => {
  const board = schema.$defs.Board;
  return board === undefined ? fc.constant({}) : build(board, '', depth);
};
