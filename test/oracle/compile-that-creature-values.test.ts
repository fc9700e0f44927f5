import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "equal to that creature's power" and "where X is that creature's power / toughness / mana
 * value" (CR 608.2h, 113.7a), card by card (MTGJSON, April 2022): "that creature" is the target
 * or the trigger's object named before it (608.2c); never the object itself.
 */

const of = (
  what: 'power' | 'toughness' | 'manaValue',
  object: 'targets' | 'triggerObject' | 'chosen',
): Value => ({
  kind: 'ofThatObject',
  of: what,
  object,
});
const creature = { count: 1, filter: { types: ['Creature'] } };
const sacrificeOne = (who: 'targets' | 'you') => ({
  kind: 'chosenPermanents',
  verb: 'sacrifice',
  who,
  amount: { kind: 'constant', n: 1 },
  filter: { types: ['Creature'] },
});

type Row = readonly [name: string, types: readonly CardType[], text: string, want: object];

const ROWS: readonly Row[] = [
  [
    "Proper Burial: the trigger's object, which has died (603.2, 608.2h)",
    ['Enchantment'],
    "Whenever a creature you control dies, you gain life equal to that creature's toughness.",
    {
      kind: 'triggered',
      trigger: { kind: 'permanentDies', filter: { types: ['Creature'], controller: 'you' } },
      instructions: [{ kind: 'gainLife', amount: of('toughness', 'triggerObject') }],
    },
  ],
  [
    'Terror of the Peaks: "that creature" is the one that entered, not the target after it',
    ['Creature'],
    "Whenever another creature enters the battlefield under your control, Terror of the Peaks deals damage equal to that creature's power to any target.",
    {
      kind: 'triggered',
      trigger: { kind: 'permanentEnters', filter: { types: ['Creature'], other: true, controller: 'you' } },
      targets: { count: 1, filter: {}, anyTarget: true },
      instructions: [{ kind: 'dealDamage', to: 'targets', amount: of('power', 'triggerObject') }],
    },
  ],
  [
    'Heal the Scars: the target named before',
    ['Instant'],
    "Regenerate target creature. You gain life equal to that creature's toughness.",
    {
      kind: 'spell',
      targets: creature,
      instructions: [
        { kind: 'regenerate', on: 'targets' },
        { kind: 'gainLife', amount: of('toughness', 'targets') },
      ],
    },
  ],
  [
    'Tribute to Hunger: the creature the target player sacrificed (608.2c, 701.21a)',
    ['Instant'],
    "Target opponent sacrifices a creature. You gain life equal to that creature's toughness.",
    {
      kind: 'spell',
      targets: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
      instructions: [sacrificeOne('targets'), { kind: 'gainLife', amount: of('toughness', 'chosen') }],
    },
  ],
  [
    'Twisted Justice: cards equal to the power of the creature the target player sacrificed (608.2c, 608.2h)',
    ['Sorcery'],
    "Target player sacrifices a creature. You draw cards equal to that creature's power.",
    {
      kind: 'spell',
      targets: { count: 1, filter: {}, players: true },
      instructions: [sacrificeOne('targets'), { kind: 'drawCards', amount: of('power', 'chosen') }],
    },
  ],
  [
    'Doomgape: the creature its controller sacrificed',
    ['Creature'],
    "At the beginning of your upkeep, sacrifice a creature. You gain life equal to that creature's toughness.",
    {
      kind: 'triggered',
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      instructions: [sacrificeOne('you'), { kind: 'gainLife', amount: of('toughness', 'chosen') }],
    },
  ],
  [
    'Disciple of Bolas: X in both sentences is the creature sacrificed two instructions before (608.2c, 107.3a)',
    ['Creature'],
    "When Disciple of Bolas enters the battlefield, sacrifice another creature. You gain X life and draw X cards, where X is that creature's power.",
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield' },
      instructions: [
        { ...sacrificeOne('you'), filter: { types: ['Creature'], other: true } },
        { kind: 'gainLife', amount: of('power', 'chosen') },
        { kind: 'drawCards', amount: of('power', 'chosen') },
      ],
    },
  ],
  [
    'Entrapment Maneuver: "that creature" is the one the target player sacrificed, never that player (608.2c)',
    ['Instant'],
    "Target player sacrifices an attacking creature. You create X 1/1 white Soldier creature tokens, where X is that creature's toughness.",
    {
      kind: 'spell',
      targets: { count: 1, filter: {}, players: true },
      instructions: [
        { ...sacrificeOne('targets'), filter: { types: ['Creature'], inState: 'attacking' } },
        {
          kind: 'createTokens',
          token: expect.objectContaining({ name: 'Soldier Token', power: 1, toughness: 1 }),
          amount: of('toughness', 'chosen'),
        },
      ],
    },
  ],
  [
    'Dying Wish: "its" is the enchanted creature that died, not the target player (608.2c, 113.7a)',
    ['Enchantment'],
    'When enchanted creature dies, target player loses X life and you gain X life, where X is its power.',
    {
      kind: 'triggered',
      trigger: { kind: 'permanentDies', filter: { attachedToSource: true } },
      targets: { count: 1, filter: {}, players: true },
      instructions: [
        { kind: 'loseLife', who: 'targets', amount: of('power', 'triggerObject') },
        { kind: 'gainLife', amount: of('power', 'triggerObject') },
      ],
    },
  ],
  [
    "Fruit of the First Tree: where X is its toughness, the trigger's object (608.2h)",
    ['Enchantment'],
    'When enchanted creature dies, you gain X life and draw X cards, where X is its toughness.',
    {
      kind: 'triggered',
      trigger: { kind: 'permanentDies', filter: { attachedToSource: true } },
      instructions: [
        { kind: 'gainLife', amount: of('toughness', 'triggerObject') },
        { kind: 'drawCards', amount: of('toughness', 'triggerObject') },
      ],
    },
  ],
  [
    "Arahbo, Roar of the World: its power, the attacking Cat's, fixed as the effect on it begins (608.2h, 611.2c)",
    ['Creature'],
    'Whenever another Cat you control attacks, you may pay {1}{G}{W}. If you do, it gains trample and gets +X/+X until end of turn, where X is its power.',
    {
      kind: 'triggered',
      trigger: { kind: 'creatureAttacks', filter: { subtypes: ['Cat'], other: true, controller: 'you' } },
      instructions: [
        {
          kind: 'optional',
          pay: '{1}{G}{W}',
          ifDone: [
            {
              kind: 'createEffect',
              on: 'triggerObject',
              effect: {
                affects: {},
                ops: [
                  {
                    kind: 'modifyPT',
                    power: of('power', 'triggerObject'),
                    toughness: of('power', 'triggerObject'),
                  },
                  {
                    kind: 'addAbilities',
                    abilities: [{ kind: 'keyword', keyword: 'Trample', text: 'Trample' }],
                  },
                ],
              },
              duration: 'endOfTurn',
            },
          ],
          otherwise: [],
        },
      ],
    },
  ],
  [
    "Soul's Might: the sentence's own target (107.3a)",
    ['Sorcery'],
    "Put X +1/+1 counters on target creature, where X is that creature's power.",
    {
      kind: 'spell',
      targets: creature,
      instructions: [
        { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: of('power', 'targets') },
      ],
    },
  ],
  [
    "Kresh the Bloodbraided: counters on itself, X from the trigger's object",
    ['Creature'],
    "Whenever another creature dies, you may put X +1/+1 counters on Kresh the Bloodbraided, where X is that creature's power.",
    {
      kind: 'triggered',
      trigger: { kind: 'permanentDies', filter: { types: ['Creature'], other: true } },
      instructions: [
        {
          kind: 'optional',
          ifDone: [
            { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: of('power', 'triggerObject') },
          ],
          otherwise: [],
        },
      ],
    },
  ],
  [
    'Aether Mutation: a mana value, read after the creature has left (202.3)',
    ['Sorcery'],
    "Return target creature to its owner's hand. Create X 1/1 green Saproling creature tokens, where X is that creature's mana value.",
    {
      kind: 'spell',
      targets: creature,
      instructions: [
        { kind: 'returnToHand', on: 'targets' },
        {
          kind: 'createTokens',
          // The token itself as in compile-tokens.test.ts; here, the number of them.
          token: expect.objectContaining({ name: 'Saproling Token', power: 1, toughness: 1 }),
          amount: of('manaValue', 'targets'),
        },
      ],
    },
  ],
  [
    'Karplusan Yeti: the target deals damage back, equal to its power (120.2)',
    ['Creature'],
    '{T}: Karplusan Yeti deals damage equal to its power to target creature. That creature deals damage equal to its power to Karplusan Yeti.',
    {
      kind: 'activated',
      cost: '{T}',
      targets: creature,
      instructions: [
        { kind: 'dealDamage', to: 'targets', amount: { kind: 'powerOfSource' } },
        { kind: 'targetDealsPowerDamageToSelf' },
      ],
    },
  ],
];

describe("that creature's power, toughness and mana value (CR 608.2h, 113.7a)", () => {
  it.each(ROWS.map((r) => [r[0], r] as const))('%s', (_name, [name, types, text, want]) => {
    expect(compileCard(card(name.split(':')[0] ?? '', types, text))).toEqual([{ ...want, text }]);
  });

  it('"that creature" with no target or trigger object before it names nothing: unsupported (608.2c)', () => {
    const [ability] = compileCard(card('Test', ['Sorcery'], "You gain life equal to that creature's power."));
    expect(ability?.kind).toBe('unsupported');
  });

  it('"that creature" after "each opponent sacrifices a creature", several creatures, names none of them: unsupported (608.2c)', () => {
    const text = "Each opponent sacrifices a creature. You gain life equal to that creature's toughness.";
    const [ability] = compileCard(card('Test', ['Sorcery'], text));
    expect(ability?.kind).toBe('unsupported');
  });

  it('a static ability never reads "that creature" (611.3a): unsupported', () => {
    const text = "Enchanted creature gets +X/+0, where X is that creature's power.";
    const [ability] = compileCard(card('Test', ['Enchantment'], text));
    expect(ability?.kind).toBe('unsupported');
  });
});
