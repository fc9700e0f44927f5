import { describe, it } from 'vitest';
import type { Instruction, Trigger } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import {
  attack,
  attackAndBlock,
  block,
  checkPlay,
  decide,
  type PlayRow,
  triggers,
} from '../../support/play.js';

/**
 * Triggers on other creatures attacking or dealing combat damage (CR 508.3a, 510.3a), and the
 * "one or more" ones that trigger once for the event however many creatures it is about
 * (603.2c). Each ability stands on a Grizzly Bears through an effect granting it, worded as the
 * real card it comes from, or is the real card's compiled from its Oracle text.
 */

const gain: Instruction = { kind: 'gainLife', amount: { kind: 'constant', n: 1 } };
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
/** The attackers declared, the blocks, and on to the combat damage step. */
const strike = (attackers: string[], ...blocks: [string, string][]): Action[] => [
  ...attackAndBlock(
    attack(...attackers),
    blocks.map(([b, a]) => block(b, a)),
  ),
  { kind: 'advance', to: 'combatDamage' },
];
const combat = { number: 3, active: 'A', step: 'declareAttackers' };
const yours = { types: ['Creature'], controller: 'you' } as const;
const bear = (id: string) => ({ id, card: 'Grizzly Bears' });
const theirs = (id: string) => ({ id, card: 'Grizzly Bears', controller: 'B' });

/** The trigger printed on the Bears `watcher`, gaining 1 life. */
const gainsOn = (watcher: string, text: string, trigger: Trigger) => triggers(watcher, text, trigger, [gain]);

/** In the manner of Ancestor Dragon: "Whenever one or more creatures you control attack". */
const ATTACK_ANY = gainsOn('watcher', 'Whenever one or more creatures you control attack, you gain 1 life.', {
  kind: 'creaturesAttack',
  filter: yours,
});
/** Toski, Bearer of Secrets: "Whenever a creature you control deals combat damage to a player". */
const EACH_DEALS = gainsOn(
  'watcher',
  'Whenever a creature you control deals combat damage to a player, you gain 1 life.',
  { kind: 'creatureDealsCombatDamageToPlayer', filter: yours },
);
/** Professional Face-Breaker: "Whenever one or more creatures you control deal combat damage to a player". */
const ANY_DEALS = gainsOn(
  'watcher',
  'Whenever one or more creatures you control deal combat damage to a player, you gain 1 life.',
  { kind: 'creatureDealsCombatDamageToPlayer', filter: yours, oneOrMore: true },
);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c: "Whenever one or more creatures you control attack" with two attackers triggers once',
    board: { turn: combat, objects: [bear('watcher'), bear('a1'), bear('a2')], effects: [ATTACK_ANY] },
    actions: [declare('a1', 'a2')],
    players: { A: { life: 21 } },
    events: ['triggered watcher creaturesAttack 603.2c'],
  },
  {
    name: 'CR 508.3a: with no creature declared as an attacker, "one or more creatures attack" does not trigger',
    board: { turn: combat, objects: [bear('watcher')], effects: [ATTACK_ANY] },
    actions: [declare()],
    players: { A: { life: 20 } },
    without: ['triggered watcher creaturesAttack 603.2c'],
  },
  {
    name: 'CR 603.2c: an attack by the opponent\'s creatures is not one by "creatures you control"',
    board: {
      turn: { number: 4, active: 'B', step: 'declareAttackers' },
      objects: [{ ...bear('watcher'), controller: 'A' }, theirs('b1')],
      effects: [ATTACK_ANY],
    },
    actions: [declare('b1')],
    players: { A: { life: 20 } },
    without: ['triggered watcher creaturesAttack 603.2c'],
  },
  {
    name: 'CR 510.3a: "Whenever a creature you control deals combat damage to a player", two unblocked attackers: twice',
    board: { turn: combat, objects: [bear('watcher'), bear('a1'), bear('a2')], effects: [EACH_DEALS] },
    actions: strike(['a1', 'a2']),
    players: { A: { life: 22 }, B: { life: 16 } },
    events: ['triggered watcher creatureDealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: 'CR 510.3a: a blocked attacker deals its combat damage to a creature: only the unblocked one triggers it',
    board: {
      turn: combat,
      objects: [bear('watcher'), bear('a1'), bear('a2'), theirs('b1')],
      effects: [EACH_DEALS],
    },
    actions: strike(['a1', 'a2'], ['b1', 'a1']),
    players: { A: { life: 21 }, B: { life: 18 } },
  },
  {
    name: 'CR 603.2c: "Whenever one or more creatures you control deal combat damage to a player", two unblocked attackers: once',
    board: { turn: combat, objects: [bear('watcher'), bear('a1'), bear('a2')], effects: [ANY_DEALS] },
    actions: strike(['a1', 'a2']),
    players: { A: { life: 21 }, B: { life: 16 } },
    events: ['triggered watcher creatureDealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: 'Grim Hireling, CR 603.2c: two creatures deal combat damage to a player at once: one trigger, two Treasures',
    board: { turn: combat, objects: [{ id: 'grim', card: 'Grim Hireling' }, bear('a1')] },
    actions: strike(['grim', 'a1']),
    players: { B: { life: 15 } },
    events: ['tokenCreated o3 Treasure Token 111.2', 'tokenCreated o4 Treasure Token 111.2'],
    without: ['tokenCreated o5 Treasure Token 111.2'],
  },
  {
    name: 'Cabal Slaver, CR 510.3a: "Whenever a Goblin deals combat damage to a player, that player discards a card"',
    board: {
      turn: combat,
      objects: [
        { id: 'slaver', card: 'Cabal Slaver' },
        { id: 'goblin', card: 'Raging Goblin' },
        { id: 'card', card: 'Island', zone: 'hand', owner: 'B' },
      ],
    },
    // That player, B, chooses the card to discard as the trigger resolves (701.9b, 608.2d).
    actions: [...strike(['goblin']), decide({ cards: ['card'] })],
    objects: { card: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
];

describe('CR 603.2c: "one or more" creatures attacking or dealing combat damage', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
