import { copiedWithOwnExceptions } from '../engine/zones/copy-choice.js';
import { all, err, map, ok, type Result, rulesError } from '../result.js';
import { ownCopiableValues } from '../state/copiable-values.js';
import { jsonPath } from '../state/json-path.js';
import type { CopiableSnapshot, GameObject } from '../state/types.js';
import { type BoardContext, objectRef } from './board-context.js';
import { canonicalCardName } from './card-names.js';
import type { BoardObject } from './object-types.js';

/**
 * CR 707.2, 707.2b: an object that entered as a copy keeps the copiable values it got then.
 * `copyOf` names an object on the battlefield; a copy of a copy takes the values the copied
 * object has, which are its own copy's (707.3), with its own copy ability's exceptions (707.9b).
 * `copy` gives the values directly (validateState checks its card and option).
 */
export const resolveCopies = (
  ctx: BoardContext,
  written: readonly BoardObject[],
  objects: readonly GameObject[],
): Result<GameObject[]> => {
  const done = new Map<number, CopiableSnapshot | null>();
  const visiting = new Set<number>();

  const copiedValues = (index: number): Result<CopiableSnapshot | null> => {
    const known = done.get(index);
    if (known !== undefined) return ok(known);
    const at = (...keys: string[]): string => jsonPath(['objects', index, 'choices', ...keys]);
    const { copy, copyOf } = written[index]?.choices ?? {};
    if (copy !== undefined && copyOf !== undefined) {
      return err(rulesError('ERR_BOARD_SCHEMA', 'give copy or copyOf, not both', { path: at('copy') }));
    }
    let values: Result<CopiableSnapshot | null> = ok(null);
    if (copy?.tokenDef !== undefined) {
      values = ok(copy);
    } else if (copy !== undefined) {
      values = ok({ ...copy, card: canonicalCardName(ctx.pool, copy.card) });
    } else if (copyOf !== undefined) {
      visiting.add(index);
      values = copyOfObject(index, copyOf, at('copyOf'));
      visiting.delete(index);
    }
    if (values.ok) done.set(index, values.value);
    return values;
  };

  const copyOfObject = (index: number, id: string, path: string): Result<CopiableSnapshot> => {
    const ref = objectRef(ctx, id, path);
    if (!ref.ok) return ref;
    const target = objects[ref.value];
    if (target === undefined || ref.value === index || visiting.has(ref.value)) {
      const message =
        ref.value === index
          ? 'an object cannot enter as a copy of itself'
          : `"${id}" is itself, directly or not, a copy of this object: the copies go round in a loop`;
      return err(rulesError('ERR_BOARD_STATE', message, { path }));
    }
    if (target.zone !== 'battlefield') {
      return err(
        rulesError('ERR_BOARD_STATE', `"${id}" is in the ${target.zone}, not on the battlefield`, {
          path,
          rule: '707.2',
        }),
      );
    }
    const copier = objects[index];
    return map(copiedValues(ref.value), (its) => {
      const values = its ?? ownCopiableValues(target);
      return copier ? copiedWithOwnExceptions(ctx.pool, copier, values) : values;
    });
  };

  return all(objects, (object, index) =>
    map(copiedValues(index), (copy) =>
      copy === null ? object : { ...object, choices: { ...object.choices, copy } },
    ),
  );
};
