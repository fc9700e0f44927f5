import { describe, it } from 'vitest';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * One static ability of two effects (CR 611.3a, 613.4c): the first on the enchanted creature
 * while it is what "as long as it's" says, the second ("Otherwise, it …") while it isn't. Real
 * cards compiled from their Oracle text (MTGJSON): Clutch of Undeath ("Enchanted creature gets
 * +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3."), Gift of Fangs (the same with a
 * Vampire, +2/+2 or -2/-2), Nyx Infusion ("+2/+2 as long as
 * it's an enchantment. Otherwise, it gets -2/-2.") and Bonds of Faith ("+2/+2 as long as it's a
 * Human. Otherwise, it can't attack or block.").
 */

const atAttackers = { number: 3, active: 'A', step: 'declareAttackers' };
const enchanted = (card: string, creature: string, creatureCard: string) => ({
  turn: atAttackers,
  objects: [
    { id: creature, card: creatureCard },
    { id: 'aura', card, attachedTo: creature },
  ],
});
const declare = (id: string) => ({ kind: 'declareAttackers', attackers: attack(id) }) as const;
/** No attack: the row reads the static effects as they stand. */
const noAttack = { kind: 'declareAttackers', attackers: [] } as const;

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 613.4c, Clutch of Undeath on a Walking Corpse (a 2/2 Zombie): +3/+3 = 5/5',
    board: enchanted('Clutch of Undeath', 'zombie', 'Walking Corpse'),
    actions: [noAttack],
    objects: { zombie: { pt: '5/5' } },
  },
  {
    name: 'CR 611.3a, 613.4c, Gift of Fangs on a Hill Giant (a 3/3 Giant, no Vampire): otherwise -2/-2 = 1/1',
    board: enchanted('Gift of Fangs', 'giant', 'Hill Giant'),
    actions: [noAttack],
    objects: { giant: { pt: '1/1' } },
  },
  {
    name: 'CR 205.2a, Nyx Infusion on Eiganjo Exemplar (a 2/1 enchantment creature): +2/+2 = 4/3',
    board: enchanted('Nyx Infusion', 'exemplar', 'Eiganjo Exemplar'),
    actions: [noAttack],
    objects: { exemplar: { pt: '4/3' } },
  },
  {
    name: 'CR 611.3a, Bonds of Faith on Elite Vanguard (a 2/1 Human): +2/+2 = 4/3, and it attacks',
    board: enchanted('Bonds of Faith', 'human', 'Elite Vanguard'),
    actions: [declare('human')],
    objects: { human: { pt: '4/3' } },
  },
  {
    name: 'CR 611.3a, 508.1c, Bonds of Faith on a Grizzly Bears (no Human): stays 2/2, and its attack is refused',
    board: enchanted('Bonds of Faith', 'bear', 'Grizzly Bears'),
    actions: [declare('bear')],
    refused: '508.1c',
    objects: { bear: { pt: '2/2' } },
  },
];

describe('"Otherwise, it …": the same static ability on what the first effect leaves out (CR 611.3a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
