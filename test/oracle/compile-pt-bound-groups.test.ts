import { describe, expect, it } from 'vitest';
import type { AbilityDef, PTBound } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Groups named by a bound on power or toughness (CR 208.1): "with power 3 or greater" in an
 * entering trigger (603.6a), a mass destroy (701.8a) and an until-end-of-turn group effect, whose
 * objects are fixed as it resolves (611.2c). A static effect's bound is read in the layers: only
 * a P/T change in 7c is a template (613.8a orders it after what changes power); an ability
 * granted in layer 6 would read power before layer 7 makes it, and stays unsupported.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
const bound = (of: PTBound['of'], side: PTBound['side'], n: number): PTBound => ({ of, side, n });

describe('groups with a power or toughness bound (CR 208.1)', () => {
  it('Elemental Bond: "Whenever a creature with power 3 or greater enters the battlefield under your control, draw a card."', () => {
    const text =
      'Whenever a creature with power 3 or greater enters the battlefield under your control, draw a card.';
    expect(compileCard(card('Elemental Bond', ['Enchantment'], text))).toEqual([
      {
        kind: 'triggered',
        text,
        trigger: {
          kind: 'permanentEnters',
          filter: { types: ['Creature'], ptBound: bound('power', 'atLeast', 3), controller: 'you' },
        },
        instructions: [{ kind: 'drawCards', amount: one(1) }],
      },
    ] satisfies AbilityDef[]);
  });

  it('Dusk: "Destroy all creatures with power 3 or greater."', () => {
    const text = 'Destroy all creatures with power 3 or greater.';
    expect(compileCard(card('Dusk', ['Sorcery'], text))).toEqual([
      {
        kind: 'spell',
        text,
        targets: null,
        instructions: [
          {
            kind: 'destroy',
            on: 'filter',
            filter: { types: ['Creature'], ptBound: bound('power', 'atLeast', 3) },
          },
        ],
      },
    ] satisfies AbilityDef[]);
  });

  it('Sight of the Scalelords: "creatures you control with toughness 4 or greater get +2/+2 and gain vigilance until end of turn"', () => {
    const text =
      'At the beginning of combat on your turn, creatures you control with toughness 4 or greater get +2/+2 and gain vigilance until end of turn.';
    const [ability] = compileCard(card('Sight of the Scalelords', ['Enchantment'], text));
    expect(ability?.kind === 'triggered' && ability.instructions[0]).toMatchObject({
      kind: 'createEffect',
      on: 'filter',
      effect: {
        affects: { types: ['Creature'], ptBound: bound('toughness', 'atLeast', 4), controller: 'you' },
      },
      duration: 'endOfTurn',
    });
  });

  it('a static P/T change in 7c: "Creatures you control with power 2 or less get +1/+0."', () => {
    const text = 'Creatures you control with power 2 or less get +1/+0.';
    expect(compileCard(card('Test Anthem', ['Enchantment'], text))).toEqual([
      {
        kind: 'static',
        text,
        effect: {
          affects: { types: ['Creature'], ptBound: bound('power', 'atMost', 2), controller: 'you' },
          ops: [{ kind: 'modifyPT', power: one(1), toughness: one(0) }],
        },
      },
    ] satisfies AbilityDef[]);
  });

  it('CR 613.1f: "Creatures you control with power 2 or less have flying." (layer 6) stays unsupported', () => {
    const text = 'Creatures you control with power 2 or less have flying.';
    expect(compileCard(card('Test Grant', ['Enchantment'], text))[0]?.kind).toBe('unsupported');
  });
});
