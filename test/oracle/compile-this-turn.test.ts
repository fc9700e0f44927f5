import { describe, expect, it } from 'vitest';
import type { AbilityDef, Restriction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Combat restrictions an effect sets "this turn" (CR 508.1c, 509.1b, 514.2), card by card
 * (MTGJSON, April 2022): a restriction ability granted until end of turn, alone or after a P/T
 * change. A restriction "this turn" with an exception the grammar can't read is refused.
 */

const granted = (phrase: string, restriction: Restriction) =>
  ({
    kind: 'addAbilities',
    abilities: [{ kind: 'restriction', text: `${phrase} this turn`, restriction }],
  }) as const;

const ROWS: readonly (readonly [string, string, AbilityDef])[] = [
  [
    'Goblin Shortcutter',
    "When Goblin Shortcutter enters the battlefield, target creature can't block this turn.",
    {
      kind: 'triggered',
      text: "When Goblin Shortcutter enters the battlefield, target creature can't block this turn.",
      trigger: { kind: 'entersBattlefield' },
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { affects: {}, ops: [granted("can't block", { kind: 'cantBlock' })] },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Blockade Runner',
    "{U}: Blockade Runner can't be blocked this turn.",
    {
      kind: 'activated',
      text: "{U}: Blockade Runner can't be blocked this turn.",
      cost: '{U}',
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'self',
          effect: { affects: { self: true }, ops: [granted("can't be blocked", { kind: 'cantBeBlocked' })] },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Coastline Chimera',
    '{1}{W}: Coastline Chimera can block an additional creature this turn.',
    {
      kind: 'activated',
      text: '{1}{W}: Coastline Chimera can block an additional creature this turn.',
      cost: '{1}{W}',
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'self',
          effect: {
            affects: { self: true },
            ops: [granted('can block an additional creature', { kind: 'canBlockAdditional', n: 1 })],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Gingerbrute (refused: "except by creatures with haste")',
    "{1}: Gingerbrute can't be blocked this turn except by creatures with haste.",
    {
      kind: 'unsupported',
      text: "{1}: Gingerbrute can't be blocked this turn except by creatures with haste.",
      reason:
        'the grammar reads "{1}: Gingerbrute can\'t be blocked this turn" and stops at "except by creatures" (character 44)',
    },
  ],
];

describe('restrictions "this turn" (CR 508.1c, 509.1b)', () => {
  it.each(ROWS)('%s', (name, text, ability) => {
    expect(compileCard(card(name.replace(/ \(.*$/, ''), ['Creature'], text))).toEqual([ability]);
  });
});
