import { describe, expect, it } from 'vitest';
import { checkJsonLimits, MAX_BOARD_DEPTH } from '../../src/notation/json-limits.js';
import { errorOf, parsed } from './helpers.js';

/** Regression rows of issue 18 ("nothing throws, nothing hangs, nothing is dropped"), each named after what it was. */

/** `levels` arrays, one inside the next, as JSON text. */
const nestedText = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A value `levels` objects deep: `{ "a": { "a": ... 1 } }`. */
const nestedValue = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('deep nesting is refused before the schema or a recursive walk sees it', () => {
  it('a board nested 5,000 deep is refused with ERR_BOARD_SCHEMA naming the limit, not a stack overflow', () => {
    const error = errorOf(`{ "objects": ${nestedText(5000)} }`);
    expect(error).toMatchObject({
      code: 'ERR_BOARD_SCHEMA',
      message: 'nested more than 64 levels deep, the most a board file may nest',
    });
    expect(error.path).toBe(`$.objects${'[0]'.repeat(MAX_BOARD_DEPTH - 1)}`);
  });

  it('a value expression nested 2,000 deep, given as a value, is refused the same way, not by zod overflowing', () => {
    const power = nestedValue(2000);
    const ops = [{ kind: 'modifyPT', power, toughness: { kind: 'constant', n: 1 } }];
    const error = errorOf({ effects: [{ source: 'x', effect: { affects: {}, ops } }] });
    expect(error.code).toBe('ERR_BOARD_SCHEMA');
    expect(error.path).toBe(`$.effects[0].effect.ops[0].power${'.a'.repeat(MAX_BOARD_DEPTH - 6)}`);
  });

  it('64 levels pass the check and 65 do not (the limit, exactly)', () => {
    expect(checkJsonLimits(nestedValue(MAX_BOARD_DEPTH)).ok).toBe(true);
    expect(checkJsonLimits(nestedValue(MAX_BOARD_DEPTH + 1)).ok).toBe(false);
  });

  it('a part shared by many places is walked once per depth, not once per path (2^60 paths)', () => {
    let value: unknown = [];
    for (let i = 0; i < 60; i++) value = [value, value];
    expect(checkJsonLimits(value).ok).toBe(true);
  });
});

describe('a JavaScript property name as a record key is refused with its path, never dropped', () => {
  const bear = (fields: object) => ({ id: 'bear', card: 'Grizzly Bears', ...fields });
  /** The board as JSON text with `KEY` written as `key`: JSON.parse makes even "__proto__" an own key, as a file does. */
  const withKey = (board: object, key: string): string =>
    JSON.stringify(board).replaceAll('"KEY"', JSON.stringify(key));
  it.each([
    [
      'an object counter',
      '__proto__',
      { objects: [bear({ counters: { KEY: 2 } })] },
      '$.objects[0].counters.KEY',
    ],
    [
      'a player counter',
      'constructor',
      { players: [{ id: 'A', counters: { KEY: 1 } }] },
      '$.players[0].counters.KEY',
    ],
    [
      'an activatedTurn',
      'prototype',
      { objects: [bear({ activatedTurn: { KEY: 1 } })] },
      '$.objects[0].activatedTurn.KEY',
    ],
    ['spells cast by a player', '__proto__', { turn: { spellsCast: { KEY: 1 } } }, '$.turn.spellsCast.KEY'],
    [
      'a combat blocker',
      '__proto__',
      { objects: [bear({})], combat: { attackers: ['bear'], blockers: { KEY: 'bear' } } },
      '$.combat.blockers.KEY',
    ],
    [
      'an attack',
      '__proto__',
      { objects: [bear({})], actions: [{ attack: { KEY: 'B' } }] },
      '$.actions[0].attack.KEY',
    ],
    [
      'a block',
      'constructor',
      { objects: [bear({})], actions: [{ block: { KEY: 'bear' } }] },
      '$.actions[0].block.KEY',
    ],
    [
      'damage to',
      '__proto__',
      { objects: [bear({})], actions: [{ damage: 'bear', to: { KEY: 2 } }] },
      '$.actions[0].to.KEY',
    ],
    [
      'combat damage by',
      'prototype',
      { actions: [{ advance: 'combatDamage', damage: { KEY: { B: 2 } } }] },
      '$.actions[0].damage.KEY',
    ],
    [
      'a cast cost',
      '__proto__',
      { actions: [{ cast: 'bear', costs: { KEY: ['bear'] } }] },
      '$.actions[0].costs.KEY',
    ],
    ['a choice', '__proto__', { objects: [bear({ choices: { KEY: 'bear' } })] }, '$.objects[0].choices.KEY'],
  ])('%s keyed "%s" was dropped with exit 0; now ERR_BOARD_SCHEMA at its path', (_, key, board, path) => {
    const error = errorOf(withKey(board, key));
    expect(error).toMatchObject({ code: 'ERR_BOARD_SCHEMA', path: path.replace('KEY', key) });
    expect(error.message).toBe(
      `"${key}" can't be a key: every JavaScript object has a property of that name`,
    );
  });

  it.each([
    ['a player id', { players: [{ id: 'constructor' }, { id: 'B' }] }, '$.players[0].id'],
    ['an object id', { objects: [{ id: '__proto__', card: 'Grizzly Bears' }] }, '$.objects[0].id'],
    [
      'a counter kind put by an action',
      {
        objects: [{ id: 'b', card: 'Grizzly Bears' }],
        actions: [{ counters: 'b', counter: 'constructor', amount: 1 }],
      },
      '$.actions[0].counter',
    ],
  ])(
    '%s named like a property, which the engine keys records by, read back a function; now it is refused',
    (_, board, path) => {
      expect(errorOf(board)).toEqual({
        code: 'ERR_BOARD_SCHEMA',
        message:
          'must not be "__proto__", "constructor", "prototype": every JavaScript object has a property of that name',
        path,
      });
    },
  );

  it('a name that only contains one of them is a name like any other', () => {
    expect(parsed({ objects: [{ id: 'constructor2', card: 'Grizzly Bears' }] }).state.objects[0]?.id).toBe(
      'constructor2',
    );
  });
});

