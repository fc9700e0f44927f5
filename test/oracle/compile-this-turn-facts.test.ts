import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * What happened this turn: raid ("if you attacked this turn", CR 508.1), morbid ("if a
 * creature died this turn", 700.4) and revolt ("if a permanent you controlled left the
 * battlefield this turn", 603.10a), +1/+1 counters put this turn (122.6), in "enters with" counters (614.1c), intervening "if"
 * clauses (603.4) and activation conditions (602.5b); real cards' Oracle text (MTGJSON).
 */

const RUNNER =
  'Raid — Rigging Runner enters the battlefield with a +1/+1 counter on it if you attacked this turn.';
const BOAR =
  'Morbid — Festerhide Boar enters the battlefield with two +1/+1 counters on it if a creature died this turn.';
const PALADIN =
  'Bloodcrazed Paladin enters the battlefield with a +1/+1 counter on it for each creature that died this turn.';
const PIERCER =
  'Raid — When Mardu Heart-Piercer enters the battlefield, if you attacked this turn, Mardu Heart-Piercer deals 2 damage to any target.';
const BULETTE =
  'At the beginning of your end step, if a creature died this turn, put a +1/+1 counter on Bulette.';
const CAGED = '{1}{B}, {T}: Each opponent loses 2 life. Activate only if a creature died this turn.';

const LIBERATOR =
  'Revolt — Greenwheel Liberator enters the battlefield with two +1/+1 counters on it if a permanent you controlled left the battlefield this turn.';
const RECRUIT =
  'Revolt — At the beginning of your end step, if a permanent you controlled left the battlefield this turn, put a +1/+1 counter on Solemn Recruit.';

const TRUMPETER =
  'At the beginning of each end step, if a +1/+1 counter was put on a permanent under your control this turn, put a +1/+1 counter on Fairgrounds Trumpeter.';

const attacked = { kind: 'youAttackedThisTurn' } as const;
const revolt = { kind: 'permanentLeftThisTurn' } as const;
const died = { kind: 'creaturesDiedThisTurn' } as const;
const creatureDied = { kind: 'valueAtLeast', value: died, n: 1 } as const;
const n = (k: number) => ({ kind: 'constant', n: k }) as const;

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Rigging Runner, raid, CR 614.1c: "enters with a +1/+1 counter on it if you attacked this turn"',
    card('Rigging Runner', ['Creature'], RUNNER),
    { kind: 'entersWithCounters', text: RUNNER, counter: '+1/+1', amount: n(1), condition: attacked },
  ],
  [
    'Festerhide Boar, morbid, CR 614.1c: "enters with two +1/+1 counters on it if a creature died this turn"',
    card('Festerhide Boar', ['Creature'], BOAR),
    { kind: 'entersWithCounters', text: BOAR, counter: '+1/+1', amount: n(2), condition: creatureDied },
  ],
  [
    'Bloodcrazed Paladin, CR 614.1c, 700.4: "a +1/+1 counter on it for each creature that died this turn"',
    card('Bloodcrazed Paladin', ['Creature'], PALADIN),
    {
      kind: 'entersWithCounters',
      text: PALADIN,
      counter: '+1/+1',
      amount: { kind: 'times', n: 1, of: died },
    },
  ],
  [
    'Mardu Heart-Piercer, raid, CR 603.4: "When ~ enters, if you attacked this turn, ~ deals 2 damage to any target"',
    card('Mardu Heart-Piercer', ['Creature'], PIERCER),
    {
      kind: 'triggered',
      text: PIERCER,
      trigger: { kind: 'entersBattlefield' },
      condition: attacked,
      targets: { count: 1, filter: {}, anyTarget: true },
      instructions: [{ kind: 'dealDamage', to: 'targets', amount: n(2) }],
    },
  ],
  [
    'Bulette, CR 603.4: "At the beginning of your end step, if a creature died this turn, ..."',
    card('Bulette', ['Creature'], BULETTE),
    {
      kind: 'triggered',
      text: BULETTE,
      trigger: { kind: 'beginningOfEndStep', whose: 'you' },
      condition: creatureDied,
      instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
    },
  ],
  [
    'Caged Zombie, CR 602.5b: "Activate only if a creature died this turn."',
    card('Caged Zombie', ['Creature'], CAGED),
    {
      kind: 'activated',
      text: CAGED,
      cost: '{1}{B}, {T}',
      onlyIf: creatureDied,
      targets: null,
      instructions: [{ kind: 'loseLife', who: 'opponents', amount: n(2) }],
    },
  ],
  [
    'Greenwheel Liberator, revolt, CR 614.1c: "enters with two +1/+1 counters on it if a permanent you controlled left the battlefield this turn"',
    card('Greenwheel Liberator', ['Creature'], LIBERATOR),
    { kind: 'entersWithCounters', text: LIBERATOR, counter: '+1/+1', amount: n(2), condition: revolt },
  ],
  [
    'Solemn Recruit, revolt, CR 603.4: "At the beginning of your end step, if a permanent you controlled left the battlefield this turn, ..."',
    card('Solemn Recruit', ['Creature'], RECRUIT),
    {
      kind: 'triggered',
      text: RECRUIT,
      trigger: { kind: 'beginningOfEndStep', whose: 'you' },
      condition: revolt,
      instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
    },
  ],
  [
    'Fairgrounds Trumpeter, CR 122.6, 603.4: "At the beginning of each end step, if a +1/+1 counter was put on a permanent under your control this turn, ..."',
    card('Fairgrounds Trumpeter', ['Creature'], TRUMPETER),
    {
      kind: 'triggered',
      text: TRUMPETER,
      trigger: { kind: 'beginningOfEndStep', whose: 'each' },
      condition: { kind: 'plusOneCounterPutThisTurn' },
      instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
    },
  ],
];

describe('raid, morbid and revolt compile', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });
});
