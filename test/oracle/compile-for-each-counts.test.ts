import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * What "gets +N/+N for each" counts, card by card (Oracle text, MTGJSON April 2022): nouns joined
 * by "and/or" counted once each (205.2a, 205.3), counters on the changed object (122.1), its
 * colours (105.2) and counters its controller or the opponents have (122.1), other flyers and
 * others named as it is (201.5b), cards in the opponents' hands and graveyards, and blockers
 * "beyond the first" (509.1g), colours among permanents (105.2). A static ability
 * reads the count whenever the layers apply (611.3a, 613.4c); a spell fixes it as it resolves (608.2h).
 */

const times = (n: number, of: Value): Value => ({ kind: 'times', n, of });

const bonus = (text: string, affects: Filter, power: number, toughness: number, of: Value): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects, ops: [{ kind: 'modifyPT', power: times(power, of), toughness: times(toughness, of) }] },
});

const yours = (of: Filter): Value => ({ kind: 'count', of: { ...of, controller: 'you' } });

const ROWS: readonly (readonly [string, readonly CardType[], string, AbilityDef])[] = [
  [
    'All That Glitters',
    ['Enchantment'],
    'Enchanted creature gets +1/+1 for each artifact and/or enchantment you control.',
    bonus(
      'Enchanted creature gets +1/+1 for each artifact and/or enchantment you control.',
      { attachedToSource: true },
      1,
      1,
      yours({ anyTypes: ['Artifact', 'Enchantment'] }),
    ),
  ],
  [
    'Bearded Axe',
    ['Artifact'],
    'Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control.',
    bonus(
      'Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control.',
      { attachedToSource: true },
      1,
      1,
      {
        kind: 'sum',
        of: [
          yours({ subtypes: ['Dwarf'] }),
          yours({ subtypes: ['Equipment'], notSubtypes: ['Dwarf'] }),
          yours({ subtypes: ['Vehicle'], notSubtypes: ['Dwarf', 'Equipment'] }),
        ],
      },
    ),
  ],
  [
    'Earthen Goo',
    ['Creature'],
    'Earthen Goo gets +1/+1 for each age counter on it.',
    bonus('Earthen Goo gets +1/+1 for each age counter on it.', { self: true }, 1, 1, {
      kind: 'countersOnAffected',
      counter: 'age',
    }),
  ],
  [
    "Luxior, Giada's Gift",
    ['Artifact'],
    'Equipped creature gets +1/+1 for each counter on it.',
    bonus('Equipped creature gets +1/+1 for each counter on it.', { attachedToSource: true }, 1, 1, {
      kind: 'countersOnAffected',
    }),
  ],
  [
    'Civic Saber',
    ['Artifact'],
    'Equipped creature gets +1/+0 for each of its colors.',
    bonus('Equipped creature gets +1/+0 for each of its colors.', { attachedToSource: true }, 1, 0, {
      kind: 'colorsOfAffected',
    }),
  ],
  [
    'Kalemne, Disciple of Iroas',
    ['Creature'],
    'Kalemne, Disciple of Iroas gets +1/+1 for each experience counter you have.',
    bonus(
      'Kalemne, Disciple of Iroas gets +1/+1 for each experience counter you have.',
      { self: true },
      1,
      1,
      {
        kind: 'playerCounters',
        counter: 'experience',
        whose: 'you',
      },
    ),
  ],
  [
    'Mycosynth Fiend',
    ['Creature'],
    'Mycosynth Fiend gets +1/+1 for each poison counter your opponents have.',
    bonus('Mycosynth Fiend gets +1/+1 for each poison counter your opponents have.', { self: true }, 1, 1, {
      kind: 'playerCounters',
      counter: 'poison',
      whose: 'opponents',
    }),
  ],
  [
    'Pride of the Clouds',
    ['Creature'],
    'Pride of the Clouds gets +1/+1 for each other creature with flying on the battlefield.',
    bonus(
      'Pride of the Clouds gets +1/+1 for each other creature with flying on the battlefield.',
      { self: true },
      1,
      1,
      {
        kind: 'count',
        of: { types: ['Creature'], withKeyword: 'Flying', other: true },
      },
    ),
  ],
  [
    'Relentless Rats',
    ['Creature'],
    'Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.',
    bonus(
      'Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.',
      { self: true },
      1,
      1,
      {
        kind: 'count',
        of: { types: ['Creature'], namedAsSource: true, other: true },
      },
    ),
  ],
  [
    'Seven Dwarves',
    ['Creature'],
    'Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.',
    bonus(
      'Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.',
      { self: true },
      1,
      1,
      {
        kind: 'count',
        of: { types: ['Creature'], other: true, controller: 'you', namedAsSource: true },
      },
    ),
  ],
  [
    'Timberpack Wolf',
    ['Creature'],
    'Timberpack Wolf gets +1/+1 for each other creature you control named Timberpack Wolf.',
    bonus(
      'Timberpack Wolf gets +1/+1 for each other creature you control named Timberpack Wolf.',
      { self: true },
      1,
      1,
      {
        kind: 'count',
        of: { types: ['Creature'], other: true, controller: 'you', namedAsSource: true },
      },
    ),
  ],
  [
    'Enemy of Enlightenment',
    ['Creature'],
    "Enemy of Enlightenment gets -1/-1 for each card in your opponents' hands.",
    bonus(
      "Enemy of Enlightenment gets -1/-1 for each card in your opponents' hands.",
      { self: true },
      -1,
      -1,
      {
        kind: 'cardsInHand',
        whose: 'opponents',
      },
    ),
  ],
  [
    'Wight of Precinct Six',
    ['Creature'],
    "Wight of Precinct Six gets +1/+1 for each creature card in your opponents' graveyards.",
    bonus(
      "Wight of Precinct Six gets +1/+1 for each creature card in your opponents' graveyards.",
      { self: true },
      1,
      1,
      {
        kind: 'count',
        of: { types: ['Creature'], zone: 'graveyard', owner: 'opponents' },
      },
    ),
  ],
  [
    'Faeburrow Elder',
    ['Creature'],
    'Faeburrow Elder gets +1/+1 for each color among permanents you control.',
    bonus('Faeburrow Elder gets +1/+1 for each color among permanents you control.', { self: true }, 1, 1, {
      kind: 'colorsAmong',
      among: { controller: 'you' },
    }),
  ],
  [
    'Born to Drive',
    ['Enchantment'],
    'As long as enchanted permanent is a creature, it gets +1/+1 for each creature and/or Vehicle you control.',
    bonus(
      'As long as enchanted permanent is a creature, it gets +1/+1 for each creature and/or Vehicle you control.',
      { attachedToSource: true, types: ['Creature'] },
      1,
      1,
      // CR 205.3: a creature Vehicle is counted once, as a creature.
      {
        kind: 'sum',
        of: [yours({ types: ['Creature'] }), yours({ subtypes: ['Vehicle'], notTypes: ['Creature'] })],
      },
    ),
  ],
  [
    'Thelon of Havenwood',
    ['Creature'],
    'Each Fungus creature gets +1/+1 for each spore counter on it.',
    bonus(
      'Each Fungus creature gets +1/+1 for each spore counter on it.',
      { subtypes: ['Fungus'], types: ['Creature'] },
      1,
      1,
      {
        kind: 'countersOnAffected',
        counter: 'spore',
      },
    ),
  ],
  [
    'Diregraf Colossus',
    ['Creature'],
    'Diregraf Colossus enters the battlefield with a +1/+1 counter on it for each Zombie card in your graveyard.',
    {
      kind: 'entersWithCounters',
      text: 'Diregraf Colossus enters the battlefield with a +1/+1 counter on it for each Zombie card in your graveyard.',
      counter: '+1/+1',
      amount: times(1, { kind: 'count', of: { subtypes: ['Zombie'], zone: 'graveyard', owner: 'you' } }),
    },
  ],
  [
    'Jungle Wurm',
    ['Creature'],
    'Whenever Jungle Wurm becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first.',
    (() => {
      const beyondFirst: Value = {
        kind: 'sum',
        of: [
          { kind: 'count', of: { types: ['Creature'], blockingSource: true } },
          { kind: 'negate', of: { kind: 'constant', n: 1 } },
        ],
      };
      return {
        kind: 'triggered',
        text: 'Whenever Jungle Wurm becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first.',
        trigger: { kind: 'becomesBlocked' },
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: {
              affects: { self: true },
              ops: [{ kind: 'modifyPT', power: times(-1, beyondFirst), toughness: times(-1, beyondFirst) }],
            },
            duration: 'endOfTurn',
          },
        ],
      };
    })(),
  ],
  [
    'Might of the Nephilim',
    ['Instant'],
    'Target creature gets +2/+2 until end of turn for each of its colors.',
    {
      kind: 'spell',
      text: 'Target creature gets +2/+2 until end of turn for each of its colors.',
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: {
            affects: {},
            ops: [
              {
                kind: 'modifyPT',
                power: times(2, { kind: 'colorsOfAffected' }),
                toughness: times(2, { kind: 'colorsOfAffected' }),
              },
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
];

describe('"for each" counts (CR 613.4c, 608.2h)', () => {
  it.each(ROWS)('%s', (name, types, text, ability) => {
    const supertypes = name.includes(',') ? ['Legendary'] : [];
    expect(compileCard(card(name, types, text, supertypes))).toEqual([ability]);
  });

  it.each([
    // Its colours are those of the object a continuous effect changes; a counter has none to read.
    [
      'Prismatic gain (no such card: "its" names no object here)',
      'Put a +1/+1 counter on target creature for each of its colors.',
    ],
  ])('%s stays unsupported', (name, text) => {
    expect(compileCard(card(name, ['Instant'], text))[0]?.kind).toBe('unsupported');
  });
});
