import type { AbilityDef, Value } from '../../../src/effects/types.js';
import {
  activated,
  anyTarget,
  damageTargets,
  grant,
  keyword,
  n,
  setPT,
  targetCreature,
  whenEnters,
} from './build.js';

const x: Value = { kind: 'x' };

/** CR 711.2a-b: a level striation, a static ability of the leveler itself. */
const level = (
  text: string,
  min: number,
  max: number | null,
  [power, toughness]: readonly [number, number],
  ability: AbilityDef,
): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects: { self: true }, ops: [setPT(power, toughness), grant(ability)] },
  condition: { kind: 'levelBetween', min, max },
});

/** Creatures that enter with counters (CR 614.1c, 107.3m), put them on, or live by them. */
export const FORMER_COUNTERS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Walking Ballista': [
    {
      kind: 'entersWithCounters',
      text: 'Walking Ballista enters the battlefield with X +1/+1 counters on it.',
      counter: '+1/+1',
      amount: x,
    },
    activated('{4}: Put a +1/+1 counter on Walking Ballista.', '{4}', null, {
      kind: 'addCounters',
      on: 'self',
      counter: '+1/+1',
      amount: n(1),
    }),
    {
      kind: 'activated',
      text: 'Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.',
      cost: '',
      extraCosts: [{ kind: 'removeCounters', counter: '+1/+1', amount: 1 }],
      targets: anyTarget,
      instructions: [damageTargets(1)],
    },
  ],
  'Endless One': [
    {
      kind: 'entersWithCounters',
      text: 'Endless One enters the battlefield with X +1/+1 counters on it.',
      counter: '+1/+1',
      amount: x,
    },
  ],
  Skinrender: [
    // The targeted trigger resolves with a `resolve` action naming Skinrender, this ability
    // and its target (see src/engine/triggers/enter-triggers.ts): entering names no targets.
    whenEnters(
      'When Skinrender enters the battlefield, put three -1/-1 counters on target creature.',
      targetCreature,
      { kind: 'addCounters', on: 'targets', counter: '-1/-1', amount: n(3) },
    ),
  ],
  'Kitchen Finks': [
    whenEnters('When Kitchen Finks enters the battlefield, you gain 2 life.', null, {
      kind: 'gainLife',
      amount: n(2),
    }),
    // CR 702.79a: state-based.ts returns a creature with persist as it dies.
    keyword(
      'Persist',
      "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
    ),
  ],
  'Student of Warfare': [
    // CR 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
    {
      kind: 'activated',
      text: 'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)',
      cost: '{W}',
      timing: 'sorcery',
      targets: null,
      instructions: [{ kind: 'addCounters', on: 'self', counter: 'level', amount: n(1) }],
    },
    level('LEVEL 2-6\n3/3\nFirst strike', 2, 6, [3, 3], keyword('First strike')),
    level('LEVEL 7+\n4/4\nDouble strike', 7, null, [4, 4], keyword('Double strike')),
  ],
};
