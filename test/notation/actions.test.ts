import { describe, expect, it } from 'vitest';
import { boardActionPath } from '../../src/notation/action-report.js';
import { makeBoard } from '../../src/notation/make-board.js';
import { FAKE_POOL } from './fake-pool.js';
import { errorOf, parsed } from './helpers.js';

/** A board with a few things to name: A's bear and goyf, B's clone in hand and ornithopter. */
const OBJECTS = [
  { id: 'bear', card: 'Grizzly Bears' },
  { id: 'goyf', card: 'Tarmogoyf' },
  { id: 'clay', card: 'Primal Clay', zone: 'hand' },
  { id: 'clone', card: 'Clone', zone: 'hand', owner: 'B' },
  { id: 'thopter', card: 'Ornithopter', controller: 'B' },
  { id: 'aura', card: 'Ensoul Artifact' },
  { id: 'factory', card: "Mishra's Factory" },
  { id: 'land', card: "Mishra's Factory", zone: 'hand' },
];
const withActions = (...actions: unknown[]) => ({ objects: OBJECTS, actions });
const actionOf = (action: unknown) => parsed(withActions(action)).actions[0];

/** The action as makeBoard writes it back. */
const remade = (action: unknown) => {
  const { state, actions } = parsed(withActions(action));
  return makeBoard(state, FAKE_POOL, actions).actions?.[0];
};

