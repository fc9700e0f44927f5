/**
 * Writes src/cards/pool-data.json: the printed data of the cards the package ships, taken from
 * MTGJSON's card data (../shared/data/cards.json.gz, see its SOURCES.md).
 * Run: npx tsx scripts/build-card-pool.ts [path to cards.json.gz]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { TOKEN_CARDS } from '../src/cards/behaviours/tokens.js';
import type { CardData } from '../src/cards/card-data.js';
import { loadCardFile } from '../src/cards/load.js';
import { err, ok, type Result, rulesError } from '../src/result.js';

/** The cards the rules tests and examples use, by their exact Oracle names. */
const CARD_NAMES = [
  'Grizzly Bears',
  'Tarmogoyf',
  'Lhurgoyf',
  'Nightmare',
  'Serra Avatar',
  'Maro',
  'Lost Order of Jarkeld',
  'Glorious Anthem',
  'Honor of the Pure',
  'Crusade',
  'Lord of Atlantis',
  'Elvish Champion',
  'Giant Growth',
  'Mutagenic Growth',
  'Dismember',
  'Grasp of Darkness',
  'Sudden Spoiling',
  'Turn to Frog',
  'Ovinize',
  'Twisted Image',
  'Inside Out',
  'Humility',
  'Opalescence',
  'Godhead of Awe',
  'March of the Machines',
  'Ensoul Artifact',
  "Mishra's Factory",
  'Mutavault',
  "Smuggler's Copter",
  'Veteran Motorist',
  'Aquamorph Entity',
  'Primal Clay',
  'Clone',
  'Chameleon Colossus',
  'Viridian Joiner',
  'Mesa Pegasus',
  'Firebreathing',
  'Blood Moon',
  'Urborg, Tomb of Yawgmoth',
  'Raging Goblin',
  'Llanowar Elves',
  'Prodigal Sorcerer',
  'Typhoid Rats',
  'Boggart Ram-Gang',
  'Blight Mamba',
  'Skinrender',
  'Drudge Skeletons',
  'River Boa',
  'Darksteel Myr',
  'Walking Ballista',
  'Endless One',
  'Kitchen Finks',
  'Shock',
  'Lightning Bolt',
  'Wrath of God',
  'Serra Angel',
  'Giant Spider',
  'Wall of Stone',
  'Ajani Goldmane',
  'Student of Warfare',
  'Merrow Grimeblotter',
  'Rasputin Dreamweaver',
  'Gray Ogre',
  'Mycosynth Lattice',
  'Forest',
  'Island',
  'Swamp',
  'Mountain',
  'Plains',
  'Memnite',
  'Ornithopter',
  'Delver of Secrets // Insectile Aberration',
  'Fire // Ice',
] as const;

/**
 * Every name in the pool: the cards, then the tokens they create, which no card data has;
 * those are written by hand in src/cards/behaviours/tokens.ts (CR 111.3).
 */
export const POOL_NAMES: readonly string[] = [...CARD_NAMES, ...TOKEN_CARDS.map((t) => t.name)];

/** The pool's cards and tokens sorted by name; every card name must be exactly one card of the data. */
const selectPool = (cards: readonly CardData[]): Result<CardData[]> => {
  const problems: string[] = [];
  const chosen: CardData[] = [...TOKEN_CARDS];
  for (const name of new Set<string>(CARD_NAMES)) {
    const matches = cards.filter((card) => card.name === name);
    const [card] = matches;
    if (card === undefined) problems.push(`"${name}" is not in the card data`);
    else if (matches.length > 1) problems.push(`"${name}" names ${matches.length} cards`);
    else chosen.push(card);
  }
  if (problems.length > 0) return err(rulesError('ERR_CARD_DATA', problems.join('; ')));
  return ok(chosen.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
};

const WIDTH = 110;

/** A JSON value on one line, spaced the way Biome prints it. */
const flat = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${flat(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
};

/**
 * JSON as Biome formats it (the repository's formatter checks every file): a value stays on one
 * line when it fits in the line width, otherwise each element or member gets its own line.
 */
const formatJson = (value: unknown, indent = '', used = 0): string => {
  const line = flat(value);
  if (value === null || typeof value !== 'object' || used + line.length <= WIDTH) return line;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((v, i) => [inner, v, i < value.length - 1] as const)
    : Object.entries(value).map(
        ([k, v], i, all) => [`${inner}${JSON.stringify(k)}: `, v, i < all.length - 1] as const,
      );
  const body = items.map(
    ([prefix, v, comma]) =>
      `${prefix}${formatJson(v, inner, prefix.length + (comma ? 1 : 0))}${comma ? ',' : ''}`,
  );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${body.join('\n')}\n${indent}${close}`;
};

/** The text of pool-data.json from the text of the trimmed card file. */
export const buildPoolJson = (cardFileText: string): Result<string> => {
  const cards = loadCardFile(cardFileText, 'trimmed');
  if (!cards.ok) return cards;
  const pool = selectPool(cards.value);
  return pool.ok ? ok(`${formatJson(pool.value)}\n`) : pool;
};

const main = (): void => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const source = process.argv[2] ?? join(root, '..', 'shared', 'data', 'cards.json.gz');
  const json = buildPoolJson(gunzipSync(readFileSync(source)).toString('utf8'));
  if (!json.ok) throw new Error(`${source}: ${json.error.message}`);
  const out = join(root, 'src', 'cards', 'pool-data.json');
  writeFileSync(out, json.value);
  console.log(`wrote ${out}: ${new Set(POOL_NAMES).size} cards from ${source}`);
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
