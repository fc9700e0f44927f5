import type { AbilityDef, Filter, LayerOp } from '../../effects/types.js';
import { mentions } from '../that-much.js';

/**
 * "Enchanted creature gets +1/+1 for each other creature you control" (Bravado, Vampirism):
 * "other" is other than the enchanted creature, but a count leaves out only its own source (the
 * Aura). Such an ability is reported unsupported rather than given a number one too high; the
 * builder of that report, or null for any other static ability.
 */
export const otherThanAttached = (
  affects: Filter,
  ops: readonly LayerOp[],
): ((text: string) => AbilityDef) | null =>
  affects.attachedToSource === true &&
  mentions(ops, (r) => {
    const of = r.kind === 'count' ? (r.of as Filter | undefined) : undefined;
    return of?.other === true && (of.types === undefined || of.types.includes('Creature'));
  })
    ? (text) => ({
        kind: 'unsupported',
        text,
        reason:
          'it counts creatures "other" than the one its source is attached to, which no count of the engine leaves out yet',
      })
    : null;
