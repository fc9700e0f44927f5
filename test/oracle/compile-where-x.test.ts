import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * ", where X is [a number]" and "[noun] equal to [a number]" (CR 107.3a, 608.2h, 611.3a), card by
 * card (MTGJSON, April 2022): X stands for the number in every sentence of the ability, and the
 * engine reads it as each instruction is followed, or whenever a static ability applies.
 */

const creaturesYouControl: Value = { kind: 'count', of: { types: ['Creature'], controller: 'you' } };
const artifactsYouControl: Value = { kind: 'count', of: { types: ['Artifact'], controller: 'you' } };
const creatureCardsInAllGraveyards: Value = { kind: 'count', of: { types: ['Creature'], zone: 'graveyard' } };
const lifeTotal: Value = { kind: 'lifeTotal', whose: 'you' };
const zero: Value = { kind: 'constant', n: 0 };

/** CR 701.10b: doubling power and toughness is +X/+Y, X its power and Y its toughness. */
const doubledPT = [
  {
    kind: 'modifyPT',
    power: { kind: 'ofAffected', of: 'power', doubling: true },
    toughness: { kind: 'ofAffected', of: 'toughness', doubling: true },
  },
];

/** A spell whose one instruction is a continuous effect on its one target creature until end of turn. */
const onTargetCreature = (ops: readonly object[]) => ({
  kind: 'spell',
  targets: { count: 1, filter: { types: ['Creature'] } },
  instructions: [
    { kind: 'createEffect', on: 'targets', effect: { affects: {}, ops }, duration: 'endOfTurn' },
  ],
});

/** The expected ability, less its text, which is the row's. */
type Row = readonly [name: string, types: readonly CardType[], text: string, want: object];

