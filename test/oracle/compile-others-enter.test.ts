import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "[Creatures] you control enter with an additional +1/+1 counter" (CR 614.1c, 614.12): real
 * cards' Oracle text (MTGJSON) and what it compiles to.
 */

const PARAGON =
  'Each other Warrior creature you control enters the battlefield with an additional +1/+1 counter on it.';
const BARD =
  'Legendary creatures you control enter the battlefield with an additional +1/+1 counter on them.';
const THRINAX =
  'Each other creature you control enters the battlefield with an additional X +1/+1 counters on it, where X is the number of +1/+1 counters on Bloodspore Thrinax.';
const GRUMGULLY =
  'Each other non-Human creature you control enters the battlefield with an additional +1/+1 counter on it.';
const GIADA =
  'Each other Angel you control enters the battlefield with an additional +1/+1 counter on it for each Angel you already control.';

const one = { kind: 'constant', n: 1 } as const;

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Bramblewood Paragon: other Warrior creatures its controller controls, one counter each',
    card('Bramblewood Paragon', ['Creature'], PARAGON),
    {
      kind: 'othersEnterWithCounters',
      text: PARAGON,
      on: { types: ['Creature'], subtypes: ['Warrior'], other: true, controller: 'you' },
      counter: '+1/+1',
      amount: one,
    },
  ],
  [
    'Bard Class: legendary creatures (205.4d), "enter ... on them"',
    card('Bard Class', ['Enchantment'], BARD),
    {
      kind: 'othersEnterWithCounters',
      text: BARD,
      on: { types: ['Creature'], supertypes: ['Legendary'], controller: 'you' },
      counter: '+1/+1',
      amount: one,
    },
  ],
  [
    'Bloodspore Thrinax: X is read from the Thrinax (107.3a)',
    card('Bloodspore Thrinax', ['Creature'], THRINAX),
    {
      kind: 'othersEnterWithCounters',
      text: THRINAX,
      on: { types: ['Creature'], other: true, controller: 'you' },
      counter: '+1/+1',
      amount: { kind: 'countersOnSource', counter: '+1/+1' },
    },
  ],
  [
    'Grumgully, the Generous: non-Human creatures',
    card('Grumgully, the Generous', ['Creature'], GRUMGULLY),
    {
      kind: 'othersEnterWithCounters',
      text: GRUMGULLY,
      on: { types: ['Creature'], other: true, notSubtypes: ['Human'], controller: 'you' },
      counter: '+1/+1',
      amount: one,
    },
  ],
];

describe('compiling "enter with an additional counter" (CR 614.1c)', () => {
  it.each(ROWS)('%s', (_name, data, ability) => {
    expect(compileCard(data)).toEqual([ability]);
  });

  it('Giada, Font of Hope: "for each Angel you already control" stays unsupported, named', () => {
    const [ability] = compileCard(card('Giada, Font of Hope', ['Creature'], GIADA));
    expect(ability?.kind).toBe('unsupported');
  });
});
