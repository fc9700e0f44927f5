import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Day and night (CR 730) and daybound/nightbound (702.145) on a real card compiled from its
 * Oracle text: Bird Admirer ({2}{G}, 1/4, "Reach / Daybound") // Wing Shredder (3/5, "Reach /
 * Nightbound"). A transformed permanent has only its back face's characteristics, but its mana
 * value is its front face's (712.8e).
 */

const turn = (step: string, extra: object = {}) => ({ number: 3, active: 'A', step, ...extra });
const admirer = (extra: object = {}) => ({ id: 'bird', card: 'Bird Admirer // Wing Shredder', ...extra });
const toUpkeep: Action = { kind: 'advance', to: 'upkeep' };
/** A's main phase, Bird Admirer in hand and {G}{G}{G} to cast it. */
const casting = (extra: object) => ({
  turn: turn('main1'),
  players: [{ id: 'A', manaPool: '{G}{G}{G}' }, { id: 'B' }],
  objects: [admirer({ zone: 'hand' })],
  ...extra,
});
const castBird: Action = { kind: 'cast', object: 'bird' };
/** B's turn ending, with `cast` the spells cast in it, as it was `dayNight`: Bird Admirer as given. */
const ending = (dayNight: string, cast: object, bird: object = {}) => ({
  turn: turn('end', { active: 'B', spellsCast: cast }),
  dayNight,
  objects: [admirer(bird)],
});
const FRONT = { name: 'Bird Admirer', pt: '1/4', keywords: ['Daybound', 'Reach'], manaValue: 3 };
const BACK = { name: 'Wing Shredder', pt: '3/5', keywords: ['Nightbound', 'Reach'], manaValue: 3 };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.145d, 712.8d: with neither day nor night, a daybound permanent makes it day as the game is next checked; front face up, it has only its front face',
    board: casting({}),
    actions: [castBird],
    objects: { bird: { zone: 'battlefield', ...FRONT } },
    events: ['becameDayNight day 702.145d'],
  },
  {
    name: 'CR 702.145b, 712.14a: at night, Bird Admirer cast and resolved enters transformed, as Wing Shredder',
    board: casting({ dayNight: 'night' }),
    actions: [castBird],
    objects: { bird: { zone: 'battlefield', ...BACK } },
    without: ['transformed bird back 702.145c'],
  },
  {
    name: 'CR 730.2a, 702.145b, 712.8e: day, and B, the active player of the turn that ended, cast no spell: it becomes night in the untap step and Bird Admirer transforms before the upkeep; as Wing Shredder its mana value is still 3',
    board: ending('day', {}),
    actions: [toUpkeep],
    objects: { bird: BACK },
    events: ['becameDayNight night 730.2a', 'transformed bird back 702.145c', 'stepBegan upkeep 4 500.1'],
    turn: { number: 4, active: 'A', step: 'upkeep' },
  },
  {
    name: "CR 730.2a: only the previous turn's active player's spells count: A cast one in B's turn, and it still becomes night",
    board: ending('day', { A: 1 }),
    actions: [toUpkeep],
    objects: { bird: BACK },
    events: ['becameDayNight night 730.2a'],
  },
  {
    name: 'CR 730.2a: day, and the active player cast a spell: it stays day',
    board: {
      turn: turn('end', { active: 'B', spellsCast: { B: 1 } }),
      dayNight: 'day',
      objects: [admirer()],
    },
    actions: [toUpkeep],
    objects: { bird: FRONT },
    without: ['becameDayNight night 730.2a'],
  },
  {
    name: 'CR 730.2b, 702.145e-f: night, and the active player cast two spells: it becomes day and Wing Shredder transforms back',
    board: ending('night', { B: 2 }, { backFace: true }),
    actions: [toUpkeep],
    objects: { bird: FRONT },
    events: ['becameDayNight day 730.2b', 'transformed bird front 702.145f'],
  },
  {
    name: 'CR 730.2b: night, and the active player cast one spell: it stays night',
    board: ending('night', { B: 1 }, { backFace: true }),
    actions: [toUpkeep],
    objects: { bird: BACK },
    without: ['becameDayNight day 730.2b'],
  },
  {
    name: 'CR 730.2c: with neither day nor night (and no daybound permanent), the check does not happen',
    board: { turn: turn('end', { active: 'B' }), objects: [] },
    actions: [toUpkeep],
    without: ['becameDayNight night 730.2a', 'becameDayNight day 730.2b'],
    turn: { number: 4, active: 'A', step: 'upkeep' },
  },
  {
    name: 'CR 712.18, 701.27a: transforming keeps its counters and tapped status: the same object',
    board: ending('day', {}, { counters: { '+1/+1': 1 }, tapped: true, controller: 'B' }),
    actions: [toUpkeep],
    objects: { bird: { name: 'Wing Shredder', pt: '4/6', tapped: true, counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 712.8a, 400.7: a transformed permanent put into the graveyard is its front face again',
    board: { turn: turn('main1'), dayNight: 'night', objects: [admirer({ backFace: true })] },
    actions: [{ kind: 'move', object: 'bird', to: 'graveyard' }],
    objects: { bird: { zone: 'graveyard', name: 'Bird Admirer' } },
  },
];

describe('day and night: daybound and nightbound (CR 730, 702.145)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
