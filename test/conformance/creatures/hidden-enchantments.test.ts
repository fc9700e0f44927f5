import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The Hidden and Opal enchantments: "When[ever] an opponent casts a [kind of] spell, if [this] is
 * an enchantment, [this] becomes a P/T [type] creature." A cast trigger (CR 601.2i, 603.2) with an
 * intervening "if" (603.4), whose effect has no duration and so lasts until the game ends
 * (611.2a); becoming a creature without "in addition to its other types" makes it no longer an
 * enchantment (205.1a), so it triggers no more. Real cards compiled from their Oracle text.
 * The caster of the spells is the active player, who may cast creature spells (307.1).
 */

const board = (watcher: string, spells: readonly (readonly [string, string])[], owner = 'B') => ({
  turn: { step: 'main1', active: owner },
  players: [
    { id: 'A', manaPool: '{R}{G}{G}{U}{U}{W}{W}{C}{C}{C}{C}' },
    { id: 'B', manaPool: '{R}{G}{G}{U}{U}{W}{W}{C}{C}{C}{C}' },
  ],
  objects: [
    { id: 'hidden', card: watcher, controller: 'A', owner: 'A' },
    ...spells.map(([id, card]) => ({ id, card, zone: 'hand', owner })),
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Opal Acrolith, CR 601.2i, 603.4, 611.2a: B casts Grizzly Bears -> it becomes a 2/4 Soldier creature, no longer an enchantment (205.1a)',
    board: board('Opal Acrolith', [['bears', 'Grizzly Bears']]),
    actions: [{ kind: 'cast', object: 'bears' }],
    objects: {
      hidden: { pt: '2/4', types: ['Creature'], subtypes: ['Soldier'] },
      bears: { zone: 'battlefield' },
    },
    events: ['triggered hidden spellCast 601.2i'],
  },
  {
    name: 'Opal Acrolith, CR 611.2a: the effect has no duration: still a 2/4 creature in the next turn',
    board: board('Opal Acrolith', [['bears', 'Grizzly Bears']]),
    actions: [
      { kind: 'cast', object: 'bears' },
      { kind: 'advance', to: 'upkeep' },
    ],
    objects: { hidden: { pt: '2/4', types: ['Creature'] } },
    turn: { active: 'A', step: 'upkeep' },
  },
  {
    name: 'Opal Acrolith, CR 603.4: a second creature spell finds it a creature, not an enchantment: no trigger',
    board: board('Opal Acrolith', [
      ['bears', 'Grizzly Bears'],
      ['hawk', 'Suntail Hawk'],
    ]),
    actions: [
      { kind: 'cast', object: 'bears' },
      { kind: 'cast', object: 'hawk' },
    ],
    objects: { hidden: { pt: '2/4' }, hawk: { zone: 'battlefield' } },
    events: ['triggered hidden spellCast 601.2i'],
  },
  {
    name: 'Hidden Spider, CR 601.2i, 702.9a: "a creature spell with flying": Suntail Hawk -> a 3/5 Spider with reach',
    board: board('Hidden Spider', [['hawk', 'Suntail Hawk']]),
    actions: [{ kind: 'cast', object: 'hawk' }],
    objects: { hidden: { pt: '3/5', types: ['Creature'], subtypes: ['Spider'], keywords: ['Reach'] } },
  },
  {
    name: 'Hidden Spider, CR 601.2i: Grizzly Bears has no flying and leaves it an enchantment; Suntail Hawk then makes it a creature',
    board: board('Hidden Spider', [
      ['bears', 'Grizzly Bears'],
      ['hawk', 'Suntail Hawk'],
    ]),
    actions: [
      { kind: 'cast', object: 'bears' },
      { kind: 'cast', object: 'hawk' },
    ],
    objects: { hidden: { pt: '3/5' }, bears: { zone: 'battlefield' } },
  },
  {
    name: 'Hidden Gibbons, CR 601.2i: "When an opponent casts an instant spell": Lightning Bolt -> a 4/4 Ape',
    board: board('Hidden Gibbons', [['bolt', 'Lightning Bolt']]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['A'] }],
    objects: { hidden: { pt: '4/4', types: ['Creature'], subtypes: ['Ape'] } },
    players: { A: { life: 17 } },
  },
  {
    name: "Hidden Gibbons, CR 601.2i, 603.3: its controller's Lightning Bolt triggers nothing; the opponent's in response puts the trigger above it",
    board: {
      ...board('Hidden Gibbons', [], 'A'),
      objects: [
        { id: 'hidden', card: 'Hidden Gibbons', controller: 'A', owner: 'A' },
        { id: 'mine', card: 'Lightning Bolt', zone: 'hand', owner: 'A' },
        { id: 'theirs', card: 'Lightning Bolt', zone: 'hand', owner: 'B' },
      ],
    },
    manual: true,
    actions: [
      { kind: 'cast', object: 'mine', targets: ['B'] },
      { kind: 'pass' },
      { kind: 'cast', object: 'theirs', targets: ['A'] },
    ],
    stack: ['mine', 'theirs', 'hidden:0'],
  },
];

describe('the Hidden cycle: a cast trigger with "if [this] is an enchantment" (CR 601.2i, 603.4, 611.2a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
