import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on abilities that function from a hand or a graveyard (CR 113.6b, 113.6m): an
 * ability whose cost or effect moves its own card out of a zone functions only in that zone.
 * Each row is a real card's Oracle text.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const ANGER =
  'As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste.';
const DEARLY_DEPARTED =
  'As long as Dearly Departed is in your graveyard, each Human creature you control enters the battlefield with an additional +1/+1 counter on it.';

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Aven Initiate, CR 702.128a: "Embalm {6}{U}" exiles it for a white Zombie token copy',
    card: card(
      'Aven Initiate',
      ['Creature'],
      `Flying\nEmbalm {6}{U} ({6}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Bird Warrior with no mana cost. Embalm only as a sorcery.)`,
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'activated',
        text: "Embalm {6}{U} ({6}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Bird Warrior with no mana cost. Embalm only as a sorcery.)",
        cost: '{6}{U}',
        extraCosts: [{ kind: 'exileSelf' }],
        timing: 'sorcery',
        zone: 'graveyard',
        targets: null,
        instructions: [{ kind: 'tokenCopyOfSelf', colors: ['W'], addSubtypes: ['Zombie'] }],
      },
    ],
  },
  {
    name: 'Adorned Pouncer, CR 702.129a: "Eternalize {3}{W}{W}" exiles it for a 4/4 black Zombie token copy',
    card: card(
      'Adorned Pouncer',
      ['Creature'],
      "Eternalize {3}{W}{W} ({3}{W}{W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Cat with no mana cost. Eternalize only as a sorcery.)",
    ),
    abilities: [
      {
        kind: 'activated',
        text: "Eternalize {3}{W}{W} ({3}{W}{W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Cat with no mana cost. Eternalize only as a sorcery.)",
        cost: '{3}{W}{W}',
        extraCosts: [{ kind: 'exileSelf' }],
        timing: 'sorcery',
        zone: 'graveyard',
        targets: null,
        instructions: [
          { kind: 'tokenCopyOfSelf', colors: ['B'], addSubtypes: ['Zombie'], power: 4, toughness: 4 },
        ],
      },
    ],
  },
  {
    name: 'Drudge Beetle, CR 702.97a: "Scavenge {5}{G}" exiles it from a graveyard for counters equal to its power',
    card: card(
      'Drudge Beetle',
      ['Creature'],
      "Scavenge {5}{G} ({5}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)",
    ),
    abilities: [
      {
        kind: 'activated',
        text: "Scavenge {5}{G} ({5}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)",
        cost: '{5}{G}',
        extraCosts: [{ kind: 'exileSelf' }],
        timing: 'sorcery',
        zone: 'graveyard',
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: { kind: 'powerOfSource' } },
        ],
      },
    ],
  },
  {
    name: 'Dregscape Zombie, CR 702.84a: "Unearth {B}" is a sorcery-speed ability of a card in a graveyard',
    card: card(
      'Dregscape Zombie',
      ['Creature'],
      'Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
    ),
    abilities: [
      {
        kind: 'activated',
        text: 'Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
        cost: '{B}',
        timing: 'sorcery',
        zone: 'graveyard',
        targets: null,
        instructions: [{ kind: 'unearth' }],
      },
    ],
  },
  {
    name: 'Clattering Augur, CR 113.6m: "{2}{B}{B}: Return [this] from your graveyard to your hand." functions from a graveyard',
    card: card(
      'Clattering Augur',
      ['Creature'],
      '{2}{B}{B}: Return Clattering Augur from your graveyard to your hand.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: '{2}{B}{B}: Return Clattering Augur from your graveyard to your hand.',
        cost: '{2}{B}{B}',
        zone: 'graveyard',
        targets: null,
        instructions: [{ kind: 'fromGraveyard', on: 'self', to: 'hand' }],
      },
    ],
  },
  {
    name: 'Ghoulsteed, CR 113.6m, 601.2h: "Discard two cards: Return [this] ... to the battlefield tapped"',
    card: card(
      'Ghoulsteed',
      ['Creature'],
      '{2}{B}, Discard two cards: Return Ghoulsteed from your graveyard to the battlefield tapped.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: '{2}{B}, Discard two cards: Return Ghoulsteed from your graveyard to the battlefield tapped.',
        cost: '{2}{B}',
        extraCosts: [{ kind: 'chosen', verb: 'discard', amount: 2, filter: {} }],
        zone: 'graveyard',
        targets: null,
        instructions: [{ kind: 'fromGraveyard', on: 'self', to: 'battlefield', tapped: true }],
      },
    ],
  },
  {
    name: 'Necrosavant, CR 113.6m, 602.5b: a graveyard ability "Activate only during your upkeep"',
    card: card(
      'Necrosavant',
      ['Creature'],
      '{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to the battlefield. Activate only during your upkeep.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: '{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to the battlefield. Activate only during your upkeep.',
        cost: '{3}{B}{B}',
        extraCosts: [{ kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { types: ['Creature'] } }],
        window: 'yourUpkeep',
        zone: 'graveyard',
        targets: null,
        instructions: [{ kind: 'fromGraveyard', on: 'self', to: 'battlefield' }],
      },
    ],
  },
  {
    name: 'Rubblebelt Maaka, CR 207.2c, 113.6m: bloodrush\'s "Discard [this]" functions from a hand',
    card: card(
      'Rubblebelt Maaka',
      ['Creature'],
      'Bloodrush — {R}, Discard Rubblebelt Maaka: Target attacking creature gets +3/+3 until end of turn.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: 'Bloodrush — {R}, Discard Rubblebelt Maaka: Target attacking creature gets +3/+3 until end of turn.',
        cost: '{R}',
        extraCosts: [{ kind: 'discardSelf' }],
        zone: 'hand',
        targets: { count: 1, filter: { types: ['Creature'] }, combat: 'attacking' },
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(3), toughness: n(3) }] },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Ghost-Lit Raider, CR 113.6m: channel\'s "It deals 4 damage" is the discarded card\'s',
    card: card(
      'Ghost-Lit Raider',
      ['Creature'],
      'Channel — {3}{R}, Discard Ghost-Lit Raider: It deals 4 damage to target creature.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: 'Channel — {3}{R}, Discard Ghost-Lit Raider: It deals 4 damage to target creature.',
        cost: '{3}{R}',
        extraCosts: [{ kind: 'discardSelf' }],
        zone: 'hand',
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: n(4) }],
      },
    ],
  },
  {
    name: 'Squee, Goblin Nabob, CR 113.6m: a trigger returning its card from a graveyard triggers there',
    card: card(
      'Squee, Goblin Nabob',
      ['Creature'],
      'At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to your hand.',
      ['Legendary'],
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to your hand.',
        trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
        instructions: [
          { kind: 'optional', ifDone: [{ kind: 'fromGraveyard', on: 'self', to: 'hand' }], otherwise: [] },
        ],
        zone: 'graveyard',
      },
    ],
  },
  {
    name: 'Anger, CR 113.6b: "As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste."',
    card: card('Anger', ['Creature'], `Haste\n${ANGER}`),
    abilities: [
      { kind: 'keyword', keyword: 'Haste', text: 'Haste' },
      {
        kind: 'static',
        text: ANGER,
        effect: {
          affects: { types: ['Creature'], controller: 'you' },
          ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] }],
        },
        condition: {
          kind: 'valueAtLeast',
          value: { kind: 'count', of: { subtypes: ['Mountain'], controller: 'you' } },
          n: 1,
        },
        zone: 'graveyard',
      },
    ],
  },
  {
    name: 'Dearly Departed, CR 113.6b: an entry replacement from a graveyard is not a layer effect and stays unsupported',
    card: card('Dearly Departed', ['Creature'], DEARLY_DEPARTED),
    abilities: [
      {
        kind: 'unsupported',
        text: DEARLY_DEPARTED,
        reason:
          'the grammar reads "As long as Dearly Departed is in your graveyard," and stops at "each Human creature" (character 49)',
      },
    ],
  },
];

describe('compiler: abilities that function from a hand or a graveyard (CR 113.6m)', () => {
  it.each(ROWS)('$name', (row) => {
    expect(compileCard(row.card)).toEqual(row.abilities);
  });
});
