import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Emblems (CR 114): "[Player] gets an emblem with [ability]" puts an emblem into the command zone,
 * owned and controlled by that player (114.2), with no characteristics but its abilities (114.3),
 * which function in the command zone (114.4); it is neither a card nor a permanent (114.5).
 * Real cards' Oracle text: Gideon, Ally of Zendikar ("[−4]: You get an emblem with "Creatures you
 * control get +1/+1.""), Sorin, Lord of Innistrad ("[−2]: You get an emblem with "Creatures you
 * control get +1/+0.""), Kiora, the Crashing Wave ("[−5]: You get an emblem with "At the
 * beginning of your end step, create a 9/9 blue Kraken creature token.""), Baneslayer Aspirant
 * (2/2, "… gets +3/+3 and has flying, first strike, and lifelink as long as you have one or more
 * emblems."), Garruk, Apex Predator ("[−8]: Target opponent gets an emblem with "Whenever a
 * creature attacks you, it gets +5/+5 and gains trample until end of turn."").
 * The emblem takes the id after `next` (o8 for next 7: the ability on the stack takes a7).
 */

const walker = (id: string, card: string, loyalty: number) => ({ id, card, counters: { loyalty } });
const activate = (object: string, ability: number): Action => ({ kind: 'activate', object, ability });
const bear = (id: string, controller: string) => ({ id, card: 'Grizzly Bears', controller });
/** An emblem already in A's command zone, as a board file writes it. */
const emblem = (id: string, label: string, text: string, abilities: readonly object[]) => ({
  id,
  card: label,
  zone: 'command',
  owner: 'A',
  emblem: { abilities: abilities.map((a) => ({ text, ...a })) },
});
const anthem = (power: number, toughness: number) => ({
  kind: 'static',
  zone: 'command',
  effect: {
    affects: { types: ['Creature'], controller: 'you' },
    ops: [
      {
        kind: 'modifyPT',
        power: { kind: 'constant', n: power },
        toughness: { kind: 'constant', n: toughness },
      },
    ],
  },
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 114.2, 114.4: Gideon, Ally of Zendikar's [−4]: A gets an emblem in the command zone; A's Bears are 3/3, B's stay 2/2",
    board: {
      objects: [walker('gideon', 'Gideon, Ally of Zendikar', 5), bear('mine', 'A'), bear('theirs', 'B')],
      next: { id: 7 },
    },
    actions: [activate('gideon', 2)],
    objects: {
      gideon: { loyalty: 1 },
      o8: { zone: 'command', controller: 'A', pt: null, name: '' },
      mine: { pt: '3/3' },
      theirs: { pt: '2/2' },
    },
    events: ['emblemCreated o8 A 114.2'],
  },
  {
    name: 'CR 114.4, 114.5: the emblem outlasts its planeswalker: Gideon with 4 loyalty goes to the graveyard (704.5i), the Bears stay 3/3',
    board: { objects: [walker('gideon', 'Gideon, Ally of Zendikar', 4), bear('mine', 'A')], next: { id: 7 } },
    actions: [activate('gideon', 2)],
    objects: { gideon: { zone: 'graveyard' }, o8: { zone: 'command' }, mine: { pt: '3/3' } },
  },
  {
    name: "CR 114.4, 613.7: Sorin, Lord of Innistrad's [−2] beside a Gideon emblem in the board file: the two add up, Bears 4/3",
    board: {
      objects: [
        walker('sorin', 'Sorin, Lord of Innistrad', 3),
        bear('mine', 'A'),
        emblem('gideonEmblem', 'Gideon, Ally of Zendikar emblem', 'Creatures you control get +1/+1.', [
          anthem(1, 1),
        ]),
      ],
      next: { id: 7 },
    },
    actions: [activate('sorin', 1)],
    objects: { o8: { zone: 'command' }, mine: { pt: '4/3' } },
  },
  {
    name: "CR 114.4, 603.2b: Kiora, the Crashing Wave's emblem triggers from the command zone at A's end step: a 9/9 Kraken",
    board: { objects: [walker('kiora', 'Kiora, the Crashing Wave', 5)], next: { id: 7 } },
    actions: [activate('kiora', 2), { kind: 'advance', to: 'end' }],
    objects: { kiora: { zone: 'graveyard' }, o8: { zone: 'command' } },
    events: ['emblemCreated o8 A 114.2', 'tokenCreated o10 Kraken Token 111.2'],
  },
  {
    name: 'CR 114.2: Baneslayer Aspirant (2/2) "gets +3/+3 … as long as you have one or more emblems": with no emblem, 2/2',
    board: { objects: [{ id: 'aspirant', card: 'Baneslayer Aspirant' }] },
    actions: [{ kind: 'advance', to: 'beginCombat' }],
    objects: { aspirant: { pt: '2/2', keywords: [] } },
  },
  {
    name: "CR 114.2: Baneslayer Aspirant after Gideon, Ally of Zendikar's [−4] gives A an emblem: 6/6 (the emblem's +1/+1 too), flying, first strike, lifelink",
    board: {
      objects: [
        walker('gideon', 'Gideon, Ally of Zendikar', 5),
        { id: 'aspirant', card: 'Baneslayer Aspirant' },
      ],
      next: { id: 7 },
    },
    actions: [activate('gideon', 2)],
    objects: { aspirant: { pt: '6/6', keywords: ['First strike', 'Flying', 'Lifelink'] } },
  },
  {
    name: "CR 114.2: an emblem of B's doesn't count for A's Baneslayer Aspirant: 2/2",
    board: {
      objects: [
        { id: 'aspirant', card: 'Baneslayer Aspirant' },
        {
          ...emblem('e', 'Gideon, Ally of Zendikar emblem', 'Creatures you control get +1/+1.', [
            anthem(1, 1),
          ]),
          owner: 'B',
        },
      ],
    },
    actions: [{ kind: 'advance', to: 'beginCombat' }],
    objects: { aspirant: { pt: '2/2' } },
  },
  {
    name: "CR 114.2, 506.3, 508.3a: Garruk, Apex Predator's [−8] gives target opponent B an emblem; A's Grizzly Bears attacks B: +5/+5 and trample, 7/7",
    board: {
      objects: [walker('garruk', 'Garruk, Apex Predator', 8), bear('mine', 'A')],
      next: { id: 7 },
    },
    actions: [
      { kind: 'activate', object: 'garruk', ability: 3, targets: ['B'] },
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: [{ attacker: 'mine' }] },
    ],
    objects: {
      o8: { zone: 'command', controller: 'B' },
      mine: { pt: '7/7', keywords: ['Trample'] },
    },
  },
];

describe('emblems (CR 114)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
