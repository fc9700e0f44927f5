import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Counter replacement effects (CR 614.1a, 122.6): real cards' Oracle text (MTGJSON) and what it
 * compiles to.
 */

const SCALES =
  'If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.';
const MENACE =
  'If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.';
const VIGOR =
  'If one or more +1/+1 counters would be put on a creature, twice that many +1/+1 counters are put on that creature instead.';
const MOWU =
  'If one or more +1/+1 counters would be put on Mowu, Loyal Companion, that many plus one +1/+1 counters are put on it instead.';
const VIZIER =
  'If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.';
const CONSTRICTOR =
  'If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.';
const BY_DAMAGE =
  "damage from a source with wither or infect puts -1/-1 counters too (CR 120.3d), where the engine doesn't apply counter replacement effects yet";

const yours = { types: ['Creature'], controller: 'you' } as const;

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    'Hardened Scales, CR 614.1a: that many plus one, on creatures its controller controls',
    card('Hardened Scales', ['Enchantment'], SCALES),
    [{ kind: 'counterReplacement', text: SCALES, counter: '+1/+1', on: yours, change: 'plusOne' }],
  ],
  [
    'Corpsejack Menace, CR 614.1a: twice that many',
    card('Corpsejack Menace', ['Creature'], MENACE),
    [{ kind: 'counterReplacement', text: MENACE, counter: '+1/+1', on: yours, change: 'twice' }],
  ],
  [
    "Primal Vigor, CR 614.1a: on any creature, an opponent's too",
    card('Primal Vigor', ['Enchantment'], VIGOR),
    [
      {
        kind: 'counterReplacement',
        text: VIGOR,
        counter: '+1/+1',
        on: { types: ['Creature'] },
        change: 'twice',
      },
    ],
  ],
  [
    'Mowu, Loyal Companion, CR 614.1a: only on itself',
    card('Mowu, Loyal Companion', ['Creature'], MOWU),
    [{ kind: 'counterReplacement', text: MOWU, counter: '+1/+1', on: { self: true }, change: 'plusOne' }],
  ],
  [
    'Vizier of Remedies, CR 120.3d: -1/-1 counters, which wither and infect damage puts too: unsupported, named',
    card('Vizier of Remedies', ['Creature'], VIZIER),
    [{ kind: 'unsupported', text: VIZIER, reason: BY_DAMAGE }],
  ],
  [
    'Winding Constrictor, CR 120.3d: counters of any kind, -1/-1 among them: unsupported, named',
    card('Winding Constrictor', ['Creature'], CONSTRICTOR),
    [{ kind: 'unsupported', text: CONSTRICTOR, reason: BY_DAMAGE }],
  ],
];

describe('compiling counter replacement effects (CR 614.1a, 122.6)', () => {
  it.each(ROWS)('%s', (_name, data, expected) => {
    expect(compileCard(data)).toEqual(expected);
  });
});
