import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * CR 611.2b: an effect "for as long as" a condition holds ends when it stops holding, and doesn't
 * begin again. Tawnos's Weaponry ("{2}, {T}: Target creature gets +1/+1 for as long as Tawnos's
 * Weaponry remains tapped."; "You may choose not to untap", 502.3), Sand Squid ("... That creature
 * doesn't untap during its controller's untap step for as long as Sand Squid remains tapped."),
 * Icefall Regent ("... for as long as you control Icefall Regent.") and Aegis Angel ("another
 * target permanent gains indestructible for as long as you control Aegis Angel"); control for as
 * long as one of them holds: Rubinia Soulsinger ("{T}: Gain control of target creature for as
 * long as you control Rubinia and Rubinia remains tapped.") and Sower of Temptation ("... for as
 * long as Sower of Temptation remains on the battlefield").
 */

const library = [
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library', owner: 'B' },
  { card: 'Island', zone: 'library', owner: 'B' },
];
const main1 = { number: 3, active: 'A', step: 'main1' };
const upkeep: Action = { kind: 'advance', to: 'upkeep' };
const keeping = (...keepTapped: string[]): Action => ({ kind: 'advance', to: 'upkeep', keepTapped });

const weaponry = {
  turn: main1,
  players: [{ id: 'A', manaPool: '{C}{C}' }, { id: 'B' }],
  objects: [{ id: 'weaponry', card: "Tawnos's Weaponry" }, { id: 'bear', card: 'Grizzly Bears' }, ...library],
};
const equip: Action = { kind: 'activate', object: 'weaponry', ability: 1, targets: ['bear'] };

/** A's card (an object of the board, in play unless `zone` says) beside B's Grizzly Bears. */
const besideBear = (card: object, ...more: object[]) => ({
  turn: main1,
  objects: [card, { id: 'bear', card: 'Grizzly Bears', controller: 'B' }, ...more, ...library],
});

const squid = besideBear({ id: 'squid', card: 'Sand Squid' });
const squeeze: Action = { kind: 'activate', object: 'squid', ability: 2, targets: ['bear'] };

const regent = besideBear(
  { id: 'regent', card: 'Icefall Regent', zone: 'hand' },
  { id: 'manticore', card: 'Conquering Manticore', zone: 'hand', owner: 'B' },
);
const regentEnters: Action = { kind: 'putOntoBattlefield', object: 'regent' };
const regentLeaves: Action = { kind: 'move', object: 'regent', to: 'graveyard' };

const rubinia = besideBear({ id: 'rubinia', card: 'Rubinia Soulsinger' });
const enthrall: Action = { kind: 'activate', object: 'rubinia', ability: 1, targets: ['bear'] };

const sower = besideBear({ id: 'sower', card: 'Sower of Temptation', zone: 'hand' });
const sowerEnters: Action[] = [{ kind: 'putOntoBattlefield', object: 'sower' }, targeting('sower', 'bear')];

const angel = {
  turn: main1,
  objects: [
    { id: 'angel', card: 'Aegis Angel', zone: 'hand' },
    { id: 'bear', card: 'Grizzly Bears' },
    ...library,
  ],
};

const ROWS: readonly PlayRow[] = [
  {
    name: "Tawnos's Weaponry: the Grizzly Bears gets +1/+1 while the Weaponry is tapped, into B's turn (611.2b)",
    board: weaponry,
    actions: [equip, upkeep],
    turn: { number: 4, active: 'B' },
    objects: { weaponry: { tapped: true }, bear: { pt: '3/3' } },
  },
  {
    name: "Tawnos's Weaponry: untapped in A's untap step, its effect ends and the Grizzly Bears is 2/2 again (611.2b)",
    board: weaponry,
    actions: [equip, upkeep, upkeep],
    turn: { number: 5, active: 'A' },
    objects: { weaponry: { tapped: false }, bear: { pt: '2/2' } },
    events: ['effectEnded e8 611.2b'],
  },
  {
    name: "Tawnos's Weaponry kept tapped by its controller's choice (502.3): the Grizzly Bears stays 3/3",
    board: weaponry,
    actions: [equip, upkeep, keeping('weaponry')],
    turn: { number: 5, active: 'A' },
    objects: { weaponry: { tapped: true }, bear: { pt: '3/3' } },
  },
  {
    name: "Sand Squid: the Grizzly Bears it tapped stays tapped in B's untap step while Sand Squid remains tapped (502.3)",
    board: squid,
    actions: [squeeze, upkeep],
    turn: { number: 4, active: 'B' },
    objects: { squid: { tapped: true }, bear: { tapped: true } },
  },
  {
    name: "Sand Squid untapped in A's untap step: the effect is over, and the Grizzly Bears untaps in B's next (611.2b)",
    board: squid,
    actions: [squeeze, upkeep, upkeep, upkeep],
    turn: { number: 6, active: 'B' },
    objects: { bear: { tapped: false } },
  },
  {
    name: "Sand Squid kept tapped (502.3): the Grizzly Bears stays tapped in B's following untap step too",
    board: squid,
    actions: [squeeze, upkeep, keeping('squid'), upkeep],
    turn: { number: 6, active: 'B' },
    objects: { bear: { tapped: true } },
  },
  {
    name: "Icefall Regent enters: B's Grizzly Bears is tapped and stays tapped in B's untap step (502.3)",
    board: regent,
    actions: [regentEnters, upkeep],
    turn: { number: 4, active: 'B' },
    objects: { bear: { tapped: true } },
    events: ['effectCreated e9 611.2c'],
  },
  {
    name: "CR 611.2b: Icefall Regent gone before its trigger resolves: A doesn't control it, so the duration never starts and the effect does nothing; the tapped Grizzly Bears untaps in B's untap step",
    board: regent,
    actions: [regentEnters, regentLeaves, { kind: 'resolveStack' }, upkeep],
    manual: true,
    turn: { number: 4, active: 'B' },
    objects: { bear: { tapped: false } },
    events: ['tapped bear 701.26a'],
    without: ['effectCreated e9 611.2c'],
  },
  {
    name: "Icefall Regent gone from the battlefield: the effect ends, and the Grizzly Bears untaps in B's untap step (611.2b)",
    board: regent,
    actions: [regentEnters, regentLeaves, upkeep],
    turn: { number: 4, active: 'B' },
    objects: { bear: { tapped: false } },
  },
  {
    name: "Icefall Regent stolen until end of turn by B's Conquering Manticore: A no longer controls it, the effect ends and doesn't begin again as A gets it back (611.2b)",
    board: regent,
    actions: [regentEnters, { kind: 'putOntoBattlefield', object: 'manticore' }, upkeep],
    turn: { number: 4, active: 'B' },
    objects: { regent: { controller: 'A' }, bear: { tapped: false } },
  },
  {
    name: "Rubinia Soulsinger: A controls B's Grizzly Bears while A controls Rubinia and Rubinia remains tapped, kept so in A's untap step (502.3, 613.1b)",
    board: rubinia,
    actions: [enthrall, upkeep, keeping('rubinia')],
    turn: { number: 5, active: 'A' },
    objects: { rubinia: { tapped: true }, bear: { controller: 'A' } },
  },
  {
    name: 'Rubinia Soulsinger untapped in its untap step: the control effect ends and B controls the Grizzly Bears again (611.2b)',
    board: rubinia,
    actions: [enthrall, upkeep, upkeep],
    turn: { number: 5, active: 'A' },
    objects: { rubinia: { tapped: false }, bear: { controller: 'B' } },
  },
  {
    name: "Sower of Temptation: A gains control of B's Grizzly Bears for as long as Sower remains on the battlefield (613.1b)",
    board: sower,
    actions: [...sowerEnters, upkeep],
    turn: { number: 4, active: 'B' },
    objects: { bear: { controller: 'A' } },
  },
  {
    name: 'Sower of Temptation gone from the battlefield: B controls the Grizzly Bears again (611.2b)',
    board: sower,
    actions: [...sowerEnters, { kind: 'move', object: 'sower', to: 'graveyard' }],
    objects: { bear: { controller: 'B' } },
    events: ['effectEnded e8 611.2b'],
  },
  {
    name: 'Aegis Angel: the Grizzly Bears gains indestructible for as long as A controls Aegis Angel (611.2b)',
    board: angel,
    actions: [{ kind: 'putOntoBattlefield', object: 'angel' }],
    objects: { bear: { keywords: ['Indestructible'] } },
  },
  {
    name: 'Aegis Angel gone from the battlefield: the Grizzly Bears loses indestructible (611.2b)',
    board: angel,
    actions: [
      { kind: 'putOntoBattlefield', object: 'angel' },
      { kind: 'move', object: 'angel', to: 'graveyard' },
    ],
    objects: { bear: { keywords: [] } },
    events: ['effectEnded e8 611.2b'],
  },
];

describe('"for as long as" durations (CR 611.2b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
