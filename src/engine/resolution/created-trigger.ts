import { ok, type Result } from '../../result.js';
import type { GameObject } from '../../state/types.js';
import { unsupportedAbility } from '../outcome.js';
import type { Resolving } from './resolving.js';

/** The resolving ability's source and text, which a triggered ability it creates keeps. */
export interface CreatorOf {
  readonly object: GameObject;
  readonly text: string;
}

/**
 * CR 603.7c, 603.12: a delayed or reflexive triggered ability created as an ability resolves has
 * that ability's source; one resolving with none (`what` says which) is refused as unsupported.
 */
export const creatorOf = (r: Resolving, what: string, rule: string): Result<CreatorOf> => {
  const text = r.source.abilities.map((a) => a.text).join('\n');
  const object = r.source.object;
  return object
    ? ok({ object, text })
    : unsupportedAbility(r.source.name, {
        text,
        reason: `a ${what} triggered ability has the resolving one's source, and this one resolved with none (CR ${rule})`,
      });
};
