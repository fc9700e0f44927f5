import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_WORDS } from '../../../src/effects/text-words.js';
import type { LayerOp, TextWordFamily } from '../../../src/effects/types.js';
import { changedAbility } from '../../../src/layers/text-change.js';
import { check, effectOn, type Row } from '../../support/boards.js';
import { pool } from '../../support/play.js';

/**
 * Layer 3 (CR 613.1c): text-changing effects (612) on boards, as resolved effects locked to their
 * object (611.2c): Artificial Evolution's "replacing all instances of one creature type with
 * another" on Goblin King's "Other Goblins get +1/+1 and have mountainwalk".
 */

const text = (from: string, to: string, family: TextWordFamily = 'creatureType', timestamp = 50) =>
  effectOn(
    { source: 'evo', sourceName: 'Artificial Evolution', on: ['king'], timestamp },
    { kind: 'changeText', family, from, to },
  );
const objects = [
  { id: 'king', card: 'Goblin King' },
  { id: 'elf', card: 'Llanowar Elves' },
  { id: 'gob', card: 'Raging Goblin' },
];

const ROWS: readonly Row[] = [
  {
    name: 'CR 612.1, 613.1c: Goblin King with Goblin made Elf: "Other Elves get +1/+1 and have mountainwalk"; its type line says Elf',
    board: { objects, effects: [text('Goblin', 'Elf')] },
    expect: {
      king: { subtypes: ['Elf'], pt: '2/2' },
      elf: { pt: '2/2', keywords: ['Mountainwalk'] },
      gob: { pt: '1/1', keywords: ['Haste'] },
    },
  },
  {
    name: 'CR 612.2: a land type in a keyword changes too: Mountain made Forest gives the Goblins forestwalk',
    board: { objects, effects: [text('Mountain', 'Forest', 'basicLandType')] },
    expect: { gob: { pt: '2/2', keywords: ['Haste', 'Forestwalk'] }, king: { subtypes: ['Goblin'] } },
  },
  {
    name: 'CR 613.7: in timestamp order, Goblin to Elf then Elf to Merfolk: the anthem is for Merfolk',
    board: {
      objects,
      effects: [text('Goblin', 'Elf', 'creatureType', 50), text('Elf', 'Merfolk', 'creatureType', 51)],
    },
    expect: { king: { subtypes: ['Merfolk'] }, elf: { pt: '1/1' }, gob: { pt: '1/1' } },
  },
  {
    name: 'CR 613.7: the other way round, Elf to Merfolk first finds no Elf: the anthem is for Elves',
    board: {
      objects,
      effects: [text('Goblin', 'Elf', 'creatureType', 51), text('Elf', 'Merfolk', 'creatureType', 50)],
    },
    expect: { king: { subtypes: ['Elf'] }, elf: { pt: '2/2' } },
  },
  {
    name: 'CR 612.2: a colour word changes no mana symbol and no colour from the mana cost: Llanowar Elves still adds {G}',
    board: {
      objects: [{ id: 'elf', card: 'Llanowar Elves' }],
      effects: [
        effectOn(
          { source: 'bend', sourceName: 'Mind Bend', on: ['elf'] },
          { kind: 'changeText', family: 'color', from: 'G', to: 'U' },
        ),
      ],
    },
    expect: { elf: { abilities: ['{T}: Add {G}.'], colors: ['G'] } },
  },
];

describe('Layer 3: text-changing effects (CR 612, 613.1c)', () => {
  it.each(ROWS)('$name', (row) => {
    check(row);
  });
});

/** Cards whose text uses colour words, land types and creature types in several roles. */
const CARDS = [
  'Goblin King',
  'White Knight',
  'Paladin en-Vec',
  'Bog Wraith',
  'Llanowar Elves',
  'Lord of Atlantis',
  'Terror',
  'Bad Moon',
  'Raise the Alarm',
];

const word = (family: TextWordFamily) => fc.constantFrom(...TEXT_WORDS[family]);
const change = fc.constantFrom<TextWordFamily>('color', 'basicLandType', 'creatureType').chain((family) =>
  fc
    .tuple(word(family), word(family))
    .filter(([a, b]) => a !== b)
    .map(
      ([from, to]): Extract<LayerOp, { kind: 'changeText' }> => ({ kind: 'changeText', family, from, to }),
    ),
);

describe('a text change undone (CR 612.1)', () => {
  it('A to B then B to A restores an ability that had no B', () => {
    const abilities = CARDS.flatMap((name) => pool.get(name)?.abilities ?? []);
    expect(abilities.length).toBeGreaterThan(CARDS.length);
    fc.assert(
      fc.property(fc.constantFrom(...abilities), change, (ability, op) => {
        const other = TEXT_WORDS[op.family].find((w) => w !== op.from && w !== op.to) ?? op.from;
        // Only an ability without the word B: else B to A would change its own B's as well.
        fc.pre(changedAbility(ability, { ...op, from: op.to, to: other }) === ability);
        const there = changedAbility(ability, op);
        expect(changedAbility(there, { ...op, from: op.to, to: op.from })).toEqual(ability);
      }),
    );
  });
});

describe('words changed by their role (CR 612.2)', () => {
  const spell = (name: string, op: Extract<LayerOp, { kind: 'changeText' }>) => {
    const [ability] = pool.get(name)?.abilities ?? [];
    return ability === undefined ? undefined : changedAbility(ability, op);
  };
  it('Terror, "target nonartifact, nonblack creature": black made green targets nongreen creatures', () => {
    const changed = spell('Terror', { kind: 'changeText', family: 'color', from: 'B', to: 'G' });
    expect(changed && 'targets' in changed ? changed.targets?.filter.notColors : null).toEqual(['G']);
  });
  it('CR 612.2a: Raise the Alarm\'s "1/1 white Soldier creature tokens" with Soldier made Elf: Elf tokens named "Elf Token"', () => {
    const changed = spell('Raise the Alarm', {
      kind: 'changeText',
      family: 'creatureType',
      from: 'Soldier',
      to: 'Elf',
    });
    const made = changed && 'instructions' in changed ? changed.instructions[0] : undefined;
    expect(made?.kind === 'createTokens' ? [made.token.name, made.token.subtypes] : null).toEqual([
      'Elf Token',
      ['Elf'],
    ]);
  });
});
