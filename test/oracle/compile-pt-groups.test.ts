import { describe, expect, it } from 'vitest';
import type { Filter } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Groups that get +N/+N, named by a state or status (CR 506.4, 110.5, 111.1, 303.4), by another
 * card type (205.2a) or by several creature types (205.3m): as a static ability (611.3a) and as
 * a resolving effect (611.2c). Each text is the card's Oracle text (MTGJSON, April 2022).
 */

const n = (v: number) => ({ kind: 'constant', n: v }) as const;

interface GroupRow {
  readonly name: string;
  readonly types: readonly CardType[];
  readonly text: string;
  readonly affects: Filter;
  readonly pt: readonly [number, number];
  /** A spell's or trigger's effect, until end of turn, rather than a static ability. */
  readonly resolving?: true;
}

const ROWS: readonly GroupRow[] = [
  {
    name: 'Goblin Oriflamme',
    types: ['Enchantment'],
    text: 'Attacking creatures you control get +1/+0.',
    affects: { types: ['Creature'], inState: 'attacking', controller: 'you' },
    pt: [1, 0],
  },
  {
    name: 'Amulet of Safekeeping',
    types: ['Artifact'],
    text: 'Creature tokens get -1/-0.',
    affects: { types: ['Creature'], token: true },
    pt: [-1, 0], // "-0" adds nothing: read as 0, never as JavaScript's -0 (107.1)
  },
  {
    name: "Builder's Blessing",
    types: ['Enchantment'],
    text: 'Untapped creatures you control get +0/+2.',
    affects: { types: ['Creature'], tapped: false, controller: 'you' },
    pt: [0, 2],
  },
  {
    name: "Beastmaster's Magemark",
    types: ['Enchantment'],
    text: 'Creatures you control that are enchanted get +1/+1.',
    affects: { types: ['Creature'], inState: 'enchanted', controller: 'you' },
    pt: [1, 1],
  },
  {
    name: 'Death-Priest of Myrkul',
    types: ['Creature'],
    text: 'Skeletons, Vampires, and Zombies you control get +1/+1.',
    affects: { subtypes: ['Skeleton', 'Vampire', 'Zombie'], controller: 'you' },
    pt: [1, 1],
  },
  {
    name: 'Chief of the Foundry',
    types: ['Artifact', 'Creature'],
    text: 'Other artifact creatures you control get +1/+1.',
    affects: { types: ['Artifact', 'Creature'], other: true, controller: 'you' },
    pt: [1, 1],
  },
  {
    name: 'Army of Allah',
    types: ['Instant'],
    text: 'Attacking creatures get +2/+0 until end of turn.',
    affects: { types: ['Creature'], inState: 'attacking' },
    pt: [2, 0],
    resolving: true,
  },
  {
    name: 'Hold the Line',
    types: ['Instant'],
    text: 'Blocking creatures get +7/+7 until end of turn.',
    affects: { types: ['Creature'], inState: 'blocking' },
    pt: [7, 7],
    resolving: true,
  },
  {
    // CR 205.3, 205.4: each creature that is snow or a Zombie, one that is both once.
    name: 'Narfi, Betrayer King',
    types: ['Creature'],
    text: 'Other snow and Zombie creatures you control get +1/+1.',
    affects: {
      types: ['Creature'],
      either: [{ supertypes: ['Snow'] }, { subtypes: ['Zombie'] }],
      other: true,
      controller: 'you',
    },
    pt: [1, 1],
  },
];

describe('groups that get +N/+N (CR 611.3a, 611.2c)', () => {
  it.each(ROWS)('$name: "$text"', (row) => {
    const [ability] = compileCard(card(row.name, row.types, row.text));
    const ops = [{ kind: 'modifyPT', power: n(row.pt[0]), toughness: n(row.pt[1]) }];
    const effect = { affects: row.affects, ops };
    expect(ability).toEqual(
      row.resolving
        ? {
            kind: 'spell',
            text: row.text,
            targets: null,
            instructions: [{ kind: 'createEffect', on: 'filter', effect, duration: 'endOfTurn' }],
          }
        : { kind: 'static', text: row.text, effect },
    );
  });

  it('Honored Crop-Captain: "other attacking creatures" of a trigger are fixed as it resolves (611.2c)', () => {
    const text =
      'Whenever Honored Crop-Captain attacks, other attacking creatures get +1/+0 until end of turn.';
    expect(compileCard(card('Honored Crop-Captain', ['Creature'], text))[0]).toMatchObject({
      kind: 'triggered',
      trigger: { kind: 'attacks' },
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: { affects: { types: ['Creature'], other: true, inState: 'attacking' } },
        },
      ],
    });
  });

  it('"Vampires and Vampires" (the same type twice) stays unsupported', () => {
    expect(
      compileCard(card('Test', ['Creature'], 'Vampires and Vampires you control get +1/+1.'))[0]?.kind,
    ).toBe('unsupported');
  });
});
