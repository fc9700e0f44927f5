import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The hand definitions of damage and destruction (src/cards/behaviours/damage.ts), played with
 * `apply`: instants and sorceries as `resolve` actions by card name (CR 608.2), Prodigal
 * Sorcerer as an `activate` action. Row names quote the Oracle text and the deciding rule.
 */

const cast = (source: string, targets: string[] = [], controller = 'A'): Action => ({
  kind: 'resolve',
  source,
  controller,
  ...(targets.length > 0 ? { targets } : {}),
});
const ping = (targets: string[]): Action => ({ kind: 'activate', object: 'sorc', ability: 0, targets });
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });
const ajani = (loyalty: number) => theirs('ajani', 'Ajani Goldmane', { counters: { loyalty } });
const sorcerer = { id: 'sorc', card: 'Prodigal Sorcerer' };

const PRODIGAL_SORCERER: readonly PlayRow[] = [
  {
    name: 'Prodigal Sorcerer, "{T}: Prodigal Sorcerer deals 1 damage to any target.": a creature is marked 1 (CR 115.4, 120.3e)',
    board: { objects: [sorcerer, theirs('bear', 'Grizzly Bears')] },
    actions: [ping(['bear'])],
    objects: { sorc: { tapped: true }, bear: { damage: 1, zone: 'battlefield' } },
    events: ['tapped sorc 107.5', 'damageDealt sorc>bear 1 marked 120.3e'],
  },
  {
    name: 'Prodigal Sorcerer: a player is a legal "any target" and loses 1 life (CR 115.4, 120.3a)',
    board: { objects: [sorcerer] },
    actions: [ping(['B'])],
    players: { B: { life: 19 } },
    events: ['damageDealt sorc>B 1 lifeLost 120.3a'],
  },
  {
    name: 'Prodigal Sorcerer: a planeswalker is a legal "any target" and loses a loyalty counter (CR 115.4, 120.3c)',
    board: { objects: [sorcerer, ajani(4)] },
    actions: [ping(['ajani'])],
    objects: { ajani: { loyalty: 3 } },
    events: ['damageDealt sorc>ajani 1 loyaltyRemoved 120.3c'],
  },
  {
    name: 'Prodigal Sorcerer: a land is not "any target" (CR 115.4)',
    board: { objects: [sorcerer, theirs('forest', 'Forest')] },
    actions: [ping(['forest'])],
    refused: '115.4',
    objects: { sorc: { tapped: false } },
  },
  {
    name: "Prodigal Sorcerer: tapped, it can't pay {T} again (CR 107.5, 118.3)",
    board: { objects: [sorcerer] },
    actions: [ping(['B']), ping(['B'])],
    refused: '107.5',
    players: { B: { life: 19 } },
  },
  {
    name: 'Prodigal Sorcerer: it needs its one target (CR 601.2c)',
    board: { objects: [sorcerer] },
    actions: [ping([])],
    refused: '601.2c',
  },
];

