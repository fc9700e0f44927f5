import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "+N/+N for each" and "+X/+X, where X is its power": a resolving ability counts as it resolves
 * and the effect keeps that number (CR 608.2h, 611.2c); a static ability counts all the time
 * (611.3a, 613.4c). A negative power gives +0/+0 (107.1b). Each card is compiled from its
 * Oracle text.
 */

const atAttackers = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});
const inMain = (objects: readonly object[], mana: string) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const activate = (object: string): Action => ({ kind: 'activate', object, ability: 0 });
const theirs = (id: string, card = 'Grizzly Bears') => ({ id, card, controller: 'B' });

const resolve = (source: string, targets: string[]): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2h, 611.2c: Might of the Masses "Target creature gets +1/+1 until end of turn for each creature you control." counts three, and keeps +3/+3 after one of them dies',
    board: atAttackers([
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'elf', card: 'Llanowar Elves' },
      { id: 'other', card: 'Grizzly Bears' },
      theirs('theirs'),
    ]),
    actions: [resolve('Might of the Masses', ['bear']), resolve('Lightning Bolt', ['elf'])],
    objects: { bear: { pt: '5/5' }, elf: { zone: 'graveyard' } },
  },
  {
    name: 'CR 608.2h, 509.1g: Elvish Berserker "Whenever [it] becomes blocked, it gets +1/+1 until end of turn for each creature blocking it." blocked by two -> 3/3',
    board: atAttackers([
      { id: 'berserker', card: 'Elvish Berserker' },
      theirs('one'),
      theirs('two'),
      theirs('three'),
    ]),
    actions: attackAndBlock(attack('berserker'), [block('one', 'berserker'), block('two', 'berserker')]),
    objects: { berserker: { pt: '3/3' } },
  },
  {
    name: 'CR 608.2h, 506.4: Goblin Piledriver "it gets +2/+0 until end of turn for each other attacking Goblin." (two Goblins; a Bears at its side does not count) -> 5/2',
    board: atAttackers([
      { id: 'driver', card: 'Goblin Piledriver' },
      { id: 'g1', card: 'Raging Goblin' },
      { id: 'g2', card: "Mons's Goblin Raiders" },
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'home', card: 'Raging Goblin' },
    ]),
    actions: [declare('driver', 'g1', 'g2', 'bear')],
    objects: { driver: { pt: '5/2' } },
  },
  {
    name: 'CR 608.2h, 506.4: Aurochs Herd "it gets +1/+0 until end of turn for each other attacking Aurochs." with another Aurochs Herd -> each 5/4',
    board: atAttackers([
      { id: 'herd', card: 'Aurochs Herd' },
      { id: 'other', card: 'Aurochs Herd' },
    ]),
    actions: [declare('herd', 'other')],
    objects: { herd: { pt: '5/4' }, other: { pt: '5/4' } },
  },
  {
    name: 'CR 608.2h: Feral Animist "{3}: Feral Animist gets +X/+0 until end of turn, where X is its power." -> 4/1',
    board: inMain([{ id: 'animist', card: 'Feral Animist' }], '{C}{C}{C}'),
    actions: [activate('animist')],
    objects: { animist: { pt: '4/1' } },
  },
  {
    name: 'CR 608.2h: Feral Animist twice: X is its power as each resolves (2, then 4) -> 8/1',
    board: inMain([{ id: 'animist', card: 'Feral Animist' }], '{C}{C}{C}{C}{C}{C}'),
    actions: [activate('animist'), activate('animist')],
    objects: { animist: { pt: '8/1' } },
  },
  {
    name: 'CR 608.2h: Auriok Bladewarden "{T}: Target creature gets +X/+X until end of turn, where X is Auriok Bladewarden\'s power." (1) -> a Bears 3/3',
    board: inMain(
      [
        { id: 'warden', card: 'Auriok Bladewarden' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
      '',
    ),
    actions: [{ kind: 'activate', object: 'warden', ability: 0, targets: ['bear'] }],
    objects: { bear: { pt: '3/3' }, warden: { tapped: true } },
  },
  {
    name: 'CR 107.1b, 107.3a: Death Wind "Target creature gets -X/-X until end of turn." with X 2: the sign applies after X is fixed -> Serra Angel 2/2',
    board: inMain(
      [
        { id: 'wind', card: 'Death Wind', zone: 'hand' },
        { id: 'angel', card: 'Serra Angel', controller: 'B' },
      ],
      '{B}{B}{B}',
    ),
    actions: [{ kind: 'cast', object: 'wind', x: 2, targets: ['angel'] }],
    objects: { angel: { pt: '2/2' } },
  },
  {
    name: "CR 107.1b: Feral Animist at -1/2 (three -1/-1 counters, two Builder's Blessings' +0/+2): X is -1, so it gets +0/+0 -> -1/2",
    board: inMain(
      [
        { id: 'animist', card: 'Feral Animist', counters: { '-1/-1': 3 } },
        { id: 'b1', card: "Builder's Blessing" },
        { id: 'b2', card: "Builder's Blessing" },
      ],
      '{C}{C}{C}',
    ),
    actions: [activate('animist')],
    objects: { animist: { pt: '-1/2' } },
  },
  {
    name: 'CR 613.4c: Banshee\'s Blade "Equipped creature gets +1/+1 for each charge counter on Banshee\'s Blade." with two -> 4/4',
    board: atAttackers([
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'blade', card: "Banshee's Blade", attachedTo: 'bear', counters: { charge: 2 } },
    ]),
    actions: [declare()],
    objects: { bear: { pt: '4/4' } },
  },
];

describe('"for each" and "where X is its power" (CR 608.2h, 611.2c, 613.4c, 107.1b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
