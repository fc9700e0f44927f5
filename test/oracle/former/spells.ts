import type { AbilityDef } from '../../../src/effects/types.js';
import { modify, onTargets, setPT, spell, targetCreature } from './build.js';

const draw: AbilityDef = spell('Draw a card.', null, {
  kind: 'drawCards',
  amount: { kind: 'constant', n: 1 },
});

/** Instants that change a creature until end of turn (CR 611.2, 613). */
export const FORMER_SPELLS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Giant Growth': [
    spell('Target creature gets +3/+3 until end of turn.', targetCreature, onTargets([modify(3, 3)])),
  ],
  'Mutagenic Growth': [
    spell('Target creature gets +2/+2 until end of turn.', targetCreature, onTargets([modify(2, 2)])),
  ],
  Dismember: [
    spell('Target creature gets -5/-5 until end of turn.', targetCreature, onTargets([modify(-5, -5)])),
  ],
  'Grasp of Darkness': [
    spell('Target creature gets -4/-4 until end of turn.', targetCreature, onTargets([modify(-4, -4)])),
  ],
  'Twisted Image': [
    spell(
      "Switch target creature's power and toughness until end of turn.",
      targetCreature,
      onTargets([{ kind: 'switchPT' }]),
    ),
    draw,
  ],
  'Inside Out': [
    spell(
      "Switch target creature's power and toughness until end of turn.",
      targetCreature,
      onTargets([{ kind: 'switchPT' }]),
    ),
    draw,
  ],
  'Turn to Frog': [
    spell(
      'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
      targetCreature,
      onTargets([
        { kind: 'setTypes', subtypes: ['Frog'] },
        { kind: 'setColors', colors: ['U'] },
        { kind: 'loseAllAbilities' },
        setPT(1, 1),
      ]),
    ),
  ],
  Ovinize: [
    spell(
      'Until end of turn, target creature loses all abilities and has base power and toughness 0/1.',
      targetCreature,
      onTargets([{ kind: 'loseAllAbilities' }, setPT(0, 1)]),
    ),
  ],
};