const BURN: readonly PlayRow[] = [
  {
    name: 'Shock, "Shock deals 2 damage to any target.": the player loses 2 life (CR 120.3a)',
    board: {},
    actions: [cast('Shock', ['B'])],
    players: { B: { life: 18 } },
    events: ['damageDealt Shock>B 2 lifeLost 120.3a'],
  },
  {
    name: 'Shock: 2 damage to Grizzly Bears is lethal; state-based actions destroy it (CR 120.5, 704.5g)',
    board: { objects: [theirs('bear', 'Grizzly Bears')] },
    actions: [cast('Shock', ['bear'])],
    objects: { bear: { zone: 'graveyard' } },
    events: ['damageDealt Shock>bear 2 marked 120.3e', 'destroyed bear 704.5g'],
  },
  {
    name: 'Shock to Ajani Goldmane removes two loyalty counters (CR 120.3c)',
    board: { objects: [ajani(4)] },
    actions: [cast('Shock', ['ajani'])],
    objects: { ajani: { loyalty: 2, zone: 'battlefield' } },
  },
  {
    name: 'Shock with no target does not resolve (CR 601.2c)',
    board: {},
    actions: [cast('Shock')],
    refused: '601.2c',
  },
  {
    name: 'Shock can target its caster: "any target" includes you (CR 115.4)',
    board: {},
    actions: [cast('Shock', ['A'])],
    players: { A: { life: 18 }, B: { life: 20 } },
  },
  {
    name: 'Lightning Bolt, "Lightning Bolt deals 3 damage to any target.": Serra Angel keeps 3 damage and lives (CR 120.3e, 704.5g)',
    board: { objects: [theirs('angel', 'Serra Angel')] },
    actions: [cast('Lightning Bolt', ['angel'])],
    objects: { angel: { damage: 3, zone: 'battlefield' } },
  },
  {
    name: 'Lightning Bolt: the player loses 3 life (CR 120.3a)',
    board: {},
    actions: [cast('Lightning Bolt', ['B'])],
    players: { B: { life: 17 } },
  },
  {
    name: 'Lightning Bolt on a Shocked Serra Angel: 5 damage on a 4/4 is lethal (CR 120.6, 704.5g)',
    board: { objects: [theirs('angel', 'Serra Angel')] },
    actions: [cast('Shock', ['angel']), cast('Lightning Bolt', ['angel'])],
    objects: { angel: { zone: 'graveyard' } },
  },
  {
    name: 'Lightning Bolt at 3 life: the player loses the game (CR 704.5a)',
    board: { players: [{ id: 'A' }, { id: 'B', life: 3 }] },
    actions: [cast('Lightning Bolt', ['B'])],
    players: { B: { life: 0, lost: true } },
  },
];

const WRATH: readonly PlayRow[] = [
  {
    name: 'Wrath of God, "Destroy all creatures.": every creature, whoever controls it (CR 701.8a)',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('angel', 'Serra Angel'),
        theirs('forest', 'Forest'),
        ajani(4),
      ],
    },
    actions: [cast('Wrath of God')],
    objects: {
      bear: { zone: 'graveyard' },
      angel: { zone: 'graveyard' },
      forest: { zone: 'battlefield' },
      ajani: { zone: 'battlefield' },
    },
    events: ['destroyed bear 701.8a', 'destroyed angel 701.8a'],
  },
  {
    name: 'Wrath of God, "They can\'t be regenerated.": River Boa\'s shield is set aside (CR 701.19c)',
    board: {
      players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      objects: [{ id: 'boa', card: 'River Boa' }],
    },
    actions: [{ kind: 'activate', object: 'boa', ability: 1 }, cast('Wrath of God')],
    objects: { boa: { zone: 'graveyard' } },
    without: ['regenerated boa 701.19a'],
  },
  {
    name: 'Wrath of God: Darksteel Myr is indestructible and stays (CR 702.12b)',
    board: {
      objects: [
        { id: 'myr', card: 'Darksteel Myr' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [cast('Wrath of God')],
    objects: { myr: { zone: 'battlefield' }, bear: { zone: 'graveyard' } },
    events: ['notDestroyed myr indestructible 702.12b'],
  },
  {
    name: 'Wrath of God: Kitchen Finks is destroyed, persist returns it with a -1/-1 counter (CR 702.79a), and it enters again: "you gain 2 life" (603.6a)',
    board: { objects: [{ id: 'finks', card: 'Kitchen Finks' }] },
    actions: [cast('Wrath of God')],
    objects: { finks: { zone: 'battlefield', counters: { '-1/-1': 1 }, pt: '2/1' } },
    players: { A: { life: 22 } },
    events: [
      'destroyed finks 701.8a',
      'zoneChange finks graveyard>battlefield 702.79a',
      'lifeGained A 2 119.3',
    ],
  },
];

describe('Damage and destruction cards, played with apply', () => {
  for (const [title, rows] of [
    ['Prodigal Sorcerer (115.4, 602)', PRODIGAL_SORCERER],
    ['Shock and Lightning Bolt (120)', BURN],
    ['Wrath of God (701.8, 701.19c)', WRATH],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
