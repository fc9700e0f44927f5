import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Abilities that trigger as a spell becomes cast (CR 601.2i, 603.2). They are put on the stack
 * above the spell the next time a player would receive priority (603.3), so they resolve first.
 * For B to cast a spell in A's turn, A first passes priority (117.3d).
 */

const inHand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const board = (objects: readonly object[], step = 'main1') => ({
  turn: { step, active: 'A' },
  players: [
    { id: 'A', manaPool: '{R}{G}{U}{C}{C}' },
    { id: 'B', manaPool: '{R}' },
  ],
  objects,
});
const swiftspear = { id: 'swift', card: 'Monastery Swiftspear' };
const trailblazer = { id: 'trail', card: 'Lagonna-Band Trailblazer' };
const pass = { kind: 'pass' } as const;

const ROWS: readonly PlayRow[] = [
  {
    name: "Ishai, Ojutai Dragonspeaker, CR 601.2i, 702.124a: an opponent's Lightning Bolt puts a +1/+1 counter on it; partner has no effect in the game",
    board: board(
      [{ id: 'ishai', card: 'Ishai, Ojutai Dragonspeaker' }, inHand('bolt', 'Lightning Bolt', 'B')],
      'main1',
    ),
    actions: [pass, { kind: 'cast', object: 'bolt', targets: ['A'] }],
    objects: { ishai: { counters: { '+1/+1': 1 }, pt: '2/2', keywords: ['Flying', 'Partner'] } },
    events: ['triggered ishai spellCast 601.2i'],
  },
  {
    name: "CR 702.108a: Monastery Swiftspear's prowess gives it +1/+1 as its controller casts Lightning Bolt",
    board: board([swiftspear, inHand('bolt', 'Lightning Bolt')]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }],
    objects: { swift: { pt: '2/3' }, bolt: { zone: 'graveyard' } },
    players: { B: { life: 17 } },
    events: ['spellCast bolt A 601.2i', 'triggered swift spellCast 702.108a'],
  },
  {
    name: 'CR 603.3, 702.108a: the prowess trigger goes on the stack above Lightning Bolt, so it resolves first',
    board: board([swiftspear, inHand('bolt', 'Lightning Bolt')]),
    manual: true,
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }, pass, pass],
    stack: ['bolt'],
    objects: { swift: { pt: '2/3' }, bolt: { zone: 'stack' } },
    players: { B: { life: 20 } },
    events: ['putOnStack swift:1 603.3'],
  },
  {
    name: 'CR 702.108a: prowess does not trigger on a creature spell (Grizzly Bears)',
    board: board([swiftspear, inHand('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'cast', object: 'bear' }],
    objects: { swift: { pt: '1/2' }, bear: { zone: 'battlefield' } },
    without: ['triggered swift spellCast 702.108a'],
  },
  {
    name: 'CR 702.108a: prowess is "whenever you cast": the opponent\'s Lightning Bolt does not trigger it',
    board: board([swiftspear, inHand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, { kind: 'cast', object: 'bolt', targets: ['A'] }],
    objects: { swift: { pt: '1/2' } },
    players: { A: { life: 17 } },
    without: ['triggered swift spellCast 702.108a'],
  },
  {
    name: 'CR 601.2i: Kiln Fiend gets +3/+0 as its controller casts Divination, a sorcery',
    board: board([
      { id: 'fiend', card: 'Kiln Fiend' },
      inHand('div', 'Divination'),
      { id: 'l1', card: 'Island', zone: 'library' },
      { id: 'l2', card: 'Island', zone: 'library' },
    ]),
    actions: [{ kind: 'cast', object: 'div' }],
    objects: { fiend: { pt: '4/2' }, l1: { zone: 'hand' } },
    events: ['triggered fiend spellCast 601.2i'],
  },
  {
    name: 'CR 601.2c, 601.2i: heroic; Giant Growth targeting Lagonna-Band Trailblazer puts a +1/+1 counter on it, then pumps it',
    board: board([trailblazer, inHand('growth', 'Giant Growth')]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['trail'] }],
    objects: { trail: { pt: '4/8', counters: { '+1/+1': 1 } } },
    events: ['triggered trail spellCast 601.2i', 'countersChanged trail +1/+1 +1 122.1'],
  },
  {
    name: 'CR 601.2i: heroic does not trigger for a spell that targets another creature',
    board: board([trailblazer, { id: 'bear', card: 'Grizzly Bears' }, inHand('growth', 'Giant Growth')]),
    actions: [{ kind: 'cast', object: 'growth', targets: ['bear'] }],
    objects: { trail: { pt: '0/4', counters: {} }, bear: { pt: '5/5' } },
    without: ['triggered trail spellCast 601.2i'],
  },
  {
    name: 'CR 601.2i: Managorger Hydra\'s "whenever a player casts a spell" sees the opponent\'s Lightning Bolt',
    board: board([{ id: 'hydra', card: 'Managorger Hydra' }, inHand('bolt', 'Lightning Bolt', 'B')]),
    actions: [pass, { kind: 'cast', object: 'bolt', targets: ['A'] }],
    objects: { hydra: { counters: { '+1/+1': 1 } } },
    events: ['triggered hydra spellCast 601.2i'],
  },
  {
    name: 'CR 601.2i: Sunscorch Regent\'s "whenever an opponent casts a spell" does not see its controller\'s own',
    board: board([{ id: 'regent', card: 'Sunscorch Regent' }, inHand('bolt', 'Lightning Bolt')]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }],
    objects: { regent: { counters: {} } },
    players: { A: { life: 20 } },
  },
];

describe('abilities that trigger on casting a spell (CR 601.2i)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
