import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 208.1: groups named by a bound on power or toughness ("with power 3 or greater"), read
 * from the creature as the layers leave it (613). The cards are real and compiled from their
 * Oracle text: Elemental Bond ("Whenever a creature with power 3 or greater enters the
 * battlefield under your control, draw a card."), Retribution of the Meek ("Destroy all
 * creatures with power 4 or greater. They can't be regenerated.") and Sight of the Scalelords
 * ("At the beginning of combat on your turn, creatures you control with toughness 4 or greater
 * get +2/+2 and gain vigilance until end of turn.").
 */

const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const main = { number: 3, active: 'A', step: 'main1' };
const bond = { id: 'bond', card: 'Elemental Bond' };
const bondTriggered = 'triggered bond permanentEnters 603.6a';

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.6a, 208.1, Elemental Bond: a 3/3 entering under your control has power 3 or greater -> it triggers',
    board: { turn: main, objects: [bond, { id: 'giant', card: 'Hill Giant', zone: 'hand' }] },
    actions: [enter('giant')],
    events: [bondTriggered],
  },
  {
    name: 'CR 603.6a, 208.1, Elemental Bond: a 2/2 entering has power 2 -> no trigger',
    board: { turn: main, objects: [bond, { id: 'bear', card: 'Grizzly Bears', zone: 'hand' }] },
    actions: [enter('bear')],
    objects: { bear: { zone: 'battlefield', pt: '2/2' } },
    without: [bondTriggered],
  },
  {
    name: 'CR 603.6a, 613.4c, Elemental Bond with Glorious Anthem: the 2/2 enters as a 3/3 -> it triggers',
    board: {
      turn: main,
      objects: [bond, { card: 'Glorious Anthem' }, { id: 'bear', card: 'Grizzly Bears', zone: 'hand' }],
    },
    actions: [enter('bear')],
    events: [bondTriggered],
  },
  {
    name: "CR 603.6a, Elemental Bond: an opponent's 3/3 is not under your control -> no trigger",
    board: { turn: main, objects: [bond, { id: 'giant', card: 'Hill Giant', zone: 'hand', owner: 'B' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'giant', controller: 'B' }],
    objects: { giant: { zone: 'battlefield', pt: '3/3' } },
    without: [bondTriggered],
  },
  {
    name: 'CR 208.1, 701.8a, Retribution of the Meek: destroys the 4/4 and the Giant pumped to 4/4, not the 2/2',
    board: {
      turn: main,
      objects: [
        { id: 'wurm', card: 'Craw Wurm' },
        { id: 'giant', card: 'Hill Giant', counters: { '+1/+1': 1 } },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [{ kind: 'resolve', source: 'Retribution of the Meek', controller: 'A' }],
    objects: { wurm: { zone: 'graveyard' }, giant: { zone: 'graveyard' }, bear: { zone: 'battlefield' } },
  },
];

describe('groups with a power or toughness bound (CR 208.1)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
});
