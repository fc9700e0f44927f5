import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type XContext, xValueOf, ZONES } from '../../src/numbers/index.js';

const spellWithX = (x: number): XContext => ({ kind: 'manaCost', zone: 'stack', valueOnStack: x });

describe('xValueOf', () => {
  it.each<{ name: string; context: XContext; expected: number }>([
    {
      name: 'CR 107.3a: a spell on the stack with X announced as 4 has X = 4',
      context: spellWithX(4),
      expected: 4,
    },
    {
      name: 'CR 107.3a with 107.2: a spell on the stack whose X is unknown has X = 0',
      context: { kind: 'manaCost', zone: 'stack' },
      expected: 0,
    },
    {
      name: 'CR 107.3c: X defined by the text as the number of lands you control (5)',
      context: { kind: 'textDefined', value: 5 },
      expected: 5,
    },
    {
      name: 'CR 107.3c: the defined X changes while on the stack (now 2)',
      context: { kind: 'textDefined', value: 2 },
      expected: 2,
    },
    {
      name: "CR 107.3c with 107.2: a defined X that can't be determined is 0",
      context: { kind: 'textDefined', value: undefined },
      expected: 0,
    },
    {
      name: 'CR 107.3d: X in a suspend cost chosen as 3 before paying',
      context: { kind: 'specialActionCost', chosen: 3 },
      expected: 3,
    },
    {
      name: 'CR 107.3e: a spell referring to the X of a spell on the stack with X = 5 uses 5',
      context: { kind: 'otherObject', other: spellWithX(5) },
      expected: 5,
    },
    {
      name: 'CR 107.3e with 107.3g: referring to the {X} of a card in a graveyard uses 0',
      context: { kind: 'otherObject', other: { kind: 'manaCost', zone: 'graveyard', valueOnStack: 5 } },
      expected: 0,
    },
    {
      name: "CR 107.3e with 107.2: an other object that can't be determined gives 0",
      context: { kind: 'otherObject' },
      expected: 0,
    },
    {
      name: 'CR 107.3f: X only in the text, chosen as 2 as the spell resolves',
      context: { kind: 'textOnly', chosen: 2 },
      expected: 2,
    },
    {
      name: 'CR 107.3h: paying the mana cost of a spell on the stack cast with X = 3 uses 3',
      context: { kind: 'payManaCost', zone: 'stack', valueAsCast: 3 },
      expected: 3,
    },
    {
      name: 'CR 107.3h: paying the mana cost of a card in exile uses X = 0',
      context: { kind: 'payManaCost', zone: 'exile', valueAsCast: 3 },
      expected: 0,
    },
    {
      name: 'CR 107.3i: an X in the text of a spell cast with X = 3 is 3, like its cost',
      context: spellWithX(3),
      expected: 3,
    },
    {
      name: 'CR 107.3j: a gained ability that defines X as 2 uses 2',
      context: { kind: 'gainedAbility', definedByAbility: 2 },
      expected: 2,
    },
    {
      name: "CR 107.3j: a gained ability that doesn't define X uses 0",
      context: { kind: 'gainedAbility' },
      expected: 0,
    },
    {
      name: 'CR 107.3k: an activated ability with X = 6 in its activation cost uses its own 6',
      context: { kind: 'activationCost', announced: 6 },
      expected: 6,
    },
    {
      name: 'CR 107.3m: the ETB trigger of a permanent cast with X = 4 uses 4',
      context: { kind: 'entersAbility', spellX: 4 },
      expected: 4,
    },
    {
      name: 'CR 107.3m: the permanent itself, cast with X = 4, has X = 0',
      context: { kind: 'manaCost', zone: 'battlefield', valueOnStack: 4 },
      expected: 0,
    },
    {
      name: 'CR 107.3m with 107.2: the ETB replacement of a permanent put onto the battlefield uncast uses 0',
      context: { kind: 'entersAbility' },
      expected: 0,
    },
    {
      name: 'CR 107.3n: a delayed trigger created by a spell with X = 3 uses 3',
      context: { kind: 'delayedTrigger', creatorX: 3 },
      expected: 3,
    },
    {
      name: 'CR 107.3n with 107.3c: a delayed trigger whose own text defines X = 1 uses 1',
      context: { kind: 'delayedTrigger', ownText: 1, creatorX: 3 },
      expected: 1,
    },
    {
      name: "CR 107.3n with 107.2: a delayed trigger whose own defined X can't be determined uses 0",
      context: { kind: 'delayedTrigger', ownText: Number.NaN, creatorX: 3 },
      expected: 0,
    },
  ])('$name', ({ context, expected }) => {
    expect(xValueOf(context)).toBe(expected);
  });

  describe.each(ZONES.filter((zone) => zone !== 'stack'))('CR 107.3g: a card in the %s', (zone) => {
    it('has {X} = 0 in its mana cost, even with X defined in its text', () => {
      expect(xValueOf({ kind: 'manaCost', zone, valueOnStack: 7 })).toBe(0);
    });
  });

  describe('CR 107.3i / 107.3j / 107.3k: one object, several X values', () => {
    it.each([
      { name: 'CR 107.3i: the spell itself, cast with X = 3', context: spellWithX(3), expected: 3 },
      {
        name: 'CR 107.3j: an ability it gained without defining X',
        context: { kind: 'gainedAbility' } as const,
        expected: 0,
      },
      {
        name: 'CR 107.3k: one activation of its ability, X = 1',
        context: { kind: 'activationCost', announced: 1 } as const,
        expected: 1,
      },
      {
        name: 'CR 107.3k: another activation of the same ability, X = 8',
        context: { kind: 'activationCost', announced: 8 } as const,
        expected: 8,
      },
    ])('$name', ({ context, expected }) => {
      expect(xValueOf(context)).toBe(expected);
    });
  });

  const contexts: fc.Arbitrary<XContext> = fc.oneof(
    fc.record({
      kind: fc.constant('manaCost' as const),
      zone: fc.constantFrom(...ZONES),
      valueOnStack: fc.nat(),
    }),
    fc.record({ kind: fc.constant('textDefined' as const), value: fc.integer() }),
    fc.record({ kind: fc.constant('activationCost' as const), announced: fc.nat() }),
    fc.record({ kind: fc.constant('entersAbility' as const), spellX: fc.nat() }),
  );

  it("CR 107.3e property: referring to another object gives exactly that object's X", () => {
    fc.assert(
      fc.property(contexts, (other) => {
        expect(xValueOf({ kind: 'otherObject', other })).toBe(xValueOf(other));
      }),
    );
  });

  it('CR 107.3g / 107.3h property: off the stack, {X} in a mana cost is always 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES.filter((zone) => zone !== 'stack')), fc.nat(), (zone, x) => {
        expect(xValueOf({ kind: 'manaCost', zone, valueOnStack: x })).toBe(0);
        expect(xValueOf({ kind: 'payManaCost', zone, valueAsCast: x })).toBe(0);
      }),
    );
  });

  it('CR 107.3a / 107.3h property: on the stack, a spell keeps the X it was cast with', () => {
    fc.assert(
      fc.property(fc.nat(), (x) => {
        expect(xValueOf(spellWithX(x))).toBe(x);
        expect(xValueOf({ kind: 'payManaCost', zone: 'stack', valueAsCast: x })).toBe(x);
      }),
    );
  });
});
