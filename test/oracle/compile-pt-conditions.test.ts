import { describe, expect, it } from 'vitest';
import type { Condition, Filter } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "As long as" bonuses (CR 611.3a): a condition on what the affected object is becomes a filter
 * on it, read as continuously as a condition would be; a condition of the game stays a condition.
 * Each text is the card's Oracle text (MTGJSON, April 2022).
 */

const n = (v: number) => ({ kind: 'constant', n: v }) as const;
/** Your graveyard's cards of a kind (CR 404.1). */
const graveyard = (kind: Filter) =>
  ({ kind: 'count', of: { ...kind, zone: 'graveyard', owner: 'you' } }) as const;
const pt = (p: number, t: number) => ({ kind: 'modifyPT', power: n(p), toughness: n(t) }) as const;

interface Row {
  readonly name: string;
  readonly types: readonly CardType[];
  readonly text: string;
  readonly affects: Filter;
  readonly condition?: Condition;
  readonly power: number;
  readonly toughness: number;
}

const ROWS: readonly Row[] = [
  {
    name: 'Akki War Paint',
    types: ['Enchantment'],
    text: 'As long as enchanted permanent is a creature, it gets +2/+1.',
    affects: { attachedToSource: true, types: ['Creature'] },
    power: 2,
    toughness: 1,
  },
  {
    name: 'Heavy Mattock',
    types: ['Artifact'],
    text: 'As long as equipped creature is a Human, it gets an additional +1/+1.',
    affects: { attachedToSource: true, subtypes: ['Human'] },
    power: 1,
    toughness: 1,
  },
  {
    name: 'Edge of the Divinity',
    types: ['Enchantment'],
    text: 'As long as enchanted creature is white, it gets +1/+2.',
    affects: { attachedToSource: true, colors: ['W'] },
    power: 1,
    toughness: 2,
  },
  {
    name: 'Favorable Destiny',
    types: ['Enchantment'],
    text: "Enchanted creature gets +1/+2 as long as it's white.",
    affects: { attachedToSource: true, colors: ['W'] },
    power: 1,
    toughness: 2,
  },
  {
    name: 'Earth Surge',
    types: ['Enchantment'],
    text: "Each land gets +2/+2 as long as it's a creature.",
    affects: { types: ['Land', 'Creature'] },
    power: 2,
    toughness: 2,
  },
  {
    name: 'Glory of Warfare',
    types: ['Enchantment'],
    text: "As long as it's your turn, creatures you control get +2/+0.",
    affects: { types: ['Creature'], controller: 'you' },
    condition: { kind: 'yourTurn', yours: true },
    power: 2,
    toughness: 0,
  },
  {
    name: 'Gavony Ironwright',
    types: ['Creature'],
    text: 'Fateful hour — As long as you have 5 or less life, other creatures you control get +1/+4.',
    affects: { types: ['Creature'], other: true, controller: 'you' },
    condition: { kind: 'valueAtMost', value: { kind: 'lifeTotal', whose: 'you' }, n: 5 },
    power: 1,
    toughness: 4,
  },
  {
    name: 'Divine Sacrament',
    types: ['Enchantment'],
    text: 'Threshold — White creatures get an additional +1/+1 as long as seven or more cards are in your graveyard.',
    affects: { types: ['Creature'], colors: ['W'] },
    condition: {
      kind: 'valueAtLeast',
      value: { kind: 'count', of: { zone: 'graveyard', owner: 'you' } },
      n: 7,
    },
    power: 1,
    toughness: 1,
  },
  {
    name: 'Ruthless Cullblade',
    types: ['Creature'],
    text: 'Ruthless Cullblade gets +2/+1 as long as an opponent has 10 or less life.',
    affects: { self: true },
    condition: { kind: 'anOpponentHas', measure: 'life', side: 'atMost', n: 10 },
    power: 2,
    toughness: 1,
  },
  {
    name: 'Guul Draz Specter',
    types: ['Creature'],
    text: 'Guul Draz Specter gets +3/+3 as long as an opponent has no cards in hand.',
    affects: { self: true },
    condition: { kind: 'anOpponentHas', measure: 'cardsInHand', side: 'atMost', n: 0 },
    power: 3,
    toughness: 3,
  },
  {
    name: "Jace's Phantasm",
    types: ['Creature'],
    text: "Jace's Phantasm gets +4/+4 as long as an opponent has ten or more cards in their graveyard.",
    affects: { self: true },
    condition: { kind: 'anOpponentHas', measure: 'cardsInGraveyard', side: 'atLeast', n: 10 },
    power: 4,
    toughness: 4,
  },
  {
    name: 'Elvish Reclaimer',
    types: ['Creature'],
    text: 'Elvish Reclaimer gets +2/+2 as long as there are three or more land cards in your graveyard.',
    affects: { self: true },
    condition: { kind: 'valueAtLeast', value: graveyard({ types: ['Land'] }), n: 3 },
    power: 2,
    toughness: 2,
  },
  {
    name: 'Magmatic Channeler',
    types: ['Creature'],
    text: 'As long as there are four or more instant and/or sorcery cards in your graveyard, Magmatic Channeler gets +3/+1.',
    affects: { self: true },
    condition: { kind: 'valueAtLeast', value: graveyard({ anyTypes: ['Instant', 'Sorcery'] }), n: 4 },
    power: 3,
    toughness: 1,
  },
  {
    name: 'Gorilla Titan',
    types: ['Creature'],
    text: 'Gorilla Titan gets +4/+4 as long as there are no cards in your graveyard.',
    affects: { self: true },
    condition: { kind: 'valueAtMost', value: graveyard({}), n: 0 },
    power: 4,
    toughness: 4,
  },
  {
    name: 'Obscura Ascendancy',
    types: ['Enchantment'],
    text: 'As long as there are five or more soul counters on Obscura Ascendancy, Spirits you control get +3/+3.',
    affects: { subtypes: ['Spirit'], controller: 'you' },
    condition: { kind: 'valueAtLeast', value: { kind: 'countersOnSource', counter: 'soul' }, n: 5 },
    power: 3,
    toughness: 3,
  },
  {
    name: 'Quest for the Goblin Lord',
    types: ['Enchantment'],
    text: 'As long as Quest for the Goblin Lord has five or more quest counters on it, creatures you control get +2/+0.',
    affects: { types: ['Creature'], controller: 'you' },
    condition: { kind: 'valueAtLeast', value: { kind: 'countersOnSource', counter: 'quest' }, n: 5 },
    power: 2,
    toughness: 0,
  },
];

