import { describe, it } from 'vitest';
import { check, type Row } from '../../support/boards.js';

/**
 * Characteristic-defining abilities (CR 604.3) that count: instant and sorcery cards, creatures
 * on the battlefield whoever controls them, devotion (700.5), "1 plus" a count. They apply in
 * every zone (208.2a) and in layer 7a (613.4a). Each card is compiled from its Oracle text.
 */

const inGraveyard = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'graveyard', owner });
const bear = (id: string, controller = 'A') => ({ id, card: 'Grizzly Bears', controller });

const ROWS: readonly Row[] = [
  {
    name: 'CR 604.3: Enigma Drake "Enigma Drake\'s power is equal to the number of instant and sorcery cards in your graveyard." (two of yours, not a creature card nor the opponent\'s) -> 2/4',
    board: {
      objects: [
        { id: 'drake', card: 'Enigma Drake' },
        inGraveyard('bolt', 'Lightning Bolt'),
        inGraveyard('wrath', 'Wrath of God'),
        inGraveyard('bear', 'Grizzly Bears'),
        inGraveyard('theirs', 'Counterspell', 'B'),
      ],
    },
    expect: { drake: { pt: '2/4' } },
  },
  {
    name: "CR 208.2a: Enigma Drake in its owner's hand counts too -> 1/4",
    board: {
      objects: [{ id: 'drake', card: 'Enigma Drake', zone: 'hand' }, inGraveyard('bolt', 'Lightning Bolt')],
    },
    expect: { drake: { pt: '1/4' } },
  },
  {
    name: 'CR 604.3: Altar Golem "… each equal to the number of creatures on the battlefield." counts itself and both players\' creatures -> 3/3',
    board: { objects: [{ id: 'golem', card: 'Altar Golem' }, bear('mine'), bear('theirs', 'B')] },
    expect: { golem: { pt: '3/3' } },
  },
  {
    name: 'CR 604.3: Doubtless One "… the number of Clerics on the battlefield." (itself and another Cleric) -> 2/2',
    board: {
      objects: [
        { id: 'one', card: 'Doubtless One' },
        { id: 'two', card: 'Doubtless One', controller: 'B' },
      ],
    },
    expect: { one: { pt: '2/2' }, two: { pt: '2/2' } },
  },
  {
    name: 'CR 604.3: An-Havva Constable "… toughness is equal to 1 plus the number of green creatures on the battlefield." (itself and a Bears) -> 2/3',
    board: { objects: [{ id: 'constable', card: 'An-Havva Constable' }, bear('bear', 'B')] },
    expect: { constable: { pt: '2/3' } },
  },
  {
    name: 'CR 700.5: Anax "Anax\'s power is equal to your devotion to red.": its own {R}{R} and a hybrid Boros Reckoner\'s three {R/W} -> 5/3',
    board: {
      objects: [
        { id: 'anax', card: 'Anax, Hardened in the Forge' },
        { id: 'reckoner', card: 'Boros Reckoner' },
        { id: 'theirs', card: 'Boros Reckoner', controller: 'B' },
      ],
    },
    expect: { anax: { pt: '5/3' } },
  },
  {
    name: 'CR 700.5, 208.2a: Anax in a graveyard counts only permanents: a Boros Reckoner -> 3/3',
    board: {
      objects: [
        inGraveyard('anax', 'Anax, Hardened in the Forge'),
        { id: 'reckoner', card: 'Boros Reckoner' },
      ],
    },
    expect: { anax: { pt: '3/3' } },
  },
  {
    name: 'CR 700.5: Daxos "Daxos\'s toughness is equal to your devotion to white.": {W}{W}, and a green Bears counts none -> 2/2',
    board: { objects: [{ id: 'daxos', card: 'Daxos, Blessed by the Sun' }, bear('bear')] },
    expect: { daxos: { pt: '2/2' } },
  },
  {
    name: 'CR 604.3, 205.3: Aysen Crusader "… 2 plus the number of Soldiers and Warriors you control.": a Soldier, a Warrior and a Soldier Warrior (once), not B\'s Soldier -> 5/5',
    board: {
      objects: [
        { id: 'crusader', card: 'Aysen Crusader' },
        { card: 'Thraben Inspector' },
        { card: 'Elvish Warrior' },
        { card: 'Sandstone Warrior' },
        { card: 'Thraben Inspector', controller: 'B' },
      ],
    },
    expect: { crusader: { pt: '5/5' } },
  },
];

describe('characteristic-defining abilities that count (CR 604.3, 208.2a, 700.5)', () => {
  it.each(ROWS)('$name', (row) => {
    check(row);
  });
});
