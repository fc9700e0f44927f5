import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/notation/make-board.js';
import { FAKE_POOL } from './fake-pool.js';
import { errorOf, objectOf, stateOf } from './helpers.js';

/** A's bear and goyf, B's thopter and wall, a bear in A's graveyard; A's turn, at `step`. */
const combatBoard = (step: string, combat: unknown, extra: object = {}) => ({
  turn: { step },
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'goyf', card: 'Tarmogoyf' },
    { id: 'thopter', card: 'Ornithopter', controller: 'B' },
    { id: 'wall', card: 'Grizzly Bears', controller: 'B' },
    { id: 'gone', card: 'Grizzly Bears', zone: 'graveyard' },
  ],
  combat,
  ...extra,
});

const remade = (board: unknown) => {
  const state = stateOf(board);
  return makeBoard(state, FAKE_POOL);
};

describe('the state the engine keeps between actions, in board files', () => {
  it('defaults: no combat, no shields or deathtouch damage, nobody has lost or drawn from an empty library', () => {
    const state = stateOf({ objects: [{ card: 'Grizzly Bears' }] });
    expect(state.combat).toBeUndefined();
    expect(state.players.map((p) => [p.lost, p.drewFromEmptyLibrary])).toStrictEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    const [bear] = state.objects;
    expect([bear?.regenerationShields, bear?.deathtouchDamage]).toStrictEqual([undefined, undefined]);
  });

  it('players: cityBlessing (CR 702.131c), kept as true and written back; false the same as left out', () => {
    const board = { players: [{ id: 'A', cityBlessing: true }, { id: 'B' }] };
    expect(stateOf(board).players[0]).toStrictEqual({
      id: 'A',
      life: 20,
      counters: {},
      manaPool: [],
      cityBlessing: true,
    });
    expect(remade(board)).toStrictEqual(board);
    expect(remade({ players: [{ id: 'A', cityBlessing: false }, { id: 'B' }] })).toStrictEqual({});
  });

  it('players: monarch (CR 724.1), kept as true and written back; false the same as left out', () => {
    const board = { players: [{ id: 'A' }, { id: 'B', monarch: true }] };
    expect(stateOf(board).players[1]).toStrictEqual({
      id: 'B',
      life: 20,
      counters: {},
      manaPool: [],
      monarch: true,
    });
    expect(remade(board)).toStrictEqual(board);
    expect(remade({ players: [{ id: 'A', monarch: false }, { id: 'B' }] })).toStrictEqual({});
  });

  it('CR 724.3: only one player can be the monarch; the second is refused', () => {
    expect(
      errorOf({
        players: [
          { id: 'A', monarch: true },
          { id: 'B', monarch: true },
        ],
      }),
    ).toMatchObject({ code: 'ERR_BOARD_STATE', path: '$.players[1].monarch', rule: '724.3' });
  });

  it('players: lost (CR 104.3) and drewFromEmptyLibrary (CR 704.5b), false the same as left out', () => {
    const state = stateOf({
      players: [
        { id: 'A', lost: true },
        { id: 'B', drewFromEmptyLibrary: true, lost: false },
      ],
    });
    expect(state.players).toStrictEqual([
      { id: 'A', life: 20, counters: {}, manaPool: [], lost: true },
      { id: 'B', life: 20, counters: {}, manaPool: [], drewFromEmptyLibrary: true },
    ]);
  });

  it('objects: regenerationShields (CR 701.19a) and deathtouchDamage (CR 704.5h), 0 and false left out', () => {
    expect(objectOf({ card: 'Grizzly Bears', regenerationShields: 2, deathtouchDamage: true })).toMatchObject(
      {
        regenerationShields: 2,
        deathtouchDamage: true,
      },
    );
    const plain = objectOf({ card: 'Grizzly Bears', regenerationShields: 0, deathtouchDamage: false });
    expect('regenerationShields' in plain || 'deathtouchDamage' in plain).toBe(false);
  });

  it('prevention shields (CR 615.7) on objects, players and all damage, dealtDamageInTurn (CR 702.54a) monstrous (CR 701.37b) and renowned (CR 702.112b), round trip', () => {
    const board = {
      players: [
        { id: 'A', preventionShields: [{ damage: 'to', left: 2 }], dealtDamageInTurn: 1 },
        { id: 'B' },
      ],
      objects: [
        {
          card: 'Grizzly Bears',
          preventionShields: [{ damage: 'by', combatOnly: true }],
          monstrous: true,
          renowned: true,
        },
      ],
      preventionShields: [{ damage: 'to', combatOnly: true }],
    };
    const state = stateOf(board);
    expect(state.players[0]).toMatchObject({
      preventionShields: [{ damage: 'to', left: 2 }],
      dealtDamageInTurn: 1,
    });
    expect(state.objects[0]?.preventionShields).toStrictEqual([{ damage: 'by', combatOnly: true }]);
    // Fog's shield around all damage (CR 615.1a).
    expect(state.preventionShields).toStrictEqual([{ damage: 'to', combatOnly: true }]);
    expect(remade(board)).toStrictEqual(board);
  });

  it('unearthed (CR 702.84a): the player who controlled the ability and its number, round trip', () => {
    const board = { objects: [{ card: 'Grizzly Bears', unearthed: { by: 'B', ability: 0 } }] };
    expect(stateOf(board).objects[0]?.unearthed).toStrictEqual({ by: 'B', ability: 0 });
    expect(remade(board)).toStrictEqual(board);
    const error = errorOf({ objects: [{ card: 'Grizzly Bears', unearthed: { by: 'C', ability: 0 } }] });
    expect([error.code, error.path]).toStrictEqual(['ERR_BOARD_REFERENCE', '$.objects[0].unearthed.by']);
  });

  it('pairedWith (CR 702.95b): two creatures paired, each naming the other, round trip; one-sided is refused (702.95d)', () => {
    const board = {
      objects: [
        { id: 'bear', card: 'Grizzly Bears', pairedWith: 'goyf' },
        { id: 'goyf', card: 'Tarmogoyf', pairedWith: 'bear' },
      ],
    };
    expect(stateOf(board).objects.map((o) => o.pairedWith)).toStrictEqual(['goyf', 'bear']);
    expect(remade(board)).toStrictEqual(board);
    const error = errorOf({
      objects: [
        { id: 'bear', card: 'Grizzly Bears', pairedWith: 'goyf' },
        { id: 'goyf', card: 'Tarmogoyf' },
      ],
    });
    expect([error.path, error.rule]).toStrictEqual(['$.objects[0].pairedWith', '702.95d']);
  });

  it('entry choices: unleash (CR 702.98a), riot (CR 702.136a) and devour (CR 702.82a) round trip', () => {
    const board = {
      objects: [
        { card: 'Grizzly Bears', choices: { unleash: true } },
        { card: 'Grizzly Bears', choices: { riot: false } },
        { card: 'Grizzly Bears', choices: { devour: ['o1'] } },
      ],
    };
    expect(stateOf(board).objects.map((o) => o.choices)).toStrictEqual([
      { unleash: true },
      { riot: false },
      { devour: ['o1'] },
    ]);
    expect(remade(board)).toStrictEqual(board);
  });

  it('objects: lastKnown (CR 608.2h), the permanent it last was on the battlefield, round trip; its controller is a player', () => {
    const lastKnown = {
      controller: 'B',
      power: 3,
      toughness: 3,
      colors: ['G'],
      types: ['Creature'],
      subtypes: ['Bear'],
      keywords: ['Lifelink'],
      counters: { '+1/+1': 1 },
    };
    const board = { objects: [{ card: 'Grizzly Bears', zone: 'graveyard', lastKnown }] };
    expect(stateOf(board).objects[0]?.lastKnown).toStrictEqual(lastKnown);
    expect(remade(board)).toStrictEqual(board);
    const error = errorOf({
      objects: [{ card: 'Grizzly Bears', lastKnown: { ...lastKnown, controller: 'C' } }],
    });
    expect([error.code, error.path]).toStrictEqual([
      'ERR_BOARD_REFERENCE',
      '$.objects[0].lastKnown.controller',
    ]);
  });

  it('turn: landsPlayed (CR 305.2), 0 left out, round trip', () => {
    expect(stateOf({ turn: { landsPlayed: 1 } }).turn.landsPlayed).toBe(1);
    expect('landsPlayed' in stateOf({ turn: { landsPlayed: 0 } }).turn).toBe(false);
    expect(remade({ turn: { landsPlayed: 1 } })).toStrictEqual({ turn: { landsPlayed: 1 } });
  });

  it('objects: loyaltyActivatedTurn (CR 606.3), absent unless given', () => {
    expect(objectOf({ card: 'Grizzly Bears', loyaltyActivatedTurn: 3 })).toMatchObject({
      loyaltyActivatedTurn: 3,
    });
    expect('loyaltyActivatedTurn' in objectOf({ card: 'Grizzly Bears' })).toBe(false);
  });

  it('objects: activatedTurn (CR 602.5b), by ability number, absent unless given', () => {
    expect(objectOf({ card: 'Grizzly Bears', activatedTurn: { '0': 3 } })).toMatchObject({
      activatedTurn: { '0': 3 },
    });
    expect('activatedTurn' in objectOf({ card: 'Grizzly Bears' })).toBe(false);
    expect(remade({ objects: [{ card: 'Grizzly Bears', activatedTurn: { '0': 2 } }] })).toStrictEqual({
      objects: [{ card: 'Grizzly Bears', activatedTurn: { '0': 2 } }],
    });
  });

  it('makeBoard writes them only when set', () => {
    const board = {
      players: [
        { id: 'A', lost: true },
        { id: 'B', drewFromEmptyLibrary: true },
      ],
      objects: [{ card: 'Grizzly Bears', damage: 1, deathtouchDamage: true, regenerationShields: 1 }],
    };
    expect(remade(board)).toStrictEqual(board);
    expect(remade({ players: [{ id: 'A', lost: false }, { id: 'B' }] })).toStrictEqual({});
  });
});

