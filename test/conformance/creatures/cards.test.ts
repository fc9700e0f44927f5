import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { makeManaPool } from '../../../src/mana/pool.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, play, stateOf } from '../../support/play.js';

/**
 * The hand definitions of creatures with keywords and regeneration (src/cards/behaviours/
 * keywords.ts, mana.ts), each played with `apply`. Row names quote the card's Oracle text
 * (src/cards/pool-data.json) and the rule that decides the result.
 */

const at = (step: string, extra: object = {}) => ({ turn: { number: 3, active: 'A', step }, ...extra });
const dmg = (source: string, to: string, amount: number): Action => ({
  kind: 'damage',
  source,
  to: [{ to, amount }],
});
const activate = (object: string, ability: number, targets?: string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(targets ? { targets } : {}),
});
const cast = (source: string, targets: string[] = []): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  ...(targets.length > 0 ? { targets } : {}),
});
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });

const KEYWORDS: readonly PlayRow[] = [
  {
    name: 'Raging Goblin, "Haste": it attacks the turn it comes under A\'s control (CR 702.10b)',
    board: at('declareAttackers', {
      objects: [{ id: 'goblin', card: 'Raging Goblin', enteredThisTurn: true }],
    }),
    actions: [declare('goblin')],
    objects: { goblin: { attacking: 'B', tapped: true } },
  },
  {
    name: 'Typhoid Rats, "Deathtouch": 1 damage destroys Wall of Stone, a 0/8 (CR 702.2b, 704.5h)',
    board: { objects: [{ id: 'rats', card: 'Typhoid Rats' }, theirs('wall', 'Wall of Stone')] },
    actions: [dmg('rats', 'wall', 1)],
    objects: { wall: { zone: 'graveyard' } },
    events: ['damageDealt rats>wall 1 marked 120.3e', 'destroyed wall 704.5h'],
  },
  {
    name: 'Boggart Ram-Gang, "Wither": its 3 damage to Wall of Stone are three -1/-1 counters, not marked (CR 702.80a, 120.3d)',
    board: { objects: [{ id: 'gang', card: 'Boggart Ram-Gang' }, theirs('wall', 'Wall of Stone')] },
    actions: [dmg('gang', 'wall', 3)],
    objects: { wall: { zone: 'battlefield', damage: 0, counters: { '-1/-1': 3 }, pt: '-3/5' } },
    events: ['damageDealt gang>wall 3 minusCounters 120.3d'],
  },
  {
    name: 'Boggart Ram-Gang, "Haste": it attacks the turn it arrives (CR 702.10b)',
    board: at('declareAttackers', {
      objects: [{ id: 'gang', card: 'Boggart Ram-Gang', enteredThisTurn: true }],
    }),
    actions: [declare('gang')],
    objects: { gang: { attacking: 'B' } },
  },
  {
    name: 'Blight Mamba, "Infect": damage to a player gives poison counters, not life loss (CR 702.90b, 120.3b)',
    board: { objects: [{ id: 'mamba', card: 'Blight Mamba' }] },
    actions: [dmg('mamba', 'B', 1)],
    players: { B: { life: 20, poison: 1 } },
    events: ['damageDealt mamba>B 1 poison 120.3b'],
  },
  {
    name: 'Blight Mamba, "Infect": damage to a creature is -1/-1 counters (CR 702.90c, 120.3d)',
    board: { objects: [{ id: 'mamba', card: 'Blight Mamba' }, theirs('bear', 'Grizzly Bears')] },
    actions: [dmg('mamba', 'bear', 1)],
    objects: { bear: { damage: 0, counters: { '-1/-1': 1 }, pt: '1/1' } },
  },
  {
    name: 'Darksteel Myr, "Indestructible": lethal damage (Lightning Bolt) does not destroy it (CR 702.12b)',
    board: { objects: [{ id: 'myr', card: 'Darksteel Myr' }] },
    actions: [cast('Lightning Bolt', ['myr'])],
    objects: { myr: { zone: 'battlefield', damage: 3 } },
    events: ['notDestroyed myr indestructible 702.12b'],
  },
  {
    name: 'Serra Angel, "Flying": Grizzly Bears can\'t block it (CR 702.9b)',
    board: at('declareAttackers', {
      objects: [{ id: 'angel', card: 'Serra Angel' }, theirs('bear', 'Grizzly Bears')],
    }),
    actions: attackAndBlock(attack('angel'), [block('bear', 'angel')]),
    refused: '702.9b',
    objects: { bear: { blocking: null } },
  },
  {
    name: 'Serra Angel, "vigilance": attacking does not tap it (CR 702.20b)',
    board: at('declareAttackers', { objects: [{ id: 'angel', card: 'Serra Angel' }] }),
    actions: [declare('angel')],
    objects: { angel: { attacking: 'B', tapped: false } },
  },
  {
    name: 'Giant Spider, "Reach": it blocks Serra Angel (CR 702.17b); 4 damage each way kills it, and 2 leave the Angel standing',
    board: at('declareAttackers', {
      objects: [{ id: 'angel', card: 'Serra Angel' }, theirs('spider', 'Giant Spider')],
    }),
    actions: [
      ...attackAndBlock(attack('angel'), [block('spider', 'angel')]),
      { kind: 'advance', to: 'combatDamage' },
    ],
    objects: { spider: { zone: 'graveyard' }, angel: { zone: 'battlefield', damage: 2 } },
  },
  {
    name: 'Wall of Stone, "Defender": it can\'t attack (CR 702.3b)',
    board: at('declareAttackers', { objects: [{ id: 'wall', card: 'Wall of Stone' }] }),
    actions: [declare('wall')],
    refused: '702.3b',
    objects: { wall: { attacking: null } },
  },
  {
    name: 'River Boa, "Islandwalk": it can\'t be blocked while the defending player controls an Island (CR 702.14c)',
    board: at('declareAttackers', {
      objects: [
        { id: 'boa', card: 'River Boa' },
        theirs('bear', 'Grizzly Bears'),
        theirs('island', 'Island'),
      ],
    }),
    actions: attackAndBlock(attack('boa'), [block('bear', 'boa')]),
    refused: '702.14c',
  },
  {
    name: 'River Boa, "Islandwalk": with no Island on the defending side it can be blocked (CR 702.14c)',
    board: at('declareAttackers', {
      objects: [{ id: 'boa', card: 'River Boa' }, theirs('bear', 'Grizzly Bears'), { card: 'Island' }],
    }),
    actions: attackAndBlock(attack('boa'), [block('bear', 'boa')]),
    objects: { bear: { blocking: 'boa' }, boa: { blocked: true } },
  },
];

