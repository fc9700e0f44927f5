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

type Row = readonly [string, object, readonly Action[], string, string];

/** A block the rules refuse: A's attacker, B's blocker, and what else B controls. */
const blocked = (
  name: string,
  [attacker, attackerCard]: readonly [string, string],
  [blocker, blockerCard]: readonly [string, string],
  rule: string,
  message: string,
  also: readonly object[] = [],
): Row => [
  name,
  board([mine(attacker, attackerCard), theirs(blocker, blockerCard), ...also]),
  attackAndBlock(attack(attacker), [block(blocker, attacker)]),
  rule,
  message,
];

const ROWS: readonly Row[] = [
  blocked(
    'CR 702.14c: swampwalk, "controls a Swamp"',
    ['tatters', 'Bog Tatters'],
    ['bear', 'Grizzly Bears'],
    '702.14c',
    'tatters has swampwalk and B controls a Swamp',
    [theirs('swamp', 'Swamp')],
  ),
  blocked(
    'CR 702.14c: islandwalk, "controls an Island"',
    ['selkie', 'Cold-Eyed Selkie'],
    ['bear', 'Grizzly Bears'],
    '702.14c',
    'selkie has islandwalk and B controls an Island',
    [theirs('island', 'Island')],
  ),
  blocked(
    'CR 509.1b: Signal Pest, "except by creatures with flying or reach"',
    ['pest', 'Signal Pest'],
    ['mite', 'Memnite'],
    '509.1b',
    "pest can't be blocked except by creatures with flying or reach",
  ),
  blocked(
    'CR 509.1b: Amrou Seekers, "except by artifact creatures or white creatures"',
    ['seekers', 'Amrou Seekers'],
    ['rats', 'Bog Rats'],
    '509.1b',
    "seekers can't be blocked except by artifact creatures or white creatures",
  ),
  blocked(
    'CR 509.1b: Gibbering Hyenas, "can\'t block black creatures"',
    ['rats', 'Bog Rats'],
    ['hyenas', 'Gibbering Hyenas'],
    '509.1b',
    "hyenas can't block black creatures",
  ),
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
    ['Island', 'an Island', 'Islands'],
    ['Swamp', 'a Swamp', 'Swamps'],
    ['Elf', 'an Elf', 'Elves'],
    ['Human', 'a Human', 'Humans'],
    ['Unicorn', 'a Unicorn', 'Unicorns'],
    ['Ouphe', 'an Ouphe', 'Ouphes'],
    ['Sphinx', 'a Sphinx', 'Sphinxes'],
    ['Fairy', 'a Fairy', 'Fairies'],
    ['one-eyed giant', 'a one-eyed giant', 'one-eyed giants'],
    ['hour', 'an hour', 'hours'],
    ['artifact or creature', 'an artifact or creature', 'artifacts or creatures'],
  ])('"%s": one is "%s", more are "%s"', (noun, one, more) => {
    expect([`${article(noun)} ${noun}`, plural(noun)]).toStrictEqual([one, more]);
  });
});
