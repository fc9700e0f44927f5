import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import type { EntryChoice } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { map, ok, type Result } from '../../result.js';
import { copiableValues, withException } from '../../state/copiable-values.js';
import type { CopiableSnapshot, EntryChoices, GameObject, ObjectId, PlayerId } from '../../state/types.js';
import { refuse } from '../outcome.js';
import type { View } from '../view.js';

/**
 * The choices of an object entering the battlefield (CR 614.12), with the object it copies, if it
 * does (707.5).
 */
export type EnterChoices = EntryChoices & {
  /** CR 707.5: the object it enters as a copy of, chosen as it enters (614.12). */
  readonly copyOf?: ObjectId;
};

type CopyAbility = Extract<EntryChoice, { readonly kind: 'copy' }>;

/**
 * CR 707.5, 614.1c, 707.9b: the copiable values an object enters with, when its own "enter as a
 * copy" ability is applied: of the object chosen (`copyOf`), which must be one the ability
 * names (on the battlefield, or Body Double's card in a graveyard), or the values given
 * (`copy`); then the ability's exceptions, which become copiable values (707.9b). A copy
 * chosen for an object with no such ability is refused (614.12).
 */
export const enteringCopy = (
  view: View,
  pool: CardPool,
  object: GameObject,
  choices: EnterChoices,
  controller: PlayerId,
): Result<CopiableSnapshot | undefined> => {
  const { copyOf, copy } = choices;
  if (copyOf === undefined && copy === undefined) return ok(undefined);
  const path = copyOf === undefined ? '$.choices.copy' : '$.choices.copyOf';
  if (copyOf !== undefined && copy !== undefined)
    return refuse('give copy or copyOf, not both', path, '614.12');
  const ability = ownCopyAbility(pool, object);
  if (!ability)
    return refuse(`${object.card} has no modelled "as enters" choice of an object to copy`, path, '614.12');
  const copied =
    copyOf === undefined ? ok(copy) : chosenObject(view, pool, object, copyOf, ability, controller);
  return map(copied, (values) => values && withException(values, ability.except));
};

/** The values an object copying `values` with its own "enter as a copy" ability has (a board file's `copyOf`). */
export const copiedWithOwnExceptions = (
  pool: CardPool,
  object: GameObject,
  values: CopiableSnapshot,
): CopiableSnapshot => {
  const ability = ownCopyAbility(pool, object);
  return withException(values, ability?.except);
};

/** Its own card's "enter as a copy" ability (not a copied one's: 707.9e); face down it has none (708.3). */
export const ownCopyAbility = (pool: CardPool, object: GameObject): CopyAbility | undefined => {
  if (object.faceDown) return undefined;
  for (const a of definitionOf(pool, { ...object, choices: {} })?.abilities ?? [])
    if (a.kind === 'asEnters' && a.choice.kind === 'copy') return a.choice;
  return undefined;
};

const chosenObject = (
  view: View,
  pool: CardPool,
  object: GameObject,
  id: ObjectId,
  ability: CopyAbility,
  controller: PlayerId,
): Result<CopiableSnapshot> => {
  const chosen = view.objects.get(id);
  if (!chosen) return refuse(`no object has id "${id}"`, '$.choices.copyOf', '707.5');
  if (id === object.id)
    return refuse('an object cannot enter as a copy of itself', '$.choices.copyOf', '707.5');
  const fits = selectObjects(view.state, pool, ability.of, { source: object.id, controller });
  if (!fits.ok) return fits;
  return fits.value.includes(id)
    ? ok(copiableValues(chosen))
    : refuse(`${id} is not an object ${object.card} may enter as a copy of`, '$.choices.copyOf', '707.5');
};
