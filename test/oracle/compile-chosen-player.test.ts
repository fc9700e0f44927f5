import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "As [this] enters, choose an opponent." (CR 614.12, 102.3) and the abilities that read "the
 * chosen player", each paragraph a real card's Oracle text (MTGJSON, April 2022).
 */

const choose = (name: string): string => `As ${name} enters the battlefield, choose an opponent.`;
const creature = (name: string, reader: string): CardData =>
  card(name, ['Creature'], `${choose(name)}\n${reader}`);

const SPECTER =
  "Entropic Specter's power and toughness are each equal to the number of cards in the chosen player's hand.";
const NYXATHID = "Nyxathid gets -1/-1 for each card in the chosen player's hand.";
const PALLIMUD = "Pallimud's power is equal to the number of tapped lands the chosen player controls.";
const WAR_BEAST =
  "Skyshroud War Beast's power and toughness are each equal to the number of nonbasic lands the chosen player controls.";

const theirHand: Value = { kind: 'cardsInHand', whose: 'chosenPlayer' };
const theirNonbasics: Value = {
  kind: 'count',
  of: { types: ['Land'], notSupertypes: ['Basic'], controller: 'chosenPlayer' },
};
const cda = (text: string, power: Value, toughness?: Value): AbilityDef => ({
  kind: 'cda',
  text,
  effect: {
    affects: { self: true, zone: 'anywhere' },
    ops: [{ kind: 'setPT', power, ...(toughness ? { toughness } : {}) }],
  },
});

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    'Entropic Specter, CR 614.12, 604.3: the opponent chosen as it enters; P/T count the cards in their hand',
    creature('Entropic Specter', SPECTER),
    [
      { kind: 'asEnters', text: choose('Entropic Specter'), choice: { kind: 'opponent' } },
      cda(SPECTER, theirHand, theirHand),
    ],
  ],
  [
    "Nyxathid, CR 613.4c: -1/-1 for each card in the chosen player's hand",
    creature('Nyxathid', NYXATHID),
    [
      { kind: 'asEnters', text: choose('Nyxathid'), choice: { kind: 'opponent' } },
      {
        kind: 'static',
        text: NYXATHID,
        effect: {
          affects: { self: true },
          ops: [
            {
              kind: 'modifyPT',
              power: { kind: 'times', n: -1, of: theirHand },
              toughness: { kind: 'times', n: -1, of: theirHand },
            },
          ],
        },
      },
    ],
  ],
  [
    'Pallimud, CR 604.3, 110.5: its power counts the tapped lands the chosen player controls',
    creature('Pallimud', PALLIMUD),
    [
      { kind: 'asEnters', text: choose('Pallimud'), choice: { kind: 'opponent' } },
      cda(PALLIMUD, { kind: 'count', of: { types: ['Land'], tapped: true, controller: 'chosenPlayer' } }),
    ],
  ],
  [
    'Skyshroud War Beast, CR 604.3, 205.4c: P/T count the nonbasic lands the chosen player controls',
    creature('Skyshroud War Beast', WAR_BEAST),
    [
      { kind: 'asEnters', text: choose('Skyshroud War Beast'), choice: { kind: 'opponent' } },
      cda(WAR_BEAST, theirNonbasics, theirNonbasics),
    ],
  ],
];

describe('the compiler: "choose an opponent" as it enters, and "the chosen player" (CR 614.12)', () => {
  it.each(ROWS)('%s', (_name, face, expected) => {
    expect(compileCard(face)).toEqual(expected);
  });

  it('Nyxathid\'s reader on a face with no "choose an opponent" names nobody: unsupported, naming why (CR 614.12)', () => {
    const [reader] = compileCard(card('Nyxathid', ['Creature'], NYXATHID));
    expect(reader).toMatchObject({ kind: 'unsupported', reason: expect.stringContaining('614.12') });
  });
});
