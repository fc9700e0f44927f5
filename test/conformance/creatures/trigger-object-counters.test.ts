import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, pool } from '../../support/play.js';

/**
 * Counters put on the trigger object, "it" or "that creature" of a triggered ability whose event
 * is about another creature (CR 603.2, 608.2c, 122.1): the creature that entered, the creature the
 * source is attached to as it attacks, the creature that dealt combat damage. It gets them as it is
 * when the ability resolves, through the replacement effects that apply (614.1a: Hardened Scales);
 * once it has left the battlefield, it is a new object that gets nothing (400.7, 608.2b). Real
 * cards, compiled from their Oracle text: Armory of Iroas ("Whenever equipped creature attacks,
 * put a +1/+1 counter on it."), Good-Fortune Unicorn ("Whenever another creature enters the
 * battlefield under your control, put a +1/+1 counter on that creature."), Rakish Heir
 * ("Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on it.").
 */

const main = { number: 3, active: 'A', step: 'main1' } as const;
const inCombat = { number: 3, active: 'A', step: 'declareAttackers' } as const;
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const advance = (to: 'declareBlockers' | 'combatDamage'): Action => ({ kind: 'advance', to });
const noBlocks: Action = { kind: 'declareBlockers', blockers: [] };
const pass: Action = { kind: 'pass' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const armory = { id: 'armory', card: 'Armory of Iroas', attachedTo: 'bear' };

/** Armory of Iroas's trigger on the stack, the bear its trigger object, as it triggered at `at`. */
const armoryTrigger = (at?: number) => ({
  kind: 'ability',
  id: 'a1',
  source: 'armory',
  ability: 0,
  def: pool.get('Armory of Iroas')?.abilities[0],
  controller: 'A',
  triggerObject: 'bear',
  ...(at === undefined ? {} : { at }),
});

/**
 * Armory of Iroas's trigger, begun at `at`, resolving with the bear (timestamp 1) on the battlefield:
 * the bear has `counters` afterwards.
 */
const resolvedAt = (name: string, at: number, counters: Readonly<Record<string, number>>): PlayRow => ({
  name,
  board: {
    turn: main,
    objects: [bear, { id: 'armory', card: 'Armory of Iroas' }],
    stack: [armoryTrigger(at)],
  },
  actions: [pass, pass],
  manual: true,
  objects: { bear: { counters } },
  stack: [],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Armory of Iroas, CR 508.3a, 603.2, 122.1: the equipped bear attacks and gets a +1/+1 counter',
    board: { turn: inCombat, objects: [bear, armory] },
    actions: [declare('bear')],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' }, armory: { counters: {} } },
    events: ['triggered armory attachedCreatureEvent 603.2'],
  },
  {
    name: 'Good-Fortune Unicorn, CR 603.2, 608.2c: "that creature" is the bear that entered, not the Unicorn',
    board: {
      turn: main,
      objects: [
        { id: 'unicorn', card: 'Good-Fortune Unicorn' },
        { ...bear, zone: 'hand' },
      ],
    },
    actions: [enter('bear')],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' }, unicorn: { counters: {} } },
  },
  {
    name: 'Good-Fortune Unicorn, CR 603.2: the opponent\'s creature entering doesn\'t trigger it ("under your control")',
    board: {
      turn: main,
      objects: [
        { id: 'unicorn', card: 'Good-Fortune Unicorn' },
        { ...bear, zone: 'hand', controller: 'B' },
      ],
    },
    actions: [enter('bear')],
    objects: { bear: { counters: {} } },
  },
  {
    name: 'Good-Fortune Unicorn with Hardened Scales, CR 614.1a, 122.6: the counter put on the trigger object is replaced by two',
    board: {
      turn: main,
      objects: [
        { id: 'unicorn', card: 'Good-Fortune Unicorn' },
        { id: 'scales', card: 'Hardened Scales' },
        { ...bear, zone: 'hand' },
      ],
    },
    actions: [enter('bear')],
    objects: { bear: { counters: { '+1/+1': 2 }, pt: '4/4' } },
  },
  {
    name: 'Rakish Heir, CR 510.3a, 603.2: the Heir, a Vampire, deals combat damage and gets the counter; the bear, no Vampire, gets none',
    board: { turn: inCombat, objects: [{ id: 'heir', card: 'Rakish Heir' }, bear] },
    actions: [declare('heir', 'bear'), advance('declareBlockers'), noBlocks, advance('combatDamage')],
    players: { B: { life: 16 } },
    objects: { heir: { counters: { '+1/+1': 1 }, pt: '3/3' }, bear: { counters: {} } },
  },
  {
    name: 'Armory of Iroas, CR 608.2b, 400.7: the bear has died before the trigger resolves: no counter, nothing else gets it',
    board: {
      turn: main,
      objects: [
        { ...bear, zone: 'graveyard' },
        { id: 'armory', card: 'Armory of Iroas' },
      ],
      stack: [armoryTrigger()],
    },
    actions: [pass, pass],
    manual: true,
    objects: { bear: { zone: 'graveyard', counters: {} }, armory: { counters: {} } },
    stack: [],
  },
  resolvedAt(
    'Armory of Iroas, CR 400.7: the bear left and came back after the trigger: a new object, which gets no counter',
    1,
    {},
  ),
  resolvedAt(
    'Armory of Iroas, CR 400.7: the bear is still the object it was as the trigger began: it gets the counter',
    3,
    { '+1/+1': 1 },
  ),
];

describe('counters on the trigger object (CR 603.2, 608.2c, 122.1)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
