import { describe, it } from 'vitest';
import { setColors } from '../../support/boards.js';
import { checkPlay, has, type PlayRow, pumped } from '../../support/play.js';

/**
 * CR 120 (January 2026) and the K.10 rulings on damage, played with `apply`. Keywords are
 * grants on vanilla creatures (`has`), standing for printed ones; spells that deal damage
 * are the `damage` action from the spell's card on the stack, as its resolution would deal it.
 */

const dmg = (source: string, to: string, amount: number) =>
  ({ kind: 'damage', source, to: [{ to, amount }] }) as const;

const shock = { id: 'shock', card: 'Shock', zone: 'stack' } as const;
const bolt = { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' } as const;

const MARKED: readonly PlayRow[] = [
  {
    name: 'K.10 Ruling 4: a 5-toughness creature with 4 damage still has toughness 5 (120.3e: damage is marked)',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, bolt, shock],
      stack: ['bolt', 'shock'],
      effects: [pumped('bear', 3, 3)],
    },
    actions: [dmg('bolt', 'bear', 3), dmg('shock', 'bear', 1)],
    objects: { bear: { zone: 'battlefield', pt: '5/5', damage: 4, counters: {} } },
    events: ['damageDealt bolt>bear 3 marked 120.3e', 'damageDealt shock>bear 1 marked 120.3e'],
  },
  {
    name: 'K.10 Ruling 4, 120.6: damage accumulates; a fifth point on the 5/5 is lethal (704.5g)',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, bolt, shock],
      stack: ['bolt', 'shock'],
      effects: [pumped('bear', 3, 3)],
    },
    actions: [dmg('bolt', 'bear', 3), dmg('shock', 'bear', 2)],
    objects: { bear: { zone: 'graveyard' } },
    events: ['destroyed bear 704.5g'],
  },
  {
    name: 'CR 120.5 example: Lightning Bolt deals 3 to a 2/2; state-based actions destroy it, not the damage',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }, bolt], stack: ['bolt'] },
    actions: [dmg('bolt', 'bear', 3)],
    objects: { bear: { zone: 'graveyard', controller: 'B' } },
    events: ['damageDealt bolt>bear 3 marked 120.3e', 'destroyed bear 704.5g'],
  },
  {
    name: 'CR 120.3a: damage to a player from a source without infect is life loss',
    board: { objects: [bolt], stack: ['bolt'] },
    actions: [dmg('bolt', 'B', 3)],
    players: { B: { life: 17, poison: 0 } },
    events: ['damageDealt bolt>B 3 lifeLost 120.3a'],
  },
  {
    name: 'CR 120.8: a source that would deal 0 damage deals no damage at all',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'rats', card: 'Memnite' },
      ],
    },
    actions: [dmg('rats', 'bear', 0), dmg('rats', 'B', 0)],
    objects: { bear: { damage: 0, zone: 'battlefield' } },
    players: { B: { life: 20 } },
    without: ['damageDealt rats>bear 0 marked 120.3e', 'damageDealt rats>B 0 lifeLost 120.3a'],
  },
];

const COLOUR: readonly PlayRow[] = [
  {
    name: 'K.10 Ruling 3: a black creature given +3/+3 still deals black damage (prevented by protection from black, 702.16e)',
    board: {
      objects: [
        { id: 'skel', card: 'Drudge Skeletons' },
        { id: 'colossus', card: 'Chameleon Colossus', controller: 'B' },
      ],
      effects: [pumped('skel', 3, 3)],
    },
    actions: [dmg('skel', 'colossus', 4)],
    objects: { colossus: { zone: 'battlefield', damage: 0 } },
    without: ['damageDealt skel>colossus 4 marked 120.3e'],
  },
  {
    name: 'K.10 Ruling 3: the source is read as it is now: a green creature made black deals black damage',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'colossus', card: 'Chameleon Colossus', controller: 'B' },
      ],
      effects: [
        {
          source: 'paint',
          sourceName: 'it becomes black',
          on: ['bear'],
          effect: { affects: {}, ops: [setColors('B')] },
        },
      ],
    },
    actions: [dmg('bear', 'colossus', 2)],
    objects: { colossus: { damage: 0 } },
    without: ['damageDealt bear>colossus 2 marked 120.3e'],
  },
  {
    name: 'K.10 Ruling 3: ... and a black creature made white deals white damage, which protection from black lets through',
    board: {
      objects: [
        { id: 'skel', card: 'Drudge Skeletons' },
        { id: 'colossus', card: 'Chameleon Colossus', controller: 'B' },
      ],
      effects: [
        {
          source: 'paint',
          sourceName: 'it becomes white',
          on: ['skel'],
          effect: { affects: {}, ops: [setColors('W')] },
        },
      ],
    },
    actions: [dmg('skel', 'colossus', 1)],
    objects: { colossus: { damage: 1 } },
    events: ['damageDealt skel>colossus 1 marked 120.3e'],
  },
];

