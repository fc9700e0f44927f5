import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "[This] enters with X +1/+1 counters on it, where X is [a number of the game]" (CR 614.1c,
 * 107.3a): X is that number, read as it enters, not the spell's X. So is "a number of +1/+1
 * counters on it equal to [a number]", and "the amount of mana spent to cast it" (601.2h). Card by
 * card (MTGJSON, April 2022).
 */

type Row = readonly [name: string, text: string, counter: string, amount: Value];

const ROWS: readonly Row[] = [
  [
    'Stag Beetle: the other creatures on the battlefield, whoever controls them',
    'Stag Beetle enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.',
    '+1/+1',
    { kind: 'count', of: { types: ['Creature'], other: true } },
  ],
  [
    'Academy Elite: instant and sorcery cards in all graveyards',
    'Academy Elite enters the battlefield with X +1/+1 counters on it, where X is the number of instant and sorcery cards in all graveyards.',
    '+1/+1',
    { kind: 'count', of: { anyTypes: ['Instant', 'Sorcery'], zone: 'graveyard' } },
  ],
  [
    'Eternity Vessel: charge counters, your life total (119.1)',
    'Eternity Vessel enters the battlefield with X charge counters on it, where X is your life total.',
    'charge',
    { kind: 'lifeTotal', whose: 'you' },
  ],
  [
    'Prime Speaker Zegana: the greatest power among other creatures you control (208.1)',
    'Prime Speaker Zegana enters the battlefield with X +1/+1 counters on it, where X is the greatest power among other creatures you control.',
    '+1/+1',
    { kind: 'greatest', of: 'power', among: { types: ['Creature'], other: true, controller: 'you' } },
  ],
  [
    'Gyrus, Waker of Corpses: "a number of +1/+1 counters on it equal to the amount of mana spent to cast it" (601.2h)',
    'Gyrus, Waker of Corpses enters the battlefield with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.',
    '+1/+1',
    { kind: 'manaSpent' },
  ],
  [
    'Undergrowth Scavenger: "equal to the number of creature cards in all graveyards"',
    'Undergrowth Scavenger enters the battlefield with a number of +1/+1 counters on it equal to the number of creature cards in all graveyards.',
    '+1/+1',
    { kind: 'count', of: { types: ['Creature'], zone: 'graveyard' } },
  ],
  [
    'Verazol, the Split Current: "a +1/+1 counter on it for each mana spent to cast it" (601.2h)',
    'Verazol, the Split Current enters the battlefield with a +1/+1 counter on it for each mana spent to cast it.',
    '+1/+1',
    { kind: 'times', n: 1, of: { kind: 'manaSpent' } },
  ],
];

describe('enters with X counters, where X is a number of the game (CR 614.1c, 107.3a)', () => {
  it.each(ROWS.map((r) => [r[0], r] as const))('%s', (_name, [name, text, counter, amount]) => {
    const compiled = compileCard(card(name.split(':')[0] ?? '', ['Creature'], text));
    expect(compiled).toEqual([{ kind: 'entersWithCounters', text, counter, amount }]);
  });

  it('"where X is" only for an X: "enters with two +1/+1 counters on it, where X is ..." is unsupported', () => {
    const text = 'Test enters the battlefield with two +1/+1 counters on it, where X is your life total.';
    const [ability] = compileCard(card('Test', ['Creature'], text));
    expect(ability?.kind).toBe('unsupported');
  });
});
