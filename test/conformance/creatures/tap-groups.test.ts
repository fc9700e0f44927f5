import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Tap all creatures without flying", "Untap all Forests" (CR 701.26a-b): every permanent of the
 * group as the ability resolves, each already so left alone. Real cards, compiled from their
 * Oracle text (MTGJSON, April 2022).
 */

const ROWS: readonly PlayRow[] = [
  {
    name: 'Aboshan, Cephalid Emperor, "{U}{U}{U}: Tap all creatures without flying": both players\' creatures without flying are tapped, the Wind Drake is not (CR 701.26a)',
    board: {
      turn: { step: 'main1', active: 'A' },
      players: [{ id: 'A', manaPool: '{U}{U}{U}' }, { id: 'B' }],
      objects: [
        { id: 'aboshan', card: 'Aboshan, Cephalid Emperor' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
        { id: 'mine', card: 'Grizzly Bears' },
        { id: 'drake', card: 'Wind Drake', controller: 'B' },
      ],
    },
    actions: [{ kind: 'activate', object: 'aboshan', ability: 1 }],
    objects: {
      bears: { tapped: true },
      mine: { tapped: true },
      aboshan: { tapped: true },
      drake: { tapped: false },
    },
  },
  {
    name: 'Llanowar Druid, "{T}, Sacrifice Llanowar Druid: Untap all Forests": the tapped Forests untap, the Mountain stays tapped (CR 701.26b)',
    board: {
      turn: { step: 'main1', active: 'A' },
      objects: [
        { id: 'druid', card: 'Llanowar Druid' },
        { id: 'f1', card: 'Forest', tapped: true },
        { id: 'f2', card: 'Forest', tapped: true, controller: 'B' },
        { id: 'm', card: 'Mountain', tapped: true },
      ],
    },
    actions: [{ kind: 'activate', object: 'druid', ability: 0 }],
    objects: {
      druid: { zone: 'graveyard' },
      f1: { tapped: false },
      f2: { tapped: false },
      m: { tapped: true },
    },
  },
];

describe('tap or untap every permanent of a group (CR 701.26)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
