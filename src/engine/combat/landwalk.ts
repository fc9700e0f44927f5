import type { Keyword } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import type { PlayerId } from '../../state/types.js';
import type { Supertype } from '../../state/vocabulary.js';
import { hasKeyword, type View } from '../view.js';
import { withArticle } from '../words.js';
import type { Breach } from './evasion.js';

/**
 * CR 702.14c: the land a landwalk asks the defending player to control: one with the subtype
 * ("islandwalk", "desertwalk"), with the supertype ("legendary landwalk"), without it
 * ("nonbasic landwalk"), or with both ("snow swampwalk"); `words` names it in a refusal.
 */
interface WalkedLand {
  readonly subtype?: string;
  readonly supertype?: Supertype;
  readonly notSupertype?: Supertype;
  readonly words: string;
}

const LANDWALKS: readonly (readonly [Keyword, WalkedLand])[] = [
  ['Islandwalk', { subtype: 'Island', words: 'Island' }],
  ['Forestwalk', { subtype: 'Forest', words: 'Forest' }],
  ['Swampwalk', { subtype: 'Swamp', words: 'Swamp' }],
  ['Mountainwalk', { subtype: 'Mountain', words: 'Mountain' }],
  ['Plainswalk', { subtype: 'Plains', words: 'Plains' }],
  ['Desertwalk', { subtype: 'Desert', words: 'Desert' }],
  ['Legendary landwalk', { supertype: 'Legendary', words: 'legendary land' }],
  ['Nonbasic landwalk', { notSupertype: 'Basic', words: 'nonbasic land' }],
  ['Snow landwalk', { supertype: 'Snow', words: 'snow land' }],
  ['Snow swampwalk', { supertype: 'Snow', subtype: 'Swamp', words: 'snow Swamp' }],
  ['Snow forestwalk', { supertype: 'Snow', subtype: 'Forest', words: 'snow Forest' }],
  ['Snow islandwalk', { supertype: 'Snow', subtype: 'Island', words: 'snow Island' }],
  ['Snow mountainwalk', { supertype: 'Snow', subtype: 'Mountain', words: 'snow Mountain' }],
  ['Snow plainswalk', { supertype: 'Snow', subtype: 'Plains', words: 'snow Plains' }],
];

const isWalked = (c: Characteristics, land: WalkedLand): boolean =>
  c.types.includes('Land') &&
  (land.subtype === undefined || c.subtypes.includes(land.subtype)) &&
  (land.supertype === undefined || c.supertypes.includes(land.supertype)) &&
  (land.notSupertype === undefined || !c.supertypes.includes(land.notSupertype));

/** CR 702.14c: the attacker can't be blocked while `defender` controls a land its landwalk names. */
export const landwalkBreach = (view: View, attacker: Characteristics, defender: PlayerId): Breach | null => {
  for (const [walk, land] of LANDWALKS) {
    if (!hasKeyword(attacker, walk)) continue;
    const walked = [...view.chars.values()].some(
      (c) => c.zone === 'battlefield' && c.controller === defender && isWalked(c, land),
    );
    if (walked)
      return {
        why: `${attacker.id} has ${walk.toLowerCase()} and ${defender} controls ${withArticle(land.words)}`,
        rule: '702.14c',
      };
  }
  return null;
};
