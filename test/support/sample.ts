import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import type { Action } from '../../src/engine/action.js';
import { withoutReminders } from '../../src/oracle/reminder.js';
import type { Step } from '../../src/state/vocabulary.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from './play.js';

/**
 * The random-sample trust tests of the Oracle compiler: real cards drawn with a fixed seed, each
 * read against its Oracle text and pinned by a board test that plays its abilities with `apply`.
 * A row fails if an ability is missing or means something else: its numbers, targets, duration,
 * who it affects; each "until end of turn" is checked gone after the cleanup step (CR 514.2).
 */

/** A check on a row's board: actions played on it and what must follow, as in a `PlayRow`. */
export type Check = Omit<PlayRow, 'name' | 'board'>;

/**
 * A row: the card, its Oracle text without reminder text (lines joined by " / "), the rules,
 * a board with a check, and `also` further checks on the same board (an "until end of turn"
 * effect gone after the cleanup step, CR 514.2; a block that a keyword forbids).
 */
export interface SampleRow extends Omit<PlayRow, 'name'> {
  readonly card: string;
  readonly text: string;
  readonly rules: string;
  readonly also?: readonly Check[];
}

/** A board at a step of A's turn 3; each player has a library to draw from as turns go by (CR 704.5b). */
export const at = (
  step: Step,
  extra: { readonly objects?: readonly object[]; readonly [key: string]: unknown } = {},
) => ({
  turn: { number: 3, active: 'A', step },
  ...extra,
  objects: [...(extra.objects ?? []), ...LIBRARIES],
});
const LIBRARIES = [
  { card: 'Island', zone: 'library', owner: 'A' },
  { card: 'Island', zone: 'library', owner: 'B' },
];
export const mana = (pool: string) => [{ id: 'A', manaPool: pool }, { id: 'B' }];
export const theirs = (id: string, card: string, extra: object = {}) => ({
  id,
  card,
  controller: 'B',
  ...extra,
});
export const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
export const activate = (object: string, ability: number, targets?: string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(targets ? { targets } : {}),
});
export const cast = (source: string, targets: string[] = [], x?: number): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  ...(targets.length > 0 ? { targets } : {}),
  ...(x === undefined ? {} : { x }),
});
export const enter = (object: string, x?: number): Action => ({
  kind: 'putOntoBattlefield',
  object,
  ...(x === undefined ? {} : { choices: { x } }),
});
export const dmg = (source: string, to: string, amount: number): Action => ({
  kind: 'damage',
  source,
  to: [{ to, amount }],
});
export const declare = (...ids: string[]): Action => ({
  kind: 'declareAttackers',
  attackers: attack(...ids),
});
export const advance = (to: Step): Action => ({ kind: 'advance', to });
/** The same actions, then the turn's cleanup step, where "until end of turn" effects end (CR 514.2). */
export const afterCleanup = (actions: readonly Action[], objects: NonNullable<Check['objects']>): Check => ({
  actions: [...actions, advance('cleanup')],
  objects,
});
/** Attack with `attacker`, and B's `blocker` tries to block it. */
export const attackBlockedBy = (attacker: string, blocker: string): Action[] =>
  attackAndBlock(attack(attacker), [block(blocker, attacker)]);

/** The bundled pool: the sampled cards are compiled, and no hand definition stands in for any of them. */
const POOL = defaultPool();

/** Oracle text as the rows quote it: reminder text dropped, lines joined by " / ". */
const quoted = (text: string): string =>
  text
    .split('\n')
    .map(withoutReminders)
    .filter((line) => line !== '')
    .join(' / ');

/** The sample's tests: fifty different cards, each compiled completely, quoted exactly, and played. */
export const checkSample = (title: string, rows: readonly SampleRow[]): void => {
  describe(title, () => {
    const sample = new Set(rows.map((r) => r.card));
    it('pins fifty different cards, each compiled completely and quoted exactly', () => {
      expect(sample.size).toBe(50);
      for (const row of rows) {
        const definition = POOL.get(row.card);
        expect({
          card: row.card,
          behaviour: definition?.behaviour,
          text: quoted(definition?.data.text ?? ''),
        }).toEqual({
          card: row.card,
          behaviour: 'compiled',
          text: row.text,
        });
        expect(definition?.abilities.filter((a) => a.kind === 'unsupported')).toEqual([]);
      }
    });

    it.each(rows.map((row) => ({ ...row, name: `${row.card}: "${row.text}" (CR ${row.rules})` })))(
      '$name',
      (row) => {
        const { also = [], ...first } = row;
        for (const check of [first, ...also]) checkPlay({ ...check, name: row.name, board: row.board }, POOL);
      },
    );
  });
};
