import type { AbilityDef } from '../../effects/types.js';
import { unsupported } from './build.js';

/** "As enters" choices of characteristics (CR 614.12, 208.2b), copiable values (613.2a). */
export const ENTRY: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Aquamorph Entity': [
    {
      kind: 'asEnters',
      text: 'As Aquamorph Entity enters the battlefield or is turned face up, it becomes your choice of 5/1 or 1/5.',
      choice: {
        kind: 'characteristics',
        options: [
          { name: '5/1', power: 5, toughness: 1 },
          { name: '1/5', power: 1, toughness: 5 },
        ],
      },
    },
    unsupported(
      'Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)',
      'casting face down and turning face up come with the game loop (CR 702.37); a face-down object is supported',
    ),
  ],
  'Primal Clay': [
    {
      kind: 'asEnters',
      text: 'As Primal Clay enters the battlefield, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other types.',
      choice: {
        kind: 'characteristics',
        options: [
          { name: '3/3', power: 3, toughness: 3, addTypes: ['Artifact', 'Creature'] },
          {
            name: '2/2 flying',
            power: 2,
            toughness: 2,
            addTypes: ['Artifact', 'Creature'],
            addKeywords: ['Flying'],
          },
          {
            name: '1/6 Wall defender',
            power: 1,
            toughness: 6,
            addTypes: ['Artifact', 'Creature'],
            addSubtypes: ['Wall'],
            addKeywords: ['Defender'],
          },
        ],
      },
    },
  ],
};