describe('board actions: every verb is the engine action it names', () => {
  it.each([
    [
      'resolve a card',
      { resolve: 'lightning bolt', targets: ['B'], x: 0 },
      { kind: 'resolve', source: 'Lightning Bolt', controller: 'A', targets: ['B'], x: 0 },
    ],
    [
      "resolve an object's ability",
      { resolve: 'goyf', ability: 1, controller: 'B' },
      { kind: 'resolve', source: 'goyf', ability: 1, controller: 'B' },
    ],
    [
      'activate',
      { activate: 'goyf', ability: 0, targets: ['bear', 'B'], x: 2 },
      { kind: 'activate', object: 'goyf', ability: 0, targets: ['bear', 'B'], x: 2 },
    ],
    [
      'activate, by another player (CR 602.2: "Any player may activate this ability")',
      { activate: 'goyf', ability: 0, player: 'B' },
      { kind: 'activate', object: 'goyf', ability: 0, player: 'B' },
    ],
    [
      'activate, with the mana chosen (CR 608.2d)',
      { activate: 'goyf', ability: 0, mana: '{G}' },
      { kind: 'activate', object: 'goyf', ability: 0, mana: '{G}' },
    ],
    [
      'activate, with the objects its cost sacrifices (CR 601.2h, 602.2b)',
      { activate: 'goyf', ability: 0, costs: { sacrifice: ['bear'] } },
      { kind: 'activate', object: 'goyf', ability: 0, costs: { sacrifice: ['bear'] } },
    ],
    [
      "resolve an object's ability, with the mana chosen (CR 608.2d)",
      { resolve: 'goyf', ability: 0, mana: '{R}' },
      { kind: 'resolve', source: 'goyf', ability: 0, controller: 'A', mana: '{R}' },
    ],
    ['enter', { enter: 'clay' }, { kind: 'putOntoBattlefield', object: 'clay' }],
    [
      'enter, with a controller and choices',
      { enter: 'clay', controller: 'B', choices: { option: '3/3', opponent: 'A', x: 1 } },
      {
        kind: 'putOntoBattlefield',
        object: 'clay',
        controller: 'B',
        choices: { option: '3/3', opponent: 'A', x: 1 },
      },
    ],
    [
      'CR 707.5: enter as a copy: copyOf names the object, whose values are copied as it enters',
      { enter: 'clone', choices: { copyOf: 'bear' } },
      { kind: 'putOntoBattlefield', object: 'clone', choices: { copyOf: 'bear' } },
    ],
    [
      'enter as a copy given directly',
      { enter: 'clone', choices: { copy: { card: 'primal clay', option: '2/2 flying' } } },
      {
        kind: 'putOntoBattlefield',
        object: 'clone',
        choices: { copy: { card: 'Primal Clay', option: '2/2 flying' } },
      },
    ],
    ['move', { move: 'bear', to: 'exile' }, { kind: 'move', object: 'bear', to: 'exile' }],
    [
      'counters',
      { counters: 'bear', counter: '+1/+1', amount: 2 },
      { kind: 'counters', object: 'bear', counter: '+1/+1', amount: 2 },
    ],
    [
      'counters removed',
      { counters: 'bear', counter: '-1/-1', amount: -1 },
      { kind: 'counters', object: 'bear', counter: '-1/-1', amount: -1 },
    ],
    [
      'damage, by recipient',
      { damage: 'goyf', to: { bear: 3, B: 2 } },
      {
        kind: 'damage',
        source: 'goyf',
        to: [
          { to: 'bear', amount: 3 },
          { to: 'B', amount: 2 },
        ],
      },
    ],
    [
      'damage, as a list',
      { damage: 'goyf', to: [{ to: 'bear', amount: 1 }] },
      { kind: 'damage', source: 'goyf', to: [{ to: 'bear', amount: 1 }] },
    ],
    ['attach', { attach: 'aura', to: 'thopter' }, { kind: 'attach', object: 'aura', to: 'thopter' }],
    [
      'gainControl',
      { gainControl: 'thopter', player: 'A', untilEndOfTurn: true },
      { kind: 'changeControl', object: 'thopter', to: 'A', untilEndOfTurn: true },
    ],
    [
      'gainControl for good',
      { gainControl: 'thopter', player: 'A', untilEndOfTurn: false },
      { kind: 'changeControl', object: 'thopter', to: 'A' },
    ],
    [
      'crew',
      { crew: 'thopter', with: ['bear', 'goyf'] },
      { kind: 'crew', vehicle: 'thopter', crew: ['bear', 'goyf'] },
    ],
    ['regenerate', { regenerate: 'bear' }, { kind: 'regenerate', object: 'bear' }],
    [
      'attack, by attacker',
      { attack: { bear: 'B', goyf: 'thopter' } },
      {
        kind: 'declareAttackers',
        attackers: [
          { attacker: 'bear', attacking: 'B' },
          { attacker: 'goyf', attacking: 'thopter' },
        ],
      },
    ],
    [
      'attack, as a list: a bare id attacks the default',
      { attack: ['bear', { attacker: 'goyf', attacking: 'B' }] },
      {
        kind: 'declareAttackers',
        attackers: [{ attacker: 'bear' }, { attacker: 'goyf', attacking: 'B' }],
      },
    ],
    ['attack with nothing', { attack: [] }, { kind: 'declareAttackers', attackers: [] }],
    [
      'block, by blocker',
      { block: { thopter: 'bear' } },
      { kind: 'declareBlockers', blockers: [{ blocker: 'thopter', attacker: 'bear' }] },
    ],
    [
      'block, as a list',
      { block: [{ blocker: 'thopter', attacker: 'goyf' }] },
      { kind: 'declareBlockers', blockers: [{ blocker: 'thopter', attacker: 'goyf' }] },
    ],
    ['advance', { advance: 'end' }, { kind: 'advance', to: 'end' }],
    [
      'advance, dividing combat damage',
      { advance: 'combatDamage', damage: { bear: { thopter: 1, B: 1 } } },
      { kind: 'advance', to: 'combatDamage', damage: { bear: { thopter: 1, B: 1 } } },
    ],
    [
      'advance, keeping permanents tapped (CR 502.3)',
      { advance: 'upkeep', keepTapped: ['bear'] },
      { kind: 'advance', to: 'upkeep', keepTapped: ['bear'] },
    ],
    [
      'cast, paying with mana abilities (CR 601.2g)',
      { cast: 'clay', sources: ['factory', { object: 'factory', ability: 0, mana: '{C}' }] },
      {
        kind: 'cast',
        object: 'clay',
        sources: [{ object: 'factory' }, { object: 'factory', ability: 0, mana: '{C}' }],
      },
    ],
    [
      'cast, the engine choosing the mana abilities that pay (CR 601.2g)',
      { cast: 'clay', sources: 'auto' },
      { kind: 'cast', object: 'clay', sources: 'auto' },
    ],
    [
      'cast, with the way its additional cost is paid and the objects paying it (CR 118.8, 601.2b, 601.2h)',
      { cast: 'clay', additional: 0, costs: { sacrifice: ['bear'], reveal: ['land'] } },
      { kind: 'cast', object: 'clay', additional: 0, costs: { sacrifice: ['bear'], reveal: ['land'] } },
    ],
    [
      'activate, paying with a mana ability',
      { activate: 'factory', ability: 1, sources: ['factory'] },
      { kind: 'activate', object: 'factory', ability: 1, sources: [{ object: 'factory' }] },
    ],
    ['pass, by the player with priority (CR 117.3d)', { pass: 'B' }, { kind: 'pass', player: 'B' }],
    ['pass, by whoever holds priority', { pass: true }, { kind: 'pass' }],
    ['resolveStack (CR 117.4, 405.5)', { resolveStack: true }, { kind: 'resolveStack' }],
    ['playLand (CR 305.1)', { playLand: 'land' }, { kind: 'playLand', object: 'land' }],
    ['tapForMana (CR 605.3a)', { tapForMana: 'factory' }, { kind: 'tapForMana', object: 'factory' }],
    [
      'tapForMana, with the ability and the mana chosen',
      { tapForMana: 'factory', ability: 0, mana: '{C}' },
      { kind: 'tapForMana', object: 'factory', ability: 0, mana: '{C}' },
    ],
    [
      'orderTriggers (CR 603.3b-d): by source or by id, with targets and modes',
      { orderTriggers: ['bear', { trigger: 'goyf', targets: ['thopter', 'B'], modes: [1] }] },
      {
        kind: 'orderTriggers',
        order: [{ trigger: 'bear' }, { trigger: 'goyf', targets: ['thopter', 'B'], modes: [1] }],
      },
    ],
    ['decide: "you may" (CR 608.2d)', { decide: { may: true } }, { kind: 'decide', may: true }],
    [
      'decide: the creature type chosen as a permanent spell enters (CR 614.12)',
      { decide: { choices: { creatureType: 'Elf' } } },
      { kind: 'decide', choices: { creatureType: 'Elf' } },
    ],
    [
      'decide: the opponent chosen as a permanent spell enters (CR 614.12)',
      { decide: { choices: { opponent: 'B' } } },
      { kind: 'decide', choices: { opponent: 'B' } },
    ],
    [
      'enter, with a colour and a creature type chosen (CR 614.12)',
      { enter: 'clay', choices: { color: 'G', creatureType: 'Elf' } },
      { kind: 'putOntoBattlefield', object: 'clay', choices: { color: 'G', creatureType: 'Elf' } },
    ],
    [
      'decide: mana paid with a mana ability first (CR 608.2g)',
      { decide: { may: true, sources: ['factory'] } },
      { kind: 'decide', may: true, sources: [{ object: 'factory' }] },
    ],
    [
      'decide: the decisions of a scry (CR 701.22a)',
      { decide: { decisions: [{ top: ['clay'], bottom: ['clone'] }] } },
      { kind: 'decide', decisions: [{ top: ['clay'], bottom: ['clone'] }] },
    ],
    [
      'decide: words a choice names, not ids: "untap" (CR 701.26b), a colour, a land type (608.2d, 612.1)',
      { decide: { decisions: [{ chosen: ['untap'] }, { chosen: ['R'] }, { chosen: ['Swamp', 'Island'] }] } },
      {
        kind: 'decide',
        decisions: [{ chosen: ['untap'] }, { chosen: ['R'] }, { chosen: ['Swamp', 'Island'] }],
      },
    ],
    [
      'discard to hand size (CR 514.1)',
      { discard: ['clay', 'land'] },
      { kind: 'discardToHandSize', cards: ['clay', 'land'] },
    ],
  ])('%s', (_name, written, action) => {
    expect(actionOf(written)).toStrictEqual(action);
  });
});

