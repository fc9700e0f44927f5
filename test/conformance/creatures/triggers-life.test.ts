import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, eventText, type PlayRow, triggers } from '../../support/play.js';

/**
 * "Whenever you gain life" (CR 119.9, 603.2c): it triggers once for each life-gain event of 1
 * life or more, however the life was gained: a `gainLife` instruction (119.3) or damage from a
 * source with lifelink (702.15b, 120.3f), each source's one event. The cards are real, compiled
 * from their Oracle text: Ajani's Pridemate ("Whenever you gain life, put a +1/+1 counter on
 * Ajani's Pridemate."), Epicure of Blood ("Whenever you gain life, each opponent loses 1 life."),
 * Lightning Helix, Vampire Nighthawk (lifelink), Soul Warden and Zulaport Cutthroat.
 */

const helix = (controller: string, target: string): Action => ({
  kind: 'resolve',
  source: 'Lightning Helix',
  controller,
  targets: [target],
});
const combat = (...attackers: string[]): Action[] => [
  { kind: 'declareAttackers', attackers: attack(...attackers) },
  { kind: 'advance', to: 'declareBlockers' },
  { kind: 'declareBlockers', blockers: [] },
  { kind: 'advance', to: 'combatDamage' },
];
const atAttack = { number: 1, active: 'A', step: 'declareAttackers' };
const main = { number: 1, active: 'A', step: 'main1' };
const pridemate = { id: 'pridemate', card: "Ajani's Pridemate" };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 119.3, 119.9, Ajani's Pridemate: Lightning Helix gains you 3 life -> one trigger, a +1/+1 counter",
    board: { turn: main, objects: [pridemate] },
    actions: [helix('A', 'B')],
    objects: { pridemate: { pt: '3/3', counters: { '+1/+1': 1 } } },
    players: { A: { life: 23 }, B: { life: 17 } },
    events: ['lifeGained A 3 119.3', 'triggered pridemate youGainLife 119.9'],
  },
  {
    name: "CR 119.9, Ajani's Pridemate: an opponent gaining life is not you -> nothing",
    board: { turn: main, objects: [pridemate] },
    actions: [helix('B', 'A')],
    objects: { pridemate: { counters: {} } },
    players: { B: { life: 23 } },
    without: ['triggered pridemate youGainLife 119.9'],
  },
  {
    name: "CR 702.15b, 510.2, Ajani's Pridemate: Vampire Nighthawk's lifelink combat damage gains you 2 life -> a +1/+1 counter",
    board: { turn: atAttack, objects: [pridemate, { id: 'hawk', card: 'Vampire Nighthawk' }] },
    actions: combat('hawk'),
    objects: { pridemate: { counters: { '+1/+1': 1 } } },
    players: { A: { life: 22 }, B: { life: 18 } },
    events: ['lifeGained A 2 120.3f', 'triggered pridemate youGainLife 119.9'],
  },
  {
    name: "CR 603.2c, 702.15b, Ajani's Pridemate: two lifelinkers' combat damage is two life-gain events -> two counters",
    board: {
      turn: atAttack,
      objects: [
        pridemate,
        { id: 'hawk1', card: 'Vampire Nighthawk' },
        { id: 'hawk2', card: 'Vampire Nighthawk' },
      ],
    },
    actions: combat('hawk1', 'hawk2'),
    objects: { pridemate: { counters: { '+1/+1': 2 } } },
    players: { A: { life: 24 }, B: { life: 16 } },
  },
  {
    name: "CR 702.15b, Ajani's Pridemate: lifelink damage outside combat (a damage action) -> a +1/+1 counter",
    board: { turn: main, objects: [pridemate, { id: 'hawk', card: 'Vampire Nighthawk' }] },
    actions: [{ kind: 'damage', source: 'hawk', to: [{ to: 'B', amount: 2 }] }],
    objects: { pridemate: { counters: { '+1/+1': 1 } } },
    players: { A: { life: 22 } },
  },
  {
    name: "CR 603.10a, 119.9, Zulaport Cutthroat and Ajani's Pridemate: a creature of yours dies, you gain 1 -> Pridemate's counter",
    board: {
      turn: main,
      objects: [
        pridemate,
        { id: 'cutthroat', card: 'Zulaport Cutthroat' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [{ kind: 'move', object: 'bear', to: 'graveyard' }],
    objects: { pridemate: { counters: { '+1/+1': 1 } } },
    players: { A: { life: 21 }, B: { life: 19 } },
    events: ['triggered cutthroat permanentDies 603.10a', 'triggered pridemate youGainLife 119.9'],
  },
  {
    name: 'CR 603.6a, 119.9, Soul Warden and Epicure of Blood: a creature enters, you gain 1 -> each opponent loses 1',
    board: {
      turn: main,
      objects: [
        { id: 'warden', card: 'Soul Warden' },
        { id: 'epicure', card: 'Epicure of Blood' },
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'bear' }],
    players: { A: { life: 21 }, B: { life: 19 } },
    events: ['triggered epicure youGainLife 119.9', 'lifeLost B 1 119.3'],
  },
  {
    name: 'CR 104.4b: "Whenever you gain life, you gain 1 life" resolves, gains and triggers again without end -> passing priority is refused as a mandatory loop, not run forever',
    board: {
      turn: main,
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [
        triggers('bear', 'Whenever you gain life, you gain 1 life.', { kind: 'youGainLife' }, [
          { kind: 'gainLife', amount: { kind: 'constant', n: 1 } },
        ]),
      ],
    },
    // Played by hand: Lightning Helix resolves, the trigger goes on the stack, and all players
    // passing (`resolveStack`) would resolve it and its next copies forever.
    manual: true,
    actions: [helix('A', 'B'), { kind: 'resolveStack' }],
    refused: '104.4b',
    players: { A: { life: 23 } },
    stack: ['bear:0'],
  },
];

describe('"whenever you gain life" triggers (CR 119.9)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it("CR 603.2c: Ajani's Pridemate triggers once for each of two lifelinkers' combat damage", () => {
    const row = ROWS.find((r) => r.name.includes('two lifelinkers'));
    if (!row) throw new Error('the two lifelinkers row is missing');
    const texts = checkPlay(row).events.map(eventText);
    expect(texts.filter((t) => t === 'triggered pridemate youGainLife 119.9')).toHaveLength(2);
  });
});
