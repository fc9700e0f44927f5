import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, CostPart, Instruction, TokenDef } from '../../src/effects/types.js';
import { pendingText, withAbilityTexts } from '../../src/oracle/ability-texts.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on costs whose objects the player chooses as they are paid (CR 601.2h, 602.2b):
 * "Sacrifice a creature", "Discard a card", "Tap an untapped creature you control", "Exile a
 * creature card from your graveyard", "Return a Forest you control to its owner's hand"; real
 * cards' Oracle text (MTGJSON) and the abilities they must compile to.
 */

const n = (k: number) => ({ kind: 'constant', n: k }) as const;
const selfGets = (p: number, t: number): Instruction => ({
  kind: 'createEffect',
  on: 'self',
  effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: n(p), toughness: n(t) }] },
  duration: 'endOfTurn',
});

/** One activated ability, as the compiler must give it for a one-paragraph card. */
const activated = (
  text: string,
  cost: string,
  extraCosts: readonly CostPart[],
  instructions: readonly Instruction[],
  more: Partial<Extract<AbilityDef, { kind: 'activated' }>> = {},
): AbilityDef => ({ kind: 'activated', text, cost, extraCosts, ...more, targets: null, instructions });

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const BLOODTHRONE = 'Sacrifice a creature: Bloodthrone Vampire gets +2/+2 until end of turn.';
const BLOOD_BAIRN = 'Sacrifice another creature: Blood Bairn gets +2/+2 until end of turn.';
const MOGG_RAIDER = 'Sacrifice a Goblin: Target creature gets +1/+1 until end of turn.';
const KELDON_ARSONIST = '{1}, Sacrifice two lands: Destroy target land.';
const AQUAMOEBA = "Discard a card: Switch Aquamoeba's power and toughness until end of turn.";
const JASPERA = '{T}, Tap an untapped creature you control: Add one mana of any color.';
const HERITAGE_DRUID = 'Tap three untapped Elves you control: Add {G}{G}{G}.';
const MARSHAL =
  '{2}{B}, Exile a creature card from your graveyard: Create a tapped 2/2 black Zombie creature token.';
const QUIRION =
  "Return a Forest you control to its owner's hand: Untap target creature. Activate only once each turn.";

const CELEBRANTS =
  'When Falkenrath Celebrants enters the battlefield, create two Blood tokens. (They\'re artifacts with "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.")';
const BLOOD = '{1}, {T}, Discard a card, Sacrifice this token: Draw a card.';

const THALLID_UPKEEP = 'At the beginning of your upkeep, put a spore counter on Thallid.';
const THALLID = 'Remove three spore counters from Thallid: Create a 1/1 green Saproling creature token.';

const CRUEL_SADIST =
  '{2}{B}, {T}, Remove X +1/+1 counters from Cruel Sadist: It deals X damage to target creature.';

