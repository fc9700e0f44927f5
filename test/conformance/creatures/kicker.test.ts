import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { castingBoard, enter, library, mine } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Kicker (CR 702.33) on real cards compiled from their Oracle text: the kicker cost is paid on
 * top of the mana cost (601.2f), once, or any number of times for multikicker (702.33c); the
 * abilities linked to it read how many times the spell that became the permanent was kicked
 * (702.33d-e).
 */

const cast = (object: string, kicked?: number): Action => ({
  kind: 'cast',
  object,
  ...(kicked === undefined ? {} : { kicked }),
});

const wolfbriar = mine('wolfbriar', 'Wolfbriar Elemental', { zone: 'hand' });
const goblin = mine('goblin', 'Bloodstone Goblin');
const lancer = mine('lancer', 'Benalish Lancer', { zone: 'hand' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.33a, 702.33e: Academy Drake {2}{U} kicked for {4} more enters with two +1/+1 counters',
    board: castingBoard('{U}{C}{C}{C}{C}{C}{C}', [mine('drake', 'Academy Drake', { zone: 'hand' })]),
    actions: [cast('drake', 1)],
    objects: { drake: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '4/4' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.33e: Academy Drake not kicked enters with no counters',
    board: castingBoard('{U}{C}{C}', [mine('drake', 'Academy Drake', { zone: 'hand' })]),
    actions: [cast('drake')],
    objects: { drake: { zone: 'battlefield', counters: {}, pt: '2/2' } },
  },
  {
    name: 'CR 601.2h: Academy Drake kicked with only {2}{U} in the pool: the kicker cost is part of the total cost',
    board: castingBoard('{U}{C}{C}', [mine('drake', 'Academy Drake', { zone: 'hand' })]),
    actions: [cast('drake', 1)],
    refused: '601.2h',
  },
  {
    name: 'CR 702.33d: one kicker cost is paid at most once: Academy Drake kicked twice is refused',
    board: castingBoard('{U}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}', [
      mine('drake', 'Academy Drake', { zone: 'hand' }),
    ]),
    actions: [cast('drake', 2)],
    refused: '702.33d',
  },
  {
    name: 'CR 702.33a: Grizzly Bears has no kicker',
    board: castingBoard('{G}{C}{C}', [mine('bear', 'Grizzly Bears', { zone: 'hand' })]),
    actions: [cast('bear', 1)],
    refused: '702.33a',
  },
  {
    name: 'CR 702.33c-d: Apex Hawks {2}{W} multikicked twice for {1}{W}{1}{W} enters with two +1/+1 counters',
    board: castingBoard('{W}{W}{W}{C}{C}{C}{C}', [mine('hawks', 'Apex Hawks', { zone: 'hand' })]),
    actions: [cast('hawks', 2)],
    objects: { hawks: { zone: 'battlefield', counters: { '+1/+1': 2 } } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.33e, 603.4: Citanul Woodreaders kicked: when it enters, its controller draws two cards',
    board: castingBoard('{G}{G}{C}{C}{C}{C}', [
      mine('reader', 'Citanul Woodreaders', { zone: 'hand' }),
      ...library(2),
    ]),
    actions: [cast('reader', 1)],
    objects: { l0: { zone: 'hand' }, l1: { zone: 'hand' } },
  },
  {
    name: 'CR 603.4: Citanul Woodreaders not kicked: its ability does not trigger',
    board: castingBoard('{G}{C}{C}', [
      mine('reader', 'Citanul Woodreaders', { zone: 'hand' }),
      ...library(2),
    ]),
    actions: [cast('reader')],
    objects: { reader: { zone: 'battlefield' }, l0: { zone: 'library' } },
  },
  {
    name: 'CR 603.4, 608.2h: Citanul Woodreaders kicked, returned to its hand in response: it was kicked as it last existed, so its controller still draws two',
    board: castingBoard('{G}{G}{C}{C}{C}{C}', [
      mine('reader', 'Citanul Woodreaders', { zone: 'hand' }),
      ...library(2),
    ]),
    actions: [
      cast('reader', 1),
      { kind: 'pass' },
      { kind: 'pass' },
      { kind: 'move', object: 'reader', to: 'hand' },
      { kind: 'pass' },
      { kind: 'pass' },
    ],
    manual: true,
    objects: { reader: { zone: 'hand' }, l0: { zone: 'hand' }, l1: { zone: 'hand' } },
  },
  {
    name: 'CR 614.1c, 702.33e: Benalish Lancer kicked enters with two +1/+1 counters and with first strike',
    board: castingBoard('{W}{W}{C}{C}{C}{C}', [lancer]),
    actions: [cast('lancer', 1)],
    objects: {
      lancer: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '4/4', keywords: ['First strike'] },
    },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.33e: Benalish Lancer not kicked enters with no counters and without first strike',
    board: castingBoard('{W}{C}{C}', [lancer]),
    actions: [cast('lancer')],
    objects: { lancer: { zone: 'battlefield', counters: {}, pt: '2/2', keywords: [] } },
  },
  {
    name: 'CR 614.1c: Kavu Titan put onto the battlefield was not kicked: a 2/2 with no counters and without trample',
    board: castingBoard('', [mine('titan', 'Kavu Titan', { zone: 'hand' })]),
    actions: [enter('titan')],
    objects: { titan: { zone: 'battlefield', counters: {}, pt: '2/2', keywords: [] } },
  },
  {
    name: 'CR 702.33a, 601.2h: Phyrexian Scuta kicked by paying 3 life enters with two +1/+1 counters',
    board: castingBoard('{B}{C}{C}{C}', [mine('scuta', 'Phyrexian Scuta', { zone: 'hand' })]),
    actions: [cast('scuta', 1)],
    objects: { scuta: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '5/5' } },
    players: { A: { life: 17, mana: 0 } },
  },
  {
    name: 'CR 702.33a: Phyrexian Scuta not kicked: no life paid, no counters',
    board: castingBoard('{B}{C}{C}{C}', [mine('scuta', 'Phyrexian Scuta', { zone: 'hand' })]),
    actions: [cast('scuta')],
    objects: { scuta: { zone: 'battlefield', counters: {}, pt: '3/3' } },
    players: { A: { life: 20 } },
  },
  {
    name: "CR 702.33a, 601.2h: Arctic Merfolk kicked by returning a creature its caster controls to its owner's hand",
    board: castingBoard('{U}{C}', [
      mine('merfolk', 'Arctic Merfolk', { zone: 'hand' }),
      mine('bear', 'Grizzly Bears'),
    ]),
    actions: [{ kind: 'cast', object: 'merfolk', kicked: 1, costs: { returnToHand: ['bear'] } }],
    objects: {
      merfolk: { zone: 'battlefield', counters: { '+1/+1': 1 }, pt: '2/2' },
      bear: { zone: 'hand' },
    },
  },
  {
    name: 'CR 601.2h: Arctic Merfolk kicked with no creature named to return is refused',
    board: castingBoard('{U}{C}', [
      mine('merfolk', 'Arctic Merfolk', { zone: 'hand' }),
      mine('bear', 'Grizzly Bears'),
    ]),
    actions: [cast('merfolk', 1)],
    refused: '601.2h',
  },
  {
    name: 'CR 702.33c-d: Wolfbriar Elemental multikicked twice: when it enters, two 2/2 Wolf tokens',
    board: castingBoard('{G}{G}{G}{G}{C}{C}', [wolfbriar]),
    actions: [cast('wolfbriar', 2)],
    events: ['tokenCreated o2 Wolf Token 111.2', 'tokenCreated o3 Wolf Token 111.2'],
    without: ['tokenCreated o4 Wolf Token 111.2'],
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.33d, 107.2: Wolfbriar Elemental not kicked: its ability creates no Wolf',
    board: castingBoard('{G}{G}{C}{C}', [wolfbriar]),
    actions: [cast('wolfbriar')],
    without: ['tokenCreated o1 Wolf Token 111.2', 'tokenCreated o2 Wolf Token 111.2'],
    objects: { wolfbriar: { zone: 'battlefield' } },
  },
  {
    name: 'CR 702.33d, 601.2i: Bloodstone Goblin sees A cast Academy Drake kicked: it gets +1/+1 and gains menace until end of turn',
    board: castingBoard('{U}{C}{C}{C}{C}{C}{C}', [goblin, mine('drake', 'Academy Drake', { zone: 'hand' })]),
    actions: [cast('drake', 1)],
    objects: { goblin: { pt: '3/3', keywords: ['Menace'] }, drake: { zone: 'battlefield' } },
    events: ['triggered goblin spellCast 601.2i'],
  },
  {
    name: 'CR 603.4: Bloodstone Goblin sees Academy Drake cast not kicked: its ability does not trigger',
    board: castingBoard('{U}{C}{C}', [goblin, mine('drake', 'Academy Drake', { zone: 'hand' })]),
    actions: [cast('drake')],
    objects: { goblin: { pt: '2/2', keywords: [] }, drake: { zone: 'battlefield' } },
    without: ['triggered goblin spellCast 601.2i'],
  },
  {
    name: 'CR 702.33d: Vine Gecko, "Whenever you cast a kicked spell, put a +1/+1 counter on Vine Gecko": Phyrexian Scuta kicked for 3 life',
    board: castingBoard('{B}{C}{C}{C}', [
      mine('gecko', 'Vine Gecko'),
      mine('scuta', 'Phyrexian Scuta', { zone: 'hand' }),
    ]),
    actions: [cast('scuta', 1)],
    objects: { gecko: { counters: { '+1/+1': 1 } }, scuta: { counters: { '+1/+1': 2 } } },
  },
];

describe('kicker and multikicker (CR 702.33)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
