import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 702.11d: "Hexproof from [quality]": the permanent can't be the target of [quality] spells
 * its controller's opponents control, or of their abilities from [quality] sources. Real cards
 * compiled from their Oracle text; spells resolve by card name (CR 608.2).
 */

const cast = (source: string, targets: string[], controller = 'A'): Action => ({
  kind: 'resolve',
  source,
  controller,
  targets,
});
/** Knight of Grace: "First strike / Hexproof from black / ... gets +1/+0 as long as any player controls a black permanent." */
const knight = (tapped = false) => ({ id: 'knight', card: 'Knight of Grace', controller: 'B', tapped });
/** Sphinx of the Guildpact: "Sphinx of the Guildpact is all colors. / Flying / Hexproof from monocolored". */
const sphinx = { id: 'sphinx', card: 'Sphinx of the Guildpact', controller: 'B' };

const ROWS: readonly PlayRow[] = [
  {
    name: "Knight of Grace, CR 702.11d: hexproof from black: A's black spell (Disfigure) can't target it",
    board: { objects: [knight()] },
    actions: [cast('Disfigure', ['knight'])],
    refused: '702.11d',
    objects: { knight: { zone: 'battlefield', pt: '2/2' } },
  },
  {
    name: 'Knight of Grace, CR 702.11d: ... nor an ability A controls from a black source (Royal Assassin\'s "Destroy target tapped creature")',
    board: { objects: [knight(true), { id: 'assassin', card: 'Royal Assassin' }] },
    actions: [{ kind: 'activate', object: 'assassin', ability: 0, targets: ['knight'] }],
    refused: '702.11d',
    objects: { assassin: { tapped: false }, knight: { zone: 'battlefield' } },
  },
  {
    name: "Knight of Grace, CR 702.11d: a red spell (A's Lightning Bolt) may target it",
    board: { objects: [knight()] },
    actions: [cast('Lightning Bolt', ['knight'])],
    objects: { knight: { zone: 'graveyard' } },
  },
  {
    name: "Knight of Grace, CR 702.11d: its controller's own black spell (B's Disfigure) may target it",
    board: { objects: [knight()] },
    actions: [cast('Disfigure', ['knight'], 'B')],
    objects: { knight: { zone: 'graveyard' } },
  },
  {
    name: "Sphinx of the Guildpact, CR 702.11d, 105.4: hexproof from monocolored: A's Lightning Bolt (red) can't target it",
    board: { objects: [sphinx] },
    actions: [cast('Lightning Bolt', ['sphinx'])],
    refused: '702.11d',
    objects: { sphinx: { damage: 0 } },
  },
  {
    name: "Sphinx of the Guildpact, CR 702.11d, 105.4: a multicoloured spell (A's Lightning Helix) may target it",
    board: { objects: [sphinx] },
    actions: [cast('Lightning Helix', ['sphinx'])],
    objects: { sphinx: { damage: 3 } },
  },
];

describe('hexproof from a quality (CR 702.11d)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
