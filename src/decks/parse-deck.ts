import { err, ok, optional, type Result, rulesError } from '../result.js';
import { readableText } from '../text-encoding.js';
import {
  DECK_SECTIONS,
  type DeckEntry,
  type DeckError,
  type DeckList,
  type DeckSection,
  SECTION_HEADERS,
} from './deck-list.js';

/**
 * Reads a deck list in the text formats players exchange:
 * - a line per card: a count, an optional `x`, the name, and optionally a set code in brackets
 *   and a collector number (MTG Arena: `4 Lightning Bolt (M10) 146`; Magic Online and others:
 *   `4 Lightning Bolt`, `1x Forest`); `SB: 2 Duress` puts one line in the sideboard;
 * - section headers `Deck`, `Sideboard`, `Commander`, `Companion` (MTG Arena), any case, with
 *   or without a colon, and MTG Arena's `About` block, whose `Name <deck name>` names the deck;
 * - in a list with no `Deck` or `Sideboard` header, the first blank line after main-deck cards
 *   starts the sideboard (Magic Online's .txt); a blank line after a Commander or Companion
 *   section goes back to the main deck (Moxfield's export);
 * - comment lines starting with `//` or `#`.
 */

/** Where the next line goes: a section of the deck, or MTG Arena's "About" block (its name). */
type Place = DeckSection | 'about';

const HEADERS: ReadonlyMap<string, Place> = new Map([
  ['about', 'about'],
  ...DECK_SECTIONS.map((section): [string, Place] => [SECTION_HEADERS[section].toLowerCase(), section]),
]);

/** Count, optional "x", name, then an optional "(SET)" and collector number at the end. */
const CARD_LINE = /^(\d+)x?[ \t]+(.*?)(?:[ \t]+\(([A-Za-z0-9]+)\)(?:[ \t]+(\S+))?)?[ \t]*$/i;
const SIDEBOARD_PREFIX = /^SB:[ \t]*/i;
const DECK_NAME = /^Name[ \t]+(.+)$/i;

type Read =
  | { readonly kind: 'blank' }
  | { readonly kind: 'header'; readonly place: Place }
  | { readonly kind: 'name'; readonly name: string }
  /** `here`: the card is in the current section, not moved to the sideboard by "SB:". */
  | { readonly kind: 'card'; readonly entry: DeckEntry; readonly here: boolean };

const syntaxError = (message: string, line: number, column: number): DeckError => ({
  ...rulesError('ERR_DECK_SYNTAX', message),
  line,
  column,
});

const readCard = (
  text: string,
  line: number,
  indent: number,
  section: DeckSection,
): Result<Read, DeckError> => {
  const prefix = SIDEBOARD_PREFIX.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  const match = CARD_LINE.exec(rest);
  const column = indent + prefix.length + 1;
  if (match === null) {
    const what = /^\d/.test(rest) ? 'a card name after the count' : 'a count and a card name';
    return err(syntaxError(`expected ${what}, as in "4 Lightning Bolt"`, line, column));
  }
  const [, count = '', name = '', set, collectorNumber] = match;
  if (Number(count) < 1) return err(syntaxError('a count must be 1 or more', line, column));
  const entry = {
    section: prefix === '' ? section : 'sideboard',
    count: Number(count),
    name,
    ...optional('set', set),
    ...optional('collectorNumber', collectorNumber),
    line,
    column: column + rest.indexOf(name, count.length),
  };
  return ok({ kind: 'card', entry, here: prefix === '' });
};

/** The About block holds "Name <deck name>" lines only. */
const readAbout = (text: string, line: number, indent: number): Result<Read, DeckError> => {
  const name = DECK_NAME.exec(text)?.[1];
  return name === undefined
    ? err(syntaxError('expected "Name <deck name>" in the About section', line, indent + 1))
    : ok({ kind: 'name', name: name.trim() });
};

const readLine = (raw: string, line: number, place: Place): Result<Read, DeckError> | undefined => {
  const text = raw.trim();
  if (text === '') return ok({ kind: 'blank' });
  if (text.startsWith('//') || text.startsWith('#')) return undefined;
  const header = HEADERS.get(text.replace(/:$/, '').trimEnd().toLowerCase());
  if (header !== undefined) return ok({ kind: 'header', place: header });
  const indent = raw.length - raw.trimStart().length;
  return place === 'about' ? readAbout(text, line, indent) : readCard(text, line, indent, place);
};

/** Where a blank line leaves the list (see the rules above). */
const afterBlank = (place: Place, headed: boolean, cardsHere: number): Place => {
  if (place === 'about' || place === 'commander' || place === 'companion') return 'main';
  return place === 'main' && !headed && cardsHere > 0 ? 'sideboard' : place;
};

/**
 * A deck list's entries, or every line that can't be read, each with its line and column.
 * Names are not looked up here: `resolveDeck` does that against a card pool.
 */
export const parseDeckList = (input: string): Result<DeckList, readonly DeckError[]> => {
  const readable = readableText(input, 'ERR_DECK_SYNTAX');
  if (!readable.ok) return err([{ ...readable.error, line: 1, column: 1 }]);
  const text = readable.value;
  const entries: DeckEntry[] = [];
  const errors: DeckError[] = [];
  let name: string | undefined;
  let place: Place = 'main';
  let headed = false;
  let cardsHere = 0;
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const read = readLine(raw, i + 1, place);
    if (read === undefined) continue;
    if (!read.ok) {
      errors.push(read.error);
      continue;
    }
    const value = read.value;
    if (value.kind === 'name') name = value.name;
    else if (value.kind === 'card') {
      entries.push(value.entry);
      if (value.here) cardsHere++;
    } else {
      const next: Place = value.kind === 'header' ? value.place : afterBlank(place, headed, cardsHere);
      if (value.kind === 'header') headed ||= next === 'main' || next === 'sideboard';
      if (next !== place) cardsHere = 0;
      place = next;
    }
  }
  return errors.length > 0 ? err(errors) : ok({ ...optional('name', name), entries });
};
