import { describe, expect, it } from 'vitest';
import {
  type Answer,
  answerOf,
  type Filled,
  initialFilled,
  type Question,
} from '../../playground/src/answer-builder.js';
import { candidates } from '../../src/engine/answers/answers-to.js';

/**
 * The answers the playground's question form builds (CR 608.2d) are among the engine's own
 * candidates for the question (`candidates`, which `answersTo` checks one by one), kind by kind.
 */

/** An answer as JSON with its empty lists left out: "a list left out is empty" (state/answers.ts). */
const canonical = (a: unknown): string =>
  JSON.stringify(a, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => !(Array.isArray(x) && x.length === 0))
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

const isCandidate = (q: Question, answer: Answer): boolean =>
  [...(candidates(q) ?? [])].some((c) => canonical(c) === canonical(answer));

const filled = (q: Question, part: Partial<Filled>): Filled => ({ ...initialFilled(q, undefined), ...part });

const place: Question = { kind: 'place', cards: ['c1', 'c2', 'c3'], to: ['top', 'bottom'] };
const dig: Question = {
  kind: 'dig',
  seen: ['a', 'b', 'c'],
  take: { from: ['a', 'b', 'c'], min: 1, max: 1 },
  order: 'bottom',
};

const rows: readonly { name: string; q: Question; part: Partial<Filled>; answer: Answer }[] = [
  { name: 'CR 603.5: "you may": no', q: { kind: 'may' }, part: { value: 'no' }, answer: { may: false } },
  {
    name: 'CR 608.2d: "add {R} or {G}": {G}',
    q: { kind: 'mana', options: ['{R}', '{G}'] },
    part: { value: '{G}' },
    answer: { mana: '{G}' },
  },
  {
    name: 'CR 614.12: a colour chosen as it enters',
    q: { kind: 'entryChoice', field: 'color', options: ['W', 'U'] },
    part: { value: 'U' },
    answer: { choices: { color: 'U' } },
  },
  {
    name: 'CR 701.22a: scry 3, c1 to the bottom, c2 then c3 on top',
    q: place,
    part: { order: ['c2', 'c1', 'c3'], to: { c1: 'bottom', c2: 'top', c3: 'top' } },
    answer: { decisions: [{ top: ['c2', 'c3'], bottom: ['c1'] }] },
  },
  {
    name: 'CR 701.22a: scry 3 as the form starts: each card back on top in its order',
    q: place,
    part: {},
    answer: { decisions: [{ top: ['c1', 'c2', 'c3'], bottom: [] }] },
  },
  {
    name: 'CR 608.2d: one keyword of two',
    q: { kind: 'choose', options: ['Flying', 'First strike'], min: 1, max: 1, ordered: false },
    part: { checked: ['First strike'] },
    answer: { decisions: [{ chosen: ['First strike'] }] },
  },
  {
    name: 'CR 612.1: a text change, the word replaced then its replacement (in the order checked)',
    q: { kind: 'choose', options: ['Swamp', 'Island'], min: 2, max: 2, ordered: true },
    part: { checked: ['Island', 'Swamp'] },
    answer: { decisions: [{ chosen: ['Island', 'Swamp'] }] },
  },
  {
    name: 'CR 701.9b: discard one card of three',
    q: { kind: 'pick', field: 'cards', groups: [{ player: 'A', from: ['x', 'y', 'z'], min: 1, max: 1 }] },
    part: { checked: ['y'] },
    answer: { decisions: [{ cards: ['y'] }] },
  },
  {
    name: 'CR 701.23a: search the library for up to one card',
    q: { kind: 'search', library: ['l1', 'l2'], graveyard: null, min: 0, max: 1 },
    part: { checked: ['l2'] },
    answer: { decisions: [{ cards: ['l2'] }] },
  },
  {
    name: 'CR 701.23a: "your library and/or graveyard": the graveyard searched, its card found',
    q: { kind: 'search', library: ['l1'], graveyard: ['g1'], min: 0, max: 1 },
    part: { zones: ['graveyard'], checked: ['g1'] },
    answer: { decisions: [{ cards: ['g1'], searched: ['graveyard'] }] },
  },
  {
    name: 'CR 701.20e, 401.4: look at three, take b, the rest on the bottom c then a',
    q: dig,
    part: { checked: ['b'], order: ['c', 'a', 'b'] },
    answer: { decisions: [{ cards: ['b'], bottom: ['c', 'a'] }] },
  },
];

describe("the playground's question form (CR 608.2d)", () => {
  it.each(rows)('$name', ({ q, part, answer }) => {
    const built = answerOf(q, filled(q, part));
    expect(built).toEqual(answer);
    expect(isCandidate(q, built)).toBe(true);
  });

  it('CR 205.3m: any creature type is typed; the form starts from the example answer', () => {
    const q: Question = { kind: 'entryChoice', field: 'creatureType', options: null };
    const start = initialFilled(q, { choices: { creatureType: 'Elf' } });
    expect(answerOf(q, start)).toEqual({ choices: { creatureType: 'Elf' } });
    expect(answerOf(q, { ...start, value: ' Goblin ' })).toEqual({ choices: { creatureType: 'Goblin' } });
  });
});
