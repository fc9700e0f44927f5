import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter, Restriction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * CR 509.1b-c, 613.1f: a combat restriction a static ability grants ("Equipped creature can't be
 * blocked by creatures with power 4 or greater.", "Each creature you control with a +1/+1 counter
 * on it can block an additional creature each combat."), a restriction ability added in layer 6
 * and read like the creature's own.
 * Real cards' Oracle text (MTGJSON).
 */

const MASK = "Equipped creature can't be blocked by creatures with power 4 or greater.";
const TACTICIAN =
  'Each creature you control with a +1/+1 counter on it can block an additional creature each combat.';
const TROLL = "Each creature you control with power 4 or greater can't be blocked by more than one creature.";

const granted = (text: string, affects: Filter, phrase: string, restriction: Restriction): AbilityDef => ({
  kind: 'static',
  text,
  effect: {
    affects,
    ops: [{ kind: 'addAbilities', abilities: [{ kind: 'restriction', text: phrase, restriction }] }],
  },
});

const ROWS: readonly (readonly [string, string, readonly CardType[], string, AbilityDef])[] = [
  [
    "Hedgewitch's Mask, CR 509.1b, 301.5: the equipped creature can't be blocked by creatures with power 4 or greater",
    "Hedgewitch's Mask",
    ['Artifact'],
    MASK,
    granted(MASK, { attachedToSource: true }, "can't be blocked by creatures with power 4 or greater", {
      kind: 'cantBeBlockedBy',
      by: [{ powerAtLeast: 4 }],
    }),
  ],
  [
    "Cenn's Tactician, CR 509.1b, 122.1: each of its controller's creatures with a +1/+1 counter can block an additional creature",
    "Cenn's Tactician",
    ['Creature'],
    TACTICIAN,
    granted(
      TACTICIAN,
      { types: ['Creature'], withCounter: '+1/+1', controller: 'you' },
      'can block an additional creature each combat',
      { kind: 'canBlockAdditional', n: 1 },
    ),
  ],
  [
    'Challenger Troll, CR 613.8a: an ability granted in layer 6 to creatures with power 4 or greater would read power before layer 7: not read',
    'Challenger Troll',
    ['Creature'],
    TROLL,
    {
      kind: 'unsupported',
      text: TROLL,
      reason: 'the grammar reads all of it, but no template makes an ability of it',
    },
  ],
];

describe('combat restrictions granted by a static ability compile (CR 509.1b-c, 613.1f)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });
});