describe('board actions: references are checked, with the JSON path and a suggestion', () => {
  it.each([
    ['resolve: a target', { resolve: 'goyf', targets: ['beer'] }, '$.actions[0].targets[0]'],
    ['activate: the object', { activate: 'gofy', ability: 0 }, '$.actions[0].activate'],
    ['activate: the player', { activate: 'goyf', ability: 0, player: 'C' }, '$.actions[0].player'],
    ['activate: a target', { activate: 'goyf', ability: 0, targets: ['C'] }, '$.actions[0].targets[0]'],
    [
      'activate: an object its cost taps',
      { activate: 'goyf', ability: 0, costs: { tap: ['baer'] } },
      '$.actions[0].costs.tap[0]',
    ],
    ['enter: the object', { enter: 'klay' }, '$.actions[0].enter'],
    ['enter: the controller', { enter: 'clay', controller: 'C' }, '$.actions[0].controller'],
    ['enter: copyOf', { enter: 'clone', choices: { copyOf: 'baer' } }, '$.actions[0].choices.copyOf'],
    ['enter: an opponent', { enter: 'clay', choices: { opponent: 'C' } }, '$.actions[0].choices.opponent'],
    [
      'decide: an opponent',
      { decide: { choices: { opponent: 'C' } } },
      '$.actions[0].decide.choices.opponent',
    ],
    ['enter: an option', { enter: 'clay', choices: { option: '4/4' } }, '$.actions[0].choices.option'],
    ['move', { move: 'bearr', to: 'hand' }, '$.actions[0].move'],
    ['counters', { counters: 'bearr', counter: '+1/+1', amount: 1 }, '$.actions[0].counters'],
    ['damage: the source', { damage: 'gof', to: { bear: 1 } }, '$.actions[0].damage'],
    ['damage: a recipient', { damage: 'goyf', to: { bear: 1, baer: 2 } }, '$.actions[0].to.baer'],
    [
      'damage: a recipient in a list',
      { damage: 'goyf', to: [{ to: 'X', amount: 1 }] },
      '$.actions[0].to[0].to',
    ],
    ['attach: the object', { attach: 'aure', to: 'thopter' }, '$.actions[0].attach'],
    ['attach: the host', { attach: 'aura', to: 'thoper' }, '$.actions[0].to'],
    ['gainControl: the object', { gainControl: 'thoper', player: 'A' }, '$.actions[0].gainControl'],
    ['gainControl: the player', { gainControl: 'thopter', player: 'C' }, '$.actions[0].player'],
    ['crew: the vehicle', { crew: 'thoper', with: ['bear'] }, '$.actions[0].crew'],
    ['crew: a creature', { crew: 'thopter', with: ['bear', 'gofy'] }, '$.actions[0].with[1]'],
    ['regenerate', { regenerate: 'beer' }, '$.actions[0].regenerate'],
    ['attack: an attacker', { attack: { beer: 'B' } }, '$.actions[0].attack.beer'],
    ['attack: a defender', { attack: { bear: 'Q' } }, '$.actions[0].attack.bear'],
    ['attack: an attacker in a list', { attack: ['bear', 'beer'] }, '$.actions[0].attack[1]'],
    [
      'attack: a defender in a list',
      { attack: [{ attacker: 'bear', attacking: 'Q' }] },
      '$.actions[0].attack[0].attacking',
    ],
    ['block: a blocker', { block: { thoper: 'bear' } }, '$.actions[0].block.thoper'],
    [
      'block: an attacker',
      { block: [{ blocker: 'thopter', attacker: 'beer' }] },
      '$.actions[0].block[0].attacker',
    ],
    [
      'advance: an attacker',
      { advance: 'combatDamage', damage: { beer: { B: 1 } } },
      '$.actions[0].damage.beer',
    ],
    [
      'advance: a recipient',
      { advance: 'combatDamage', damage: { bear: { thoper: 1 } } },
      '$.actions[0].damage.bear.thoper',
    ],
    [
      'advance: a permanent kept tapped',
      { advance: 'upkeep', keepTapped: ['beer'] },
      '$.actions[0].keepTapped[0]',
    ],
    ['cast: a mana source', { cast: 'clay', sources: ['factroy'] }, '$.actions[0].sources[0]'],
    [
      'cast: an object paying its additional cost (CR 601.2h)',
      { cast: 'clay', costs: { sacrifice: ['bear', 'baer'] } },
      '$.actions[0].costs.sacrifice[1]',
    ],
    [
      'activate: a mana source',
      { activate: 'goyf', ability: 0, sources: [{ object: 'x' }] },
      '$.actions[0].sources[0]',
    ],
    ['pass: the player', { pass: 'C' }, '$.actions[0].pass'],
    ['playLand', { playLand: 'lnd' }, '$.actions[0].playLand'],
    ['tapForMana', { tapForMana: 'factroy' }, '$.actions[0].tapForMana'],
    ['orderTriggers: a trigger', { orderTriggers: ['a9'] }, '$.actions[0].orderTriggers[0]'],
    [
      'orderTriggers: a trigger in the full form',
      { orderTriggers: [{ trigger: 'baer' }] },
      '$.actions[0].orderTriggers[0].trigger',
    ],
    [
      'orderTriggers: a target',
      { orderTriggers: [{ trigger: 'bear', targets: ['C'] }] },
      '$.actions[0].orderTriggers[0].targets[0]',
    ],
    ['decide: a mana source', { decide: { sources: ['factroy'] } }, '$.actions[0].decide.sources[0]'],
    ['discard: a card', { discard: ['clay', 'caly'] }, '$.actions[0].discard[1]'],
    [
      'cast: a card a decision names (CR 608.2d)',
      { cast: 'clay', decisions: [{ top: ['bear'], bottom: ['bera'] }] },
      '$.actions[0].decisions[0].bottom[0]',
    ],
    [
      'resolve: what a decision chose',
      { resolve: 'goyf', ability: 0, decisions: [{ chosen: ['B', 'C'] }] },
      '$.actions[0].decisions[0].chosen[1]',
    ],
    [
      'decide: a card a decision names',
      { decide: { decisions: [{}, { cards: ['caly'] }] } },
      '$.actions[0].decide.decisions[1].cards[0]',
    ],
  ])('%s', (_name, action, path) => {
    const error = errorOf(withActions(action));
    expect(error).toMatchObject({ code: 'ERR_BOARD_REFERENCE', path });
  });

  it('suggests the id meant', () => {
    expect(errorOf(withActions({ move: 'bearr', to: 'hand' })).message).toContain('did you mean "bear"?');
    expect(errorOf(withActions({ damage: 'goyf', to: { baer: 1 } })).message).toContain(
      'did you mean "bear"?',
    );
  });

  it('a later action may name a token an earlier one creates: an o<n> id not yet issued', () => {
    const board = {
      ...withActions({ resolve: 'Giant Growth' }, { move: 'o9', to: 'exile' }),
      next: { id: 9 },
    };
    expect(parsed(board).actions[1]).toStrictEqual({ kind: 'move', object: 'o9', to: 'exile' });
    const first = { ...withActions({ move: 'o9', to: 'exile' }), next: { id: 9 } };
    expect(errorOf(first)).toMatchObject({ code: 'ERR_BOARD_REFERENCE', path: '$.actions[0].move' });
    const issued = {
      ...withActions({ resolve: 'Giant Growth' }, { move: 'o8', to: 'exile' }),
      next: { id: 9 },
    };
    expect(errorOf(issued)).toMatchObject({ code: 'ERR_BOARD_REFERENCE', path: '$.actions[1].move' });
  });

  it('orderTriggers names a trigger waiting in the file, or from the second action on one not yet issued (a<n>)', () => {
    const trigger = {
      id: 'a7',
      source: 'bear',
      ability: 0,
      def: { kind: 'triggered', text: 'x', trigger: { kind: 'entersBattlefield' }, instructions: [] },
    };
    const waiting = { objects: OBJECTS, triggered: [trigger], actions: [{ orderTriggers: ['a7'] }] };
    expect(parsed(waiting).actions).toStrictEqual([{ kind: 'orderTriggers', order: [{ trigger: 'a7' }] }]);
    const later = withActions({ enter: 'clay' }, { orderTriggers: ['a1'] });
    expect(parsed(later).actions[1]).toStrictEqual({ kind: 'orderTriggers', order: [{ trigger: 'a1' }] });
    const issued = { ...withActions({ enter: 'clay' }, { orderTriggers: ['a6'] }), triggered: [trigger] };
    expect(errorOf(issued)).toMatchObject({
      code: 'ERR_BOARD_REFERENCE',
      path: '$.actions[1].orderTriggers[0]',
    });
  });

  it.each([
    [
      'CR 102.3: the chosen opponent is the controller',
      { enter: 'clone', choices: { opponent: 'B' } },
      '$.actions[0].choices.opponent',
    ],
  ])('ERR_BOARD_STATE: %s', (_name, action, path) => {
    expect(errorOf(withActions(action))).toMatchObject({ code: 'ERR_BOARD_STATE', path });
  });
});

