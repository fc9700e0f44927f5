import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Scavenge (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1
 * counters equal to the power of the card you exiled on target creature. Activate only as a
 * sorcery." Drudge Beetle, a 2/2, has only "Scavenge {5}{G}".
 */

const beetleIn = (zone: string, active = 'A') => ({
  turn: { number: 3, active, step: 'main1' },
  players: [{ id: 'A', manaPool: '{G}{G}{G}{G}{G}{G}' }, { id: 'B' }],
  objects: [
    { id: 'beetle', card: 'Drudge Beetle', zone, owner: 'A' },
    { id: 'bear', card: 'Grizzly Bears' },
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.97a, Drudge Beetle: scavenge exiles it and puts two +1/+1 counters on target creature',
    board: beetleIn('graveyard'),
    actions: [{ kind: 'activate', object: 'beetle', ability: 0, targets: ['bear'] }],
    objects: { beetle: { zone: 'exile' }, bear: { counters: { '+1/+1': 2 }, pt: '4/4' } },
    players: { A: { mana: 0 } },
    events: ['zoneChange beetle graveyard>exile 701.13a'],
  },
  {
    name: 'CR 702.97a, 602.5d: scavenge is activated only as a sorcery',
    board: beetleIn('graveyard', 'B'),
    // A holds priority in B's main phase once B passes (CR 117.3d), but it is not A's turn.
    actions: [{ kind: 'pass' }, { kind: 'activate', object: 'beetle', ability: 0, targets: ['bear'] }],
    refused: '602.5d',
  },
  {
    name: 'CR 702.97a, 113.6m: scavenge functions only while the card is in a graveyard',
    board: beetleIn('battlefield'),
    actions: [{ kind: 'activate', object: 'beetle', ability: 0, targets: ['bear'] }],
    refused: '113.6m',
  },
];

describe('scavenge (CR 702.97a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
