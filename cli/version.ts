import { readFileSync } from 'node:fs';

/**
 * The package's version, read at run time from its own package.json, so that it is right after
 * `npm i` without a build step writing it in. This module is cli/version.ts in the source and
 * in dist/lib once built (scripts/bundle.mjs): the nearest package.json above it is the package's.
 */
export const packageVersion = (): string => {
  for (const up of ['../package.json', '../../package.json']) {
    try {
      const json: unknown = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8'));
      if (typeof json === 'object' && json !== null && 'name' in json && json.name === 'mtg-rules')
        return 'version' in json ? String(json.version) : 'unknown';
    } catch {
      // Not at this level: look one higher.
    }
  }
  return 'unknown';
};
