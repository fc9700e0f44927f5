import { describe, it } from 'vitest';
import {
  check,
  effectFor,
  effectOn,
  gains,
  loses,
  modifyPT,
  type Row,
  setColors,
  setPT,
  switchPT,
} from '../../support/boards.js';

/**
 * Every example of CR 613 (January 2026), as boards. Hypothetical effects ("an effect gives
 * it +0/+1") and cards not in the pool are inline board effects with explicit timestamps;
 * each row says what stands for what. Expected values are the examples' own numbers.
 */

/** "A 1/3 creature": Grizzly Bears given base 1/3 by the earliest effect (7b, below every step here). */
const oneThree = { objects: [{ id: 'c', card: 'Grizzly Bears' }] } as const;
const isOneThree = effectOn(
  { source: 'x0', sourceName: 'a 1/3 creature', on: ['c'], timestamp: 10 },
  setPT(1, 3),
);
const plusZeroOne = effectOn({ source: 'x1', sourceName: '+0/+1', on: ['c'], timestamp: 11 }, modifyPT(0, 1));
const switchAt = (timestamp: number) =>
  effectOn({ source: `switch${timestamp}`, sourceName: 'switch', on: ['c'], timestamp }, switchPT);
const plusFiveZero = effectOn(
  { source: 'x3', sourceName: '+5/+0', on: ['c'], timestamp: 13 },
  modifyPT(5, 0),
);

const SWITCHING: readonly Row[] = [
  {
    name: 'CR 613.4d example 1: 1/3 gets +0/+1, then its power and toughness are switched -> 4/1',
    board: { ...oneThree, effects: [isOneThree, plusZeroOne, switchAt(12)] },
    expect: { c: { pt: '4/1' } },
  },
  {
    name: 'CR 613.4d example 1: ... then it gets +5/+0: "unswitched" 6/4, so it is 4/6',
    board: { ...oneThree, effects: [isOneThree, plusZeroOne, switchAt(12), plusFiveZero] },
    expect: { c: { pt: '4/6' } },
  },
  {
    name: 'CR 613.4d example 2: 1/3 with +0/+1 and a switch, after the +0/+1 ends -> 3/1',
    board: { ...oneThree, effects: [isOneThree, switchAt(12)] },
    expect: { c: { pt: '3/1' } },
  },
  {
    name: 'CR 613.4d example 3: 1/3 gets +0/+1, then two switches cancel each other -> 1/4',
    board: { ...oneThree, effects: [isOneThree, plusZeroOne, switchAt(12), switchAt(14)] },
    expect: { c: { pt: '1/4' } },
  },
];

/** "A 2/2 black creature": Grizzly Bears made black by the earliest effect (layer 5). */
const honor = {
  objects: [
    { id: 'honor', card: 'Honor of the Pure' },
    { id: 'c', card: 'Grizzly Bears' },
  ],
} as const;
const madeBlack = effectOn(
  { source: 'b', sourceName: 'it is black', on: ['c'], timestamp: 10 },
  setColors('B'),
);
const turnedWhite = effectOn(
  { source: 'w', sourceName: 'it becomes white', on: ['c'], timestamp: 11 },
  setColors('W'),
);
const turnedRed = effectOn(
  { source: 'r', sourceName: 'it becomes red', on: ['c'], timestamp: 12 },
  setColors('R'),
);

const ogre = {
  id: 'ogre',
  card: 'Gray Ogre',
  counters: [{ kind: '+1/+1', count: 1, timestamp: 2 }],
} as const;
const plusFourFour = effectOn(
  {
    source: 'spell',
    sourceName: '"Target creature gets +4/+4 until end of turn"',
    on: ['ogre'],
    timestamp: 3,
  },
  modifyPT(4, 4),
);
const plusZeroTwo = effectFor(
  { source: 'enchantment', sourceName: '"Creatures you control get +0/+2"', timestamp: 4 },
  { types: ['Creature'], controller: 'you' },
  modifyPT(0, 2),
);
const becomesZeroOne = effectOn(
  {
    source: 'becomes',
    sourceName: '"Target creature becomes 0/1 until end of turn"',
    on: ['ogre'],
    timestamp: 5,
  },
  setPT(0, 1),
);

