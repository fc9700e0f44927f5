import type { AbilityDef } from '../../effects/types.js';
import { n, unsupported } from './build.js';

/** A creature that enters with counters (CR 614.1c) and lives by a counter limit (704.5r). */
export const COUNTERS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Rasputin Dreamweaver': [
    {
      kind: 'entersWithCounters',
      text: 'Rasputin Dreamweaver enters the battlefield with seven dream counters on it.',
      counter: 'dream',
      amount: n(7),
    },
    {
      kind: 'activated',
      text: 'Remove a dream counter from Rasputin: Add {C}.',
      cost: '',
      extraCosts: [{ kind: 'removeCounters', counter: 'dream', amount: 1 }],
      targets: null,
      instructions: [{ kind: 'addMana', mana: '{C}' }],
    },
    unsupported(
      'Remove a dream counter from Rasputin: Prevent the next 1 damage that would be dealt to Rasputin this turn.',
      'damage prevention (CR 615) is not modelled yet',
    ),
    unsupported(
      'At the beginning of your upkeep, if Rasputin started the turn untapped, put a dream counter on it.',
      'beginning-of-step triggers and "started the turn untapped" are not modelled yet',
    ),
    {
      kind: 'counterLimit',
      text: "Rasputin can't have more than seven dream counters on it.",
      counter: 'dream',
      max: 7,
    },
  ],
};