describe('combat in board files (CR 506-511)', () => {
  it('an attacker by its id attacks the next player, and is blocked when a blocker blocks it', () => {
    const state = stateOf(
      combatBoard('declareBlockers', { attackers: ['bear', 'goyf'], blockers: { wall: 'bear' } }),
    );
    expect(state.combat).toStrictEqual({
      attackers: [
        { id: 'bear', attacking: 'B', blocked: true },
        { id: 'goyf', attacking: 'B', blocked: false },
      ],
      blockers: [{ id: 'wall', blocking: 'bear' }],
      dealtFirstStrike: [],
    });
  });

  it('blockers default to null, not yet declared; `{}` is declared and none', () => {
    expect(stateOf(combatBoard('declareAttackers', {})).combat).toStrictEqual({
      attackers: [],
      blockers: null,
      dealtFirstStrike: [],
    });
    expect(
      stateOf(combatBoard('declareBlockers', { attackers: ['bear'], blockers: {} })).combat?.blockers,
    ).toStrictEqual([]);
  });

  it('the default defender skips a player who has lost', () => {
    const board = {
      ...combatBoard('declareAttackers', { attackers: ['bear'] }),
      players: [{ id: 'A' }, { id: 'B', lost: true }, { id: 'C' }],
    };
    expect(stateOf(board).combat?.attackers).toStrictEqual([{ id: 'bear', attacking: 'C', blocked: false }]);
  });

  it('the full form: what it attacks, blocked after its blockers left (509.1h), put onto the battlefield attacking (508.4), a blocker of two attackers', () => {
    const combat = {
      attackers: [
        { id: 'bear', attacking: 'thopter', blocked: true },
        { id: 'goyf', attacking: 'B', neverAttacked: true },
      ],
      blockers: [
        { id: 'wall', blocking: 'goyf' },
        { id: 'wall', blocking: 'bear' },
      ],
      dealtFirstStrike: ['bear'],
    };
    const state = stateOf(combatBoard('combatDamage', combat));
    expect(state.combat).toStrictEqual({
      attackers: [
        { id: 'bear', attacking: 'thopter', blocked: true },
        { id: 'goyf', attacking: 'B', blocked: true, neverAttacked: true },
      ],
      blockers: [
        { id: 'wall', blocking: 'goyf' },
        { id: 'wall', blocking: 'bear' },
      ],
      dealtFirstStrike: ['bear'],
    });
    expect(remade(combatBoard('combatDamage', combat)).combat?.attackers).toStrictEqual([
      { id: 'bear', attacking: 'thopter' },
      { id: 'goyf', neverAttacked: true },
    ]);
  });

  it('CR 506.4, 510.1d: a blocker whose attacker was removed from combat still blocks; a creature that dealt first-strike damage may have left combat since', () => {
    const combat = { attackers: ['bear'], blockers: { wall: 'goyf' }, dealtFirstStrike: ['gone'] };
    const state = stateOf(combatBoard('combatDamage', combat));
    expect(state.combat).toStrictEqual({
      attackers: [{ id: 'bear', attacking: 'B', blocked: false }],
      blockers: [{ id: 'wall', blocking: 'goyf' }],
      dealtFirstStrike: ['gone'],
    });
    expect(remade(combatBoard('combatDamage', combat)).combat).toStrictEqual(combat);
  });

  it('CR 704.5d: the attacker a blocker blocked may be a token that has ceased to exist, listed in gone', () => {
    const board = combatBoard('combatDamage', { blockers: { wall: 'o9' } }, { gone: ['o9'] });
    expect(stateOf(board).combat?.blockers).toStrictEqual([{ id: 'wall', blocking: 'o9' }]);
    expect(remade(board)).toMatchObject({ gone: ['o9'], combat: { blockers: { wall: 'o9' } } });
  });

  it('makeBoard writes combat canonically', () => {
    expect(
      remade(
        combatBoard('combatDamage', {
          attackers: [
            { id: 'bear', attacking: 'B', blocked: true },
            'goyf',
            { id: 'thopter', blocked: true },
          ],
          blockers: [{ id: 'wall', blocking: 'bear' }],
        }),
      ).combat,
    ).toStrictEqual({
      attackers: ['bear', 'goyf', { id: 'thopter', blocked: true }],
      blockers: { wall: 'bear' },
    });
    expect(remade(combatBoard('declareAttackers', {})).combat).toStrictEqual({});
  });

  it.each([
    ['an unknown attacker', { attackers: ['beer'] }, '$.combat.attackers[0]'],
    [
      'an unknown defender',
      { attackers: [{ id: 'bear', attacking: 'Q' }] },
      '$.combat.attackers[0].attacking',
    ],
    ['an unknown blocker', { attackers: ['bear'], blockers: { wal: 'bear' } }, '$.combat.blockers.wal'],
    [
      'an unknown attacker blocked',
      { attackers: ['bear'], blockers: [{ id: 'wall', blocking: 'beer' }] },
      '$.combat.blockers[0].blocking',
    ],
    [
      'an unknown first striker',
      { attackers: ['bear'], dealtFirstStrike: ['bera'] },
      '$.combat.dealtFirstStrike[0]',
    ],
  ])('ERR_BOARD_REFERENCE: %s', (_name, combat, path) => {
    const error = errorOf(combatBoard('combatDamage', combat));
    expect(error).toMatchObject({ code: 'ERR_BOARD_REFERENCE', path });
  });

  it.each([
    ['CR 508.1: combat before attackers are declared', 'main1', { attackers: [] }, '$.combat', '508.1'],
    ['CR 511.3: combat after it ended', 'main2', { attackers: [] }, '$.combat', '511.3'],
    [
      'CR 506.4: an attacker off the battlefield',
      'declareAttackers',
      { attackers: ['gone'] },
      '$.combat.attackers[0]',
      '506.4',
    ],
    [
      'CR 508.1a: an attacker listed twice',
      'declareAttackers',
      { attackers: ['bear', 'bear'] },
      '$.combat.attackers[1]',
      '508.1a',
    ],
    [
      'CR 508.1b: attacking the active player',
      'declareAttackers',
      { attackers: [{ id: 'bear', attacking: 'A' }] },
      '$.combat.attackers[0].attacking',
      '508.1b',
    ],
    [
      'CR 509.1: blockers before the declare blockers step',
      'declareAttackers',
      { attackers: ['bear'], blockers: {} },
      '$.combat.blockers',
      '509.1',
    ],
    [
      'CR 509.1a: one creature blocking one attacker twice',
      'declareBlockers',
      {
        attackers: ['bear'],
        blockers: [
          { id: 'wall', blocking: 'bear' },
          { id: 'wall', blocking: 'bear' },
        ],
      },
      '$.combat.blockers[1].id',
      '509.1a',
    ],
    [
      'CR 509.1h: blocked before blockers are declared',
      'declareAttackers',
      { attackers: [{ id: 'bear', blocked: true }] },
      '$.combat.attackers[0].blocked',
      '509.1h',
    ],
    [
      'CR 509.1h: unblocked while a blocker blocks it',
      'declareBlockers',
      { attackers: [{ id: 'bear', blocked: false }], blockers: { wall: 'bear' } },
      '$.combat.attackers[0].blocked',
      '509.1h',
    ],
    [
      'CR 510.4: first-strike damage before its step',
      'declareBlockers',
      { attackers: ['bear'], dealtFirstStrike: ['bear'] },
      '$.combat.dealtFirstStrike[0]',
      '510.4',
    ],
  ])('ERR_BOARD_STATE: %s', (_name, step, combat, path, rule) => {
    expect(errorOf(combatBoard(step, combat))).toMatchObject({ code: 'ERR_BOARD_STATE', path, rule });
  });

  it('ERR_BOARD_SCHEMA: an unknown field of an attacker, with its path', () => {
    const error = errorOf(combatBoard('declareAttackers', { attackers: [{ id: 'bear', blockd: true }] }));
    expect(error).toMatchObject({ code: 'ERR_BOARD_SCHEMA', path: '$.combat.attackers[0].blockd' });
  });
});
