import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Detain (CR 701.35a), card by card (MTGJSON printed Oracle text, reminder text included): an
 * effect on the targets until the controller's next turn (611.2a) granting "can't attack or
 * block" and "its activated abilities can't be activated". "Detain each …" is refused.
 */

const detained: Instruction = {
  kind: 'createEffect',
  on: 'targets',
  effect: {
    affects: {},
    ops: [
      {
        kind: 'addAbilities',
        abilities: [
          { kind: 'restriction', text: "can't attack or block", restriction: { kind: 'cantAttackOrBlock' } },
        ],
      },
      {
        kind: 'addAbilities',
        abilities: [
          {
            kind: 'restriction',
            text: "its activated abilities can't be activated",
            restriction: { kind: 'cantActivateAbilities' },
          },
        ],
      },
    ],
  },
  duration: 'untilYourNextTurn',
};
const REMINDER =
  "(Until your next turn, that creature can't attack or block and its activated abilities can't be activated.)";
const PERMANENT_REMINDER =
  "(Until your next turn, that permanent can't attack or block and its activated abilities can't be activated.)";

const ROWS: readonly (readonly [string, CardType, string, AbilityDef])[] = [
  [
    'Lyev Decree',
    'Sorcery',
    "Detain up to two target creatures your opponents control. (Until your next turn, those creatures can't attack or block and their activated abilities can't be activated.)",
    {
      kind: 'spell',
      text: "Detain up to two target creatures your opponents control. (Until your next turn, those creatures can't attack or block and their activated abilities can't be activated.)",
      targets: { count: 0, filter: { types: ['Creature'], controller: 'opponents' }, upTo: 2 },
      instructions: [detained],
    },
  ],
  [
    'Azorius Arrester',
    'Creature',
    `When Azorius Arrester enters the battlefield, detain target creature an opponent controls. ${REMINDER}`,
    {
      kind: 'triggered',
      text: `When Azorius Arrester enters the battlefield, detain target creature an opponent controls. ${REMINDER}`,
      trigger: { kind: 'entersBattlefield' },
      targets: { count: 1, filter: { types: ['Creature'], controller: 'opponents' } },
      instructions: [detained],
    },
  ],
  [
    'New Prahv Guildmage',
    'Creature',
    `{3}{W}{U}: Detain target nonland permanent an opponent controls. ${PERMANENT_REMINDER}`,
    {
      kind: 'activated',
      text: `{3}{W}{U}: Detain target nonland permanent an opponent controls. ${PERMANENT_REMINDER}`,
      cost: '{3}{W}{U}',
      targets: { count: 1, filter: { notTypes: ['Land'], controller: 'opponents' } },
      instructions: [detained],
    },
  ],
  [
    'Lavinia of the Tenth (refused: "detain each …")',
    'Creature',
    'When Lavinia of the Tenth enters the battlefield, detain each nonland permanent your opponents control with mana value 4 or less.',
    {
      kind: 'unsupported',
      text: 'When Lavinia of the Tenth enters the battlefield, detain each nonland permanent your opponents control with mana value 4 or less.',
      reason:
        'the grammar reads "When Lavinia of the Tenth enters the battlefield, detain" and stops at "each nonland permanent" (character 57)',
    },
  ],
];

describe('detain (CR 701.35a)', () => {
  it.each(ROWS)('%s', (name, type, text, ability) => {
    expect(compileCard(card(name.replace(/ \(.*$/, ''), [type], text))).toEqual([ability]);
  });
});
