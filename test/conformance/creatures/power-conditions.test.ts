import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import {
  attack,
  attackAndBlock,
  block,
  checkPlay,
  eventText,
  type PlayRow,
  play,
  stateOf,
} from '../../support/play.js';

/**
 * Conditions on power read as the layers leave it (CR 208.1, 613.4c), checked as a triggered
 * ability triggers and resolves (603.4) or as an ability is activated (602.5b). The cards are real
 * and compiled from their Oracle text: Candlelit Cavalry ("Coven — At the beginning of combat on
 * your turn, if you control three or more creatures with different powers, Candlelit Cavalry gains
 * trample until end of turn."), Atarka Beastbreaker ("Formidable — {4}{G}: Atarka Beastbreaker
 * gets +4/+4 until end of turn. Activate only if creatures you control have total power 8 or
 * greater."), Turret Ogre ("When Turret Ogre enters the battlefield, if you control another
 * creature with power 4 or greater, Turret Ogre deals 2 damage to each opponent.") and Nessian
 * Hornbeetle ("At the beginning of combat on your turn, if you control another creature with
 * power 4 or greater, put a +1/+1 counter on Nessian Hornbeetle.") and Frontier Mastodon
 * ("Ferocious — Frontier Mastodon enters the battlefield with a +1/+1 counter on it if you control
 * a creature with power 4 or greater.", read as it enters, 614.1c) and Might of the Old Ways
 * ("Target creature gets +2/+2 until end of turn. / Coven — Then if you control three or more
 * creatures with different powers, draw a card."), and Arrogant Bloodlord ("Whenever Arrogant
 * Bloodlord blocks or becomes blocked by a creature with power 1 or less, destroy Arrogant
 * Bloodlord at end of combat.", the blocker's power read as blockers are declared, 509.3f).
 */

/** A table of board rows, each played with `apply` and checked. */
const table = (title: string, rows: readonly PlayRow[]): void => {
  describe(title, () => {
    it.each(rows.map((r) => [r.name, r] as const))('%s', (_, row) => {
      checkPlay(row);
    });
  });
};

const main = { number: 3, active: 'A', step: 'main1' };
const toCombat: Action = { kind: 'advance', to: 'declareAttackers' };
const cavalry = { id: 'cav', card: 'Candlelit Cavalry' };
const bear = (id: string, extra: object = {}) => ({ id, card: 'Grizzly Bears', ...extra });
const covenTriggered = 'triggered cav beginningOfCombat 603.2b';

const COVEN: readonly PlayRow[] = [
  {
    name: 'Coven, Candlelit Cavalry: powers 5, 3 and 2 are three different powers -> it triggers and gains trample',
    board: { turn: main, objects: [cavalry, { card: 'Hill Giant' }, bear('bear')] },
    actions: [toCombat],
    events: [covenTriggered],
    objects: { cav: { keywords: ['Trample'] } },
  },
  {
    name: 'Coven, Candlelit Cavalry: powers 5, 2 and 2 are two different powers -> no trigger',
    board: { turn: main, objects: [cavalry, bear('b1'), bear('b2')] },
    actions: [toCombat],
    without: [covenTriggered],
    objects: { cav: { keywords: [] } },
  },
  {
    name: 'Coven, CR 613.4c: a +1/+1 counter makes one of two 2/2s a 3/3 -> powers 5, 3, 2 -> it triggers',
    board: { turn: main, objects: [cavalry, bear('b1', { counters: { '+1/+1': 1 } }), bear('b2')] },
    actions: [toCombat],
    events: [covenTriggered],
  },
  {
    name: "Coven: an opponent's 3/3 is not a creature you control -> powers 5 and 2 -> no trigger",
    board: { turn: main, objects: [cavalry, bear('bear'), { card: 'Hill Giant', controller: 'B' }] },
    actions: [toCombat],
    without: [covenTriggered],
    objects: { cav: { keywords: [] } },
  },
];

