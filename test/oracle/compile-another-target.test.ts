import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "another target" as a second instance of the word "target" (CR 115.1, 115.3): the second
 * instance is the first's `also`, marked `another` (none of the first's targets); "it" there is
 * the first target; a sentence acting on a later instance's targets is `ofTargetWord`. Real
 * cards' Oracle text (MTGJSON, April 2022).
 */

const creature = { count: 1, filter: { types: ['Creature'] } } as const;
const yours = { count: 1, filter: { types: ['Creature'], controller: 'you' } } as const;
const anyTarget = { count: 1, filter: {}, anyTarget: true } as const;
const another = { ...creature, another: true } as const;

const BLOOD_FEUD = 'Target creature fights another target creature.';
const DEADSHOT = 'Tap target creature. It deals damage equal to its power to another target creature.';
const FALL_OF_THE_HAMMER =
  'Target creature you control deals damage equal to its power to another target creature.';
const GORILLA_FIRST = '{T}: Gargantuan Gorilla deals damage equal to its power to another target creature.';

const CONSUME_STRENGTH =
  'Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn.';
const ANGRATHS_FURY =
  "Destroy target creature. Angrath's Fury deals 3 damage to target player or planeswalker.";
const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const pump = (by: number) => ({
  kind: 'createEffect',
  on: 'targets',
  effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(by), toughness: n(by) }] },
  duration: 'endOfTurn',
});

const ROWS: readonly (readonly [string, string, string, object])[] = [
  [
    'Blood Feud, CR 701.14a, 115.3',
    'Blood Feud',
    BLOOD_FEUD,
    { targets: { ...creature, also: [another] }, instructions: [{ kind: 'fightTargets' }] },
  ],
  [
    'Deadshot, CR 115.1: "It" is the first target, the source of the damage to the second',
    'Deadshot',
    DEADSHOT,
    {
      targets: { ...creature, also: [another] },
      instructions: [{ kind: 'tap', on: 'targets' }, { kind: 'targetDealsPowerDamage' }],
    },
  ],
  [
    'Fall of the Hammer, CR 120.2',
    'Fall of the Hammer',
    FALL_OF_THE_HAMMER,
    { targets: { ...yours, also: [another] }, instructions: [{ kind: 'targetDealsPowerDamage' }] },
  ],
  [
    'Consume Strength, CR 115.1: a sentence of its own for each instance, the second acting on its own targets',
    'Consume Strength',
    CONSUME_STRENGTH,
    {
      targets: { ...creature, also: [another] },
      instructions: [pump(2), { kind: 'ofTargetWord', word: 1, instructions: [pump(-2)] }],
    },
  ],
  [
    "Angrath's Fury, CR 115.1: a different target phrase in a later sentence is a further instance",
    "Angrath's Fury",
    ANGRATHS_FURY,
    {
      targets: {
        ...creature,
        also: [{ count: 1, filter: { types: ['Planeswalker'] }, orPlayer: true }],
      },
      instructions: [
        { kind: 'destroy', on: 'targets' },
        {
          kind: 'ofTargetWord',
          word: 1,
          instructions: [{ kind: 'dealDamage', to: 'targets', amount: n(3) }],
        },
      ],
    },
  ],
  [
    'Arc Trail, CR 115.4: "and 1 damage to another target", a second instance of "any target"',
    'Arc Trail',
    'Arc Trail deals 2 damage to any target and 1 damage to another target.',
    {
      targets: { ...anyTarget, also: [{ ...anyTarget, another: true }] },
      instructions: [
        { kind: 'dealDamage', to: 'targets', amount: n(2) },
        {
          kind: 'ofTargetWord',
          word: 1,
          instructions: [{ kind: 'dealDamage', to: 'targets', amount: n(1) }],
        },
      ],
    },
  ],
];

describe('"another target" after a first instance of "target" (CR 115.1, 115.3)', () => {
  it.each(ROWS)('%s', (_name, name, text, want) => {
    expect(compileCard(card(name, ['Sorcery'], text))[0]).toMatchObject({ kind: 'spell', ...want });
  });

  it('"it" after two instances of "target" is not read: which one it is is left unsupported', () => {
    const text = `${CONSUME_STRENGTH} It gains flying until end of turn.`;
    expect(compileCard(card('Test', ['Instant'], text))[0]?.kind).toBe('unsupported');
  });

  it('Gargantuan Gorilla: with one instance only, "another target creature" is another than itself (the filter\'s `other`)', () => {
    const [ability] = compileCard(card('Gargantuan Gorilla', ['Creature'], GORILLA_FIRST));
    expect(ability).toMatchObject({
      kind: 'activated',
      targets: { count: 1, filter: { types: ['Creature'], other: true } },
      instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'powerOfSource' } }],
    });
    expect(ability && 'targets' in ability ? ability.targets : null).not.toHaveProperty('another');
  });
});
