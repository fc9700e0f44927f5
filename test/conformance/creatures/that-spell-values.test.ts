import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * ", where X is that spell's mana value" (CR 202.3, 608.2h): the spell a cast trigger is about
 * (603.2c), or the target spell named before it, read as the ability resolves, or as the spell
 * was as the resolution began once an earlier instruction has countered it (701.6a). Real cards,
 * compiled from their Oracle text (MTGJSON, April 2022).
 */

const pass: Action = { kind: 'pass' };
const board = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [
    { id: 'A', manaPool: '{G}{G}{G}{U}{U}{U}{B}{B}{C}{C}{C}{C}' },
    { id: 'B', manaPool: '{G}{G}{G}{U}{U}{U}{C}{C}{C}{C}' },
  ],
  objects,
});
const hand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const cast = (object: string, targets?: string[]): Action => ({
  kind: 'cast',
  object,
  ...(targets ? { targets } : {}),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c, 608.2h: Manaplasm "Whenever you cast a spell, Manaplasm gets +X/+X until end of turn, where X is that spell\'s mana value." casting Craw Wurm (6) -> 7/7',
    board: board([{ id: 'plasm', card: 'Manaplasm' }, hand('wurm', 'Craw Wurm')]),
    actions: [cast('wurm')],
    objects: { plasm: { pt: '7/7' }, wurm: { zone: 'battlefield' } },
  },
  {
    name: "CR 202.3e: Manaplasm and Gelatinous Genesis ({X}{X}{G}) cast with X=2: that spell's mana value on the stack counts X, 5 -> 6/6",
    board: board([{ id: 'plasm', card: 'Manaplasm' }, hand('genesis', 'Gelatinous Genesis')]),
    actions: [{ kind: 'cast', object: 'genesis', x: 2 }],
    objects: { plasm: { pt: '6/6' }, genesis: { zone: 'graveyard' } },
  },
  {
    name: 'CR 603.2c, 608.2h: Endrek Sahr "Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X is that spell\'s mana value." Grizzly Bears (2) -> two Thrulls',
    board: board([{ id: 'endrek', card: 'Endrek Sahr, Master Breeder' }, hand('bear', 'Grizzly Bears')]),
    actions: [cast('bear')],
    objects: { o2: { pt: '1/1' }, o3: { pt: '1/1' }, o4: { zone: 'gone' } },
  },
  {
    name: 'CR 701.6a, 608.2h: Mystic Genesis "Counter target spell. Create an X/X green Ooze creature token, where X is that spell\'s mana value." countering Craw Wurm (6) -> a 6/6 Ooze',
    board: board([hand('wurm', 'Craw Wurm'), hand('genesis', 'Mystic Genesis', 'B')]),
    actions: [cast('wurm'), pass, cast('genesis', ['wurm']), pass, pass],
    manual: true,
    objects: {
      wurm: { zone: 'graveyard' },
      genesis: { zone: 'graveyard' },
      o1: { pt: '6/6', controller: 'B' },
    },
  },
];

describe("that spell's mana value (CR 202.3, 603.2c, 608.2h)", () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
