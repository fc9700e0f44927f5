import { describe, it } from 'vitest';
import {
  check,
  type Expectations,
  effectFor,
  effectOn,
  losesAllAbilities,
  modifyPT,
  type Row,
  setPT,
  switchPT,
} from '../../support/boards.js';

/**
 * Order within a layer: dependency (CR 613.8) before timestamps (613.7), dependency loops
 * by timestamps (613.8b), characteristic-defining abilities first (613.3), and counters in
 * 7c whatever their timestamps (613.4c). Each expected value is worked out in its comment.
 */

/** "Each land that is a [from] is also a [to, ...]": a type-adding effect, unlocked, from a source no longer here. */
const alsoA = (name: string, timestamp: number, from: string, ...to: string[]) =>
  effectFor(
    { source: name, sourceName: `each ${from} is also ${to.join(' and ')}`, timestamp },
    { types: ['Land'], subtypes: [from] },
    { kind: 'setTypes', addSubtypes: to },
  );

const lands = [
  { id: 'island', card: 'Island' },
  { id: 'forest', card: 'Forest' },
] as const;

const OVERRIDE: readonly Row[] = [
  // Urborg's effect depends on Blood Moon's, which removes Urborg's ability (613.8a
  // "existence"); Blood Moon's doesn't depend on Urborg's (adding Swamp changes no land's
  // being nonbasic). So Blood Moon's applies first although it is newer, and Urborg's then
  // no longer exists: Urborg is a Mountain, the Island only an Island, one Swamp for Nightmare.
  {
    name: 'CR 613.8: Blood Moon newer than Urborg, Tomb of Yawgmoth still applies first -> no land but the Swamp is a Swamp',
    board: {
      objects: [
        { id: 'urborg', card: 'Urborg, Tomb of Yawgmoth' },
        { id: 'moon', card: 'Blood Moon' },
        { id: 'island', card: 'Island' },
        { card: 'Swamp' },
        { id: 'nightmare', card: 'Nightmare' },
      ],
    },
    expect: {
      urborg: { subtypes: ['Mountain'] },
      island: { subtypes: ['Island'] },
      nightmare: { pt: '1/1' },
    },
  },
  // March of the Machines depends on Mycosynth Lattice (Lattice changes which permanents are
  // noncreature artifacts); Lattice reads nothing March writes. Lattice applies first, so
  // March animates every permanent: the Forest 0/0, Lattice 6/6, March itself 4/4.
  {
    name: 'CR 613.8: Mycosynth Lattice newer than March of the Machines still applies first -> the Forest is a 0/0 artifact creature',
    board: {
      objects: [
        { id: 'march', card: 'March of the Machines' },
        { id: 'lattice', card: 'Mycosynth Lattice' },
        { id: 'forest', card: 'Forest' },
      ],
    },
    expect: {
      forest: { pt: '0/0', types: ['Artifact', 'Creature', 'Land'] },
      lattice: { pt: '6/6' },
      march: { pt: '4/4' },
    },
  },
  // A: "each Island is also a Swamp" (older); B: "each Forest is also an Island" (newer).
  // A depends on B (B makes the Forest an Island, so A applies to more); B doesn't depend on
  // A (adding Swamp makes no land a Forest). B first: the Forest is a Forest Island, then A
  // makes both Islands Swamps. By timestamps alone the Forest would have stayed no Swamp.
  {
    name: 'CR 613.8a-b (inline effects): "each Forest is also an Island" applies before an older "each Island is also a Swamp"',
    board: {
      objects: lands,
      effects: [alsoA('a', 10, 'Island', 'Swamp'), alsoA('b', 11, 'Forest', 'Island')],
    },
    expect: {
      island: { subtypes: ['Island', 'Swamp'] },
      forest: { subtypes: ['Forest', 'Island', 'Swamp'] },
    },
  },
  {
    name: 'CR 613.8a-b (inline effects): the same with "each Forest is also an Island" older -> the same result',
    board: {
      objects: lands,
      effects: [alsoA('a', 11, 'Island', 'Swamp'), alsoA('b', 10, 'Forest', 'Island')],
    },
    expect: {
      island: { subtypes: ['Island', 'Swamp'] },
      forest: { subtypes: ['Forest', 'Island', 'Swamp'] },
    },
  },
];

