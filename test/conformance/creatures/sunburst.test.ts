import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Sunburst (CR 702.44a-b) and converge, compiled from real cards' Oracle text: a counter for each
 * colour of mana spent to cast the spell, +1/+1 counters on a card entering as a creature and
 * charge counters otherwise (its printed types), none if it wasn't cast (702.44b). The colours
 * are those of the mana the cast takes from its caster's pool (601.2h).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const inHand = (manaPool: string, card: string, ...others: object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool }, { id: 'B' }],
  objects: [{ id: 'it', card, zone: 'hand' }, ...others],
});
const cast: Action = { kind: 'cast', object: 'it' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Suntouched Myr {3}, CR 702.44a: white, blue and green mana spent: three +1/+1 counters, a 3/3',
    board: inHand('{W}{U}{G}', 'Suntouched Myr'),
    actions: [cast],
    objects: { it: { zone: 'battlefield', counters: { '+1/+1': 3 }, pt: '3/3' } },
    events: ['countersChanged it +1/+1 +3 614.1c'],
  },
  {
    name: 'Suntouched Myr, CR 702.44a: two green mana are one colour: one counter',
    board: inHand('{G}{G}{C}', 'Suntouched Myr'),
    actions: [cast],
    objects: { it: { counters: { '+1/+1': 1 }, pt: '1/1' } },
  },
  {
    name: 'Suntouched Myr, CR 702.44b, 704.5f: colourless mana only: no counters, a 0/0 that dies',
    board: inHand('{C}{C}{C}', 'Suntouched Myr'),
    actions: [cast],
    objects: { it: { zone: 'graveyard' } },
  },
  {
    name: 'Suntouched Myr, CR 702.44b: put onto the battlefield without being cast: no counters',
    board: inHand('', 'Suntouched Myr'),
    actions: [{ kind: 'putOntoBattlefield', object: 'it' }],
    objects: { it: { zone: 'graveyard' } },
  },
  {
    name: 'Pentad Prism {2}, CR 702.44a: a noncreature artifact gets charge counters, one for each colour',
    board: inHand('{R}{B}', 'Pentad Prism'),
    actions: [cast],
    objects: { it: { zone: 'battlefield', counters: { charge: 2 } } },
  },
  {
    name: 'Crystalline Crawler {4}, a 1/1, converge: four colours spent: four +1/+1 counters, a 5/5',
    board: inHand('{W}{U}{B}{R}', 'Crystalline Crawler'),
    actions: [cast],
    objects: { it: { counters: { '+1/+1': 4 }, pt: '5/5' } },
  },
  {
    name: 'Glinting Creeper {4}{G}, converge: "two +1/+1 counters for each color": two colours, four counters',
    board: inHand('{G}{G}{G}{G}{U}', 'Glinting Creeper'),
    actions: [cast],
    objects: { it: { counters: { '+1/+1': 4 }, pt: '4/4' } },
  },
];

describe('sunburst and converge (CR 702.44)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
