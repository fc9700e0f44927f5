import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 613.1f, 122.1: a static ability's group named by a quality of its members: "with flying"
 * reads each object's abilities once layer 6 is done, so a creature granted flying counts;
 * "with a +1/+1 counter on it" reads its counters as they are now. Each card is compiled from
 * its Oracle text.
 */

const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const atAttackers = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 613.4c: Empyrean Eagle "Other creatures you control with flying get +1/+1" pumps a flier, not a bear nor itself',
    board: atAttackers([
      { id: 'eagle', card: 'Empyrean Eagle' },
      { id: 'drake', card: 'Wind Drake' },
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'theirs', card: 'Wind Drake', controller: 'B' },
    ]),
    actions: [declare()],
    objects: { eagle: { pt: '2/3' }, drake: { pt: '3/3' }, bears: { pt: '2/2' }, theirs: { pt: '2/2' } },
  },
  {
    name: 'CR 613.1f, 613.8a: Empyrean Eagle with Abzan Falconer: a creature given flying in layer 6 gets +1/+1 in 7c',
    board: atAttackers([
      { id: 'eagle', card: 'Empyrean Eagle' },
      { id: 'falconer', card: 'Abzan Falconer', counters: { '+1/+1': 1 } },
      { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
    ]),
    actions: [declare()],
    objects: {
      falconer: { pt: '4/5', keywords: ['Flying'] },
      bears: { pt: '4/4', keywords: ['Flying'] },
      eagle: { pt: '2/3' },
    },
  },
  {
    name: 'CR 613.1f, 122.1: Crowned Ceratok "Each creature you control with a +1/+1 counter on it has trample": only the one with a counter',
    board: atAttackers([
      { id: 'ceratok', card: 'Crowned Ceratok' },
      { id: 'fed', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B', counters: { '+1/+1': 1 } },
    ]),
    actions: [declare()],
    objects: { fed: { keywords: ['Trample'] }, bears: { keywords: [] }, theirs: { keywords: [] } },
  },
  {
    name: 'CR 613.1f, 702.107a: Abzan Falconer outlasts: the counter it gets gives it flying',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{W}' }, { id: 'B' }],
      objects: [{ id: 'falconer', card: 'Abzan Falconer' }],
    },
    actions: [{ kind: 'activate', object: 'falconer', ability: 0 }],
    objects: { falconer: { pt: '3/4', keywords: ['Flying'], counters: { '+1/+1': 1 } } },
  },
];

describe('groups with a keyword or a counter (CR 613.1f, 122.1)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
});
