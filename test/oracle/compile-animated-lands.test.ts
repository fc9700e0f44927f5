import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Lands that are or become creatures, several at once or the one an Aura enchants: "All Forests
 * are 1/1 creatures that are still lands.", "Enchanted land is a 3/3 black Ooze creature. It's
 * still a land.", "All lands become 2/2 creatures until end of turn. They're still lands." (CR
 * 205.1a-b, 613.1d-f, 613.4b, 611.2c, 611.3a): real cards' Oracle text (MTGJSON) and the ability
 * each compiles to, or why it is refused.
 */

const LIVING_LANDS = 'All Forests are 1/1 creatures that are still lands.';
const AMBUSH = 'Forests you control are 1/1 green Elf creatures that are still lands.';
const EMERGENCE = "Lands you control are 2/2 creatures with first strike. They're still lands.";
const ZENDIKON = "Enchanted land is a 3/3 black Ooze creature. It's still a land.";
const AFFINITY = "All lands become 2/2 creatures until end of turn. They're still lands.";
const SYLVAN =
  "Until your next turn, all lands you control become 2/2 Elemental creatures with reach, indestructible, and haste. They're still lands.";
const WAKER =
  "{X}{G}{G}: Put X +1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature with haste. It's still a land.";
const ANCIENT = "Enchanted Mountain is a 7/7 red Giant creature with haste. It's still a land.";

const pt = (n: number, m: number): LayerOp => ({
  kind: 'setPT',
  power: { kind: 'constant', n },
  toughness: { kind: 'constant', n: m },
});
const keywords = (...k: ('First strike' | 'Reach' | 'Indestructible' | 'Haste')[]): LayerOp => ({
  kind: 'addAbilities',
  abilities: k.map((keyword) => ({ kind: 'keyword', keyword, text: keyword })),
});
const creature = (...subtypes: string[]): LayerOp => ({
  kind: 'setTypes',
  addTypes: ['Creature'],
  ...(subtypes.length > 0 ? { addSubtypes: subtypes } : {}),
});
const staticOn = (text: string, affects: Filter, ops: readonly LayerOp[]): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects, ops },
});
const spellOn = (
  text: string,
  affects: Filter,
  ops: readonly LayerOp[],
  duration: 'endOfTurn' | 'untilYourNextTurn',
): AbilityDef => ({
  kind: 'spell',
  text,
  targets: null,
  instructions: [{ kind: 'createEffect', on: 'filter', effect: { affects, ops }, duration }],
});

const ROWS: readonly (readonly [string, string, readonly CardType[], string, AbilityDef])[] = [
  [
    'Living Lands, CR 205.1b, 613.4b: every Forest is a 1/1 creature, still a land',
    'Living Lands',
    ['Enchantment'],
    LIVING_LANDS,
    staticOn(LIVING_LANDS, { subtypes: ['Forest'] }, [creature(), pt(1, 1)]),
  ],
  [
    "Ambush Commander, CR 205.1b, 613.1e: its controller's Forests are green Elf creatures too",
    'Ambush Commander',
    ['Creature'],
    AMBUSH,
    staticOn(AMBUSH, { subtypes: ['Forest'], controller: 'you' }, [
      creature('Elf'),
      { kind: 'setColors', colors: ['G'] },
      pt(1, 1),
    ]),
  ],
  [
    'Natural Emergence, CR 205.1b, 613.1f: "They\'re still lands." as its own sentence; first strike',
    'Natural Emergence',
    ['Enchantment'],
    EMERGENCE,
    staticOn(EMERGENCE, { types: ['Land'], controller: 'you' }, [
      creature(),
      keywords('First strike'),
      pt(2, 2),
    ]),
  ],
  [
    'Corrupted Zendikon, CR 303.4, 205.1b: the enchanted land is a 3/3 black Ooze creature, still a land',
    'Corrupted Zendikon',
    ['Enchantment'],
    ZENDIKON,
    staticOn(ZENDIKON, { attachedToSource: true }, [
      creature('Ooze'),
      { kind: 'setColors', colors: ['B'] },
      pt(3, 3),
    ]),
  ],
  [
    'Natural Affinity, CR 611.2c: every land becomes a 2/2 creature until end of turn, locked to those lands',
    'Natural Affinity',
    ['Instant'],
    AFFINITY,
    spellOn(AFFINITY, { types: ['Land'] }, [creature(), pt(2, 2)], 'endOfTurn'),
  ],
  [
    "Sylvan Awakening, CR 611.2a: until its caster's next turn, 2/2 Elementals with three keywords",
    'Sylvan Awakening',
    ['Sorcery'],
    SYLVAN,
    spellOn(
      SYLVAN,
      { types: ['Land'], controller: 'you' },
      [creature('Elemental'), keywords('Reach', 'Indestructible', 'Haste'), pt(2, 2)],
      'untilYourNextTurn',
    ),
  ],
  [
    'Waker of the Wilds, CR 608.2c, 611.2a: "That land" is the target named before it; with no duration stated, for the rest of the game',
    'Waker of the Wilds',
    ['Creature'],
    WAKER,
    {
      kind: 'activated',
      text: WAKER,
      cost: '{X}{G}{G}',
      targets: { count: 1, filter: { types: ['Land'], controller: 'you' } },
      instructions: [
        { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: { kind: 'x' } },
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { affects: {}, ops: [creature('Elemental'), keywords('Haste'), pt(0, 0)] },
          duration: 'permanent',
        },
      ],
    },
  ],
  [
    'Awaken the Ancient: "Enchanted Mountain" (an Aura whose enchant names a land type) is not read',
    'Awaken the Ancient',
    ['Enchantment'],
    ANCIENT,
    {
      kind: 'unsupported',
      text: ANCIENT,
      reason: 'the grammar reads "Enchanted" and stops at "Mountain is a" (character 10)',
    },
  ],
];

describe('lands that are or become creatures compile (CR 205.1b, 613.1d-f, 613.4b)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });
});
