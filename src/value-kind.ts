/**
 * What a value of the wrong kind is, in words, for the errors that refuse it. It calls nothing on
 * the value (no toString, no getter), so describing a Symbol, a cyclic object or a Proxy can't
 * throw, and a long string is cut short so that an error never echoes a huge input.
 */
export const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the string ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
    case 'number':
      return `the number ${value}`;
    case 'object':
      return 'an object';
    case 'undefined':
      return 'undefined';
    default:
      return `a ${typeof value}`;
  }
};
