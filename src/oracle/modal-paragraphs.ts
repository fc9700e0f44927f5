/**
 * CR 700.2: a modal ability is printed as a paragraph ending "choose one —" and one paragraph
 * per mode, each opening with a bullet. They are one ability, read whole.
 */
export interface ModalText {
  /** The ability's text: its paragraphs joined by line breaks. */
  readonly text: string;
  /** The index of the first paragraph after it. */
  readonly next: number;
}

const isMode = (paragraph: string | undefined): boolean =>
  paragraph?.trimStart().startsWith('\u2022') ?? false;

export const bulletedModes = (paragraphs: readonly string[], at: number): ModalText | null => {
  const head = paragraphs[at]?.trimEnd() ?? '';
  if (!head.endsWith('\u2014') || !isMode(paragraphs[at + 1])) return null;
  let next = at + 1;
  while (isMode(paragraphs[next])) next++;
  return { text: paragraphs.slice(at, next).join('\n'), next };
};
