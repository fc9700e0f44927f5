import { describe, it } from 'vitest';
import { castingBoard, mine } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Adamant (an ability word, CR 207.2c) on real cards compiled from their Oracle text: "If at
 * least three white mana was spent to cast this spell, [this] enters with a +1/+1 counter on it"
 * is a replacement effect (614.1c) reading the mana of each colour paid for the spell's total
 * cost (601.2h), kept with the permanent it becomes; "mana of the same color" is the most of
 * any one colour. A permanent that wasn't cast had no mana spent on it (107.2). "If {B} was spent
 * to cast this spell, …" in a spell's text is read as the spell resolves (608.2c), from the mana
 * kept with it on the stack.
 */

const paladin = mine('paladin', 'Ardenvale Paladin', { zone: 'hand' });
const walker = mine('walker', 'Henge Walker', { zone: 'hand' });
const spoil = mine('spoil', 'Rolling Spoil', { zone: 'hand' });
const forest = { id: 'forest', card: 'Forest', owner: 'B' };
const bears = { id: 'bears', card: 'Grizzly Bears', owner: 'B' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 601.2h, 614.1c: Ardenvale Paladin {3}{W} (2/5) paid with {W}{W}{W} and {1}: three white mana, a +1/+1 counter -> 3/6',
    board: castingBoard('{W}{W}{W}{C}', [paladin]),
    actions: [{ kind: 'cast', object: 'paladin' }],
    objects: { paladin: { zone: 'battlefield', counters: { '+1/+1': 1 }, pt: '3/6' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.2h: Ardenvale Paladin paid with {W}{W} and {1}{1}: two white mana, no counter -> 2/5',
    board: castingBoard('{W}{W}{C}{C}', [paladin]),
    actions: [{ kind: 'cast', object: 'paladin' }],
    objects: { paladin: { zone: 'battlefield', counters: {}, pt: '2/5' } },
  },
  {
    name: 'CR 601.2h: Ardenvale Paladin paid with {W} and three green mana: three mana of one colour, but not white -> 2/5',
    board: castingBoard('{W}{G}{G}{G}', [paladin]),
    actions: [{ kind: 'cast', object: 'paladin' }],
    objects: { paladin: { zone: 'battlefield', counters: {}, pt: '2/5' } },
  },
  {
    name: 'CR 601.2h, 107.2: Ardenvale Paladin put onto the battlefield, not cast: no mana was spent -> 2/5',
    board: castingBoard('', [paladin]),
    actions: [{ kind: 'putOntoBattlefield', object: 'paladin' }],
    objects: { paladin: { zone: 'battlefield', counters: {}, pt: '2/5' } },
  },
  {
    name: 'CR 601.2h, 614.1c: Henge Walker {3} (2/2) paid with {R}{R}{R}: three mana of the same colour -> 3/3',
    board: castingBoard('{R}{R}{R}', [walker]),
    actions: [{ kind: 'cast', object: 'walker' }],
    objects: { walker: { zone: 'battlefield', counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
  {
    name: 'CR 601.2h: Henge Walker paid with {R}{R}{G}: no three of one colour -> 2/2',
    board: castingBoard('{R}{R}{G}', [walker]),
    actions: [{ kind: 'cast', object: 'walker' }],
    objects: { walker: { zone: 'battlefield', counters: {}, pt: '2/2' } },
  },
  {
    name: 'CR 601.2h, 608.2c: Rolling Spoil {2}{G}{G} with {B} spent on its generic cost: all creatures get -1/-1 -> Grizzly Bears 1/1',
    board: castingBoard('{G}{G}{B}{C}', [spoil, forest, bears]),
    actions: [{ kind: 'cast', object: 'spoil', targets: ['forest'] }],
    objects: { forest: { zone: 'graveyard' }, bears: { zone: 'battlefield', pt: '1/1' } },
  },
  {
    name: 'CR 601.2h, 608.2c: Rolling Spoil paid with no black mana: the land is destroyed, the creatures unchanged -> 2/2',
    board: castingBoard('{G}{G}{C}{C}', [spoil, forest, bears]),
    actions: [{ kind: 'cast', object: 'spoil', targets: ['forest'] }],
    objects: { forest: { zone: 'graveyard' }, bears: { zone: 'battlefield', pt: '2/2' } },
  },
];

describe('adamant: the mana of each colour spent to cast it (CR 207.2c, 601.2h, 614.1c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
