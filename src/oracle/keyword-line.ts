import { type AbilityDef, isNumberedKeyword } from '../effects/types.js';
import { spellAscend } from './ascend.js';
import { graftKeyword } from './graft.js';
import { engineKeyword, keywordOf, numberedKeyword } from './grammar/keywords.js';
import { modularKeyword } from './modular.js';
import { hexproofKeywords, joinProtectionParts, protectionKeywords } from './protection-line.js';
import { withoutReminders } from './reminder.js';
import { soulshiftKeyword } from './soulshift.js';
import { sunburstKeyword } from './sunburst.js';
import { tokenKeyword } from './token-keywords.js';
import { triggerKeyword } from './trigger-keywords.js';
import { vanishingKeyword } from './vanishing.js';

/** Keywords with their own grammar elsewhere: Enchant, Equip, Crew, Level up, Echo, Outlast, Cumulative upkeep, Cycling, Reinforce, Ninjutsu, Unearth, Scavenge, Embalm, Eternalize and Morph. */
const OWN_GRAMMAR = new Set([
  'Enchant',
  'Equip',
  'Crew',
  'Level Up',
  'Echo',
  'Outlast',
  'Cumulative Upkeep',
  'Cycling',
  'Reinforce',
  'Ninjutsu',
  'Unearth',
  'Scavenge',
  'Embalm',
  'Eternalize',
  'Morph',
  'Bestow',
]);

/**
 * A line of keywords (CR 702.1): "Flying, vigilance", "Trample; protection from black". Each
 * keyword is an ability of its own; one the engine doesn't apply is reported with its rule. On
 * an instant or sorcery (`spell`), a keyword may stand for a spell ability (ascend, 702.131a).
 * Null when the line is not made only of keywords.
 */
export const keywordLine = (paragraph: string, spell: boolean): AbilityDef[] | null => {
  const visible = withoutReminders(paragraph);
  if (visible === '' || visible.endsWith('.')) return null;
  const parts = joinProtectionParts(visible.split(/[,;] /));
  const named = parts.map(keywordOf);
  if (named.some((k) => k === null || OWN_GRAMMAR.has(k[0]))) return null;
  return parts.flatMap((part, i): AbilityDef | AbilityDef[] => {
    const text = parts.length === 1 ? paragraph : part;
    // CR 702.43a, 702.58a, 702.63a, 702.16g, 702.11f: a keyword standing for two or more abilities.
    const both =
      modularKeyword(part, text) ??
      vanishingKeyword(part, text) ??
      graftKeyword(part, text) ??
      protectionKeywords(part, text) ??
      hexproofKeywords(part, text);
    if (both) return both;
    const defined =
      tokenKeyword(part, text) ??
      soulshiftKeyword(part, text) ??
      sunburstKeyword(part, text) ??
      triggerKeyword(part, text) ??
      spellAscend(part, text, spell);
    if (defined) return defined;
    const known = engineKeyword(part);
    if (known) return { kind: 'keyword', keyword: known, text };
    const numbered = numberedKeyword(part);
    if (numbered) return { kind: 'keyword', keyword: numbered[0], amount: numbered[1], text };
    const [name, rule] = named[i] ?? ['', ''];
    // "Bushido" without its N is no ability the engine can apply (702.45a, 702.23a).
    const reason = isNumberedKeyword(name)
      ? `the keyword ${name} (CR ${rule}) is written with a number`
      : `the keyword ${name} (CR ${rule}) is not modelled yet`;
    return { kind: 'unsupported', text, reason };
  });
};
