import { describe, it } from 'vitest';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * "Whenever [this] becomes the target of a spell or ability": a permanent becomes a target as a
 * spell is cast (601.2c), an ability activated (602.2b) or a triggered ability put on the stack
 * (603.3d). The ability waits until a player would next receive priority (603.3), so it goes on
 * the stack above what targeted it and resolves first. "Whenever a Cleric creature you control
 * becomes the target …" and "When enchanted creature becomes the target …" watch other
 * permanents, each the trigger object. Each row is a card's printed Oracle text.
 */

const inHand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const board = (objects: readonly object[], step = 'main1') => ({
  turn: { number: 4, step, active: 'A' },
  players: [
    { id: 'A', manaPool: '{G}{W}{R}{B}{B}{C}{C}{C}' },
    { id: 'B', manaPool: '{R}' },
  ],
  objects,
});
const pass = { kind: 'pass' } as const;
const library = (owner: string, n: number) =>
  Array.from({ length: n }, (_, k) => ({ id: `${owner}l${k}`, card: 'Island', zone: 'library', owner }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'Angelic Protector, CR 601.2c: targeted by Giant Growth, it gets +0/+3 first, then +3/+3',
    board: board([{ id: 'angel', card: 'Angelic Protector' }, inHand('growth', 'Giant Growth')]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['angel'] }],
    objects: { angel: { pt: '5/8' }, growth: { zone: 'graveyard' } },
    events: ['triggered angel becomesTarget 601.2c'],
  },
  {
    name: "Phantasmal Bear, CR 601.2c, 608.2b: the opponent's Lightning Bolt makes it sacrifice itself; the Bolt has no target left",
    board: board([{ id: 'bear', card: 'Phantasmal Bear' }, inHand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, { kind: 'cast', object: 'bolt', targets: ['bear'] }],
    objects: { bear: { zone: 'graveyard' }, bolt: { zone: 'graveyard' } },
    events: ['triggered bear becomesTarget 601.2c', 'didNotResolve bolt 608.2b'],
  },
  {
    name: "Phantasmal Bear, CR 602.2b: Prodigal Sorcerer's activated ability targets it; it is sacrificed before the damage",
    board: board([
      { id: 'bear', card: 'Phantasmal Bear' },
      { id: 'sorc', card: 'Prodigal Sorcerer', controller: 'B' },
    ]),
    actions: [pass, { kind: 'activate', object: 'sorc', ability: 0, targets: ['bear'] }],
    objects: { bear: { zone: 'graveyard', damage: 0 } },
    events: ['triggered bear becomesTarget 601.2c'],
  },
  {
    name: "Phantasmal Bear, CR 603.3d: Ravenous Chupacabra's enters trigger, its one legal target the Bear, makes the Bear sacrifice itself",
    board: board([
      { id: 'bear', card: 'Phantasmal Bear', controller: 'B' },
      inHand('chupa', 'Ravenous Chupacabra'),
    ]),
    actions: [{ kind: 'cast', object: 'chupa' }],
    objects: { bear: { zone: 'graveyard' }, chupa: { zone: 'battlefield' } },
    events: ['triggered bear becomesTarget 601.2c', 'triggered chupa entersBattlefield 603.6a'],
  },
  {
    name: 'Phantasmal Bear, CR 603.3d: a triggered ability whose target its controller chooses (Flametongue Kavu) makes it sacrifice itself',
    board: board([
      { id: 'bear', card: 'Phantasmal Bear', controller: 'B' },
      inHand('ftk', 'Flametongue Kavu'),
    ]),
    actions: [{ kind: 'cast', object: 'ftk' }, targeting('ftk', 'bear')],
    objects: { bear: { zone: 'graveyard', damage: 0 }, ftk: { zone: 'battlefield', damage: 0 } },
    events: ['triggered bear becomesTarget 601.2c'],
  },
  {
    name: 'Stormchaser Drake: "a spell you control"; its controller\'s Giant Growth draws a card',
    board: board([
      { id: 'drake', card: 'Stormchaser Drake' },
      inHand('growth', 'Giant Growth'),
      ...library('A', 2),
    ]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['drake'] }],
    objects: { drake: { pt: '5/4' }, Al0: { zone: 'hand' } },
    events: ['triggered drake becomesTarget 601.2c'],
  },
  {
    name: 'Stormchaser Drake: "a spell you control"; the opponent\'s Lightning Bolt does not trigger it',
    board: board([{ id: 'drake', card: 'Stormchaser Drake' }, inHand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, { kind: 'cast', object: 'bolt', targets: ['drake'] }],
    objects: { drake: { zone: 'graveyard' } },
    without: ['triggered drake becomesTarget 601.2c'],
  },
  {
    name: 'Stormchaser Drake: "a spell"; its controller\'s activated ability does not trigger it',
    board: board([
      { id: 'drake', card: 'Stormchaser Drake' },
      { id: 'sorc', card: 'Prodigal Sorcerer' },
    ]),
    actions: [{ kind: 'activate', object: 'sorc', ability: 0, targets: ['drake'] }],
    objects: { drake: { zone: 'graveyard' } },
    without: ['triggered drake becomesTarget 601.2c'],
  },
  {
    name: 'Mossdog: "a spell or ability an opponent controls"; the opponent\'s Prodigal Sorcerer puts a +1/+1 counter on it before the damage',
    board: board([
      { id: 'dog', card: 'Mossdog' },
      { id: 'sorc', card: 'Prodigal Sorcerer', controller: 'B' },
    ]),
    actions: [pass, { kind: 'activate', object: 'sorc', ability: 0, targets: ['dog'] }],
    objects: { dog: { counters: { '+1/+1': 1 }, damage: 1, pt: '2/2' } },
    events: ['triggered dog becomesTarget 601.2c'],
  },
  {
    name: 'Mossdog: "an opponent controls"; its controller\'s Giant Growth does not trigger it',
    board: board([{ id: 'dog', card: 'Mossdog' }, inHand('growth', 'Giant Growth')]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['dog'] }],
    objects: { dog: { counters: {}, pt: '4/4' } },
    without: ['triggered dog becomesTarget 601.2c'],
  },
  {
    name: 'Segmented Wurm, CR 303.4a: an Aura spell (Holy Strength) targets what it will enchant; a -1/-1 counter goes on the Wurm',
    board: board([{ id: 'wurm', card: 'Segmented Wurm' }, inHand('aura', 'Holy Strength')]),
    actions: [{ kind: 'cast', object: 'aura', targets: ['wurm'] }],
    objects: { wurm: { counters: { '-1/-1': 1 }, pt: '5/6' }, aura: { attachedTo: 'wurm' } },
    events: ['triggered wurm becomesTarget 601.2c'],
  },
  {
    name: 'Tethered Skirge, CR 603.2c: a spell that targets only another permanent does not trigger it',
    board: board([
      { id: 'skirge', card: 'Tethered Skirge' },
      { id: 'bear', card: 'Grizzly Bears' },
      inHand('growth', 'Giant Growth'),
    ]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['bear'] }],
    players: { A: { life: 20 } },
    without: ['triggered skirge becomesTarget 601.2c'],
  },
  {
    name: 'Ashenmoor Liege, CR 603.2c: "that player" is the controller of the spell that targeted it; the opponent\'s Lightning Bolt costs them 4 life, then kills the 4/1',
    board: board([{ id: 'liege', card: 'Ashenmoor Liege' }, inHand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, { kind: 'cast', object: 'bolt', targets: ['liege'] }],
    objects: { liege: { zone: 'graveyard' } },
    players: { A: { life: 20 }, B: { life: 16 } },
    events: ['triggered liege becomesTarget 601.2c'],
  },
  {
    name: 'Daru Spiritualist: "Whenever a Cleric creature you control becomes the target …, it gets +0/+2": the Cleric, first; Shock then leaves it alive',
    board: board([{ id: 'daru', card: 'Daru Spiritualist' }, inHand('shock', 'Shock', 'B')]),
    actions: [pass, { kind: 'cast', object: 'shock', targets: ['daru'] }],
    objects: { daru: { zone: 'battlefield', pt: '1/3', damage: 2 } },
    events: ['triggered daru permanentBecomesTarget 601.2c'],
  },
  {
    name: 'Daru Spiritualist, CR 603.2: another Cleric it watches (Samite Healer, 1/1) gets +0/+2 and +3/+3, not the Spiritualist',
    board: board([
      { id: 'daru', card: 'Daru Spiritualist' },
      { id: 'cleric', card: 'Samite Healer' },
      inHand('growth', 'Giant Growth'),
    ]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['cleric'] }],
    objects: { daru: { pt: '1/1' }, cleric: { pt: '4/6' } },
  },
  {
    name: 'Daru Spiritualist: a creature not a Cleric does not trigger it',
    board: board([
      { id: 'daru', card: 'Daru Spiritualist' },
      { id: 'bear', card: 'Grizzly Bears' },
      inHand('growth', 'Giant Growth'),
    ]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['bear'] }],
    objects: { bear: { pt: '5/5' } },
    without: ['triggered daru permanentBecomesTarget 601.2c'],
  },
  {
    name: "Thunderbreak Regent: a Dragon its controller controls targeted by the opponent's Lightning Bolt: 3 damage to that player",
    board: board([{ id: 'regent', card: 'Thunderbreak Regent' }, inHand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, { kind: 'cast', object: 'bolt', targets: ['regent'] }],
    objects: { regent: { damage: 3 } },
    players: { B: { life: 17 } },
    events: ['triggered regent permanentBecomesTarget 601.2c'],
  },
  {
    name: 'Thunderbreak Regent: "an opponent controls"; its controller\'s own Giant Growth does not trigger it',
    board: board([{ id: 'regent', card: 'Thunderbreak Regent' }, inHand('growth', 'Giant Growth')]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['regent'] }],
    players: { B: { life: 20 } },
    without: ['triggered regent permanentBecomesTarget 601.2c'],
  },
  {
    name: 'Spectral Prison: "When enchanted creature becomes the target of a spell, sacrifice [this]": Giant Growth on the creature frees it',
    board: board([
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'prison', card: 'Spectral Prison', attachedTo: 'bear' },
      inHand('growth', 'Giant Growth'),
    ]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['bear'] }],
    objects: { prison: { zone: 'graveyard' }, bear: { pt: '5/5' } },
    events: ['triggered prison permanentBecomesTarget 601.2c'],
  },
  {
    name: 'Spectral Prison: "a spell"; an activated ability targeting the creature does not trigger it',
    board: board([
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'prison', card: 'Spectral Prison', attachedTo: 'bear' },
      { id: 'sorc', card: 'Prodigal Sorcerer' },
    ]),
    actions: [{ kind: 'activate', object: 'sorc', ability: 0, targets: ['bear'] }],
    objects: { prison: { zone: 'battlefield' }, bear: { damage: 1 } },
    without: ['triggered prison permanentBecomesTarget 601.2c'],
  },
];

describe('"becomes the target of a spell or ability" triggers (CR 601.2c, 602.2b, 603.3d)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
