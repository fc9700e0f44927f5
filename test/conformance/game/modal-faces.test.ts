import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Modal double-faced cards played by their back face (CR 712.12) on a real card: Kazandu Mammoth
 * ({2}{G}{G}, 3/3 creature, landfall) // Kazandu Valley (land, "Kazandu Valley enters the
 * battlefield tapped. {T}: Add {G}."). A player playing it as a land chooses a face that's a land,
 * and it enters with that face up, with only that face's characteristics (712.8f).
 */

const CARD = 'Kazandu Mammoth // Kazandu Valley';
const board = (objects: readonly object[] = []) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [{ id: 'mdfc', card: CARD, zone: 'hand' }, ...objects],
});
const play = (face?: string): Action => ({ kind: 'playLand', object: 'mdfc', ...(face ? { face } : {}) });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 712.12, 712.8f, Kazandu Valley: played by its back face, it enters as Kazandu Valley, a land with no P/T and mana value 0, tapped by its own ability',
    board: board(),
    actions: [play('Kazandu Valley')],
    objects: { mdfc: { zone: 'battlefield', name: 'Kazandu Valley', pt: null, manaValue: 0, tapped: true } },
    events: ['landPlayed mdfc 116.2a'],
  },
  {
    name: 'CR 712.12, 305.2: playing its back face is playing a land: a second land is refused',
    board: board([{ id: 'forest', card: 'Forest', zone: 'hand' }]),
    actions: [play('Kazandu Valley'), { kind: 'playLand', object: 'forest' }],
    refused: '305.2',
  },
  {
    name: 'CR 712.12, 305.1: its front face, Kazandu Mammoth, is no land to be played',
    board: board(),
    actions: [play()],
    refused: '305.1',
    objects: { mdfc: { zone: 'hand' } },
  },
  {
    name: "CR 712.12: a face it doesn't have is refused",
    board: board(),
    actions: [play('Kazandu Mammoth Valley')],
    refused: '712.12',
  },
  {
    name: "CR 712.12, 712.2: a transforming card's back face is not played: Westvale Abbey is played only by its front face",
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'abbey', card: 'Westvale Abbey // Ormendahl, Profane Prince', zone: 'hand' }],
    },
    actions: [{ kind: 'playLand', object: 'abbey', face: 'Ormendahl, Profane Prince' }],
    refused: '712.12',
  },
  {
    name: 'Kazandu Mammoth, CR 207.2c, 712.8d: with its front face up on the battlefield, its landfall ability sees Kazandu Valley played',
    board: board([{ id: 'mammoth', card: CARD }]),
    actions: [play('Kazandu Valley')],
    objects: { mammoth: { name: 'Kazandu Mammoth', pt: '5/5' }, mdfc: { name: 'Kazandu Valley' } },
  },
];

describe('modal double-faced cards played by their back face (CR 712.12)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
