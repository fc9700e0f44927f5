import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The documents whose examples are checked: the README and every page of docs/. */
export const DOCUMENTS: readonly string[] = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join('docs', name)),
];

/** A fenced code block: its language, the words after it in the info string, and its text. */
export interface CodeBlock {
  readonly file: string;
  /** The line of the opening fence, 1-based, for messages. */
  readonly line: number;
  readonly language: string;
  readonly tags: readonly string[];
  readonly text: string;
  /** The last line of text before the fence that isn't blank: what introduces the block. */
  readonly before: string;
}

const FENCE = /^```(.*)$/;

/** The fenced blocks of a Markdown file, in order (``` fences at the start of a line, as the docs write them). */
export const codeBlocks = (file: string): CodeBlock[] => {
  const blocks: CodeBlock[] = [];
  let open: { line: number; info: string; lines: string[]; before: string } | undefined;
  let before = '';
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const fence = FENCE.exec(text);
      if (open === undefined) {
        if (fence) open = { line: index + 1, info: fence[1] ?? '', lines: [], before };
        else if (text.trim() !== '') before = text;
      } else if (fence) {
        const [language = '', ...tags] = open.info.trim().split(/\s+/);
        blocks.push({
          file,
          line: open.line,
          language,
          tags,
          text: open.lines.join('\n'),
          before: open.before,
        });
        open = undefined;
        before = '';
      } else open.lines.push(text);
    });
  return blocks;
};
