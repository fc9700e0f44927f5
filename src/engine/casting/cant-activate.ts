import type { Characteristics } from '../../layers/result.js';
import { ok, type Result } from '../../result.js';
import { refuse } from '../outcome.js';
import { hasRestriction } from '../view.js';

/**
 * CR 701.35a: a detained permanent's activated abilities can't be activated: all of them, mana
 * abilities (605.1a) and crew (702.122a) too. `path` is where the permanent is named.
 */
export const mayActivateAbilitiesOf = (c: Characteristics, path: string): Result<true> =>
  hasRestriction(c, 'cantActivateAbilities')
    ? refuse(`${c.id}'s activated abilities can't be activated`, path, '701.35a')
    : ok(true);
