/**
 * Writes playground/src/rule-texts.json: the text of every rule src/ cites (scripts/rule-texts.ts),
 * for the playground's tooltips. Committed; test/playground/rule-texts.test.ts checks it is current.
 * Run: npx tsx scripts/build-rule-texts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ruleTexts } from './rule-texts.js';

const root = new URL('../', import.meta.url);
const texts = ruleTexts(
  fileURLToPath(new URL('src', root)),
  readFileSync(new URL('../shared/data/comprehensive-rules.json', root), 'utf8'),
);
const target = fileURLToPath(new URL('playground/src/rule-texts.json', root));
writeFileSync(target, `${JSON.stringify(texts, null, 2)}\n`);
console.log(`wrote ${target}: ${Object.keys(texts).length} rules`);