const activate: Action = { kind: 'activate', object: 'atarka', ability: 0 };
const green = [{ id: 'A', manaPool: '{G}{G}{G}{G}{G}' }, { id: 'B' }];
const atarka = { id: 'atarka', card: 'Atarka Beastbreaker' };

const FORMIDABLE: readonly PlayRow[] = [
  {
    name: 'Formidable, Atarka Beastbreaker with a Craw Wurm: total power 2 + 6 = 8 -> it gets +4/+4 (CR 602.5b)',
    board: { turn: main, players: green, objects: [atarka, { card: 'Craw Wurm' }] },
    actions: [activate],
    objects: { atarka: { pt: '6/6' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Formidable, Atarka Beastbreaker with a Hill Giant: total power 5 -> refused, the mana stays (CR 602.5b)',
    board: { turn: main, players: green, objects: [atarka, { card: 'Hill Giant' }] },
    actions: [activate],
    refused: '602.5b',
    players: { A: { mana: 5 } },
  },
  {
    name: 'Formidable, CR 613.4c: Giant Growth makes the Giant 6/6 -> total power 8 -> it may be activated',
    board: { turn: main, players: green, objects: [atarka, { id: 'giant', card: 'Hill Giant' }] },
    actions: [{ kind: 'resolve', source: 'Giant Growth', controller: 'A', targets: ['giant'] }, activate],
    objects: { atarka: { pt: '6/6' }, giant: { pt: '6/6' } },
  },
];

const ogre = { id: 'ogre', card: 'Turret Ogre', zone: 'hand' };
const ogreEnters: Action = { kind: 'putOntoBattlefield', object: 'ogre' };
const beetle = { id: 'beetle', card: 'Nessian Hornbeetle' };

const ANOTHER: readonly PlayRow[] = [
  {
    name: 'Turret Ogre entering beside a Craw Wurm (power 6) -> it deals 2 damage to each opponent (CR 603.4)',
    board: { turn: main, objects: [ogre, { card: 'Craw Wurm' }] },
    actions: [ogreEnters],
    players: { B: { life: 18 } },
  },
  {
    name: 'Turret Ogre alone: its own power 4 is not "another creature" -> no trigger (CR 603.4)',
    board: { turn: main, objects: [ogre] },
    actions: [ogreEnters],
    without: ['triggered ogre entersBattlefield 603.6a'],
    players: { B: { life: 20 } },
  },
  {
    name: 'Nessian Hornbeetle beside a 3/3: no creature with power 4 or greater -> no counter (CR 603.4)',
    board: { turn: main, objects: [beetle, { card: 'Hill Giant' }] },
    actions: [toCombat],
    objects: { beetle: { pt: '2/2' } },
  },
  {
    name: 'Nessian Hornbeetle, CR 613.4c: Giant Growth resolved on the 3/3 first makes it 6/6 -> the beetle gets a counter',
    board: { turn: main, objects: [beetle, { id: 'giant', card: 'Hill Giant' }] },
    actions: [{ kind: 'resolve', source: 'Giant Growth', controller: 'A', targets: ['giant'] }, toCombat],
    objects: { beetle: { pt: '3/3', counters: { '+1/+1': 1 } } },
  },
];

const MASTODON: readonly PlayRow[] = [
  {
    name: 'Ferocious, Frontier Mastodon entering beside a Craw Wurm (power 6) -> a 3/2 with a +1/+1 counter, 4/3 (CR 614.1c)',
    board: {
      turn: main,
      objects: [{ id: 'm', card: 'Frontier Mastodon', zone: 'hand' }, { card: 'Craw Wurm' }],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'm' }],
    objects: { m: { pt: '4/3', counters: { '+1/+1': 1 } } },
  },
  {
    name: 'Ferocious, Frontier Mastodon entering beside a Hill Giant (power 3) -> no counter, 3/2 (CR 614.1c)',
    board: {
      turn: main,
      objects: [{ id: 'm', card: 'Frontier Mastodon', zone: 'hand' }, { card: 'Hill Giant' }],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'm' }],
    objects: { m: { pt: '3/2', counters: {} } },
  },
];

