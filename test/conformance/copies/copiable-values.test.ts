import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../../src/cards/default-pool.js';
import { evaluate } from '../../../src/layers/evaluate.js';
import { makeBoard, parseBoard } from '../../../src/notation/index.js';
import type { GameState } from '../../../src/state/types.js';
import { check, type Row, run } from '../../support/boards.js';

/**
 * Copiable values in layer 1 (CR 613.2, 707.2, 707.3, 707.9b) written in board files: an object's
 * `copyOf` copies another's values, then its own copy ability's exceptions (Quicksilver
 * Gargantuan: "..., except it's 7/7."; Phyrexian Metamorph: "..., except it's an artifact in
 * addition to its other types."), and a copy of it copies those.
 */

const ROWS: readonly Row[] = [
  {
    name: "CR 707.9b: a board file's Quicksilver Gargantuan with copyOf a Grizzly Bears is a 7/7 Grizzly Bears",
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'qg', card: 'Quicksilver Gargantuan', choices: { copyOf: 'bear' } },
      ],
    },
    expect: { qg: { pt: '7/7', base: '7/7', subtypes: ['Bear'], colors: ['G'] } },
  },
  {
    name: 'CR 707.9b, 707.3: Phyrexian Metamorph copying Grizzly Bears, then a Clone copying it: both artifact creatures',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'meta', card: 'Phyrexian Metamorph', choices: { copyOf: 'bear' } },
        { id: 'clone', card: 'Clone', choices: { copyOf: 'meta' } },
      ],
    },
    expect: {
      meta: { pt: '2/2', types: ['Artifact', 'Creature'] },
      clone: { pt: '2/2', types: ['Artifact', 'Creature'] },
    },
  },
  {
    name: 'CR 707.2: a +1/+1 counter on the Gargantuan is not copied: a Clone of it is 7/7, it is 8/8',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'qg', card: 'Quicksilver Gargantuan', choices: { copyOf: 'bear' }, counters: { '+1/+1': 1 } },
        { id: 'clone', card: 'Clone', choices: { copyOf: 'qg' } },
      ],
    },
    expect: { qg: { pt: '8/8' }, clone: { pt: '7/7' } },
  },
];

const pool = defaultPool();

/** A Quicksilver Gargantuan that entered as a copy of a Grizzly Bears, from a board file. */
const gargantuanCopyingBears = (): GameState => {
  const board = parseBoard(
    {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'qg', card: 'Quicksilver Gargantuan', choices: { copyOf: 'bear' } },
      ],
    },
    pool,
  );
  if (!board.ok) throw new Error(board.error.message);
  return board.value.state;
};

describe('copiable values with exceptions (CR 707.9b, 707.3)', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));

  it('CR 613.2, 707.9b: the explanation shows the copy and its exception in layer 1', () => {
    const state = gargantuanCopyingBears();
    const evaluated = evaluate(state, pool, { trace: true });
    if (!evaluated.ok) throw new Error(evaluated.error.message);
    const steps = evaluated.value.trace.filter((s) => s.object === 'qg' && s.layer === '1');
    expect(steps.map((s) => [s.rule, s.what, s.after])).toStrictEqual([
      ['707.2', 'a copy of Grizzly Bears', 'Creature — Bear 2/2'],
      ['707.9b', 'a copy, except 7/7', 'Creature — Bear 7/7'],
    ]);
  });
});

/** Copiers whose exceptions differ, and cards with CDAs, types and keywords to copy. */
const COPIERS = [
  'Clone',
  'Quicksilver Gargantuan',
  'Glasspool Mimic',
  "Dack's Duplicate",
  'Phyrexian Metamorph',
];
const ORIGINALS = [
  'Grizzly Bears',
  'Tarmogoyf',
  'Serra Angel',
  'Juggernaut',
  'Llanowar Elves',
  'Isamaru, Hound of Konda',
];

const copiable = (c: ReturnType<ReturnType<typeof run>['get']>) => ({
  name: c.name,
  power: c.power,
  toughness: c.toughness,
  types: [...c.supertypes, ...c.types],
  subtypes: c.subtypes,
  colors: c.colors,
  abilities: c.abilities.map((a) => a.text),
});

describe("CR 707.3: a copy of a copy has the copy's copiable values", () => {
  it('a Clone copying any copier that copied any card is what the copier is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COPIERS), fc.constantFrom(...ORIGINALS), (copier, original) => {
        const board = run({
          objects: [
            { id: 'original', card: original },
            { id: 'copier', card: copier, choices: { copyOf: 'original' } },
            { id: 'clone', card: 'Clone', controller: 'B', choices: { copyOf: 'copier' } },
          ],
        });
        expect(copiable(board.get('clone'))).toStrictEqual(copiable(board.get('copier')));
      }),
    );
  });
});

describe('CR 707.2b: a copy with exceptions written back', () => {
  it('makeBoard writes the values with their exceptions, and reads them back the same', () => {
    const state = gargantuanCopyingBears();
    const written = makeBoard(state, pool);
    expect(written.objects?.[1]?.choices).toStrictEqual({
      copy: { card: 'Grizzly Bears', except: [{ power: 7, toughness: 7 }] },
    });
    const again = parseBoard(written, pool);
    expect(again.ok && again.value.state).toStrictEqual(state);
  });
});
