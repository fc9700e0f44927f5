import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../playground/src/kept-characteristics.js';
import { addObject, current, editObject, openBoard, type Session } from '../../playground/src/session.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { evaluate } from '../../src/layers/evaluate.js';
import type { Characteristics } from '../../src/layers/result.js';
import type { Result } from '../../src/result.js';

/**
 * The playground keeps the characteristics of an object an edit left alone, so that only the
 * cards of changed objects are drawn again (issue 16: an edit redrawn within one frame).
 */

const pool = defaultPool();

const opened = openBoard(
  {
    objects: [
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'elves', card: 'Llanowar Elves' },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      { id: 'anthem', card: 'Glorious Anthem' },
    ],
  },
  pool,
);

const objectsOf = (session: Session): readonly Characteristics[] => {
  const evaluated = evaluate(current(session).state, pool);
  return evaluated.ok ? evaluated.value.objects : expect.fail(evaluated.error.message);
};

const ROWS: readonly [string, (session: Session) => Result<Session>, readonly string[]][] = [
  ['nothing changed: every object kept', (s) => ({ ok: true, value: s }), []],
  [
    'the bear tapped (CR 110.5): only the bear drawn again',
    (s) => editObject(s, pool, 'bear', { tapped: true }),
    ['bear'],
  ],
  [
    'Elvish Champion added: the Elves get +1/+1 and forestwalk (CR 613.4c, 613.1f), the bears are kept',
    (s) => addObject(s, pool, { card: 'Elvish Champion', controller: 'A' }),
    ['elves', 'o1'],
  ],
];

describe('keepUnchanged', () => {
  it.each(ROWS)('%s', (_name, change, changed) => {
    if (!opened.ok) return expect.fail(opened.error.message);
    const before = objectsOf(opened.value);
    const after = change(opened.value);
    if (!after.ok) return expect.fail(after.error.message);
    const fresh = objectsOf(after.value);
    // The layers make new characteristics for every object of a board with a static ability.
    expect(fresh.filter((c) => before.includes(c))).toEqual([]);
    const kept = keepUnchanged(before, fresh);
    expect(kept.filter((c) => !before.includes(c)).map((c) => c.id)).toEqual(changed);
  });
});
