import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "[it] gains your choice of K1, K2, or K3 until end of turn" (CR 608.2d): the keyword chosen as
 * it resolves, each paragraph a real card's Oracle text (MTGJSON, April 2022).
 */

const BUTCHER =
  'Sacrifice another creature: Butcher of the Horde gains your choice of vigilance, lifelink, or haste until end of turn.';
const ARTISAN =
  '{2}: Target artifact creature gains your choice of flying, trample, or haste until end of turn.';
const GIDEON =
  '[+1]: Up to one other target creature you control gains your choice of vigilance, lifelink, or indestructible until end of turn.';
const PLEDGEMAGE =
  'Magecraft — Whenever you cast or copy an instant or sorcery spell, Silverquill Pledgemage gains your choice of flying or lifelink until end of turn.';

const GIFT = 'Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn.';

const ROWS: readonly (readonly [string, CardData, Instruction])[] = [
  [
    'Butcher of the Horde: its source gains one of three',
    card('Butcher of the Horde', ['Creature'], BUTCHER),
    { kind: 'gainChosenKeyword', on: 'self', keywords: ['Vigilance', 'Lifelink', 'Haste'] },
  ],
  [
    'Golem Artisan: its target gains one of three',
    card('Golem Artisan', ['Artifact', 'Creature'], ARTISAN),
    { kind: 'gainChosenKeyword', on: 'targets', keywords: ['Flying', 'Trample', 'Haste'] },
  ],
  [
    'Gideon Blackblade: up to one other target creature you control (601.2c) gains one of three',
    card('Gideon Blackblade', ['Planeswalker'], GIDEON, ['Legendary']),
    { kind: 'gainChosenKeyword', on: 'targets', keywords: ['Vigilance', 'Lifelink', 'Indestructible'] },
  ],
  [
    'Silverquill Pledgemage: a triggered ability, one of two',
    card('Silverquill Pledgemage', ['Creature'], PLEDGEMAGE),
    { kind: 'gainChosenKeyword', on: 'self', keywords: ['Flying', 'Lifelink'] },
  ],
  [
    "Alchemist's Gift: a P/T change in the same effect as the chosen keyword (611.2c)",
    card("Alchemist's Gift", ['Instant'], GIFT),
    {
      kind: 'gainChosenKeyword',
      on: 'targets',
      keywords: ['Deathtouch', 'Lifelink'],
      alsoOps: [
        { kind: 'modifyPT', power: { kind: 'constant', n: 1 }, toughness: { kind: 'constant', n: 1 } },
      ],
    },
  ],
];

/** Choices of keywords nothing in the engine reads yet: each stays unsupported. */
const REFUSED: readonly (readonly [string, CardData])[] = [
  [
    "Urza's Avenger: banding (702.22) is not one of the engine's keywords, so the choice is not read",
    card(
      "Urza's Avenger",
      ['Artifact', 'Creature'],
      "{0}: Urza's Avenger gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn.",
    ),
  ],
  [
    'Walking Sponge: losing the chosen keyword is not read',
    card(
      'Walking Sponge',
      ['Creature'],
      '{T}: Target creature loses your choice of flying, first strike, or trample until end of turn.',
    ),
  ],
];

describe('the compiler: "gains your choice of" keywords (CR 608.2d)', () => {
  it.each(ROWS)('%s', (_name, face, instruction) => {
    expect(compileCard(face)[0]).toMatchObject({ instructions: [instruction] });
  });

  it.each(REFUSED)('%s', (_name, face) => {
    expect(compileCard(face)[0]?.kind).toBe('unsupported');
  });
});
