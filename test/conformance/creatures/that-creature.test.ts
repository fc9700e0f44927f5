import { describe, it } from 'vitest';
import { enter, main1, resolveBy } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 608.2c: "that creature" names the object a sentence before it named: a target ("Target
 * creature gets -1/-1 until end of turn. Tap that creature.") or the object a trigger's event is
 * about ("Whenever another creature enters ..., that creature gets +3/+3"). Never the object
 * itself: with nothing named before it, the ability is not read. The cards are real and
 * compiled from their Oracle text.
 */

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2c, Stabbing Pain, "Target creature gets -1/-1 until end of turn. Tap that creature.": the target is tapped',
    board: { turn: main1, objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [resolveBy('Stabbing Pain', ['bear'])],
    objects: { bear: { pt: '1/1', tapped: true } },
  },
  {
    name: 'CR 608.2c, 603.2, Primal Forcemage, "Whenever another creature enters the battlefield under your control, that creature gets +3/+3 until end of turn.": the Bear that entered',
    board: {
      turn: main1,
      objects: [
        { id: 'forcemage', card: 'Primal Forcemage' },
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
      ],
    },
    actions: [enter('bear')],
    objects: { bear: { pt: '5/5' }, forcemage: { pt: '2/2' } },
  },
];

describe('"that creature" (CR 608.2c)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
