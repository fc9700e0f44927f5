import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Instructions on what an Aura is attached to (CR 303.4): "{1}: Tap enchanted creature."
 * (Burden of Guilt), "{U}: Untap enchanted creature." (Freed from the Real), "{0}: Regenerate
 * enchanted creature." (Blessing of Leeches, 701.19a). Sacrificed to pay for its own ability, the
 * Aura's "enchanted creature" is the one it was attached to as it last existed on the battlefield
 * (608.2h): Briar Shield, Carapace. The cards are real and compiled from their Oracle text.
 */

const main = { number: 3, active: 'A', step: 'main1' };

/** A Grizzly Bears enchanted by `card` (id `aura`), whose ability `ability` is activated. */
const enchantedBear = (card: string, aura: string, ability: number): Pick<PlayRow, 'board' | 'actions'> => ({
  board: {
    turn: main,
    objects: [
      { id: 'bear', card: 'Grizzly Bears' },
      { id: aura, card, attachedTo: 'bear' },
    ],
  },
  actions: [{ kind: 'activate', object: aura, ability }],
});

/** The same, then the bear destroyed by Vindicate (B's): a regeneration shield saves it (701.19a). */
const vindicated = (card: string, aura: string, ability: number): Pick<PlayRow, 'board' | 'actions'> => {
  const { board, actions } = enchantedBear(card, aura, ability);
  return {
    board,
    actions: [...actions, { kind: 'resolve', source: 'Vindicate', controller: 'B', targets: ['bear'] }],
  };
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.26a, Burden of Guilt, "{1}: Tap enchanted creature.": B\'s enchanted Grizzly Bears is tapped',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}' }, { id: 'B' }],
      objects: [
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        { id: 'burden', card: 'Burden of Guilt', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'activate', object: 'burden', ability: 1 }],
    objects: { bear: { tapped: true } },
    events: ['tapped bear 701.26a'],
  },
  {
    name: 'CR 701.26b, Freed from the Real, "{U}: Untap enchanted creature.": a tapped creature untaps',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{U}' }, { id: 'B' }],
      objects: [
        { id: 'bear', card: 'Grizzly Bears', tapped: true },
        { id: 'freed', card: 'Freed from the Real', attachedTo: 'bear' },
      ],
    },
    actions: [{ kind: 'activate', object: 'freed', ability: 2 }],
    objects: { bear: { tapped: false } },
  },
  {
    name: 'CR 701.19a, Blessing of Leeches, "{0}: Regenerate enchanted creature.": destroyed by Vindicate, it is regenerated and tapped',
    ...vindicated('Blessing of Leeches', 'blessing', 3),
    objects: { bear: { zone: 'battlefield', tapped: true } },
  },
  {
    name: 'CR 608.2h, Briar Shield, "Sacrifice Briar Shield: Enchanted creature gets +3/+3 until end of turn.": the bear it enchanted is 5/5',
    ...enchantedBear('Briar Shield', 'shield', 2),
    objects: { shield: { zone: 'graveyard' }, bear: { pt: '5/5' } },
  },
  {
    name: 'CR 608.2h, 701.19a, Carapace, "Sacrifice Carapace: Regenerate enchanted creature.": destroyed by Vindicate, the bear it enchanted is regenerated',
    ...vindicated('Carapace', 'carapace', 2),
    objects: { carapace: { zone: 'graveyard' }, bear: { zone: 'battlefield', tapped: true } },
  },
];

describe('instructions on what an Aura is attached to (CR 303.4)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
