/** A key or index on the way to a value: `['objects', 2, 'card']`. */
export type PathSegment = string | number;

/** JSON paths for error messages: `$.objects[2].card`, `$.players[0].counters["+1/+1"]`. */
export const jsonPath = (segments: readonly PropertyKey[]): string =>
  segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const key = String(segment);
    return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
  }, '$');
