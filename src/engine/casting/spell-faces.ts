import type { CardData } from '../../cards/card-data.js';
import { foldName } from '../../cards/make-pool.js';
import { err, ok, type Result, rulesError } from '../../result.js';

/**
 * The engine plays a card's front face only. A spell of any other face, whose characteristics
 * and zone changes differ (an Adventure is exiled as it resolves, 715.3d), is refused as
 * unsupported, never resolved as the front face nor as nothing.
 */
const OTHER_FACE: Readonly<Record<string, readonly [string, string]>> = {
  adventure: ['casting an adventurer card as an Adventure', '715.3'],
  split: ['casting the right half of a split card', '709.3'],
  aftermath: ['casting the aftermath half of a card', '702.127a'],
  modal_dfc: ['casting the back face of a modal double-faced card', '712.11b'],
  transform: ['a spell of the back face of a transforming double-faced card', '712.11a'],
  meld: ['a spell of the back face of a meld card', '712.11a'],
  flip: ['a spell of the flipped half of a flip card', '710.1'],
};

const unsupported = (card: CardData, what: string, rule: string, path: string): Result<never> =>
  err(rulesError('ERR_UNSUPPORTED', `${card.name}: ${what} is not supported`, { path, rule }));

/**
 * CR 709.3: a split card's caster chooses which half to cast, a choice the engine doesn't offer,
 * so a split card isn't cast or resolved by its whole name; and a spell named by any face but the
 * front one is refused (OTHER_FACE). `named` is the name a `resolve` gave, if any.
 */
export const checkSpellFace = (card: CardData, named: string | undefined, path: string): Result<null> => {
  if (card.layout === 'split' && (named === undefined || foldName(named) === foldName(card.name)))
    return unsupported(card, 'choosing which half of a split card to cast', '709.3', path);
  if (named === undefined) return ok(null);
  const face = (card.faces ?? []).findIndex((f) => foldName(f.name) === foldName(named));
  if (face <= 0) return ok(null);
  const [what, rule] = OTHER_FACE[card.layout] ?? ['a spell of a face other than the front one', '712.1'];
  return unsupported(card, `${what} (${card.faces?.[face]?.name})`, rule, path);
};

/**
 * The name a spell is resolved by, canonically: the front face's, "Dead", where a face is named
 * (a split card's halves are cast apart, 709.3), else the card's.
 */
export const spellName = (card: CardData, named: string): string =>
  card.faces?.find((f) => foldName(f.name) === foldName(named))?.name ?? card.name;
