import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Counters on the object itself or the creature its Aura is attached to (303.4), and counters changed on the object itself by how many it has as the instruction is followed
 * (CR 608.2h), compiled from real cards' Oracle text: "double the number of +1/+1 counters on
 * [this]" gives it as many as it has (701.10e); "remove all +1/+1 counters from [this]".
 */

const turn = (step: string) => ({ number: 3, active: 'A', step });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Ascendant Acolyte, CR 701.10e: two +1/+1 counters doubled at the upkeep: four',
    board: {
      turn: turn('untap'),
      objects: [{ id: 'acolyte', card: 'Ascendant Acolyte', counters: { '+1/+1': 2 } }],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { acolyte: { counters: { '+1/+1': 4 }, pt: '5/5' } },
    events: ['countersChanged acolyte +1/+1 +2 122.1'],
  },
  {
    name: 'Ascendant Acolyte, CR 701.10e: no counters doubled is none',
    board: { turn: turn('untap'), objects: [{ id: 'acolyte', card: 'Ascendant Acolyte' }] },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { acolyte: { counters: {}, pt: '1/1' } },
  },
  {
    name: 'Dragonsguard Elite, CR 701.10e, 602.2: the activated ability doubles three counters: six',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{G}{G}{C}{C}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'elite', card: 'Dragonsguard Elite', counters: { '+1/+1': 3 } }],
    },
    actions: [{ kind: 'activate', object: 'elite', ability: 1 }],
    objects: { elite: { counters: { '+1/+1': 6 }, pt: '8/8' } },
  },
  {
    name: 'Blood Hound: every +1/+1 counter on it removed at the end step',
    board: { turn: turn('main2'), objects: [{ id: 'hound', card: 'Blood Hound', counters: { '+1/+1': 3 } }] },
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { hound: { counters: {}, pt: '1/1' } },
    events: ['countersChanged hound +1/+1 -3 122.1'],
  },
  {
    name: 'Forced Adaptation, CR 122.1, 303.4: a +1/+1 counter on enchanted creature at the upkeep, not on the Aura',
    board: {
      turn: turn('untap'),
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'aura', card: 'Forced Adaptation', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' }, aura: { counters: {} } },
  },
  {
    name: 'Daily Regimen, CR 602.2, 303.4: the activated ability puts the counter on enchanted creature',
    board: {
      turn: turn('main1'),
      players: [{ id: 'A', manaPool: '{W}{C}' }, { id: 'B' }],
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'aura', card: 'Daily Regimen', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'activate', object: 'aura', ability: 1 }],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
];

describe('counters doubled or removed on the object itself (CR 701.10e, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
