import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[This] gets +N/+N for each Equipment / Aura attached to it" (CR 301.5, 303.4, 613.4c): the
 * permanents attached to the object itself, counted as the layers apply. Real cards, compiled
 * from their Oracle text: Loxodon Punisher (2/2, "gets +2/+2 for each Equipment attached to
 * it"), Leonin Scimitar ("Equipped creature gets +1/+1"), Rabid Wombat (0/1, "gets +2/+2 for
 * each Aura attached to it"), Holy Strength ("Enchanted creature gets +1/+2").
 */

/** Any action will do: the layers are read after it. */
const toEndStep: Action = { kind: 'advance', to: 'end' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 613.4c: Loxodon Punisher with Leonin Scimitar attached is 2/2 +2/+2 +1/+1 = 5/5',
    board: {
      objects: [
        { id: 'punisher', card: 'Loxodon Punisher' },
        { id: 'scimitar', card: 'Leonin Scimitar', attachedTo: 'punisher' },
      ],
    },
    actions: [toEndStep],
    objects: { punisher: { pt: '5/5' } },
  },
  {
    name: 'CR 301.5: Leonin Scimitar attached to another creature adds nothing to Loxodon Punisher',
    board: {
      objects: [
        { id: 'punisher', card: 'Loxodon Punisher' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'scimitar', card: 'Leonin Scimitar', attachedTo: 'bear' },
      ],
    },
    actions: [toEndStep],
    objects: { punisher: { pt: '2/2' }, bear: { pt: '3/3' } },
  },
  {
    name: 'CR 303.4: Rabid Wombat with two Holy Strengths is 0/1 +4/+4 +2/+4 = 6/9',
    board: {
      objects: [
        { id: 'wombat', card: 'Rabid Wombat' },
        { id: 'aura1', card: 'Holy Strength', attachedTo: 'wombat' },
        { id: 'aura2', card: 'Holy Strength', attachedTo: 'wombat' },
      ],
    },
    actions: [toEndStep],
    objects: { wombat: { pt: '6/9' } },
  },
];

describe('counting what is attached to the object itself (CR 301.5, 303.4)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
