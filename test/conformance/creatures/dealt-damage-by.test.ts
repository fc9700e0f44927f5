import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, resolveFor } from '../../support/play.js';

/**
 * "Whenever a creature dealt damage by [this] this turn dies" (Sengir Vampire, 4/4 flying: "...
 * put a +1/+1 counter on Sengir Vampire."): a creature the object dealt damage to this turn
 * (120.3) dies (700.4); the game looks back in time to see it (603.10a). The source is the
 * object it is now: once it changed zones it is a new object, which dealt nothing (400.7).
 * Real cards, compiled from their Oracle text.
 */

const atDeclareAttackers = { number: 2, active: 'A', step: 'declareAttackers' } as const;
const inMain = { number: 2, active: 'A', step: 'main1' } as const;
const toMain2: Action = { kind: 'advance', to: 'main2' };
const sengir = { id: 'sengir', card: 'Sengir Vampire', controller: 'B', timestamp: 5 };
/** Grizzly Bears, damaged by `source` (its timestamp then) in `turn`. */
const bearsDamaged = (turn: number, timestamp = 5) => ({
  id: 'bears',
  card: 'Grizzly Bears',
  damagedBy: [{ source: 'sengir', timestamp, turn }],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Sengir Vampire, CR 120.3e, 603.10a: it blocks and kills Grizzly Bears, and gets a +1/+1 counter',
    board: { turn: atDeclareAttackers, objects: [sengir, { id: 'bears', card: 'Grizzly Bears' }] },
    actions: [...attackAndBlock(attack('bears'), [block('sengir', 'bears')]), toMain2],
    objects: { bears: { zone: 'graveyard' }, sengir: { counters: { '+1/+1': 1 }, pt: '5/5', damage: 2 } },
    events: ['triggered sengir permanentDies 603.10a'],
  },
  {
    name: 'Sengir Vampire, CR 603.2: a creature only another creature dealt damage to dies: no counter',
    board: {
      turn: atDeclareAttackers,
      objects: [
        sengir,
        { id: 'giant', card: 'Hill Giant', controller: 'B' },
        { id: 'bears', card: 'Grizzly Bears' },
      ],
    },
    actions: [...attackAndBlock(attack('bears'), [block('giant', 'bears')]), toMain2],
    objects: { bears: { zone: 'graveyard' }, sengir: { counters: {} } },
    without: ['triggered sengir permanentDies 603.10a'],
  },
  {
    name: 'Sengir Vampire, CR 700.4: a creature it dealt damage to earlier this turn dies to Lightning Bolt: a counter',
    board: { turn: inMain, objects: [sengir, bearsDamaged(2)] },
    actions: [resolveFor('Lightning Bolt', 'bears')],
    objects: { bears: { zone: 'graveyard' }, sengir: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'Sengir Vampire, "this turn": a creature it dealt damage to last turn dies: no counter',
    board: { turn: inMain, objects: [sengir, bearsDamaged(1)] },
    actions: [resolveFor('Lightning Bolt', 'bears')],
    objects: { bears: { zone: 'graveyard' }, sengir: { counters: {} } },
    without: ['triggered sengir permanentDies 603.10a'],
  },
  {
    name: 'Sengir Vampire, CR 400.7: the damage was dealt by an earlier object of the card (another timestamp): no counter',
    board: { turn: inMain, objects: [sengir, bearsDamaged(2, 3)] },
    actions: [resolveFor('Lightning Bolt', 'bears')],
    objects: { bears: { zone: 'graveyard' }, sengir: { counters: {} } },
    without: ['triggered sengir permanentDies 603.10a'],
  },
  {
    name: 'Sengir Vampire, CR 603.10a: it dies in the same combat damage step as Craw Wurm it blocked; its ability still triggers, looking back',
    board: { turn: atDeclareAttackers, objects: [sengir, { id: 'wurm', card: 'Craw Wurm' }] },
    actions: [...attackAndBlock(attack('wurm'), [block('sengir', 'wurm')]), toMain2],
    objects: { wurm: { zone: 'graveyard' }, sengir: { zone: 'graveyard' } },
    events: ['triggered sengir permanentDies 603.10a'],
  },
  {
    name: 'Trophy Hunter, CR 702.9: "a creature with flying dealt damage by [this]": Grizzly Bears, without flying, dies to it: no counter',
    board: {
      turn: atDeclareAttackers,
      objects: [
        { id: 'hunter', card: 'Trophy Hunter', controller: 'B' },
        { id: 'bears', card: 'Grizzly Bears' },
      ],
    },
    actions: [...attackAndBlock(attack('bears'), [block('hunter', 'bears')]), toMain2],
    objects: { bears: { zone: 'graveyard' }, hunter: { counters: {} } },
    without: ['triggered hunter permanentDies 603.10a'],
  },
];

describe('"a creature dealt damage by [this] this turn dies" (CR 120.3, 603.10a, 400.7)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
