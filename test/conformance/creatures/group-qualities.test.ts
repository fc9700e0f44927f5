import { describe, it } from 'vitest';
import { bolt, enter, main1, resolveBy } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Qualities of a target or of a watched creature, and of the creature a condition asks for:
 * "target nonlegendary creature" (205.4), "target non-Elf creature" (205.3), "target creature
 * with a +1/+1 counter on it" (122.1), "Whenever a creature you control with a +1/+1 counter on
 * it dies" (603.10a: read as it last existed), and Ferocious, "if you control a creature with
 * power 4 or greater" (208.1; 603.4 after a trigger, 602.5b after "Activate only"). The cards are
 * real and compiled from their Oracle text.
 */

const bear = (id: string, extra: object = {}) => ({ id, card: 'Grizzly Bears', ...extra });
const fed = (id: string) => bear(id, { counters: { '+1/+1': 1 } });
const topCard = { id: 'top', card: 'Island', zone: 'library' };

const TARGETS: readonly PlayRow[] = [
  {
    name: 'CR 205.4, Cast Down, "Destroy target nonlegendary creature.": a Bear is destroyed',
    board: { turn: main1, objects: [bear('bear')] },
    actions: [resolveBy('Cast Down', ['bear'])],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: 'CR 205.4, 601.2c, Cast Down: a legendary creature is no legal target -> refused',
    board: { turn: main1, objects: [{ id: 'legend', card: 'Isamaru, Hound of Konda' }] },
    actions: [resolveBy('Cast Down', ['legend'])],
    refused: '601.2c',
  },
  {
    name: 'CR 205.3, 601.2c, Eyeblight\'s Ending, "Destroy target non-Elf creature.": an Elf is no legal target -> refused',
    board: { turn: main1, objects: [{ id: 'elf', card: 'Llanowar Elves' }] },
    actions: [resolveBy("Eyeblight's Ending", ['elf'])],
    refused: '601.2c',
  },
  {
    name: 'CR 122.1, Cytospawn Shambler, "{G}: Target creature with a +1/+1 counter on it gains trample": a Bear with one',
    board: {
      turn: main1,
      players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      objects: [{ id: 'shambler', card: 'Cytospawn Shambler' }, fed('bear')],
    },
    actions: [{ kind: 'activate', object: 'shambler', ability: 2, targets: ['bear'] }],
    objects: { bear: { keywords: ['Trample'] } },
  },
  {
    name: 'CR 122.1, 601.2c, Cytospawn Shambler: a Bear without a counter is no legal target -> refused',
    board: {
      turn: main1,
      players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }],
      objects: [{ id: 'shambler', card: 'Cytospawn Shambler' }, bear('bear')],
    },
    actions: [{ kind: 'activate', object: 'shambler', ability: 2, targets: ['bear'] }],
    refused: '601.2c',
  },
];

const WATCHED: readonly PlayRow[] = [
  {
    name: 'CR 603.10a, Gladehart Cavalry, "Whenever a creature you control with a +1/+1 counter on it dies, you gain 2 life.": a fed Bear',
    board: { objects: [{ id: 'cavalry', card: 'Gladehart Cavalry' }, fed('bear')] },
    actions: [bolt('bear')],
    players: { A: { life: 22 } },
    events: ['triggered cavalry permanentDies 603.10a'],
  },
  {
    name: 'CR 603.10a, Gladehart Cavalry: a Bear without a counter -> nothing',
    board: { objects: [{ id: 'cavalry', card: 'Gladehart Cavalry' }, bear('bear')] },
    actions: [bolt('bear')],
    players: { A: { life: 20 } },
    without: ['triggered cavalry permanentDies 603.10a'],
  },
];

const uprising = { id: 'uprising', card: "Garruk's Uprising", zone: 'hand' };

const FEROCIOUS: readonly PlayRow[] = [
  {
    name: 'CR 603.4, 208.1, Garruk\'s Uprising, "When [this] enters, if you control a creature with power 4 or greater, draw a card.": a 6/4 Craw Wurm -> draw',
    board: { turn: main1, objects: [uprising, { id: 'wurm', card: 'Craw Wurm' }, topCard] },
    actions: [enter('uprising')],
    objects: { top: { zone: 'hand' } },
  },
  {
    name: "CR 603.4, Garruk's Uprising: only a 2/2 -> no trigger, no card",
    board: { turn: main1, objects: [uprising, bear('bear'), topCard] },
    actions: [enter('uprising')],
    objects: { top: { zone: 'library' } },
  },
  {
    name: 'CR 602.5b, Bonders\' Enclave, "{3}, {T}: Draw a card. Activate only if you control a creature with power 4 or greater.": a 2/2 -> refused',
    board: {
      turn: main1,
      players: [{ id: 'A', manaPool: '{C}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'enclave', card: "Bonders' Enclave" }, bear('bear')],
    },
    actions: [{ kind: 'activate', object: 'enclave', ability: 1 }],
    refused: '602.5b',
  },
];

const COUNTS: readonly PlayRow[] = [
  {
    name: 'CR 122.1, High Sentinels of Arashin, "gets +1/+1 for each other creature you control with a +1/+1 counter on it": one fed Bear of two -> 4/5',
    board: {
      objects: [
        { id: 'sentinels', card: 'High Sentinels of Arashin', zone: 'hand' },
        fed('fed'),
        bear('bear'),
      ],
    },
    actions: [enter('sentinels')],
    objects: { sentinels: { pt: '4/5' } },
  },
  {
    name: 'CR 208.1, 608.2h, Shamanic Revelation, "You gain 4 life for each creature you control with power 4 or greater.": a Craw Wurm, not a Bear -> +4',
    board: { turn: main1, objects: [{ id: 'wurm', card: 'Craw Wurm' }, bear('bear')] },
    actions: [{ kind: 'resolve', source: 'Shamanic Revelation', controller: 'A' }],
    players: { A: { life: 24 } },
  },
];

describe('qualities of targets, watched creatures and conditions (CR 109, 115, 603.10a)', () => {
  describe('targets (601.2c, 602.2b: as for a spell)', () => {
    for (const row of TARGETS) it(row.name, () => checkPlay(row));
  });
  describe('a watched creature, as it last existed (603.10a)', () => {
    for (const row of WATCHED) it(row.name, () => checkPlay(row));
  });
  describe('counts of creatures with a quality (122.1, 208.1)', () => {
    for (const row of COUNTS) it(row.name, () => checkPlay(row));
  });
  describe('Ferocious conditions after "if" (603.4, 602.5b)', () => {
    for (const row of FEROCIOUS) it(row.name, () => checkPlay(row));
  });
});
