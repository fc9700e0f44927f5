/**
 * Bounded echoes of user input for error messages: a message quotes what was wrong, never the
 * whole of it, so a 10 MB name gives a line, not 20 MB of output.
 */

/** How many characters of a bad input a message quotes. */
export const EXCERPT_LENGTH = 80;

/** The text itself when short, else its first `max - 1` characters and an ellipsis. */
export const excerpt = (text: string, max = EXCERPT_LENGTH): string => {
  if (text.length <= max) return text;
  if (max <= 1) return '…'.slice(0, max);
  // Cutting between the halves of a surrogate pair would leave half a character.
  const cut = /[\uD800-\uDBFF]/.test(text[max - 2] ?? '') ? max - 2 : max - 1;
  return `${text.slice(0, cut)}…`;
};

/**
 * The start of a value's JSON text, about `room` characters. Each level of nesting writes at
 * least its bracket, so the recursion is no deeper than `room`, however deep the value.
 */
const jsonStart = (value: unknown, room: number): string => {
  if (room <= 0) return '';
  if (typeof value === 'string') return JSON.stringify(excerpt(value, room));
  if (typeof value !== 'object' || value === null) return String(value);
  const array = Array.isArray(value);
  let out = array ? '[' : '{';
  for (const key in value) {
    if (out.length >= room) return out;
    const name = array ? '' : `${JSON.stringify(excerpt(key, room))}:`;
    const item = jsonStart(
      (value as Readonly<Record<string, unknown>>)[key],
      room - out.length - name.length,
    );
    out += `${out.length > 1 ? ',' : ''}${name}${item}`;
  }
  return `${out}${array ? ']' : '}'}`;
};

/**
 * A value as a message quotes it: its JSON text when short, else its start and an ellipsis.
 * Only as much of the value is read as the excerpt shows, however large or deep it is.
 */
export const excerptJson = (value: unknown, max = EXCERPT_LENGTH): string =>
  excerpt(jsonStart(value, max + 1), max);
