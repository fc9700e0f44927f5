import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "Its controller gains life equal to its power" and "you gain life equal to its toughness"
 * (CR 119.3, 608.2c, 608.2h), card by card (MTGJSON, April 2022): "it" is the target or the
 * trigger's object named before; "its controller" only a target's.
 */

const of = (what: 'power' | 'toughness', object: 'targets' | 'triggerObject'): Value => ({
  kind: 'ofThatObject',
  of: what,
  object,
});
const creature = { count: 1, filter: { types: ['Creature'] } };
const exileTarget = { kind: 'exile', on: 'targets' };

type Row = readonly [name: string, types: readonly CardType[], text: string, want: object];

const ROWS: readonly Row[] = [
  [
    "Swords to Plowshares: the target's controller, the target's power (608.2h)",
    ['Instant'],
    'Exile target creature. Its controller gains life equal to its power.',
    {
      kind: 'spell',
      targets: creature,
      instructions: [
        exileTarget,
        { kind: 'gainLife', who: 'targetsController', amount: of('power', 'targets') },
      ],
    },
  ],
  [
    "Phthisis: the target's controller loses life equal to its power plus its toughness (119.3, 608.2h)",
    ['Sorcery'],
    'Destroy target creature. Its controller loses life equal to its power plus its toughness.',
    {
      kind: 'spell',
      targets: creature,
      instructions: [
        { kind: 'destroy', on: 'targets' },
        {
          kind: 'loseLife',
          who: 'targetsController',
          amount: { kind: 'sum', of: [of('power', 'targets'), of('toughness', 'targets')] },
        },
      ],
    },
  ],
  [
    "Last Breath: the target's controller gains 4 life (119.3, 608.2h)",
    ['Instant'],
    'Exile target creature with power 2 or less. Its controller gains 4 life.',
    {
      kind: 'spell',
      targets: { ...creature, ptBound: { of: 'power', side: 'atMost', n: 2 } },
      instructions: [
        exileTarget,
        { kind: 'gainLife', who: 'targetsController', amount: { kind: 'constant', n: 4 } },
      ],
    },
  ],
  [
    'Avenger en-Dal: its toughness',
    ['Creature'],
    '{2}{W}, {T}, Discard a card: Exile target attacking creature. Its controller gains life equal to its toughness.',
    {
      kind: 'activated',
      cost: '{2}{W}, {T}',
      extraCosts: [{ kind: 'chosen', verb: 'discard', amount: 1, filter: {} }],
      targets: { ...creature, combat: 'attacking' },
      instructions: [
        exileTarget,
        { kind: 'gainLife', who: 'targetsController', amount: of('toughness', 'targets') },
      ],
    },
  ],
  [
    'Solitude: "That creature\'s controller", an "up to one" target (115.6)',
    ['Creature'],
    "When Solitude enters the battlefield, exile up to one other target creature. That creature's controller gains life equal to its power.",
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield' },
      targets: { count: 0, upTo: 1, filter: { types: ['Creature'], other: true } },
      instructions: [
        exileTarget,
        { kind: 'gainLife', who: 'targetsController', amount: of('power', 'targets') },
      ],
    },
  ],
  [
    "Sever Soul: you gain life equal to the target's toughness",
    ['Sorcery'],
    "Destroy target nonblack creature. It can't be regenerated. You gain life equal to its toughness.",
    {
      kind: 'spell',
      targets: { count: 1, filter: { types: ['Creature'], notColors: ['B'] } },
      instructions: [
        { kind: 'destroy', on: 'targets', noRegeneration: true },
        { kind: 'gainLife', amount: of('toughness', 'targets') },
      ],
    },
  ],
  [
    "Angelic Chorus: the trigger's object (603.2, 608.2c)",
    ['Enchantment'],
    'Whenever a creature enters the battlefield under your control, you gain life equal to its toughness.',
    {
      kind: 'triggered',
      trigger: { kind: 'permanentEnters', filter: { types: ['Creature'], controller: 'you' } },
      instructions: [{ kind: 'gainLife', amount: of('toughness', 'triggerObject') }],
    },
  ],
  [
    'Prime Speaker Zegana: "draw cards equal to its power", its own (608.2h)',
    ['Creature'],
    'When Prime Speaker Zegana enters the battlefield, draw cards equal to its power.',
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield' },
      instructions: [{ kind: 'drawCards', amount: { kind: 'powerOfSource' } }],
    },
  ],
  [
    'Mortis Dogs: "target player loses life equal to its power", its own as it last existed (608.2h)',
    ['Creature'],
    'When Mortis Dogs dies, target player loses life equal to its power.',
    {
      kind: 'triggered',
      trigger: { kind: 'dies' },
      targets: { count: 1, filter: {}, players: true },
      instructions: [{ kind: 'loseLife', who: 'targets', amount: { kind: 'powerOfSource' } }],
    },
  ],
];

describe('"its controller gains life equal to its power", "you gain life equal to its toughness" (CR 119.3, 608.2h)', () => {
  it.each(ROWS.map((r) => [r[0], r] as const))('%s', (_name, [name, types, text, want]) => {
    expect(compileCard(card(name.split(':')[0] ?? '', types, text))).toEqual([{ ...want, text }]);
  });

  it.each<readonly [string, CardType, string]>([
    [
      'a target card off the battlefield, whose toughness is the new permanent\'s (400.7): "return target creature card from your graveyard to the battlefield. You gain life equal to its toughness" (Cleric Class)',
      'Sorcery',
      'Return target creature card from your graveyard to the battlefield. You gain life equal to its toughness.',
    ],
    [
      '"its controller" of a trigger\'s object, which the engine names no player for',
      'Enchantment',
      'Whenever a creature dies, its controller gains life equal to its power.',
    ],
    [
      '"its toughness" of the object itself, which no number reads',
      'Creature',
      'When Test dies, you gain life equal to its toughness.',
    ],
  ])('unsupported: %s', (_name, type, text) => {
    const [ability] = compileCard(card('Test', [type], text));
    expect(ability?.kind).toBe('unsupported');
  });
});
