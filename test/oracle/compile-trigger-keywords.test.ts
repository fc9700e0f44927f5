import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Keywords compiled as the triggered ability they stand for, each a real card's Oracle text (MTGJSON). */

describe('renown compiles', () => {
  const renown =
    "Renown 2 (When this creature deals combat damage to a player, if it isn't renowned, put two +1/+1 counters on it and it becomes renowned.)";
  it('Citadel Castellan, CR 702.112a: "Renown 2" is a combat damage trigger with an intervening "if it isn\'t renowned"', () => {
    const text = `Vigilance (Attacking doesn't cause this creature to tap.)\n${renown}`;
    expect(compileCard(card('Citadel Castellan', ['Creature'], text))).toEqual([
      {
        kind: 'keyword',
        keyword: 'Vigilance',
        text: "Vigilance (Attacking doesn't cause this creature to tap.)",
      },
      {
        kind: 'triggered',
        text: renown,
        trigger: { kind: 'dealsCombatDamageToPlayer' },
        condition: { kind: 'sourceIs', state: 'renowned', not: true },
        instructions: [{ kind: 'renown', amount: { kind: 'constant', n: 2 } }],
      },
    ]);
  });
});
