import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, printed, resolveFor } from '../../support/play.js';

/**
 * Cards returned to the battlefield by the effect that exiled them (CR 400.7j), on real cards
 * compiled from their Oracle text: Flicker of Fate and Cloudshift, Eldrazi Displacer ("tapped"),
 * Aetherling and Nezahal, Primal Tide (at the beginning of the next end step, a delayed
 * triggered ability, 603.7), Tenacious Dead and Edgar, Charmed Groom ("When [this] dies,
 * return it to the battlefield [tapped | transformed]", 400.7e), and a Saga's "Exile this Saga,
 * then return it to the battlefield transformed" (Kumano Faces Kakkazan, 712.14a). The card
 * that returns is a new object (400.7): no counters, damage, tapped status or effects of the
 * permanent it was. An Aura returned enters attached to what the player it returns under chooses
 * (303.4f), or stays in exile with nothing it could enchant (303.4g).
 */

const board = (mana: string, objects: readonly object[], more: object = {}) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
  ...more,
});
const activate = (object: string, ability: number, targets?: string[], discard?: string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(targets ? { targets } : {}),
  ...(discard ? { costs: { discard } } : {}),
});
const toEndStep: Action = { kind: 'advance', to: 'end' };
/** A 2/2 with two +1/+1 counters, 1 damage, tapped and pumped until end of turn: all of which a new object loses. */
const worn = {
  id: 'bear',
  card: 'Grizzly Bears',
  counters: { '+1/+1': 2 },
  damage: 1,
  tapped: true,
  timestamp: 1,
};
const library = [{ id: 'l0', card: 'Island', zone: 'library' }];
/** A delayed "return it" as Aetherling's ability 0 creates it, referring to the card exiled at timestamp 3. */
const aetherlingReturn = {
  at: 'nextEndStep',
  object: 'ling',
  timestamp: 3,
  ability: 0,
  controller: 'A',
  text: "{U}: Exile Aetherling. Return it to the battlefield under its owner's control at the beginning of the next end step.",
  instructions: [{ kind: 'returnExiled', underOwner: true }],
  rule: '603.7a',
};

const shielded = [
  { id: 'bear', card: 'Grizzly Bears' },
  { id: 'cub', card: 'Grizzly Bears', controller: 'B' },
  { id: 'shield', card: 'Briar Shield', attachedTo: 'bear' },
];

