import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { article, plural } from '../../../src/engine/words.js';
import { attack, attackAndBlock, block, play, stateOf } from '../../support/play.js';

/**
 * The words of refusals, built from parts that agree: "a"/"an" by the sound of the next word,
 * "creatures with flying" rather than "with Flying creatures", colours by name. Each row is a
 * refusal the rules make (its rule) and the message it must read as.
 */

const atDeclareAttackers = { turn: { number: 3, active: 'A', step: 'declareAttackers' } } as const;
const board = (objects: readonly object[], extra: object = {}) => ({
  ...atDeclareAttackers,
  objects,
  ...extra,
});
const mine = (id: string, card: string, extra: object = {}) => ({ id, card, ...extra });
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const main = { turn: { number: 3, active: 'A', step: 'main1' } } as const;

const ROWS: readonly (readonly [string, object, readonly Action[], string, string])[] = [
  [
    'CR 702.14c: swampwalk, "controls a Swamp"',
    board([mine('tatters', 'Bog Tatters'), theirs('swamp', 'Swamp'), theirs('bear', 'Grizzly Bears')]),
    attackAndBlock(attack('tatters'), [block('bear', 'tatters')]),
    '702.14c',
    'tatters has swampwalk and B controls a Swamp',
  ],
  [
    'CR 702.14c: islandwalk, "controls an Island"',
    board([mine('selkie', 'Cold-Eyed Selkie'), theirs('island', 'Island'), theirs('bear', 'Grizzly Bears')]),
    attackAndBlock(attack('selkie'), [block('bear', 'selkie')]),
    '702.14c',
    'selkie has islandwalk and B controls an Island',
  ],
  [
    'CR 509.1b: Signal Pest, "except by creatures with flying or reach"',
    board([mine('pest', 'Signal Pest'), theirs('mite', 'Memnite')]),
    attackAndBlock(attack('pest'), [block('mite', 'pest')]),
    '509.1b',
    "pest can't be blocked except by creatures with flying or reach",
  ],
  [
    'CR 509.1b: Amrou Seekers, "except by artifact creatures or white creatures"',
    board([mine('seekers', 'Amrou Seekers'), theirs('rats', 'Bog Rats')]),
    attackAndBlock(attack('seekers'), [block('rats', 'seekers')]),
    '509.1b',
    "seekers can't be blocked except by artifact creatures or white creatures",
  ],
  [
    'CR 509.1b: Gibbering Hyenas, "can\'t block black creatures"',
    board([mine('rats', 'Bog Rats'), theirs('hyenas', 'Gibbering Hyenas')]),
    attackAndBlock(attack('rats'), [block('hyenas', 'rats')]),
    '509.1b',
    "hyenas can't block black creatures",
  ],
  [
    'CR 508.1c: Dandân, "controls an Island"',
    board([mine('dandan', 'Dandân'), mine('own', 'Island'), theirs('forest', 'Forest')]),
    [declare('dandan')],
    '508.1c',
    "dandan can't attack unless defending player controls an Island, and B controls none",
  ],
  [
    'CR 118.3: Atog\'s "Sacrifice an artifact" paid with a creature',
    { ...main, objects: [mine('atog', 'Atog'), mine('bear', 'Grizzly Bears')] },
    [{ kind: 'activate', object: 'atog', ability: 0, costs: { sacrifice: ['bear'] } }],
    '118.3',
    'bear is not an artifact that A can sacrifice to pay this cost',
  ],
  [
    'CR 602.2b: Atog\'s "Sacrifice an artifact" with nothing named',
    { ...main, objects: [mine('atog', 'Atog')] },
    [{ kind: 'activate', object: 'atog', ability: 0 }],
    '602.2b',
    'the cost "sacrifice an artifact" needs 1 object(s)',
  ],
  [
    'CR 601.2c: Bright Reprisal, "target attacking creature": "an attacking creature on the battlefield"',
    { ...main, objects: [mine('bear', 'Grizzly Bears')] },
    [{ kind: 'resolve', source: 'Bright Reprisal', controller: 'A', targets: ['bear'] }],
    '601.2c',
    'bear is not a legal target: it must be an attacking creature on the battlefield',
  ],
];

describe('refusal messages read as English', () => {
  it.each(ROWS)('%s', (_name, row, actions, rule, message) => {
    const played = play(stateOf(row), actions);
    expect(played.refusal?.message).toContain(message);
    expect(played.refusal?.rule).toBe(rule);
  });

  it.each([
    ['Island', 'an'],
    ['Swamp', 'a'],
    ['artifact', 'an'],
    ['Elf', 'an'],
    ['Human', 'a'],
    ['Unicorn', 'a'],
    ['Ouphe', 'an'],
    ['one-eyed giant', 'a'],
    ['hour', 'an'],
  ])('the article before "%s" is "%s"', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it.each([
    ['creature', 'creatures'],
    ['Elf', 'Elves'],
    ['Sphinx', 'Sphinxes'],
    ['Fairy', 'Fairies'],
    ['artifact or creature', 'artifacts or creatures'],
  ])('the plural of "%s" is "%s"', (noun, expected) => {
    expect(plural(noun)).toBe(expected);
  });
});
