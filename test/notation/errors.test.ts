import { describe, expect, it } from 'vitest';
import { errorOf } from './helpers.js';

const GROWTH = {
  affects: {},
  ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 3 }, toughness: { kind: 'constant', n: 3 } }],
};
const bears = (fields: object) => ({ objects: [{ card: 'Grizzly Bears', ...fields }] });
const effect = (fields: object) => ({
  effects: [{ source: 'gone', sourceName: 'Giant Growth', effect: GROWTH, ...fields }],
});

/** An effect granting a triggered ability, for errors deep inside it. */
const grantTriggered = (trigger: object, instructions: readonly object[]) =>
  effect({
    effect: {
      affects: {},
      ops: [{ kind: 'addAbilities', abilities: [{ kind: 'triggered', text: 'x', trigger, instructions }] }],
    },
  });

describe('board file errors: the first problem, with its JSON path', () => {
  it.each([
    ['not JSON', '{ "turn": ', 'ERR_BOARD_JSON', undefined],
    ['not an object', [], 'ERR_BOARD_SCHEMA', '$'],
    ['an unknown field', bears({ contoller: 'A' }), 'ERR_BOARD_SCHEMA', '$.objects[0].contoller'],
    ['an object without a card', { objects: [{ zone: 'hand' }] }, 'ERR_BOARD_SCHEMA', '$.objects[0].card'],
    ['an unknown zone', bears({ zone: 'grave' }), 'ERR_BOARD_SCHEMA', '$.objects[0].zone'],
    ['an unknown step', { turn: { step: 'combat' } }, 'ERR_BOARD_SCHEMA', '$.turn.step'],
    ['a number where a name belongs', { objects: [{ card: 1.5 }] }, 'ERR_BOARD_SCHEMA', '$.objects[0].card'],
    ['turn 0', { turn: { number: 0 } }, 'ERR_BOARD_SCHEMA', '$.turn.number'],
    ['no players', { players: [] }, 'ERR_BOARD_SCHEMA', '$.players'],
    ['an empty id', bears({ id: '' }), 'ERR_BOARD_SCHEMA', '$.objects[0].id'],
    ['negative damage', bears({ damage: -1 }), 'ERR_BOARD_SCHEMA', '$.objects[0].damage'],
    [
      'a negative counter count',
      bears({ counters: { '+1/+1': -1 } }),
      'ERR_BOARD_SCHEMA',
      '$.objects[0].counters["+1/+1"]',
    ],
    ['counters neither object nor list', bears({ counters: 5 }), 'ERR_BOARD_SCHEMA', '$.objects[0].counters'],
    [
      'a counter pile without a count',
      bears({ counters: [{ kind: '+1/+1' }] }),
      'ERR_BOARD_SCHEMA',
      '$.objects[0].counters[0].count',
    ],
    [
      'a negative poison count',
      { players: [{ id: 'A', counters: { poison: -2 } }] },
      'ERR_BOARD_SCHEMA',
      '$.players[0].counters.poison',
    ],
    [
      'a mana pool of the wrong type',
      { players: [{ id: 'A', manaPool: 7 }] },
      'ERR_BOARD_SCHEMA',
      '$.players[0].manaPool',
    ],
    [
      'CR 106.1b: generic mana in a pool',
      { players: [{ id: 'A', manaPool: '{G}{3}' }] },
      'ERR_POOL_SYNTAX',
      '$.players[0].manaPool',
    ],
    [
      'an unknown op kind',
      effect({ effect: { affects: {}, ops: [{ kind: 'modifyPt' }] } }),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].kind',
    ],
    [
      'an op without a kind',
      effect({ effect: { affects: {}, ops: [{ power: 1 }] } }),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].kind',
    ],
    [
      'a value where a Value record belongs',
      effect({ effect: { affects: {}, ops: [{ kind: 'modifyPT', power: 3, toughness: 3 }] } }),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].power',
    ],
    [
      'an unknown filter field',
      effect({ effect: { affects: { colour: ['G'] }, ops: [] } }),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.affects.colour',
    ],
    ['an unknown duration', effect({ duration: 'forever' }), 'ERR_BOARD_SCHEMA', '$.effects[0].duration'],
    [
      'an upkeep trigger without whose upkeep',
      grantTriggered({ kind: 'beginningOfUpkeep' }, []),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].trigger.whose',
    ],
    [
      'a "whenever a creature dies" trigger without its filter (CR 700.4)',
      grantTriggered({ kind: 'permanentDies' }, []),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].trigger.filter',
    ],
    [
      'a "[this] or another" dies trigger whose orSelf is not true or false',
      grantTriggered({ kind: 'permanentDies', filter: {}, orSelf: 'yes' }, []),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].trigger.orSelf',
    ],
    [
      'a "whenever you gain life" trigger with a field it has not (CR 119.9)',
      grantTriggered({ kind: 'youGainLife', whose: 'each' }, []),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].trigger.whose',
    ],
    [
      'damage to a recipient the effect language has no word for',
      grantTriggered({ kind: 'dies' }, [
        { kind: 'dealDamage', to: 'eachPlaneswalker', amount: { kind: 'constant', n: 1 } },
      ]),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].instructions[0].to',
    ],
    [
      'sacrificing targets (only "sacrifice this" is in the language)',
      grantTriggered({ kind: 'attacks' }, [{ kind: 'sacrifice', on: 'targets' }]),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].instructions[0].on',
    ],
    [
      'CR 702.45a: bushido without its number',
      effect({
        effect: {
          affects: {},
          ops: [
            { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Bushido', text: 'Bushido' }] },
          ],
        },
      }),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].amount',
    ],
    [
      'CR 702.83a: exalted with a number it does not have',
      effect({
        effect: {
          affects: {},
          ops: [
            {
              kind: 'addAbilities',
              abilities: [{ kind: 'keyword', keyword: 'Exalted', amount: 1, text: 'Exalted 1' }],
            },
          ],
        },
      }),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].amount',
    ],
    [
      'CR 701.15b: "is goaded" on anything but the permanent its source is attached to',
      effect({
        effect: {
          affects: {},
          ops: [
            {
              kind: 'addAbilities',
              abilities: [
                { kind: 'static', text: 'x', effect: { affects: { self: true }, ops: [] }, goads: true },
              ],
            },
          ],
        },
      }),
      'ERR_BOARD_SCHEMA',
      '$.effects[0].effect.ops[0].abilities[0].goads',
    ],
    ['an action without a verb', { actions: [{ controller: 'A' }] }, 'ERR_BOARD_SCHEMA', '$.actions[0]'],
    ['a negative X', { actions: [{ resolve: 'Giant Growth', x: -1 }] }, 'ERR_BOARD_SCHEMA', '$.actions[0].x'],
  ])('%s', (_name, board, code, path) => {
    const error = errorOf(board);
    expect(error.code).toBe(code);
    expect(error.path).toBe(path);
    expect(error.message).not.toBe('');
  });

  it.each([
    [
      'CR 107.1a: a fractional life total',
      { players: [{ id: 'A', life: 19.5 }] },
      '$.players[0].life',
      '107.1a',
    ],
    ['CR 107.1a: fractional damage', bears({ damage: 1.5 }), '$.objects[0].damage', '107.1a'],
    [
      'CR 107.1a: a fractional counter count',
      bears({ counters: { '+1/+1': 0.5 } }),
      '$.objects[0].counters["+1/+1"]',
      '107.1a',
    ],
    [
      'CR 107.1a: a fraction deep in an effect',
      effect({
        effect: {
          affects: {},
          ops: [
            { kind: 'modifyPT', power: { kind: 'constant', n: 0.5 }, toughness: { kind: 'constant', n: 0 } },
          ],
        },
      }),
      '$.effects[0].effect.ops[0].power.n',
      '107.1a',
    ],
    ['CR 107.1: a number too large to count', { turn: { number: 2 ** 60 } }, '$.turn.number', '107.1'],
  ])('%s', (_name, board, path, rule) => {
    expect(errorOf(board)).toMatchObject({ code: 'ERR_NUMBER', path, rule });
  });

  it.each([
    [
      'two objects with one id',
      {
        objects: [
          { id: 'x', card: 'Ornithopter' },
          { id: 'x', card: 'Ornithopter' },
        ],
      },
      '$.objects[1].id',
    ],
    ['an object with a player id', { objects: [{ id: 'B', card: 'Ornithopter' }] }, '$.objects[0].id'],
    ['two players with one id', { players: [{ id: 'A' }, { id: 'A' }] }, '$.players[1].id'],
    [
      'an effect with an object id',
      { objects: [{ id: 'x', card: 'Ornithopter' }], ...effect({ id: 'x' }) },
      '$.effects[0].id',
    ],
  ])('ERR_BOARD_DUPLICATE_ID: %s', (_name, board, path) => {
    expect(errorOf(board)).toMatchObject({ code: 'ERR_BOARD_DUPLICATE_ID', path });
  });

  it.each([
    ['an unknown active player', { turn: { active: 'C' } }, '$.turn.active'],
    ['an unknown owner', bears({ owner: 'C' }), '$.objects[0].owner'],
    ['an unknown controller', bears({ controller: 'C' }), '$.objects[0].controller'],
    ['attached to nothing', bears({ attachedTo: 'nothing' }), '$.objects[0].attachedTo'],
    ['a copy of nothing', bears({ choices: { copyOf: 'nothing' } }), '$.objects[0].choices.copyOf'],
    ['an unknown chosen opponent', bears({ choices: { opponent: 'C' } }), '$.objects[0].choices.opponent'],
    [
      'an option the card does not have',
      bears({ choices: { option: '3/3' } }),
      '$.objects[0].choices.option',
    ],
    ['an effect locked to nothing', effect({ on: ['nothing'] }), '$.effects[0].on[0]'],
    ['an effect by an unknown player', effect({ controller: 'C' }), '$.effects[0].controller'],
    [
      'an effect from an unknown source without a name',
      { effects: [{ source: 'gone', effect: GROWTH }] },
      '$.effects[0].source',
    ],
    [
      'an action by an unknown player',
      { actions: [{ resolve: 'Giant Growth', controller: 'C' }] },
      '$.actions[0].controller',
    ],
    [
      'an action targeting nothing',
      { actions: [{ resolve: 'Giant Growth', targets: ['A', 'bear'] }] },
      '$.actions[0].targets[1]',
    ],
  ])('ERR_BOARD_REFERENCE: %s', (_name, board, path) => {
    expect(errorOf(board)).toMatchObject({ code: 'ERR_BOARD_REFERENCE', path });
  });

  it.each([
    ['an object', { objects: [{ card: 'Grizly Bears' }] }, '$.objects[0].card', 'Grizzly Bears'],
    ['a copy', bears({ choices: { copy: { card: 'Colne' } } }), '$.objects[0].choices.copy.card', 'Clone'],
    ['an action', { actions: [{ resolve: 'Giant Grwth' }] }, '$.actions[0].resolve', 'Giant Growth'],
    ['a name unlike any card', { objects: [{ card: 'Black Lotus' }] }, '$.objects[0].card', null],
  ])('ERR_UNKNOWN_CARD, with a suggestion when one is close: %s', (_name, board, path, suggestion) => {
    const error = errorOf(board);
    expect(error).toMatchObject({ code: 'ERR_UNKNOWN_CARD', path });
    expect(error.message.includes('did you mean')).toBe(suggestion !== null);
    if (suggestion !== null) expect(error.message).toContain(`"${suggestion}"`);
  });

  it.each([
    [
      'CR 102.3: the chosen opponent is the controller',
      { objects: [{ card: 'Lost Order of Jarkeld', controller: 'B', choices: { opponent: 'B' } }] },
      '$.objects[0].choices.opponent',
    ],
    [
      'CR 614.12, 205.3m: a chosen creature type that is a land type',
      bears({ choices: { creatureType: 'Island' } }),
      '$.objects[0].choices.creatureType',
    ],
    ['CR 303.4d: attached to itself', bears({ id: 'x', attachedTo: 'x' }), '$.objects[0].attachedTo'],
    [
      'CR 302.6: controlled since a later turn',
      { turn: { number: 3 }, ...bears({ controlledSince: 4 }) },
      '$.objects[0].controlledSince',
    ],
    [
      'CR 613.7c: one counter kind listed twice',
      bears({
        counters: [
          { kind: '+1/+1', count: 1 },
          { kind: '+1/+1', count: 1, timestamp: 5 },
        ],
      }),
      '$.objects[0].counters[1].kind',
    ],
    [
      'CR 613.7: a next timestamp already used',
      { ...bears({ timestamp: 7 }), next: { timestamp: 7 } },
      '$.next.timestamp',
    ],
  ])('ERR_BOARD_STATE: %s', (_name, board, path) => {
    expect(errorOf(board)).toMatchObject({ code: 'ERR_BOARD_STATE', path });
  });

  it.each([
    [
      'controlledSince and enteredThisTurn',
      bears({ controlledSince: 0, enteredThisTurn: true }),
      '$.objects[0].enteredThisTurn',
    ],
    [
      'copy and copyOf',
      {
        objects: [
          { id: 'x', card: 'Ornithopter' },
          { card: 'Clone', choices: { copyOf: 'x', copy: { card: 'Ornithopter' } } },
        ],
      },
      '$.objects[1].choices.copy',
    ],
  ])('ERR_BOARD_SCHEMA, two ways of saying one thing: %s', (_name, board, path) => {
    expect(errorOf(board)).toMatchObject({ code: 'ERR_BOARD_SCHEMA', path });
  });

  it('messages say what is wrong in words', () => {
    expect(errorOf(bears({ zone: 'grave' })).message).toBe(
      '"grave" is not one of: library, hand, battlefield, graveyard, stack, exile, command',
    );
    expect(errorOf(effect({ effect: { affects: {}, ops: [{ kind: 'modifyPt' }] } })).message).toContain(
      'kind "modifyPt" is not one of: setController',
    );
    expect(errorOf(effect({ effect: { affects: {}, ops: [{ kind: 'modifyPt' }] } })).message).toContain(
      'did you mean "modifyPT"?',
    );
    expect(errorOf(bears({ damage: 1.5 })).message).toBe(
      '1.5 is not a whole number: the game uses only integers, never fractions (CR 107.1a)',
    );
    expect(errorOf({ objects: [{ zone: 'hand' }] }).message).toBe('missing "card": expected a string');
    expect(errorOf(bears({ contoller: 'A' })).message).toBe('unknown field "contoller"');
  });

  it.each([
    ['a bare key', '{ turn: 1 }', 2],
    ['text after the end', '{} x', 3],
    ['the end of the text', '{ "turn": ', 10],
  ])('a JSON syntax error gives the character offset: %s', (_name, text, offset) => {
    expect(errorOf(text)).toMatchObject({ code: 'ERR_BOARD_JSON', offset });
  });
});
