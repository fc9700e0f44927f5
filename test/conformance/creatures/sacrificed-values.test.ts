import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "the sacrificed creature's power / toughness" (CR 608.2h, 113.7a): the creature a cost
 * sacrificed has left the battlefield, so the effect reads its last known information, kept with
 * the spell or ability as the cost was paid (601.2h, 602.2b), counters and all. Real cards,
 * compiled from their Oracle text (MTGJSON, April 2022).
 */

const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const activate = (object: string, sacrifice: string, targets?: readonly string[], ability = 0): Action => ({
  kind: 'activate',
  object,
  ability,
  costs: { sacrifice: [sacrifice] },
  ...(targets ? { targets } : {}),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Diamond Valley, "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature\'s toughness": Craw Wurm (6/4) gives 4 life (CR 608.2h)',
    board: board('', [mine('valley', 'Diamond Valley'), mine('wurm', 'Craw Wurm')]),
    actions: [activate('valley', 'wurm')],
    objects: { wurm: { zone: 'graveyard' }, valley: { tapped: true } },
    players: { A: { life: 24 } },
  },
  {
    name: 'Bloodshot Cyclops, "deals damage equal to the sacrificed creature\'s power to any target": Craw Wurm deals B 6 (CR 608.2h, 113.7a)',
    board: board('', [mine('cyclops', 'Bloodshot Cyclops'), mine('wurm', 'Craw Wurm')]),
    actions: [activate('cyclops', 'wurm', ['B'])],
    objects: { wurm: { zone: 'graveyard' } },
    players: { B: { life: 14 } },
  },
  {
    name: 'Bloodshot Cyclops sacrificing itself, "a creature": the Cyclops, 4/4 as it last existed, deals B 4 (CR 113.7a, 608.2h)',
    board: board('', [mine('cyclops', 'Bloodshot Cyclops')]),
    actions: [activate('cyclops', 'cyclops', ['B'])],
    objects: { cyclops: { zone: 'graveyard' } },
    players: { B: { life: 16 } },
  },
  {
    name: 'Bloodshot Cyclops sacrificing Grizzly Bears with two +1/+1 counters: 4/4 as it last existed on the battlefield, not the 2/2 card in the graveyard, so 4 damage (CR 608.2h, 122.1a)',
    board: board('', [
      mine('cyclops', 'Bloodshot Cyclops'),
      mine('bears', 'Grizzly Bears', { counters: { '+1/+1': 2 } }),
    ]),
    actions: [activate('cyclops', 'bears', ['B'])],
    objects: { bears: { zone: 'graveyard' } },
    players: { B: { life: 16 } },
  },
  {
    name: 'Dina, Soul Steeper, "gets +X/+0 until end of turn, where X is the sacrificed creature\'s power": X is fixed as it resolves, 1/3 becomes 7/3 (CR 611.2c, 608.2h)',
    board: board('{C}', [mine('dina', 'Dina, Soul Steeper'), mine('wurm', 'Craw Wurm')]),
    actions: [activate('dina', 'wurm', undefined, 1)],
    objects: { dina: { pt: '7/3' }, wurm: { zone: 'graveyard' } },
  },
  {
    name: 'Fling, "As an additional cost to cast this spell, sacrifice a creature": the spell deals the sacrificed Craw Wurm\'s power, 6, to B (CR 601.2h, 608.2h)',
    board: board('{C}{R}', [mine('wurm', 'Craw Wurm'), mine('fling', 'Fling', { zone: 'hand' })]),
    actions: [{ kind: 'cast', object: 'fling', targets: ['B'], costs: { sacrifice: ['wurm'] } }],
    objects: { wurm: { zone: 'graveyard' }, fling: { zone: 'graveyard' } },
    players: { B: { life: 14 } },
  },
];

describe("the sacrificed creature's power and toughness, as it last existed (CR 608.2h, 113.7a)", () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
