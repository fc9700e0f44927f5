import type { AbilityDef } from '../../../src/effects/types.js';
import { keyword, regenerateSelf } from './build.js';

/**
 * Creatures whose abilities are keywords (CR 702), which the engine's steps read where the
 * keyword matters, and creatures that regenerate themselves (701.19a). A keyword line with
 * reminder text keeps it, as Oracle prints it; reminder text is not rules text (207.2).
 */
export const FORMER_KEYWORD_CREATURES: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Raging Goblin': [
    keyword('Haste', 'Haste (This creature can attack and {T} as soon as it comes under your control.)'),
  ],
  'Typhoid Rats': [
    keyword(
      'Deathtouch',
      'Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)',
    ),
  ],
  'Boggart Ram-Gang': [
    keyword('Haste'),
    keyword('Wither', 'Wither (This deals damage to creatures in the form of -1/-1 counters.)'),
  ],
  'Darksteel Myr': [
    keyword(
      'Indestructible',
      "Indestructible (Damage and effects that say \"destroy\" don't destroy this creature. If its toughness is 0 or less, it's still put into its owner's graveyard.)",
    ),
  ],
  'Serra Angel': [keyword('Flying'), keyword('Vigilance', 'vigilance')],
  'Giant Spider': [keyword('Reach', 'Reach (This creature can block creatures with flying.)')],
  'Wall of Stone': [keyword('Defender', "Defender (This creature can't attack.)")],
  'Blight Mamba': [
    keyword(
      'Infect',
      'Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)',
    ),
    regenerateSelf('{1}{G}: Regenerate Blight Mamba.', '{1}{G}'),
  ],
  'Drudge Skeletons': [
    regenerateSelf(
      "{B}: Regenerate Drudge Skeletons. (The next time this creature would be destroyed this turn, it isn't. Instead tap it, remove all damage from it, and remove it from combat.)",
      '{B}',
    ),
  ],
  'River Boa': [
    keyword(
      'Islandwalk',
      "Islandwalk (This creature can't be blocked as long as defending player controls an Island.)",
    ),
    regenerateSelf('{G}: Regenerate River Boa.', '{G}'),
  ],
};
