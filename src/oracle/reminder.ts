/** Reminder text is not rules text (CR 207.2): "(…)" with the space before it. */
export const withoutReminders = (text: string): string => text.replace(/\s*\([^()]*\)/g, '').trim();

/** A paragraph that is only reminder text is not an ability (CR 207.2). */
export const isReminder = (paragraph: string): boolean => /^\(.*\)$/s.test(paragraph.trim());
