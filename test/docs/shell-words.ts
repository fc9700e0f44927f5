/**
 * The words of one shell command line as the docs write them: words split at spaces, "double"
 * and 'single' quotes kept together without their quotes, and a `#` that starts a word starting
 * a comment. Nothing else of the shell (no variables, pipes or escapes): a line using them is
 * refused by name, so an example the test cannot run is never run wrongly.
 */
export const shellWords = (line: string): { words: string[] } | { refused: string } => {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const char of line) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= '';
    } else if (char === ' ' || char === '\t') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === '#' && word === undefined) break;
    else if ('|&;<>$`\\'.includes(char)) return { refused: `the shell's ${char}` };
    else word = (word ?? '') + char;
  }
  if (quote !== undefined) return { refused: `an unclosed ${quote}` };
  if (word !== undefined) words.push(word);
  return { words };
};
