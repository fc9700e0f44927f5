import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type {
  AbilityDef,
  Instruction,
  PTBound,
  TargetPTBound,
  TargetSpec,
  Value,
} from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Targets described by their power or toughness (CR 208.1, 115.1): real cards' Oracle text
 * (MTGJSON, April 2022) and the target each ability compiles to.
 */

const creature = (ptBound: TargetPTBound, extra: Partial<TargetSpec> = {}): TargetSpec => ({
  count: 1,
  filter: { types: ['Creature'] },
  ...extra,
  ptBound,
});
const power = (side: PTBound['side'], n: number): PTBound => ({ of: 'power', side, n });
/** A bound of n plus a number of the game (CR 601.2c: read as the targets are chosen). */
const plus = (side: PTBound['side'], n: number, value: Value): TargetPTBound => ({
  ...power(side, n),
  plus: value,
});
const spell = (text: string, targets: TargetSpec, instruction: Instruction): AbilityDef => ({
  kind: 'spell',
  text,
  targets,
  instructions: [instruction],
});
const destroy: Instruction = { kind: 'destroy', on: 'targets' };

const DEFEAT = 'Destroy target creature with power 2 or less.';
const BLADE_BANISH = 'Exile target creature with power 4 or greater.';
const COLLAR = 'Destroy target creature with toughness 4 or greater.';
const PUNCTURING = 'Destroy target attacking or blocking creature with power 3 or less.';
const BUREAUCRATS = '{T}: Tap target creature with power 2 or less.';
const PATHMAGE = "{T}: Target creature with power 2 or less can't be blocked this turn.";
const DRAGONSLAYER =
  'When Hidden Dragonslayer is turned face up, destroy target creature with power 4 or greater an opponent controls.';
const KILLING_GLARE = 'Destroy target creature with power X or less.';
const BLAZING_HOPE = 'Exile target creature with power greater than or equal to your life total.';
const BEGUILER =
  '{T}: Gain control of target creature with power less than or equal to the number of creatures you control.';
const VESPERLARK =
  'When Vesperlark leaves the battlefield, return target creature card with power 1 or less from your graveyard to the battlefield.';

const PSYCHOPATH = "{B}, {T}: Destroy target creature with power less than Unliving Psychopath's power.";

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    "Defeat, CR 208.1: 'target creature with power 2 or less'",
    card('Defeat', ['Sorcery'], DEFEAT),
    [spell(DEFEAT, creature(power('atMost', 2)), destroy)],
  ],
  [
    "Blade Banish, CR 208.1: 'with power 4 or greater'",
    card('Blade Banish', ['Instant'], BLADE_BANISH),
    [spell(BLADE_BANISH, creature(power('atLeast', 4)), { kind: 'exile', on: 'targets' })],
  ],
  [
    "Collar the Culprit, CR 208.1: 'with toughness 4 or greater'",
    card('Collar the Culprit', ['Instant'], COLLAR),
    [spell(COLLAR, creature({ of: 'toughness', side: 'atLeast', n: 4 }), destroy)],
  ],
  [
    "Puncturing Light, CR 506.4, 208.1: 'target attacking or blocking creature with power 3 or less'",
    card('Puncturing Light', ['Instant'], PUNCTURING),
    [spell(PUNCTURING, creature(power('atMost', 3), { combat: 'attackingOrBlocking' }), destroy)],
  ],
  [
    'Aysen Bureaucrats, CR 701.26a: tap a target with power 2 or less',
    card('Aysen Bureaucrats', ['Creature'], BUREAUCRATS),
    [
      {
        kind: 'activated',
        text: BUREAUCRATS,
        cost: '{T}',
        targets: creature(power('atMost', 2)),
        instructions: [{ kind: 'tap', on: 'targets' }],
      },
    ],
  ],
  [
    "Crafty Pathmage, CR 509.1b, 208.1: a target with power 2 or less can't be blocked this turn",
    card('Crafty Pathmage', ['Creature'], PATHMAGE),
    [
      {
        kind: 'activated',
        text: PATHMAGE,
        cost: '{T}',
        targets: creature(power('atMost', 2)),
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: {
              affects: {},
              ops: [
                {
                  kind: 'addAbilities',
                  abilities: [
                    {
                      kind: 'restriction',
                      text: "can't be blocked this turn",
                      restriction: { kind: 'cantBeBlocked' },
                    },
                  ],
                },
              ],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  ],
  [
    "Vesperlark, CR 115.1, 208.1: 'target creature card with power 1 or less from your graveyard'",
    card('Vesperlark', ['Creature'], VESPERLARK),
    [
      {
        kind: 'triggered',
        text: VESPERLARK,
        trigger: { kind: 'leavesBattlefield' },
        targets: creature(power('atMost', 1), {
          filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' },
        }),
        instructions: [{ kind: 'fromGraveyard', on: 'targets', to: 'battlefield' }],
      },
    ],
  ],
  [
    "Hidden Dragonslayer, CR 208.1, 115.1: 'with power 4 or greater an opponent controls', the controller after the bound",
    card('Hidden Dragonslayer', ['Creature'], DRAGONSLAYER),
    [
      {
        kind: 'triggered',
        text: DRAGONSLAYER,
        trigger: { kind: 'turnedFaceUp' },
        targets: creature(power('atLeast', 4), { filter: { types: ['Creature'], controller: 'opponents' } }),
        instructions: [destroy],
      },
    ],
  ],
  [
    "Unliving Psychopath, CR 208.1, 608.2h: 'with power less than [this]'s power', its source's power now",
    card('Unliving Psychopath', ['Creature'], PSYCHOPATH),
    [
      {
        kind: 'activated',
        text: PSYCHOPATH,
        cost: '{B}, {T}',
        targets: {
          count: 1,
          filter: { types: ['Creature'] },
          ptBound: { of: 'power', side: 'atMost', n: -1, plus: { kind: 'powerOfSource' } },
        },
        instructions: [destroy],
      },
    ],
  ],
  [
    "Killing Glare, CR 107.3a: 'with power X or less', X of the spell",
    card('Killing Glare', ['Instant'], KILLING_GLARE),
    [spell(KILLING_GLARE, creature(plus('atMost', 0, { kind: 'x' })), destroy)],
  ],
  [
    "Blazing Hope, CR 119.1: 'with power greater than or equal to your life total'",
    card('Blazing Hope', ['Instant'], BLAZING_HOPE),
    [
      spell(BLAZING_HOPE, creature(plus('atLeast', 0, { kind: 'lifeTotal', whose: 'you' })), {
        kind: 'exile',
        on: 'targets',
      }),
    ],
  ],
  [
    "Beguiler of Wills, CR 601.2c: 'with power less than or equal to the number of creatures you control'",
    card('Beguiler of Wills', ['Creature'], BEGUILER),
    [
      {
        kind: 'activated',
        text: BEGUILER,
        cost: '{T}',
        targets: creature(
          plus('atMost', 0, { kind: 'count', of: { types: ['Creature'], controller: 'you' } }),
        ),
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: { affects: {}, ops: [{ kind: 'setController', to: 'you' }] },
            duration: 'permanent',
          },
        ],
      },
    ],
  ],
];

describe('targets with a power or toughness, card by card (CR 208.1, 115.1)', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
