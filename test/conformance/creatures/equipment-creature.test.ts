import { describe, expect, it } from 'vitest';
import { pt, run } from '../../support/boards.js';

/**
 * CR 301.5c, 704.5p: an Equipment that's also a creature can't equip a creature; attached, it
 * becomes unattached as a state-based action and stays on the battlefield, and the creature
 * it was attached to stops getting what it gave. March of the Machines (its Oracle reminder
 * text: "Equipment that's a creature can't equip a creature.") animates it.
 */

const board = (extra: readonly object[]) => ({
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'splitter', card: 'Bonesplitter', attachedTo: 'bear' },
    ...extra,
  ],
});

describe('an Equipment that is a creature (CR 301.5c, 704.5p)', () => {
  it('CR 301.5c, 704.5p: March of the Machines makes Bonesplitter a 1/1 creature: it becomes unattached, stays on the battlefield, and Grizzly Bears is 2/2 again', () => {
    const played = run(board([{ id: 'march', card: 'March of the Machines' }]), { stateBasedActions: true });
    const splitter = played.state.objects.find((o) => o.id === 'splitter');
    expect(splitter).toMatchObject({ zone: 'battlefield', attachedTo: null });
    expect(pt(played.get('splitter'))).toBe('1/1');
    expect(pt(played.get('bear'))).toBe('2/2');
    expect(played.events).toContainEqual(
      expect.objectContaining({ kind: 'unattached', object: 'splitter', rule: '704.5p' }),
    );
  });

  it('CR 301.5: not a creature, Bonesplitter stays attached: Grizzly Bears is 4/2 ("Equipped creature gets +2/+0")', () => {
    const played = run(board([]), { stateBasedActions: true });
    expect(played.state.objects.find((o) => o.id === 'splitter')?.attachedTo).toBe('bear');
    expect(pt(played.get('bear'))).toBe('4/2');
  });
});
