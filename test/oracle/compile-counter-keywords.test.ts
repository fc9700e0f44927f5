import { describe, expect, it } from 'vitest';
import type { AbilityDef, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Keywords that put +1/+1 counters: reinforce (CR 702.77a), an activated ability of a card in a
 * hand; sunburst (702.44a) and converge, counters for each colour of mana spent to cast it. Real
 * cards' Oracle text (MTGJSON) and the abilities they compile to; graft (702.58a), two abilities.
 */

const KRUSHOK = 'Reinforce 2—{1}{G} ({1}{G}, Discard this card: Put two +1/+1 counters on target creature.)';
const SWELL =
  'Reinforce X—{X}{W}{W} ({X}{W}{W}, Discard this card: Put X +1/+1 counters on target creature.)';

const MYR =
  'Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.)';
const PRISM =
  'Sunburst (This enters the battlefield with a charge counter on it for each color of mana spent to cast it.)';
const CRAWLER =
  'Converge — Crystalline Crawler enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.';

const INITIATE =
  'Graft 1 (This creature enters the battlefield with a +1/+1 counter on it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from this creature onto it.)';

const sunburst = (text: string): AbilityDef => ({
  kind: 'entersWithCounters',
  text,
  counter: '+1/+1',
  noncreatureCounter: 'charge',
  amount: { kind: 'colorsSpent' },
});

const reinforce = (text: string, cost: string, amount: Value): AbilityDef => ({
  kind: 'activated',
  text,
  cost,
  extraCosts: [{ kind: 'discardSelf' }],
  zone: 'hand',
  targets: { count: 1, filter: { types: ['Creature'] } },
  instructions: [{ kind: 'addCounters', on: 'targets', counter: '+1/+1', amount }],
});

describe('counter keywords compile', () => {
  it('Bannerhide Krushok, CR 702.77a: "Reinforce 2—{1}{G}"', () => {
    expect(compileCard(card('Bannerhide Krushok', ['Creature'], `Trample\n${KRUSHOK}`))).toEqual([
      { kind: 'keyword', keyword: 'Trample', text: 'Trample' },
      reinforce(KRUSHOK, '{1}{G}', { kind: 'constant', n: 2 }),
    ]);
  });

  it('Swell of Courage, CR 702.77a, 107.3k: "Reinforce X—{X}{W}{W}"', () => {
    expect(compileCard(card('Swell of Courage', ['Instant'], SWELL))).toEqual([
      reinforce(SWELL, '{X}{W}{W}', { kind: 'x' }),
    ]);
  });

  it('Suntouched Myr, CR 702.44a: "Sunburst": +1/+1 counters, or charge counters on a noncreature', () => {
    expect(compileCard(card('Suntouched Myr', ['Artifact', 'Creature'], MYR))).toEqual([sunburst(MYR)]);
  });

  it('Pentad Prism, CR 702.44a: the same ability; the engine reads its printed types as it enters', () => {
    expect(compileCard(card('Pentad Prism', ['Artifact'], PRISM))).toEqual([sunburst(PRISM)]);
  });

  it('Crystalline Crawler, converge: "a +1/+1 counter on it for each color of mana spent to cast it"', () => {
    expect(compileCard(card('Crystalline Crawler', ['Artifact', 'Creature'], CRAWLER))).toEqual([
      {
        kind: 'entersWithCounters',
        text: CRAWLER,
        counter: '+1/+1',
        amount: { kind: 'times', n: 1, of: { kind: 'colorsSpent' } },
      },
    ]);
  });

  it('Simic Initiate, CR 702.58a, 603.4, 122.5: "Graft 1": enters with a counter; may move one onto another creature', () => {
    expect(compileCard(card('Simic Initiate', ['Creature'], INITIATE))).toEqual([
      { kind: 'entersWithCounters', text: INITIATE, counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
      {
        kind: 'triggered',
        text: INITIATE,
        trigger: { kind: 'permanentEnters', filter: { types: ['Creature'], other: true } },
        condition: { kind: 'valueAtLeast', value: { kind: 'countersOnSource', counter: '+1/+1' }, n: 1 },
        instructions: [
          {
            kind: 'optional',
            ifDone: [{ kind: 'moveCounter', counter: '+1/+1', to: 'triggerObject' }],
            otherwise: [],
          },
        ],
      },
    ]);
  });
});
