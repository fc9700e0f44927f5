/**
 * Pairs written as a JSON object, `{ "wall": "bear" }`, when the object keeps them all and in
 * order: no key twice, and no key that objects move to the front (an array index such as
 * "3"). Otherwise undefined, and the caller writes the list form.
 */
export const asKeyed = <V>(pairs: readonly (readonly [string, V])[]): Record<string, V> | undefined => {
  const record: Record<string, V> = Object.fromEntries(pairs);
  const keys = Object.keys(record);
  return keys.length === pairs.length && keys.every((k, i) => k === pairs[i]?.[0]) ? record : undefined;
};
