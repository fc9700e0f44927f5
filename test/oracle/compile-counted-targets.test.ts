import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { Filter, Instruction, TargetSpec } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * One instance of the word "target" naming a number of targets (CR 115.1, 601.2c): "up to one",
 * "up to N", "any number of" (none too, 115.6), "one or two", "two target creatures", "each of
 * up to N"; "other" leaves out the ability's own object. Real cards' Oracle text (MTGJSON,
 * April 2022) and the targets and instructions it compiles to.
 */

const creatures: Filter = { types: ['Creature'] };
const some = (count: number | 'x', upTo?: number | 'x' | 'any', filter: Filter = creatures): TargetSpec => ({
  count,
  filter,
  ...(upTo === undefined ? {} : { upTo }),
});
const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const pump = (power: number, toughness: number) => ({
  kind: 'modifyPT',
  power: n(power),
  toughness: n(toughness),
});
const effect = (...ops: readonly object[]) => ({
  kind: 'createEffect',
  on: 'targets',
  effect: { affects: {}, ops },
  duration: 'endOfTurn',
});
const counters = (amount: number, counter = '+1/+1') => ({
  kind: 'addCounters',
  on: 'targets',
  counter,
  amount: n(amount),
});

type Row = readonly [string, CardData, TargetSpec, readonly object[]];