const ROWS: readonly Row[] = [
  {
    name: 'Thallid, CR 122.1, 118.3: "Remove three spore counters from [this]", a counter of a named kind',
    card: card('Thallid', ['Creature'], `${THALLID_UPKEEP}\n${THALLID}`),
    abilities: [
      {
        kind: 'triggered',
        text: THALLID_UPKEEP,
        trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
        instructions: [{ kind: 'addCounters', on: 'self', counter: 'spore', amount: n(1) }],
      },
      activated(
        THALLID,
        '',
        [{ kind: 'removeCounters', counter: 'spore', amount: 3 }],
        [
          {
            kind: 'createTokens',
            token: {
              name: 'Saproling Token',
              colors: ['G'],
              types: ['Creature'],
              subtypes: ['Saproling'],
              power: 1,
              toughness: 1,
              abilities: [],
            },
            amount: n(1),
          },
        ],
      ),
    ],
  },
  {
    name: 'Cruel Sadist, CR 601.2b, 107.3a, 118.3: "Remove X +1/+1 counters from [this]": as many as the X announced',
    card: card('Cruel Sadist', ['Creature'], CRUEL_SADIST),
    abilities: [
      {
        kind: 'activated',
        text: CRUEL_SADIST,
        cost: '{2}{B}, {T}',
        extraCosts: [{ kind: 'removeCounters', counter: '+1/+1', amount: 'x' }],
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'x' } }],
      },
    ],
  },
  {
    name: 'Bloodthrone Vampire, CR 701.21a: "Sacrifice a creature" is a creature its controller chooses',
    card: card('Bloodthrone Vampire', ['Creature'], BLOODTHRONE),
    abilities: [
      activated(
        BLOODTHRONE,
        '',
        [{ kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { types: ['Creature'] } }],
        [selfGets(2, 2)],
      ),
    ],
  },
  {
    name: 'Blood Bairn: "Sacrifice another creature" is one other than the source',
    card: card('Blood Bairn', ['Creature'], BLOOD_BAIRN),
    abilities: [
      activated(
        BLOOD_BAIRN,
        '',
        [{ kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { types: ['Creature'], other: true } }],
        [selfGets(2, 2)],
      ),
    ],
  },
  {
    name: 'Mogg Raider: "Sacrifice a Goblin", a creature type as the noun (CR 205.3m)',
    card: card('Mogg Raider', ['Creature'], MOGG_RAIDER),
    abilities: [
      {
        kind: 'activated',
        text: MOGG_RAIDER,
        cost: '',
        extraCosts: [{ kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { subtypes: ['Goblin'] } }],
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(1), toughness: n(1) }] },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Keldon Arsonist: "{1}, Sacrifice two lands" — mana and two lands, the noun in the plural',
    card: card('Keldon Arsonist', ['Creature'], KELDON_ARSONIST),
    abilities: [
      {
        kind: 'activated',
        text: KELDON_ARSONIST,
        cost: '{1}',
        extraCosts: [{ kind: 'chosen', verb: 'sacrifice', amount: 2, filter: { types: ['Land'] } }],
        targets: { count: 1, filter: { types: ['Land'] } },
        instructions: [{ kind: 'destroy', on: 'targets' }],
      },
    ],
  },
  {
    name: 'Aquamoeba, CR 701.9a: "Discard a card" is a card of its controller\'s hand',
    card: card('Aquamoeba', ['Creature'], AQUAMOEBA),
    abilities: [
      activated(
        AQUAMOEBA,
        '',
        [{ kind: 'chosen', verb: 'discard', amount: 1, filter: {} }],
        [
          {
            kind: 'createEffect',
            on: 'self',
            effect: { affects: { self: true }, ops: [{ kind: 'switchPT' }] },
            duration: 'endOfTurn',
          },
        ],
      ),
    ],
  },
  {
    name: 'Jaspera Sentinel: "{T}, Tap an untapped creature you control" — the symbol and a chosen creature',
    card: card('Jaspera Sentinel', ['Creature'], `Reach\n${JASPERA}`),
    abilities: [
      { kind: 'keyword', keyword: 'Reach', text: 'Reach' },
      activated(
        JASPERA,
        '{T}',
        [{ kind: 'chosen', verb: 'tap', amount: 1, filter: { types: ['Creature'] } }],
        [{ kind: 'addMana', mana: ['{W}', '{U}', '{B}', '{R}', '{G}'] }],
      ),
    ],
  },
  {
    name: 'Heritage Druid: "Tap three untapped Elves you control"',
    card: card('Heritage Druid', ['Creature'], HERITAGE_DRUID),
    abilities: [
      activated(
        HERITAGE_DRUID,
        '',
        [{ kind: 'chosen', verb: 'tap', amount: 3, filter: { subtypes: ['Elf'] } }],
        [{ kind: 'addMana', mana: '{G}{G}{G}' }],
      ),
    ],
  },
  {
    name: 'Graveyard Marshal, CR 406.2: "Exile a creature card from your graveyard"',
    card: card('Graveyard Marshal', ['Creature'], MARSHAL),
    abilities: [
      activated(
        MARSHAL,
        '{2}{B}',
        [{ kind: 'chosen', verb: 'exile', amount: 1, filter: { types: ['Creature'] } }],
        [
          {
            kind: 'createTokens',
            token: {
              name: 'Zombie Token',
              colors: ['B'],
              types: ['Creature'],
              subtypes: ['Zombie'],
              power: 2,
              toughness: 2,
              abilities: [],
            },
            amount: n(1),
            tapped: true,
          },
        ],
      ),
    ],
  },
  {
    name: 'Quirion Ranger: "Return a Forest you control to its owner\'s hand", once each turn (CR 602.5b)',
    card: card('Quirion Ranger', ['Creature'], QUIRION),
    abilities: [
      {
        kind: 'activated',
        text: QUIRION,
        cost: '',
        extraCosts: [{ kind: 'chosen', verb: 'returnToHand', amount: 1, filter: { subtypes: ['Forest'] } }],
        oncePerTurn: true,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [{ kind: 'untap', on: 'targets' }],
      },
    ],
  },
  {
    name: 'Falkenrath Celebrants, CR 111.10g: a Blood token\'s "{1}, {T}, Discard a card, Sacrifice this token" is read with it',
    card: card('Falkenrath Celebrants', ['Creature'], CELEBRANTS),
    abilities: [
      {
        kind: 'triggered',
        text: CELEBRANTS,
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          {
            kind: 'createTokens',
            token: {
              name: 'Blood Token',
              colors: [],
              types: ['Artifact'],
              subtypes: ['Blood'],
              abilities: [
                activated(
                  BLOOD,
                  '{1}, {T}',
                  [{ kind: 'chosen', verb: 'discard', amount: 1, filter: {} }, { kind: 'sacrificeSelf' }],
                  [{ kind: 'drawCards', amount: n(1) }],
                ),
              ],
            },
            amount: n(2),
          },
        ],
      },
    ],
  },
];

describe('costs whose objects the player chooses (CR 601.2h, 602.2b)', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

/** Choice costs the engine can't pay stay unsupported. */
const UNSUPPORTED: readonly (readonly [string, CardData])[] = [
  [
    'Malevolent Noble: "Sacrifice an artifact or another creature", "another" said of one noun only, is not read',
    card(
      'Malevolent Noble',
      ['Creature'],
      '{2}, Sacrifice an artifact or another creature: Put a +1/+1 counter on Malevolent Noble.',
    ),
  ],
];

describe('choice costs the engine cannot pay stay unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, c) => {
    expect(compileCard(c).map((a) => a.kind)).toContain('unsupported');
  });
});

describe('CR 111.10: a token is created with all of its abilities or not at all', () => {
  it('a token text the compiler refuses leaves the ability that creates the token unsupported, with the reason', () => {
    const blood: TokenDef = {
      name: 'Blood Token',
      colors: [],
      types: ['Artifact'],
      subtypes: ['Blood'],
      abilities: [pendingText(BLOOD)],
    };
    const creating: AbilityDef = {
      kind: 'triggered',
      text: CELEBRANTS,
      trigger: { kind: 'entersBattlefield' },
      instructions: [{ kind: 'createTokens', token: blood, amount: n(2) }],
    };
    const refuse = (text: string): AbilityDef[] => [{ kind: 'unsupported', text, reason: 'refused' }];
    expect(
      withAbilityTexts(creating, { token: (_token, text) => refuse(text), granted: refuse, emblem: refuse }),
    ).toEqual({
      kind: 'unsupported',
      text: CELEBRANTS,
      reason: `its token's ability "${BLOOD}" is not supported: refused`,
    });
  });
});
