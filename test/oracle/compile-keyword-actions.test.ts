import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Outlast (CR 702.107a), adapt (701.46a) and monstrosity (701.37a), each a real card's Oracle text (MTGJSON). */

const OUTLAST =
  'Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)';
const EEL = '{2}{U}: Adapt 2. (If this creature has no +1/+1 counters on it, put two +1/+1 counters on it.)';

const ASP =
  "{6}{G}: Monstrosity 4. (If this creature isn't monstrous, put four +1/+1 counters on it and it becomes monstrous.)";

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Ainok Bond-Kin, CR 702.107a: "Outlast {1}{W}" is "{1}{W}, {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."',
    card('Ainok Bond-Kin', ['Creature'], OUTLAST),
    {
      kind: 'activated',
      text: OUTLAST,
      cost: '{1}{W}, {T}',
      timing: 'sorcery',
      targets: null,
      instructions: [
        { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
      ],
    },
  ],
  [
    'Skitter Eel, CR 701.46a: "{2}{U}: Adapt 2."',
    card('Skitter Eel', ['Creature'], EEL),
    {
      kind: 'activated',
      text: EEL,
      cost: '{2}{U}',
      targets: null,
      instructions: [{ kind: 'adapt', amount: { kind: 'constant', n: 2 } }],
    },
  ],
  [
    'Nessian Asp, CR 701.37a: "{6}{G}: Monstrosity 4."',
    card('Nessian Asp', ['Creature'], ASP),
    {
      kind: 'activated',
      text: ASP,
      cost: '{6}{G}',
      targets: null,
      instructions: [{ kind: 'monstrosity', amount: { kind: 'constant', n: 4 } }],
    },
  ],
];

describe('outlast, adapt and monstrosity compile', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });

  it('CR 701.46a: "Adapt" on an instant has no permanent to adapt: unsupported', () => {
    const c = card('Adapt Test', ['Instant'], 'Adapt 2.');
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