const ROWS: readonly Row[] = [
  [
    'Bleeding Edge, CR 601.2c, 115.6: "Up to one target creature gets -2/-2 until end of turn."',
    card('Bleeding Edge', ['Sorcery'], 'Up to one target creature gets -2/-2 until end of turn.'),
    some(0, 1),
    [effect(pump(-2, -2))],
  ],
  [
    'Dauntless Onslaught, CR 601.2c: "Up to two target creatures each get +2/+2 until end of turn."',
    card('Dauntless Onslaught', ['Instant'], 'Up to two target creatures each get +2/+2 until end of turn.'),
    some(0, 2),
    [effect(pump(2, 2))],
  ],
  [
    'Rouse the Mob, CR 115.6: "Any number of target creatures each get +2/+0 and gain trample until end of turn."',
    card(
      'Rouse the Mob',
      ['Instant'],
      'Any number of target creatures each get +2/+0 and gain trample until end of turn.',
    ),
    some(0, 'any'),
    [
      effect(pump(2, 0), {
        kind: 'addAbilities',
        abilities: [{ kind: 'keyword', keyword: 'Trample', text: 'Trample' }],
      }),
    ],
  ],
  [
    'Symbiosis, CR 601.2c: "Two target creatures each get +2/+2 until end of turn." exactly two',
    card('Symbiosis', ['Instant'], 'Two target creatures each get +2/+2 until end of turn.'),
    some(2),
    [effect(pump(2, 2))],
  ],
  [
    'Wind Sail, CR 601.2c: "One or two target creatures gain flying until end of turn."',
    card('Wind Sail', ['Sorcery'], 'One or two target creatures gain flying until end of turn.'),
    some(1, 2),
    [effect({ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Flying', text: 'Flying' }] })],
  ],
  [
    'Gird for Battle, CR 122.1: "Put a +1/+1 counter on each of up to two target creatures."',
    card('Gird for Battle', ['Sorcery'], 'Put a +1/+1 counter on each of up to two target creatures.'),
    some(0, 2),
    [counters(1)],
  ],
  [
    'Angelic Quartermaster: "each of up to two other target creatures": not the ability\'s own object',
    card(
      'Angelic Quartermaster',
      ['Creature'],
      'When Angelic Quartermaster enters the battlefield, put a +1/+1 counter on each of up to two other target creatures.',
    ),
    some(0, 2, { types: ['Creature'], other: true }),
    [counters(1)],
  ],
  [
    'Dual Shot, CR 120.2: "Dual Shot deals 1 damage to each of up to two target creatures."',
    card('Dual Shot', ['Sorcery'], 'Dual Shot deals 1 damage to each of up to two target creatures.'),
    some(0, 2),
    [{ kind: 'dealDamage', to: 'targets', amount: n(1) }],
  ],
  [
    'Chandra, the Firebrand, CR 115.4: "deals 6 damage to each of up to six targets"',
    card(
      'Chandra, the Firebrand',
      ['Planeswalker'],
      '[−6]: Chandra, the Firebrand deals 6 damage to each of up to six targets.',
    ),
    { count: 0, filter: {}, anyTarget: true, upTo: 6 },
    [{ kind: 'dealDamage', to: 'targets', amount: n(6) }],
  ],
  [
    'Curtains\' Call, CR 701.8: "Destroy two target creatures."',
    card("Curtains' Call", ['Instant'], 'Destroy two target creatures.'),
    some(2),
    [{ kind: 'destroy', on: 'targets' }],
  ],
  [
    'Aven Augur, CR 602.2b: "Return up to two target creatures to their owners\' hands."',
    card(
      'Aven Augur',
      ['Creature'],
      "Sacrifice Aven Augur: Return up to two target creatures to their owners' hands.",
    ),
    some(0, 2),
    [{ kind: 'returnToHand', on: 'targets' }],
  ],
  [
    'Ajani, Caller of the Pride, CR 606: "[+1]: Put a +1/+1 counter on up to one target creature."',
    card(
      'Ajani, Caller of the Pride',
      ['Planeswalker'],
      '[+1]: Put a +1/+1 counter on up to one target creature.',
    ),
    some(0, 1),
    [counters(1)],
  ],
  [
    'Basri Ket: "Put a +1/+1 counter on up to one target creature. It gains indestructible until end of turn." ("it": that target)',
    card(
      'Basri Ket',
      ['Planeswalker'],
      '[+1]: Put a +1/+1 counter on up to one target creature. It gains indestructible until end of turn.',
    ),
    some(0, 1),
    [
      counters(1),
      effect({
        kind: 'addAbilities',
        abilities: [{ kind: 'keyword', keyword: 'Indestructible', text: 'Indestructible' }],
      }),
    ],
  ],
  [
    'Barrin, Tolarian Archmage: "return up to one other target creature or planeswalker to its owner\'s hand"',
    card(
      'Barrin, Tolarian Archmage',
      ['Creature'],
      "When Barrin, Tolarian Archmage enters the battlefield, return up to one other target creature or planeswalker to its owner's hand.",
    ),
    some(0, 1, { anyTypes: ['Creature', 'Planeswalker'], other: true }),
    [{ kind: 'returnToHand', on: 'targets' }],
  ],
  [
    'Elven Rite, CR 601.2d: "Distribute two +1/+1 counters among one or two target creatures."',
    card('Elven Rite', ['Sorcery'], 'Distribute two +1/+1 counters among one or two target creatures.'),
    some(1, 2),
    [{ kind: 'distributeCounters', counter: '+1/+1', amount: n(2) }],
  ],
  [
    'Contagion, CR 601.2d: "Distribute two -2/-1 counters among one or two target creatures."',
    card('Contagion', ['Instant'], 'Distribute two -2/-1 counters among one or two target creatures.'),
    some(1, 2),
    [{ kind: 'distributeCounters', counter: '-2/-1', amount: n(2) }],
  ],
  [
    'Ajani, Mentor of Heroes, CR 601.2d: "among one, two, or three target creatures you control"',
    card(
      'Ajani, Mentor of Heroes',
      ['Planeswalker'],
      '[+1]: Distribute three +1/+1 counters among one, two, or three target creatures you control.',
    ),
    some(1, 3, { types: ['Creature'], controller: 'you' }),
    [{ kind: 'distributeCounters', counter: '+1/+1', amount: n(3) }],
  ],
  [
    'Blessings of Nature, CR 601.2d: "any number of target creatures" is one or more, each getting at least one',
    card(
      'Blessings of Nature',
      ['Sorcery'],
      'Distribute four +1/+1 counters among any number of target creatures.',
    ),
    some(1, 'any'),
    [{ kind: 'distributeCounters', counter: '+1/+1', amount: n(4) }],
  ],
  [
    'Thrive, CR 601.2c, 107.3a: "Put a +1/+1 counter on each of X target creatures.": as many targets as the X announced',
    card('Thrive', ['Sorcery'], 'Put a +1/+1 counter on each of X target creatures.'),
    some('x'),
    [counters(1)],
  ],
  [
    'Silkguard, CR 601.2c, 115.6: "each of up to X target creatures you control": from none to X',
    card('Silkguard', ['Instant'], 'Put a +1/+1 counter on each of up to X target creatures you control.'),
    some(0, 'x', { types: ['Creature'], controller: 'you' }),
    [counters(1)],
  ],
  [
    'Release the Gremlins, CR 107.3a: "Destroy X target artifacts. Create X 2/2 red Gremlin creature tokens.": one X for both',
    card(
      'Release the Gremlins',
      ['Sorcery'],
      'Destroy X target artifacts. Create X 2/2 red Gremlin creature tokens.',
    ),
    some('x', undefined, { types: ['Artifact'] }),
    [
      { kind: 'destroy', on: 'targets' },
      {
        kind: 'createTokens',
        token: {
          name: 'Gremlin Token',
          colors: ['R'],
          types: ['Creature'],
          subtypes: ['Gremlin'],
          power: 2,
          toughness: 2,
          abilities: [],
        },
        amount: { kind: 'x' },
      },
    ],
  ],
  [
    'Pest Infestation, CR 601.2c, 107.3a: "Destroy up to X target artifacts and/or enchantments. Create twice X 1/1 … Pest creature tokens …"',
    card(
      'Pest Infestation',
      ['Sorcery'],
      'Destroy up to X target artifacts and/or enchantments. Create twice X 1/1 black and green Pest creature tokens with "When this creature dies, you gain 1 life."',
    ),
    some(0, 'x', { anyTypes: ['Artifact', 'Enchantment'] }),
    [
      { kind: 'destroy', on: 'targets' },
      {
        kind: 'createTokens',
        token: {
          name: 'Pest Token',
          colors: ['B', 'G'],
          types: ['Creature'],
          subtypes: ['Pest'],
          power: 1,
          toughness: 1,
          abilities: [
            {
              kind: 'triggered',
              text: 'When this creature dies, you gain 1 life.',
              trigger: { kind: 'dies' },
              instructions: [{ kind: 'gainLife', amount: n(1) }],
            },
          ],
        },
        amount: { kind: 'times', n: 2, of: { kind: 'x' } },
      },
    ],
  ],
  [
    'Runed Arch, CR 602.2b, 107.3a: "{X}, {T}, Sacrifice Runed Arch: X target creatures with power 2 or less can\'t be blocked this turn."',
    card(
      'Runed Arch',
      ['Artifact'],
      "{X}, {T}, Sacrifice Runed Arch: X target creatures with power 2 or less can't be blocked this turn.",
    ),
    { ...some('x'), ptBound: { of: 'power', side: 'atMost', n: 2 } },
    [
      effect({
        kind: 'addAbilities',
        abilities: [
          { kind: 'restriction', text: "can't be blocked this turn", restriction: { kind: 'cantBeBlocked' } },
        ],
      }),
    ],
  ],
];

const targetsAndInstructions = (data: CardData) => {
  const [ability] = compileCard(data);
  if (ability === undefined || !('instructions' in ability)) return ability;
  return { targets: 'targets' in ability ? ability.targets : undefined, instructions: ability.instructions };
};

describe('a number of targets for one "target" (CR 115.1, 601.2c, 115.6)', () => {
  it.each(ROWS)('%s', (_name, data, targets, instructions) => {
    expect(targetsAndInstructions(data)).toEqual({ targets, instructions: instructions as Instruction[] });
  });

  it('a number that disagrees with its noun is not read: "Up to two target creature gets +1/+1 until end of turn."', () => {
    const [ability] = compileCard(
      card('Test', ['Instant'], 'Up to two target creature gets +1/+1 until end of turn.'),
    );
    expect(ability?.kind).toBe('unsupported');
  });

  it('CR 601.2c, 107.3a: "where X is" does not fix a number of targets that is X: "Tap X target creatures, where X is ..." is not read', () => {
    const [ability] = compileCard(
      card('Test', ['Instant'], 'Tap X target creatures, where X is the number of Elves you control.'),
    );
    expect(ability).toMatchObject({ kind: 'unsupported', reason: expect.stringContaining('601.2c') });
  });

  it('"up to one other target" names objects only: "up to one other target player" is not read', () => {
    const [ability] = compileCard(card('Test', ['Instant'], 'Tap up to one other target player.'));
    expect(ability?.kind).toBe('unsupported');
  });
});
