import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * CR 122.1b-h: some counters have a meaning of their own (a shield counter prevents damage and
 * destruction, 122.1c; a stun counter stops an untap, 122.1d). The engine doesn't give those
 * meanings yet, so an instruction putting them stays unsupported with its reason rather than put
 * a counter that would do nothing; counters with no meaning of their own, or one the engine
 * gives (+1/+1, 122.1a), are put.
 */

const instant = (name: string, text: string) => card(name, ['Instant'], text);

const ROWS: readonly (readonly [name: string, text: string, kinds: readonly string[]])[] = [
  ['Boon of Safety (122.1c)', 'Put a shield counter on target creature you control.', ['unsupported']],
  ['a stun counter (122.1d)', 'Put a stun counter on target creature.', ['unsupported']],
  ['Battlegrowth (122.1a)', 'Put a +1/+1 counter on target creature.', ['spell']],
  ['a charge counter (no meaning of its own)', 'Put a charge counter on target artifact.', ['spell']],
];

describe('counters whose meaning the engine does not give are not put (CR 122.1)', () => {
  it.each(ROWS)('%s: "%s"', (name, text, kinds) => {
    expect(compileCard(instant(name, text)).map((a) => a.kind)).toEqual(kinds);
  });
});
