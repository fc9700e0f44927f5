import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { basePT, pt, run, setPT } from '../../support/boards.js';
import { attack, attackAndBlock, checkPlay, has, type PlayRow, pumped } from '../../support/play.js';

/**
 * The rules of section 302 (creatures) and 208.4 (base power and toughness) that the other
 * tables only lean on, each played on its own: a creature spell resolving (302.2), power as the
 * damage it deals in combat (302.4a), toughness as the damage that destroys it (302.4b), who can
 * attack (302.5), and damage marked and removed (302.7).
 */

const main = { turn: { number: 3, active: 'A', step: 'main1' } } as const;
const atDeclareAttackers = { turn: { number: 3, active: 'A', step: 'declareAttackers' } } as const;
const dmg = (source: string, to: string, amount: number): Action => ({
  kind: 'damage',
  source,
  to: [{ to, amount }],
});
const shock = { id: 'shock', card: 'Shock', zone: 'stack' } as const;
/** Shock on the stack, and B's creature it deals its damage to. */
const shocking = (id: string, card: string) => ({
  objects: [{ id, card, controller: 'B' }, shock],
  stack: ['shock'],
});
/** A's Grizzly Bears with wither, and B's Centaur Courser it deals damage to. */
const withering = {
  objects: [
    { id: 'w', card: 'Grizzly Bears' },
    { id: 'courser', card: 'Centaur Courser', controller: 'B' },
  ],
  effects: [has('w', 'Wither')],
};
const theirBear = { id: 'bear', card: 'Grizzly Bears', controller: 'B' } as const;
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 302.2: Grizzly Bears cast by A resolves onto the battlefield under A's control",
    board: {
      ...main,
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
      objects: [{ id: 'bear', card: 'Grizzly Bears', zone: 'hand', owner: 'A' }],
    },
    actions: [{ kind: 'cast', object: 'bear', sources: 'auto' }],
    objects: { bear: { zone: 'battlefield', controller: 'A', pt: '2/2' } },
    events: ['zoneChange bear stack>battlefield 608.3a'],
  },
  {
    name: 'CR 302.4a: an unblocked Gray Ogre (2/2) given +1/+0 deals 3 combat damage, its power, to the player it attacks',
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'ogre', card: 'Gray Ogre' }],
      effects: [pumped('ogre', 1, 0)],
    },
    actions: [...attackAndBlock(attack('ogre'), []), { kind: 'advance', to: 'combatDamage' }],
    players: { B: { life: 17 } },
  },
  {
    name: 'CR 302.4b, 704.5g: Shock deals 2 to a 3/3 Centaur Courser: 2 is less than its toughness, it stays',
    board: {
      objects: [{ id: 'courser', card: 'Centaur Courser', controller: 'B' }, shock],
      stack: ['shock'],
    },
    actions: [dmg('shock', 'courser', 2)],
    objects: { courser: { zone: 'battlefield', damage: 2 } },
  },
  {
    name: "CR 302.4b, 704.5g: ... to a 2/2 Grizzly Bears: 2 is its toughness, it's destroyed",
    board: shocking('bear', 'Grizzly Bears'),
    actions: [dmg('shock', 'bear', 2)],
    objects: { bear: { zone: 'graveyard' } },
    events: ['destroyed bear 704.5g'],
  },
  {
    name: "CR 302.5, 508.1a: creatures can attack; Bonesplitter, an artifact that isn't one, can't be declared an attacker",
    board: { ...atDeclareAttackers, objects: [{ id: 'splitter', card: 'Bonesplitter' }] },
    actions: [declare('splitter')],
    refused: '508.1a',
  },
  {
    name: 'CR 302.5, 509.1a: ... and creatures can block: Grizzly Bears blocks Gray Ogre',
    board: { ...atDeclareAttackers, objects: [{ id: 'ogre', card: 'Gray Ogre' }, theirBear] },
    actions: attackAndBlock(attack('ogre'), [{ blocker: 'bear', attacker: 'ogre' }]),
    objects: { bear: { blocking: 'ogre' }, ogre: { blocked: true } },
  },
  {
    name: 'CR 302.7, 120.3e: Shock, without wither or infect, marks 2 damage on Centaur Courser',
    board: {
      objects: [{ id: 'courser', card: 'Centaur Courser', controller: 'B' }, shock],
      stack: ['shock'],
    },
    actions: [dmg('shock', 'courser', 2)],
    objects: { courser: { damage: 2, counters: {} } },
    events: ['damageDealt shock>courser 2 marked 120.3e'],
  },
  {
    name: 'CR 302.7, 120.3d: from a source with wither no damage is marked: -1/-1 counters instead',
    board: withering,
    actions: [dmg('w', 'courser', 2)],
    objects: { courser: { damage: 0, counters: { '-1/-1': 2 } } },
  },
  {
    name: 'CR 302.7, 514.2: the damage marked on Centaur Courser is removed in the cleanup step',
    board: {
      ...main,
      objects: [{ id: 'courser', card: 'Centaur Courser', controller: 'B', damage: 2 }],
    },
    actions: [{ kind: 'advance', to: 'cleanup' }],
    objects: { courser: { damage: 0, zone: 'battlefield' } },
  },
];

describe('creatures (CR 302) played', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});

describe('colour indicator and base power and toughness (CR 107.13, 208.4)', () => {
  it('CR 107.13: Dryad Arbor, with no mana cost, is green by its colour indicator', () => {
    expect(run({ objects: [{ id: 'arbor', card: 'Dryad Arbor' }] }).get('arbor').colors).toStrictEqual(['G']);
  });

  const frog = (ops: readonly object[]) =>
    run({
      objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }],
      effects: ops.map((op) => ({
        source: 'frog',
        sourceName: 'Turn to Frog',
        on: ['bear'],
        effect: { affects: {}, ops: [op] },
      })),
    }).get('bear');

  it('CR 208.4, 208.4a: "has base power and toughness 1/1" sets the base; its +1/+1 counter modifies it further: base 1/1, 2/2', () => {
    const bear = frog([setPT(1, 1)]);
    expect([basePT(bear), pt(bear)]).toStrictEqual(['1/1', '2/2']);
  });

  it('CR 208.4: with nothing setting it, the base is its printed 2/2, and the counter makes it 3/3', () => {
    const bear = frog([]);
    expect([basePT(bear), pt(bear)]).toStrictEqual(['2/2', '3/3']);
  });
});
