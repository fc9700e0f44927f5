import { describe, expect, it } from 'vitest';
import type { AbilityDef, Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "Whenever a [creature you control] attacks" (CR 508.3a), "Whenever a creature attacks you [or a
 * planeswalker you control]" (506.3): once for each attacker the filter matches, "it" the trigger object (603.2, 608.2c). Real cards' Oracle text (MTGJSON).
 */

const ROWS: readonly (readonly [string, string, Trigger])[] = [
  [
    'Fervent Charge',
    'Whenever a creature you control attacks, it gets +2/+2 until end of turn.',
    { kind: 'creatureAttacks', filter: { types: ['Creature'], controller: 'you' } },
  ],
  [
    'Glory Bearers',
    'Whenever another creature you control attacks, it gets +0/+1 until end of turn.',
    { kind: 'creatureAttacks', filter: { types: ['Creature'], other: true, controller: 'you' } },
  ],
  [
    'Gravity Well',
    'Whenever a creature with flying attacks, it loses flying until end of turn.',
    { kind: 'creatureAttacks', filter: { types: ['Creature'], withKeyword: 'Flying' } },
  ],
  // CR 506.3: only an attacker of the ability's controller, or of a planeswalker they control.
  [
    'Briar Patch',
    'Whenever a creature attacks you, it gets -1/-0 until end of turn.',
    { kind: 'creatureAttacks', filter: { types: ['Creature'] }, attacking: 'you' },
  ],
  [
    'Crown of Doom',
    'Whenever a creature attacks you or a planeswalker you control, it gets +2/+0 until end of turn.',
    { kind: 'creatureAttacks', filter: { types: ['Creature'] }, attacking: 'youOrYourPlaneswalker' },
  ],
];

describe('"Whenever a creature you control attacks" compiles (CR 508.3a)', () => {
  it.each(ROWS)('%s', (name, text, trigger) => {
    expect(compileCard(card(name, ['Enchantment'], text))[0]).toMatchObject({
      kind: 'triggered',
      trigger,
      instructions: [{ kind: 'createEffect', on: 'triggerObject', duration: 'endOfTurn' }],
    });
  });

  it('Gleam of Battle, CR 122.1: "put a +1/+1 counter on it", the attacker', () => {
    const text = 'Whenever a creature you control attacks, put a +1/+1 counter on it.';
    expect(compileCard(card('Gleam of Battle', ['Enchantment'], text))).toEqual<AbilityDef[]>([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'creatureAttacks', filter: { types: ['Creature'], controller: 'you' } },
        instructions: [
          { kind: 'addCounters', on: 'triggerObject', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
        ],
      },
    ]);
  });

  it('Elite Scaleguard, CR 508.5: "defending player" of another creature\'s attack stays unsupported, saying why', () => {
    const text =
      'Whenever a creature you control with a +1/+1 counter on it attacks, tap target creature defending player controls.';
    expect(compileCard(card('Elite Scaleguard', ['Creature'], text))[0]).toMatchObject({
      kind: 'unsupported',
      reason: expect.stringMatching(/^"defending player" of a trigger on another creature's attack/),
    });
  });
});
