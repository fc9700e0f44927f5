import type { AbilityDef } from '../effects/types.js';
import { keywordNumber } from './grammar/keywords.js';

/**
 * CR 702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At the
 * beginning of your upkeep, if there's a time counter on this permanent, remove a time counter
 * from it," and "When the last time counter is removed from this permanent, sacrifice it."
 * Vanishing without a number is the last two only (702.63b). All are compiled with the
 * keyword's text; each instance works separately (702.63c), as each is an ability of its own.
 */
export const vanishingKeyword = (part: string, text: string): AbilityDef[] | undefined => {
  const n = keywordNumber('vanishing', part);
  if (n === undefined && part.trim().toLowerCase() !== 'vanishing') return undefined;
  const timeCounters = { kind: 'countersOnSource', counter: 'time' } as const;
  const triggers: AbilityDef[] = [
    {
      kind: 'triggered',
      text,
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      condition: { kind: 'valueAtLeast', value: timeCounters, n: 1 },
      instructions: [{ kind: 'removeCounter', counter: 'time', ifDone: [], otherwise: [] }],
    },
    {
      kind: 'triggered',
      text,
      trigger: { kind: 'lastCounterRemovedFromSelf', counter: 'time' },
      instructions: [{ kind: 'sacrifice', on: 'self' }],
    },
  ];
  if (n === undefined) return triggers;
  return [
    { kind: 'entersWithCounters', text, counter: 'time', amount: { kind: 'constant', n } },
    ...triggers,
  ];
};
