import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "When [this] is put into a graveyard from the battlefield" and "Whenever a [permanent] is put
 * into a graveyard from the battlefield": the event "dies" names for creatures (CR 700.4), said of
 * a permanent of any type; it triggers as the permanent leaves (603.6c) and looks back in time
 * (603.10a). Real cards compiled from their Oracle text.
 */

const resolve = (source: string, target: string): Action => ({
  kind: 'resolve',
  source,
  controller: 'B',
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 700.4, 704.5m, 603.6c: Aspect of Mongoose's creature (shroud: no target) is destroyed by Wrath of God, the Aura is put into its owner's graveyard and returns to their hand",
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'aspect', card: 'Aspect of Mongoose', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'resolve', source: 'Wrath of God', controller: 'B', targets: [] }],
    objects: { bear: { zone: 'graveyard' }, aspect: { zone: 'hand' } },
  },
  {
    name: 'CR 700.4, 603.2: Akki Raider, "Whenever a land is put into a graveyard from the battlefield, Akki Raider gets +1/+0 until end of turn"',
    board: {
      objects: [
        { id: 'raider', card: 'Akki Raider' },
        { id: 'forest', card: 'Forest', controller: 'B' },
      ],
    },
    actions: [resolve('Stone Rain', 'forest')],
    objects: { forest: { zone: 'graveyard' }, raider: { pt: '3/1' } },
  },
  {
    name: 'CR 700.4, 603.2: Akki Raider does not trigger on a creature put into a graveyard',
    board: {
      objects: [
        { id: 'raider', card: 'Akki Raider' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [resolve('Murder', 'bear')],
    objects: { bear: { zone: 'graveyard' }, raider: { pt: '2/1' } },
  },
  {
    name: 'CR 603.2, 603.6c: Servo Schematic, "When Servo Schematic enters or is put into a graveyard from the battlefield, create a 1/1 colorless Servo artifact creature token", destroyed',
    board: { objects: [{ id: 'schematic', card: 'Servo Schematic' }] },
    actions: [resolve('Shatter', 'schematic')],
    objects: { schematic: { zone: 'graveyard' }, o2: { zone: 'battlefield', pt: '1/1' } },
  },
];

describe('"is put into a graveyard from the battlefield" (CR 700.4)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
