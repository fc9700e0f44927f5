import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Mana with spending restrictions (CR 106.6) from mana abilities, and energy (107.14, 122.1):
 * restricted mana keeps its restriction in the pool and pays only for what it allows, whether
 * the mana abilities are named, activated first or chosen by `sources: "auto"`; "you get {E}"
 * gives energy counters, and "Pay {E}" removes them, only from a player who has them (118.3).
 * Real cards, compiled from their Oracle text (MTGJSON, April 2022).
 */

const main = (objects: readonly object[], players: readonly object[] = [{ id: 'A' }, { id: 'B' }]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players,
  objects,
});
const withEnergy = (n: number) => [{ id: 'A', counters: { energy: n } }, { id: 'B' }];
const on = (id: string, card: string, extra: object = {}) => ({ id, card, ...extra });
const hand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });
const library = { card: 'Island', zone: 'library', owner: 'A' };
const tap = (object: string, ability?: number, mana?: string): Action => ({
  kind: 'tapForMana',
  object,
  ...(ability === undefined ? {} : { ability }),
  ...(mana === undefined ? {} : { mana }),
});
const cast = (object: string, more: Partial<Extract<Action, { kind: 'cast' }>> = {}): Action => ({
  kind: 'cast',
  object,
  ...more,
});
const activate = (object: string, ability: number): Action => ({ kind: 'activate', object, ability });

/** Ancient Ziggurat: "{T}: Add one mana of any color. Spend this mana only to cast a creature spell." */
const ziggurat = on('zig', 'Ancient Ziggurat');
/** A creature for Giant Growth to target. */
const bear = on('bear', 'Grizzly Bears');

/** Aether Hub: "When Aether Hub enters the battlefield, you get {E}" (0), "{T}: Add {C}." (1), "{T}, Pay {E}: Add one mana of any color." (2) */
const hub = on('hub', 'Aether Hub');

