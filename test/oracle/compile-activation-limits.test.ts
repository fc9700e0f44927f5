import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on restrictions of when an ability may be activated (CR 602.5b): parts of the
 * turn ("during your upkeep", "during your turn, before attackers are declared") and
 * conditions ("Activate only if ..."); real cards' Oracle text and what they must compile to.
 */

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const ALABORN =
  '{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared.';
const AUGUR = 'Sacrifice Augur il-Vec: You gain 4 life. Activate only during your upkeep.';
const KROSAN =
  'Threshold \u2014 {1}{G}: Regenerate Krosan Avenger. Activate only if seven or more cards are in your graveyard.';
const GERRARD = '{3}{W}: Tap target creature. Activate only if Gerrard Capashen is attacking.';
const INQUISITOR =
  'Threshold \u2014 {1}{B}, {T}, Exile two cards from your graveyard: Target player discards a card. Activate only as a sorcery and only if seven or more cards are in your graveyard.';

const TRAINEE =
  "{T}: Bloodshot Trainee deals 4 damage to target creature. Activate only if Bloodshot Trainee's power is 4 or greater.";

const seven = {
  kind: 'valueAtLeast',
  value: { kind: 'count', of: { zone: 'graveyard', owner: 'you' } },
  n: 7,
} as const;

const PIT_IMP = '{B}: Pit Imp gets +1/+0 until end of turn. Activate no more than twice each turn.';
const SEWER_RATS =
  '{B}, Pay 1 life: Sewer Rats gets +1/+0 until end of turn. Activate no more than three times each turn.';
const plusOne = {
  kind: 'createEffect',
  on: 'self',
  effect: {
    affects: { self: true },
    ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 1 }, toughness: { kind: 'constant', n: 0 } }],
  },
  duration: 'endOfTurn',
} as const;

const ROWS: readonly Row[] = [
  {
    name: 'Pit Imp: "Activate no more than twice each turn." after flying',
    card: card('Pit Imp', ['Creature'], `Flying\n${PIT_IMP}`),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'activated',
        text: PIT_IMP,
        cost: '{B}',
        maxPerTurn: 2,
        targets: null,
        instructions: [plusOne],
      },
    ],
  },
  {
    name: 'Sewer Rats: "Activate no more than three times each turn."',
    card: card('Sewer Rats', ['Creature'], SEWER_RATS),
    abilities: [
      {
        kind: 'activated',
        text: SEWER_RATS,
        cost: '{B}',
        extraCosts: [{ kind: 'payLife', amount: 1 }],
        maxPerTurn: 3,
        targets: null,
        instructions: [plusOne],
      },
    ],
  },
  {
    name: 'Alaborn Veteran: "Activate only during your turn, before attackers are declared."',
    card: card('Alaborn Veteran', ['Creature'], ALABORN),
    abilities: [
      {
        kind: 'activated',
        text: ALABORN,
        cost: '{T}',
        window: 'yourTurnBeforeAttackers',
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
                  power: { kind: 'constant', n: 2 },
                  toughness: { kind: 'constant', n: 2 },
                },
              ],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Augur il-Vec: "Activate only during your upkeep." after shadow',
    card: card(
      'Augur il-Vec',
      ['Creature'],
      `Shadow (This creature can block or be blocked by only creatures with shadow.)\n${AUGUR}`,
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Shadow',
        text: 'Shadow (This creature can block or be blocked by only creatures with shadow.)',
      },
      {
        kind: 'activated',
        text: AUGUR,
        cost: '',
        extraCosts: [{ kind: 'sacrificeSelf' }],
        window: 'yourUpkeep',
        targets: null,
        instructions: [{ kind: 'gainLife', amount: { kind: 'constant', n: 4 } }],
      },
    ],
  },
  {
    name: 'Krosan Avenger, threshold: "Activate only if seven or more cards are in your graveyard."',
    card: card('Krosan Avenger', ['Creature'], `Trample\n${KROSAN}`),
    abilities: [
      { kind: 'keyword', keyword: 'Trample', text: 'Trample' },
      {
        kind: 'activated',
        text: KROSAN,
        cost: '{1}{G}',
        onlyIf: seven,
        targets: null,
        instructions: [{ kind: 'regenerate', on: 'self' }],
      },
    ],
  },
  {
    name: 'Gerrard Capashen: "Activate only if [this] is attacking." (CR 506.4)',
    card: card('Gerrard Capashen', ['Creature'], GERRARD),
    abilities: [
      {
        kind: 'activated',
        text: GERRARD,
        cost: '{3}{W}',
        onlyIf: { kind: 'sourceIs', state: 'attacking' },
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [{ kind: 'tap', on: 'targets' }],
      },
    ],
  },
  {
    name: 'Cabal Inquisitor: "Activate only as a sorcery and only if seven or more cards are in your graveyard."',
    card: card('Cabal Inquisitor', ['Creature'], INQUISITOR),
    abilities: [
      {
        kind: 'activated',
        text: INQUISITOR,
        cost: '{1}{B}, {T}',
        extraCosts: [{ kind: 'chosen', verb: 'exile', amount: 2, filter: {} }],
        timing: 'sorcery',
        onlyIf: seven,
        targets: { count: 1, filter: {}, players: true },
        instructions: [{ kind: 'discard', who: 'targets', amount: { kind: 'constant', n: 1 } }],
      },
    ],
  },
  {
    name: 'Bloodshot Trainee: "Activate only if [this]\'s power is 4 or greater." (CR 208.1)',
    card: card('Bloodshot Trainee', ['Creature'], TRAINEE),
    abilities: [
      {
        kind: 'activated',
        text: TRAINEE,
        cost: '{T}',
        onlyIf: { kind: 'valueAtLeast', value: { kind: 'powerOfSource' }, n: 4 },
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'constant', n: 4 } }],
      },
    ],
  },
];