table(
  'ferocious as a permanent enters: "if you control a creature with power 4 or greater" (CR 208.1, 614.1c)',
  MASTODON,
);

const library = [{ card: 'Forest', zone: 'library' }];
const might = (objects: readonly object[]): PlayRow['board'] => ({
  turn: main,
  objects: [...objects, ...library],
});

const THEN_IF: readonly PlayRow[] = [
  {
    name: 'Coven, Might of the Old Ways on a 2/2 beside a 5/5 and a 2/2: it becomes 4/4, powers 5, 4, 2 -> A draws a card (CR 608.2c)',
    board: might([cavalry, bear('b1'), bear('b2')]),
    actions: [{ kind: 'resolve', source: 'Might of the Old Ways', controller: 'A', targets: ['b1'] }],
    events: ['cardDrawn A 121.1'],
    objects: { b1: { pt: '4/4' } },
  },
  {
    name: 'Coven, Might of the Old Ways on the 5/5 beside two 2/2s: powers 7, 2, 2 -> no card (CR 608.2c)',
    board: might([cavalry, bear('b1'), bear('b2')]),
    actions: [{ kind: 'resolve', source: 'Might of the Old Ways', controller: 'A', targets: ['cav'] }],
    without: ['cardDrawn A 121.1'],
    objects: { cav: { pt: '7/7' } },
  },
];

table('coven after "Then if", read as the sentence is followed (CR 608.2c, 608.2h)', THEN_IF);

const bloodlordCombat = { number: 3, active: 'A', step: 'declareAttackers' };
const toEndOfCombat: Action = { kind: 'advance', to: 'endCombat' };
/** Arrogant Bloodlord attacking, blocked by B's `card`, played to the end of combat step. */
const bloodlordBlockedBy = (card: string): Pick<PlayRow, 'board' | 'actions'> => ({
  board: {
    turn: bloodlordCombat,
    objects: [
      { id: 'lord', card: 'Arrogant Bloodlord' },
      { id: 'blocker', card, controller: 'B' },
    ],
  },
  actions: [...attackAndBlock(attack('lord'), [block('blocker', 'lord')]), toEndOfCombat],
});

const BLOODLORD: readonly PlayRow[] = [
  {
    name: 'Arrogant Bloodlord blocked by Llanowar Elves (power 1) -> destroyed at end of combat (CR 509.3d, 603.7a)',
    ...bloodlordBlockedBy('Llanowar Elves'),
    objects: { lord: { zone: 'graveyard' } },
  },
  {
    name: 'Arrogant Bloodlord blocked by Grizzly Bears (power 2) -> no trigger, it survives (CR 509.3d)',
    ...bloodlordBlockedBy('Grizzly Bears'),
    objects: { lord: { zone: 'battlefield' }, blocker: { zone: 'graveyard' } },
  },
];

table('a blocker with power 1 or less (CR 208.1, 509.3d)', BLOODLORD);

table('coven: three or more creatures with different powers (CR 208.1, 603.4)', COVEN);

/** Whether Candlelit Cavalry's coven triggers beside Grizzly Bears with these +1/+1 counters. */
const covenTriggers = (counters: readonly number[]): boolean => {
  const bears = counters.map((n, i) => bear(`b${i}`, n > 0 ? { counters: { '+1/+1': n } } : {}));
  const played = play(stateOf({ turn: main, objects: [cavalry, ...bears] }), [toCombat]);
  return played.events.map(eventText).includes(covenTriggered);
};

describe('coven as a property (CR 208.1, 603.4)', () => {
  it('triggers exactly when the powers, 5 and each 2/2 with its counters, hold three different values, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }), (counters) => {
        const expected = new Set([5, ...counters.map((n) => 2 + n)]).size >= 3;
        expect(covenTriggers(counters)).toBe(expected);
        expect(covenTriggers([...counters].reverse())).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });
});

table('formidable: creatures you control have total power 8 or greater (CR 208.1, 602.5b)', FORMIDABLE);

table('"if you control another creature with power 4 or greater" (CR 208.1, 603.4)', ANOTHER);
