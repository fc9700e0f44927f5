import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignedCombatDamage,
  EFFECT_OPERATIONS,
  EFFECT_TARGETS,
  type EffectShape,
  effectAmount,
  modifyPowerToughness,
  totalPowerToughness,
} from '../../src/numbers/index.js';

const other: EffectShape = { operation: 'other', target: 'other' };

describe('CR 107.1b examples', () => {
  const threeFour = { power: 3, toughness: 4 };
  const minusTwoFour = modifyPowerToughness(threeFour, { power: -5, toughness: 0 });

  it.each([
    {
      name: 'CR 107.1b example: 3/4 gets -5/-0 -> -2/4',
      actual: () => minusTwoFour,
      expected: { power: -2, toughness: 4 },
    },
    {
      name: 'CR 107.1b example: the -2/4 creature assigns no combat damage (and CR 510.1a)',
      actual: () => assignedCombatDamage(minusTwoFour.power),
      expected: 0,
    },
    {
      name: 'CR 107.1b example: the -2/4 creature has total power and toughness 2',
      actual: () => totalPowerToughness(minusTwoFour),
      expected: 2,
    },
    {
      name: 'CR 107.1b example: 3/4 gets -5/-0 -> -2/4, then +3/+0 -> 1/4',
      actual: () => modifyPowerToughness(minusTwoFour, { power: 3, toughness: 0 }),
      expected: { power: 1, toughness: 4 },
    },
    {
      name: 'CR 107.1b example: Viridian Joiner with -2/-0 adds no mana',
      actual: () => {
        const joiner = modifyPowerToughness({ power: 1, toughness: 2 }, { power: -2, toughness: 0 });
        // "Add an amount of {G} equal to this creature's power."
        return effectAmount(joiner.power, other);
      },
      expected: 0,
    },
    {
      name: 'CR 107.1b example: Chameleon Colossus at -2/4 gets +X/+X where X is its power: stays -2/4',
      actual: () => {
        const colossus = modifyPowerToughness({ power: 4, toughness: 4 }, { power: -6, toughness: 0 });
        // "This creature gets +X/+X until end of turn, where X is its power."
        const x = effectAmount(colossus.power, { operation: 'other', target: 'powerToughness' });
        return modifyPowerToughness(colossus, { power: x, toughness: x });
      },
      expected: { power: -2, toughness: 4 },
    },
  ])('$name', ({ actual, expected }) => {
    expect(actual()).toEqual(expected);
  });
});

describe('effectAmount (CR 107.1b, 107.2)', () => {
  it.each<{ name: string; raw: number; effect: EffectShape; expected: number }>([
    {
      name: 'CR 107.1b: doubling a -3 life total sets it to -6',
      raw: -6,
      effect: { operation: 'double', target: 'lifeTotal' },
      expected: -6,
    },
    {
      name: "CR 107.1b: tripling a creature's -2 power makes it -6",
      raw: -6,
      effect: { operation: 'triple', target: 'powerToughness' },
      expected: -6,
    },
    {
      name: 'CR 107.1b: setting a life total to a negative number keeps it negative',
      raw: -4,
      effect: { operation: 'set', target: 'lifeTotal' },
      expected: -4,
    },
    {
      name: "CR 107.1b: setting a creature card's power to a negative number keeps it negative",
      raw: -1,
      effect: { operation: 'set', target: 'powerToughness' },
      expected: -1,
    },
    {
      name: 'CR 107.1b: gaining life equal to a power of -2 gains 0 (no negative life gain)',
      raw: -2,
      effect: { operation: 'other', target: 'lifeTotal' },
      expected: 0,
    },
    {
      name: 'CR 107.1b: doubling damage that works out to -3 deals 0 (no negative damage)',
      raw: -3,
      effect: { operation: 'double', target: 'other' },
      expected: 0,
    },
    {
      name: 'CR 107.1b: a positive result is used as it is (4)',
      raw: 4,
      effect: other,
      expected: 4,
    },
    {
      name: "CR 107.2: a result that can't be determined is 0, even for a set life total",
      raw: Number.NaN,
      effect: { operation: 'set', target: 'lifeTotal' },
      expected: 0,
    },
  ])('$name', ({ raw, effect, expected }) => {
    expect(effectAmount(raw, effect)).toBe(expected);
  });

  const shapes = fc.record({
    operation: fc.constantFrom(...EFFECT_OPERATIONS),
    target: fc.constantFrom(...EFFECT_TARGETS),
  });

  it("CR 107.1b property: an effect that isn't doubling, tripling or setting never uses a negative number", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...EFFECT_TARGETS), (raw, target) => {
        const amount = effectAmount(raw, { operation: 'other', target });
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });

  it('CR 107.1b property: an effect on neither a life total nor power/toughness never uses a negative number', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...EFFECT_OPERATIONS), (raw, operation) => {
        expect(effectAmount(raw, { operation, target: 'other' })).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('CR 107.1b property: a result of zero or more is always used unchanged', () => {
    fc.assert(
      fc.property(fc.nat(), shapes, (raw, effect) => {
        expect(effectAmount(raw, effect)).toBe(raw);
      }),
    );
  });
});

describe('assignedCombatDamage (CR 107.1b, 510.1a)', () => {
  it.each([
    { name: 'CR 510.1a: a 3-power creature assigns 3', power: 3, expected: 3 },
    { name: 'CR 510.1a: a 0-power creature assigns none', power: 0, expected: 0 },
    { name: 'CR 107.1b example / 510.1a: a -2-power creature assigns none', power: -2, expected: 0 },
    { name: "CR 107.2: a power that can't be determined assigns none", power: Number.NaN, expected: 0 },
  ])('$name', ({ power, expected }) => {
    expect(assignedCombatDamage(power)).toBe(expected);
  });

  it('CR 510.1a property: damage is the power when positive, otherwise none', () => {
    fc.assert(
      fc.property(fc.integer(), (power) => {
        if (power > 0) expect(assignedCombatDamage(power)).toBe(power);
        else expect(assignedCombatDamage(power)).toBe(0);
      }),
    );
  });
});
