import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { bolt, enter } from '../../support/actions.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Two nouns joined by "or" name a permanent that is either (CR 205.2a card types, 205.3
 * subtypes). Real cards compiled from their Oracle text (MTGJSON): Eiganjo Exemplar ("Whenever a
 * Samurai or Warrior you control attacks alone, it gets +1/+1 until end of turn", CR 506.5) and
 * Rising Populace ("Whenever another creature or planeswalker you control dies, put a +1/+1
 * counter on Rising Populace", 700.4).
 */

const attacking = { number: 3, active: 'A', step: 'declareAttackers' };
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const exemplar = { id: 'exemplar', card: 'Eiganjo Exemplar' };
const warrior = { id: 'warrior', card: 'Elvish Warrior' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const populace = { id: 'populace', card: 'Rising Populace' };
const TRIGGERED = 'triggered exemplar creatureAttacksAlone 506.5';
const DIES = 'triggered populace permanentDies 603.10a';

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 205.3, Eiganjo Exemplar: an Elf Warrior attacking alone is a Warrior -> 2/3 gets +1/+1 = 3/4',
    board: { turn: attacking, objects: [exemplar, warrior, bear] },
    actions: [declare('warrior')],
    objects: { warrior: { pt: '3/4' } },
    events: [TRIGGERED],
  },
  {
    name: 'CR 205.3, Eiganjo Exemplar: the Human Samurai itself attacking alone is a Samurai -> 2/1 = 3/2',
    board: { turn: attacking, objects: [exemplar, warrior, bear] },
    actions: [declare('exemplar')],
    objects: { exemplar: { pt: '3/2' } },
    events: [TRIGGERED],
  },
  {
    name: 'CR 205.2a, 700.4, Rising Populace: a creature it controls dies -> a +1/+1 counter, 3/3',
    board: { objects: [populace, bear] },
    actions: [bolt('bear')],
    objects: { populace: { pt: '3/3' } },
    events: [DIES],
  },
  {
    name: 'CR 205.2a, 704.5i, Rising Populace: a planeswalker it controls (Ajani Goldmane, loyalty 3) dies to 3 damage -> 3/3',
    board: { objects: [populace, { id: 'ajani', card: 'Ajani Goldmane', counters: { loyalty: 3 } }] },
    actions: [bolt('ajani')],
    objects: { ajani: { zone: 'graveyard' }, populace: { pt: '3/3' } },
    events: [DIES],
  },
  {
    name: "CR 109.4, Rising Populace: B's Bear and then A's Bear die; only A's is one \"you control\" -> one counter, 3/3",
    board: { objects: [populace, bear, { id: 'theirs', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [bolt('theirs'), bolt('bear')],
    objects: { theirs: { zone: 'graveyard' }, bear: { zone: 'graveyard' }, populace: { pt: '3/3' } },
  },
  {
    name: 'CR 205.3, Immerwolf ("Each other creature you control that\'s a Wolf or a Werewolf gets +1/+1."): a Timberpack Wolf 3/3, a Grizzly Bears 2/2',
    board: {
      objects: [
        { id: 'immerwolf', card: 'Immerwolf', zone: 'hand' },
        { id: 'wolf', card: 'Timberpack Wolf' },
        bear,
      ],
    },
    actions: [enter('immerwolf')],
    objects: { wolf: { pt: '3/3' }, bear: { pt: '2/2' }, immerwolf: { pt: '2/2' } },
  },
];

describe('"a Samurai or Warrior", "a creature or planeswalker": either noun (CR 205.2a, 205.3)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