const CONTINUOUS: readonly Row[] = [
  {
    name: 'CR 613.5 example 1 (Honor of the Pure): a 2/2 black creature you control stays 2/2',
    board: { ...honor, effects: [madeBlack] },
    expect: { c: { pt: '2/2', colors: ['B'] } },
  },
  {
    name: 'CR 613.5 example 1 (Honor of the Pure): turned white (layer 5), it gets +1/+1 (7c) -> 3/3',
    board: { ...honor, effects: [madeBlack, turnedWhite] },
    expect: { c: { pt: '3/3', colors: ['W'] } },
  },
  {
    name: 'CR 613.5 example 1 (Honor of the Pure): later changed to red, it returns to 2/2',
    board: { ...honor, effects: [madeBlack, turnedWhite, turnedRed] },
    expect: { c: { pt: '2/2', colors: ['R'] } },
  },
  {
    name: 'CR 613.5 example 2 (Gray Ogre): a +1/+1 counter -> 3/3',
    board: { objects: [ogre] },
    expect: { ogre: { pt: '3/3' } },
  },
  {
    name: 'CR 613.5 example 2 (Gray Ogre): "gets +4/+4 until end of turn" -> 7/7',
    board: { objects: [ogre], effects: [plusFourFour] },
    expect: { ogre: { pt: '7/7' } },
  },
  {
    name: 'CR 613.5 example 2 (Gray Ogre): an enchantment "Creatures you control get +0/+2" -> 7/9',
    board: { objects: [ogre], effects: [plusFourFour, plusZeroTwo] },
    expect: { ogre: { pt: '7/9' } },
  },
  {
    name: 'CR 613.5 example 2 (Gray Ogre): "becomes 0/1" (7b) -> 5/8',
    board: { objects: [ogre], effects: [plusFourFour, plusZeroTwo, becomesZeroOne] },
    expect: { ogre: { pt: '5/8', base: '0/1' } },
  },
];

/** Svogthos, the Restless Tomb is not in the pool: a Forest stands for it, its ability an inline effect. */
const creatureCards = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `gy${i}`, card: 'Grizzly Bears', zone: 'graveyard' }));
const landBecomesThreeThree = (timestamp: number) =>
  effectOn(
    {
      source: `animate${timestamp}`,
      sourceName: '"target land becomes a 3/3 creature"',
      on: ['tomb'],
      timestamp,
    },
    { kind: 'setTypes', addTypes: ['Creature'] },
    setPT(3, 3),
  );
const svogthos = effectOn(
  { source: 'tomb', sourceName: "Svogthos, the Restless Tomb's ability", on: ['tomb'], timestamp: 40 },
  { kind: 'setTypes', addTypes: ['Creature'], addSubtypes: ['Plant', 'Zombie'] },
  setColors('B', 'G'),
  {
    kind: 'setPT',
    power: { kind: 'count', of: { types: ['Creature'], zone: 'graveyard', owner: 'you' } },
    toughness: { kind: 'count', of: { types: ['Creature'], zone: 'graveyard', owner: 'you' } },
  },
);
const tombPlusOne = effectOn(
  { source: 'pump', sourceName: '"target creature gets +1/+1"', on: ['tomb'], timestamp: 31 },
  modifyPT(1, 1),
);
const tomb = (graveyard: number) => [{ id: 'tomb', card: 'Forest' }, ...creatureCards(graveyard)];

