/**
 * Whether any object inside a compiled instruction passes `test`. Instructions are plain data
 * (readonly JSON), so a walk over every field finds a number or a reference wherever an
 * instruction keeps one, granted abilities and "if you do" branches included.
 */
export const anyNode = (node: unknown, test: (n: { readonly kind?: unknown }) => boolean): boolean => {
  if (Array.isArray(node)) return node.some((n) => anyNode(n, test));
  if (typeof node !== 'object' || node === null) return false;
  return test(node) || Object.values(node).some((n) => anyNode(n, test));
};
