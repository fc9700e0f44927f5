import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever a [nontoken] creature is put into your (an opponent's) graveyard from the battlefield"
 * (CR 700.4, 603.6c, 603.10a): it dies, and a card goes to its owner's graveyard (404.2), so the
 * creature is one that player owns, whoever controlled it. Real cards compiled from their Oracle
 * text: Field of Souls ("Whenever a nontoken creature is put into your graveyard from the
 * battlefield, create a 1/1 white Spirit creature token with flying."), Lurking Skirge ("When a
 * creature is put into an opponent's graveyard from the battlefield, if Lurking Skirge is an
 * enchantment, Lurking Skirge becomes a 3/2 Phyrexian Imp creature with flying."). Lightning Bolt
 * does the killing.
 */

const board = (watcher: string, bear: { controller: string; owner: string }) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
  objects: [
    { id: 'watcher', card: watcher, controller: 'A', owner: 'A' },
    { id: 'bear', card: 'Grizzly Bears', ...bear },
    { id: 'bolt', card: 'Lightning Bolt', zone: 'hand', owner: 'A' },
  ],
  next: { id: 100 },
});
const bolt = { kind: 'cast', object: 'bolt', targets: ['bear'] } as const;
const SPIRIT = 'tokenCreated o101 Spirit Token 111.2';

const ROWS: readonly PlayRow[] = [
  {
    name: "Field of Souls, CR 700.4, 404.2: its controller's Grizzly Bears dies into their graveyard -> a 1/1 Spirit with flying",
    board: board('Field of Souls', { controller: 'A', owner: 'A' }),
    actions: [bolt],
    objects: { bear: { zone: 'graveyard' }, o101: { pt: '1/1', keywords: ['Flying'] } },
    events: ['triggered watcher permanentDies 603.10a', SPIRIT],
  },
  {
    name: "Field of Souls, CR 404.2: a Grizzly Bears B controls but A owns goes to A's graveyard -> a Spirit",
    board: board('Field of Souls', { controller: 'B', owner: 'A' }),
    actions: [bolt],
    objects: { o101: { pt: '1/1' } },
    events: [SPIRIT],
  },
  {
    name: "Lurking Skirge, CR 404.2, 603.4: B's Grizzly Bears goes to B's graveyard, an opponent's -> a 3/2 Phyrexian Imp with flying",
    board: board('Lurking Skirge', { controller: 'B', owner: 'B' }),
    actions: [bolt],
    objects: { watcher: { pt: '3/2', subtypes: ['Phyrexian', 'Imp'], keywords: ['Flying'] } },
  },
  {
    name: "Field of Souls and Lurking Skirge, CR 404.2: a Grizzly Bears A controls but B owns is put into B's graveyard: the Skirge's trigger, not the Field's",
    board: {
      ...board('Lurking Skirge', { controller: 'A', owner: 'B' }),
      objects: [
        ...board('Lurking Skirge', { controller: 'A', owner: 'B' }).objects,
        { id: 'field', card: 'Field of Souls' },
      ],
    },
    actions: [bolt],
    objects: { watcher: { pt: '3/2' } },
    without: ['triggered field permanentDies 603.10a'],
  },
];

describe('"Whenever a creature is put into your (an opponent\'s) graveyard from the battlefield" (CR 700.4, 404.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
