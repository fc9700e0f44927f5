/**
 * The entry choices a board file and the game state write field for field (CR 614.12, 107.3m,
 * 702.33d, 702.38a, …): every one but `copy` and `copyOf`, whose values need the other objects.
 */
export const ENTRY_CHOICE_FIELDS = [
  'opponent',
  'color',
  'creatureType',
  'option',
  'x',
  'unleash',
  'riot',
  'devour',
  'amplify',
  'paid',
  'kicked',
  'kickedWith',
  'colorsSpent',
  'manaSpent',
  'manaSpentByColor',
  'castFrom',
] as const;

type Field = (typeof ENTRY_CHOICE_FIELDS)[number];

/** The entry-choice fields `from` gives, each only where it is set; lists and records are copied. */
export const entryChoiceFields = <T extends Partial<Record<Field, unknown>>>(from: T): Pick<T, Field> => {
  const picked: Partial<Record<Field, unknown>> = {};
  for (const field of ENTRY_CHOICE_FIELDS) {
    const value = from[field];
    if (value !== undefined)
      picked[field] = Array.isArray(value) ? [...value] : typeof value === 'object' ? { ...value } : value;
  }
  // Each field was copied from `from` under its own name.
  return picked as Pick<T, Field>;
};