const PARTS: readonly Row[] = [
  {
    name: 'CR 613.6 example 1: "gets +1/+1 and becomes the color of your choice" (blue): layer 5, then 7c',
    board: {
      objects: [{ id: 'c', card: 'Grizzly Bears' }],
      effects: [
        effectOn(
          { source: 'x', sourceName: 'the example effect', on: ['c'] },
          setColors('U'),
          modifyPT(1, 1),
        ),
      ],
    },
    expect: { c: { pt: '3/3', colors: ['U'] } },
  },
  {
    name: 'CR 613.6 example 2 (Act of Treason, inline effect from B): control in layer 2, haste in layer 6',
    board: {
      objects: [{ id: 'c', card: 'Grizzly Bears', controller: 'A' }],
      effects: [
        effectOn(
          { source: 'treason', sourceName: 'Act of Treason', controller: 'B', on: ['c'] },
          { kind: 'setController', to: 'you' },
          gains('Haste'),
        ),
      ],
    },
    expect: { c: { controller: 'B', keywords: ['Haste'] } },
  },
  {
    name: 'CR 613.6 example 3: "All noncreature artifacts become 2/2 artifact creatures" still sets them 2/2 in 7b',
    board: {
      objects: [
        { id: 'copter', card: "Smuggler's Copter" },
        { id: 'memnite', card: 'Memnite' },
      ],
      effects: [
        effectFor(
          { source: 'x', sourceName: 'the example effect' },
          { types: ['Artifact'], notTypes: ['Creature'] },
          { kind: 'setTypes', types: ['Artifact', 'Creature'] },
          setPT(2, 2),
        ),
      ],
    },
    expect: { copter: { pt: '2/2', types: ['Artifact', 'Creature'] }, memnite: { pt: '1/1' } },
  },
  {
    name: 'CR 613.6 example 4 (Svogthos: a Forest and inline effects): becomes 3/3, then +1/+1 -> 4/4',
    board: { objects: tomb(10), effects: [landBecomesThreeThree(30), tombPlusOne] },
    expect: { tomb: { pt: '4/4' } },
  },
  {
    name: 'CR 613.6 example 4 (Svogthos): its ability with ten creature cards in your graveyard -> 11/11, black and green',
    board: { objects: tomb(10), effects: [landBecomesThreeThree(30), tombPlusOne, svogthos] },
    expect: { tomb: { pt: '11/11', colors: ['B', 'G'], types: ['Creature', 'Land'] } },
  },
  {
    name: 'CR 613.6 example 4 (Svogthos): a creature card enters your graveyard -> 12/12',
    board: { objects: tomb(11), effects: [landBecomesThreeThree(30), tombPlusOne, svogthos] },
    expect: { tomb: { pt: '12/12' } },
  },
  {
    name: 'CR 613.6 example 4 (Svogthos): the first effect applied to it again -> 4/4',
    board: {
      objects: tomb(10),
      effects: [landBecomesThreeThree(30), tombPlusOne, svogthos, landBecomesThreeThree(50)],
    },
    expect: { tomb: { pt: '4/4' } },
  },
];

/**
 * Rune of Flight is not in the pool: the Hammer's ability is an inline effect from source
 * "hammer" at the Hammer's timestamp, and the ability the Rune grants it an inline effect from
 * source "rune" at the Rune's (later) timestamp.
 */
const equipped = (hammer: number, rune: number) => ({
  objects: [{ id: 'c', card: 'Grizzly Bears' }],
  effects: [
    effectOn(
      { source: 'hammer', sourceName: 'Colossus Hammer', on: ['c'], timestamp: hammer },
      modifyPT(10, 10),
      loses('Flying'),
    ),
    effectOn({ source: 'rune', sourceName: 'Rune of Flight', on: ['c'], timestamp: rune }, gains('Flying')),
  ],
});

const TIMESTAMPS: readonly Row[] = [
  {
    name: 'Colossus Hammer, "Equipped creature gets +10/+10 and loses flying.", on Serra Angel (4/4 flying, vigilance) -> 14/14 vigilance (CR 113.10b)',
    board: {
      objects: [
        { id: 'c', card: 'Serra Angel' },
        { id: 'hammer', card: 'Colossus Hammer', attachedTo: 'c' },
      ],
    },
    expect: { c: { pt: '14/14', keywords: ['Vigilance'] } },
  },
  {
    name: "CR 613.7a example (Rune of Flight, Colossus Hammer as inline effects): the Rune's later timestamp wins -> 12/12 flying",
    board: equipped(5, 6),
    expect: { c: { pt: '12/12', keywords: ['Flying'] } },
  },
  {
    name: 'CR 613.7a example (Rune of Flight, Colossus Hammer as inline effects): reattached, new timestamps in the same order -> 12/12 flying',
    board: equipped(8, 9),
    expect: { c: { pt: '12/12', keywords: ['Flying'] } },
  },
];

/**
 * The same example with the Rune's ability really granted to the Hammer: a Firebreathing
 * attached to the Grizzly Bears stands for the Equipment (its own abilities play no part),
 * the Hammer's static ability is an unlocked inline effect from it ("equipped creature"),
 * and the Rune's effect, locked to it, grants it "Equipped creature has flying." That
 * ability takes the Rune's later timestamp (613.7a), so it applies after "loses flying".
 */
