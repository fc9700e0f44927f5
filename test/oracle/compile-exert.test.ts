import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Exert (CR 701.43d): "You may exert [this creature] as it attacks." is an optional cost to attack
 * (508.1g), compiled as an `exert` ability; the "When you do, [effect]" printed with it is linked
 * to it (607.2h), a reflexive triggered ability (603.12) whose sentences and targets are its own.
 * Each row is a card's printed Oracle text (MTGJSON).
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const REMINDER = " (An exerted creature won't untap during your next untap step.)";

const ROWS: readonly (readonly [
  cardName: string,
  text: string,
  want: Omit<AbilityDef & { kind: 'exert' }, 'text'>,
])[] = [
  [
    'Trueheart Twins',
    "You may exert Trueheart Twins as it attacks. (It won't untap during your next untap step.)",
    { kind: 'exert' },
  ],
  [
    'Hooded Brawler',
    `You may exert Hooded Brawler as it attacks. When you do, it gets +2/+2 until end of turn.${REMINDER}`,
    {
      kind: 'exert',
      whenYouDo: {
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: n(2), toughness: n(2) }] },
            duration: 'endOfTurn',
          },
        ],
      },
    },
  ],
  [
    'Glorybringer',
    `You may exert Glorybringer as it attacks. When you do, it deals 4 damage to target non-Dragon creature an opponent controls.${REMINDER}`,
    {
      kind: 'exert',
      whenYouDo: {
        targets: {
          count: 1,
          filter: { notSubtypes: ['Dragon'], types: ['Creature'], controller: 'opponents' },
        },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: n(4) }],
      },
    },
  ],
  [
    'Watchful Naga',
    `You may exert Watchful Naga as it attacks. When you do, draw a card.${REMINDER}`,
    { kind: 'exert', whenYouDo: { instructions: [{ kind: 'drawCards', amount: n(1) }] } },
  ],
];

describe('"You may exert [this] as it attacks. When you do, ..." (CR 701.43d, 603.12, 607.2h)', () => {
  it.each(ROWS)('%s', (name, text, want) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([{ text, ...want }]);
  });

  it.each([
    [
      'Trueheart Twins',
      'Whenever you exert a creature, creatures you control get +1/+0 until end of turn.',
      [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: {
            affects: { types: ['Creature'], controller: 'you' },
            ops: [{ kind: 'modifyPT', power: n(1), toughness: n(0) }],
          },
          duration: 'endOfTurn',
        },
      ],
    ],
    [
      'Resolute Survivors',
      'Whenever you exert a creature, Resolute Survivors deals 1 damage to each opponent and you gain 1 life.',
      [
        { kind: 'dealDamage', to: 'eachOpponent', amount: n(1) },
        { kind: 'gainLife', amount: n(1) },
      ],
    ],
  ])('CR 701.43a: %s, "Whenever you exert a creature"', (name, text, instructions) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([
      { kind: 'triggered', text, trigger: { kind: 'youExert' }, instructions },
    ]);
  });

  it('CR 701.43a: "{T}, Exert Fervent Paincaster: …", exerting [this] as a cost', () => {
    const text = `{T}, Exert Fervent Paincaster: It deals 1 damage to target creature.${REMINDER}`;
    expect(compileCard(card('Fervent Paincaster', ['Creature'], text))).toEqual([
      {
        kind: 'activated',
        text,
        cost: '{T}',
        extraCosts: [{ kind: 'exertSelf' }],
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: n(1) }],
      },
    ]);
  });

  it('CR 603.12: a linked ability the grammar cannot read leaves the whole paragraph unsupported, named', () => {
    const text = `You may exert Rhonas's Stalwart as it attacks. When you do, it gets +1/+1 until end of turn and can't be blocked by creatures with power 2 or less this turn.${REMINDER}`;
    const [ability] = compileCard(card("Rhonas's Stalwart", ['Creature'], text));
    expect(ability?.kind).toBe('unsupported');
  });

  it('CR 701.26b, 603.12: Ahn-Crop Champion, "When you do, untap all other creatures you control"', () => {
    const text = `You may exert Ahn-Crop Champion as it attacks. When you do, untap all other creatures you control.${REMINDER}`;
    expect(compileCard(card('Ahn-Crop Champion', ['Creature'], text))).toEqual([
      {
        kind: 'exert',
        text,
        whenYouDo: {
          instructions: [
            { kind: 'untap', on: 'filter', filter: { types: ['Creature'], other: true, controller: 'you' } },
          ],
        },
      },
    ]);
  });
});
