import type { CardData } from '../cards/card-data.js';
import type { AbilityDef } from '../effects/types.js';
import { unplayedFace } from './unplayed-faces.js';

type Unsupported = Extract<AbilityDef, { readonly kind: 'unsupported' }>;

/** A face's abilities, or why the compiler couldn't give them (a compiler bug, caught). */
export type FaceAbilities = { readonly abilities: readonly AbilityDef[] } | { readonly error: string };

/** What keeps a card from being fully modelled: where, the ability's text (if one), and why. */
export interface ModelGap {
  readonly face: string;
  readonly ability: string | null;
  readonly reason: string;
}

/**
 * The first thing that keeps a card from being fully modelled, face by face, or undefined when
 * it is: every ability of every face modelled, and every face one the engine plays. This is
 * what `check-cards` counts as a modelled card and what `check-deck` reports.
 */
export const firstGap = (card: CardData, faces: readonly FaceAbilities[]): ModelGap | undefined => {
  for (const [i, face] of faces.entries()) {
    const name = (card.faces?.[i] ?? card).name;
    if ('error' in face) return { face: name, ability: null, reason: `the compiler failed: ${face.error}` };
    const unsupported = face.abilities.find((a): a is Unsupported => a.kind === 'unsupported');
    if (unsupported) return { face: name, ability: unsupported.text, reason: unsupported.reason };
  }
  const unplayed = unplayedFace(card);
  return unplayed === undefined
    ? undefined
    : {
        face: unplayed.face,
        ability: null,
        reason: `the engine never plays this face (CR ${unplayed.rule})`,
      };
};
