import { describe, expect, it } from 'vitest';
import type { Filter, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3." (CR
 * 611.3a): one static ability of two effects, the second on the enchanted creature while it
 * isn't what the first needs (the quality negated). Each row is a card's printed Oracle text
 * (MTGJSON) and its effects.
 */

const pt = (power: number, toughness: number): LayerOp => ({
  kind: 'modifyPT',
  power: { kind: 'constant', n: power },
  toughness: { kind: 'constant', n: toughness },
});
const on = (quality: Filter): Filter => ({ attachedToSource: true, ...quality });

const ROWS: readonly (readonly [
  name: string,
  text: string,
  is: Filter,
  isNot: Filter,
  ops: LayerOp,
  otherwise: LayerOp,
])[] = [
  [
    'Clutch of Undeath',
    "Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3.",
    { subtypes: ['Zombie'] },
    { notSubtypes: ['Zombie'] },
    pt(3, 3),
    pt(-3, -3),
  ],
  [
    'Nyx Infusion',
    "Enchanted creature gets +2/+2 as long as it's an enchantment. Otherwise, it gets -2/-2.",
    { types: ['Enchantment'] },
    { notTypes: ['Enchantment'] },
    pt(2, 2),
    pt(-2, -2),
  ],
  [
    "Serra's Boon",
    "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1.",
    { colors: ['W'] },
    { notColors: ['W'] },
    pt(1, 2),
    pt(-2, -1),
  ],
  [
    'Bonds of Faith',
    "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block.",
    { subtypes: ['Human'] },
    { notSubtypes: ['Human'] },
    pt(2, 2),
    {
      kind: 'addAbilities',
      abilities: [
        { kind: 'restriction', text: "can't attack or block", restriction: { kind: 'cantAttackOrBlock' } },
      ],
    },
  ],
];

describe('"… as long as it\'s a Zombie. Otherwise, it gets -3/-3." (CR 611.3a)', () => {
  it.each(ROWS)('%s', (name, text, is, isNot, ops, otherwise) => {
    expect(compileCard(card(name, ['Enchantment'], `Enchant creature\n${text}`))[1]).toEqual({
      kind: 'static',
      text,
      effect: { affects: on(is), ops: [ops] },
      otherwise: { affects: on(isNot), ops: [otherwise] },
    });
  });
});
