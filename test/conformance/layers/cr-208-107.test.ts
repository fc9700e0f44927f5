import { describe, it } from 'vitest';
import { check, effectOn, modifyPT, type Row, setPT } from '../../support/boards.js';

/**
 * CR 208 (power and toughness), 302.4 and the examples of 107.1b (negative values), as
 * boards. Expected values come from the rules' text and examples and the cards' Oracle text.
 */

const bears = (controller: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller}bear${i}`, card: 'Grizzly Bears', controller }));

const LOST_ORDER: readonly Row[] = [
  {
    name: 'CR 208.2a example (Lost Order of Jarkeld): off the battlefield there is no chosen player -> 1/1',
    board: { objects: [{ id: 'lost', card: 'Lost Order of Jarkeld', zone: 'hand' }, ...bears('B', 2)] },
    expect: { lost: { pt: '1/1' } },
  },
  {
    name: 'CR 208.2a (Lost Order of Jarkeld): on the battlefield, the chosen player B controls two creatures -> 3/3',
    board: {
      objects: [{ id: 'lost', card: 'Lost Order of Jarkeld', choices: { opponent: 'B' } }, ...bears('B', 2)],
    },
    expect: { lost: { pt: '3/3' } },
  },
  {
    name: "CR 208.2a (Lost Order of Jarkeld): only the chosen player's creatures count, not its controller's -> 1/1",
    board: {
      objects: [{ id: 'lost', card: 'Lost Order of Jarkeld', choices: { opponent: 'B' } }, ...bears('A', 2)],
    },
    expect: { lost: { pt: '1/1' } },
  },
];

const motorist = { id: 'motorist', card: 'Veteran Motorist' } as const;
const copter = { id: 'copter', card: "Smuggler's Copter" } as const;
/** Veteran Motorist's trigger has resolved: the Vehicle gets +1/+1 (its trigger resolution is an inline effect). */
const motoristBonus = effectOn({ source: 'motorist', on: ['copter'], timestamp: 10 }, modifyPT(1, 1));
/** CR 702.122a: crew resolved, "This Vehicle becomes an artifact creature until end of turn". */
const crewed = (timestamp: number) =>
  effectOn(
    { source: 'copter', sourceName: "Smuggler's Copter's crew ability", on: ['copter'], timestamp },
    { kind: 'setTypes', types: ['Artifact', 'Creature'] },
  );

const VEHICLES: readonly Row[] = [
  {
    name: "CR 208.3 (Smuggler's Copter): a noncreature permanent has no power or toughness, though 3/3 is printed",
    board: { objects: [copter] },
    expect: { copter: { pt: null, base: null, types: ['Artifact'] } },
  },
  {
    name: 'CR 208.3a example (Veteran Motorist): the +1/+1 effect exists on the uncrewed Vehicle but does nothing',
    board: { objects: [motorist, copter], effects: [motoristBonus] },
    expect: { copter: { pt: null, types: ['Artifact'] }, motorist: { pt: '3/1' } },
  },
  {
    name: 'CR 208.3a example (Veteran Motorist): once crewed (a later effect), the +1/+1 applies -> 4/4',
    board: { objects: [motorist, copter], effects: [motoristBonus, crewed(11)] },
    expect: { copter: { pt: '4/4', base: '3/3', types: ['Artifact', 'Creature'], subtypes: ['Vehicle'] } },
  },
];

/** CR 208.3: a noncreature card off the battlefield has the power and toughness printed on it. */
const VEHICLES_OFF_THE_BATTLEFIELD: readonly Row[] = [
  {
    name: "CR 208.3: a noncreature card not on the battlefield has its printed P/T (Smuggler's Copter in hand) -> 3/3",
    board: { objects: [{ ...copter, zone: 'hand' }] },
    expect: { copter: { pt: '3/3' } },
  },
  {
    name: "CR 208.3: a noncreature card not on the battlefield has its printed P/T (Smuggler's Copter in a graveyard) -> 3/3",
    board: { objects: [{ ...copter, zone: 'graveyard' }] },
    expect: { copter: { pt: '3/3' } },
  },
];

const aquamorph = (option?: string) => ({
  id: 'aqua',
  card: 'Aquamorph Entity',
  ...(option === undefined ? { zone: 'hand' } : { choices: { option } }),
});
const clay = (option?: string) => ({
  id: 'clay',
  card: 'Primal Clay',
  ...(option === undefined ? { zone: 'hand' } : { choices: { option } }),
});

const AS_ENTERS: readonly Row[] = [
  {
    name: 'CR 208.2b (Aquamorph Entity): while the card is not on the battlefield it is 0/0',
    board: { objects: [aquamorph()] },
    expect: { aqua: { pt: '0/0' } },
  },
  {
    name: 'CR 208.2b (Aquamorph Entity): chose 5/1 as it entered -> 5/1',
    board: { objects: [aquamorph('5/1')] },
    expect: { aqua: { pt: '5/1', base: '5/1' } },
  },
  {
    name: 'CR 208.2b (Aquamorph Entity): chose 1/5 as it entered -> 1/5',
    board: { objects: [aquamorph('1/5')] },
    expect: { aqua: { pt: '1/5', base: '1/5' } },
  },
  {
    name: 'CR 208.2b, 707.2, 613.2a (Clone copying Aquamorph Entity): the choice is a copiable value -> 1/5',
    board: { objects: [aquamorph('1/5'), { id: 'clone', card: 'Clone', choices: { copyOf: 'aqua' } }] },
    expect: { clone: { pt: '1/5', colors: ['U'], subtypes: ['Shapeshifter'] } },
  },
  {
    name: 'CR 707.2 (Clone copying a Giant Growth-ed Aquamorph Entity): the +3/+3 is not copied -> 5/1',
    board: {
      objects: [aquamorph('5/1'), { id: 'clone', card: 'Clone', choices: { copyOf: 'aqua' } }],
      actions: [{ resolve: 'Giant Growth', targets: ['aqua'] }],
    },
    expect: { aqua: { pt: '8/4' }, clone: { pt: '5/1' } },
  },
  {
    name: 'CR 208.2b (Primal Clay): while the card is not on the battlefield it is 0/0',
    board: { objects: [clay()] },
    expect: { clay: { pt: '0/0' } },
  },
  {
    name: 'CR 208.2b (Primal Clay): chose a 3/3 artifact creature -> 3/3',
    board: { objects: [clay('3/3')] },
    expect: { clay: { pt: '3/3', types: ['Artifact', 'Creature'], keywords: [] } },
  },
  {
    name: 'CR 208.2b (Primal Clay): chose a 2/2 artifact creature with flying -> 2/2 flying',
    board: { objects: [clay('2/2 flying')] },
    expect: { clay: { pt: '2/2', keywords: ['Flying'] } },
  },
  {
    name: 'CR 208.2b (Primal Clay): chose a 1/6 Wall artifact creature with defender -> 1/6 Wall, defender',
    board: { objects: [clay('1/6 Wall defender')] },
    expect: { clay: { pt: '1/6', subtypes: ['Shapeshifter', 'Wall'], keywords: ['Defender'] } },
  },
  {
    name: 'CR 208.2b, 707.2 (Clone copying the 1/6 Wall Primal Clay): 1/6 Wall artifact creature with defender',
    board: {
      objects: [clay('1/6 Wall defender'), { id: 'clone', card: 'Clone', choices: { copyOf: 'clay' } }],
    },
    expect: {
      clone: {
        pt: '1/6',
        types: ['Artifact', 'Creature'],
        subtypes: ['Shapeshifter', 'Wall'],
        keywords: ['Defender'],
      },
    },
  },
];

const BASE: readonly Row[] = [
  {
    name: 'CR 208.4b: base P/T ignores counters and "gets" effects (Grizzly Bears, two +1/+1 counters, Giant Growth)',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 2 } }],
      actions: [{ resolve: 'Giant Growth', targets: ['bear'] }],
    },
    expect: { bear: { pt: '7/7', base: '2/2' } },
  },
  {
    name: 'CR 208.4b: base P/T sees setting effects (Godhead of Awe: base 1/1, then Giant Growth -> 4/4)',
    board: {
      objects: [
        { id: 'godhead', card: 'Godhead of Awe' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
      actions: [{ resolve: 'Giant Growth', targets: ['bear'] }],
    },
    expect: { bear: { pt: '4/4', base: '1/1' } },
  },
  {
    name: 'CR 208.4b: base P/T sees characteristic-defining abilities (Tarmogoyf, an instant in a graveyard, a +1/+1 counter)',
    board: {
      objects: [
        { id: 'goyf', card: 'Tarmogoyf', counters: { '+1/+1': 1 } },
        { card: 'Lightning Bolt', zone: 'graveyard' },
      ],
    },
    expect: { goyf: { pt: '2/3', base: '1/2' } },
  },
];

const NO_VALUE: readonly Row[] = [
  {
    name: "CR 208.5: a land made a creature by an effect that sets no P/T (Mishra's Factory) has power and toughness 0",
    board: {
      objects: [{ id: 'land', card: "Mishra's Factory" }],
      effects: [
        effectOn(
          { source: 'x', sourceName: '"becomes a creature"', on: ['land'] },
          { kind: 'setTypes', addTypes: ['Creature'] },
        ),
      ],
    },
    expect: { land: { pt: '0/0', base: '0/0' } },
  },
  {
    name: 'CR 208.5: with only its power set (3), its toughness is 0 -> 3/0',
    board: {
      objects: [{ id: 'land', card: 'Forest' }],
      effects: [
        effectOn(
          { source: 'x', sourceName: '"becomes a creature with power 3"', on: ['land'] },
          { kind: 'setTypes', addTypes: ['Creature'] },
          { kind: 'setPT', power: { kind: 'constant', n: 3 } },
        ),
      ],
    },
    expect: { land: { pt: '3/0' } },
  },
  {
    name: 'CR 302.4: power and toughness are characteristics only creatures have (+1/+1 locked onto a Forest)',
    board: {
      objects: [{ id: 'land', card: 'Forest' }],
      effects: [effectOn({ source: 'x', sourceName: '+1/+1', on: ['land'] }, modifyPT(1, 1))],
    },
    expect: { land: { pt: null, base: null } },
  },
  {
    name: 'CR 208.3: a noncreature card with no printed P/T has none off the battlefield (Glorious Anthem in hand)',
    board: { objects: [{ id: 'anthem', card: 'Glorious Anthem', zone: 'hand' }] },
    expect: { anthem: { pt: null } },
  },
  {
    name: 'CR 302.4c: printed numbers, then continuous effects (Grizzly Bears and Giant Growth) -> 5/5',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      actions: [{ resolve: 'Giant Growth', targets: ['bear'] }],
    },
    expect: { bear: { pt: '5/5' } },
  },
];

/** "A 3/4 creature": Grizzly Bears given base 3/4 by the earliest effect (7b, before the 7c steps). */
const threeFour = effectOn(
  { source: 'x0', sourceName: 'a 3/4 creature', on: ['c'], timestamp: 10 },
  setPT(3, 4),
);
const minusFiveZero = effectOn(
  { source: 'x1', sourceName: '-5/-0', on: ['c'], timestamp: 11 },
  modifyPT(-5, 0),
);
const plusThreeZero = effectOn(
  { source: 'x2', sourceName: '+3/+0', on: ['c'], timestamp: 12 },
  modifyPT(3, 0),
);
const colossus = { id: 'colossus', card: 'Chameleon Colossus' } as const;
const minusSixZero = effectOn(
  { source: 'x', sourceName: '-6/-0', on: ['colossus'], timestamp: 10 },
  modifyPT(-6, 0),
);

const NEGATIVE: readonly Row[] = [
  {
    name: 'CR 107.1b example: a 3/4 creature gets -5/-0 -> -2/4',
    board: { objects: [{ id: 'c', card: 'Grizzly Bears' }], effects: [threeFour, minusFiveZero] },
    expect: { c: { pt: '-2/4' } },
  },
  {
    name: 'CR 107.1b example: ... giving it +3/+0 raises its power to 1 -> 1/4',
    board: {
      objects: [{ id: 'c', card: 'Grizzly Bears' }],
      effects: [threeFour, minusFiveZero, plusThreeZero],
    },
    expect: { c: { pt: '1/4' } },
  },
  {
    name: 'CR 107.1b: a negative power stays negative under a further bonus (-2/4 and Glorious Anthem) -> -1/5',
    board: {
      objects: [
        { id: 'c', card: 'Grizzly Bears' },
        { id: 'anthem', card: 'Glorious Anthem' },
      ],
      effects: [threeFour, minusFiveZero],
    },
    expect: { c: { pt: '-1/5' } },
  },
  {
    name: 'CR 107.1b example (Viridian Joiner): a 1/2 creature gets -2/-0 -> -1/2',
    board: {
      objects: [{ id: 'joiner', card: 'Viridian Joiner' }],
      effects: [effectOn({ source: 'x', sourceName: '-2/-0', on: ['joiner'] }, modifyPT(-2, 0))],
    },
    expect: { joiner: { pt: '-1/2' } },
  },
  {
    name: 'CR 107.1b example (Chameleon Colossus): a 4/4 gets -6/-0 -> -2/4',
    board: { objects: [colossus], effects: [minusSixZero] },
    expect: { colossus: { pt: '-2/4' } },
  },
  {
    name: 'CR 107.1b example (Chameleon Colossus): its +X/+X ability with X = -2 uses 0: it remains -2/4, not -4/2',
    board: { objects: [colossus], effects: [minusSixZero], actions: [{ resolve: 'colossus', ability: 2 }] },
    expect: { colossus: { pt: '-2/4' } },
  },
  {
    name: 'CR 107.1b (Dismember on Grizzly Bears): both values can go below zero -> -3/-3',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      actions: [{ resolve: 'Dismember', targets: ['bear'] }],
    },
    expect: { bear: { pt: '-3/-3' } },
  },
];

describe('CR 208, 302.4 and 107.1b', () => {
  it.each(LOST_ORDER)('$name', check);
  it.each(VEHICLES)('$name', check);
  it.each(VEHICLES_OFF_THE_BATTLEFIELD)('$name', check);
  it.each(AS_ENTERS)('$name', check);
  it.each(BASE)('$name', check);
  it.each(NO_VALUE)('$name', check);
  it.each(NEGATIVE)('$name', check);
});
