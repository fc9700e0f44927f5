import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Add {G} for each Elf you control" (CR 106.3, 605.1a): a mana ability whose amount is counted as
 * it resolves, at once and without the stack (605.3a-b). Real cards compiled from their Oracle text.
 */

const main = (objects: readonly object[]) => ({ turn: { number: 3, active: 'A', step: 'main1' }, objects });
const elf = (id: string) => ({ id, card: 'Llanowar Elves' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 605.1a, 106.3: Elvish Archdruid, "{T}: Add {G} for each Elf you control", with two other Elves adds {G}{G}{G}',
    board: main([{ id: 'druid', card: 'Elvish Archdruid' }, elf('e1'), elf('e2')]),
    actions: [{ kind: 'activate', object: 'druid', ability: 1 }],
    manual: true,
    objects: { druid: { tapped: true } },
    players: { A: { mana: 3 } },
    events: ['tapped druid 107.5', 'manaAdded A {G}x3 106.4'],
  },
  {
    name: 'CR 605.1a, 106.3: an opponent\'s Elves are not counted by Elvish Archdruid ("you control")',
    board: main([
      { id: 'druid', card: 'Elvish Archdruid' },
      { ...elf('e1'), controller: 'B' },
    ]),
    actions: [{ kind: 'activate', object: 'druid', ability: 1 }],
    manual: true,
    players: { A: { mana: 1 } },
  },
  {
    name: 'CR 605.1a, 106.3: Priest of Titania, "{T}: Add {G} for each Elf on the battlefield", counts every player\'s Elves',
    board: main([
      { id: 'priest', card: 'Priest of Titania' },
      { ...elf('e1'), controller: 'B' },
    ]),
    actions: [{ kind: 'activate', object: 'priest', ability: 0 }],
    manual: true,
    players: { A: { mana: 2 } },
  },
];

describe('mana "for each" (CR 605.1a, 106.3)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
