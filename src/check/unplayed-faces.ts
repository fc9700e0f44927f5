import type { CardData } from '../cards/card-data.js';

/**
 * A face of a card that the engine never plays, by the rule that would play it; a card with one
 * is not counted as modelled, however well its abilities compile (issue 13). The engine refuses
 * such a spell as unsupported (engine/casting/spell-faces.ts): an Adventure (CR 715.3), either
 * half of a split card (709.3) and an aftermath half (702.127a), and a modal double-faced card's
 * back face unless it is a land, which is played (712.12) where a spell would be cast (712.11b).
 */
export interface UnplayedFace {
  readonly face: string;
  readonly rule: string;
}

const RULES: Readonly<Record<string, string>> = {
  adventure: '715.3',
  split: '709.3',
  aftermath: '702.127a',
  modal_dfc: '712.11b',
};

export const unplayedFace = (card: CardData): UnplayedFace | undefined => {
  const rule = RULES[card.layout];
  const face = card.faces?.[1];
  if (rule === undefined || face === undefined) return undefined;
  if (card.layout === 'modal_dfc' && face.types.includes('Land')) return undefined;
  return { face: face.name, rule };
};
