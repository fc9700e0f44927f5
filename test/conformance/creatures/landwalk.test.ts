import { describe, it } from 'vitest';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 702.14c: landwalk of a supertype, of a land without a supertype, of a subtype that isn't
 * basic, and of both: real cards compiled from their Oracle text, attacking B from A's declare
 * attackers step, with a Grizzly Bears of B's trying to block.
 */

const atDeclareAttackers = { turn: { number: 1, active: 'A', step: 'declareAttackers' } } as const;

/** `walker` attacks; B controls a Grizzly Bears and the lands named. */
const walkRow = (name: string, walker: string, lands: readonly string[], blocked: boolean): PlayRow => ({
  name,
  board: {
    ...atDeclareAttackers,
    objects: [
      { id: 'walker', card: walker },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ...lands.map((card, i) => ({ id: `land${i + 1}`, card, controller: 'B' })),
    ],
  },
  actions: attackAndBlock(attack('walker'), [block('bear', 'walker')]),
  objects: { walker: { blocked } },
  ...(blocked ? {} : { refused: '702.14c' }),
});

const ROWS: readonly PlayRow[] = [
  walkRow(
    'Dryad Sophisticate, CR 702.14c: "Nonbasic landwalk": B controls Urborg, Tomb of Yawgmoth, so it can\'t be blocked',
    'Dryad Sophisticate',
    ['Forest', 'Urborg, Tomb of Yawgmoth'],
    false,
  ),
  walkRow(
    'Dryad Sophisticate, CR 702.14c: with only basic lands, B can block it',
    'Dryad Sophisticate',
    ['Forest', 'Snow-Covered Swamp'],
    true,
  ),
  walkRow(
    'Ayumi, the Last Visitor, CR 702.14c: "Legendary landwalk": B controls a legendary land',
    'Ayumi, the Last Visitor',
    ['Urborg, Tomb of Yawgmoth'],
    false,
  ),
  walkRow(
    "Ayumi, the Last Visitor, CR 702.14c: a nonbasic land that isn't legendary doesn't count",
    'Ayumi, the Last Visitor',
    ['Desert'],
    true,
  ),
  walkRow(
    'Legions of Lim-Dûl, CR 702.14c: "Snow swampwalk": B controls a Snow-Covered Swamp',
    'Legions of Lim-Dûl',
    ['Snow-Covered Swamp'],
    false,
  ),
  walkRow(
    "Legions of Lim-Dûl, CR 702.14c: both the supertype and the subtype: a Swamp that isn't snow doesn't count",
    'Legions of Lim-Dûl',
    ['Swamp'],
    true,
  ),
  walkRow(
    'Zombie Musher, CR 702.14c: "Snow landwalk": any snow land',
    'Zombie Musher',
    ['Snow-Covered Swamp'],
    false,
  ),
  walkRow(
    "Zombie Musher, CR 702.14c: a land that isn't snow doesn't count",
    'Zombie Musher',
    ['Swamp'],
    true,
  ),
  walkRow('Desert Nomads, CR 702.14c: "Desertwalk": B controls a Desert', 'Desert Nomads', ['Desert'], false),
  walkRow('Desert Nomads, CR 702.14c: no Desert, no desertwalk', 'Desert Nomads', ['Mountain'], true),
];

describe('landwalk of supertypes and other subtypes (CR 702.14c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
