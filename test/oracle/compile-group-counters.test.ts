import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Counters put on a group (CR 122.1, 608.2h: the permanents there as it resolves): "Put a +1/+1
 * counter on each creature you control / each other creature you control / each Elf you
 * control"; and "it" in a trigger on another object's event (603.2): the object that entered, for
 * an effect on it; anything else done to that object is not read. Real cards' Oracle text (MTGJSON).
 */

const SOLIDARITY = 'Put a +1/+1 counter on each creature you control.';
const PROTECTOR =
  'When Primeval Protector enters the battlefield, put a +1/+1 counter on each other creature you control.';
const HARALD = 'II — Put a +1/+1 counter on each Elf you control.';
const HARBINGER = 'At the beginning of your upkeep, put a -1/-1 counter on each creature.';
const WEB =
  'Whenever a creature enters the battlefield under your control, it gets +2/+0 and gains haste until end of turn.';
const SOUL_JAR = 'Whenever an Elf you control dies, exile it.';
const DISCOVERY = 'Whenever a creature enters the battlefield under your control, it explores.';

const counters = (counter: string, filter: Filter): Instruction => ({
  kind: 'addCounters',
  on: 'filter',
  filter,
  counter,
  amount: { kind: 'constant', n: 1 },
});
/** CR 603.2, 608.2c: "it" is the trigger object, which these instructions can't act on. */
const notRead = (text: string): AbilityDef => ({
  kind: 'unsupported',
  text,
  reason:
    '"it" is the trigger object, which the engine acts on only by a continuous effect on a permanent (CR 603.2, 608.2c)',
});

const ROWS: readonly (readonly [string, string, readonly CardType[], string, AbilityDef])[] = [
  [
    "Basri's Solidarity, CR 122.1: each creature you control",
    "Basri's Solidarity",
    ['Sorcery'],
    SOLIDARITY,
    {
      kind: 'spell',
      text: SOLIDARITY,
      targets: null,
      instructions: [counters('+1/+1', { types: ['Creature'], controller: 'you' })],
    },
  ],
  [
    'Primeval Protector, CR 122.1: each other creature you control',
    'Primeval Protector',
    ['Creature'],
    PROTECTOR,
    {
      kind: 'triggered',
      text: PROTECTOR,
      trigger: { kind: 'entersBattlefield' },
      instructions: [counters('+1/+1', { types: ['Creature'], other: true, controller: 'you' })],
    },
  ],
  [
    'Harbinger of Night, CR 122.1: a -1/-1 counter on each creature',
    'Harbinger of Night',
    ['Creature'],
    HARBINGER,
    {
      kind: 'triggered',
      text: HARBINGER,
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      instructions: [counters('-1/-1', { types: ['Creature'] })],
    },
  ],
  [
    'In the Web of War, CR 603.2, 611.2c: "it" is the creature that entered',
    'In the Web of War',
    ['Enchantment'],
    WEB,
    {
      kind: 'triggered',
      text: WEB,
      trigger: { kind: 'permanentEnters', filter: { types: ['Creature'], controller: 'you' } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'triggerObject',
          effect: {
            affects: {},
            ops: [
              { kind: 'modifyPT', power: { kind: 'constant', n: 2 }, toughness: { kind: 'constant', n: 0 } },
              { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] },
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Serpent\'s Soul-Jar: "exile it" is the Elf that died, not the Jar: not read',
    "Serpent's Soul-Jar",
    ['Artifact'],
    SOUL_JAR,
    notRead(SOUL_JAR),
  ],
  [
    'Path of Discovery: "it explores" is the creature that entered (701.44a), not the enchantment: not read',
    'Path of Discovery',
    ['Enchantment'],
    DISCOVERY,
    notRead(DISCOVERY),
  ],
];

describe('counters on a group, and "it" of the event, compile (CR 122.1, 603.2)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });

  it('Harald Unites the Elves, chapter II: each Elf you control', () => {
    const [, second] = compileCard(
      card(
        'Harald Unites the Elves',
        ['Enchantment'],
        `(As this Saga enters and after your draw step, add a lore counter.)\nI — Mill five cards.\n${HARALD}`,
      ),
    );
    expect(second).toMatchObject({
      kind: 'triggered',
      trigger: { kind: 'chapter', chapter: 2 },
      instructions: [counters('+1/+1', { subtypes: ['Elf'], controller: 'you' })],
    });
  });
});
