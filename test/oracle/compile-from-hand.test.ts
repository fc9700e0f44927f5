import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter, Instruction, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * The compiler on "Reveal / Discard any number of [kind] cards [in your hand]. [sentences]" (CR
 * 608.2d, 701.20a, 701.9a): one `fromHandAnyNumber` instruction whose `after` holds the sentences
 * after it, reading "the number of cards revealed this way", "for each card discarded this way"
 * and "that many" as `cardsThisWay` (608.2c). Real cards' Oracle text (MTGJSON).
 */

const thisWay: Value = { kind: 'cardsThisWay' };
const fromHand = (verb: 'reveal' | 'discard', filter: Filter, after: Instruction[]): Instruction[] => [
  { kind: 'fromHandAnyNumber', verb, filter, after },
];
const targetGets = (by: Value): Instruction => ({
  kind: 'createEffect',
  on: 'targets',
  effect: { affects: {}, ops: [{ kind: 'modifyPT', power: by, toughness: by }] },
  duration: 'endOfTurn',
});

interface Row {
  readonly name: string;
  readonly types: readonly CardType[];
  readonly text: string;
  readonly instructions: readonly Instruction[] | null;
}

const ROWS: readonly Row[] = [
  {
    name: 'Scent of Ivy',
    types: ['Instant'],
    text: 'Reveal any number of green cards in your hand. Target creature gets +X/+X until end of turn, where X is the number of cards revealed this way.',
    instructions: fromHand('reveal', { colors: ['G'] }, [targetGets(thisWay)]),
  },
  {
    name: 'Scent of Nightshade',
    types: ['Instant'],
    text: 'Reveal any number of black cards in your hand. Target creature gets -X/-X until end of turn, where X is the number of cards revealed this way.',
    instructions: fromHand('reveal', { colors: ['B'] }, [targetGets({ kind: 'negate', of: thisWay })]),
  },
  {
    name: 'Sacred Rites',
    types: ['Instant'],
    text: 'Discard any number of cards. Creatures you control get +0/+1 until end of turn for each card discarded this way.',
    instructions: fromHand('discard', {}, [
      {
        kind: 'createEffect',
        on: 'filter',
        effect: {
          affects: { types: ['Creature'], controller: 'you' },
          ops: [
            {
              kind: 'modifyPT',
              power: { kind: 'times', n: 0, of: thisWay },
              toughness: { kind: 'times', n: 1, of: thisWay },
            },
          ],
        },
        duration: 'endOfTurn',
      },
    ]),
  },
  {
    name: 'Mind Maggots',
    types: ['Creature'],
    text: 'When Mind Maggots enters the battlefield, discard any number of creature cards. For each card discarded this way, put two +1/+1 counters on Mind Maggots.',
    instructions: fromHand('discard', { types: ['Creature'] }, [
      { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'times', n: 2, of: thisWay } },
    ]),
  },
  {
    name: 'Nantuko Cultivator',
    types: ['Creature'],
    text: 'When Nantuko Cultivator enters the battlefield, you may discard any number of land cards. Put that many +1/+1 counters on Nantuko Cultivator and draw that many cards.',
    instructions: fromHand('discard', { types: ['Land'] }, [
      { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: thisWay },
      { kind: 'drawCards', amount: thisWay },
    ]),
  },
  {
    // CR 608.2c: "this way" with no reveal or discard before it counts nothing the engine keeps.
    name: 'Test This Way',
    types: ['Sorcery'],
    text: 'Target creature gets +X/+X until end of turn, where X is the number of cards revealed this way.',
    instructions: null,
  },
  {
    // A kind with a bound ("with power 5 or greater", Sacellum Godspeaker) is not the discard filter.
    name: 'Test Bound',
    types: ['Sorcery'],
    text: 'Reveal any number of creature cards with power 5 or greater in your hand. Draw a card for each card revealed this way.',
    instructions: null,
  },
];

const instructionsOf = (a: AbilityDef | undefined): readonly Instruction[] | null =>
  a?.kind === 'spell' || a?.kind === 'triggered' ? a.instructions : null;

describe('the Oracle compiler on cards revealed or discarded from a hand, any number (CR 608.2d)', () => {
  it.each(ROWS)('$name: $text', ({ name, types, text, instructions }) => {
    const [ability] = compileCard(card(name, types, text));
    expect(instructionsOf(ability)).toEqual(instructions);
    if (instructions === null) expect(ability?.kind).toBe('unsupported');
  });

  it('CR 605.3b: a mana ability choosing cards to reveal (Metalworker) is unsupported, naming why', () => {
    const [ability] = compileCard(
      card(
        'Metalworker',
        ['Artifact', 'Creature'],
        '{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this way.',
      ),
    );
    expect(ability?.kind === 'unsupported' && ability.reason).toBe(
      'a mana ability that chooses cards to reveal or discard is not modelled: it resolves at once, where no question is asked (CR 605.3b, 608.2d)',
    );
  });

  it('CR 608.2c: "cards revealed this way" with no reveal before it is unsupported with a reason naming it', () => {
    const [ability] = compileCard(
      card(
        'Test This Way',
        ['Sorcery'],
        'Target creature gets +X/+X until end of turn, where X is the number of cards revealed this way.',
      ),
    );
    expect(ability?.kind === 'unsupported' && ability.reason).toBe(
      '"cards revealed / discarded this way" names no reveal or discard of any number of cards before it (CR 608.2c)',
    );
  });
});
