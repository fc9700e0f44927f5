import type { AbilityDef } from '../../effects/types.js';
import { activated, keyword, modify, unsupported } from './build.js';

const powerOfSource = { kind: 'powerOfSource' } as const;

/** Creatures and Auras whose abilities touch their own power and toughness or their keywords. */
export const CREATURES: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Chameleon Colossus': [
    {
      kind: 'cda',
      text: 'Changeling (This card is every creature type.)',
      effect: {
        affects: { self: true, zone: 'anywhere' },
        ops: [{ kind: 'setTypes', allCreatureTypes: true }],
      },
    },
    keyword('Protection from black'),
    activated(
      '{2}{G}{G}: Chameleon Colossus gets +X/+X until end of turn, where X is its power.',
      '{2}{G}{G}',
      null,
      {
        kind: 'createEffect',
        on: 'self',
        effect: { affects: { self: true }, ops: [modify(powerOfSource, powerOfSource)] },
        duration: 'endOfTurn',
      },
    ),
  ],
  'Viridian Joiner': [
    activated("{T}: Add an amount of {G} equal to Viridian Joiner's power.", '{T}', null, {
      kind: 'addMana',
      mana: '{G}',
      times: powerOfSource,
    }),
  ],
  'Mesa Pegasus': [
    keyword('Flying', 'Flying'),
    unsupported('banding', 'banding (CR 702.22) changes combat damage assignment; not modelled'),
  ],
  "Smuggler's Copter": [
    keyword('Flying'),
    unsupported(
      "Whenever Smuggler's Copter attacks or blocks, you may draw a card. If you do, discard a card.",
      'drawing and discarding as a triggered ability come with the game loop',
    ),
    {
      kind: 'crew',
      text: 'Crew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)',
      power: 1,
    },
  ],
  'Veteran Motorist': [
    unsupported(
      'When Veteran Motorist enters the battlefield, scry 2.',
      'scry (CR 701.22) needs library order choices',
    ),
    {
      kind: 'triggered',
      text: 'Whenever Veteran Motorist crews a Vehicle, that Vehicle gets +1/+1 until end of turn.',
      trigger: { kind: 'crewsVehicle' },
      instructions: [
        {
          kind: 'createEffect',
          on: 'triggerObject',
          effect: { affects: {}, ops: [modify(1, 1)] },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
};
