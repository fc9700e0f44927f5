import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction, TargetSpec, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on "Choose [targets]. [sentences]" (CR 601.2c, 115.1, 608.2c): the first sentence
 * only announces the targets, and "that creature", "each of them", "each of those creatures" in
 * the sentences after act on them. Real cards' Oracle text (MTGJSON).
 */

const creatures: TargetSpec = { count: 0, upTo: 'any', filter: { types: ['Creature'] } };
const oneCreature: TargetSpec = { count: 1, filter: { types: ['Creature'] } };
const inGraveyard = (type: 'Land' | 'Creature'): Value => ({
  kind: 'count',
  of: { types: [type], zone: 'graveyard', owner: 'you' },
});

interface Row {
  readonly name: string;
  readonly text: string;
  readonly targets: TargetSpec | null;
  readonly instructions: readonly Instruction[] | null;
}

const ROWS: readonly Row[] = [
  {
    name: "Nature's Panoply",
    text: 'Choose any number of target creatures. Put a +1/+1 counter on each of them.',
    targets: creatures,
    instructions: [
      { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
    ],
  },
  {
    name: 'Cauldron Haze',
    text: 'Choose any number of target creatures. Each of those creatures gains persist until end of turn.',
    targets: creatures,
    instructions: [
      {
        kind: 'createEffect',
        on: 'targets',
        effect: {
          affects: {},
          ops: [
            { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Persist', text: 'Persist' }] },
          ],
        },
        duration: 'endOfTurn',
      },
    ],
  },
  {
    name: 'Drown in Filth',
    text: 'Choose target creature. Mill four cards, then that creature gets -1/-1 until end of turn for each land card in your graveyard.',
    targets: oneCreature,
    instructions: [
      { kind: 'mill', who: 'you', amount: { kind: 'constant', n: 4 } },
      {
        kind: 'createEffect',
        on: 'targets',
        effect: {
          affects: {},
          ops: [
            {
              kind: 'modifyPT',
              power: { kind: 'times', n: -1, of: inGraveyard('Land') },
              toughness: { kind: 'times', n: -1, of: inGraveyard('Land') },
            },
          ],
        },
        duration: 'endOfTurn',
      },
    ],
  },
  {
    name: 'Grave Strength',
    text: 'Choose target creature. Mill three cards, then put a +1/+1 counter on that creature for each creature card in your graveyard.',
    targets: oneCreature,
    instructions: [
      { kind: 'mill', who: 'you', amount: { kind: 'constant', n: 3 } },
      {
        kind: 'addCounters',
        on: 'targets',
        counter: '+1/+1',
        amount: { kind: 'times', n: 1, of: inGraveyard('Creature') },
      },
    ],
  },
  {
    // Nothing after names the chosen target: the sentence would announce a target nothing acts on.
    name: 'Test Unnamed',
    text: 'Choose target creature. Draw a card.',
    targets: null,
    instructions: null,
  },
];

const spellOf = (a: AbilityDef | undefined) => (a?.kind === 'spell' ? a : null);

describe('the Oracle compiler on "Choose [targets]. [sentences]" (CR 601.2c, 608.2c)', () => {
  it.each(ROWS)('$name: $text', ({ name, text, targets, instructions }) => {
    const [ability] = compileCard(card(name, ['Sorcery'], text));
    const spell = spellOf(ability);
    expect(spell?.instructions ?? null).toEqual(instructions);
    expect(spell?.targets ?? null).toEqual(targets);
    if (instructions === null) expect(ability?.kind).toBe('unsupported');
  });
});
