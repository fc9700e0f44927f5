import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Groups named by a quality of their members: "with flying" reads each object's abilities after
 * layer 6 (CR 613.1f), "with a +1/+1 counter on it" its counters (122.1).
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;

describe('groups with a keyword or a counter (CR 613.1f, 122.1)', () => {
  it('Empyrean Eagle: "Other creatures you control with flying get +1/+1."', () => {
    const text = 'Other creatures you control with flying get +1/+1.';
    expect(compileCard(card('Empyrean Eagle', ['Creature'], `Flying\n${text}`))[1]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: { types: ['Creature'], other: true, withKeyword: 'Flying', controller: 'you' },
        ops: [{ kind: 'modifyPT', power: one(1), toughness: one(1) }],
      },
    } satisfies AbilityDef);
  });

  it('Crowned Ceratok: "Each creature you control with a +1/+1 counter on it has trample."', () => {
    const text = 'Each creature you control with a +1/+1 counter on it has trample.';
    expect(compileCard(card('Crowned Ceratok', ['Creature'], `Trample\n${text}`))[1]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: { types: ['Creature'], withCounter: '+1/+1', controller: 'you' },
        ops: [
          { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Trample', text: 'Trample' }] },
        ],
      },
    } satisfies AbilityDef);
  });

  it('"with flying, deathtouch, and/or lifelink" (any of several) stays unsupported', () => {
    const text = 'Each creature you control with flying, deathtouch, and/or lifelink gets +1/+0.';
    expect(compileCard(card('Test', ['Creature'], text))[0]?.kind).toBe('unsupported');
  });
});
