import type { AbilityDef } from '../effects/types.js';
import { keywordNumber } from './grammar/keywords.js';

/**
 * CR 702.58a: "Graft N" means "This permanent enters with N +1/+1 counters on it" and "Whenever
 * another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
 * counter from this permanent onto that creature." Both are compiled, with the keyword's text;
 * the "if" is an intervening one (603.4), checked again as it resolves. Each instance works
 * separately (702.58b).
 */
export const graftKeyword = (part: string, text: string): AbilityDef[] | undefined => {
  const n = keywordNumber('graft', part);
  if (n === undefined) return undefined;
  return [
    { kind: 'entersWithCounters', text, counter: '+1/+1', amount: { kind: 'constant', n } },
    {
      kind: 'triggered',
      text,
      trigger: { kind: 'permanentEnters', filter: { types: ['Creature'], other: true } },
      condition: { kind: 'valueAtLeast', value: { kind: 'countersOnSource', counter: '+1/+1' }, n: 1 },
      instructions: [
        {
          kind: 'optional',
          ifDone: [{ kind: 'moveCounter', counter: '+1/+1', from: 'self', to: 'triggerObject' }],
          otherwise: [],
        },
      ],
    },
  ];
};
