import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "[It] doesn't untap during its controller's next untap step" (CR 502.3, 611.2a), card by card
 * (MTGJSON printed Oracle text): an effect granting the untap restriction until that untap step
 * has passed, on a target, the object itself ("your next untap step", also with the subject left
 * out after "and") or the creature a trigger is about. "Your next untap step" of a target is refused.
 */

const notUntapping = (on: 'targets' | 'self'): Instruction => ({
  kind: 'createEffect',
  on,
  effect: {
    affects: on === 'self' ? { self: true } : {},
    ops: [
      {
        kind: 'addAbilities',
        abilities: [
          {
            kind: 'restriction',
            text: "doesn't untap during its controller's next untap step",
            restriction: { kind: 'doesntUntap' },
          },
        ],
      },
    ],
  },
  duration: 'untilNextUntapStep',
});

const ROWS: readonly (readonly [string, CardType, string, AbilityDef])[] = [
  [
    'Chill of the Grave',
    'Instant',
    "Tap target creature. It doesn't untap during its controller's next untap step.",
    {
      kind: 'spell',
      text: "Tap target creature. It doesn't untap during its controller's next untap step.",
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [{ kind: 'tap', on: 'targets' }, notUntapping('targets')],
    },
  ],
  [
    'Elvish Hunter',
    'Creature',
    "{1}{G}, {T}: Target creature doesn't untap during its controller's next untap step.",
    {
      kind: 'activated',
      text: "{1}{G}, {T}: Target creature doesn't untap during its controller's next untap step.",
      cost: '{1}{G}, {T}',
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [notUntapping('targets')],
    },
  ],
  [
    'Apes of Rath',
    'Creature',
    "Whenever Apes of Rath attacks, it doesn't untap during its controller's next untap step.",
    {
      kind: 'triggered',
      text: "Whenever Apes of Rath attacks, it doesn't untap during its controller's next untap step.",
      trigger: { kind: 'attacks' },
      instructions: [notUntapping('self')],
    },
  ],
  [
    'Arbalest Elite',
    'Creature',
    "{2}{W}, {T}: Arbalest Elite deals 3 damage to target attacking or blocking creature. Arbalest Elite doesn't untap during your next untap step.",
    {
      kind: 'activated',
      text: "{2}{W}, {T}: Arbalest Elite deals 3 damage to target attacking or blocking creature. Arbalest Elite doesn't untap during your next untap step.",
      cost: '{2}{W}, {T}',
      targets: { count: 1, filter: { types: ['Creature'] }, combat: 'attackingOrBlocking' },
      instructions: [
        { kind: 'dealDamage', to: 'targets', amount: { kind: 'constant', n: 3 } },
        notUntapping('self'),
      ],
    },
  ],
  [
    'Reveka, Wizard Savant',
    'Creature',
    "{T}: Reveka, Wizard Savant deals 2 damage to any target and doesn't untap during your next untap step.",
    {
      kind: 'activated',
      text: "{T}: Reveka, Wizard Savant deals 2 damage to any target and doesn't untap during your next untap step.",
      cost: '{T}',
      targets: { count: 1, filter: {}, anyTarget: true },
      instructions: [
        { kind: 'dealDamage', to: 'targets', amount: { kind: 'constant', n: 2 } },
        notUntapping('self'),
      ],
    },
  ],
  [
    'Cinder Marsh',
    'Land',
    "{T}: Add {B} or {R}. Cinder Marsh doesn't untap during your next untap step.",
    {
      kind: 'activated',
      text: "{T}: Add {B} or {R}. Cinder Marsh doesn't untap during your next untap step.",
      cost: '{T}',
      targets: null,
      instructions: [{ kind: 'addMana', mana: ['{B}', '{R}'] }, notUntapping('self')],
    },
  ],
  [
    'Target Tapper (refused: "your next untap step" of a target)',
    'Creature',
    "{T}: Target creature doesn't untap during your next untap step.",
    {
      kind: 'unsupported',
      text: "{T}: Target creature doesn't untap during your next untap step.",
      reason: 'the grammar reads all of it, but no template makes an ability of it',
    },
  ],
];

describe('"doesn\'t untap during its controller\'s next untap step" (CR 502.3, 611.2a)', () => {
  it.each(ROWS)('%s', (name, type, text, ability) => {
    expect(compileCard(card(name.replace(/ \(.*$/, ''), [type], text))).toEqual([ability]);
  });
});