describe('board actions: the shape, checked against the verb given', () => {
  it.each([
    ['not an object', 'bear', '$.actions[0]', 'an action is an object'],
    ['no verb', { to: 'hand' }, '$.actions[0]', 'an action needs one verb key'],
    ['a misspelt verb', { atack: { bear: 'B' } }, '$.actions[0].atack', 'did you mean "attack"?'],
    ['two verbs', { move: 'bear', attach: 'aura', to: 'hand' }, '$.actions[0].attach', 'one verb per action'],
    [
      'a misspelt field',
      { activate: 'goyf', abilty: 0 },
      '$.actions[0].abilty',
      'unknown field "abilty" for "activate"; did you mean "ability"?',
    ],
    ['a missing field', { activate: 'goyf' }, '$.actions[0].ability', 'missing "ability"'],
    ['an unknown zone', { move: 'bear', to: 'grave' }, '$.actions[0].to', 'not one of'],
    ['an unknown step', { advance: 'combat' }, '$.actions[0].advance', 'not one of'],
    ['negative damage', { damage: 'goyf', to: { bear: -1 } }, '$.actions[0].to.bear', 'minimum'],
    [
      'a number for an attacker',
      { attack: [{ attacker: 3 }] },
      '$.actions[0].attack[0].attacker',
      'expected',
    ],
    ['a block that is neither form', { block: 'bear' }, '$.actions[0].block', 'expected'],
    [
      'CR 105.1: a colour written as a word, not one of W, U, B, R, G',
      { enter: 'clay', choices: { color: 'green' } },
      '$.actions[0].choices.color',
      'not one of',
    ],
    [
      'CR 614.12: decide chooses a colour, a creature type or an opponent, nothing else as it enters',
      { decide: { choices: { x: 2 } } },
      '$.actions[0].decide.choices.x',
      'unknown field',
    ],
  ])('%s', (_name, action, path, message) => {
    const error = errorOf(withActions(action));
    expect(error).toMatchObject({ code: 'ERR_BOARD_SCHEMA', path });
    expect(error.message).toContain(message);
  });

  it('CR 107.1a: a fractional amount is a numbers error', () => {
    const error = errorOf(withActions({ counters: 'bear', counter: '+1/+1', amount: 1.5 }));
    expect(error).toMatchObject({ code: 'ERR_NUMBER', path: '$.actions[0].amount', rule: '107.1a' });
  });

  it('`damage` beside `advance` divides combat damage: the verb is advance', () => {
    expect(actionOf({ advance: 'combatDamage', damage: {} })).toStrictEqual({
      kind: 'advance',
      to: 'combatDamage',
    });
  });
});