const REGENERATION: readonly PlayRow[] = [
  {
    name: 'Drudge Skeletons, "{B}: Regenerate Drudge Skeletons.": Lightning Bolt\'s lethal damage is replaced: tapped, damage removed (CR 701.19a)',
    board: {
      players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
      objects: [{ id: 'skel', card: 'Drudge Skeletons' }],
    },
    actions: [activate('skel', 0), cast('Lightning Bolt', ['skel'])],
    objects: { skel: { zone: 'battlefield', tapped: true, damage: 0, shields: 0 } },
    events: ['shieldCreated skel 701.19a', 'regenerated skel 701.19a'],
  },
  {
    name: "Drudge Skeletons: without {B} in the pool the ability can't be activated (CR 118.3; the mana planner cites 202.1a)",
    board: { objects: [{ id: 'skel', card: 'Drudge Skeletons' }] },
    actions: [activate('skel', 0)],
    refused: '202.1a',
    objects: { skel: { shields: 0 } },
  },
  {
    name: 'Drudge Skeletons: Wrath of God\'s "They can\'t be regenerated" sets its shield aside (CR 701.19c)',
    board: {
      players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
      objects: [{ id: 'skel', card: 'Drudge Skeletons' }],
    },
    actions: [activate('skel', 0), cast('Wrath of God')],
    objects: { skel: { zone: 'graveyard' } },
    events: ['destroyed skel 701.8a'],
  },
  {
    name: 'Blight Mamba, "{1}{G}: Regenerate Blight Mamba.": Shock\'s lethal damage is replaced (CR 701.19a)',
    board: {
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
      objects: [{ id: 'mamba', card: 'Blight Mamba' }],
    },
    actions: [activate('mamba', 1), cast('Shock', ['mamba'])],
    objects: { mamba: { zone: 'battlefield', tapped: true, damage: 0 } },
    events: ['regenerated mamba 701.19a'],
  },
  {
    name: 'Llanowar Elves, "{T}: Add {G}." pays River Boa\'s "{G}: Regenerate River Boa." (CR 605.1a, 106.3, 701.19a)',
    board: {
      objects: [
        { id: 'elves', card: 'Llanowar Elves' },
        { id: 'boa', card: 'River Boa' },
      ],
    },
    actions: [activate('elves', 0), activate('boa', 1)],
    objects: { elves: { tapped: true }, boa: { shields: 1, tapped: false } },
    events: ['tapped elves 107.5', 'manaAdded A {G}x1 106.4', 'shieldCreated boa 701.19a'],
  },
  {
    name: "Llanowar Elves: a creature that arrived this turn can't pay {T} (CR 302.6)",
    board: { objects: [{ id: 'elves', card: 'Llanowar Elves', enteredThisTurn: true }] },
    actions: [activate('elves', 0)],
    refused: '302.6',
    objects: { elves: { tapped: false } },
  },
];

