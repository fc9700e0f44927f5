import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "When you cycle [this], …" (CR 702.29c): "When you discard this card to pay an activation cost
 * of a cycling ability"; it triggers from the zone the card went to, its owner's graveyard, and
 * goes on the stack above the cycling ability, so it resolves before the card is drawn (603.3).
 * Real cards compiled from their Oracle text: Gempalm Strider ("Cycling {2}{G}{G}"; "When you
 * cycle Gempalm Strider, Elf creatures get +2/+2 until end of turn."), Resounding Roar ("Target
 * creature gets +3/+3 until end of turn."; "Cycling {5}{R}{G}{W}"; "When you cycle Resounding
 * Roar, target creature gets +6/+6 until end of turn.").
 */

const board = (card: string, mana: string) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [
    { id: 'cycled', card, zone: 'hand', owner: 'A' },
    { id: 'elf', card: 'Llanowar Elves' },
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'top', card: 'Forest', zone: 'library', owner: 'A' },
  ],
  next: { id: 100 },
});
const strider = board('Gempalm Strider', '{G}{G}{G}{G}');
const roar = board('Resounding Roar', '{R}{G}{W}{G}{G}{G}{G}{G}');

const ROWS: readonly PlayRow[] = [
  {
    name: 'Gempalm Strider, CR 702.29c: cycled, it triggers from the graveyard: Llanowar Elves is 3/3, Grizzly Bears stays 2/2, a card drawn',
    board: strider,
    actions: [{ kind: 'activate', object: 'cycled', ability: 0 }],
    objects: {
      cycled: { zone: 'graveyard' },
      elf: { pt: '3/3' },
      bear: { pt: '2/2' },
      top: { zone: 'hand' },
    },
    events: ['zoneChange cycled hand>graveyard 702.29a', 'triggered cycled cardDiscarded 701.9a'],
  },
  {
    name: 'Gempalm Strider, CR 702.29c, 603.3: the trigger goes on the stack above the cycling ability',
    board: strider,
    manual: true,
    actions: [{ kind: 'activate', object: 'cycled', ability: 0 }],
    stack: ['cycled:0', 'cycled:1'],
    objects: { top: { zone: 'library' } },
  },
  {
    name: 'Resounding Roar, CR 702.29c, 603.3d: the trigger targets Grizzly Bears as it goes on the stack: 8/8',
    board: roar,
    actions: [
      { kind: 'activate', object: 'cycled', ability: 1 },
      { kind: 'orderTriggers', order: [{ trigger: 'a101', targets: ['bear'] }] },
    ],
    objects: { bear: { pt: '8/8' }, cycled: { zone: 'graveyard' } },
  },
];

describe('"When you cycle [this]" (CR 702.29c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
