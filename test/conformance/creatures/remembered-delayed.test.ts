import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "It" and "that creature" naming an object the ability acted on before (CR 608.2c): the token
 * it just created ("Create a 0/0 Fractal token. Put X +1/+1 counters on it.") and, in a delayed
 * triggered ability (603.7a), that token or the ability's target, remembered as the object it is
 * as the delayed ability is created (603.7c: once it has changed zones, it is a new object,
 * 400.7, and the delayed ability does nothing to it). Real cards, compiled from their Oracle text.
 */

const advance = (to: Step): Action => ({ kind: 'advance', to });
const board = (mana: string, objects: readonly object[]) => ({
  turn: { number: 1, step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [
    ...objects,
    { id: 'a1', card: 'Island', zone: 'library', owner: 'A' },
    { id: 'b1', card: 'Island', zone: 'library', owner: 'B' },
  ],
});
const bear = { id: 'bear', card: 'Grizzly Bears' };
/** The ids the engine gives the token these boards' spell or ability creates (`o<n>`, after the ids in use). */
const TOKEN = 'o2';
const GOBLIN = 'o3';

/** Tidal Wave: "Create a 5/5 blue Wall creature token with defender. Sacrifice it at the beginning of the next end step." */
const TIDAL = board('{C}{C}{U}', [{ id: 'wave', card: 'Tidal Wave', zone: 'hand', owner: 'A' }]);
/** Rakdos Guildmage: "{3}{R}: Create a 2/1 red Goblin creature token with haste. Exile it at the beginning of the next end step." */
const GUILDMAGE = board('{C}{C}{C}{R}', [{ id: 'mage', card: 'Rakdos Guildmage' }]);
const makeGoblin: Action = { kind: 'activate', object: 'mage', ability: 1 };
/** Mogg Cannon: "{T}: Target creature you control gets +1/+0 and gains flying until end of turn. Destroy that creature at the beginning of the next end step." */
const CANNON = board('', [{ id: 'cannon', card: 'Mogg Cannon' }, bear]);
const fire: Action = { kind: 'activate', object: 'cannon', ability: 0, targets: ['bear'] };
/** Dragon Mask: "{3}, {T}: Target creature you control gets +2/+2 until end of turn. Return it to its owner's hand at the beginning of the next end step." */
const MASK = board('{C}{C}{C}', [{ id: 'mask', card: 'Dragon Mask' }, bear]);
/** Fatal Frenzy: "Until end of turn, target creature you control gains trample and gets +X/+0, where X is its power. Sacrifice it at the beginning of the next end step." */
const FRENZY = board('{C}{C}{R}', [{ id: 'frenzy', card: 'Fatal Frenzy', zone: 'hand', owner: 'A' }, bear]);
/** Celestial Sword: "{3}, {T}: Target creature you control gets +3/+3 until end of turn. Its controller sacrifices it at the beginning of the next end step." */
const SWORD = board('{C}{C}{C}', [{ id: 'sword', card: 'Celestial Sword' }, bear]);
const swing: Action = { kind: 'activate', object: 'sword', ability: 0, targets: ['bear'] };
/** Act of Treason, resolved for B: "Gain control of target creature until end of turn. ..." */
const treason: Action = { kind: 'resolve', source: 'Act of Treason', controller: 'B', targets: ['bear'] };
/** Leyline Invocation: "Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it, where X is the number of lands you control." */
const INVOCATION = board('{C}{C}{C}{C}{C}{G}', [
  { id: 'inv', card: 'Leyline Invocation', zone: 'hand', owner: 'A' },
  { id: 'f1', card: 'Forest' },
  { id: 'f2', card: 'Forest' },
]);

const ROWS: readonly PlayRow[] = [
  {
    name: 'Tidal Wave, CR 111.2, 603.7a: the 5/5 Wall is created and stays until the end step',
    board: TIDAL,
    actions: [{ kind: 'cast', object: 'wave' }],
    objects: { [TOKEN]: { zone: 'battlefield', pt: '5/5' } },
    events: ['delayedTriggerCreated wave 603.7a'],
  },
  {
    name: 'Tidal Wave, CR 603.7a, 608.2c, 701.21a: "sacrifice it" sacrifices the token at the beginning of the next end step',
    board: TIDAL,
    actions: [{ kind: 'cast', object: 'wave' }, advance('end')],
    events: ['triggered wave beginningOfEndStep 603.7a', `zoneChange ${TOKEN} battlefield>graveyard 701.21a`],
  },
  {
    name: 'Rakdos Guildmage, CR 603.7a, 608.2c, 701.13a: "exile it" exiles the 2/1 Goblin at the beginning of the next end step',
    board: GUILDMAGE,
    actions: [makeGoblin, advance('end')],
    events: [`zoneChange ${GOBLIN} battlefield>exile 701.13a`, `ceasedToExist ${GOBLIN} 704.5d`],
  },
  {
    name: 'Rakdos Guildmage, CR 111.7, 704.5d: the exiled token has ceased to exist, and a turn later there is still none',
    board: GUILDMAGE,
    actions: [makeGoblin, advance('end'), advance('upkeep'), advance('end')],
    objects: { [GOBLIN]: { zone: 'gone' } },
    turn: { number: 2, active: 'B', step: 'end' },
  },
  {
    name: 'Mogg Cannon, CR 603.7a, 608.2c: "destroy that creature", its target, at the beginning of the next end step',
    board: CANNON,
    actions: [fire, advance('end')],
    objects: { bear: { zone: 'graveyard' } },
    events: ['triggered cannon beginningOfEndStep 603.7a', 'zoneChange bear battlefield>graveyard 701.8a'],
  },
  {
    name: 'Mogg Cannon, CR 603.7c, 400.7: the target returned to hand and cast again is a new object the delayed ability leaves alone',
    board: CANNON,
    actions: [
      fire,
      { kind: 'move', object: 'bear', to: 'hand' },
      { kind: 'move', object: 'bear', to: 'battlefield' },
      advance('end'),
    ],
    objects: { bear: { zone: 'battlefield' } },
    events: ['triggered cannon beginningOfEndStep 603.7a'],
    without: ['zoneChange bear battlefield>graveyard 701.8a'],
  },
  {
    name: 'Dragon Mask, CR 603.7a, 608.2c: "return it to its owner\'s hand", its target, at the beginning of the next end step',
    board: MASK,
    actions: [{ kind: 'activate', object: 'mask', ability: 0, targets: ['bear'] }, advance('end')],
    objects: { bear: { zone: 'hand' } },
  },
  {
    name: 'Fatal Frenzy, CR 608.2h, 603.7a: +2/+0 now (X is its power, 2), sacrificed at the beginning of the next end step',
    board: FRENZY,
    actions: [{ kind: 'cast', object: 'frenzy', targets: ['bear'] }],
    objects: { bear: { pt: '4/2' } },
  },
  {
    name: 'Fatal Frenzy, CR 603.7a, 701.21a: "sacrifice it", its target, at the beginning of the next end step',
    board: FRENZY,
    actions: [{ kind: 'cast', object: 'frenzy', targets: ['bear'] }, advance('end')],
    events: ['zoneChange bear battlefield>graveyard 701.21a'],
  },
  {
    name: 'Celestial Sword, CR 611.2c: the Bears get +3/+3 now, a 5/5',
    board: SWORD,
    actions: [swing],
    objects: { bear: { pt: '5/5' } },
  },
  {
    name: 'Celestial Sword, CR 603.7a, 701.21a: "its controller sacrifices it", its target, at the beginning of the next end step',
    board: SWORD,
    actions: [swing, advance('end')],
    objects: { bear: { zone: 'graveyard' } },
    events: ['triggered sword beginningOfEndStep 603.7a', 'zoneChange bear battlefield>graveyard 701.21a'],
  },
  {
    name: 'Celestial Sword, then B gains control of the Bears until end of turn (Act of Treason): B, "its controller" at the end step, sacrifices them (CR 701.21a, 514.2: the control effect lasts until cleanup)',
    board: SWORD,
    actions: [swing, treason, advance('end')],
    objects: { bear: { zone: 'graveyard' } },
    events: ['zoneChange bear battlefield>graveyard 701.21a'],
  },
  {
    name: 'Fatal Frenzy, then B gains control of the Bears: "sacrifice it" is A\'s to do, and A can\'t sacrifice what B controls (CR 701.21a), so the Bears stay',
    board: FRENZY,
    actions: [{ kind: 'cast', object: 'frenzy', targets: ['bear'] }, treason, advance('end')],
    objects: { bear: { zone: 'battlefield', controller: 'B' } },
  },
  {
    name: 'Leyline Invocation, CR 608.2c, 122.1: "put X +1/+1 counters on it" puts them on the 0/0 Fractal it created (X = 2 lands)',
    board: INVOCATION,
    actions: [{ kind: 'cast', object: 'inv' }],
    objects: { [TOKEN]: { zone: 'battlefield', pt: '2/2', counters: { '+1/+1': 2 } } },
  },
];

describe('"It" and "that creature" naming a created token or a target, now and in delayed abilities (CR 608.2c, 603.7)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