describe('"as long as" bonuses (CR 611.3a)', () => {
  it.each(ROWS)('$name: "$text"', (row) => {
    expect(compileCard(card(row.name, row.types, row.text))[0]).toEqual({
      kind: 'static',
      text: row.text,
      effect: { affects: row.affects, ops: [pt(row.power, row.toughness)] },
      ...(row.condition ? { condition: row.condition } : {}),
    });
  });

  it('Favor of Jukai: "... it gets +3/+3 and has reach." grants reach to the same filter', () => {
    const text = 'As long as enchanted permanent is a creature, it gets +3/+3 and has reach.';
    expect(compileCard(card('Favor of Jukai', ['Enchantment'], text))[0]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: { attachedToSource: true, types: ['Creature'] },
        ops: [
          { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Reach', text: 'Reach' }] },
          pt(3, 3),
        ],
      },
    });
  });

  it('Akki War Paint: "Enchant artifact or creature" (CR 702.5a, 205.2a)', () => {
    expect(compileCard(card('Akki War Paint', ['Enchantment'], 'Enchant artifact or creature'))[0]).toEqual({
      kind: 'enchant',
      text: 'Enchant artifact or creature',
      filter: { anyTypes: ['Artifact', 'Creature'] },
    });
  });

  it.each([
    ['Genju of the Cedars', 'Enchant Forest', { subtypes: ['Forest'] }],
    ['Chained to the Rocks', 'Enchant Mountain you control', { subtypes: ['Mountain'], controller: 'you' }],
    ['Animate Wall', 'Enchant Wall', { subtypes: ['Wall'] }],
  ] as const)('%s: "%s", a subtype (CR 702.5a, 205.3)', (name, text, filter) => {
    expect(compileCard(card(name, ['Enchantment'], text))[0]).toEqual({ kind: 'enchant', text, filter });
  });

  it('"Each white creature gets +1/+1 as long as it\'s blue." (colours any of, two lists) stays unsupported', () => {
    const text = "Each white creature gets +1/+1 as long as it's blue.";
    expect(compileCard(card('Test', ['Enchantment'], text))[0]?.kind).toBe('unsupported');
  });
});

describe('"as long as" a quality of the affected object, beyond P/T (CR 611.3a, 205.4a)', () => {
  it('Champion\'s Helm: "As long as equipped creature is legendary, it has hexproof." -> the Legendary supertype as a filter', () => {
    const text =
      "As long as equipped creature is legendary, it has hexproof. (It can't be the target of spells or abilities your opponents control.)";
    expect(compileCard(card("Champion's Helm", ['Artifact'], text))[0]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: { attachedToSource: true, supertypes: ['Legendary'] },
        ops: [
          { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Hexproof', text: 'Hexproof' }] },
        ],
      },
    });
  });
});

describe('"as long as [this] / it has N or more counters on it" (CR 611.3a, 122.1)', () => {
  const counters = (n: number): Condition => ({
    kind: 'valueAtLeast',
    value: { kind: 'countersOnSource', counter: '+1/+1' },
    n,
  });
  const grants = (keyword: 'Trample' | 'Lifelink') => [
    { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword, text: keyword }] },
  ];
  it.each([
    [
      'Pelt Collector',
      'As long as Pelt Collector has three or more +1/+1 counters on it, it has trample.',
      counters(3),
      'Trample',
    ],
    [
      'Primordial Hydra',
      'Primordial Hydra has trample as long as it has ten or more +1/+1 counters on it.',
      counters(10),
      'Trample',
    ],
    [
      "Taborax, Hope's Demise",
      "Taborax, Hope's Demise has lifelink as long as it has five or more +1/+1 counters on it.",
      counters(5),
      'Lifelink',
    ],
  ] as const)('%s: "%s"', (name, text, condition, keyword) => {
    expect(compileCard(card(name, ['Creature'], text))[0]).toEqual({
      kind: 'static',
      text,
      effect: { affects: { self: true }, ops: grants(keyword) },
      condition,
    });
  });
});
