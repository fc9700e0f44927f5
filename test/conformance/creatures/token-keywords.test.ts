import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Abilities that create tokens under a keyword or a keyword action: Afterlife (CR 702.135a),
 * Fabricate (702.123a) and investigate (701.16a, a Clue token, 111.10f). The cards are real and
 * compiled from their Oracle text: Orzhov Enforcer ("Deathtouch / Afterlife 1"), Ambitious
 * Aetherborn ("Fabricate 1", a 4/3) and Thraben Inspector ("When this enters, investigate").
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bolt = (target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Bolt',
  controller: 'B',
  targets: [target],
});
/** Fabricate's choice, answered as its trigger resolves (603.5, 608.2d). */
const fabricate = (may: boolean): Action => ({ kind: 'decide', may });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.135a, Orzhov Enforcer: when it dies, its controller creates a 1/1 Spirit with flying',
    board: { turn: main, objects: [{ id: 'enforcer', card: 'Orzhov Enforcer' }] },
    actions: [bolt('enforcer')],
    objects: { enforcer: { zone: 'graveyard' }, o2: { pt: '1/1', keywords: ['Flying'], controller: 'A' } },
    events: ['triggered enforcer dies 603.10a', 'tokenCreated o2 Spirit Token 111.2'],
  },
  {
    name: "CR 702.123a, 603.5, Ambitious Aetherborn: Fabricate goes on the stack and, resolving, waits for its controller's choice",
    board: { turn: main, objects: [{ id: 'aetherborn', card: 'Ambitious Aetherborn', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'aetherborn' }],
    objects: { aetherborn: { pt: '4/3', counters: {} } },
    events: ['putOnStack aetherborn:0 603.3'],
    stack: ['aetherborn:0'],
    toAct: 'decide A',
  },
  {
    name: 'CR 702.123a, Ambitious Aetherborn: choosing the counter -> a 5/4 and no Servo',
    board: { turn: main, objects: [{ id: 'aetherborn', card: 'Ambitious Aetherborn', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'aetherborn' }, fabricate(true)],
    objects: { aetherborn: { pt: '5/4', counters: { '+1/+1': 1 } }, o2: { zone: 'gone' } },
  },
  {
    name: 'CR 702.123a, Ambitious Aetherborn: declining the counter -> a 1/1 Servo artifact creature token',
    board: { turn: main, objects: [{ id: 'aetherborn', card: 'Ambitious Aetherborn', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'aetherborn' }, fabricate(false)],
    objects: { aetherborn: { pt: '4/3', counters: {} }, o2: { pt: '1/1' } },
    events: ['tokenCreated o2 Servo Token 111.2'],
  },
  {
    name: 'CR 701.16a, 111.10f, Thraben Inspector: investigate makes a Clue; {2}, sacrifice it: draw a card',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}{C}' }, { id: 'B' }],
      objects: [
        { id: 'inspector', card: 'Thraben Inspector', zone: 'hand' },
        { id: 'card', card: 'Forest', zone: 'library' },
      ],
    },
    actions: [
      { kind: 'putOntoBattlefield', object: 'inspector' },
      { kind: 'activate', object: 'o2', ability: 0 },
    ],
    objects: { o2: { zone: 'gone' }, card: { zone: 'hand' } },
    players: { A: { mana: 0 } },
    events: ['tokenCreated o2 Clue Token 111.2'],
  },
];

describe('keywords and keyword actions that create tokens (CR 702.135, 702.123, 701.16)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
