import type { AbilityDef } from '../../effects/types.js';
import { activated, keyword, modify, onTargets, targetCreature, unsupported } from './build.js';

const powerOfSource = { kind: 'powerOfSource' } as const;

/** Creatures and Auras whose abilities touch their own power and toughness or their keywords. */
export const CREATURES: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Grizzly Bears': [],
  'Gray Ogre': [],
  Memnite: [],
  Ornithopter: [keyword('Flying')],
  // CR 107.6: {Q} untaps it as a cost; a creature pays it only free of summoning sickness (302.6).
  'Merrow Grimeblotter': [
    activated(
      '{1}{U/B}, {Q}: Target creature gets -2/-0 until end of turn. ({Q} is the untap symbol.)',
      '{1}{U/B}, {Q}',
      targetCreature,
      onTargets([modify(-2, 0)]),
    ),
  ],
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
  Firebreathing: [
    { kind: 'enchant', text: 'Enchant creature', filter: { types: ['Creature'] } },
    activated('{R}: Enchanted creature gets +1/+0 until end of turn.', '{R}', null, {
      kind: 'createEffect',
      on: 'attachedTo',
      effect: { affects: {}, ops: [modify(1, 0)] },
      duration: 'endOfTurn',
    }),
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
