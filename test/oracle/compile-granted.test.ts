import { describe, expect, it } from 'vitest';
import type {
  AbilityDef,
  Condition,
  EffectDef,
  Filter,
  Instruction,
  LayerOp,
} from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Abilities granted in quotation marks (CR 113.10, 613.1f): 'Creatures you control have
 * "{T}: Add {G}."'. The quoted text is compiled as a paragraph of the object that will have it,
 * "this creature" and "this permanent" being that object; the granting static ability (604.1)
 * or resolved effect (611.2) is supported only if each ability it grants is. Oracle text of
 * real cards (MTGJSON, April 2022).
 */

const one = { kind: 'constant', n: 1 } as const;

const grants = (...abilities: AbilityDef[]): LayerOp => ({ kind: 'addAbilities', abilities });

const staticOf = (
  text: string,
  affects: Filter,
  ops: readonly LayerOp[],
  condition?: Condition,
): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects, ops } satisfies EffectDef,
  ...(condition ? { condition } : {}),
});

const plusOne: Instruction = { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one };
const ANY_COLOR = ['{W}', '{U}', '{B}', '{R}', '{G}'];
const SLIVERS: Filter = { types: ['Creature'], subtypes: ['Sliver'] };
const ENCHANTED: Filter = { attachedToSource: true };

const FUNGUS = 'Whenever this creature is dealt damage, put a +1/+1 counter on it.';
const TEMPERED = 'Whenever this creature deals combat damage to a player, put a +1/+1 counter on it.';
const RETALIATION =
  'Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn.';
const SUNBOND = 'Whenever you gain life, put that many +1/+1 counters on this creature.';
const SCARRING = 'When this creature dies, draw a card.';
const RITE = '{T}: Add one mana of any color.';
const HARMONIC = 'When this permanent enters the battlefield, destroy target artifact or enchantment.';

const dies: AbilityDef = {
  kind: 'triggered',
  text: SCARRING,
  trigger: { kind: 'dies' },
  instructions: [{ kind: 'drawCards', amount: one }],
};
const anyColor: AbilityDef = {
  kind: 'activated',
  text: RITE,
  cost: '{T}',
  targets: null,
  instructions: [{ kind: 'addMana', mana: ANY_COLOR }],
};

const ROWS: readonly (readonly [string, string, string, AbilityDef])[] = [
  [
    'Fungus Sliver, CR 603.2c: all Sliver creatures have a "dealt damage" trigger (reminder text dropped)',
    'Fungus Sliver',
    `All Sliver creatures have "${FUNGUS}" (It must survive the damage to get the counter.)`,
    staticOf(
      `All Sliver creatures have "${FUNGUS}" (It must survive the damage to get the counter.)`,
      SLIVERS,
      [
        grants({
          kind: 'triggered',
          text: FUNGUS,
          trigger: { kind: 'isDealtDamage' },
          instructions: [plusOne],
        }),
      ],
    ),
  ],
  [
    'Tempered Sliver, CR 510.3a: Sliver creatures you control have a combat damage trigger',
    'Tempered Sliver',
    `Sliver creatures you control have "${TEMPERED}"`,
    staticOf(`Sliver creatures you control have "${TEMPERED}"`, { ...SLIVERS, controller: 'you' }, [
      grants({
        kind: 'triggered',
        text: TEMPERED,
        trigger: { kind: 'dealsCombatDamageToPlayer' },
        instructions: [plusOne],
      }),
    ]),
  ],
  [
    'Retaliation, CR 509.3d: "this creature" in the granted text is the creature that has it',
    'Retaliation',
    `Creatures you control have "${RETALIATION}"`,
    staticOf(`Creatures you control have "${RETALIATION}"`, { types: ['Creature'], controller: 'you' }, [
      grants({
        kind: 'triggered',
        text: RETALIATION,
        trigger: { kind: 'becomesBlockedByCreature', filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: one, toughness: one }] },
            duration: 'endOfTurn',
          },
        ],
      }),
    ]),
  ],
  [
    'Sunbond, CR 119.9, 603.2c: "that many" is the life gained, checked on the granted trigger',
    'Sunbond',
    `Enchanted creature has "${SUNBOND}"`,
    staticOf(`Enchanted creature has "${SUNBOND}"`, ENCHANTED, [
      grants({
        kind: 'triggered',
        text: SUNBOND,
        trigger: { kind: 'youGainLife' },
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'thatMuch' } }],
      }),
    ]),
  ],
  [
    'Infernal Scarring, CR 613.1f, 613.4c: "gets +2/+0 and has" a dies trigger',
    'Infernal Scarring',
    `Enchanted creature gets +2/+0 and has "${SCARRING}"`,
    staticOf(`Enchanted creature gets +2/+0 and has "${SCARRING}"`, ENCHANTED, [
      grants(dies),
      { kind: 'modifyPT', power: { kind: 'constant', n: 2 }, toughness: { kind: 'constant', n: 0 } },
    ]),
  ],
  [
    'Cryptolith Rite, CR 605.1a: creatures you control have a mana ability',
    'Cryptolith Rite',
    `Creatures you control have "${RITE}"`,
    staticOf(`Creatures you control have "${RITE}"`, { types: ['Creature'], controller: 'you' }, [
      grants(anyColor),
    ]),
  ],
  [
    'Gemhide Sliver, CR 205.3m: "All Slivers" are the permanents of that subtype',
    'Gemhide Sliver',
    `All Slivers have "${RITE}"`,
    staticOf(`All Slivers have "${RITE}"`, { subtypes: ['Sliver'] }, [grants(anyColor)]),
  ],
  [
    'Harmonic Sliver, CR 603.6a: "this permanent" enters, with a target chosen as it triggers',
    'Harmonic Sliver',
    `All Slivers have "${HARMONIC}"`,
    staticOf(`All Slivers have "${HARMONIC}"`, { subtypes: ['Sliver'] }, [
      grants({
        kind: 'triggered',
        text: HARMONIC,
        trigger: { kind: 'entersBattlefield' },
        targets: { count: 1, filter: { anyTypes: ['Artifact', 'Enchantment'] } },
        instructions: [{ kind: 'destroy', on: 'targets' }],
      }),
    ]),
  ],
  [
    'Expedition Diviner, CR 611.3a: "As long as you control another Wizard, [this] has" a dies trigger',
    'Expedition Diviner',
    `As long as you control another Wizard, Expedition Diviner has "${SCARRING}"`,
    staticOf(
      `As long as you control another Wizard, Expedition Diviner has "${SCARRING}"`,
      { self: true },
      [grants(dies)],
      {
        kind: 'valueAtLeast',
        value: { kind: 'count', of: { subtypes: ['Wizard'], other: true, controller: 'you' } },
        n: 1,
      },
    ),
  ],
];

