/**
 * Prints issue 13's coverage table by family: of the abilities that mention P/T or an N/N value
 * (`isPowerToughnessAbility`, the measure `check-cards` reports), how many each compiler models,
 * grouped by the family their words belong to (an ability may belong to several; "other" holds
 * those in none). The compiler before issue 13 is commit 93789d4; check it out beside this one
 * and pass its src/oracle/compile.ts:
 *   git worktree add /tmp/before 93789d4 && ln -s "$PWD/node_modules" /tmp/before/
 *   npx tsx scripts/coverage-by-family.ts /tmp/before/src/oracle/compile.ts [cards.json.gz]
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CardData, CardFace } from '../src/cards/card-data.js';
import { readCardFile } from '../src/cards/read-file.js';
import { isPowerToughnessAbility } from '../src/check/coverage.js';
import type { AbilityDef } from '../src/effects/types.js';
import { compileFace } from '../src/oracle/compile.js';
import { withoutReminders } from '../src/oracle/reminder.js';

/** The families of issue 13's section 2, by the words of the ability (reminder text left out). */
const FAMILIES: readonly (readonly [string, RegExp])[] = [
  [
    'characteristic-defining abilities (604.3)',
    /\b(?:power|toughness)(?: and toughness)? (?:are|is) (?:each )?equal to\b/i,
  ],
  ['"for each"', /\bfor each\b/i],
  ['"where X is"', /\bwhere X is\b/i],
  ['doubling and switching (701.10, 613.4d)', /\bdouble\b|\bswitch\b/i],
  [
    'conditions ("as long as", threshold, ...)',
    /\bas long as\b|\bthreshold\b|\bmetalcraft\b|\bdelirium\b|\bif it's your turn\b/i,
  ],
  ['"becomes" an N/N or base P/T', /\bbecomes? (?:a|an) [^.]*\b\d+\/\d+|\bbase power\b/i],
  ['counters as it enters', /\benters(?: the battlefield)? with\b|\bescapes with\b/i],
  ['counters from instructions', /\bput[^.]* counters? on\b|\bdistribute\b/i],
  ['damage by P/T, fight (701.14, 510.1c-d)', /\bdamage equal to\b[^.]*\b(?:power|toughness)\b|\bfights?\b/i],
  [
    'P/T in filters and targets',
    /\bwith (?:power|toughness) (?:\d+|X) or (?:greater|less)\b|\bgreatest power\b|\btotal power\b|\bpack tactics\b/i,
  ],
  [
    'choices as it enters (614.12)',
    /\bchosen\b|\bchoose a (?:color|creature type|number|card name)\b|\bchoose an opponent\b/i,
  ],
  ['copies (707)', /\bcopy of\b/i],
  ['text-changing (612)', /\bchange the text\b/i],
  ['level up and Class levels (711, 716)', /\blevel up\b|\bLEVEL \d/],
  ['pumps ("gets +N/+N")', /\bgets? [+\-\u2212]/i],
];

const beforePath = process.argv[2];
if (beforePath === undefined)
  throw new Error('usage: coverage-by-family.ts <before/src/oracle/compile.ts> [cards.json.gz]');
const before = (await import(pathToFileURL(resolve(beforePath)).href)) as {
  compileFace: (face: CardFace, card: CardData) => readonly AbilityDef[];
};
const source = process.argv[3] ?? join(import.meta.dirname, '..', '..', 'shared', 'data', 'cards.json.gz');
const cards = await readCardFile(source);
if (!cards.ok) throw new Error(`${source}: ${cards.error.message}`);

interface Tally {
  total: number;
  before: number;
  now: number;
}
const tallies = new Map<string, Tally>([
  ...FAMILIES.map(([name]) => [name, { total: 0, before: 0, now: 0 }] as const),
  ['other', { total: 0, before: 0, now: 0 }],
  ['all', { total: 0, before: 0, now: 0 }],
]);
const count = (family: string, was: boolean, is: boolean) => {
  const t = tallies.get(family);
  if (!t) return;
  t.total++;
  if (was) t.before++;
  if (is) t.now++;
};

for (const card of cards.value) {
  if (card.isFunny) continue;
  // Both compilers give a card's abilities in the same order, face by face.
  const faces = card.faces ?? [card];
  const now = faces.flatMap((face) => compileFace(face, card));
  const was = faces.flatMap((face) => before.compileFace(face, card));
  for (const [i, ability] of now.entries()) {
    if (!isPowerToughnessAbility(ability)) continue;
    const text = withoutReminders(ability.text);
    const isModelled = ability.kind !== 'unsupported';
    const wasModelled = was[i] !== undefined && was[i].text === ability.text && was[i].kind !== 'unsupported';
    const families = FAMILIES.filter(([, words]) => words.test(text)).map(([name]) => name);
    for (const family of families.length > 0 ? families : ['other']) count(family, wasModelled, isModelled);
    count('all', wasModelled, isModelled);
  }
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}%`;
console.log('| family | P/T abilities | modelled before issue 13 | modelled now |');
console.log('| --- | ---: | ---: | ---: |');
for (const [family, t] of tallies)
  console.log(
    `| ${family} | ${t.total} | ${t.before} (${pct(t.before, t.total)}) | ${t.now} (${pct(t.now, t.total)}) |`,
  );
