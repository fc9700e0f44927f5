import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Enter as a copy" (CR 707.5, 614.1c) with the exceptions of 707.9a-b and 707.9d, on real cards
 * compiled from their Oracle text (MTGJSON, April 2022): Clone ("You may have Clone enter the
 * battlefield as a copy of any creature on the battlefield."), Quicksilver Gargantuan ("...,
 * except it's 7/7."), Copy Artifact ("... any artifact on the battlefield, except it's an
 * enchantment in addition to its other types."), Glasspool Mimic ("... a creature you control,
 * except it's a Shapeshifter Rogue in addition to its other types."), Dack's Duplicate ("...,
 * except it has haste and dethrone."), Mirror Image ("... a creature you control."), Clever
 * Impersonator ("... any nonland permanent on the battlefield."), Body Double ("... any
 * creature card in a graveyard."), Altered Ego ("..., except it enters with X additional +1/+1
 * counters on it."), Phantasmal Image ("... any creature on the battlefield, except it's an
 * Illusion in addition to its other types and it has "When this creature becomes the target of a
 * spell or ability, sacrifice it."") and Mercurial Pretender ("... a creature you control, except
 * it has "{2}{U}{U}: Return this creature to its owner's hand."").
 */

const main = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects,
});
const bear = { id: 'bear', card: 'Grizzly Bears' };
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const enter = (object: string, copyOf: string): Action => ({
  kind: 'putOntoBattlefield',
  object,
  choices: { copyOf },
});

const withMana = (board: ReturnType<typeof main>, pools: Readonly<Record<string, string>>) => ({
  ...board,
  players: board.players.map((p) => ({ ...p, manaPool: pools[p.id] ?? '' })),
});
const pass = { kind: 'pass' } as const;

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 707.5, 707.2: Clone entering as a copy of Grizzly Bears is a 2/2 Grizzly Bears',
    board: main([bear, inHand('clone', 'Clone')]),
    actions: [enter('clone', 'bear')],
    objects: { clone: { zone: 'battlefield', name: 'Grizzly Bears', pt: '2/2', subtypes: ['Bear'] } },
  },
  {
    name: "CR 707.9d example: Quicksilver Gargantuan copying Tarmogoyf doesn't have its CDA: 7/7",
    board: main([
      { id: 'goyf', card: 'Tarmogoyf' },
      { id: 'bolt', card: 'Lightning Bolt', zone: 'graveyard' },
      inHand('qg', 'Quicksilver Gargantuan'),
    ]),
    actions: [enter('qg', 'goyf')],
    objects: { goyf: { pt: '1/2' }, qg: { name: 'Tarmogoyf', pt: '7/7' } },
  },
  {
    name: 'CR 707.9b example: Copy Artifact copying Juggernaut is an artifact creature enchantment, 5/3',
    board: main([{ id: 'jugg', card: 'Juggernaut' }, inHand('ca', 'Copy Artifact')]),
    actions: [enter('ca', 'jugg')],
    objects: { ca: { name: 'Juggernaut', pt: '5/3', types: ['Artifact', 'Creature', 'Enchantment'] } },
  },
  {
    name: 'CR 707.9b: Glasspool Mimic copying Grizzly Bears is a Bear Shapeshifter Rogue',
    board: main([bear, inHand('mimic', 'Glasspool Mimic')]),
    actions: [enter('mimic', 'bear')],
    objects: { mimic: { name: 'Grizzly Bears', pt: '2/2', subtypes: ['Bear', 'Shapeshifter', 'Rogue'] } },
  },
  {
    name: "CR 707.9a: Dack's Duplicate copying Grizzly Bears has haste and dethrone",
    board: main([bear, inHand('dack', "Dack's Duplicate")]),
    actions: [enter('dack', 'bear')],
    objects: { dack: { name: 'Grizzly Bears', pt: '2/2', keywords: ['Dethrone', 'Haste'] } },
  },
  {
    name: "CR 707.9a, 702.105a: Dack's Duplicate's copied dethrone triggers as its ability 1 (after haste, in the exception's order)",
    board: main([bear, inHand('dack', "Dack's Duplicate")]),
    actions: [
      enter('dack', 'bear'),
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: [{ attacker: 'dack', attacking: 'B' }] },
    ],
    events: ['triggered dack attacks 702.105a', 'putOnStack dack:1 603.3'],
    objects: { dack: { pt: '3/3', counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 707.3, 707.9b: Clone copying a Quicksilver Gargantuan that copied Grizzly Bears copies the exception: 7/7',
    board: main([bear, inHand('qg', 'Quicksilver Gargantuan'), inHand('clone', 'Clone')]),
    actions: [enter('qg', 'bear'), enter('clone', 'qg')],
    objects: { clone: { name: 'Grizzly Bears', pt: '7/7' } },
  },
  {
    name: 'CR 707.2: Body Double enters as a copy of a creature card in a graveyard',
    board: main([{ ...bear, zone: 'graveyard', owner: 'B' }, inHand('double', 'Body Double')]),
    actions: [enter('double', 'bear')],
    objects: { double: { name: 'Grizzly Bears', pt: '2/2' } },
  },
  {
    name: 'CR 707.9e: Altered Ego with X=2 copying Grizzly Bears enters with two +1/+1 counters: 4/4',
    board: main([bear, inHand('ego', 'Altered Ego')]),
    actions: [{ kind: 'putOntoBattlefield', object: 'ego', choices: { copyOf: 'bear', x: 2 } }],
    objects: { ego: { name: 'Grizzly Bears', pt: '4/4', counters: { '+1/+1': 2 } } },
  },
  {
    name: 'CR 707.9e, 707.2: a Clone copying that Altered Ego copies no counters: 2/2',
    board: main([bear, inHand('ego', 'Altered Ego'), inHand('clone', 'Clone')]),
    actions: [
      { kind: 'putOntoBattlefield', object: 'ego', choices: { copyOf: 'bear', x: 2 } },
      enter('clone', 'ego'),
    ],
    objects: { clone: { name: 'Grizzly Bears', pt: '2/2', counters: {} } },
  },
  {
    name: 'CR 614.1c: Altered Ego declining to copy gets no counters: a 0/0 put into the graveyard (704.5f)',
    board: main([inHand('ego', 'Altered Ego')]),
    actions: [{ kind: 'putOntoBattlefield', object: 'ego', choices: { x: 2 } }],
    objects: { ego: { zone: 'graveyard' } },
  },
  {
    name: 'CR 707.9b: Phantasmal Image copying Grizzly Bears is a 2/2 Bear Illusion',
    board: main([bear, inHand('image', 'Phantasmal Image')]),
    actions: [enter('image', 'bear')],
    objects: { image: { name: 'Grizzly Bears', pt: '2/2', subtypes: ['Bear', 'Illusion'] } },
  },
  {
    name: "CR 707.9a, 601.2c: Phantasmal Image copying Grizzly Bears, targeted by the opponent's Lightning Bolt, sacrifices itself",
    board: withMana(
      main([bear, inHand('image', 'Phantasmal Image'), { ...inHand('bolt', 'Lightning Bolt'), owner: 'B' }]),
      {
        B: '{R}',
      },
    ),
    actions: [enter('image', 'bear'), pass, { kind: 'cast', object: 'bolt', targets: ['image'] }],
    objects: { image: { zone: 'graveyard' }, bear: { zone: 'battlefield', damage: 0 } },
    events: ['triggered image becomesTarget 601.2c', 'didNotResolve bolt 608.2b'],
  },
  {
    name: 'CR 707.3, 707.9a: Clone copying that Phantasmal Image copies the exception: an Illusion that sacrifices itself when targeted',
    board: withMana(
      main([
        bear,
        inHand('image', 'Phantasmal Image'),
        inHand('clone', 'Clone'),
        { ...inHand('bolt', 'Lightning Bolt'), owner: 'B' },
      ]),
      { B: '{R}' },
    ),
    actions: [
      enter('image', 'bear'),
      enter('clone', 'image'),
      pass,
      { kind: 'cast', object: 'bolt', targets: ['clone'] },
    ],
    objects: { clone: { zone: 'graveyard' }, image: { zone: 'battlefield', subtypes: ['Bear', 'Illusion'] } },
    events: ['triggered clone becomesTarget 601.2c'],
  },
  {
    name: 'CR 707.9a: Mercurial Pretender copying Grizzly Bears has "{2}{U}{U}: Return this creature to its owner\'s hand."',
    board: withMana(main([bear, inHand('pretender', 'Mercurial Pretender')]), { A: '{U}{U}{C}{C}' }),
    actions: [enter('pretender', 'bear'), { kind: 'activate', object: 'pretender', ability: 0 }],
    objects: { pretender: { zone: 'hand' }, bear: { zone: 'battlefield' } },
  },
  {
    name: 'CR 707.5: Mirror Image may copy a creature its controller controls only',
    board: main([{ ...bear, controller: 'B' }, inHand('image', 'Mirror Image')]),
    actions: [enter('image', 'bear')],
    refused: '707.5',
  },
  {
    name: 'CR 707.5: Clever Impersonator may not copy a land',
    board: main([{ id: 'forest', card: 'Forest' }, inHand('imp', 'Clever Impersonator')]),
    actions: [enter('imp', 'forest')],
    refused: '707.5',
  },
  {
    name: 'CR 707.5: Clone may not copy a creature card in a graveyard',
    board: main([{ ...bear, zone: 'graveyard' }, inHand('clone', 'Clone')]),
    actions: [enter('clone', 'bear')],
    refused: '707.5',
  },
  {
    name: 'CR 614.12: a creature with no "enter as a copy" ability is refused a copy',
    board: main([bear, inHand('other', 'Grizzly Bears')]),
    actions: [enter('other', 'bear')],
    refused: '614.12',
  },
  {
    name: 'CR 707.5: Clone entering declines to copy: a 0/0 Clone, put into the graveyard (704.5f)',
    board: main([inHand('clone', 'Clone')]),
    actions: [{ kind: 'putOntoBattlefield', object: 'clone' }],
    objects: { clone: { zone: 'graveyard' } },
  },
];

describe('entering as a copy (CR 707.5, 707.9)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
