import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on abilities about casting spells (CR 601): keywords that change when or how a
 * spell is cast, and abilities that trigger on casting. Each row is a real card's Oracle text.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const NINJUTSU =
  'Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)';
const instantOrSorcery = [
  { types: ['Instant'], zone: 'stack' },
  { types: ['Sorcery'], zone: 'stack' },
] as const;

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const BLOODSTONE =
  "Whenever you cast a spell, if that spell was kicked, Bloodstone Goblin gets +1/+1 and gains menace until end of turn. (It can't be blocked except by two or more creatures.)";

const ROWS: readonly Row[] = [
  {
    name: 'Ambush Viper, CR 702.8a: "Flash" is a keyword the cast action reads',
    card: card('Ambush Viper', ['Creature'], 'Flash\nDeathtouch'),
    abilities: [
      { kind: 'keyword', keyword: 'Flash', text: 'Flash' },
      { kind: 'keyword', keyword: 'Deathtouch', text: 'Deathtouch' },
    ],
  },
  {
    name: 'Monastery Swiftspear, CR 702.108a: "Prowess" is a keyword; its trigger is the engine\'s',
    card: card(
      'Monastery Swiftspear',
      ['Creature'],
      'Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)',
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Haste', text: 'Haste' },
      {
        kind: 'keyword',
        keyword: 'Prowess',
        text: 'Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)',
      },
    ],
  },
  {
    name: 'Kiln Fiend, CR 601.2i: "Whenever you cast an instant or sorcery spell" matches either type on the stack',
    card: card(
      'Kiln Fiend',
      ['Creature'],
      'Whenever you cast an instant or sorcery spell, Kiln Fiend gets +3/+0 until end of turn.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever you cast an instant or sorcery spell, Kiln Fiend gets +3/+0 until end of turn.',
        trigger: { kind: 'spellCast', caster: 'you', spell: instantOrSorcery },
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: n(3), toughness: n(0) }] },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Lagonna-Band Trailblazer, CR 601.2c, 601.2i: heroic, "a spell that targets [this]"',
    card: card(
      'Lagonna-Band Trailblazer',
      ['Creature'],
      'Heroic \u2014 Whenever you cast a spell that targets Lagonna-Band Trailblazer, put a +1/+1 counter on Lagonna-Band Trailblazer.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Heroic \u2014 Whenever you cast a spell that targets Lagonna-Band Trailblazer, put a +1/+1 counter on Lagonna-Band Trailblazer.',
        trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }], targetsSelf: true },
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
      },
    ],
  },
  {
    name: 'Archmage Emeritus, CR 601.2i: magecraft\'s "cast or copy" is kept as `orCopy`; the engine copies no spell',
    card: card(
      'Archmage Emeritus',
      ['Creature'],
      'Magecraft \u2014 Whenever you cast or copy an instant or sorcery spell, draw a card.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Magecraft \u2014 Whenever you cast or copy an instant or sorcery spell, draw a card.',
        trigger: { kind: 'spellCast', caster: 'you', spell: instantOrSorcery, orCopy: true },
        instructions: [{ kind: 'drawCards', amount: n(1) }],
      },
    ],
  },
  {
    name: 'Vine Gecko, CR 702.33d, 601.2i: "Whenever you cast a kicked spell"',
    card: card(
      'Vine Gecko',
      ['Creature'],
      'Whenever you cast a kicked spell, put a +1/+1 counter on Vine Gecko.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever you cast a kicked spell, put a +1/+1 counter on Vine Gecko.',
        trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }], kicked: true },
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
      },
    ],
  },
  {
    name: 'Bloodstone Goblin, CR 702.33d, 603.4: "Whenever you cast a spell, if that spell was kicked": the same trigger, as a spell\'s kicker can\'t change',
    card: card('Bloodstone Goblin', ['Creature'], BLOODSTONE),
    abilities: [
      {
        kind: 'triggered',
        text: BLOODSTONE,
        trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }], kicked: true },
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: {
              affects: { self: true },
              ops: [
                { kind: 'modifyPT', power: n(1), toughness: n(1) },
                { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Menace', text: 'Menace' }] },
              ],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Bog Gnarr, CR 105.2, 601.2i: "Whenever a player casts a black spell"',
    card: card(
      'Bog Gnarr',
      ['Creature'],
      'Whenever a player casts a black spell, Bog Gnarr gets +2/+2 until end of turn.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever a player casts a black spell, Bog Gnarr gets +2/+2 until end of turn.',
        trigger: { kind: 'spellCast', caster: 'any', spell: [{ colors: ['B'], zone: 'stack' }] },
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: n(2), toughness: n(2) }] },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Cabal Paladin, CR 700.6: a historic spell is an artifact, a legendary or a Saga',
    card: card(
      'Cabal Paladin',
      ['Creature'],
      'Whenever you cast a historic spell, Cabal Paladin deals 2 damage to each opponent. (Artifacts, legendaries, and Sagas are historic.)',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever you cast a historic spell, Cabal Paladin deals 2 damage to each opponent. (Artifacts, legendaries, and Sagas are historic.)',
        trigger: {
          kind: 'spellCast',
          caster: 'you',
          spell: [
            { types: ['Artifact'], zone: 'stack' },
            { supertypes: ['Legendary'], zone: 'stack' },
            { subtypes: ['Saga'], zone: 'stack' },
          ],
        },
        instructions: [{ kind: 'dealDamage', to: 'eachOpponent', amount: n(2) }],
      },
    ],
  },
  {
    name: 'Desert Cerodon, CR 702.29a: "Cycling {R}" is "{R}, Discard this card: Draw a card" from a hand',
    card: card('Desert Cerodon', ['Creature'], 'Cycling {R} ({R}, Discard this card: Draw a card.)'),
    abilities: [
      {
        kind: 'activated',
        text: 'Cycling {R} ({R}, Discard this card: Draw a card.)',
        cost: '{R}',
        extraCosts: [{ kind: 'discardSelf', cycling: true }],
        zone: 'hand',
        targets: null,
        instructions: [{ kind: 'drawCards', amount: n(1) }],
      },
    ],
  },
  {
    name: 'Orchard Strider, CR 702.29e: "Basic landcycling {1}{G}" searches for a basic land card from a hand',
    card: card(
      'Orchard Strider',
      ['Creature'],
      'Basic landcycling {1}{G} ({1}{G}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)',
    ),
    abilities: [
      {
        kind: 'activated',
        text: 'Basic landcycling {1}{G} ({1}{G}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)',
        cost: '{1}{G}',
        extraCosts: [{ kind: 'discardSelf', cycling: true }],
        zone: 'hand',
        targets: null,
        instructions: [
          {
            kind: 'search',
            quality: { anyOf: [{ types: ['Land'], supertypes: ['Basic'] }] },
            upTo: 1,
            to: 'hand',
            reveal: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Ninja of the Deep Hours, CR 702.49a: "Ninjutsu {1}{U}" returns an unblocked attacker you control from a hand',
    card: card('Ninja of the Deep Hours', ['Creature'], NINJUTSU),
    abilities: [
      {
        kind: 'activated',
        text: NINJUTSU,
        cost: '{1}{U}',
        extraCosts: [
          {
            kind: 'chosen',
            verb: 'returnToHand',
            amount: 1,
            filter: { types: ['Creature'], controller: 'you', inState: 'unblocked' },
          },
        ],
        zone: 'hand',
        targets: null,
        instructions: [{ kind: 'ninjutsu' }],
      },
    ],
  },
  {
    name: 'Siege Wurm, CR 702.51a: "Convoke" is a keyword the cast action reads',
    card: card(
      'Siege Wurm',
      ['Creature'],
      "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nTrample",
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Convoke',
        text: "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)",
      },
      { kind: 'keyword', keyword: 'Trample', text: 'Trample' },
    ],
  },
  {
    name: 'Gurmag Angler, CR 702.66a: "Delve" is a keyword the cast action reads',
    card: card(
      'Gurmag Angler',
      ['Creature'],
      'Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)',
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Delve',
        text: 'Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)',
      },
    ],
  },
];

describe('the Oracle compiler on casting abilities', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
