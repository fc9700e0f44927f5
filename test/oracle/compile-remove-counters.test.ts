import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "Remove N [kind] counters from [it / this / target creature / each creature you control]" as an
 * instruction (CR 122.1): the same objects "put N counters on" reads. Real cards' Oracle text
 * (MTGJSON).
 */

const LICHENTHROPE = 'At the beginning of your upkeep, remove a -1/-1 counter from Lichenthrope.';
const KARSTODERM = 'Whenever an artifact enters the battlefield, remove a +1/+1 counter from Karstoderm.';
const HEARTMENDER = 'At the beginning of your upkeep, remove a -1/-1 counter from each creature you control.';
const ARIXMETHES = 'Whenever you cast a spell, you may remove a slumber counter from Arixmethes.';
const SHED_WEAKNESS = 'Target creature gets +2/+2 until end of turn. You may remove a -1/-1 counter from it.';
const MEDICINE_RUNNER =
  'When Medicine Runner enters the battlefield, you may remove a counter from target permanent.';

const one = { kind: 'constant', n: 1 } as const;
const removed = (on: 'self' | 'targets', counter: string): Instruction => ({
  kind: 'removeCounters',
  on,
  counter,
  amount: one,
});
const optional = (i: Instruction): Instruction => ({ kind: 'optional', ifDone: [i], otherwise: [] });
const upkeep = { kind: 'beginningOfUpkeep', whose: 'you' } as const;

const ROWS: readonly (readonly [string, string, readonly CardType[], string, AbilityDef])[] = [
  [
    'Lichenthrope, CR 122.1: from the object itself, by its name',
    'Lichenthrope',
    ['Creature'],
    LICHENTHROPE,
    { kind: 'triggered', text: LICHENTHROPE, trigger: upkeep, instructions: [removed('self', '-1/-1')] },
  ],
  [
    'Karstoderm, CR 122.1: a +1/+1 counter',
    'Karstoderm',
    ['Creature'],
    KARSTODERM,
    {
      kind: 'triggered',
      text: KARSTODERM,
      trigger: { kind: 'permanentEnters', filter: { types: ['Artifact'] } },
      instructions: [removed('self', '+1/+1')],
    },
  ],
  [
    'Heartmender, CR 122.1, 608.2h: from each creature you control as it resolves',
    'Heartmender',
    ['Creature'],
    HEARTMENDER,
    {
      kind: 'triggered',
      text: HEARTMENDER,
      trigger: upkeep,
      instructions: [
        {
          kind: 'removeCounters',
          on: 'filter',
          filter: { types: ['Creature'], controller: 'you' },
          counter: '-1/-1',
          amount: one,
        },
      ],
    },
  ],
];

describe('"remove N [kind] counters from ..." compiles (CR 122.1)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });

  it('Arixmethes, Slumbering Isle, CR 122.1, 608.2d: "you may", a counter of a named kind, the short name (201.5c)', () => {
    expect(compileCard(card('Arixmethes, Slumbering Isle', ['Creature'], ARIXMETHES, ['Legendary']))).toEqual(
      [
        {
          kind: 'triggered',
          text: ARIXMETHES,
          trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }] },
          instructions: [optional(removed('self', 'slumber'))],
        },
      ],
    );
  });

  it('Shed Weakness, CR 122.1, 608.2d: "from it" is the target', () => {
    expect(compileCard(card('Shed Weakness', ['Instant'], SHED_WEAKNESS))).toMatchObject([
      { kind: 'spell', instructions: [{ kind: 'createEffect' }, optional(removed('targets', '-1/-1'))] },
    ]);
  });

  it('Clockwork Hydra, CR 608.2c: "remove a +1/+1 counter from it. If you do, [this] deals 1 damage to any target"', () => {
    const text =
      'Whenever Clockwork Hydra attacks or blocks, remove a +1/+1 counter from it. If you do, Clockwork Hydra deals 1 damage to any target.';
    expect(compileCard(card('Clockwork Hydra', ['Artifact', 'Creature'], text))).toEqual([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'anyOf', triggers: [{ kind: 'attacks' }, { kind: 'blocks' }] },
        targets: { count: 1, filter: {}, anyTarget: true },
        instructions: [
          {
            kind: 'removeCounter',
            counter: '+1/+1',
            ifDone: [{ kind: 'dealDamage', to: 'targets', amount: one }],
            otherwise: [],
          },
        ],
      },
    ]);
  });

  it('Noosegraf Mob, CR 608.2c: "remove a +1/+1 counter from [this]. If you do, create …"', () => {
    const text =
      'Whenever a player casts a spell, remove a +1/+1 counter from Noosegraf Mob. If you do, create a 2/2 black Zombie creature token.';
    expect(compileCard(card('Noosegraf Mob', ['Creature'], text))).toMatchObject([
      {
        kind: 'triggered',
        instructions: [
          { kind: 'removeCounter', counter: '+1/+1', ifDone: [{ kind: 'createTokens' }], otherwise: [] },
        ],
      },
    ]);
  });

  it('Woeleecher: "remove a -1/-1 counter from target creature. If you do, …" (a target, not the object itself) is not read', () => {
    const text = '{W}, {T}: Remove a -1/-1 counter from target creature. If you do, you gain 2 life.';
    expect(compileCard(card('Woeleecher', ['Creature'], text))).toMatchObject([{ kind: 'unsupported' }]);
  });

  it('Medicine Runner: a counter of no named kind (its controller would choose one) is not read', () => {
    expect(compileCard(card('Medicine Runner', ['Creature'], MEDICINE_RUNNER))).toMatchObject([
      { kind: 'unsupported' },
    ]);
  });
});
