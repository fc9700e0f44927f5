import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import type { SpendRestriction } from '../../src/mana/pool.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * The compiler on mana with spending restrictions (CR 106.6), "Spend this mana only ...", read
 * with the "Add ..." before it, and on energy (107.14, 122.1): "you get {E}{E}", "Pay {E}" in a
 * cost, "you may pay {E}" and "unless you pay {E}{E}". Real cards' Oracle text (MTGJSON, April
 * 2022) and what they must compile to; restrictions that read what the model can't say stay
 * unsupported, named.
 */

const ANY_COLOR = ['{W}', '{U}', '{B}', '{R}', '{G}'];
const n = (k: number) => ({ kind: 'constant', n: k }) as const;

/** The restriction the card's last ability puts on its mana, or the ability if it isn't an addMana ability. */
const restrictionOf = (
  name: string,
  types: readonly CardType[],
  text: string,
): SpendRestriction | AbilityDef | undefined => {
  const ability = compileCard(card(name, types, text)).at(-1);
  const add =
    ability && 'instructions' in ability ? ability.instructions.find((i) => i.kind === 'addMana') : undefined;
  return add?.kind === 'addMana' ? add.spendOnly : ability;
};

const RESTRICTIONS: readonly (readonly [string, readonly CardType[], string, SpendRestriction])[] = [
  [
    'Ancient Ziggurat',
    ['Land'],
    '{T}: Add one mana of any color. Spend this mana only to cast a creature spell.',
    { kind: 'castSpell', cardTypes: ['Creature'] },
  ],
  [
    "Mishra's Workshop",
    ['Land'],
    '{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.',
    { kind: 'castSpell', cardTypes: ['Artifact'] },
  ],
  [
    'Cormela, Glamour Thief',
    ['Creature'],
    '{1}, {T}: Add {U}{B}{R}. Spend this mana only to cast instant and/or sorcery spells.',
    { kind: 'castSpell', cardTypes: ['Instant', 'Sorcery'] },
  ],
  [
    'Haven of the Spirit Dragon',
    ['Land'],
    '{T}: Add one mana of any color. Spend this mana only to cast a Dragon creature spell.',
    { kind: 'castSpell', cardTypes: ['Creature'], subtypes: ['Dragon'] },
  ],
  [
    'Tournament Grounds',
    ['Land'],
    '{T}: Add {R}, {W}, or {B}. Spend this mana only to cast a Knight or Equipment spell.',
    { kind: 'castSpell', subtypes: ['Knight', 'Equipment'] },
  ],
  [
    'Pillar of the Paruns',
    ['Land'],
    '{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.',
    { kind: 'castSpell', colors: 'multicolored' },
  ],
  [
    'Untaidake, the Cloud Keeper',
    ['Land'],
    '{T}, Pay 2 life: Add {C}{C}. Spend this mana only to cast legendary spells.',
    { kind: 'castSpell', supertypes: ['Legendary'] },
  ],
  [
    'Soldevi Machinist',
    ['Creature'],
    '{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.',
    { kind: 'activateAbility', cardTypes: ['Artifact'] },
  ],
  [
    'Rosheen Meanderer',
    ['Creature'],
    '{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.',
    { kind: 'costWithX' },
  ],
  [
    'Eldrazi Temple',
    ['Land'],
    '{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi.',
    {
      kind: 'anyOf',
      uses: [
        { kind: 'castSpell', subtypes: ['Eldrazi'], colors: 'colorless' },
        { kind: 'activateAbility', subtypes: ['Eldrazi'], colors: 'colorless' },
      ],
    },
  ],
  [
    'Automated Artificer',
    ['Artifact', 'Creature'],
    '{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.',
    { kind: 'anyOf', uses: [{ kind: 'activateAbility' }, { kind: 'castSpell', cardTypes: ['Artifact'] }] },
  ],
  [
    "Chandra's Embercat",
    ['Creature'],
    '{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell.',
    {
      kind: 'anyOf',
      uses: [
        { kind: 'castSpell', subtypes: ['Elemental'] },
        { kind: 'castSpell', cardTypes: ['Planeswalker'], subtypes: ['Chandra'] },
      ],
    },
  ],
  [
    'Base Camp',
    ['Land'],
    'Base Camp enters the battlefield tapped.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Cleric, Rogue, Warrior, or Wizard spell or to activate an ability of a Cleric, Rogue, Warrior, or Wizard.',
    {
      kind: 'anyOf',
      uses: [
        { kind: 'castSpell', subtypes: ['Cleric', 'Rogue', 'Warrior', 'Wizard'] },
        { kind: 'activateAbility', subtypes: ['Cleric', 'Rogue', 'Warrior', 'Wizard'] },
      ],
    },
  ],
  [
    'Myr Reservoir',
    ['Artifact'],
    '{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr.',
    {
      kind: 'anyOf',
      uses: [
        { kind: 'castSpell', subtypes: ['Myr'] },
        { kind: 'activateAbility', subtypes: ['Myr'] },
      ],
    },
  ],
];

