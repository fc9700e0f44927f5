/**
 * Writes src/cards/pool-data.jsonl: the printed data of every card the package ships, taken from
 * MTGJSON's card data (../shared/data/cards.json.gz, see its SOURCES.md), in the compact rows of
 * src/cards/pool-rows.ts, with the hand-written tokens.
 * Run: npx tsx scripts/build-card-pool.ts [path to cards.json.gz]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { TOKEN_CARDS } from '../src/cards/behaviours/tokens.js';
import type { CardData } from '../src/cards/card-data.js';
import { loadCardFile } from '../src/cards/load.js';
import { encodePoolFile } from '../src/cards/pool-rows.js';
import { err, ok, type Result, rulesError } from '../src/result.js';

/**
 * The cards the rules tests, examples and hand definitions use, by their exact Oracle names:
 * the script refuses data in which one of them is missing or names several cards.
 */
export const CARD_NAMES = [
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

const SOURCE = 'MTGJSON card data, ../shared/data/cards.json.gz (see its SOURCES.md)';

const byName = (a: CardData, b: CardData): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Every card, and the tokens the pool's cards create, which no card data has; those are written
 * by hand in src/cards/behaviours/tokens.ts (CR 111.3). Sorted by name, stably, so that cards
 * sharing a name (Unstable's variants) keep the data's order.
 */
const selectPool = (cards: readonly CardData[]): Result<CardData[]> => {
  const count = new Map<string, number>();
  for (const card of cards) count.set(card.name, (count.get(card.name) ?? 0) + 1);
  const problems = [
    ...CARD_NAMES.flatMap((name) => {
      const n = count.get(name) ?? 0;
      return n === 1 ? [] : [n === 0 ? `"${name}" is not in the card data` : `"${name}" names ${n} cards`];
    }),
    ...TOKEN_CARDS.filter((t) => count.has(t.name)).map((t) => `the token "${t.name}" is also a card's name`),
  ];
  if (problems.length > 0) return err(rulesError('ERR_CARD_DATA', problems.join('; ')));
  return ok([...cards, ...TOKEN_CARDS].sort(byName));
};

/** The text of pool-data.jsonl from the text of the trimmed card file. */
export const buildPoolJson = (cardFileText: string): Result<string> => {
  const cards = loadCardFile(cardFileText, 'trimmed');
  if (!cards.ok) return cards;
  const pool = selectPool(cards.value);
  return pool.ok ? ok(encodePoolFile(pool.value, SOURCE)) : pool;
};

const main = (): void => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const source = process.argv[2] ?? join(root, '..', 'shared', 'data', 'cards.json.gz');
  const json = buildPoolJson(gunzipSync(readFileSync(source)).toString('utf8'));
  if (!json.ok) throw new Error(`${source}: ${json.error.message}`);
  const out = join(root, 'src', 'cards', 'pool-data.jsonl');
  writeFileSync(out, json.value);
  console.log(
    `wrote ${out}: ${json.value.split('\n').length - 3} cards and tokens, ${json.value.length} characters, from ${source}`,
  );
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
