import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 711.2a-b: a leveler has the abilities of the striation its level counters are in, and only
 * while they are (711.2b: "a permanent with level N1+ has those abilities while it has N1 or more
 * level counters"). The striations' abilities are every kind the compiler reads, each read as a
 * paragraph of the leveler: Brimstone Mage ("LEVEL 1-2 2/3 {T}: Brimstone Mage deals 1 damage to
 * any target." / "LEVEL 3+ 2/4 {T}: Brimstone Mage deals 3 damage to any target."), Coralhelm
 * Commander ("LEVEL 4+ 4/4 Flying / Other Merfolk creatures you control get +1/+1."), Guul Draz
 * Assassin ("LEVEL 2-3 2/2 {B}, {T}: Target creature gets -2/-2 until end of turn.") and Joraga
 * Treespeaker ("LEVEL 1-4 1/2 {T}: Add {G}{G}."). A granted ability is numbered after the card's
 * own three (Level up and two striations).
 */

const main = { number: 3, active: 'A', step: 'main1' } as const;
const leveler = (id: string, card: string, level: number) => ({
  id,
  card,
  ...(level > 0 ? { counters: { level } } : {}),
});
const activate = (object: string, ability: number, targets?: string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(targets ? { targets } : {}),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 711.2a: Brimstone Mage at level 1 is 2/3 and its "{T}: deals 1 damage to any target" deals 1',
    board: { turn: main, objects: [leveler('mage', 'Brimstone Mage', 1)] },
    actions: [activate('mage', 3, ['B'])],
    objects: { mage: { pt: '2/3', tapped: true } },
    players: { B: { life: 19 } },
  },
  {
    name: 'CR 711.2b: Brimstone Mage at level 3 is 2/4 and deals 3; the LEVEL 1-2 ability is gone',
    board: { turn: main, objects: [leveler('mage', 'Brimstone Mage', 3)] },
    actions: [activate('mage', 3, ['B'])],
    objects: { mage: { pt: '2/4', tapped: true } },
    players: { B: { life: 17 } },
  },
  {
    name: 'CR 711.2a, 602.1: Brimstone Mage at level 0 has no striation ability to activate',
    board: { turn: main, objects: [leveler('mage', 'Brimstone Mage', 0)] },
    actions: [activate('mage', 3, ['B'])],
    refused: '602.1',
    objects: { mage: { pt: '2/2', tapped: false } },
  },
  {
    name: 'CR 711.2b, 613.4c: Coralhelm Commander at level 4 is a 4/4 flyer and other Merfolk you control get +1/+1',
    board: {
      turn: main,
      objects: [
        leveler('commander', 'Coralhelm Commander', 3),
        { id: 'merfolk', card: 'Merfolk of the Pearl Trident' },
        { id: 'theirs', card: 'Merfolk of the Pearl Trident', controller: 'B' },
      ],
    },
    actions: [{ kind: 'counters', object: 'commander', counter: 'level', amount: 1 }],
    objects: {
      commander: { pt: '4/4', keywords: ['Flying'] },
      merfolk: { pt: '2/2' },
      theirs: { pt: '1/1' },
    },
  },
  {
    name: 'CR 711.2a: Coralhelm Commander at level 3 is in the LEVEL 2-3 striation: 3/3 flying, no +1/+1 for Merfolk',
    board: {
      turn: main,
      objects: [
        leveler('commander', 'Coralhelm Commander', 2),
        { id: 'merfolk', card: 'Merfolk of the Pearl Trident' },
      ],
    },
    actions: [{ kind: 'counters', object: 'commander', counter: 'level', amount: 1 }],
    objects: { commander: { pt: '3/3', keywords: ['Flying'] }, merfolk: { pt: '1/1' } },
  },
  {
    name: 'CR 711.2a, 611.2c: Guul Draz Assassin at level 2: "{B}, {T}: Target creature gets -2/-2 until end of turn" kills a Grizzly Bears',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
      objects: [
        leveler('assassin', 'Guul Draz Assassin', 2),
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [activate('assassin', 3, ['bear'])],
    objects: { assassin: { pt: '2/2', tapped: true }, bear: { zone: 'graveyard' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 711.2a, 605.1a: Joraga Treespeaker at level 1: "{T}: Add {G}{G}" is a mana ability it has',
    board: { turn: main, objects: [leveler('speaker', 'Joraga Treespeaker', 1)] },
    actions: [activate('speaker', 3)],
    objects: { speaker: { pt: '1/2', tapped: true } },
    players: { A: { mana: 2 } },
    events: ['manaAdded A {G}{G}x1 106.4'],
  },
];

describe('level striations grant every ability the compiler reads (CR 711.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
