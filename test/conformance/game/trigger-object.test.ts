import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "It" in a triggered ability's effect is the trigger object where the event is about another
 * object (CR 603.2, 608.2c): In the Web of War's creature that entered gets +2/+0 and haste,
 * not the enchantment. Oracle text: "Whenever a creature enters the battlefield under your
 * control, it gets +2/+0 and gains haste until end of turn."
 */

const main = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects,
  next: { id: 100 },
});
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });

const ROWS: readonly PlayRow[] = [
  {
    name: 'In the Web of War, CR 608.2c: the creature that entered gets +2/+0 and haste until end of turn',
    board: main([
      { id: 'web', card: 'In the Web of War' },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ]),
    actions: [enter('bear')],
    objects: {
      bear: { zone: 'battlefield', pt: '4/2', keywords: ['Haste'] },
      web: { pt: null, keywords: [] },
    },
  },
  {
    name: "In the Web of War, CR 603.2, 608.2c: each creature's own trigger gives that creature the bonus, once",
    board: main([
      { id: 'web', card: 'In the Web of War' },
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'ox', card: 'Yoked Ox', zone: 'hand' },
    ]),
    actions: [enter('ox')],
    objects: { ox: { pt: '2/4', keywords: ['Haste'] }, bear: { pt: '2/2', keywords: [] } },
  },
];

describe('the trigger object of a triggered ability', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
