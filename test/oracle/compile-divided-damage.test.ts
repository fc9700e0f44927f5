import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, TargetSpec } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Damage divided among targets (CR 601.2c-d, 107.1a): real cards' Oracle text (MTGJSON, April
 * 2022) and what it compiles to: a variable number of targets and the amount divided.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const x = { kind: 'x' } as const;
const anyTargets = (count: number, upTo: number | 'any'): TargetSpec => ({
  count,
  filter: {},
  anyTarget: true,
  upTo,
});

const FORKED_BOLT = 'Forked Bolt deals 2 damage divided as you choose among one or two targets.';
const ARC_LIGHTNING = 'Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.';
const PYROTECHNICS = 'Pyrotechnics deals 4 damage divided as you choose among any number of targets.';
const ROLLING_THUNDER = 'Rolling Thunder deals X damage divided as you choose among any number of targets.';
const FIREBALL = 'Fireball deals X damage divided evenly, rounded down, among any number of targets.';
const FIREBALL_COST = 'This spell costs {1} more to cast for each target beyond the first.';
const ARC_MAGE =
  '{2}{R}, {T}, Discard a card: Arc Mage deals 2 damage divided as you choose among one or two targets.';
const INFERNO_TITAN =
  'Whenever Inferno Titan enters the battlefield or attacks, it deals 3 damage divided as you choose among one, two, or three targets.';
const ATARKA =
  'When Dragonlord Atarka enters the battlefield, it deals 5 damage divided as you choose among any number of target creatures and/or planeswalkers your opponents control.';
const IGNITE =
  'Ignite Disorder deals 3 damage divided as you choose among one, two, or three target white and/or blue creatures.';
const ROCK_SLIDE =
  'Rock Slide deals X damage divided as you choose among any number of target attacking or blocking creatures without flying.';

const spell = (text: string, targets: TargetSpec, amount: typeof x | ReturnType<typeof n>): AbilityDef => ({
  kind: 'spell',
  text,
  targets,
  instructions: [{ kind: 'dealDividedDamage', amount, division: 'chosen' }],
});

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    'Forked Bolt, CR 601.2c-d: "one or two targets", 2 damage divided',
    card('Forked Bolt', ['Sorcery'], FORKED_BOLT),
    [spell(FORKED_BOLT, anyTargets(1, 2), n(2))],
  ],
  [
    'Arc Lightning, CR 601.2c-d: "one, two, or three targets"',
    card('Arc Lightning', ['Sorcery'], ARC_LIGHTNING),
    [spell(ARC_LIGHTNING, anyTargets(1, 3), n(3))],
  ],
  [
    'Pyrotechnics, CR 601.2d: "any number of targets" is one or more, each dealt at least 1',
    card('Pyrotechnics', ['Sorcery'], PYROTECHNICS),
    [spell(PYROTECHNICS, anyTargets(1, 'any'), n(4))],
  ],
  [
    'Rolling Thunder, CR 107.3a: X damage divided, X announced as it is cast',
    card('Rolling Thunder', ['Sorcery'], ROLLING_THUNDER),
    [spell(ROLLING_THUNDER, anyTargets(1, 'any'), x)],
  ],
  [
    'Fireball, CR 107.1a, 115.6, 601.2f: divided evenly, rounded down, among any number of targets, none too; its own cost increase for each target beyond the first',
    card('Fireball', ['Sorcery'], `${FIREBALL}\n${FIREBALL_COST}`),
    [
      {
        kind: 'spell',
        text: FIREBALL,
        targets: anyTargets(0, 'any'),
        instructions: [{ kind: 'dealDividedDamage', amount: x, division: 'evenly' }],
      },
      { kind: 'targetCostIncrease', text: FIREBALL_COST, mana: '{1}' },
    ],
  ],
  [
    'Arc Mage, CR 602.2b: an activated ability divides as it is activated',
    card('Arc Mage', ['Creature'], ARC_MAGE),
    [
      {
        kind: 'activated',
        text: ARC_MAGE,
        cost: '{2}{R}, {T}',
        extraCosts: [{ kind: 'chosen', verb: 'discard', amount: 1, filter: {} }],
        targets: anyTargets(1, 2),
        instructions: [{ kind: 'dealDividedDamage', amount: n(2), division: 'chosen' }],
      },
    ],
  ],
  [
    'Inferno Titan, CR 603.3d: a triggered ability divides as it is put on the stack',
    card('Inferno Titan', ['Creature'], INFERNO_TITAN),
    [
      {
        kind: 'triggered',
        text: INFERNO_TITAN,
        trigger: { kind: 'anyOf', triggers: [{ kind: 'entersBattlefield' }, { kind: 'attacks' }] },
        targets: anyTargets(1, 3),
        instructions: [{ kind: 'dealDividedDamage', amount: n(3), division: 'chosen' }],
      },
    ],
  ],
  [
    'Dragonlord Atarka: "target creatures and/or planeswalkers your opponents control"',
    card('Dragonlord Atarka', ['Creature'], ATARKA, ['Legendary']),
    [
      {
        kind: 'triggered',
        text: ATARKA,
        trigger: { kind: 'entersBattlefield' },
        targets: {
          count: 1,
          upTo: 'any',
          filter: { anyTypes: ['Creature', 'Planeswalker'], controller: 'opponents' },
        },
        instructions: [{ kind: 'dealDividedDamage', amount: n(5), division: 'chosen' }],
      },
    ],
  ],
  [
    'Ignite Disorder: "target white and/or blue creatures", of either colour',
    card('Ignite Disorder', ['Instant'], IGNITE),
    [spell(IGNITE, { count: 1, upTo: 3, filter: { colors: ['W', 'U'], types: ['Creature'] } }, n(3))],
  ],
  [
    'Rock Slide: "target attacking or blocking creatures without flying"',
    card('Rock Slide', ['Instant'], ROCK_SLIDE),
    [
      spell(
        ROCK_SLIDE,
        {
          count: 1,
          upTo: 'any',
          filter: { types: ['Creature'] },
          combat: 'attackingOrBlocking',
          withoutKeyword: 'Flying',
        },
        x,
      ),
    ],
  ],
];

describe('divided damage, card by card (CR 601.2c-d)', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });

  it.each([
    [
      'Fiery Justice: a second "target" in the same ability (CR 115.1), not read',
      card(
        'Fiery Justice',
        ['Sorcery'],
        'Fiery Justice deals 5 damage divided as you choose among any number of targets. Target opponent gains 5 life.',
      ),
    ],
    [
      'Meteor Shower: "X plus 1" damage, an amount the grammar does not read',
      card(
        'Meteor Shower',
        ['Sorcery'],
        'Meteor Shower deals X plus 1 damage divided as you choose among any number of targets.',
      ),
    ],
    [
      'Meteor Swarm: "X target creatures", a number of targets set by X, not read',
      card(
        'Meteor Swarm',
        ['Sorcery'],
        'Meteor Swarm deals 8 damage divided as you choose among X target creatures and/or planeswalkers.',
      ),
    ],
  ] as const)('%s', (_name, c) => {
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
