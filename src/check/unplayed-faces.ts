import type { CardData } from '../cards/card-data.js';

/**
 * A face of a card that the engine never plays, by the rule that would play it; a card with one
 * is not counted as modelled, however well its abilities compile (issue 13). The engine refuses
 * such a spell as unsupported (engine/casting/spell-faces.ts): either half of a split card
 * (709.3) and an aftermath half (702.127a). It casts an Adventure (715.3) and a modal
 * double-faced card's back face (712.11b), or plays it if it is a land (712.12).
 */
export interface UnplayedFace {
  readonly face: string;
  readonly rule: string;
}

const RULES: Readonly<Record<string, string>> = {
  split: '709.3',
  aftermath: '702.127a',
};

export const unplayedFace = (card: CardData): UnplayedFace | undefined => {
  const rule = RULES[card.layout];
  const face = card.faces?.[1];
  if (rule === undefined || face === undefined) return undefined;
  return { face: face.name, rule };
};
