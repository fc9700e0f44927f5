import { withoutReminders } from './reminder.js';

/**
 * Why the grammar reads no ability from a paragraph: how far its templates got, and the phrase
 * where the furthest of them stopped. The sentences are stable (docs/oracle-compiler.md); `character` counts UTF-16 code units from the start of the ability's text, and
 * a line break inside a quoted phrase (a modal ability's) is shown as a space:
 *
 * - `the grammar reads "<text before the stop>" and stops at "<the next three tokens>" (character N)`;
 * - `no template begins "<the first three tokens>" (character N)`: nothing was read;
 * - `the grammar reads all of it, but no template makes an ability of it`: every token was read,
 *   yet no template took the whole, and none that read it all said why it refused it;
 * - where one did (`refuse` in parser.ts), its reason: what the engine would need.
 */

const oneLine = (phrase: string): string => phrase.replaceAll('\n', ' ');

/** How many tokens from the stop on the reason quotes: enough to see the phrase, short enough to group by. */
const STOP_PHRASE_TOKENS = 3;

export const READ_ALL = 'the grammar reads all of it, but no template makes an ability of it';

/**
 * The reason for `text`, whose tokens start at `starts` (in its text) and of which the grammar
 * read the first `stop`; `refused`: why a template that read all of it refused it.
 */
export const grammarStopReason = (
  text: string,
  starts: readonly number[],
  stop: number,
  refused?: string,
): string => {
  const at = starts[stop];
  if (at === undefined) return refused ?? READ_ALL;
  const phrase = oneLine(withoutReminders(text.slice(at, starts[stop + STOP_PHRASE_TOKENS] ?? text.length)));
  const read = oneLine(text.slice(0, at).trim());
  return read === ''
    ? `no template begins "${phrase}" (character ${at})`
    : `the grammar reads "${read}" and stops at "${phrase}" (character ${at})`;
};

/**
 * A reason as a sentence shared by many abilities: the part read and the character number set
 * aside, the phrase where the grammar stops (and every other reason's words) kept. A catch-all
 * sentence is one shape that many abilities have.
 */
export const reasonShape = (reason: string): string =>
  reason
    .replace(/the grammar reads "[\s\S]*?" and stops at "/g, 'the grammar reads "…" and stops at "')
    .replace(/\(character \d+\)/g, '(character N)');