const COUNTERS: readonly PlayRow[] = [
  {
    name: 'CR 120.3d, 702.80a: wither puts -1/-1 counters on a creature instead of marking damage',
    board: {
      objects: [
        { id: 'w', card: 'Grizzly Bears' },
        { id: 'spider', card: 'Wall of Stone', controller: 'B' },
      ],
      effects: [has('w', 'Wither')],
    },
    actions: [dmg('w', 'spider', 2)],
    objects: { spider: { pt: '-2/6', damage: 0, counters: { '-1/-1': 2 } } },
    events: ['countersChanged spider -1/-1 +2 120.3d'],
  },
  {
    name: "CR 120.3d then 704.5f: wither's counters leave a 2/2 at 0/0, put into the graveyard, not destroyed",
    board: {
      objects: [
        { id: 'w', card: 'Grizzly Bears' },
        { id: 'ogre', card: 'Gray Ogre', controller: 'B' },
      ],
      effects: [has('w', 'Wither')],
    },
    actions: [dmg('w', 'ogre', 2)],
    objects: { ogre: { zone: 'graveyard' } },
    events: ['zoneChange ogre battlefield>graveyard 704.5f'],
    without: ['destroyed ogre 704.5g'],
  },
  {
    name: 'CR 120.3a: wither does not change damage to a player, which is still life loss',
    board: { objects: [{ id: 'w', card: 'Grizzly Bears' }], effects: [has('w', 'Wither')] },
    actions: [dmg('w', 'B', 2)],
    players: { B: { life: 18, poison: 0 } },
  },
  {
    name: 'CR 120.3d: infect puts -1/-1 counters on a creature',
    board: {
      objects: [
        { id: 'i', card: 'Memnite' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
      effects: [has('i', 'Infect')],
    },
    actions: [dmg('i', 'bear', 1)],
    objects: { bear: { pt: '1/1', damage: 0, counters: { '-1/-1': 1 } } },
    events: ['damageDealt i>bear 1 minusCounters 120.3d'],
  },
  {
    name: 'CR 120.3b, 702.90b: infect gives a player poison counters and no life is lost',
    board: { objects: [{ id: 'i', card: 'Grizzly Bears' }], effects: [has('i', 'Infect')] },
    actions: [dmg('i', 'B', 2)],
    players: { B: { life: 20, poison: 2, lost: false } },
    events: ['damageDealt i>B 2 poison 120.3b'],
  },
  {
    name: 'CR 704.5c: a player with ten or more poison counters loses (8 + 2 from infect)',
    board: {
      players: [{ id: 'A' }, { id: 'B', counters: { poison: 8 } }],
      objects: [{ id: 'i', card: 'Grizzly Bears' }],
      effects: [has('i', 'Infect')],
    },
    actions: [dmg('i', 'B', 2)],
    players: { B: { poison: 10, lost: true, life: 20 } },
    events: ['playerLost B 704.5c'],
  },
  {
    name: 'CR 704.5c: nine poison counters are not enough (7 + 2)',
    board: {
      players: [{ id: 'A' }, { id: 'B', counters: { poison: 7 } }],
      objects: [{ id: 'i', card: 'Grizzly Bears' }],
      effects: [has('i', 'Infect')],
    },
    actions: [dmg('i', 'B', 2)],
    players: { B: { poison: 9, lost: false } },
  },
  {
    name: 'CR 704.5a: a player at 0 life loses',
    board: { players: [{ id: 'A' }, { id: 'B', life: 3 }], objects: [bolt], stack: ['bolt'] },
    actions: [dmg('bolt', 'B', 3)],
    players: { B: { life: 0, lost: true } },
    events: ['playerLost B 704.5a'],
  },
];

const LIFELINK: readonly PlayRow[] = [
  {
    name: 'CR 120.3f, 702.15b: damage from a lifelink source to a player gains its controller that much life',
    board: { objects: [{ id: 'l', card: 'Grizzly Bears' }], effects: [has('l', 'Lifelink')] },
    actions: [dmg('l', 'B', 2)],
    players: { A: { life: 22 }, B: { life: 18 } },
    events: ['lifeGained A 2 120.3f'],
  },
  {
    name: "CR 120.3f: lifelink counts all the damage dealt, beyond the creature's toughness (5 to a 1/1)",
    board: {
      objects: [
        { id: 'l', card: 'Grizzly Bears' },
        { id: 'm', card: 'Memnite', controller: 'B' },
      ],
      effects: [has('l', 'Lifelink'), pumped('l', 3, 0)],
    },
    actions: [dmg('l', 'm', 5)],
    players: { A: { life: 25 } },
    objects: { m: { zone: 'graveyard' } },
  },
  {
    name: 'CR 120.3f: lifelink is "in addition to the damage\'s other results": infect and lifelink to a player',
    board: {
      objects: [{ id: 'l', card: 'Grizzly Bears', controller: 'B' }],
      effects: [has('l', 'Lifelink', 'Infect')],
    },
    actions: [dmg('l', 'A', 2)],
    players: { A: { life: 20, poison: 2 }, B: { life: 22 } },
  },
  {
    name: 'CR 120.3f: lifelink damage to a creature with wither still gains life, the creature gets counters',
    board: {
      objects: [
        { id: 'l', card: 'Grizzly Bears' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B' },
      ],
      effects: [has('l', 'Lifelink', 'Wither')],
    },
    actions: [dmg('l', 'wall', 2)],
    players: { A: { life: 22 } },
    objects: { wall: { counters: { '-1/-1': 2 }, damage: 0 } },
  },
];

const DEATHTOUCH: readonly PlayRow[] = [
  {
    name: 'CR 702.2b, 704.5h: 1 damage from a deathtouch source destroys a 2/2',
    board: {
      objects: [
        { id: 'dt', card: 'Memnite' },
        { id: 'ogre', card: 'Gray Ogre', controller: 'B' },
      ],
      effects: [has('dt', 'Deathtouch')],
    },
    actions: [dmg('dt', 'ogre', 1)],
    objects: { ogre: { zone: 'graveyard' } },
    events: ['destroyed ogre 704.5h'],
  },
  {
    name: 'CR 704.5h: deathtouch damage from a source with wither is counters, not marked damage, and still destroys',
    board: {
      objects: [
        { id: 'dt', card: 'Memnite' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B' },
      ],
      effects: [has('dt', 'Deathtouch', 'Wither')],
    },
    actions: [dmg('dt', 'wall', 1)],
    objects: { wall: { zone: 'graveyard' } },
    events: ['countersChanged wall -1/-1 +1 120.3d', 'destroyed wall 704.5h'],
  },
  {
    name: 'CR 704.5h: deathtouch damage from a source with infect destroys too',
    board: {
      objects: [
        { id: 'dt', card: 'Memnite' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B' },
      ],
      effects: [has('dt', 'Deathtouch', 'Infect')],
    },
    actions: [dmg('dt', 'wall', 1)],
    objects: { wall: { zone: 'graveyard' } },
    events: ['destroyed wall 704.5h'],
  },
  {
    name: 'CR 702.12b: an indestructible creature dealt deathtouch damage is not destroyed',
    board: {
      objects: [
        { id: 'dt', card: 'Memnite' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B' },
      ],
      effects: [has('dt', 'Deathtouch'), has('wall', 'Indestructible')],
    },
    actions: [dmg('dt', 'wall', 1)],
    objects: { wall: { zone: 'battlefield', damage: 1 } },
    events: ['notDestroyed wall indestructible 702.12b'],
  },
  {
    name: 'CR 704.5h: deathtouch damage counts only until the next check: once indestructible ends, 1 damage on a 0/8 is not lethal',
    board: {
      objects: [
        { id: 'dt', card: 'Memnite' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B' },
        { id: 'src', card: 'Forest', controller: 'B' },
      ],
      effects: [
        has('dt', 'Deathtouch'),
        {
          source: 'src',
          duration: 'untilLeavesBattlefield',
          on: ['wall'],
          effect: {
            affects: {},
            ops: [
              {
                kind: 'addAbilities',
                abilities: [{ kind: 'keyword', keyword: 'Indestructible', text: 'Indestructible' }],
              },
            ],
          },
        },
      ],
    },
    // 611.2b: the indestructible grant ends as its source leaves; the deathtouch check is long past.
    actions: [dmg('dt', 'wall', 1), { kind: 'move', object: 'src', to: 'graveyard' }],
    objects: { wall: { zone: 'battlefield', damage: 1 } },
    events: ['notDestroyed wall indestructible 702.12b', 'zoneChange src battlefield>graveyard 400.7'],
    without: ['destroyed wall 704.5h'],
  },
];

const PLANESWALKERS: readonly PlayRow[] = [
  {
    name: 'CR 120.3c: damage to a planeswalker removes that many loyalty counters',
    board: {
      objects: [{ id: 'ajani', card: 'Ajani Goldmane', controller: 'B', counters: { loyalty: 4 } }, shock],
      stack: ['shock'],
    },
    actions: [dmg('shock', 'ajani', 2)],
    objects: { ajani: { zone: 'battlefield', loyalty: 2, damage: 0, counters: { loyalty: 2 } } },
    events: ['damageDealt shock>ajani 2 loyaltyRemoved 120.3c', 'countersChanged ajani loyalty -2 120.3c'],
  },
  {
    name: "CR 120.3c, 704.5i: a planeswalker left with 0 loyalty is put into its owner's graveyard",
    board: {
      objects: [
        { id: 'ajani', card: 'Ajani Goldmane', controller: 'B', counters: { loyalty: 4 } },
        bolt,
        shock,
      ],
      stack: ['bolt', 'shock'],
    },
    actions: [dmg('shock', 'ajani', 2), dmg('bolt', 'ajani', 3)],
    objects: { ajani: { zone: 'graveyard' } },
    events: ['zoneChange ajani battlefield>graveyard 704.5i'],
  },
  {
    name: 'CR 120.3c-d: wither or infect damage to a planeswalker removes loyalty; -1/-1 counters are for creatures',
    board: {
      objects: [
        { id: 'w', card: 'Grizzly Bears' },
        { id: 'ajani', card: 'Ajani Goldmane', controller: 'B', counters: { loyalty: 4 } },
      ],
      effects: [has('w', 'Wither', 'Infect')],
    },
    actions: [dmg('w', 'ajani', 1)],
    objects: { ajani: { counters: { loyalty: 3 } } },
  },
];

const REFUSED: readonly PlayRow[] = [
  {
    name: "CR 120.1a: damage can't be dealt to an object that is not a battle, creature or planeswalker (a land)",
    board: { objects: [{ id: 'forest', card: 'Forest', controller: 'B' }, shock], stack: ['shock'] },
    actions: [dmg('shock', 'forest', 2)],
    refused: '120.1a',
    objects: { forest: { damage: 0 } },
  },
  {
    name: 'CR 120.1: damage is dealt to permanents, not to a creature card in a graveyard',
    board: { objects: [{ id: 'dead', card: 'Grizzly Bears', zone: 'graveyard' }, shock], stack: ['shock'] },
    actions: [dmg('shock', 'dead', 2)],
    refused: '120.1',
    objects: { dead: { damage: 0, zone: 'graveyard' } },
  },
  {
    name: "CR 107.1a: you can't deal fractional damage",
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }, shock], stack: ['shock'] },
    actions: [dmg('shock', 'bear', 1.5)],
    refused: '107.1a',
    objects: { bear: { damage: 0 } },
  },
];

describe('CR 120: damage and its results', () => {
  for (const [title, rows] of [
    ['marked damage (120.3e, K.10 Ruling 4)', MARKED],
    ["the colour of damage is the source's now (K.10 Ruling 3)", COLOUR],
    ['-1/-1 counters and poison (120.3b, 120.3d, 704.5a, 704.5c)', COUNTERS],
    ['lifelink (120.3f)', LIFELINK],
    ['deathtouch (702.2, 704.5h)', DEATHTOUCH],
    ['planeswalkers (120.3c, 704.5i)', PLANESWALKERS],
    ["damage the rules don't allow (120.1, 107.1a)", REFUSED],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
