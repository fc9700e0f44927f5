import { describe, it } from 'vitest';
import type { TokenDef } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, pool } from '../../support/play.js';

/**
 * CR 702.147a: "Decayed" means "This creature can't block" and "When this creature attacks,
 * sacrifice it at end of combat". Hobbling Zombie, real and compiled from its Oracle text: "When
 * Hobbling Zombie dies, create a 2/2 black Zombie creature token with decayed." The tokens of
 * the rows that attack or block are the one it creates, put on the board as its definition
 * (CR 111.3), there since the turn began.
 */

const creator = pool.get('Hobbling Zombie')?.abilities[1];
const instruction = creator && 'instructions' in creator ? creator.instructions[0] : undefined;
const zombie: TokenDef | undefined = instruction?.kind === 'createTokens' ? instruction.token : undefined;
const decayed = (id: string, controller = 'A') => ({
  id,
  card: 'Zombie Token',
  token: true,
  tokenDef: zombie,
  controller,
});

const main = { number: 3, active: 'A', step: 'main1' };
const combat = { ...main, step: 'declareAttackers' };
const advance = (to: 'endCombat' | 'combatDamage'): Action => ({ kind: 'advance', to });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 111.3, 702.147a: Hobbling Zombie dies -> a 2/2 black Zombie token with decayed',
    board: { turn: main, objects: [{ id: 'hobbling', card: 'Hobbling Zombie' }] },
    actions: [{ kind: 'move', object: 'hobbling', to: 'graveyard' }],
    objects: { o2: { pt: '2/2', controller: 'A' } },
    events: ['tokenCreated o2 Zombie Token 111.2'],
  },
  {
    name: 'CR 702.147a, 511.2: the decayed Zombie attacks, deals its 2, and is sacrificed at end of combat',
    board: { turn: combat, objects: [decayed('zombie')] },
    actions: [
      { kind: 'declareAttackers', attackers: attack('zombie') },
      advance('combatDamage'),
      advance('endCombat'),
    ],
    players: { B: { life: 18 } },
    objects: { zombie: { zone: 'gone' } },
    events: ['delayedTriggerCreated zombie 603.7a', 'zoneChange zombie battlefield>graveyard 701.21a'],
  },
  {
    name: "CR 702.147a, 509.1b: B's decayed Zombie can't block",
    board: { turn: combat, objects: [{ id: 'bear', card: 'Grizzly Bears' }, decayed('zombie', 'B')] },
    actions: attackAndBlock(attack('bear'), [block('zombie', 'bear')]),
    refused: '509.1b',
  },
];

describe('tokens with decayed (CR 702.147a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