/** Flicker of Fate resolved on `target`, deciding that the Aura returned enchants `host` (303.4f). */
const fateChoosing = (target: string, host: string): Action => ({
  kind: 'resolve',
  source: 'Flicker of Fate',
  controller: 'A',
  targets: [target],
  decisions: [{ permanents: [host] }],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 303.4f, Flicker of Fate on Briar Shield ("Enchant creature"): it returns attached to the creature A chooses, B\'s',
    board: board('', shielded),
    actions: [fateChoosing('shield', 'cub')],
    objects: {
      shield: { zone: 'battlefield', attachedTo: 'cub' },
      cub: { pt: '3/3' },
      bear: { pt: '2/2' },
    },
  },
  {
    name: 'CR 303.4f, Flicker of Fate on Briar Shield: A is asked what it enchants as it enters',
    board: board('{W}{W}', [...shielded, { id: 'fate', card: 'Flicker of Fate', zone: 'hand' }]),
    actions: [{ kind: 'cast', object: 'fate', targets: ['shield'] }],
    toAct: 'decide A',
    objects: { shield: { zone: 'battlefield', attachedTo: 'bear' } },
  },
  {
    name: 'CR 303.4f: Briar Shield can\'t be returned attached to a land, which "Enchant creature" doesn\'t allow',
    board: board('', [...shielded, { id: 'forest', card: 'Forest' }]),
    actions: [fateChoosing('shield', 'forest')],
    refused: '303.4f',
  },
  {
    name: "CR 303.4g, Emblem of the Warmind (\"Enchant creature you control\"), B's, returned under B's control with no creature of B's: it stays in exile",
    board: board('', [
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'emblem', card: 'Emblem of the Warmind', owner: 'B', controller: 'A', attachedTo: 'bear' },
    ]),
    actions: [resolveFor('Flicker of Fate', 'emblem')],
    objects: { emblem: { zone: 'exile' } },
  },
  {
    name: 'CR 400.7j, 400.7: Flicker of Fate returns the card it exiled as a new object: no counters, damage or tapped status',
    board: board('', [worn]),
    actions: [resolveFor('Flicker of Fate', 'bear')],
    objects: { bear: { zone: 'battlefield', counters: {}, damage: 0, tapped: false, pt: '2/2' } },
    events: ['zoneChange bear battlefield>exile 701.13a', 'zoneChange bear exile>battlefield 400.7j'],
  },
  {
    name: 'CR 400.7, 603.6a: Flicker of Fate on Elvish Visionary: it enters again, and its "when enters" ability triggers',
    board: board('', [{ id: 'elf', card: 'Elvish Visionary' }, ...library]),
    actions: [resolveFor('Flicker of Fate', 'elf')],
    objects: { elf: { zone: 'battlefield' }, l0: { zone: 'hand' } },
    events: ['triggered elf entersBattlefield 603.6a', 'cardDrawn A 121.1'],
  },
  {
    name: "CR 610.3c, 108.4a: Flicker of Fate returns a creature A controls but B owns under its owner's control",
    board: board('', [{ id: 'bear', card: 'Grizzly Bears', owner: 'B', controller: 'A' }]),
    actions: [resolveFor('Flicker of Fate', 'bear')],
    objects: { bear: { zone: 'battlefield', controller: 'B' } },
  },
  {
    name: 'CR 110.2a: Cloudshift returns "that card to the battlefield under your control": its caster\'s, though B owns it',
    board: board('', [{ id: 'bear', card: 'Grizzly Bears', owner: 'B', controller: 'A' }]),
    actions: [resolveFor('Cloudshift', 'bear')],
    objects: { bear: { zone: 'battlefield', controller: 'A' } },
  },
  {
    name: "CR 111.8: a token exiled by Flicker of Fate can't come back; it ceases to exist (704.5d)",
    board: board('', [{ id: 'bear', card: 'Grizzly Bears', token: true }]),
    actions: [resolveFor('Flicker of Fate', 'bear')],
    objects: { bear: { zone: 'gone' } },
    without: ['zoneChange bear exile>battlefield 400.7j'],
  },
  {
    name: 'CR 614.1d: Eldrazi Displacer returns "another target creature" tapped under its owner\'s control',
    board: board('{C}{C}{C}', [
      { id: 'displacer', card: 'Eldrazi Displacer' },
      { id: 'bear', card: 'Grizzly Bears', owner: 'B', controller: 'B' },
    ]),
    actions: [activate('displacer', 1, ['bear'])],
    objects: { bear: { zone: 'battlefield', tapped: true, controller: 'B' } },
    events: ['zoneChange bear exile>battlefield 400.7j', 'tapped bear 614.1d'],
  },
  {
    name: 'CR 603.7a: Aetherling exiles itself and creates a delayed ability; it stays in exile until the end step',
    board: board('{U}', [{ id: 'ling', card: 'Aetherling' }]),
    actions: [activate('ling', 0)],
    objects: { ling: { zone: 'exile' } },
    events: ['zoneChange ling battlefield>exile 701.13a', 'delayedTriggerCreated ling 603.7a'],
  },
  {
    name: "CR 603.7b: Aetherling returns under its owner's control at the beginning of the next end step",
    board: board('{U}', [{ id: 'ling', card: 'Aetherling', tapped: true }]),
    actions: [activate('ling', 0), toEndStep],
    objects: { ling: { zone: 'battlefield', tapped: false, controller: 'A' } },
    events: ['triggered ling beginningOfEndStep 603.7a', 'zoneChange ling exile>battlefield 603.7a'],
  },
  {
    name: 'CR 614.1d, 603.7b: Nezahal, Primal Tide returns tapped at the next end step',
    board: board('', [
      { id: 'nezahal', card: 'Nezahal, Primal Tide' },
      { id: 'h0', card: 'Island', zone: 'hand' },
      { id: 'h1', card: 'Island', zone: 'hand' },
      { id: 'h2', card: 'Island', zone: 'hand' },
    ]),
    actions: [activate('nezahal', 3, undefined, ['h0', 'h1', 'h2']), toEndStep],
    objects: { nezahal: { zone: 'battlefield', tapped: true } },
  },
  {
    name: 'CR 603.7c: the card Aetherling exiled has left exile and come back (a new timestamp): the delayed ability does nothing',
    board: board('', [{ id: 'ling', card: 'Aetherling', zone: 'exile', timestamp: 5 }], {
      delayed: [aetherlingReturn],
    }),
    actions: [toEndStep],
    objects: { ling: { zone: 'exile' } },
    events: ['triggered ling beginningOfEndStep 603.7a'],
  },
  {
    name: 'CR 603.7b: the delayed ability of a board file returns the card it refers to',
    board: board('', [{ id: 'ling', card: 'Aetherling', zone: 'exile', timestamp: 3 }], {
      delayed: [aetherlingReturn],
    }),
    actions: [toEndStep],
    objects: { ling: { zone: 'battlefield' } },
  },
  {
    name: 'CR 400.7e, 614.1d: Tenacious Dead dies, its controller pays {1}{B}, and it returns tapped',
    board: board('{B}{C}', [{ id: 'dead', card: 'Tenacious Dead' }]),
    actions: [
      { kind: 'resolve', source: 'Murder', controller: 'B', targets: ['dead'] },
      { kind: 'decide', may: true },
    ],
    objects: { dead: { zone: 'battlefield', tapped: true } },
    events: ['zoneChange dead graveyard>battlefield 400.7', 'tapped dead 614.1d'],
  },
  {
    name: "CR 712.14a: Edgar, Charmed Groom dies and returns transformed: Edgar Markov's Coffin, its back face up",
    board: board('', [{ id: 'edgar', card: "Edgar, Charmed Groom // Edgar Markov's Coffin" }]),
    actions: [{ kind: 'resolve', source: 'Murder', controller: 'B', targets: ['edgar'] }],
    objects: { edgar: { zone: 'battlefield', name: "Edgar Markov's Coffin", pt: null } },
  },
  {
    name: 'CR 712.14a: a card that isn\'t double-faced, told to return "transformed", stays in exile',
    board: board('', [{ id: 'bear', card: 'Grizzly Bears' }], {
      effects: [
        printed('bear', '', {
          kind: 'activated',
          text: 'Exile this creature, then return it to the battlefield transformed.',
          cost: '',
          targets: null,
          instructions: [{ kind: 'flicker', on: 'self', transformed: true }],
        }),
      ],
    }),
    actions: [activate('bear', 0)],
    objects: { bear: { zone: 'exile' } },
    events: ['zoneChange bear battlefield>exile 701.13a'],
  },
  {
    name: "CR 714.2b, 712.14a: Kumano Faces Kakkazan's chapter III exiles it and returns it transformed, a new object without lore counters",
    board: board('', [
      { id: 'kumano', card: 'Kumano Faces Kakkazan // Etching of Kumano', counters: { lore: 2 } },
    ]),
    actions: [{ kind: 'counters', object: 'kumano', counter: 'lore', amount: 1 }],
    objects: { kumano: { zone: 'battlefield', name: 'Etching of Kumano', counters: {} } },
    events: ['zoneChange kumano battlefield>exile 701.13a', 'zoneChange kumano exile>battlefield 400.7j'],
  },
];

describe('CR 400.7j, 603.7: exiled, then returned to the battlefield', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