const SCANDALMONGER =
  '{2}: Target player discards a card. Any player may activate this ability but only as a sorcery.';
const FEROX_LIKE = '{3}: Put a +1/+1 counter on Feral Hydra. Any player may activate this ability.';
const CLOCK =
  '{4}: Remove a doom counter from Armageddon Clock. Any player may activate this ability but only during any upkeep step.';

/** CR 602.2: "Any player may activate this ability", alone or with "but only ...". */
const ANY_PLAYER: readonly Row[] = [
  {
    name: 'Feral Hydra: "Any player may activate this ability."',
    card: card('Feral Hydra', ['Creature'], FEROX_LIKE),
    abilities: [
      {
        kind: 'activated',
        text: FEROX_LIKE,
        cost: '{3}',
        anyPlayer: true,
        targets: null,
        instructions: [
          { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
        ],
      },
    ],
  },
  {
    name: 'Scandalmonger: "... but only as a sorcery" (CR 602.5d, for the player who activates it)',
    card: card('Scandalmonger', ['Creature'], SCANDALMONGER),
    abilities: [
      {
        kind: 'activated',
        text: SCANDALMONGER,
        cost: '{2}',
        anyPlayer: true,
        timing: 'sorcery',
        targets: { count: 1, filter: {}, players: true },
        instructions: [{ kind: 'discard', who: 'targets', amount: { kind: 'constant', n: 1 } }],
      },
    ],
  },
  {
    name: 'Armageddon Clock: "... but only during any upkeep step" (CR 602.5b)',
    card: card('Armageddon Clock', ['Artifact'], CLOCK),
    abilities: [
      {
        kind: 'activated',
        text: CLOCK,
        cost: '{4}',
        anyPlayer: true,
        window: 'anyUpkeep',
        targets: null,
        instructions: [
          { kind: 'removeCounters', on: 'self', counter: 'doom', amount: { kind: 'constant', n: 1 } },
        ],
      },
    ],
  },
];

describe('"Any player may activate this ability" (CR 602.2)', () => {
  it.each(ANY_PLAYER)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

describe('restrictions on activation (CR 602.5b)', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

const UNSUPPORTED: readonly (readonly [string, CardData])[] = [
  [
    'Cinder Crawler: "Activate only if [this] is blocked" is no condition the compiler reads',
    card(
      'Cinder Crawler',
      ['Creature'],
      '{R}: Cinder Crawler gets +1/+0 until end of turn. Activate only if Cinder Crawler is blocked.',
    ),
  ],
  [
    'Mana Cache: "Any player may activate this ability but only during their turn before the end step" is no window the engine has',
    card(
      'Mana Cache',
      ['Enchantment'],
      'Remove a charge counter from Mana Cache: Add {C}. Any player may activate this ability but only during their turn before the end step.',
    ),
  ],
  [
    'Two parts of the turn in one restriction are refused rather than one of them kept',
    card(
      'Two Windows Test',
      ['Creature'],
      '{T}: You gain 1 life. Activate only during your upkeep and only during combat.',
    ),
  ],
];

describe('restrictions the engine cannot check stay unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, c) => {
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
