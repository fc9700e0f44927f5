import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { parseBoard } from '../../../src/notation/parse-board.js';
import { play, pool, stateOf } from '../../support/play.js';

/**
 * The engine casts a card's front face, an Adventure (CR 715.3, adventures.test.ts) and a modal
 * double-faced card's back face (712.11b, modal-faces.test.ts). A spell of another face (a split
 * card's right half, 709.3) is refused as unsupported, named, never resolved as nothing; so is a
 * split card cast or resolved without a half chosen (709.3). The front face plays as before.
 */

const main = { turn: { number: 3, active: 'A', step: 'main1' } } as const;
const board = {
  ...main,
  players: [{ id: 'A', manaPool: '{R}{R}{R}' }, { id: 'B' }],
  objects: [
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    { id: 'split', card: 'Dead // Gone', zone: 'hand', owner: 'A' },
    { id: 'knight', card: 'Rimrock Knight', zone: 'hand', owner: 'A' },
    { id: 'delver', card: 'Delver of Secrets', zone: 'hand', owner: 'A' },
  ],
};
const resolve = (source: string): Action => ({ kind: 'resolve', source, controller: 'A', targets: ['bear'] });

describe('spells of faces other than the front one (CR 709.3, 712.11a)', () => {
  it.each([
    [
      'CR 709.3: the right half Gone of Dead // Gone',
      resolve('Gone'),
      '709.3',
      'the right half of a split card (Gone)',
    ],
    [
      'CR 709.3: Dead // Gone by its whole name, no half chosen',
      resolve('Dead // Gone'),
      '709.3',
      'choosing which half',
    ],
    [
      'CR 709.3: Dead // Gone cast from a hand, no half chosen',
      { kind: 'cast', object: 'split', targets: ['bear'] } as Action,
      '709.3',
      'choosing which half',
    ],
    [
      "CR 712.11a: a transforming card's back face Insectile Aberration, cast",
      { kind: 'cast', object: 'delver', face: 'Insectile Aberration' } as Action,
      '712.11a',
      'the back face of a transforming double-faced card (Insectile Aberration)',
    ],
  ])('%s: ERR_UNSUPPORTED', (_name, action, rule, message) => {
    const played = play(stateOf(board), [action]);
    expect(played.refusal).toMatchObject({ code: 'ERR_UNSUPPORTED', rule });
    expect(played.refusal?.message).toContain(message);
  });

  it('CR 709.3: a board file resolving "Gone" is refused as it is read, at its path', () => {
    const read = parseBoard({ ...board, actions: [{ resolve: 'Gone', targets: ['bear'] }] }, pool);
    expect(read.ok ? null : read.error).toMatchObject({
      code: 'ERR_UNSUPPORTED',
      rule: '709.3',
      path: '$.actions[0].resolve',
    });
  });

  it('CR 715.3b: a board file resolving "Boulder Rush" is read as the Adventure, by its name', () => {
    const read = parseBoard({ ...board, actions: [{ resolve: 'Boulder Rush', targets: ['bear'] }] }, pool);
    expect(read.ok ? read.value.actions : read.error).toMatchObject([
      { kind: 'resolve', source: 'Boulder Rush' },
    ]);
  });

  it('CR 709.3: the left half Dead resolves: "Dead deals 2 damage to target creature"', () => {
    const played = play(stateOf(board), [resolve('Dead')]);
    expect(played.refusal).toBeNull();
    expect(played.state.objects.find((o) => o.id === 'bear')?.zone).toBe('graveyard');
  });

  it('CR 715.4: Rimrock Knight cast from a hand, not as an Adventure, is a creature spell and enters the battlefield', () => {
    const played = play(stateOf(board), [{ kind: 'cast', object: 'knight', sources: 'auto' }]);
    expect(played.refusal).toBeNull();
    expect(played.state.objects.find((o) => o.id === 'knight')?.zone).toBe('battlefield');
  });
});
