import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter, Instruction, TargetSpec } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Groups whose controller is a target player (CR 115.1, 109.4): "creatures target player
 * controls get …", "put a counter on each creature target player controls", "tap / destroy all
 * … target opponent controls". The player is the ability's target; the group's filter names it
 * as `controller: 'targetPlayer'`, read as it resolves (608.2c). Real cards' Oracle text (MTGJSON).
 */

const targetPlayer: TargetSpec = { count: 1, filter: {}, players: true };
const targetOpponent: TargetSpec = { ...targetPlayer, playerIs: 'opponent' };
const theirs = (filter: Filter): Filter => ({ ...filter, controller: 'targetPlayer' });
const creatures = theirs({ types: ['Creature'] });
const counter = (kind: string): Instruction => ({
  kind: 'addCounters',
  on: 'filter',
  filter: creatures,
  counter: kind,
  amount: { kind: 'constant', n: 1 },
});

const CONTAGION =
  'When Contagion Engine enters the battlefield, put a -1/-1 counter on each creature target player controls.';
const COLLECTIVE =
  'Choose one or more —\n• Destroy target creature with power 4 or greater.\n• Destroy target enchantment.\n• Put a +1/+1 counter on each creature target player controls.';
const MARSH =
  'Creatures target player controls get -1/-1 until end of turn. If this spell was kicked, those creatures get -2/-2 until end of turn instead.';
const OAK =
  'When Great Oak Guardian enters the battlefield, creatures target player controls get +2/+2 until end of turn. Untap them.';
const RALLY = 'Creatures you control get +1/+1 until end of turn. Untap them.';
const TEMPEST = 'When Tempest Caller enters the battlefield, tap all creatures target opponent controls.';
const PRIMEVAL = 'Destroy all enchantments target player controls.';
const mine: Filter = { types: ['Creature'], controller: 'you' };
const pumped = (affects: Filter, n: number): Instruction => ({
  kind: 'createEffect',
  on: 'filter',
  effect: {
    affects,
    ops: [{ kind: 'modifyPT', power: { kind: 'constant', n }, toughness: { kind: 'constant', n } }],
  },
  duration: 'endOfTurn',
});

const ROWS: readonly (readonly [string, string, CardType, string, Partial<AbilityDef>])[] = [
  [
    'Contagion Engine, CR 115.1, 122.1: a counter on each creature target player controls',
    'Contagion Engine',
    'Artifact',
    CONTAGION,
    { kind: 'triggered', targets: targetPlayer, instructions: [counter('-1/-1')] },
  ],
  [
    "Collective Effort, CR 700.2, 115.1: the third mode's target is the player",
    'Collective Effort',
    'Sorcery',
    COLLECTIVE,
    {
      kind: 'spell',
      instructions: [
        {
          kind: 'modal',
          min: 1,
          max: 3,
          modes: [
            {
              targets: {
                count: 1,
                filter: { types: ['Creature'] },
                ptBound: { of: 'power', side: 'atLeast', n: 4 },
              },
              instructions: [{ kind: 'destroy', on: 'targets' }],
            },
            {
              targets: { count: 1, filter: { types: ['Enchantment'] } },
              instructions: [{ kind: 'destroy', on: 'targets' }],
            },
            { targets: targetPlayer, instructions: [counter('+1/+1')] },
          ],
        },
      ],
    },
  ],
  [
    'Marsh Casualties, CR 611.2c: "creatures target player controls get -1/-1", and kicked "those creatures" -2/-2',
    'Marsh Casualties',
    'Sorcery',
    MARSH,
    {
      kind: 'spell',
      targets: targetPlayer,
      instructions: [
        {
          kind: 'conditional',
          condition: { kind: 'castWith', cost: 'kicker' },
          ifHolds: [pumped(creatures, -2)],
          otherwise: [pumped(creatures, -1)],
        },
      ],
    },
  ],
  [
    'Great Oak Guardian, CR 608.2c: "Untap them." untaps the creatures that player controls',
    'Great Oak Guardian',
    'Creature',
    OAK,
    {
      kind: 'triggered',
      targets: targetPlayer,
      instructions: [pumped(creatures, 2), { kind: 'untap', on: 'filter', filter: creatures }],
    },
  ],
  [
    'Rallying Roar, CR 608.2c: "Untap them." after a group of your own, as "Untap those creatures"',
    'Rallying Roar',
    'Instant',
    RALLY,
    {
      kind: 'spell',
      targets: null,
      instructions: [pumped(mine, 1), { kind: 'untap', on: 'filter', filter: mine }],
    },
  ],
  [
    'Tempest Caller, CR 102.3, 701.26a: "tap all creatures target opponent controls"',
    'Tempest Caller',
    'Creature',
    TEMPEST,
    {
      kind: 'triggered',
      targets: targetOpponent,
      instructions: [{ kind: 'tap', on: 'filter', filter: creatures }],
    },
  ],
  [
    'Primeval Light, CR 701.8: "destroy all enchantments target player controls"',
    'Primeval Light',
    'Sorcery',
    PRIMEVAL,
    {
      kind: 'spell',
      targets: targetPlayer,
      instructions: [{ kind: 'destroy', on: 'filter', filter: theirs({ types: ['Enchantment'] }) }],
    },
  ],
];

describe('groups a target player controls compile (CR 115.1, 109.4)', () => {
  it.each(ROWS)('%s', (_name, name, type, text, want) => {
    const [ability, ...more] = compileCard(card(name, [type], text));
    expect(more).toEqual([]);
    expect(ability).toMatchObject({ text, ...want });
  });
});
