import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Cards in graveyards as targets (CR 115.1, 400.7): returned to the hand, exiled, put on top of
 * the library, and Soulshift (702.46a), played with real cards compiled from their Oracle text.
 * A targeted trigger with a lone legal target takes it and goes on the stack; with several it
 * waits for its controller to choose (`targeting`), and with none it is removed (603.3d). As it
 * resolves it waits for the answer to its "you may" (603.5, 608.2d), given with `decide`.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const dead = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'graveyard', owner });
const boardWith = (...objects: object[]) => ({ turn: main, objects });
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
/** The answer to the resolving trigger's "you may" (603.5). */
const may = (answer: boolean): Action => ({ kind: 'decide', may: answer });
const dies = (object: string): Action => ({ kind: 'move', object, to: 'graveyard' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 400.7, 603.3d, Cadaver Imp: it enters, its trigger takes the lone creature card as its target, and returns it to the hand',
    board: boardWith({ id: 'imp', card: 'Cadaver Imp', zone: 'hand' }, dead('bear', 'Grizzly Bears')),
    actions: [enter('imp'), may(true)],
    objects: { bear: { zone: 'hand' } },
    events: ['putOnStack imp:1 603.3', 'zoneChange bear graveyard>hand 400.7'],
  },
  {
    name: 'CR 400.7, 603.3d, Cadaver Imp: with two creature cards, its trigger waits for the choice, then returns the one chosen',
    board: boardWith(
      { id: 'imp', card: 'Cadaver Imp', zone: 'hand' },
      dead('bear', 'Grizzly Bears'),
      dead('elves', 'Llanowar Elves'),
    ),
    actions: [enter('imp'), targeting('imp', 'elves'), may(true)],
    objects: { bear: { zone: 'graveyard' }, elves: { zone: 'hand' } },
    events: ['putOnStack imp:1 603.3', 'zoneChange elves graveyard>hand 400.7'],
  },
  {
    name: 'CR 115.1, 601.2c, Cadaver Imp: a creature card in an opponent\'s graveyard is not in "your graveyard"',
    board: boardWith(
      { id: 'imp', card: 'Cadaver Imp', zone: 'hand' },
      dead('bear', 'Grizzly Bears', 'B'),
      dead('elves', 'Llanowar Elves'),
      dead('ogre', 'Gray Ogre'),
    ),
    actions: [enter('imp'), targeting('imp', 'bear')],
    refused: '601.2c',
  },
  {
    name: "CR 115.1, 603.3d, Cadaver Imp: with only an opponent's creature card in a graveyard, its trigger has no legal target and is removed",
    board: boardWith({ id: 'imp', card: 'Cadaver Imp', zone: 'hand' }, dead('bear', 'Grizzly Bears', 'B')),
    actions: [enter('imp')],
    objects: { bear: { zone: 'graveyard' } },
    events: ['triggerRemoved imp 603.3d'],
    stack: [],
  },
  {
    name: 'CR 205.2a, Mnemonic Wall: "target instant or sorcery card" returns a sorcery card to the hand',
    board: boardWith({ id: 'wall', card: 'Mnemonic Wall', zone: 'hand' }, dead('ponder', 'Ponder')),
    actions: [enter('wall'), may(true)],
    objects: { ponder: { zone: 'hand' } },
    events: ['putOnStack wall:1 603.3', 'zoneChange ponder graveyard>hand 400.7'],
  },
  {
    name: 'CR 205.2a, 603.3d, Mnemonic Wall: a creature card is neither an instant nor a sorcery: no legal target, the trigger is removed',
    board: boardWith({ id: 'wall', card: 'Mnemonic Wall', zone: 'hand' }, dead('bear', 'Grizzly Bears')),
    actions: [enter('wall')],
    objects: { bear: { zone: 'graveyard' } },
    events: ['triggerRemoved wall 603.3d'],
  },
  {
    name: 'CR 603.5, Cadaver Imp: choosing not to return leaves the card in the graveyard',
    board: boardWith({ id: 'imp', card: 'Cadaver Imp', zone: 'hand' }, dead('bear', 'Grizzly Bears')),
    actions: [enter('imp'), may(false)],
    objects: { bear: { zone: 'graveyard' } },
    stack: [],
  },
  {
    name: "CR 113.6, 701.13a, Crypt Creeper: sacrificed to exile a hexproof card from an opponent's graveyard; hexproof does not function there",
    board: boardWith({ id: 'creeper', card: 'Crypt Creeper' }, dead('scout', 'Gladecover Scout', 'B')),
    actions: [{ kind: 'activate', object: 'creeper', ability: 0, targets: ['scout'] }],
    objects: { creeper: { zone: 'graveyard' }, scout: { zone: 'exile' } },
    events: ['zoneChange scout graveyard>exile 701.13a'],
  },
  {
    name: 'CR 603.10a, 603.3d, Junk Diver: "another target artifact card" cannot be Junk Diver itself, now in the graveyard: no legal target, the trigger is removed',
    board: boardWith({ id: 'diver', card: 'Junk Diver' }),
    actions: [dies('diver')],
    objects: { diver: { zone: 'graveyard' } },
    events: ['triggered diver dies 603.10a', 'triggerRemoved diver 603.3d'],
  },
  {
    name: 'CR 603.10a, 601.2c, Junk Diver: with two other artifact cards to choose from, naming Junk Diver itself is refused',
    board: boardWith(
      { id: 'diver', card: 'Junk Diver' },
      dead('t1', 'Ornithopter'),
      dead('t2', 'Ornithopter'),
    ),
    actions: [dies('diver'), targeting('diver', 'diver')],
    refused: '601.2c',
  },
  {
    name: 'CR 401.4, Aphetto Vulture: it dies and puts a Zombie card from the graveyard on top of the library',
    board: boardWith({ id: 'vulture', card: 'Aphetto Vulture' }, dead('zombie', 'Crypt Creeper'), {
      id: 'c1',
      card: 'Grizzly Bears',
      zone: 'library',
    }),
    // Aphetto Vulture is a Zombie too, so its trigger waits for the choice of target (603.3d).
    actions: [dies('vulture'), targeting('vulture', 'zombie'), may(true)],
    objects: { zombie: { zone: 'library' }, vulture: { zone: 'graveyard' } },
    events: ['zoneChange zombie graveyard>library 401.4'],
  },
  {
    name: 'CR 702.46a, Body of Jukai: Soulshift 8 returns Kami of the Hunt, a Spirit card of mana value 3',
    board: boardWith({ id: 'body', card: 'Body of Jukai' }, dead('kami', 'Kami of the Hunt')),
    actions: [dies('body'), may(true)],
    objects: { kami: { zone: 'hand' }, body: { zone: 'graveyard' } },
    events: ['triggered body dies 603.10a', 'putOnStack body:1 603.3'],
  },
  {
    name: 'CR 702.46a, 603.3d, Thief of Hope: Soulshift 2 cannot return Kami of the Hunt, of mana value 3: no legal target, the trigger is removed',
    board: boardWith({ id: 'thief', card: 'Thief of Hope' }, dead('kami', 'Kami of the Hunt')),
    actions: [dies('thief')],
    objects: { kami: { zone: 'graveyard' } },
    events: ['triggerRemoved thief 603.3d'],
  },
  {
    name: 'CR 702.46a, 601.2c, Body of Jukai: a Grizzly Bears is no Spirit card',
    board: boardWith(
      { id: 'body', card: 'Body of Jukai' },
      dead('bear', 'Grizzly Bears'),
      dead('kami', 'Kami of the Hunt'),
      dead('thief', 'Thief of Hope'),
    ),
    actions: [dies('body'), targeting('body', 'bear')],
    refused: '601.2c',
  },
];

describe('cards in graveyards: returned, exiled, put on top; Soulshift', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
