import type { CardData } from '../../cards/card-data.js';
import { foldName } from '../../cards/make-pool.js';
import type { CardDefinition, CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import type { AbilityDef } from '../../effects/types.js';
import { chain, err, ok, type Result, rulesError } from '../../result.js';
import type { GameObject } from '../../state/types.js';
import { refuse } from '../outcome.js';
import { cardOf, type View, viewOf, withObject } from '../view.js';
import type { CastAction } from './cast-action.js';

/**
 * The engine casts a card by its front face, a modal double-faced card by either face (712.11b)
 * and an adventurer card normally or as an Adventure (715.3). A spell of any other face, whose
 * characteristics and zone changes differ, is refused as unsupported, never resolved as the
 * front face nor as nothing.
 */
const OTHER_FACE: Readonly<Record<string, readonly [string, string]>> = {
  split: ['casting the right half of a split card', '709.3'],
  aftermath: ['casting the aftermath half of a card', '702.127a'],
  transform: ['a spell of the back face of a transforming double-faced card', '712.11a'],
  meld: ['a spell of the back face of a meld card', '712.11a'],
  flip: ['a spell of the flipped half of a flip card', '710.1'],
};

const unsupported = (card: CardData, what: string, rule: string, path: string): Result<never> =>
  err(rulesError('ERR_UNSUPPORTED', `${card.name}: ${what} is not supported`, { path, rule }));

/**
 * CR 709.3: a split card's caster chooses which half to cast, a choice the engine doesn't offer,
 * so a split card isn't cast or resolved by its whole name; and a spell named by a face the
 * engine doesn't cast (OTHER_FACE) is refused. `named` is the name a `resolve` gave, if any.
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
 * The name a spell is resolved by, canonically: the face's, "Dead", where a face is named (a
 * split card's halves are cast apart, 709.3), else the card's.
 */
export const spellName = (card: CardData, named: string): string =>
  card.faces?.find((f) => foldName(f.name) === foldName(named))?.name ?? card.name;

/**
 * The card as the face its name picks is cast: an adventurer card's Adventure (715.3b), a modal
 * double-faced card's back face (712.8f); by any other name, the card itself.
 */
export const namedFace = (card: CardDefinition, named: string): CardDefinition => {
  const other = card.adventure ?? (card.data.layout === 'modal_dfc' ? card.back : undefined);
  return other && foldName(other.data.name) === foldName(named) ? other : card;
};

/** How a card is cast: by its front face, by its back face (712.11b), or as an Adventure (715.3). */
type CastFace = 'front' | 'back' | 'adventure';

/**
 * The face a card is cast by, from the name its caster gives (`face`; absent, the front face).
 * CR 712.11b: a modal double-faced card's caster chooses its face; 715.3: an adventurer card's,
 * whether to cast it as an Adventure, which one on an adventure can't be (715.3d).
 */
const castFace = (
  card: CardDefinition | undefined,
  object: GameObject,
  face: string | undefined,
): Result<CastFace> => {
  if (face === undefined) return ok('front');
  if (card === undefined) return refuse('a face-down card has no face to name', '$.face', '708.2a');
  const front = card.data.faces?.[0]?.name ?? card.data.name;
  if (foldName(face) === foldName(front) || foldName(face) === foldName(card.data.name)) return ok('front');
  const picked = namedFace(card, face);
  if (picked === card) {
    const other = checkSpellFace(card.data, face, '$.face');
    return other.ok ? refuse(`${face} is not a face of ${card.data.name}`, '$.face', '712.11b') : other;
  }
  if (picked === card.back) return ok('back');
  return object.onAdventure
    ? refuse(
        `${card.data.name} is on an adventure: it can't be cast as an Adventure again`,
        '$.face',
        '715.3d',
      )
    : ok('adventure');
};

/**
 * CR 702.146a, 712.11a: a card cast for its disturb cost is cast transformed, its back face up;
 * a face named must be that one.
 */
const disturbFace = (card: CardDefinition | undefined, face: string | undefined): Result<CastFace> => {
  const back = card?.back?.data.name;
  if (back === undefined)
    return refuse('only a double-faced card is cast transformed', '$.alternative', '712.11a');
  return face === undefined || foldName(face) === foldName(back)
    ? ok('back')
    : refuse(`a card cast for its disturb cost is cast transformed, as ${back}`, '$.face', '702.146a');
};

/**
 * CR 712.11d: a card cast transformed is cast by an ability of its front face (disturb), which is
 * considered with the back face's abilities in casting it.
 */
export const castingAbilities = (
  pool: CardPool,
  object: GameObject,
  abilities: readonly AbilityDef[],
): readonly AbilityDef[] => {
  const front = object.backFace ? pool.get(cardOf(object)) : undefined;
  if (front?.data.layout !== 'transform') return abilities;
  return [...abilities, ...front.abilities.filter((a) => a.kind === 'castCost' && a.option === 'disturb')];
};

/** The object as it is cast by that face: with its back face up (712.11b) or as an Adventure (715.3b). */
const withCastFace = (object: GameObject, face: CastFace): GameObject =>
  face === 'back'
    ? { ...object, backFace: true }
    : face === 'adventure'
      ? { ...object, adventure: true }
      : object;

/**
 * CR 712.11b, 715.3: the game as it is with the card showing the face it is cast by, so that its
 * timing, cost and targets are that face's alone (712.11c, 715.3a).
 */
export const faceView = (view: View, pool: CardPool, action: CastAction): Result<View> => {
  const object = view.objects.get(action.object);
  if (!object) return ok(view);
  const card = object.faceDown ? undefined : definitionOf(pool, object);
  const chosen =
    action.alternative === 'disturb' ? disturbFace(card, action.face) : castFace(card, object, action.face);
  return chain(chosen, (face) =>
    face === 'front'
      ? ok(view)
      : viewOf(
          withObject(view.state, object.id, (o) => withCastFace(o, face)),
          pool,
        ),
  );
};
