import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "Creatures without flying" (CR 613.1f): a group of the creatures that don't have the keyword,
 * read after layer 6 like "creatures with flying" (`withoutKeyword`). Real cards' Oracle text
 * (MTGJSON).
 */

const withoutFlying = { types: ['Creature'], withoutKeyword: 'Flying' };

describe('"creatures without flying" (CR 613.1f)', () => {
  it('Chaosphere, CR 702.17a: "Creatures without flying have reach."', () => {
    const text = 'Creatures without flying have reach. (They can block creatures with flying.)';
    expect(compileCard(card('Chaosphere', ['Enchantment'], text))).toEqual([
      {
        kind: 'static',
        text,
        effect: {
          affects: withoutFlying,
          ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Reach', text: 'Reach' }] }],
        },
      },
    ]);
  });

  it('Smog Elemental: "Creatures with flying your opponents control get -1/-1." (the quality before the controller)', () => {
    const text = 'Creatures with flying your opponents control get -1/-1.';
    expect(compileCard(card('Smog Elemental', ['Creature'], text))).toEqual([
      {
        kind: 'static',
        text,
        effect: {
          affects: { types: ['Creature'], withKeyword: 'Flying', controller: 'opponents' },
          ops: [
            { kind: 'modifyPT', power: { kind: 'constant', n: -1 }, toughness: { kind: 'constant', n: -1 } },
          ],
        },
      },
    ]);
  });

  it('Moat, CR 508.1c: "Creatures without flying can\'t attack."', () => {
    const text = "Creatures without flying can't attack.";
    expect(compileCard(card('Moat', ['Enchantment'], text))).toEqual([
      {
        kind: 'static',
        text,
        effect: {
          affects: withoutFlying,
          ops: [
            {
              kind: 'addAbilities',
              abilities: [{ kind: 'restriction', text: "can't attack", restriction: { kind: 'cantAttack' } }],
            },
          ],
        },
      },
    ]);
  });
});
