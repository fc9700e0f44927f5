import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Cards moved between zones by one effect: exiled, then returned to the battlefield (CR 400.7j,
 * 610.3c, 603.7a), "When [this] dies, return it to the battlefield" (400.7e), and impulse draw
 * (701.13a, 601.3, 305.1, 611.2a), and "exile it instead" (614.1a): the instructions compiled from each card's printed Oracle
 * text (MTGJSON, April 2022), and forms left unsupported (null).
 */

type Row = readonly [name: string, text: string, instructions: readonly Instruction[] | null];

/** The instants and sorceries among the rows, by their printed type; the rest are permanents' abilities. */
const SPELLS: Readonly<Record<string, CardType>> = {
  Ephemerate: 'Instant',
  Cloudshift: 'Instant',
  'Reckless Impulse': 'Sorcery',
};

const check = ([name, text, instructions]: Row): void => {
  const [ability, ...more] = compileCard(card(name, [SPELLS[name] ?? 'Creature'], text));
  expect(more).toEqual([]);
  if (instructions === null) expect(ability?.kind).toBe('unsupported');
  else expect(ability && 'instructions' in ability ? ability.instructions : ability).toEqual(instructions);
};

const FLICKER: readonly Row[] = [
  [
    'Ephemerate',
    "Exile target creature you control, then return it to the battlefield under its owner's control.",
    [{ kind: 'flicker', on: 'targets', underOwner: true }],
  ],
  [
    'Cloudshift',
    'Exile target creature you control, then return that card to the battlefield under your control.',
    [{ kind: 'flicker', on: 'targets' }],
  ],
  [
    'Eldrazi Displacer',
    "{2}{C}: Exile another target creature, then return it to the battlefield tapped under its owner's control.",
    [{ kind: 'flicker', on: 'targets', tapped: true, underOwner: true }],
  ],
  [
    'Flickering Spirit',
    "{3}{W}: Exile Flickering Spirit, then return it to the battlefield under its owner's control.",
    [{ kind: 'flicker', on: 'self', underOwner: true }],
  ],
  [
    'Aetherling',
    "{U}: Exile Aetherling. Return it to the battlefield under its owner's control at the beginning of the next end step.",
    [{ kind: 'flicker', on: 'self', underOwner: true, atNextEndStep: true }],
  ],
  [
    'Argent Sphinx',
    '{U}: Exile Argent Sphinx. Return it to the battlefield under your control at the beginning of the next end step.',
    [{ kind: 'flicker', on: 'self', atNextEndStep: true }],
  ],
  [
    'Fable of the Mirror-Breaker',
    'III — Exile this Saga, then return it to the battlefield transformed under your control.',
    [{ kind: 'flicker', on: 'self', transformed: true }],
  ],
  [
    'Tenacious Dead',
    "When Tenacious Dead dies, return it to the battlefield tapped under its owner's control.",
    [{ kind: 'fromGraveyard', on: 'self', to: 'battlefield', tapped: true, underOwner: true }],
  ],
  [
    'Edgar, Charmed Groom',
    "When Edgar, Charmed Groom dies, return it to the battlefield transformed under its owner's control.",
    [{ kind: 'fromGraveyard', on: 'self', to: 'battlefield', transformed: true, underOwner: true }],
  ],
  // CR 603.7: the delayed ability refers to its source only; another object returning later is not read.
  [
    'Flickerwisp',
    "When Flickerwisp enters the battlefield, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
    null,
  ],
  // CR 603.2, 608.2c: "it" is the creature that died, another object: not read.
  [
    'Agyrem',
    "Whenever a white creature dies, return it to the battlefield under its owner's control at the beginning of the next end step.",
    null,
  ],
];

const IMPULSE: readonly Row[] = [
  [
    'Abbot of Keral Keep',
    'When Abbot of Keral Keep enters the battlefield, exile the top card of your library. Until end of turn, you may play that card.',
    [{ kind: 'exileToPlay', amount: 1, until: 'endOfTurn' }],
  ],
  [
    'Chandra, Pyromaster',
    '[0]: Exile the top card of your library. You may play it this turn.',
    [{ kind: 'exileToPlay', amount: 1, until: 'endOfTurn' }],
  ],
  [
    'Reckless Impulse',
    'Exile the top two cards of your library. Until the end of your next turn, you may play those cards.',
    [{ kind: 'exileToPlay', amount: 2, until: 'endOfYourNextTurn' }],
  ],
  [
    'Bard Class',
    'Whenever you cast a legendary spell, exile the top two cards of your library. You may play them this turn.',
    [{ kind: 'exileToPlay', amount: 2, until: 'endOfTurn' }],
  ],
  // "You may cast that card this turn" (as Chandra, Dressed to Kill's, without its colour condition).
  [
    'Chandra, Dressed to Kill',
    '[+1]: Exile the top card of your library. You may cast that card this turn.',
    [{ kind: 'exileToPlay', amount: 1, until: 'endOfTurn', castOnly: true }],
  ],
  // A number of cards that doesn't agree with the words naming them is not read.
  [
    'Reckless Impulse',
    'Exile the top two cards of your library. Until the end of your next turn, you may play that card.',
    null,
  ],
  // Another player's library: the permission would go to a player other than the card's owner.
  [
    'Daxos of Meletis',
    "Whenever Daxos of Meletis deals combat damage to a player, exile the top card of that player's library. You may play it this turn.",
    null,
  ],
];

const EXILED_INSTEAD: readonly Row[] = [
  [
    'Nine-Ringed Bo',
    '{T}: Nine-Ringed Bo deals 1 damage to target Spirit creature. If that creature would die this turn, exile it instead.',
    [
      { kind: 'dealDamage', to: 'targets', amount: { kind: 'constant', n: 1 } },
      { kind: 'exileIfDies', on: 'targets' },
    ],
  ],
  // "That creature" with no target named before it is not read.
  ['Nine-Ringed Bo', '{T}: You gain 1 life. If that creature would die this turn, exile it instead.', null],
];

describe('exiled, then returned; "When [this] dies, return it to the battlefield" (CR 400.7j, 400.7e)', () => {
  it.each(FLICKER)('%s: %s', (...row) => check(row));
});

describe('"If that creature would die this turn, exile it instead" (CR 614.1a)', () => {
  it.each(EXILED_INSTEAD)('%s: %s', (...row) => check(row));
});

describe('impulse draw: "Exile the top card of your library. You may play it this turn." (CR 601.3)', () => {
  it.each(IMPULSE)('%s: %s', (...row) => check(row));
});
