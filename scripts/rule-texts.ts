import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The text of every rule the library cites, for the playground's rule tooltips: the rule
 * numbers written anywhere in src/ (traces, events and errors cite them as string literals),
 * each with its text from the Comprehensive Rules' JSON (../shared/data). Only these, not the
 * whole CR: the app ships what it can show.
 */

const RULE_NUMBER = /\b\d{3}\.\d+[a-z]?\b/g;

interface CrJson {
  readonly rules: readonly { readonly id: string; readonly text: string }[];
}

/** The rule numbers cited in the TypeScript files under `dir`. */
const citedRules = (dir: string): Set<string> => {
  const cited = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    for (const [rule] of readFileSync(join(dir, file), 'utf8').matchAll(RULE_NUMBER)) cited.add(rule);
  }
  return cited;
};

/** Rule number to text, in the CR's order, for the rules cited under `srcDir` that the CR has. */
export const ruleTexts = (srcDir: string, crJsonText: string): Record<string, string> => {
  const cited = citedRules(srcDir);
  const cr = JSON.parse(crJsonText) as CrJson;
  return Object.fromEntries(cr.rules.filter((r) => cited.has(r.id)).map((r) => [r.id, r.text]));
};