describe('CR 113.10, 613.1f: static abilities granting quoted abilities', () => {
  it.each(ROWS)('%s', (_name, name, text, ability) => {
    expect(compileCard(card(name, ['Enchantment'], text))).toEqual([ability]);
  });
});

describe('a keyword and a quoted ability granted together', () => {
  it('Staggering Insight: "gets +1/+1 and has lifelink and" a combat damage trigger', () => {
    const quoted = 'Whenever this creature deals combat damage to a player, draw a card.';
    const text = `Enchanted creature gets +1/+1 and has lifelink and "${quoted}"`;
    const [ability] = compileCard(card('Staggering Insight', ['Enchantment'], text));
    expect(ability?.kind === 'static' && ability.effect.ops[0]).toEqual(
      grants(
        { kind: 'keyword', keyword: 'Lifelink', text: 'Lifelink' },
        {
          kind: 'triggered',
          text: quoted,
          trigger: { kind: 'dealsCombatDamageToPlayer' },
          instructions: [{ kind: 'drawCards', amount: one }],
        },
      ),
    );
  });
});

describe('CR 611.2: a resolved effect granting a quoted ability until end of turn', () => {
  it('Lightning Volley: "Until end of turn, creatures you control gain" an activated ability', () => {
    const quoted = '{T}: This creature deals 1 damage to any target.';
    const text = `Until end of turn, creatures you control gain "${quoted}"`;
    const [ability] = compileCard(card('Lightning Volley', ['Instant'], text));
    expect(ability).toEqual({
      kind: 'spell',
      text,
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: {
            affects: { types: ['Creature'], controller: 'you' },
            ops: [
              grants({
                kind: 'activated',
                text: quoted,
                cost: '{T}',
                targets: { count: 1, filter: {}, anyTarget: true },
                instructions: [{ kind: 'dealDamage', to: 'targets', amount: one }],
              }),
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    });
  });
});

describe('a grant is supported only if every ability it grants is (nothing half applied)', () => {
  it('Fearsome Temper: the granted text no template reads leaves the static unsupported, saying which', () => {
    const quoted = "{2}{R}: Target creature can't block this creature this turn.";
    const text = `Enchanted creature gets +2/+2 and has "${quoted}"`;
    expect(compileCard(card('Fearsome Temper', ['Enchantment'], text))).toEqual([
      {
        kind: 'unsupported',
        text,
        reason: `the ability it grants, "${quoted}", is not supported: the grammar reads "{2}{R}: Target creature can't block" and stops at "this creature this turn" (character 36)`,
      },
    ]);
  });

  it('Bear Umbra: the granted "Whenever this creature attacks, untap all lands you control" is read (CR 701.26b)', () => {
    const quoted = 'Whenever this creature attacks, untap all lands you control.';
    const text = `Enchanted creature gets +2/+2 and has "${quoted}"`;
    const [ability] = compileCard(card('Bear Umbra', ['Enchantment'], text));
    expect(ability?.kind === 'static' && ability.effect.ops[0]).toEqual({
      kind: 'addAbilities',
      abilities: [
        {
          kind: 'triggered',
          text: quoted,
          trigger: { kind: 'attacks' },
          instructions: [{ kind: 'untap', on: 'filter', filter: { types: ['Land'], controller: 'you' } }],
        },
      ],
    });
  });

  it("Rakdos Riteknife: the granting card's own name in the quoted text is not the object given it", () => {
    const quoted = '{T}, Sacrifice a creature: Put a blood counter on Rakdos Riteknife.';
    const text = `Equipped creature has "${quoted}"`;
    const [ability] = compileCard(card('Rakdos Riteknife', ['Artifact'], text));
    expect(ability).toMatchObject({ kind: 'unsupported', reason: expect.stringContaining(quoted) });
  });

  it('CR 604.3a: a granted ability defining power and toughness is no characteristic-defining ability (a rule, no card)', () => {
    const quoted = "This creature's power and toughness are each equal to the number of cards in your hand.";
    const text = `Creatures you control have "${quoted}"`;
    expect(compileCard(card('No Such Card', ['Enchantment'], text))).toEqual([
      {
        kind: 'unsupported',
        text,
        reason: `the ability it grants, "${quoted}", is not supported: a granted ability of kind "cda" is not modelled`,
      },
    ]);
  });

  it('an unclosed quotation mark is read by no template (no card has one: a lexer case)', () => {
    const text = 'Creatures you control have "{T}: Add {G}.';
    expect(compileCard(card('No Such Card', ['Enchantment'], text))[0]?.kind).toBe('unsupported');
  });
});