/** Restrictions that read what a spend restriction can't say here (a chosen type, how or from where a spell is cast, a watermark, a keyword): left unsupported. */
const UNSUPPORTED: readonly (readonly [string, readonly CardType[], string])[] = [
  [
    'Unclaimed Territory',
    ['Land'],
    '{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type.',
  ],
  [
    'Cavern of Souls',
    ['Land'],
    "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
  ],
  ['Elfhame Druid', ['Creature'], '{T}: Add {G}{G}. Spend this mana only to cast kicked spells.'],
  [
    'Rootcoil Creeper',
    ['Creature'],
    '{T}: Add two mana of any one color. Spend this mana only to cast spells from your graveyard.',
  ],
  [
    'Corrupted Crossroads',
    ['Land'],
    '{T}, Pay 1 life: Add one mana of any color. Spend this mana only to cast a spell with devoid.',
  ],
  [
    'Cultivator Drone',
    ['Creature'],
    '{T}: Add {C}. Spend this mana only to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost that contains {C}.',
  ],
  [
    'Boseiju, Who Shelters All',
    ['Land'],
    "{T}, Pay 2 life: Add {C}. If that mana is spent on an instant or sorcery spell, that spell can't be countered.",
  ],
];

describe('compiling "Spend this mana only ..." (CR 106.6)', () => {
  it.each(RESTRICTIONS.map(([name, types, text, want]) => [name, types, text, want] as const))(
    '%s',
    (name, types, text, want) => {
      expect(restrictionOf(name, types, text)).toEqual(want);
    },
  );

  it('Ancient Ziggurat compiles whole: {T}, one mana of any colour, the restriction', () => {
    const text = '{T}: Add one mana of any color. Spend this mana only to cast a creature spell.';
    expect(compileCard(card('Ancient Ziggurat', ['Land'], text))).toEqual([
      {
        kind: 'activated',
        text,
        cost: '{T}',
        targets: null,
        instructions: [
          { kind: 'addMana', mana: ANY_COLOR, spendOnly: { kind: 'castSpell', cardTypes: ['Creature'] } },
        ],
      },
    ]);
  });

  it('Castle Garenbrig: "Add six {G}" is six {G}, spent only on creature spells or abilities of creatures', () => {
    const text =
      '{2}{G}{G}, {T}: Add six {G}. Spend this mana only to cast creature spells or activate abilities of creatures.';
    const [ability] = compileCard(card('Castle Garenbrig', ['Land'], text));
    expect(ability?.kind === 'activated' ? ability.instructions : ability).toEqual([
      {
        kind: 'addMana',
        mana: '{G}'.repeat(6),
        spendOnly: {
          kind: 'anyOf',
          uses: [
            { kind: 'castSpell', cardTypes: ['Creature'] },
            { kind: 'activateAbility', cardTypes: ['Creature'] },
          ],
        },
      },
    ]);
  });

  it.each(UNSUPPORTED)('%s stays unsupported', (name, types, text) => {
    expect(compileCard(card(name, types, text)).at(-1)?.kind).toBe('unsupported');
  });
});

const energy = (amount: number): Instruction => ({
  kind: 'getCounters',
  counter: 'energy',
  amount: n(amount),
});