const LOOPS: readonly Row[] = [
  // A: "each Island is also a Forest"; B: "each Forest is also an Island". Applying B makes
  // the Forest an Island, so A would apply to more: A depends on B. Applying A makes the
  // Island a Forest: B depends on A. A loop, so timestamps decide (613.8b). A first: the
  // Island becomes a Forest, then B makes both Forests Islands. B first: the Forest becomes
  // an Island, then A makes both Islands Forests. Either way both lands are Forest Islands.
  {
    name: 'CR 613.8b loop (inline effects): "Islands are also Forests" older than "Forests are also Islands" -> both Forest Island',
    board: {
      objects: lands,
      effects: [alsoA('a', 10, 'Island', 'Forest'), alsoA('b', 11, 'Forest', 'Island')],
    },
    expect: { island: { subtypes: ['Forest', 'Island'] }, forest: { subtypes: ['Forest', 'Island'] } },
  },
  {
    name: 'CR 613.8b loop (inline effects): "Forests are also Islands" older than "Islands are also Forests" -> both Forest Island',
    board: {
      objects: lands,
      effects: [alsoA('a', 11, 'Island', 'Forest'), alsoA('b', 10, 'Forest', 'Island')],
    },
    expect: { island: { subtypes: ['Forest', 'Island'] }, forest: { subtypes: ['Forest', 'Island'] } },
  },
  // A: "each Island is also a Forest"; B: "each Forest is also an Island and a Swamp". The same
  // loop, but now the order shows. A first: the Island becomes a Forest, so B makes both
  // lands Island Swamps. B first: only the Forest becomes an Island Swamp; A then makes both
  // Islands Forests, and the Island never becomes a Swamp.
  {
    name: 'CR 613.8b loop (inline effects): "Islands are also Forests" first -> the Island becomes a Swamp too',
    board: {
      objects: lands,
      effects: [alsoA('a', 10, 'Island', 'Forest'), alsoA('b', 11, 'Forest', 'Island', 'Swamp')],
    },
    expect: {
      island: { subtypes: ['Forest', 'Island', 'Swamp'] },
      forest: { subtypes: ['Forest', 'Island', 'Swamp'] },
    },
  },
  {
    name: 'CR 613.8b loop (inline effects): "Forests are also Islands and Swamps" first -> the Island is no Swamp',
    board: {
      objects: lands,
      effects: [alsoA('a', 11, 'Island', 'Forest'), alsoA('b', 10, 'Forest', 'Island', 'Swamp')],
    },
    expect: {
      island: { subtypes: ['Forest', 'Island'] },
      forest: { subtypes: ['Forest', 'Island', 'Swamp'] },
    },
  },
];

const lords = (humilityFirst: boolean) => {
  const humility = { id: 'humility', card: 'Humility' };
  const others = [
    { id: 'lord1', card: 'Lord of Atlantis' },
    { id: 'lord2', card: 'Lord of Atlantis' },
    { id: 'champion', card: 'Elvish Champion' },
    { id: 'elves', card: 'Llanowar Elves' },
  ];
  return { objects: humilityFirst ? [humility, ...others] : [...others, humility] };
};
const lordsUnderHumility: Expectations = {
  lord1: { pt: '1/1', abilities: [] },
  lord2: { pt: '1/1', abilities: [] },
  champion: { pt: '1/1', abilities: [] },
  elves: { pt: '1/1', abilities: [] },
};

const ABILITY_REMOVAL: readonly Row[] = [
  // In layer 6 each lord's effect (islandwalk, forestwalk) depends on Humility's, which
  // removes the ability generating it (613.8a "existence"); Humility's depends on nothing.
  // Humility applies first, the lords' effects then no longer exist, in layer 6 or 7c.
  {
    name: 'CR 613.8a: Humility (older) with Lords of Atlantis and Elvish Champion: no lord bonus survives -> all 1/1',
    board: lords(true),
    expect: lordsUnderHumility,
  },
  {
    name: 'CR 613.8a: Humility (newer) with Lords of Atlantis and Elvish Champion: by dependency, the same -> all 1/1',
    board: lords(false),
    expect: lordsUnderHumility,
  },
];

/**
 * CR 613.7a: an ability granted by an effect takes the later of its object's timestamp and
 * the granting effect's. Here "Other creatures have base power and toughness 1/1" is granted
 * to a Grizzly Bears ("giver", timestamp 20); a "base 3/3" effect on another Bears competes in 7b.
 */
const grantedBase = (grantAt: number, threeThreeAt: number) => ({
  objects: [
    { id: 'bear', card: 'Grizzly Bears', timestamp: 1 },
    { id: 'giver', card: 'Grizzly Bears', timestamp: 20 },
  ],
  effects: [
    effectOn(
      { source: 'grant', sourceName: 'a granting effect', on: ['giver'], timestamp: grantAt },
      {
        kind: 'addAbilities',
        abilities: [
          {
            kind: 'static',
            text: 'Other creatures have base power and toughness 1/1.',
            effect: { affects: { types: ['Creature'], other: true }, ops: [setPT(1, 1)] },
          },
        ],
      },
    ),
    effectOn({ source: 'set', sourceName: 'base 3/3', on: ['bear'], timestamp: threeThreeAt }, setPT(3, 3)),
  ],
});

