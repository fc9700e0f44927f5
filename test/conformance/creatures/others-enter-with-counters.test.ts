import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 614.1c, 614.12: a permanent's ability that makes others enter with more counters, compiled
 * from real cards' Oracle text: Bramblewood Paragon ("Each other Warrior creature you control
 * enters the battlefield with an additional +1/+1 counter on it."; a 2/2 Elf Warrior), Bard Class
 * ("Legendary creatures you control enter the battlefield with an additional +1/+1 counter on
 * them."), Bloodspore Thrinax ("... an additional X +1/+1 counters on it, where X is the number
 * of +1/+1 counters on Bloodspore Thrinax."). Elvish Warrior is a 2/3 Elf Warrior; Isamaru,
 * Hound of Konda a legendary 2/2 Dog.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const board = (...objects: object[]) => ({ turn: main, objects });
const paragon = { id: 'paragon', card: 'Bramblewood Paragon' };
const inHand = (id: string, card: string, controller = 'A') => ({
  id,
  card,
  zone: 'hand',
  controller,
  owner: controller,
});
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 614.1c, Bramblewood Paragon: another Warrior its controller controls enters with a +1/+1 counter',
    board: board(paragon, inHand('warrior', 'Elvish Warrior')),
    actions: [enter('warrior')],
    objects: { warrior: { counters: { '+1/+1': 1 }, pt: '3/4' } },
    events: ['countersChanged warrior +1/+1 +1 614.1c'],
  },
  {
    name: 'CR 614.1c, Bramblewood Paragon: a creature that is no Warrior enters as it is',
    board: board(paragon, inHand('bear', 'Grizzly Bears')),
    actions: [enter('bear')],
    objects: { bear: { counters: {}, pt: '2/2' } },
  },
  {
    name: "CR 614.1c, Bramblewood Paragon: an opponent's Warrior enters as it is",
    board: board(paragon, inHand('warrior', 'Elvish Warrior', 'B')),
    actions: [enter('warrior')],
    objects: { warrior: { counters: {}, pt: '2/3' } },
  },
  {
    name: "CR 614.12: a second Bramblewood Paragon gets the first one's counter, not its own: it is not on the battlefield yet",
    board: board(paragon, inHand('second', 'Bramblewood Paragon')),
    actions: [enter('second')],
    objects: { second: { counters: { '+1/+1': 1 }, pt: '3/3' }, paragon: { counters: {} } },
  },
  {
    name: 'CR 614.1c, 122.6: Bramblewood Paragon with Hardened Scales: the counter it enters with is one more',
    board: board(paragon, { id: 'scales', card: 'Hardened Scales' }, inHand('warrior', 'Elvish Warrior')),
    actions: [enter('warrior')],
    objects: { warrior: { counters: { '+1/+1': 2 }, pt: '4/5' } },
  },
  {
    name: 'CR 614.1c, 608.2h: Bloodspore Thrinax with two +1/+1 counters: another creature enters with two more',
    board: board(
      { id: 'thrinax', card: 'Bloodspore Thrinax', counters: { '+1/+1': 2 } },
      inHand('bear', 'Grizzly Bears'),
    ),
    actions: [enter('bear')],
    objects: { bear: { counters: { '+1/+1': 2 }, pt: '4/4' } },
  },
  {
    name: 'CR 614.1c, 205.4d: Bard Class: a legendary creature enters with a +1/+1 counter, another creature without',
    board: board(
      { id: 'bard', card: 'Bard Class' },
      inHand('isamaru', 'Isamaru, Hound of Konda'),
      inHand('bear', 'Grizzly Bears'),
    ),
    actions: [enter('isamaru'), enter('bear')],
    objects: { isamaru: { counters: { '+1/+1': 1 }, pt: '3/3' }, bear: { counters: {} } },
  },
];

describe('permanents that make others enter with counters (CR 614.1c, 614.12)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