describe('compiling energy (CR 107.14, 122.1)', () => {
  it('Aether Hub: "you get {E}" as it enters, and "{T}, Pay {E}: Add one mana of any color."', () => {
    const etb = 'When Aether Hub enters the battlefield, you get {E} (an energy counter).';
    const mana = '{T}, Pay {E}: Add one mana of any color.';
    expect(compileCard(card('Aether Hub', ['Land'], `${etb}\n{T}: Add {C}.\n${mana}`))).toEqual([
      { kind: 'triggered', text: etb, trigger: { kind: 'entersBattlefield' }, instructions: [energy(1)] },
      {
        kind: 'activated',
        text: '{T}: Add {C}.',
        cost: '{T}',
        targets: null,
        instructions: [{ kind: 'addMana', mana: '{C}' }],
      },
      {
        kind: 'activated',
        text: mana,
        cost: '{T}',
        extraCosts: [{ kind: 'payEnergy', amount: 1 }],
        targets: null,
        instructions: [{ kind: 'addMana', mana: ANY_COLOR }],
      },
    ]);
  });

  it('Voltaic Brawler: "you may pay {E}. If you do, ..." is an optional cost paid in energy', () => {
    const attacks =
      'Whenever Voltaic Brawler attacks, you may pay {E}. If you do, it gets +1/+1 and gains trample until end of turn.';
    const [ability] = compileCard(card('Voltaic Brawler', ['Creature'], attacks));
    expect(
      ability?.kind === 'triggered' ? ability.instructions.map((i) => ({ ...i, ifDone: [] })) : ability,
    ).toEqual([{ kind: 'optional', payEnergy: 1, ifDone: [], otherwise: [] }]);
  });

  it('Lathnu Hellion: "sacrifice [it] unless you pay {E}{E}"', () => {
    const text = 'At the beginning of your end step, sacrifice Lathnu Hellion unless you pay {E}{E}.';
    const [ability] = compileCard(card('Lathnu Hellion', ['Creature'], text));
    expect(ability?.kind === 'triggered' ? ability.instructions : ability).toEqual([
      { kind: 'optional', payEnergy: 2, ifDone: [], otherwise: [{ kind: 'sacrifice', on: 'self' }] },
    ]);
  });

  it('Reservoir Walker: "you gain 3 life and get {E}{E}{E}"', () => {
    const text =
      'When Reservoir Walker enters the battlefield, you gain 3 life and get {E}{E}{E} (three energy counters).';
    const [ability] = compileCard(card('Reservoir Walker', ['Artifact', 'Creature'], text));
    expect(ability?.kind === 'triggered' ? ability.instructions : ability).toEqual([
      { kind: 'gainLife', amount: n(3) },
      energy(3),
    ]);
  });

  it('Aetherwind Basker: "you get {E} for each creature you control" (608.2h)', () => {
    const text =
      'Whenever Aetherwind Basker enters the battlefield or attacks, you get {E} (an energy counter) for each creature you control.';
    const [ability] = compileCard(card('Aetherwind Basker', ['Creature'], text));
    expect(ability?.kind === 'triggered' ? ability.instructions : ability).toEqual([
      {
        kind: 'getCounters',
        counter: 'energy',
        amount: {
          kind: 'times',
          n: 1,
          of: { kind: 'count', of: { types: ['Creature'], controller: 'you' } },
        },
      },
    ]);
  });

  it('Aethertorch Renegade: "{T}, Pay {E}{E}{E}{E}{E}{E}{E}{E}: ..." costs eight energy', () => {
    const text =
      '{T}, Pay {E}{E}{E}{E}{E}{E}{E}{E}: Aethertorch Renegade deals 6 damage to target player or planeswalker.';
    const [ability] = compileCard(card('Aethertorch Renegade', ['Creature'], text));
    expect(ability?.kind === 'activated' ? ability.extraCosts : ability).toEqual([
      { kind: 'payEnergy', amount: 8 },
    ]);
  });

  it('Phyrexian Vatmother: "you get a poison counter", a player counter named in words (122.1f)', () => {
    const text = 'At the beginning of your upkeep, you get a poison counter.';
    const [ability] = compileCard(card('Phyrexian Vatmother', ['Creature'], text));
    expect(ability?.kind === 'triggered' ? ability.instructions : ability).toEqual([
      { kind: 'getCounters', counter: 'poison', amount: n(1) },
    ]);
  });

  it.each([
    [
      'Harnessed Lightning',
      ['Instant'],
      'Choose target creature. You get {E}{E}{E} (three energy counters), then you may pay any amount of {E}. Harnessed Lightning deals that much damage to that creature.',
    ],
    [
      'Confiscation Coup',
      ['Sorcery'],
      "Choose target artifact or creature. You get {E}{E}{E}{E} (four energy counters), then you may pay an amount of {E} equal to that permanent's mana value. If you do, gain control of it.",
    ],
    [
      'Territorial Gorger',
      ['Creature'],
      'Whenever you get one or more {E} (energy counters), Territorial Gorger gets +2/+2 until end of turn.',
    ],
  ] as const)(
    '%s: an amount of energy chosen as it resolves, or a trigger on getting energy, stays unsupported',
    (name, types, text) => {
      expect(compileCard(card(name, types, text)).at(-1)?.kind).toBe('unsupported');
    },
  );
});
