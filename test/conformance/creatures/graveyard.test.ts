import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Cards in graveyards as targets (CR 115.1, 400.7): returned to the hand, exiled, put on top of
 * the library, and Soulshift (702.46a), played with real cards compiled from their Oracle text.
 * A targeted trigger waits for its targets (603.3d), then is resolved with them and the answer
 * to its "you may" (603.5).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const dead = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'graveyard', owner });
const boardWith = (...objects: object[]) => ({ turn: main, objects });
const resolveWith = (source: string, ability: number, targets: string[], may?: boolean): Action => ({
  kind: 'resolve',
  source,
  ability,
  controller: 'A',
  targets,
  ...(may === undefined ? {} : { may }),
});
const dies = (object: string): Action => ({ kind: 'move', object, to: 'graveyard' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 400.7, Cadaver Imp: it enters, waits for its target, and returns the creature card to the hand',
    board: boardWith({ id: 'imp', card: 'Cadaver Imp', zone: 'hand' }, dead('bear', 'Grizzly Bears')),
    actions: [{ kind: 'putOntoBattlefield', object: 'imp' }, resolveWith('imp', 1, ['bear'], true)],
    objects: { bear: { zone: 'hand' } },
    events: ['triggerWaiting imp 1 603.3d', 'zoneChange bear graveyard>hand 400.7'],
  },
  {
    name: 'CR 115.1, Cadaver Imp: a creature card in an opponent\'s graveyard is not in "your graveyard"',
    board: boardWith({ id: 'imp', card: 'Cadaver Imp', zone: 'hand' }, dead('bear', 'Grizzly Bears', 'B')),
    actions: [{ kind: 'putOntoBattlefield', object: 'imp' }, resolveWith('imp', 1, ['bear'], true)],
    refused: '601.2c',
  },
  {
    name: 'CR 205.2a, Mnemonic Wall: "target instant or sorcery card" returns a sorcery card to the hand',
    board: boardWith({ id: 'wall', card: 'Mnemonic Wall', zone: 'hand' }, dead('ponder', 'Ponder')),
    actions: [{ kind: 'putOntoBattlefield', object: 'wall' }, resolveWith('wall', 1, ['ponder'], true)],
    objects: { ponder: { zone: 'hand' } },
    events: ['triggerWaiting wall 1 603.3d', 'zoneChange ponder graveyard>hand 400.7'],
  },
  {
    name: 'CR 205.2a, 608.2b, Mnemonic Wall: a creature card is neither an instant nor a sorcery',
    board: boardWith({ id: 'wall', card: 'Mnemonic Wall', zone: 'hand' }, dead('bear', 'Grizzly Bears')),
    actions: [{ kind: 'putOntoBattlefield', object: 'wall' }, resolveWith('wall', 1, ['bear'], true)],
    refused: '601.2c',
  },
  {
    name: 'CR 603.5, Cadaver Imp: choosing not to return leaves the card in the graveyard',
    board: boardWith({ id: 'imp', card: 'Cadaver Imp', zone: 'hand' }, dead('bear', 'Grizzly Bears')),
    actions: [{ kind: 'putOntoBattlefield', object: 'imp' }, resolveWith('imp', 1, ['bear'], false)],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: "CR 113.6, 701.13a, Crypt Creeper: sacrificed to exile a hexproof card from an opponent's graveyard; hexproof does not function there",
    board: boardWith({ id: 'creeper', card: 'Crypt Creeper' }, dead('scout', 'Gladecover Scout', 'B')),
    actions: [{ kind: 'activate', object: 'creeper', ability: 0, targets: ['scout'] }],
    objects: { creeper: { zone: 'graveyard' }, scout: { zone: 'exile' } },
    events: ['zoneChange scout graveyard>exile 701.13a'],
  },
  {
    name: 'CR 603.10a, Junk Diver: "another target artifact card" cannot be Junk Diver itself, now in the graveyard',
    board: boardWith({ id: 'diver', card: 'Junk Diver' }),
    actions: [dies('diver'), resolveWith('diver', 1, ['diver'])],
    refused: '601.2c',
  },
  {
    name: 'CR 401.4, Aphetto Vulture: it dies and puts a Zombie card from the graveyard on top of the library',
    board: boardWith({ id: 'vulture', card: 'Aphetto Vulture' }, dead('zombie', 'Crypt Creeper'), {
      id: 'c1',
      card: 'Grizzly Bears',
      zone: 'library',
    }),
    actions: [dies('vulture'), resolveWith('vulture', 1, ['zombie'], true)],
    objects: { zombie: { zone: 'library' } },
    events: ['zoneChange zombie graveyard>library 401.4'],
  },
  {
    name: 'CR 702.46a, Body of Jukai: Soulshift 8 returns Kami of the Hunt, a Spirit card of mana value 3',
    board: boardWith({ id: 'body', card: 'Body of Jukai' }, dead('kami', 'Kami of the Hunt')),
    actions: [dies('body'), resolveWith('body', 1, ['kami'], true)],
    objects: { kami: { zone: 'hand' }, body: { zone: 'graveyard' } },
    events: ['triggerWaiting body 1 603.3d'],
  },
  {
    name: 'CR 702.46a, Thief of Hope: Soulshift 2 cannot return Kami of the Hunt, of mana value 3',
    board: boardWith({ id: 'thief', card: 'Thief of Hope' }, dead('kami', 'Kami of the Hunt')),
    actions: [dies('thief'), resolveWith('thief', 1, ['kami'], true)],
    refused: '601.2c',
  },
  {
    name: 'CR 702.46a, Body of Jukai: a Grizzly Bears is no Spirit card',
    board: boardWith({ id: 'body', card: 'Body of Jukai' }, dead('bear', 'Grizzly Bears')),
    actions: [dies('body'), resolveWith('body', 1, ['bear'], true)],
    refused: '601.2c',
  },
];

describe('cards in graveyards: returned, exiled, put on top; Soulshift', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
