import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Triggered abilities (CR 603.2) and a replacement effect (614.1c) that read the choice their
 * permanent made as it entered (614.12), on real cards compiled from their Oracle text (MTGJSON, April 2022): Bloodline
 * Pretender (2/2, "Whenever another creature of the chosen type enters the battlefield under
 * your control, put a +1/+1 counter on Bloodline Pretender.") and Diamond Knight (1/1,
 * "Whenever you cast a spell of the chosen color, put a +1/+1 counter on Diamond Knight.") and
 * Door of Destinies ("Whenever you cast a spell of the chosen type, put a charge counter on Door
 * of Destinies. Creatures you control of the chosen type get +1/+1 for each charge counter on
 * Door of Destinies.") and Metallic Mimic ("Each other creature you control of the chosen type enters the battlefield with
 * an additional +1/+1 counter on it.").
 */

const main = (pool: string, objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: pool }, { id: 'B' }],
  objects,
});
const cast = (object: string): Action => ({ kind: 'cast', object, sources: 'auto' });
const pretender = { id: 'pretender', card: 'Bloodline Pretender', choices: { creatureType: 'Elf' } };
const knight = { id: 'knight', card: 'Diamond Knight', choices: { color: 'G' } };
const mystic = { id: 'mystic', card: 'Elvish Mystic', zone: 'hand' };
const piker = { id: 'piker', card: 'Goblin Piker', zone: 'hand' };
const mimic = { id: 'mimic', card: 'Metallic Mimic', choices: { creatureType: 'Elf' } };
const bears = { id: 'bears', card: 'Grizzly Bears', zone: 'hand' };
const door = {
  id: 'door',
  card: 'Door of Destinies',
  choices: { creatureType: 'Elf' },
  counters: { charge: 2 },
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 614.12, 603.6a, Bloodline Pretender naming Elf: an Elf entering under your control puts a +1/+1 counter on it',
    board: main('{G}', [pretender, mystic]),
    actions: [cast('mystic')],
    objects: { mystic: { zone: 'battlefield' }, pretender: { pt: '3/3', counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 614.12, 603.6a, Bloodline Pretender naming Goblin: an Elf entering is not of the chosen type',
    board: main('{G}', [{ ...pretender, choices: { creatureType: 'Goblin' } }, mystic]),
    actions: [cast('mystic')],
    objects: { mystic: { zone: 'battlefield' }, pretender: { pt: '2/2' } },
  },
  {
    name: 'CR 601.2i, 614.12, Diamond Knight naming green: casting Elvish Mystic (green) puts a +1/+1 counter on it',
    board: main('{G}', [knight, mystic]),
    actions: [cast('mystic')],
    objects: { knight: { pt: '2/2', counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 601.2i, 105.2, Diamond Knight naming green: casting Goblin Piker (red) does not trigger it',
    board: main('{R}{R}', [knight, piker]),
    actions: [cast('piker')],
    objects: { piker: { zone: 'battlefield' }, knight: { pt: '1/1' } },
  },
  {
    name: 'CR 614.1c, 614.12, Metallic Mimic naming Elf: Elvish Mystic enters with an additional +1/+1 counter',
    board: main('{G}', [mimic, mystic]),
    actions: [cast('mystic')],
    objects: { mystic: { pt: '2/2', counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 614.1c, 614.12, Metallic Mimic naming Elf: Grizzly Bears, not an Elf, enters with none',
    board: main('{G}{G}', [mimic, bears]),
    actions: [cast('bears')],
    objects: { bears: { zone: 'battlefield', pt: '2/2', counters: {} } },
  },
  {
    name: 'CR 601.2i, 205.3m, Door of Destinies naming Elf: casting Elvish Mystic (an Elf spell) adds a third charge counter; it enters a 4/4',
    board: main('{G}', [door, mystic]),
    actions: [cast('mystic')],
    objects: { door: { counters: { charge: 3 } }, mystic: { zone: 'battlefield', pt: '4/4' } },
  },
  {
    name: 'CR 601.2i, 613.4c, Door of Destinies naming Elf: casting Grizzly Bears (a Bear spell) adds none; the Elf you control is +2/+2, the Bears are not',
    board: main('{G}{G}', [door, bears, { id: 'elf', card: 'Elvish Mystic' }]),
    actions: [cast('bears')],
    objects: {
      door: { counters: { charge: 2 } },
      bears: { zone: 'battlefield', pt: '2/2' },
      elf: { pt: '3/3' },
    },
  },
];

describe('triggers and replacement effects reading the choice made as their permanent entered (CR 614.12)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
