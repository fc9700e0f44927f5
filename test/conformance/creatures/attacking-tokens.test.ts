import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 508.4: tokens put onto the battlefield attacking, the cards real and compiled from their
 * Oracle text: Hero of Bladehold (3/4, battle cry: "Whenever Hero of Bladehold attacks, create two
 * 1/1 white Soldier creature tokens that are tapped and attacking.") and Brimaz, King of Oreskos
 * (3/4, vigilance: "Whenever Brimaz, King of Oreskos attacks, create a 1/1 white Cat Soldier
 * creature token with vigilance that's attacking."). They attack the one defending player there
 * is, unblocked; they were never declared, so they never "attacked" (no event says so). Where
 * their controller would choose among several (a planeswalker too), the engine refuses it as
 * unsupported, naming the rule.
 */

const combat = { number: 3, active: 'A', step: 'declareAttackers' };
const attacks = (id: string): Action => ({ kind: 'declareAttackers', attackers: attack(id) });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 508.4, Hero of Bladehold: two tapped 1/1 Soldiers attacking B, unblocked; none of them "attacked"',
    board: { turn: combat, objects: [{ id: 'hero', card: 'Hero of Bladehold' }] },
    actions: [attacks('hero')],
    objects: {
      hero: { attacking: 'B', tapped: true },
      o3: { attacking: 'B', tapped: true, blocked: false, controller: 'A' },
      o4: { attacking: 'B', tapped: true },
    },
    events: ['attackerDeclared hero>B 508.1', 'tokenCreated o3 Soldier Token 111.2'],
    without: ['attackerDeclared o3>B 508.1', 'attackerDeclared o4>B 508.1'],
  },
  {
    name: 'CR 508.4, 510.1: Hero of Bladehold and its two Soldiers unblocked: the token trigger resolved first, so battle cry gives each Soldier +1/+0: B takes 3 + 2 + 2 -> 13',
    board: { turn: combat, objects: [{ id: 'hero', card: 'Hero of Bladehold' }] },
    actions: [attacks('hero'), { kind: 'advance', to: 'combatDamage' }],
    players: { B: { life: 13 } },
  },
  {
    name: 'CR 508.4, Brimaz: its Cat Soldier is attacking but not tapped ("that\'s attacking")',
    board: { turn: combat, objects: [{ id: 'brimaz', card: 'Brimaz, King of Oreskos' }] },
    actions: [attacks('brimaz')],
    objects: { o2: { attacking: 'B', tapped: false, keywords: ['Vigilance'] } },
  },
  {
    name: "CR 508.4: with a planeswalker of B's there are two things to attack: that choice is refused as unsupported",
    board: {
      turn: combat,
      objects: [
        { id: 'hero', card: 'Hero of Bladehold' },
        { id: 'jace', card: 'Jace Beleren', controller: 'B', counters: { loyalty: 3 } },
      ],
    },
    actions: [attacks('hero'), { kind: 'pass' }],
    refused: '508.4',
  },
];

describe('tokens put onto the battlefield attacking (CR 508.4)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
