import { describe, it } from 'vitest';
import { check, type Row } from '../../support/boards.js';

/**
 * Compound statics of Auras and Equipment, "Equipped creature gets +2/+2, has flying, and is a
 * white Angel in addition to its other colors and types" (Angelic Armaments): one effect whose
 * parts each apply in their own layer (CR 613.1d type, 613.1e colour, 613.1f abilities, 613.4c
 * P/T), in timestamp order within a layer (613.7). Real cards compiled from their Oracle text.
 */

const bear = { id: 'bear', card: 'Grizzly Bears', timestamp: 1 };
const on = (card: string, timestamp = 2) => ({ id: 'aura', card, attachedTo: 'bear', timestamp });

const ROWS: readonly Row[] = [
  {
    name: 'Angelic Armaments, CR 613.1d-f, 613.4c, 205.1b: a 4/4 green and white Bear Angel with flying',
    board: { objects: [bear, on('Angelic Armaments')] },
    expect: {
      bear: { pt: '4/4', colors: ['G', 'W'], subtypes: ['Bear', 'Angel'], keywords: ['Flying'] },
    },
  },
  {
    name: 'Angelic Armaments and Crusade ("White creatures get +1/+1"), CR 613.1e before 613.4c: white in layer 5, so Crusade applies -> 5/5',
    board: { objects: [bear, on('Angelic Armaments'), { id: 'crusade', card: 'Crusade', timestamp: 3 }] },
    expect: { bear: { pt: '5/5' } },
  },
  {
    name: 'Angelic Armaments, then Humility, CR 613.7: flying granted (6) and then lost; base 1/1 (7b) +2/+2 (7c) -> a 3/3 white Angel without flying',
    board: { objects: [bear, on('Angelic Armaments'), { id: 'humility', card: 'Humility', timestamp: 3 }] },
    expect: { bear: { pt: '3/3', colors: ['G', 'W'], subtypes: ['Bear', 'Angel'], keywords: [] } },
  },
  {
    name: 'Humility, then Angelic Armaments, CR 613.7: abilities lost, then flying granted -> a 3/3 with flying',
    board: {
      objects: [bear, { id: 'humility', card: 'Humility', timestamp: 2 }, on('Angelic Armaments', 3)],
    },
    expect: { bear: { pt: '3/3', keywords: ['Flying'] } },
  },
  {
    name: 'Ghoulflesh and Lord of the Undead ("Other Zombie creatures get +1/+1"), CR 613.1d before 613.4c: a black and green Bear Zombie, -1/-1 +1/+1 -> 2/2',
    board: { objects: [bear, on('Ghoulflesh'), { id: 'lord', card: 'Lord of the Undead', timestamp: 3 }] },
    expect: { bear: { pt: '2/2', colors: ['B', 'G'], subtypes: ['Bear', 'Zombie'] } },
  },
  {
    name: 'Nim Deathmantle, CR 205.1a, 105.3: "is a black Zombie" without "in addition" -> black only, a Zombie and no Bear, 4/4 with intimidate',
    board: { objects: [bear, on('Nim Deathmantle')] },
    expect: { bear: { pt: '4/4', colors: ['B'], subtypes: ['Zombie'], keywords: ['Intimidate'] } },
  },
  {
    name: 'Grave Servitude, CR 105.3: "gets +3/-1 and is black" -> a black 5/1',
    board: { objects: [bear, on('Grave Servitude')] },
    expect: { bear: { pt: '5/1', colors: ['B'] } },
  },
  {
    name: 'Silverskin Armor, CR 205.1b: "is an artifact in addition to its other types" -> a 3/3 artifact creature',
    board: { objects: [bear, on('Silverskin Armor')] },
    expect: { bear: { pt: '3/3', types: ['Artifact', 'Creature'], subtypes: ['Bear'] } },
  },
  {
    name: 'Iona\'s Blessing, CR 613.1f, 509.1a: "has vigilance, and can block an additional creature each combat" -> both granted',
    board: { objects: [bear, on("Iona's Blessing")] },
    expect: {
      bear: {
        pt: '4/4',
        keywords: ['Vigilance'],
        abilities: ['Vigilance', 'can block an additional creature each combat'],
      },
    },
  },
  {
    name: 'Crown of Skemfar, CR 613.4c, 611.3a: "gets +1/+1 for each Elf you control and has reach", two Elves counted as the layers apply -> a 4/4 with reach',
    board: {
      objects: [
        bear,
        on('Crown of Skemfar'),
        { id: 'elf1', card: 'Llanowar Elves', timestamp: 3 },
        { id: 'elf2', card: 'Llanowar Elves', timestamp: 4 },
      ],
    },
    expect: { bear: { pt: '4/4', keywords: ['Reach'] } },
  },
];

describe('compound statics of Auras and Equipment, layer by layer (CR 613.1, 303.4, 301.5)', () => {
  it.each(ROWS)('$name', (row) => {
    check(row);
  });
});
