import { describe, expect, it } from 'vitest';
import type { AbilityDef, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Keywords that put +1/+1 counters: reinforce (CR 702.77a), an activated ability of a card in a
 * hand. Real cards' Oracle text (MTGJSON) and the abilities they compile to.
 */

const KRUSHOK = 'Reinforce 2—{1}{G} ({1}{G}, Discard this card: Put two +1/+1 counters on target creature.)';
const SWELL =
  'Reinforce X—{X}{W}{W} ({X}{W}{W}, Discard this card: Put X +1/+1 counters on target creature.)';

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
});
