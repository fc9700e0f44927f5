import type { AbilityDef } from '../../effects/types.js';
import { keyword, setPT, spell } from './build.js';

/** Instants that change a creature until end of turn (CR 611.2, 613). */
export const SPELLS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Sudden Spoiling': [
    // CR 702.61a: split second works only while the spell is on the stack; the game loop enforces it.
    keyword(
      'Split second',
      "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)",
    ),
    spell(
      'Until end of turn, creatures target player controls lose all abilities and have base power and toughness 0/2.',
      { count: 1, filter: {}, players: true },
      {
        kind: 'createEffect',
        on: 'filter',
        effect: {
          affects: { types: ['Creature'], controller: 'targetPlayer' },
          ops: [{ kind: 'loseAllAbilities' }, setPT(0, 2)],
        },
        duration: 'endOfTurn',
      },
    ),
  ],
};
