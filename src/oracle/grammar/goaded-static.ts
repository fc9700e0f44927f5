import type { AbilityDef } from '../../effects/types.js';
import { map, opt, punct, sepBy1, seq, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { change } from './compound-changes.js';
import { sentenceEnd } from './granted.js';
import { attached } from './subjects.js';

/**
 * CR 701.15b: "Enchanted creature gets +1/+1 and is goaded" (Martial Impetus), "Equipped
 * creature gets +2/+0 and is goaded" (Bloodthirsty Blade), "… gets +3/+3, must be blocked if
 * able, and is goaded" (Predatory Impetus): the changes, and the creature goaded by the ability's
 * controller for as long as the ability applies. Goaded is a designation, not an ability
 * (701.15b), so no layer grants it; the attack requirements read it from the ability.
 */
export const goadedStatic: AbilityParser = map(
  seq(attached, sepBy1(change, punct(',')), opt(punct(',')), words('and is goaded'), sentenceEnd),
  ([affects, changes]) =>
    (text: string): AbilityDef => ({
      kind: 'static',
      text,
      effect: { affects, ops: changes.flat() },
      goads: true,
    }),
);
