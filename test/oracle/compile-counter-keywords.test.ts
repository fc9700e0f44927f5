import { describe, expect, it } from 'vitest';
import type { AbilityDef, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Keywords that put +1/+1 counters: reinforce (CR 702.77a), an activated ability of a card in a
 * hand; sunburst (702.44a) and converge, counters for each colour of mana spent to cast it. Real
 * cards' Oracle text (MTGJSON) and the abilities they compile to; graft (702.58a), two abilities;
 * support (701.41a), a keyword action.
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

const LEAD = 'Support 2. (Put a +1/+1 counter on each of up to two target creatures.)';
const RAPTOR =
  'When Expedition Raptor enters the battlefield, support 2. (Put a +1/+1 counter on each of up to two other target creatures.)';
const UP_TO_TWO_OTHERS = { count: 0, upTo: 2, filter: { types: ['Creature'], other: true } } as const;
const ONE_EACH = {
  kind: 'addCounters',
  on: 'targets',
  counter: '+1/+1',
  amount: { kind: 'constant', n: 1 },
} as const;

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
            ifDone: [{ kind: 'moveCounter', counter: '+1/+1', from: 'self', to: 'triggerObject' }],
            otherwise: [],
          },
        ],
      },
    ]);
  });

  it('Lead by Example, CR 701.41a: "Support 2" on a sorcery: up to two target creatures', () => {
    expect(compileCard(card('Lead by Example', ['Sorcery'], LEAD))).toEqual([
      { kind: 'spell', text: LEAD, targets: UP_TO_TWO_OTHERS, instructions: [ONE_EACH] },
    ]);
  });

  it('Expedition Raptor, CR 701.41a: "support 2" on a permanent: up to two other target creatures', () => {
    expect(compileCard(card('Expedition Raptor', ['Creature'], RAPTOR))).toEqual([
      {
        kind: 'triggered',
        text: RAPTOR,
        trigger: { kind: 'entersBattlefield' },
        targets: UP_TO_TWO_OTHERS,
        instructions: [ONE_EACH],
      },
    ]);
  });
});
