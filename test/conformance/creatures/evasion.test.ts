import { describe, it } from 'vitest';
import { attack, attackAndBlock, block, checkPlay, has, type PlayRow, pumped } from '../../support/play.js';

/**
 * CR 702: evasion keywords, each granted to a vanilla creature by a permanent effect that
 * stands for the keyword printed on it, and played with `apply` from A's declare attackers
 * step. The blockers are B's: Grizzly Bears (green 2/2), Gray Ogre (red 2/2), Typhoid Rats
 * (black 1/1), Llanowar Elves (green 1/1), Memnite (colourless artifact creature 1/1).
 */

const atDeclareAttackers = { turn: { number: 1, active: 'A', step: 'declareAttackers' } } as const;
const bear = { id: 'bear', card: 'Grizzly Bears' } as const;
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
const board = (effects: readonly object[], ...blockers: { id: string; card: string }[]) => ({
  ...atDeclareAttackers,
  objects: [bear, ...blockers],
  effects,
});

const MENACE: readonly PlayRow[] = [
  {
    name: "CR 702.111b: a creature with menace can't be blocked except by two or more creatures: one blocker is refused",
    board: board([has('bear', 'Menace')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear')]),
    refused: '702.111b',
    objects: { bear: { blocked: false }, b1: { blocking: null } },
  },
  {
    name: 'CR 702.111b: ... two creatures may block it together',
    board: board([has('bear', 'Menace')], theirs('b1', 'Grizzly Bears'), theirs('b2', 'Memnite')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear'), block('b2', 'bear')]),
    objects: { bear: { blocked: true }, b1: { blocking: 'bear' }, b2: { blocking: 'bear' } },
  },
  {
    name: 'CR 702.111b: ... and it may go unblocked',
    board: board([has('bear', 'Menace')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), []),
    objects: { bear: { blocked: false } },
  },
];

const COLOUR_EVASION: readonly PlayRow[] = [
  {
    name: "CR 702.36b: a creature with fear can't be blocked except by artifact creatures and/or black creatures: a green one is refused",
    board: board([has('bear', 'Fear')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear')]),
    refused: '702.36b',
  },
  {
    name: 'CR 702.36b: ... a black creature (Typhoid Rats) may block it',
    board: board([has('bear', 'Fear')], theirs('rats', 'Typhoid Rats')),
    actions: attackAndBlock(attack('bear'), [block('rats', 'bear')]),
    objects: { rats: { blocking: 'bear' } },
  },
  {
    name: 'CR 702.36b: ... an artifact creature (Memnite) may block it',
    board: board([has('bear', 'Fear')], theirs('m', 'Memnite')),
    actions: attackAndBlock(attack('bear'), [block('m', 'bear')]),
    objects: { m: { blocking: 'bear' } },
  },
  {
    name: "CR 702.13b: a creature with intimidate can't be blocked except by artifact creatures and/or creatures that share a color with it: a red one is refused",
    board: board([has('bear', 'Intimidate')], theirs('ogre', 'Gray Ogre')),
    actions: attackAndBlock(attack('bear'), [block('ogre', 'bear')]),
    refused: '702.13b',
  },
  {
    name: 'CR 702.13b: ... a green creature (Llanowar Elves) shares green with the green attacker and may block it',
    board: board([has('bear', 'Intimidate')], theirs('elves', 'Llanowar Elves')),
    actions: attackAndBlock(attack('bear'), [block('elves', 'bear')]),
    objects: { elves: { blocking: 'bear' } },
  },
  {
    name: 'CR 702.13b: ... an artifact creature (Memnite) may block it',
    board: board([has('bear', 'Intimidate')], theirs('m', 'Memnite')),
    actions: attackAndBlock(attack('bear'), [block('m', 'bear')]),
    objects: { m: { blocking: 'bear' } },
  },
];

const SHADOW_AND_HORSES: readonly PlayRow[] = [
  {
    name: "CR 702.28b: a creature with shadow can't be blocked by creatures without shadow",
    board: board([has('bear', 'Shadow')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear')]),
    refused: '702.28b',
  },
  {
    name: "CR 702.28b: ... and a creature without shadow can't be blocked by creatures with shadow",
    board: board([has('b1', 'Shadow')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear')]),
    refused: '702.28b',
  },
  {
    name: 'CR 702.28b: ... a creature with shadow may block one with shadow',
    board: board([has('bear', 'Shadow'), has('b1', 'Shadow')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear')]),
    objects: { b1: { blocking: 'bear' } },
  },
  {
    name: "CR 702.31b: a creature with horsemanship can't be blocked by creatures without horsemanship",
    board: board([has('bear', 'Horsemanship')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear')]),
    refused: '702.31b',
  },
  {
    name: 'CR 702.31b: ... a creature with horsemanship can block a creature without horsemanship',
    board: board([has('b1', 'Horsemanship')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear')]),
    objects: { b1: { blocking: 'bear' } },
  },
];

const SKULK: readonly PlayRow[] = [
  {
    name: "CR 702.118b: a creature with skulk can't be blocked by creatures with greater power: a 4/4 is refused",
    board: board([has('bear', 'Skulk'), pumped('big', 2, 2)], theirs('big', 'Gray Ogre')),
    actions: attackAndBlock(attack('bear'), [block('big', 'bear')]),
    refused: '702.118b',
  },
  {
    name: 'CR 702.118b: ... a creature with equal power (a 2/2) may block it',
    board: board([has('bear', 'Skulk')], theirs('b1', 'Grizzly Bears')),
    actions: attackAndBlock(attack('bear'), [block('b1', 'bear')]),
    objects: { b1: { blocking: 'bear' } },
  },
  {
    name: "CR 702.118b: ... power is read as the blockers are declared: a Giant Growth'd 5/5 skulker can be blocked by a 4/4",
    board: board(
      [has('bear', 'Skulk'), pumped('bear', 3, 3), pumped('big', 2, 2, '+2/+2')],
      theirs('big', 'Gray Ogre'),
    ),
    actions: attackAndBlock(attack('bear'), [block('big', 'bear')]),
    objects: { big: { blocking: 'bear' } },
  },
];

describe('CR 702: evasion abilities', () => {
  for (const [title, rows] of [
    ['menace (702.111)', MENACE],
    ['fear and intimidate (702.36, 702.13)', COLOUR_EVASION],
    ['shadow and horsemanship (702.28, 702.31)', SHADOW_AND_HORSES],
    ['skulk (702.118)', SKULK],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
