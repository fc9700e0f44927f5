import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Costs another player chooses to pay as an ability resolves (CR 118.12a): ward (702.21a),
 * "unless that player pays [cost]", and "counter target spell unless its controller pays {3}".
 * Each row is a card's printed Oracle text (MTGJSON).
 */

const WARD_REMINDER =
  '(Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)';

/** CR 702.21a: ward's trigger, with the cost the targeting player may pay. */
const ward = (text: string, cost: Partial<Extract<Instruction, { kind: 'optional' }>>): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'becomesTarget', abilities: true, by: 'opponents' },
  instructions: [
    {
      kind: 'optional',
      payer: 'triggerController',
      ...cost,
      ifDone: [],
      otherwise: [{ kind: 'counter', on: 'triggerObject' }],
    },
  ],
});

const counterUnless = (text: string, pay: string, filter: object = { zone: 'stack' }): AbilityDef => ({
  kind: 'spell',
  text,
  targets: { count: 1, filter },
  instructions: [
    {
      kind: 'optional',
      payer: 'targetsController',
      pay,
      ifDone: [],
      otherwise: [{ kind: 'counter', on: 'targets' }],
    },
  ],
});

const ROWS: readonly (readonly [string, readonly string[], string, AbilityDef])[] = [
  [
    'Bronze Guardian',
    ['Artifact', 'Creature'],
    `Ward {2} ${WARD_REMINDER}`,
    ward(`Ward {2} ${WARD_REMINDER}`, { pay: '{2}' }),
  ],
  ['Brutal Cathar', ['Creature'], 'Ward\u2014Pay 3 life.', ward('Ward\u2014Pay 3 life.', { payLife: 3 })],
  [
    'Graveyard Trespasser',
    ['Creature'],
    'Ward\u2014Discard a card.',
    ward('Ward\u2014Discard a card.', {
      cost: [{ kind: 'discard', who: 'you', amount: { kind: 'constant', n: 1 } }],
    }),
  ],
  [
    'Mana Leak',
    ['Instant'],
    'Counter target spell unless its controller pays {3}.',
    counterUnless('Counter target spell unless its controller pays {3}.', '{3}'),
  ],
  [
    'Spell Pierce',
    ['Instant'],
    'Counter target noncreature spell unless its controller pays {2}.',
    counterUnless('Counter target noncreature spell unless its controller pays {2}.', '{2}', {
      zone: 'stack',
      notTypes: ['Creature'],
    }),
  ],
];

describe('costs another player chooses to pay (CR 118.12a, 702.21a)', () => {
  it.each(ROWS)('%s', (name, types, text, ability) => {
    expect(compileCard(card(name, types as never, text))).toEqual([ability]);
  });

  it('Waterfall Aerialist, CR 702.1: "Flying, ward {2}": each keyword of the line is its own ability', () => {
    expect(compileCard(card('Waterfall Aerialist', ['Creature'], 'Flying, ward {2}'))).toEqual([
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      ward('ward {2}', { pay: '{2}' }),
    ]);
  });
});