describe('board actions: makeBoard writes each canonically', () => {
  it.each([
    [
      'the default controller left out',
      { resolve: 'Giant Growth', controller: 'A' },
      { resolve: 'Giant Growth' },
    ],
    [
      'lists of pairs as objects when that keeps them in order',
      {
        damage: 'goyf',
        to: [
          { to: 'bear', amount: 1 },
          { to: 'B', amount: 2 },
        ],
      },
      { damage: 'goyf', to: { bear: 1, B: 2 } },
    ],
    [
      'a recipient twice stays a list',
      {
        damage: 'goyf',
        to: [
          { to: 'bear', amount: 1 },
          { to: 'bear', amount: 2 },
        ],
      },
      {
        damage: 'goyf',
        to: [
          { to: 'bear', amount: 1 },
          { to: 'bear', amount: 2 },
        ],
      },
    ],
    [
      'attackers with their defenders as an object',
      { attack: [{ attacker: 'bear', attacking: 'B' }] },
      { attack: { bear: 'B' } },
    ],
    [
      'an attacker without a defender as its id',
      { attack: ['bear', { attacker: 'goyf', attacking: 'B' }] },
      { attack: ['bear', { attacker: 'goyf', attacking: 'B' }] },
    ],
    ['no attackers', { attack: {} }, { attack: [] }],
    [
      'blockers as an object',
      { block: [{ blocker: 'thopter', attacker: 'bear' }] },
      { block: { thopter: 'bear' } },
    ],
    [
      'a blocker of two attackers stays a list',
      {
        block: [
          { blocker: 'thopter', attacker: 'bear' },
          { blocker: 'thopter', attacker: 'goyf' },
        ],
      },
      {
        block: [
          { blocker: 'thopter', attacker: 'bear' },
          { blocker: 'thopter', attacker: 'goyf' },
        ],
      },
    ],
    [
      'gainControl for good without untilEndOfTurn',
      { gainControl: 'thopter', player: 'A', untilEndOfTurn: false },
      { gainControl: 'thopter', player: 'A' },
    ],
    [
      'enter with copyOf, kept as the object to copy',
      { enter: 'clone', choices: { copyOf: 'bear' } },
      { enter: 'clone', choices: { copyOf: 'bear' } },
    ],
    ['enter with no choices', { enter: 'clay', choices: {} }, { enter: 'clay' }],
    ['advance without an empty division', { advance: 'end', damage: {} }, { advance: 'end' }],
    ['pass by whoever holds priority', { pass: true }, { pass: true }],
    ['resolveStack', { resolveStack: true }, { resolveStack: true }],
    ['playLand', { playLand: 'land' }, { playLand: 'land' }],
    [
      'tapForMana with its ability and mana',
      { tapForMana: 'factory', ability: 0, mana: '{C}' },
      { tapForMana: 'factory', ability: 0, mana: '{C}' },
    ],
    [
      'a mana source with nothing more to say as its id',
      { cast: 'clay', sources: [{ object: 'factory' }, { object: 'factory', mana: '{C}' }] },
      { cast: 'clay', sources: ['factory', { object: 'factory', mana: '{C}' }] },
    ],
    [
      'mana sources chosen by the engine',
      { activate: 'goyf', ability: 0, sources: 'auto' },
      { activate: 'goyf', ability: 0, sources: 'auto' },
    ],
    [
      'a trigger with nothing more to say as its id',
      { orderTriggers: [{ trigger: 'bear' }, { trigger: 'goyf', targets: ['B'] }] },
      { orderTriggers: ['bear', { trigger: 'goyf', targets: ['B'] }] },
    ],
    [
      'decide, its mana sources as ids',
      { decide: { may: true, sources: [{ object: 'factory' }] } },
      { decide: { may: true, sources: ['factory'] } },
    ],
    ['discard', { discard: ['clay'] }, { discard: ['clay'] }],
  ])('%s', (_name, written, canonical) => {
    expect(remade(written)).toStrictEqual(canonical);
  });

  it('ids that are whole numbers keep their order in the list form', () => {
    const board = {
      objects: [
        { id: 'z', card: 'Grizzly Bears' },
        { id: '7', card: 'Grizzly Bears', controller: 'B' },
      ],
      actions: [
        {
          damage: 'z',
          to: [
            { to: 'z', amount: 1 },
            { to: '7', amount: 1 },
          ],
        },
      ],
    };
    const { state, actions } = parsed(board);
    expect(makeBoard(state, FAKE_POOL, actions).actions).toStrictEqual(board.actions);
  });
});

