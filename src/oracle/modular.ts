import type { AbilityDef } from '../effects/types.js';
import { keywordNumber } from './grammar/keywords.js';

/**
 * CR 702.43a: "Modular N" represents a static ability, "This permanent enters with N +1/+1
 * counters on it", and a triggered ability, "When this permanent is put into a graveyard from
 * the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1
 * counter on this permanent." Both are compiled, with the keyword's text. Every card with
 * modular is an artifact creature, for which going to a graveyard from the battlefield is dying
 * (700.4); the counters are those it had as it died, its last known information (608.2h).
 * Each instance works separately (702.43b), as each is an ability of its own.
 */
export const modularKeyword = (part: string, text: string): AbilityDef[] | undefined => {
  const n = keywordNumber('modular', part);
  if (n === undefined) return undefined;
  return [
    { kind: 'entersWithCounters', text, counter: '+1/+1', amount: { kind: 'constant', n } },
    {
      kind: 'triggered',
      text,
      trigger: { kind: 'dies' },
      targets: { count: 1, filter: { types: ['Artifact', 'Creature'] } },
      instructions: [
        {
          kind: 'optional',
          ifDone: [
            {
              kind: 'addCounters',
              on: 'targets',
              counter: '+1/+1',
              amount: { kind: 'countersOnSource', counter: '+1/+1' },
            },
          ],
          otherwise: [],
        },
      ],
    },
  ];
};