const GRANTED: readonly Row[] = [
  // Granted at 5 to an object of timestamp 20: the ability's effect has timestamp 20, after 10.
  {
    name: 'CR 613.7a: an ability granted (timestamp 5) to a newer object (20) takes the object\'s timestamp -> after "base 3/3" (10): 1/1',
    board: grantedBase(5, 10),
    expect: { bear: { pt: '1/1' } },
  },
  // Granted at 30 to an object of timestamp 20: the ability's effect has timestamp 30, after 25.
  {
    name: 'CR 613.7a: an ability granted (timestamp 30) to an older object (20) takes the effect\'s timestamp -> after "base 3/3" (25): 1/1',
    board: grantedBase(30, 25),
    expect: { bear: { pt: '1/1' } },
  },
  // Granted at 30 to an object of timestamp 20: "base 3/3" at 35 comes later still.
  {
    name: 'CR 613.7a: "base 3/3" (35) newer than both the granted ability (30) and its object (20) -> 3/3',
    board: grantedBase(30, 35),
    expect: { bear: { pt: '3/3' } },
  },
  // One effect grants an anthem to two objects: each has the ability, and each ability makes
  // its own effect (613.7a, 611.3). The bear gets +1/+1 twice; each giver once, from the other.
  {
    name: 'CR 613.7a, 611.3: "Other creatures get +1/+1" granted by one effect to two Grizzly Bears -> a third Bears 4/4, each giver 3/3',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'giver1', card: 'Grizzly Bears' },
        { id: 'giver2', card: 'Grizzly Bears' },
      ],
      effects: [
        effectOn(
          { source: 'grant', sourceName: 'a granting effect', on: ['giver1', 'giver2'], timestamp: 10 },
          {
            kind: 'addAbilities',
            abilities: [
              {
                kind: 'static',
                text: 'Other creatures get +1/+1.',
                effect: { affects: { types: ['Creature'], other: true }, ops: [modifyPT(1, 1)] },
              },
            ],
          },
        ),
      ],
    },
    expect: { bear: { pt: '4/4' }, giver1: { pt: '3/3' }, giver2: { pt: '3/3' } },
  },
];

const CDA_FIRST: readonly Row[] = [
  // Changeling is a CDA (702.73a), applied first in layer 4 (613.3); Turn to Frog's "becomes
  // a Frog" then replaces every creature type the CDA gave.
  {
    name: 'CR 613.3: Turn to Frog on Chameleon Colossus: the changeling CDA applies first, then "becomes a Frog" -> only a Frog',
    board: {
      objects: [{ id: 'colossus', card: 'Chameleon Colossus' }],
      actions: [{ resolve: 'Turn to Frog', targets: ['colossus'] }],
    },
    expect: { colossus: { subtypes: ['Frog'], pt: '1/1', abilities: [] } },
  },
  // A CDA setting P/T is 7a, before any 7b effect, whatever the timestamps (613.4a-b).
  {
    name: "CR 613.4a-b: Tarmogoyf's CDA (7a) comes before an older base-P/T effect (7b) -> 1/1",
    board: {
      objects: [
        { id: 'goyf', card: 'Tarmogoyf', timestamp: 20 },
        { card: 'Lightning Bolt', zone: 'graveyard' },
      ],
      effects: [effectOn({ source: 'x', sourceName: 'base 1/1', on: ['goyf'], timestamp: 5 }, setPT(1, 1))],
    },
    expect: { goyf: { pt: '1/1' } },
  },
];

const bear = (counterTimestamp: number) => ({
  id: 'bear',
  card: 'Grizzly Bears',
  counters: [{ kind: '+1/+1', count: 1, timestamp: counterTimestamp }],
});
const wall = (counterTimestamp: number) => ({
  id: 'wall',
  card: 'Wall of Stone',
  counters: [{ kind: '+1/+1', count: 1, timestamp: counterTimestamp }],
});
const baseZeroFour = effectOn(
  { source: 'x', sourceName: 'base 0/4', on: ['bear'], timestamp: 10 },
  setPT(0, 4),
);
const switched = effectOn({ source: 'y', sourceName: 'switch', on: ['wall'], timestamp: 10 }, switchPT);

