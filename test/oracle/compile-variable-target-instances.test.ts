import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * A variable number of targets as the last instance of the word "target" (CR 601.2c, 115.1): "Put
 * a +1/+1 counter on up to one target creature you control" after another instance is that
 * one's `also`, with its `upTo`; it takes the targets announced beyond the first's. A later
 * instance's "other" is "another" (115.3). A variable number before another instance is not
 * read: which targets are whose would be unknown. Real cards' Oracle text (MTGJSON, April 2022).
 */

const CLOSING_STATEMENT =
  "Destroy target creature or planeswalker you don't control. Put a +1/+1 counter on up to one target creature you control.";
const CRAWL =
  'Return target creature card from your graveyard to your hand. Put a +1/+1 counter on up to one target Zombie you control.';
const RALLY =
  'Target creature gets +2/+0 and gains first strike until end of turn. Up to one other target creature gets +0/+2 and gains lifelink until end of turn.';
const EXPLOSIVE_ENTRY =
  'Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature.';

const MANTICORE =
  'When Manticore of the Gauntlet enters the battlefield, put a -1/-1 counter on target creature you control. Manticore of the Gauntlet deals 3 damage to target opponent or planeswalker.';
const DECIMATOR =
  'Whenever Decimator Beetle attacks, remove a -1/-1 counter from target creature you control and put a -1/-1 counter on up to one target creature defending player controls.';
const yourCreature = { count: 1, filter: { types: ['Creature'], controller: 'you' } } as const;

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const counterOnSecond = (count: number) => ({
  kind: 'ofTargetWord',
  word: 1,
  instructions: [{ kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: n(count) }],
});
const effect = (power: number, toughness: number, keyword: string) => ({
  kind: 'createEffect',
  on: 'targets',
  effect: {
    affects: {},
    ops: [
      { kind: 'modifyPT', power: n(power), toughness: n(toughness) },
      { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword, text: keyword }] },
    ],
  },
  duration: 'endOfTurn',
});

const ROWS: readonly (readonly [string, string, string, object])[] = [
  [
    'Closing Statement, CR 601.2c, 115.1: the second instance, "up to one target creature you control", 0 to 1 targets',
    'Closing Statement',
    CLOSING_STATEMENT,
    {
      targets: {
        count: 1,
        filter: { anyTypes: ['Creature', 'Planeswalker'], controller: 'opponents' },
        also: [{ count: 0, upTo: 1, filter: { types: ['Creature'], controller: 'you' } }],
      },
      instructions: [{ kind: 'destroy', on: 'targets' }, counterOnSecond(1)],
    },
  ],
  [
    'Crawl from the Cellar, CR 601.2c: a card in a graveyard first, then up to one Zombie',
    'Crawl from the Cellar',
    CRAWL,
    {
      targets: {
        count: 1,
        filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' },
        also: [{ count: 0, upTo: 1, filter: { subtypes: ['Zombie'], controller: 'you' } }],
      },
      instructions: [{ kind: 'fromGraveyard', on: 'targets', to: 'hand' }, counterOnSecond(1)],
    },
  ],
  [
    'Rally Maneuver, CR 115.3: "up to one other target creature" after another instance is another than its target',
    'Rally Maneuver',
    RALLY,
    {
      targets: {
        count: 1,
        filter: { types: ['Creature'] },
        also: [{ count: 0, upTo: 1, filter: { types: ['Creature'] }, another: true }],
      },
      instructions: [
        effect(2, 0, 'First strike'),
        { kind: 'ofTargetWord', word: 1, instructions: [effect(0, 2, 'Lifelink')] },
      ],
    },
  ],
];

describe('a variable number of targets as the last instance of "target"', () => {
  it.each(ROWS)('%s', (_, name, text, spell) => {
    expect(compileCard(card(name, ['Instant'], text))).toEqual([{ kind: 'spell', text, ...spell }]);
  });

  it('Explosive Entry, CR 601.2c: "up to one target" before another instance is unsupported, saying why', () => {
    const [ability] = compileCard(card('Explosive Entry', ['Sorcery'], EXPLOSIVE_ENTRY));
    expect(ability?.kind === 'unsupported' ? ability.reason : ability).toMatch(
      /variable number of targets before another .*\(CR 601\.2c, 115\.1\)/,
    );
  });
});

describe('several instances of "target" in a triggered ability, announced as it goes on the stack (CR 603.3d, 115.1)', () => {
  it.each([
    [
      'Manticore of the Gauntlet, CR 603.3d, 115.1: a creature you control, then an opponent or planeswalker',
      'Manticore of the Gauntlet',
      MANTICORE,
      {
        trigger: { kind: 'entersBattlefield' },
        targets: {
          ...yourCreature,
          also: [{ count: 1, filter: { types: ['Planeswalker'] }, orPlayer: true, playerIs: 'opponent' }],
        },
        instructions: [
          { kind: 'addCounters', on: 'targets', counter: '-1/-1', amount: n(1) },
          {
            kind: 'ofTargetWord',
            word: 1,
            instructions: [{ kind: 'dealDamage', to: 'targets', amount: n(3) }],
          },
        ],
      },
    ],
    [
      'Decimator Beetle, CR 603.3d, 601.2c: the last instance "up to one target creature defending player controls"',
      'Decimator Beetle',
      DECIMATOR,
      {
        trigger: { kind: 'attacks' },
        targets: {
          ...yourCreature,
          also: [{ count: 0, upTo: 1, filter: { types: ['Creature'], controller: 'defendingPlayer' } }],
        },
        instructions: [
          { kind: 'removeCounters', on: 'targets', counter: '-1/-1', amount: n(1) },
          {
            kind: 'ofTargetWord',
            word: 1,
            instructions: [{ kind: 'addCounters', on: 'targets', counter: '-1/-1', amount: n(1) }],
          },
        ],
      },
    ],
  ] as const)('%s', (_, name, text, ability) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([{ kind: 'triggered', text, ...ability }]);
  });
});
