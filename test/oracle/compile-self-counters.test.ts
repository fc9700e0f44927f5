import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Counters changed on the object itself by how many it has: "double the number of +1/+1 counters
 * on [this]" (CR 701.10e) and "remove all +1/+1 counters from [this]"; on another object they are
 * not read; and counters put on enchanted creature (303.4). Real cards' Oracle text (MTGJSON).
 */

const ACOLYTE = 'At the beginning of your upkeep, double the number of +1/+1 counters on Ascendant Acolyte.';
const DRAGONSGUARD = '{4}{G}{G}: Double the number of +1/+1 counters on Dragonsguard Elite.';
const BLOOD_HOUND = 'At the beginning of your end step, remove all +1/+1 counters from Blood Hound.';
const AMMIT = 'Whenever Ammit Eternal deals combat damage to a player, remove all -1/-1 counters from it.';
const HYDRAS_GROWTH =
  'At the beginning of your upkeep, double the number of +1/+1 counters on enchanted creature.';

const FORCED = 'At the beginning of your upkeep, put a +1/+1 counter on enchanted creature.';
const TETHER = 'At the beginning of your upkeep, put a -1/-1 counter on enchanted creature.';
const EPHARA =
  "When Ephara's Enlightenment enters the battlefield, put a +1/+1 counter on enchanted creature.";

const onEnchanted = (counter: string) =>
  ({ kind: 'addCounters', on: 'attachedTo', counter, amount: { kind: 'constant', n: 1 } }) as const;
const doubled = {
  kind: 'addCounters',
  on: 'self',
  counter: '+1/+1',
  amount: { kind: 'countersOnSource', counter: '+1/+1' },
} as const;

const ROWS: readonly (readonly [string, string, readonly CardType[], string, AbilityDef])[] = [
  [
    'Ascendant Acolyte, CR 701.10e: as many +1/+1 counters as it has',
    'Ascendant Acolyte',
    ['Creature'],
    ACOLYTE,
    {
      kind: 'triggered',
      text: ACOLYTE,
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      instructions: [doubled],
    },
  ],
  [
    'Dragonsguard Elite, CR 701.10e: an activated ability',
    'Dragonsguard Elite',
    ['Creature'],
    DRAGONSGUARD,
    {
      kind: 'activated',
      text: DRAGONSGUARD,
      cost: '{4}{G}{G}',
      targets: null,
      instructions: [doubled],
    },
  ],
  [
    'Blood Hound: every +1/+1 counter on it',
    'Blood Hound',
    ['Creature'],
    BLOOD_HOUND,
    {
      kind: 'triggered',
      text: BLOOD_HOUND,
      trigger: { kind: 'beginningOfEndStep', whose: 'you' },
      instructions: [{ kind: 'removeAllCounters', counter: '+1/+1' }],
    },
  ],
  [
    'Ammit Eternal: "from it" is the object itself',
    'Ammit Eternal',
    ['Creature'],
    AMMIT,
    {
      kind: 'triggered',
      text: AMMIT,
      trigger: { kind: 'dealsCombatDamageToPlayer' },
      instructions: [{ kind: 'removeAllCounters', counter: '-1/-1' }],
    },
  ],
  [
    'Forced Adaptation, CR 122.1, 303.4: enchanted creature',
    'Forced Adaptation',
    ['Enchantment'],
    FORCED,
    {
      kind: 'triggered',
      text: FORCED,
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      instructions: [onEnchanted('+1/+1')],
    },
  ],
  [
    'Biting Tether, CR 122.1: a -1/-1 counter on enchanted creature',
    'Biting Tether',
    ['Enchantment'],
    TETHER,
    {
      kind: 'triggered',
      text: TETHER,
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      instructions: [onEnchanted('-1/-1')],
    },
  ],
  [
    "Ephara's Enlightenment, CR 122.1: as it enters",
    "Ephara's Enlightenment",
    ['Enchantment'],
    EPHARA,
    {
      kind: 'triggered',
      text: EPHARA,
      trigger: { kind: 'entersBattlefield' },
      instructions: [onEnchanted('+1/+1')],
    },
  ],
];

describe('counters doubled or removed on the object itself compile (CR 701.10e, 122.1)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });

  it("Hydra's Growth: doubling on enchanted creature is not read", () => {
    expect(compileCard(card("Hydra's Growth", ['Enchantment'], HYDRAS_GROWTH))).toMatchObject([
      { kind: 'unsupported' },
    ]);
  });
});