const COUNTERS: readonly Row[] = [
  // 7b, then the counter in 7c: 0/4 + 1/1.
  {
    name: 'CR 613.4b-c: a +1/+1 counter put on after "base 0/4" -> 1/5',
    board: { objects: [bear(20)], effects: [baseZeroFour] },
    expect: { bear: { pt: '1/5', base: '0/4' } },
  },
  {
    name: 'CR 613.4b-c: a +1/+1 counter put on before "base 0/4" still applies after it -> 1/5',
    board: { objects: [bear(5)], effects: [baseZeroFour] },
    expect: { bear: { pt: '1/5', base: '0/4' } },
  },
  // 7c, then 7d: Wall of Stone 0/8 + 1/1 = 1/9, switched 9/1.
  {
    name: 'CR 613.4c-d: a +1/+1 counter put on after a switch still applies before it -> 9/1',
    board: { objects: [wall(20)], effects: [switched] },
    expect: { wall: { pt: '9/1' } },
  },
  {
    name: 'CR 613.4c-d: a +1/+1 counter put on before a switch -> 9/1',
    board: { objects: [wall(5)], effects: [switched] },
    expect: { wall: { pt: '9/1' } },
  },
  // Every sublayer at once, in reverse time: switch (ts 10), -1/-1 "gets" (ts 11), base 0/4
  // (ts 12), two +1/+1 counters (ts 13). 0/4, then +2/+2 and -1/-1 -> 1/5, switched -> 5/1.
  {
    name: 'CR 613.4: set, counters, a "gets" and a switch in reverse timestamp order still go 7b, 7c, 7d -> 5/1',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears', counters: [{ kind: '+1/+1', count: 2, timestamp: 13 }] },
      ],
      effects: [
        effectOn({ source: 's', sourceName: 'switch', on: ['bear'], timestamp: 10 }, switchPT),
        effectOn({ source: 'm', sourceName: '-1/-1', on: ['bear'], timestamp: 11 }, modifyPT(-1, -1)),
        effectOn({ source: 'b', sourceName: 'base 0/4', on: ['bear'], timestamp: 12 }, setPT(0, 4)),
      ],
    },
    expect: { bear: { pt: '5/1', base: '0/4' } },
  },
  // CR 122.1a: "+X/+Y" counters of any numbers add X and Y in 7c: 2/2 + 2/0 - 0/1.
  {
    name: 'CR 122.1a, 613.4c: two +1/+0 counters and a -0/-1 counter on Grizzly Bears -> 4/1',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+0': 2, '-0/-1': 1 } }] },
    expect: { bear: { pt: '4/1' } },
  },
];

/**
 * Keyword counters act in layer 6 (CR 613.1f) with the counter's timestamp (613.7c), so a
 * "loses all abilities" effect removes the keyword only if it is newer than the counter.
 */
const withFlyingCounter = (counterAt: number) => ({
  objects: [
    { id: 'bear', card: 'Grizzly Bears', counters: [{ kind: 'flying', count: 1, timestamp: counterAt }] },
  ],
  effects: [
    effectOn(
      { source: 'x', sourceName: 'loses all abilities', on: ['bear'], timestamp: 10 },
      losesAllAbilities,
    ),
  ],
});

const KEYWORD_COUNTERS: readonly Row[] = [
  {
    name: 'CR 122.1b, 613.7c: a flying counter older than "loses all abilities" -> no flying',
    board: withFlyingCounter(5),
    expect: { bear: { keywords: [] } },
  },
];

/** CR 122.1b, 613.1f: keyword counters give their keyword in layer 6, with the counter's timestamp. */
const KEYWORD_COUNTER_ABILITIES: readonly Row[] = [
  {
    name: 'CR 122.1b: a flying counter on Grizzly Bears gives it flying',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { flying: 1 } }] },
    expect: { bear: { keywords: ['Flying'] } },
  },
  {
    name: 'CR 122.1b, 613.1f, 613.7c: a flying counter newer than "loses all abilities" -> flying',
    board: withFlyingCounter(20),
    expect: { bear: { keywords: ['Flying'] } },
  },
];

describe('CR 613.8 dependency, 613.3 and sublayer order', () => {
  it.each(OVERRIDE)('$name', check);
  it.each(LOOPS)('$name', check);
  it.each(ABILITY_REMOVAL)('$name', check);
  it.each(GRANTED)('$name', check);
  it.each(CDA_FIRST)('$name', check);
  it.each(COUNTERS)('$name', check);
  it.each(KEYWORD_COUNTERS)('$name', check);
  it.each(KEYWORD_COUNTER_ABILITIES)('$name', check);
});