const granted = {
  objects: [
    { id: 'c', card: 'Grizzly Bears' },
    { id: 'hammer', card: 'Firebreathing', attachedTo: 'c' },
  ],
  effects: [
    effectFor(
      { source: 'hammer', sourceName: 'Colossus Hammer', timestamp: 2 },
      { attachedToSource: true },
      modifyPT(10, 10),
      loses('Flying'),
    ),
    effectOn(
      { source: 'rune', sourceName: 'Rune of Flight', on: ['hammer'], timestamp: 3 },
      {
        kind: 'addAbilities',
        abilities: [
          {
            kind: 'static',
            text: 'Equipped creature has flying.',
            effect: { affects: { attachedToSource: true }, ops: [gains('Flying')] },
          },
        ],
      },
    ),
  ],
};

/** CR 613.7a: a static ability granted in layer 6 applies its own layer-6 effect, with the granting effect's timestamp. */
const GRANTED_STATIC_ABILITIES: readonly Row[] = [
  {
    name: "CR 613.7a example (a stand-in Hammer granted the Rune's ability): the granted ability applies last -> 12/12 flying",
    board: granted,
    expect: { c: { pt: '12/12', keywords: ['Flying'] } },
  },
];

/** "Has flying" and "loses flying": Flight and Grounded on a Grizzly Bears, entered in this order. */
const flyingAuras = (has: number, lose: number) => ({
  objects: [
    { id: 'c', card: 'Grizzly Bears' },
    { id: 'flight', card: 'Flight', attachedTo: 'c', timestamp: has },
    { id: 'grounded', card: 'Grounded', attachedTo: 'c', timestamp: lose },
  ],
});

const paintedWhite = (timestamp: number) =>
  effectOn(
    { source: 'aura', sourceName: '"Enchanted creature is white"', on: ['c'], timestamp },
    setColors('W'),
  );

const OVERRIDES: readonly Row[] = [
  {
    name: 'CR 613.9 example 1: "has flying", then "loses flying" (later) -> no flying',
    board: flyingAuras(10, 11),
    expect: { c: { keywords: [] } },
  },
  {
    name: 'CR 613.9 example 1: "loses flying", then "has flying" (later) -> flying',
    board: flyingAuras(11, 10),
    expect: { c: { keywords: ['Flying'] } },
  },
  {
    name: 'CR 613.9 example 1: the same from a non-Aura source, "All creatures lose flying" (later) -> no flying',
    board: {
      objects: [{ id: 'c', card: 'Grizzly Bears' }],
      effects: [
        effectOn(
          { source: 'a1', sourceName: '"Enchanted creature has flying"', on: ['c'], timestamp: 10 },
          gains('Flying'),
        ),
        effectFor(
          { source: 'x', sourceName: '"All creatures lose flying"', timestamp: 11 },
          { types: ['Creature'] },
          loses('Flying'),
        ),
      ],
    },
    expect: { c: { keywords: [] } },
  },
  {
    name: 'CR 613.9 example 2 (Crusade): "Enchanted creature is white" (later) -> the green Grizzly Bears gets +1/+1',
    board: {
      objects: [
        { id: 'crusade', card: 'Crusade' },
        { id: 'c', card: 'Grizzly Bears' },
      ],
      effects: [paintedWhite(10)],
    },
    expect: { c: { pt: '3/3', colors: ['W'] } },
  },
  {
    name: 'CR 613.9 example 2 (Crusade): regardless of order, Crusade entering after the white-making Aura -> 3/3',
    board: {
      objects: [
        { id: 'c', card: 'Grizzly Bears' },
        { id: 'crusade', card: 'Crusade', timestamp: 20 },
      ],
      effects: [paintedWhite(10)],
    },
    expect: { c: { pt: '3/3', colors: ['W'] } },
  },
];

describe('CR 613 examples', () => {
  it.each(SWITCHING)('$name', check);
  it.each(CONTINUOUS)('$name', check);
  it.each(PARTS)('$name', check);
  it.each(TIMESTAMPS)('$name', check);
  it.each(GRANTED_STATIC_ABILITIES)('$name', check);
  it.each(OVERRIDES)('$name', check);
});
