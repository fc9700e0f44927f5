import { describe, expect, it } from 'vitest';
import type { Condition } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Conditions on power after "if" (CR 208.1), read once the layers are done: as a triggered ability
 * triggers and resolves (603.4), as an ability is activated (602.5b), as a permanent enters
 * (614.1c) or as a spell's total cost is determined (601.2f). Each text is the card's
 * Oracle text (MTGJSON, April 2022).
 */

const yourCreatures = { types: ['Creature'], controller: 'you' } as const;
const coven: Condition = {
  kind: 'valueAtLeast',
  value: { kind: 'different', of: 'power', among: yourCreatures },
  n: 3,
};
const formidable: Condition = {
  kind: 'valueAtLeast',
  value: { kind: 'total', of: 'power', among: yourCreatures },
  n: 8,
};
const anotherWithPower4: Condition = {
  kind: 'valueAtLeast',
  value: {
    kind: 'count',
    of: {
      types: ['Creature'],
      other: true,
      ptBound: { of: 'power', side: 'atLeast', n: 4 },
      controller: 'you',
    },
  },
  n: 1,
};

const ferocious: Condition = {
  kind: 'valueAtLeast',
  value: {
    kind: 'count',
    of: { types: ['Creature'], ptBound: { of: 'power', side: 'atLeast', n: 4 }, controller: 'you' },
  },
  n: 1,
};

type Row = readonly [
  name: string,
  text: string,
  field: 'condition' | 'onlyIf',
  condition: Condition,
  types?: readonly CardType[],
];

const ROWS: readonly Row[] = [
  [
    'Candlelit Cavalry',
    'Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, Candlelit Cavalry gains trample until end of turn.',
    'condition',
    coven,
  ],
  [
    'Ambitious Farmhand',
    'Coven — {1}{W}{W}: Transform Ambitious Farmhand. Activate only if you control three or more creatures with different powers.',
    'onlyIf',
    coven,
  ],
  [
    'Circle of Elders',
    'Formidable — {T}: Add {C}{C}{C}. Activate only if creatures you control have total power 8 or greater.',
    'onlyIf',
    formidable,
  ],
  [
    'Sabertooth Outrider',
    'Formidable — Whenever Sabertooth Outrider attacks, if creatures you control have total power 8 or greater, Sabertooth Outrider gains first strike until end of turn.',
    'condition',
    formidable,
  ],
  [
    'Turret Ogre',
    'When Turret Ogre enters the battlefield, if you control another creature with power 4 or greater, Turret Ogre deals 2 damage to each opponent.',
    'condition',
    anotherWithPower4,
  ],
  [
    'Frontier Mastodon',
    'Ferocious — Frontier Mastodon enters the battlefield with a +1/+1 counter on it if you control a creature with power 4 or greater.',
    'condition',
    ferocious,
  ],
  [
    'Bolt Bend',
    'This spell costs {3} less to cast if you control a creature with power 4 or greater.',
    'condition',
    ferocious,
    ['Instant'],
  ],
];

describe('conditions on power: coven, formidable, ferocious, "another creature with power N or greater" (CR 208.1)', () => {
  it.each(ROWS.map((row) => [`${row[0]}: "${row[1]}"`, row] as const))('%s', (_, row) => {
    const [name, text, field, condition, types = ['Creature']] = row;
    const [ability] = compileCard(card(name, types, text));
    expect(ability).toMatchObject({ text, [field]: condition });
  });

  it('Leinore, Autumn Sovereign: "Then if you control three or more creatures with different powers, draw a card." (608.2c)', () => {
    const text =
      'Coven — At the beginning of combat on your turn, put a +1/+1 counter on up to one target creature you control. Then if you control three or more creatures with different powers, draw a card.';
    expect(compileCard(card('Leinore, Autumn Sovereign', ['Creature'], text))[0]).toMatchObject({
      kind: 'triggered',
      instructions: [
        { kind: 'addCounters' },
        {
          kind: 'conditional',
          condition: coven,
          ifHolds: [{ kind: 'drawCards', amount: { kind: 'constant', n: 1 } }],
          otherwise: [],
        },
      ],
    });
  });

  it('Augur of Autumn: coven after "As long as" stays unsupported: a static condition is read inside the layers (613.4c)', () => {
    const text =
      'Coven — As long as you control three or more creatures with different powers, you may cast creature spells from the top of your library.';
    expect(compileCard(card('Augur of Autumn', ['Creature'], text))[0]?.kind).toBe('unsupported');
  });
});
