import { TEXT_WORDS } from './text-words.js';

/** CR 608.2d, 701.26a-b: what "tap or untap target permanent" asks its controller to choose. */
export const TAP_CHOICES = ['tap', 'untap'] as const;

/**
 * The words a decision's `chosen` list may hold instead of ids (CR 608.2d): a colour ("the color
 * of your choice"), "tap" or "untap", and the words a text-changing effect replaces (612.2).
 */
const CHOICE_WORDS: ReadonlySet<string> = new Set([...TAP_CHOICES, ...Object.values(TEXT_WORDS).flat()]);

export const isChoiceWord = (word: string): boolean => CHOICE_WORDS.has(word);