describe("a refusal's path in the board file", () => {
  it.each([
    [{ kind: 'move', object: 'bear', to: 'hand' } as const, '$.object', '$.actions[3].move'],
    [{ kind: 'changeControl', object: 'bear', to: 'B' } as const, '$.to', '$.actions[3].player'],
    [{ kind: 'crew', vehicle: 'v', crew: ['a', 'b'] } as const, '$.crew[1]', '$.actions[3].with[1]'],
    [{ kind: 'declareAttackers', attackers: [] } as const, '$.attackers[0].attacker', '$.actions[3].attack'],
    [{ kind: 'advance', to: 'end' } as const, '$.damage.bear', '$.actions[3].damage.bear'],
    [{ kind: 'advance', to: 'end' } as const, '$.kind', '$.actions[3]'],
    [{ kind: 'regenerate', object: 'bear' } as const, undefined, '$.actions[3]'],
    [{ kind: 'decide', may: true } as const, '$.decisions[0]', '$.actions[3].decide.decisions[0]'],
    [{ kind: 'decide', may: true } as const, '$.sources[1].mana', '$.actions[3].decide.sources'],
    [
      { kind: 'orderTriggers', order: [] } as const,
      '$.order[1].targets[0]',
      '$.actions[3].orderTriggers[1].targets[0]',
    ],
    [{ kind: 'pass' } as const, '$.kind', '$.actions[3]'],
    [{ kind: 'discardToHandSize', cards: [] } as const, '$.cards[2]', '$.actions[3].discard[2]'],
  ])('%j at %s', (action, enginePath, path) => {
    expect(boardActionPath(action, 3, enginePath)).toBe(path);
  });
});