const ZIGGURAT: readonly PlayRow[] = [
  {
    name: 'CR 106.6, Ancient Ziggurat: its mana goes into the pool carrying the restriction',
    board: main([ziggurat]),
    actions: [tap('zig', 0, '{G}')],
    players: { A: { mana: 1, restricted: 1 } },
    events: ['manaAdded A {G}x1 106.4'],
  },
  {
    name: "CR 106.6, 601.2h, Ancient Ziggurat: its {G} and a Forest's pay for Grizzly Bears, a creature spell",
    board: main([ziggurat, on('forest', 'Forest'), hand('bears', 'Grizzly Bears')]),
    actions: [tap('zig', 0, '{G}'), tap('forest'), cast('bears')],
    objects: { bears: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 106.6, Ancient Ziggurat: its mana can't pay for Giant Growth, an instant; the cast is refused and the game is as it was",
    board: main([ziggurat, bear, hand('growth', 'Giant Growth')]),
    actions: [tap('zig', 0, '{G}'), cast('growth', { targets: ['bear'] })],
    refused: '106.6',
    objects: { growth: { zone: 'hand' }, zig: { tapped: true } },
    players: { A: { mana: 1, restricted: 1 } },
  },
  {
    name: "CR 106.6, 602.2b, Ancient Ziggurat: its mana can't pay for a creature's ability, Frozen Shade's {B}: only creature spells",
    board: main([ziggurat, on('shade', 'Frozen Shade')]),
    actions: [tap('zig', 0, '{B}'), activate('shade', 0)],
    refused: '106.6',
    players: { A: { mana: 1 } },
  },
  {
    name: 'CR 601.2g, 106.6: `sources: "auto"` taps Ancient Ziggurat and a Forest for Grizzly Bears',
    board: main([ziggurat, on('forest', 'Forest'), hand('bears', 'Grizzly Bears')]),
    actions: [cast('bears', { sources: 'auto' })],
    manual: true,
    objects: { zig: { tapped: true }, forest: { tapped: true }, bears: { zone: 'stack' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.2g, 106.6: `sources: "auto"` pays Giant Growth with the Forest and leaves Ancient Ziggurat untapped',
    board: main([ziggurat, on('forest', 'Forest'), bear, hand('growth', 'Giant Growth')]),
    actions: [cast('growth', { sources: 'auto', targets: ['bear'] })],
    manual: true,
    objects: { zig: { tapped: false }, forest: { tapped: true }, growth: { zone: 'stack' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.2g-h, 106.6: `sources: "auto"` with only Ancient Ziggurat finds no payment for Giant Growth, and taps nothing',
    board: main([ziggurat, bear, hand('growth', 'Giant Growth')]),
    actions: [cast('growth', { sources: 'auto', targets: ['bear'] })],
    refused: '601.2h',
    objects: { zig: { tapped: false }, growth: { zone: 'hand' } },
  },
];

const OTHER_RESTRICTIONS: readonly PlayRow[] = [
  {
    name: "CR 106.6, Mishra's Workshop: {C}{C}{C} pays for Mind Stone, an artifact spell; what is left keeps its restriction",
    board: main([on('workshop', "Mishra's Workshop"), hand('stone', 'Mind Stone')]),
    actions: [tap('workshop'), cast('stone')],
    objects: { stone: { zone: 'battlefield' } },
    players: { A: { mana: 1, restricted: 1 } },
  },
  {
    name: "CR 106.6, Mishra's Workshop: its mana can't pay for Mind Stone's ability: only artifact spells",
    board: main([on('workshop', "Mishra's Workshop"), hand('stone', 'Mind Stone'), library]),
    actions: [tap('workshop'), cast('stone'), activate('stone', 1)],
    refused: '106.6',
    objects: { stone: { zone: 'battlefield' } },
  },
  {
    name: "CR 106.6, 602.2b, Power Depot: its mana pays for Mind Stone's ability, an ability of an artifact",
    board: main([on('depot', 'Power Depot'), on('stone', 'Mind Stone'), library]),
    actions: [tap('depot', 2, '{U}'), activate('stone', 1)],
    objects: { stone: { zone: 'graveyard' } },
    players: { A: { mana: 0 } },
    events: ['cardDrawn A 121.1'],
  },
  {
    name: "CR 106.6, Power Depot: its mana can't pay Frozen Shade's {B}, an ability of a creature",
    board: main([on('depot', 'Power Depot'), on('shade', 'Frozen Shade')]),
    actions: [tap('depot', 2, '{B}'), activate('shade', 0)],
    refused: '106.6',
  },
  {
    name: 'CR 106.6, 107.3m, Eldrazi Temple: {C}{C} pays for Endless One with X 2, a colorless Eldrazi spell',
    board: main([on('temple', 'Eldrazi Temple'), hand('one', 'Endless One')]),
    actions: [tap('temple', 1), cast('one', { x: 2 })],
    objects: { one: { zone: 'battlefield', pt: '2/2' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 106.6, Eldrazi Temple: {C}{C} can't pay for Sol Ring, a colorless spell that isn't an Eldrazi",
    board: main([on('temple', 'Eldrazi Temple'), hand('ring', 'Sol Ring')]),
    actions: [tap('temple', 1), cast('ring')],
    refused: '106.6',
  },
  {
    name: "CR 106.6, 702.114a, Eldrazi Temple: its mana pays Kozilek's Shrieker's {C}, an ability of a colorless (devoid) Eldrazi",
    board: main([on('temple', 'Eldrazi Temple'), on('shrieker', "Kozilek's Shrieker")]),
    actions: [tap('temple', 1), activate('shrieker', 1)],
    objects: { shrieker: { pt: '4/2', keywords: ['Devoid', 'Menace'] } },
    players: { A: { mana: 1, restricted: 1 } },
  },
  {
    name: 'CR 601.2g, 106.6: `sources: "auto"` chooses Eldrazi Temple\'s restricted {C}{C} for Endless One with X 2',
    board: main([on('temple', 'Eldrazi Temple'), hand('one', 'Endless One')]),
    actions: [cast('one', { x: 2, sources: 'auto' })],
    manual: true,
    objects: { temple: { tapped: true }, one: { zone: 'stack' } },
    players: { A: { mana: 0 } },
    events: ['manaAdded A {C}{C}x1 106.4'],
  },
  {
    name: 'CR 601.2g, 106.6: `sources: "auto"` chooses Eldrazi Temple\'s unrestricted {C} for Sol Ring',
    board: main([on('temple', 'Eldrazi Temple'), hand('ring', 'Sol Ring')]),
    actions: [cast('ring', { sources: 'auto' })],
    manual: true,
    objects: { temple: { tapped: true }, ring: { zone: 'stack' } },
    players: { A: { mana: 0 } },
    events: ['manaAdded A {C}x1 106.4'],
  },
  {
    name: 'CR 106.6, 105.2b, Pillar of the Paruns: {G} and {W} from two pay for Grizzled Leotau, a multicolored spell',
    board: main([
      on('p1', 'Pillar of the Paruns'),
      on('p2', 'Pillar of the Paruns'),
      hand('leotau', 'Grizzled Leotau'),
    ]),
    actions: [tap('p1', 0, '{G}'), tap('p2', 0, '{W}'), cast('leotau')],
    objects: { leotau: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 106.6, 105.2a, Pillar of the Paruns: its {G} can't pay for Grizzly Bears, a monocolored spell",
    board: main([
      on('pillar', 'Pillar of the Paruns'),
      on('forest', 'Forest'),
      hand('bears', 'Grizzly Bears'),
    ]),
    actions: [tap('pillar', 0, '{G}'), tap('forest'), cast('bears')],
    refused: '106.6',
    players: { A: { mana: 2, restricted: 1 } },
  },
  {
    name: "CR 106.6, 118.12: Cryptic Trilobite's mana, only to activate abilities, can't pay Brass Gnat's \"you may pay {1}\" as its trigger resolves",
    board: {
      turn: { number: 1, active: 'B', step: 'end' },
      objects: [
        on('gnat', 'Brass Gnat', { tapped: true, controller: 'A' }),
        on('trilobite', 'Cryptic Trilobite', { controller: 'A', counters: { '+1/+1': 2 } }),
      ],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }, tap('trilobite', 1), { kind: 'decide', may: true }],
    refused: '118.3',
    objects: { gnat: { tapped: true } },
    players: { A: { mana: 2, restricted: 2 } },
  },
];

/** Voltaic Brawler (3/2): "Whenever Voltaic Brawler attacks, you may pay {E}. If you do, it gets +1/+1 and gains trample until end of turn." */
const brawler = (energy: number) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: withEnergy(energy),
  objects: [on('brawler', 'Voltaic Brawler')],
});
const brawlerAttacks: readonly Action[] = [
  { kind: 'advance', to: 'declareAttackers' },
  { kind: 'declareAttackers', attackers: [{ attacker: 'brawler' }] },
];

/** Lathnu Hellion: "At the beginning of your end step, sacrifice Lathnu Hellion unless you pay {E}{E}." */
const hellion = (energy: number) => ({
  turn: { number: 3, active: 'A', step: 'main2' },
  players: withEnergy(energy),
  objects: [on('hellion', 'Lathnu Hellion')],
});
const toEnd: Action = { kind: 'advance', to: 'end' };

const ENERGY: readonly PlayRow[] = [
  {
    name: 'CR 107.14, 122.1, 603.6a, Aether Hub: played, its trigger gives its controller an energy counter',
    board: main([hand('hub', 'Aether Hub')]),
    actions: [{ kind: 'playLand', object: 'hub' }],
    players: { A: { energy: 1 }, B: { energy: 0 } },
    events: ['countersChanged A energy +1 122.1'],
  },
  {
    name: 'CR 107.14, 605.3b, Aether Hub: "{T}, Pay {E}" removes the energy counter and adds one mana of the colour chosen',
    board: main([hub], withEnergy(1)),
    actions: [tap('hub', 2, '{R}')],
    objects: { hub: { tapped: true } },
    players: { A: { energy: 0, mana: 1 } },
    events: ['countersChanged A energy -1 107.14', 'manaAdded A {R}x1 106.4'],
  },
  {
    name: "CR 118.3, 107.14, Aether Hub: without an energy counter, {E} can't be paid; nothing is tapped",
    board: main([hub]),
    actions: [tap('hub', 2, '{R}')],
    refused: '118.3',
    objects: { hub: { tapped: false } },
    players: { A: { energy: 0, mana: 0 } },
  },
  {
    name: 'CR 601.2g, 107.14: Aether Hub\'s "{T}, Pay {E}" named as a source pays for Lightning Bolt, and the energy is paid',
    board: main([hub, hand('bolt', 'Lightning Bolt')], withEnergy(2)),
    actions: [cast('bolt', { targets: ['B'], sources: [{ object: 'hub', ability: 2, mana: '{R}' }] })],
    objects: { bolt: { zone: 'graveyard' } },
    players: { A: { energy: 1, mana: 0 }, B: { life: 17 } },
  },
  {
    name: 'CR 601.2g: `sources: "auto"` takes only mana abilities whose whole cost is {T}; Aether Hub\'s "{T}, Pay {E}" is left for the player to name',
    board: main([hub, hand('bolt', 'Lightning Bolt')], withEnergy(1)),
    actions: [cast('bolt', { targets: ['B'], sources: 'auto' })],
    refused: '601.2h',
    objects: { hub: { tapped: false }, bolt: { zone: 'hand' } },
    players: { A: { energy: 1 } },
  },
  {
    name: "CR 106.4, 122.1, ruling on energy (2024-06-07): energy counters aren't mana; the pool empties as the step ends and they stay",
    board: main([], [{ id: 'A', counters: { energy: 3 }, manaPool: '{G}' }, { id: 'B' }]),
    actions: [{ kind: 'advance', to: 'beginCombat' }],
    players: { A: { energy: 3, mana: 0 } },
  },
  {
    name: 'CR 118.12, 107.14, Voltaic Brawler: it attacks and its controller pays {E}: it gets +1/+1 and trample',
    board: brawler(1),
    actions: [...brawlerAttacks, { kind: 'decide', may: true }],
    objects: { brawler: { pt: '4/3', keywords: ['Trample'] } },
    players: { A: { energy: 0 } },
  },
  {
    name: 'CR 118.3, 608.2d, Voltaic Brawler: with no energy, "pay {E}" is refused and only "don\'t" is left',
    board: brawler(0),
    actions: [...brawlerAttacks, { kind: 'decide', may: true }],
    refused: '118.3',
  },
  {
    name: 'CR 118.12a, Lathnu Hellion: its controller pays {E}{E} at the end step and it stays',
    board: hellion(2),
    actions: [toEnd, { kind: 'decide', may: true }],
    objects: { hellion: { zone: 'battlefield' } },
    players: { A: { energy: 0 } },
  },
  {
    name: 'CR 118.12a, 701.21a, Lathnu Hellion: not paying, it is sacrificed and the energy stays',
    board: hellion(2),
    actions: [toEnd, { kind: 'decide', may: false }],
    objects: { hellion: { zone: 'graveyard' } },
    players: { A: { energy: 2 } },
  },
  {
    name: "CR 118.3, ruling on energy (2024-06-07): you can't pay more energy counters than you have: Lathnu Hellion with one",
    board: hellion(1),
    actions: [toEnd, { kind: 'decide', may: true }],
    refused: '118.3',
  },
  {
    name: 'CR 122.1f, 704.5c, Phyrexian Vatmother: "you get a poison counter" at the upkeep gives its controller a tenth; they lose',
    board: {
      turn: { number: 1, active: 'B', step: 'end' },
      players: [{ id: 'A', counters: { poison: 9 } }, { id: 'B' }],
      objects: [on('vatmother', 'Phyrexian Vatmother', { controller: 'A' })],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    players: { A: { poison: 10, lost: true } },
    events: ['countersChanged A poison +1 122.1'],
  },
];

describe('mana with spending restrictions from mana abilities (CR 106.6)', () => {
  it.each(ZIGGURAT.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
  it.each(OTHER_RESTRICTIONS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
});

describe('energy and other player counters (CR 107.14, 122.1)', () => {
  it.each(ENERGY.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
});
