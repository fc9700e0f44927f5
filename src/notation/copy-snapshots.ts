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

  /** The values an object's `copy` gives, or null without one. */
  const givenValues = (index: number): Result<CopiableSnapshot | null> => {
    const { copy, copyOf } = written[index]?.choices ?? {};
    if (copy !== undefined && copyOf !== undefined) {
      const path = jsonPath(['objects', index, 'choices', 'copy']);
      return err(rulesError('ERR_BOARD_SCHEMA', 'give copy or copyOf, not both', { path }));
    }
    if (copy?.tokenDef !== undefined) return ok(copy);
    return ok(copy === undefined ? null : { ...copy, card: canonicalCardName(ctx.pool, copy.card) });
  };

  /**
   * CR 707.3: a copy of a copy takes what the copied object copied, so a `copyOf` chain is walked
   * to an object whose values are known or given, then worked out back to its start. A loop, not
   * recursion: a board can chain as many copies as it likes (issue 18).
   */
  const copiedValues = (start: number): Result<CopiableSnapshot | null> => {
    const links: { copier: number; target: number }[] = [];
    const onChain = new Set<number>();
    let index = start;
    let known = done.get(index);
    while (known === undefined) {
      const copyOf = written[index]?.choices?.copyOf;
      if (copyOf === undefined || written[index]?.choices?.copy !== undefined) {
        const given = givenValues(index);
        if (!given.ok) return given;
        known = given.value;
        done.set(index, known);
        break;
      }
      onChain.add(index);
      const target = copyTarget(index, copyOf, onChain);
      if (!target.ok) return target;
      links.push({ copier: index, target: target.value });
      index = target.value;
      known = done.get(index);
    }
    let values = known;
    for (const { copier, target } of links.reverse()) {
      const its = values ?? ownCopiableValues(objects[target] as GameObject);
      values = copiedWithOwnExceptions(ctx.pool, objects[copier] as GameObject, its);
      done.set(copier, values);
    }
    return ok(values);
  };

  /** The index of the battlefield object a `copyOf` names, unless the chain loops back (707.2). */
  const copyTarget = (index: number, id: string, onChain: ReadonlySet<number>): Result<number> => {
    const path = jsonPath(['objects', index, 'choices', 'copyOf']);
    const ref = objectRef(ctx, id, path);
    if (!ref.ok) return ref;
    const target = objects[ref.value];
    if (target === undefined || onChain.has(ref.value)) {
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
    return ok(ref.value);
  };

  return all(objects, (object, index) =>
    map(copiedValues(index), (copy) =>
      copy === null ? object : { ...object, choices: { ...object.choices, copy } },
    ),
  );
};
