import type { AbilityDef } from '../../effects/types.js';
import { activated, grant, keyword, n } from './build.js';

const yourCreatures = { types: ['Creature'], controller: 'you' } as const;

/**
 * Planeswalkers: loyalty abilities are activated abilities whose cost is a loyalty symbol
 * (CR 606.2, 606.4), paid by putting on or removing loyalty counters.
 */
export const PLANESWALKERS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Ajani Goldmane': [
    activated('[+1]: You gain 2 life.', '[+1]', null, { kind: 'gainLife', amount: n(2) }),
    activated(
      '[−1]: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.',
      '[−1]',
      null,
      { kind: 'addCounters', on: 'filter', filter: yourCreatures, counter: '+1/+1', amount: n(1) },
      // "Those creatures": the same creatures, locked as the effect begins (611.2c).
      {
        kind: 'createEffect',
        on: 'filter',
        effect: { affects: yourCreatures, ops: [grant(keyword('Vigilance'))] },
        duration: 'endOfTurn',
      },
    ),
    activated(
      '[−6]: Create a white Avatar creature token. It has "This creature\'s power and toughness are each equal to your life total."',
      '[−6]',
      null,
      // The token's characteristics are the pool's "Avatar Token" (tokens.ts, CR 111.3-111.4).
      { kind: 'createToken', token: 'Avatar Token' },
    ),
  ],
};