/** Mana abilities add to the controller's pool (CR 106.3, 605); the pool as `{G}{G}` text. */
const MANA: readonly {
  name: string;
  board: unknown;
  actions: readonly Action[];
  pools: Record<string, string>;
}[] = [
  {
    name: 'Llanowar Elves, "{T}: Add {G}.": A\'s pool gets {G} (CR 106.3, 605.1a)',
    board: { objects: [{ id: 'elves', card: 'Llanowar Elves' }] },
    actions: [activate('elves', 0)],
    pools: { A: '{G}', B: '' },
  },
  {
    name: "Llanowar Elves controlled by B: the mana goes to B's pool, its controller's (CR 106.3)",
    board: at('main1', { objects: [{ id: 'elves', card: 'Llanowar Elves', controller: 'B' }] }),
    // CR 117.1, 117.3d: B activates it once A, the active player, has passed priority to them.
    actions: [{ kind: 'pass' }, activate('elves', 0)],
    pools: { A: '', B: '{G}' },
  },
  {
    name: 'Llanowar Elves: mana already in the pool stays; the {G} is added to it (CR 106.4)',
    board: {
      players: [{ id: 'A', manaPool: '{W}' }, { id: 'B' }],
      objects: [{ id: 'elves', card: 'Llanowar Elves' }],
    },
    actions: [activate('elves', 0)],
    pools: { A: '{W}{G}', B: '' },
  },
];

describe('Creature cards: keywords, regeneration and mana, played with apply', () => {
  for (const [title, rows] of [
    ['keywords (702)', KEYWORDS],
    ['regeneration (701.19) and paying for it', REGENERATION],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }

  describe('mana abilities (605)', () => {
    it.each(MANA.map((r) => [r.name, r] as const))('%s', (_name, row) => {
      const played = play(stateOf(row.board), row.actions);
      expect(played.refusal).toBeNull();
      const pools = Object.fromEntries(
        played.state.players.map((p) => {
          const text = makeManaPool(p.manaPool);
          return [p.id, text.ok ? text.value : text.error.message];
        }),
      );
      expect(pools).toEqual(row.pools);
    });
  });
});
