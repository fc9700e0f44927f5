import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "Those creatures" after a sentence that acted on a group (CR 608.2c): the same group, its
 * targets or what its filter matches, read again at once in the same resolution (608.2h). Each
 * text is the card's Oracle text.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
const yours: Filter = { types: ['Creature'], controller: 'you' };
const keyword = (k: string) => ({ kind: 'keyword', keyword: k, text: k });

const WAR_FLARE = 'Creatures you control get +2/+1 until end of turn. Untap those creatures.';
const DOMRI =
  '[−8]: Put three +1/+1 counters on each creature you control. Those creatures gain trample until end of turn.';
const UNITY =
  'Creatures you control get +1/+1 until end of turn. If this spell was kicked, those creatures get +2/+1 until end of turn instead.';
const HEROICS = 'Any number of target creatures each get +2/+2 until end of turn. Untap those creatures.';

interface Row {
  readonly name: string;
  readonly types: readonly CardType[];
  readonly card: string;
  readonly text: string;
  /** The ability the text compiles to, its `text` left out. */
  readonly ability: Record<string, unknown>;
}

const ROWS: readonly Row[] = [
  {
    name: 'War Flare, CR 608.2c: "Untap those creatures" untaps the creatures you control',
    types: ['Instant'],
    card: 'War Flare',
    text: WAR_FLARE,
    ability: {
      kind: 'spell',
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: { affects: yours, ops: [{ kind: 'modifyPT', power: one(2), toughness: one(1) }] },
          duration: 'endOfTurn',
        },
        { kind: 'untap', on: 'filter', filter: yours },
      ],
    },
  },
  {
    name: 'Domri, City Smasher, CR 608.2c, 611.2c: "Those creatures gain trample" after counters on each creature you control',
    types: ['Planeswalker'],
    card: 'Domri, City Smasher',
    text: DOMRI,
    ability: {
      kind: 'activated',
      cost: '[−8]',
      targets: null,
      instructions: [
        { kind: 'addCounters', on: 'filter', filter: yours, counter: '+1/+1', amount: one(3) },
        {
          kind: 'createEffect',
          on: 'filter',
          effect: { affects: yours, ops: [{ kind: 'addAbilities', abilities: [keyword('Trample')] }] },
          duration: 'endOfTurn',
        },
      ],
    },
  },
  {
    name: 'Colossal Heroics, CR 608.2c, 115.1: "those creatures" are the targets, no further instance of "target"',
    types: ['Instant'],
    card: 'Colossal Heroics',
    text: HEROICS,
    ability: {
      kind: 'spell',
      targets: { count: 0, filter: { types: ['Creature'] }, upTo: 'any' },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(2), toughness: one(2) }] },
          duration: 'endOfTurn',
        },
        { kind: 'untap', on: 'targets' },
      ],
    },
  },
  {
    name: 'Dauntless Unity, CR 702.33e, 608.2c: "If this spell was kicked, those creatures get +2/+1 … instead" replaces the first sentence',
    types: ['Instant'],
    card: 'Dauntless Unity',
    text: UNITY,
    ability: {
      kind: 'spell',
      targets: null,
      instructions: [
        {
          kind: 'conditional',
          condition: { kind: 'castWith', cost: 'kicker' },
          ifHolds: [
            {
              kind: 'createEffect',
              on: 'filter',
              effect: { affects: yours, ops: [{ kind: 'modifyPT', power: one(2), toughness: one(1) }] },
              duration: 'endOfTurn',
            },
          ],
          otherwise: [
            {
              kind: 'createEffect',
              on: 'filter',
              effect: { affects: yours, ops: [{ kind: 'modifyPT', power: one(1), toughness: one(1) }] },
              duration: 'endOfTurn',
            },
          ],
        },
      ],
    },
  },
];

describe('"those creatures": the group the sentence before acted on (CR 608.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    const compiled: AbilityDef[] = compileCard(card(row.card, row.types, row.text));
    expect(compiled).toEqual([{ ...row.ability, text: row.text }]);
  });
});

/** A group whose filter the sentence before can change is not read again: it stays unsupported. */
const UNSUPPORTED: readonly (readonly [string, string])[] = [
  [
    'CR 608.2h: "tapped creatures" no longer match once untapped, so the filter would name no creature',
    'Untap all tapped creatures you control. Those creatures get +1/+1 until end of turn.',
  ],
  [
    'CR 608.2c: "those creatures" after a sentence on no group',
    'Draw a card. Those creatures gain trample until end of turn.',
  ],
];

describe('"those creatures" the compiler does not read stays unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, text) => {
    expect(compileCard(card('Test Spell', ['Instant'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