const ROWS: readonly Row[] = [
  [
    'Camaraderie: X in two instructions of one sentence (107.3a)',
    ['Sorcery'],
    'You gain X life and draw X cards, where X is the number of creatures you control.',
    {
      kind: 'spell',
      targets: null,
      instructions: [
        { kind: 'gainLife', amount: creaturesYouControl },
        { kind: 'drawCards', amount: creaturesYouControl },
      ],
    },
  ],
  [
    'Tezzeret, Master of the Bridge: X in the next sentence too',
    ['Planeswalker'],
    '[+2]: Tezzeret, Master of the Bridge deals X damage to each opponent, where X is the number of artifacts you control. You gain X life.',
    {
      kind: 'activated',
      cost: '[+2]',
      targets: null,
      instructions: [
        { kind: 'dealDamage', to: 'eachOpponent', amount: artifactsYouControl },
        { kind: 'gainLife', amount: artifactsYouControl },
      ],
    },
  ],
  [
    'Bonehoard: a static ability reads X whenever it applies (611.3a)',
    ['Artifact'],
    'Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards.',
    {
      kind: 'static',
      effect: {
        affects: { attachedToSource: true },
        ops: [
          { kind: 'modifyPT', power: creatureCardsInAllGraveyards, toughness: creatureCardsInAllGraveyards },
        ],
      },
    },
  ],
  [
    "Death's Shadow: -X/-X of the life total",
    ['Creature'],
    "Death's Shadow gets -X/-X, where X is your life total.",
    {
      kind: 'static',
      effect: {
        affects: { self: true },
        ops: [
          {
            kind: 'modifyPT',
            power: { kind: 'negate', of: lifeTotal },
            toughness: { kind: 'negate', of: lifeTotal },
          },
        ],
      },
    },
  ],
  [
    'Akroan Hoplite: attacking creatures you control (506.4)',
    ['Creature'],
    'Whenever Akroan Hoplite attacks, it gets +X/+0 until end of turn, where X is the number of attacking creatures you control.',
    {
      kind: 'triggered',
      trigger: { kind: 'attacks' },
      instructions: [
        {
          kind: 'createEffect',
          on: 'self',
          effect: {
            affects: { self: true },
            ops: [
              {
                kind: 'modifyPT',
                power: {
                  kind: 'count',
                  of: { types: ['Creature'], inState: 'attacking', controller: 'you' },
                },
                toughness: { kind: 'constant', n: 0 },
              },
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Blossoming Wreath: "life equal to the number of ..."',
    ['Instant'],
    'You gain life equal to the number of creature cards in your graveyard.',
    {
      kind: 'spell',
      targets: null,
      instructions: [
        {
          kind: 'gainLife',
          amount: { kind: 'count', of: { types: ['Creature'], zone: 'graveyard', owner: 'you' } },
        },
      ],
    },
  ],
  [
    'Golden Urn: "equal to the number of charge counters on [this]" (122.1)',
    ['Artifact'],
    '{T}, Sacrifice Golden Urn: You gain life equal to the number of charge counters on Golden Urn.',
    {
      kind: 'activated',
      cost: '{T}',
      extraCosts: [{ kind: 'sacrificeSelf' }],
      targets: null,
      instructions: [{ kind: 'gainLife', amount: { kind: 'countersOnSource', counter: 'charge' } }],
    },
  ],
  [
    'Kabira Takedown: "deals damage equal to the number of ... to target"',
    ['Instant'],
    'Kabira Takedown deals damage equal to the number of creatures you control to target creature or planeswalker.',
    {
      kind: 'spell',
      targets: { count: 1, filter: { anyTypes: ['Creature', 'Planeswalker'] } },
      instructions: [{ kind: 'dealDamage', to: 'targets', amount: creaturesYouControl }],
    },
  ],
  [
    'Welding Sparks: "3 plus the number of ..."',
    ['Instant'],
    'Welding Sparks deals X damage to target creature, where X is 3 plus the number of artifacts you control.',
    {
      kind: 'spell',
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [
        {
          kind: 'dealDamage',
          to: 'targets',
          amount: { kind: 'sum', of: [artifactsYouControl, { kind: 'constant', n: 3 }] },
        },
      ],
    },
  ],
  [
    'Rush of Blood: "its power" of a target, fixed for that creature as it resolves (608.2h)',
    ['Instant'],
    'Target creature gets +X/+0 until end of turn, where X is its power.',
    onTargetCreature([{ kind: 'modifyPT', power: { kind: 'ofAffected', of: 'power' }, toughness: zero }]),
  ],
  [
    'Unleash Fury: doubling power is +X/+0, X its power (701.10b), a negative one kept (701.10c)',
    ['Instant'],
    'Double the power of target creature until end of turn.',
    onTargetCreature([
      { kind: 'modifyPT', power: { kind: 'ofAffected', of: 'power', doubling: true }, toughness: zero },
    ]),
  ],
  [
    'Reckless Amplimancer: "Double [this]\'s power and toughness" (701.10b)',
    ['Creature'],
    "{4}{G}: Double Reckless Amplimancer's power and toughness until end of turn.",
    {
      kind: 'activated',
      cost: '{4}{G}',
      targets: null,
      instructions: [
        { kind: 'createEffect', on: 'self', effect: { affects: {}, ops: doubledPT }, duration: 'endOfTurn' },
      ],
    },
  ],
  [
    'Garruk, Primal Hunter: "the greatest power among creatures you control" (208.1), read as it resolves',
    ['Planeswalker'],
    '[−3]: Draw cards equal to the greatest power among creatures you control.',
    {
      kind: 'activated',
      cost: '[−3]',
      targets: null,
      instructions: [
        {
          kind: 'drawCards',
          amount: { kind: 'greatest', of: 'power', among: { types: ['Creature'], controller: 'you' } },
        },
      ],
    },
  ],
  [
    'Kasmina, Enigma Sage: "it" after "Create a ... token" is the token (608.2c), and X the loyalty cost\'s (107.3)',
    ['Planeswalker'],
    '[−X]: Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it.',
    {
      kind: 'activated',
      cost: '[−X]',
      targets: null,
      instructions: [
        {
          kind: 'createTokens',
          token: {
            name: 'Fractal Token',
            colors: ['U', 'G'],
            types: ['Creature'],
            subtypes: ['Fractal'],
            power: 0,
            toughness: 0,
            abilities: [],
          },
          amount: { kind: 'constant', n: 1 },
        },
        { kind: 'addCounters', on: 'created', counter: '+1/+1', amount: { kind: 'x' } },
      ],
    },
  ],
];

describe('"where X is" and "equal to" a number (CR 107.3a, 608.2h, 611.3a)', () => {
  it.each(ROWS)('%s', (_name, types, text, want) => {
    expect(compileCard(card(_name.split(':')[0] ?? '', types, text))).toEqual([{ ...want, text }]);
  });
});

describe('CR 701.10b: a legendary creature doubling its own power and toughness', () => {
  it('Grunn, the Lonely King: "double its power and toughness", X and Y its own as it resolves', () => {
    const text = 'Whenever Grunn attacks alone, double its power and toughness until end of turn.';
    expect(compileCard(card('Grunn, the Lonely King', ['Creature'], text, ['Legendary']))).toEqual([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'attacksAlone' },
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: { affects: {}, ops: doubledPT },
            duration: 'endOfTurn',
          },
        ],
      },
    ]);
  });
});