describe('the smaller ones: bounded echoes, encodings, the turn minimum', () => {
  it('a 1 MB card name was echoed whole; now it is refused as longer than 200 characters, quoting 40', () => {
    expect(errorOf({ objects: [{ card: 'x'.repeat(1_000_000) }] })).toEqual({
      code: 'ERR_BOARD_SCHEMA',
      message: `"${'x'.repeat(38)}… is longer than 200 characters`,
      path: '$.objects[0].card',
    });
  });

  it('an unknown card name of 150 characters is quoted by its first 79, with an ellipsis', () => {
    const error = errorOf({ objects: [{ card: 'x'.repeat(150) }] });
    expect(error.message).toBe(`no card named "${'x'.repeat(79)}…" in the card pool`);
  });

  it('a huge wrong value is quoted by its start, never JSON.stringify-ed whole', () => {
    const error = errorOf({
      objects: [{ card: 'Grizzly Bears', zone: Array.from({ length: 100_000 }, () => 'x') }],
    });
    expect(error.message).toBe(
      '["x","x","x","x","x","x","x","x","x","x… is not one of: library, hand, battlefield, graveyard, stack, exile, command',
    );
  });

  it('a number too large for JSON (1e400) was shown as "null"; now as Infinity', () => {
    expect(errorOf('{ "objects": [{ "card": "Grizzly Bears", "damage": 1e400 }] }').message).toContain(
      'Infinity',
    );
  });

  it('a board file starting with a UTF-8 byte-order mark was not JSON; now it parses', () => {
    expect(parsed('\uFEFF{ "objects": [{ "card": "Grizzly Bears" }] }').state.objects).toHaveLength(1);
  });

  it.each([
    ['UTF-16LE with its byte-order mark', new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
    ['UTF-16BE with its byte-order mark', new Uint8Array([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d])],
    ['UTF-16LE without one', new Uint8Array([0x7b, 0x00, 0x7d, 0x00])],
  ])(
    'a board file in %s, read as UTF-8, was "not JSON" with invisible characters; now it says UTF-16',
    (_, bytes) => {
      expect(errorOf(new TextDecoder().decode(bytes))).toEqual({
        code: 'ERR_BOARD_JSON',
        message: 'the file is UTF-16; save it as UTF-8 (with or without a byte-order mark)',
      });
    },
  );

  it('turn.number -1 said the minimum is 0; turn numbers start at 1', () => {
    expect(errorOf({ turn: { number: -1 } })).toMatchObject({
      message: '-1 is less than the minimum, 1',
      path: '$.turn.number',
    });
  });
});
