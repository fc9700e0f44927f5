import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { CostChoices } from '../../../src/engine/casting/chosen-costs.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Costs whose objects the player chooses (CR 601.2h, 602.2b), named by the `activate` action
 * under `costs`: sacrifice (701.21a), discard (701.9a), tap (701.26a), exile from the graveyard
 * (406.2) and return to hand. Real cards compiled from their Oracle text by the default pool.
 */

const activate = (
  object: string,
  costs: CostChoices,
  more: Partial<Extract<Action, { kind: 'activate' }>> = {},
): Action => ({
  kind: 'activate',
  object,
  ability: 0,
  costs,
  ...more,
});
const mine = (id: string, card: string, extra: object = {}) => ({ id, card, ...extra });
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });

const SACRIFICE: readonly PlayRow[] = [
  {
    name: 'Bloodthrone Vampire, "Sacrifice a creature: ... gets +2/+2": Grizzly Bears goes to the graveyard as the cost, and the Vampire is 3/3 (CR 701.21a, 602.2b)',
    board: { objects: [mine('vamp', 'Bloodthrone Vampire'), mine('bears', 'Grizzly Bears')] },
    actions: [activate('vamp', { sacrifice: ['bears'] })],
    objects: { vamp: { pt: '3/3' }, bears: { zone: 'graveyard' } },
    events: ['zoneChange bears battlefield>graveyard 701.21a'],
  },
  {
    name: 'Bloodthrone Vampire with no creature named for the sacrifice: refused, nothing changes (CR 602.2b)',
    board: { objects: [mine('vamp', 'Bloodthrone Vampire'), mine('bears', 'Grizzly Bears')] },
    actions: [activate('vamp', {})],
    refused: '602.2b',
    objects: { vamp: { pt: '1/1' }, bears: { zone: 'battlefield' } },
  },
  {
    name: "Bloodthrone Vampire can't sacrifice B's creature: only a permanent its controller controls (CR 701.21a, 118.3)",
    board: { objects: [mine('vamp', 'Bloodthrone Vampire'), theirs('bears', 'Grizzly Bears')] },
    actions: [activate('vamp', { sacrifice: ['bears'] })],
    refused: '118.3',
    objects: { vamp: { pt: '1/1' }, bears: { zone: 'battlefield' } },
  },
  {
    name: 'Bloodthrone Vampire sacrificing Doomed Dissenter: it dies, and its "when this dies" makes a Zombie (CR 700.4, 603.6c)',
    board: { objects: [mine('vamp', 'Bloodthrone Vampire'), mine('dissenter', 'Doomed Dissenter')] },
    actions: [activate('vamp', { sacrifice: ['dissenter'] })],
    objects: { vamp: { pt: '3/3' }, dissenter: { zone: 'graveyard' } },
    events: ['zoneChange dissenter battlefield>graveyard 701.21a', 'tokenCreated o3 Zombie Token 111.2'],
  },
  {
    name: 'Bloodthrone Vampire may sacrifice itself: a creature; the ability still resolves (CR 113.7a)',
    board: { objects: [mine('vamp', 'Bloodthrone Vampire')] },
    actions: [activate('vamp', { sacrifice: ['vamp'] })],
    objects: { vamp: { zone: 'graveyard' } },
  },
  {
    name: 'Blood Bairn, "Sacrifice another creature": it can\'t sacrifice itself (CR 118.3)',
    board: { objects: [mine('bairn', 'Blood Bairn')] },
    actions: [activate('bairn', { sacrifice: ['bairn'] })],
    refused: '118.3',
    objects: { bairn: { zone: 'battlefield', pt: '2/2' } },
  },
  {
    name: 'Atog, "Sacrifice an artifact": a creature that is no artifact is refused (CR 118.3)',
    board: { objects: [mine('atog', 'Atog'), mine('bears', 'Grizzly Bears')] },
    actions: [activate('atog', { sacrifice: ['bears'] })],
    refused: '118.3',
    objects: { bears: { zone: 'battlefield' } },
  },
  {
    name: 'Atog sacrificing Ornithopter, an artifact creature: Atog is 3/4 (CR 701.21a)',
    board: { objects: [mine('atog', 'Atog'), mine('thopter', 'Ornithopter')] },
    actions: [activate('atog', { sacrifice: ['thopter'] })],
    objects: { atog: { pt: '3/4' }, thopter: { zone: 'graveyard' } },
  },
  {
    name: 'Keldon Arsonist, "{1}, Sacrifice two lands: Destroy target land.": two Mountains sacrificed, B\'s Forest destroyed (CR 701.21a, 701.8a)',
    board: {
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [
        mine('arsonist', 'Keldon Arsonist'),
        mine('m1', 'Mountain'),
        mine('m2', 'Mountain'),
        theirs('forest', 'Forest'),
      ],
    },
    actions: [activate('arsonist', { sacrifice: ['m1', 'm2'] }, { targets: ['forest'] })],
    objects: { m1: { zone: 'graveyard' }, m2: { zone: 'graveyard' }, forest: { zone: 'graveyard' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Keldon Arsonist with one land named for "two lands": refused, the mana stays (CR 602.2b)',
    board: {
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [mine('arsonist', 'Keldon Arsonist'), mine('m1', 'Mountain'), theirs('forest', 'Forest')],
    },
    actions: [activate('arsonist', { sacrifice: ['m1'] }, { targets: ['forest'] })],
    refused: '602.2b',
    objects: { m1: { zone: 'battlefield' }, forest: { zone: 'battlefield' } },
    players: { A: { mana: 1 } },
  },
  {
    name: 'Keldon Arsonist naming one Mountain twice: refused (CR 602.2b)',
    board: {
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [mine('arsonist', 'Keldon Arsonist'), mine('m1', 'Mountain'), theirs('forest', 'Forest')],
    },
    actions: [activate('arsonist', { sacrifice: ['m1', 'm1'] }, { targets: ['forest'] })],
    refused: '602.2b',
    objects: { m1: { zone: 'battlefield' } },
  },
];

const OTHERS: readonly PlayRow[] = [
  {
    name: 'Aquamoeba, "Discard a card: Switch ...": the card goes from hand to graveyard and Aquamoeba is 3/1 (CR 701.9a, 613.4d)',
    board: { objects: [mine('amoeba', 'Aquamoeba'), mine('card', 'Grizzly Bears', { zone: 'hand' })] },
    actions: [activate('amoeba', { discard: ['card'] })],
    objects: { amoeba: { pt: '3/1' }, card: { zone: 'graveyard' } },
    events: ['zoneChange card hand>graveyard 701.9a'],
  },
  {
    name: "Aquamoeba can't discard a card from B's hand (CR 701.9a, 118.3)",
    board: {
      objects: [mine('amoeba', 'Aquamoeba'), theirs('card', 'Grizzly Bears', { zone: 'hand', owner: 'B' })],
    },
    actions: [activate('amoeba', { discard: ['card'] })],
    refused: '118.3',
    objects: { amoeba: { pt: '1/3' }, card: { zone: 'hand' } },
  },
  {
    name: 'Aquamoeba with a card named to sacrifice, which its cost does not ask for: refused (CR 602.2b)',
    board: {
      objects: [
        mine('amoeba', 'Aquamoeba'),
        mine('card', 'Grizzly Bears', { zone: 'hand' }),
        mine('bears', 'Grizzly Bears'),
      ],
    },
    actions: [activate('amoeba', { discard: ['card'], sacrifice: ['bears'] })],
    refused: '602.2b',
    objects: { card: { zone: 'hand' }, bears: { zone: 'battlefield' } },
  },
  {
    name: 'Jaspera Sentinel, "{T}, Tap an untapped creature you control: Add one mana of any color.": summoning-sick Llanowar Elves may be tapped, it is no {T} of its own (CR 302.6, 701.26a)',
    board: {
      objects: [
        mine('sentinel', 'Jaspera Sentinel'),
        mine('elves', 'Llanowar Elves', { enteredThisTurn: true }),
      ],
    },
    actions: [activate('sentinel', { tap: ['elves'] }, { ability: 1, mana: '{U}' })],
    objects: { sentinel: { tapped: true }, elves: { tapped: true } },
    players: { A: { mana: 1 } },
  },
  {
    name: "Jaspera Sentinel can't tap a tapped creature for the cost (CR 701.26a)",
    board: {
      objects: [mine('sentinel', 'Jaspera Sentinel'), mine('elves', 'Llanowar Elves', { tapped: true })],
    },
    actions: [activate('sentinel', { tap: ['elves'] }, { ability: 1, mana: '{U}' })],
    refused: '701.26a',
    objects: { sentinel: { tapped: false } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Jaspera Sentinel naming itself for the second tap: {T} has tapped it already (CR 601.2h, 701.26a)',
    board: { objects: [mine('sentinel', 'Jaspera Sentinel')] },
    actions: [activate('sentinel', { tap: ['sentinel'] }, { ability: 1, mana: '{U}' })],
    refused: '701.26a',
    objects: { sentinel: { tapped: false } },
  },
  {
    name: 'Heritage Druid, "Tap three untapped Elves you control: Add {G}{G}{G}.": itself, summoning sick, and two other Elves (CR 302.6)',
    board: {
      objects: [
        mine('druid', 'Heritage Druid', { enteredThisTurn: true }),
        mine('e1', 'Llanowar Elves'),
        mine('e2', 'Llanowar Elves'),
      ],
    },
    actions: [activate('druid', { tap: ['druid', 'e1', 'e2'] })],
    objects: { druid: { tapped: true }, e1: { tapped: true }, e2: { tapped: true } },
    players: { A: { mana: 3 } },
  },
  {
    name: 'Heritage Druid tapping Grizzly Bears, no Elf: refused (CR 118.3)',
    board: {
      objects: [
        mine('druid', 'Heritage Druid'),
        mine('e1', 'Llanowar Elves'),
        mine('bears', 'Grizzly Bears'),
      ],
    },
    actions: [activate('druid', { tap: ['druid', 'e1', 'bears'] })],
    refused: '118.3',
    objects: { druid: { tapped: false } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Graveyard Marshal, "{2}{B}, Exile a creature card from your graveyard: Create a tapped 2/2 black Zombie": the card is exiled (CR 406.2, 111.2)',
    board: {
      players: [{ id: 'A', manaPool: '{B}{B}{B}' }, { id: 'B' }],
      objects: [mine('marshal', 'Graveyard Marshal'), mine('dead', 'Grizzly Bears', { zone: 'graveyard' })],
    },
    actions: [activate('marshal', { exile: ['dead'] })],
    objects: { dead: { zone: 'exile' } },
    events: ['zoneChange dead graveyard>exile 701.13a', 'tokenCreated o2 Zombie Token 111.2'],
  },
  {
    name: 'Graveyard Marshal exiling a land card: no creature card, refused (CR 118.3)',
    board: {
      players: [{ id: 'A', manaPool: '{B}{B}{B}' }, { id: 'B' }],
      objects: [mine('marshal', 'Graveyard Marshal'), mine('dead', 'Forest', { zone: 'graveyard' })],
    },
    actions: [activate('marshal', { exile: ['dead'] })],
    refused: '118.3',
    objects: { dead: { zone: 'graveyard' } },
    players: { A: { mana: 3 } },
  },
  {
    name: 'Quirion Ranger, "Return a Forest you control to its owner\'s hand: Untap target creature.": the Forest goes to hand, the Elves untap (CR 602.2b)',
    board: {
      objects: [
        mine('ranger', 'Quirion Ranger'),
        mine('forest', 'Forest'),
        mine('elves', 'Llanowar Elves', { tapped: true }),
      ],
    },
    actions: [activate('ranger', { returnToHand: ['forest'] }, { targets: ['elves'] })],
    objects: { forest: { zone: 'hand' }, elves: { tapped: false } },
  },
  {
    name: 'Defiant Salvager, "Sacrifice an artifact or creature: Put a +1/+1 counter on Defiant Salvager.": Ornithopter, an artifact, pays it (CR 205.2a, 701.21a)',
    board: { objects: [mine('salvager', 'Defiant Salvager'), mine('thopter', 'Ornithopter')] },
    actions: [activate('salvager', { sacrifice: ['thopter'] })],
    objects: { thopter: { zone: 'graveyard' }, salvager: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'Defiant Salvager sacrificing a Forest, neither artifact nor creature: refused (CR 118.3)',
    board: { objects: [mine('salvager', 'Defiant Salvager'), mine('forest', 'Forest')] },
    actions: [activate('salvager', { sacrifice: ['forest'] })],
    refused: '118.3',
    objects: { forest: { zone: 'battlefield' }, salvager: { counters: {} } },
  },
];

const COUNTERS: readonly PlayRow[] = [
  {
    name: 'Thallid with three spore counters, "Remove three spore counters from Thallid: Create a 1/1 green Saproling": they come off and a Saproling is made (CR 122.1, 111.2)',
    board: { objects: [mine('thallid', 'Thallid', { counters: { spore: 3 } })] },
    actions: [{ kind: 'activate', object: 'thallid', ability: 1 }],
    objects: { thallid: { counters: {} } },
    events: ['tokenCreated o2 Saproling Token 111.2'],
  },
  {
    name: "Thallid with two spore counters: three can't be removed, refused (CR 118.3)",
    board: { objects: [mine('thallid', 'Thallid', { counters: { spore: 2 } })] },
    actions: [{ kind: 'activate', object: 'thallid', ability: 1 }],
    refused: '118.3',
    objects: { thallid: { counters: { spore: 2 } } },
  },
];

describe('removing counters of a named kind from the permanent as a cost (CR 122.1, 118.3)', () => {
  it.each(COUNTERS)('$name', (row) => {
    checkPlay(row);
  });
});

describe('sacrificing chosen permanents as a cost (CR 701.21a, 602.2b)', () => {
  it.each(SACRIFICE)('$name', (row) => {
    checkPlay(row);
  });
});

describe('discarding, tapping, exiling and returning chosen objects as a cost (CR 601.2h)', () => {
  it.each(OTHERS)('$name', (row) => {
    checkPlay(row);
  });
});
