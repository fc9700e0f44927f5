import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adversarialValue } from '../../fuzz/adversarial.js';
import { EVERY_CLASS } from '../../fuzz/known-crashes.js';
import { ACTION_FIELDS } from '../../src/engine/action-fields.js';
import { checkedAction } from '../../src/engine/action-shape.js';
import { type Action, apply, defaultPool, type GameState, parseBoard } from '../../src/index.js';

/**
 * Every field of every action has a JSON shape (engine/action-fields.ts), checked once as `apply`
 * takes the action: a field of the wrong kind is `ERR_ACTION` at its path, where walking it used
 * to throw (issue 18, item 5: `targets: 5`, attackers that are names, a division of strings).
 */

const pool = defaultPool();

const parsed = parseBoard(
  {
    turn: { step: 'main1' },
    objects: [
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'forest', card: 'Forest' },
      { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
    ],
  },
  pool,
);
if (!parsed.ok) throw new Error(parsed.error.message);
const state: GameState = parsed.value.state;

/** One action of each kind with its required fields, as the types allow. */
const BASE: { readonly [K in Action['kind']]: Extract<Action, { readonly kind: K }> } = {
  pass: { kind: 'pass' },
  cast: { kind: 'cast', object: 'bolt' },
  activate: { kind: 'activate', object: 'forest', ability: 0 },
  tapForMana: { kind: 'tapForMana', object: 'forest' },
  playLand: { kind: 'playLand', object: 'forest' },
  turnFaceUp: { kind: 'turnFaceUp', object: 'bear' },
  crew: { kind: 'crew', vehicle: 'bear', crew: [] },
  orderTriggers: { kind: 'orderTriggers', order: [] },
  decide: { kind: 'decide' },
  keepLegend: { kind: 'keepLegend', keep: 'bear' },
  declareAttackers: { kind: 'declareAttackers', attackers: [] },
  declareBlockers: { kind: 'declareBlockers', blockers: [] },
  discardToHandSize: { kind: 'discardToHandSize', cards: [] },
  assignCombatDamage: { kind: 'assignCombatDamage', player: 'A', division: {} },
  mulligan: { kind: 'mulligan', player: 'A', keep: true },
  bottom: { kind: 'bottom', player: 'A', cards: [] },
  concede: { kind: 'concede', player: 'A' },
  advance: { kind: 'advance', to: 'main2' },
  resolveStack: { kind: 'resolveStack' },
  resolve: { kind: 'resolve', source: 'Shock', controller: 'A' },
  putOntoBattlefield: { kind: 'putOntoBattlefield', object: 'bolt' },
  move: { kind: 'move', object: 'bear', to: 'graveyard' },
  counters: { kind: 'counters', object: 'bear', counter: '+1/+1', amount: 1 },
  damage: { kind: 'damage', source: 'bear', to: [] },
  attach: { kind: 'attach', object: 'bear', to: 'forest' },
  changeControl: { kind: 'changeControl', object: 'bear', to: 'B' },
  regenerate: { kind: 'regenerate', object: 'bear' },
};

const KINDS = Object.keys(ACTION_FIELDS) as Action['kind'][];

const fieldsOf = (kind: Action['kind']): string[] => {
  const { required, optional } = ACTION_FIELDS[kind];
  return [...Object.keys(required), ...Object.keys(optional)];
};

/** What apply answers for an action a JavaScript caller built, whatever it is. */
const applied = (action: unknown) => apply(state, pool, action as Action);

/** Nested fields of the wrong kind, each where the type names it: the first bad one is reported. */
const ROWS: readonly (readonly [string, unknown, string])[] = [
  ['CR 601.2c: targets are a list of ids, not a number', { ...BASE.cast, targets: 5 }, '$.targets'],
  ['CR 601.2c: each target is an id', { ...BASE.cast, targets: ['B', 3] }, '$.targets[1]'],
  ['CR 601.2d: a division is a record of numbers', { ...BASE.cast, division: { B: 'two' } }, '$.division.B'],
  [
    'CR 601.2d, 107.1a: a share of damage is a whole number',
    { ...BASE.cast, division: { B: 1.5 } },
    '$.division.B',
  ],
  ['CR 700.2a, 107.1b: a mode is not negative', { ...BASE.cast, modes: [0, -1] }, '$.modes[1]'],
  ['CR 608.2d: decisions are a list', { ...BASE.cast, decisions: {} }, '$.decisions'],
  [
    'CR 701.23a: a search looks in a library or a graveyard',
    { ...BASE.cast, decisions: [{ searched: ['hand'] }] },
    '$.decisions[0].searched[0]',
  ],
  ['CR 601.2g: sources are "auto" or a list', { ...BASE.cast, sources: 'all' }, '$.sources'],
  [
    'CR 605.3a: a mana activation names its object',
    { ...BASE.cast, sources: [{ object: 5 }] },
    '$.sources[0].object',
  ],
  [
    'CR 601.2h: costs are named under a verb of cost',
    { ...BASE.cast, costs: { burn: ['bear'] } },
    '$.costs.burn',
  ],
  ['CR 702.51a: convoke names creatures', { ...BASE.cast, convoke: 'bear' }, '$.convoke'],
  ['CR 702.33d, 107.1a: kicked is a whole number', { ...BASE.cast, kicked: 0.5 }, '$.kicked'],
  ['CR 614.12: entry choices are an object', { ...BASE.cast, choices: [] }, '$.choices'],
  ['CR 602.2b: an ability is numbered from 0', { ...BASE.activate, ability: -1 }, '$.ability'],
  ['CR 602.2: the activating player is an id', { ...BASE.activate, player: {} }, '$.player'],
  ['CR 605.3a: the mana chosen is a text', { ...BASE.tapForMana, mana: ['G'] }, '$.mana'],
  ['CR 712.12: a face is named', { ...BASE.playLand, face: 1 }, '$.face'],
  ['CR 702.37e: a morph cost names its objects under a verb', { ...BASE.turnFaceUp, costs: [] }, '$.costs'],
  ['CR 702.122: the crew is a list of creatures', { ...BASE.crew, crew: { bear: true } }, '$.crew'],
  ['CR 603.3b: each trigger ordered is named', { ...BASE.orderTriggers, order: ['a1'] }, '$.order[0]'],
  [
    'CR 603.3d: a trigger divides its damage by a record of numbers',
    { ...BASE.orderTriggers, order: [{ trigger: 'a1', division: { B: null } }] },
    '$.order[0].division.B',
  ],
  [
    'CR 608.2g: a decision pays with a list of mana activations',
    { ...BASE.decide, sources: 'auto' },
    '$.sources',
  ],
  ['CR 608.2d: may is true or false', { ...BASE.decide, may: 'yes' }, '$.may'],
  ['CR 704.5j: the permanent kept is an id', { ...BASE.keepLegend, keep: ['bear'] }, '$.keep'],
  [
    'CR 508.1a: each attack declaration is an object naming its attacker',
    { ...BASE.declareAttackers, attackers: ['bear'] },
    '$.attackers[0]',
  ],
  [
    'CR 508.1b: what an attacker attacks is an id',
    { ...BASE.declareAttackers, attackers: [{ attacker: 'bear', attacking: 2 }] },
    '$.attackers[0].attacking',
  ],
  [
    'CR 509.1a: a block names its attacker',
    { ...BASE.declareBlockers, blockers: [{ blocker: 'bear' }] },
    '$.blockers[0].attacker',
  ],
  ['CR 514.1: the cards discarded are a list', { ...BASE.discardToHandSize, cards: 'bear' }, '$.cards'],
  [
    'CR 510.1c: combat damage divided is a record of records of numbers',
    { ...BASE.advance, damage: { bear: 3 } },
    '$.damage.bear',
  ],
  [
    'CR 502.3: the permanents kept tapped are a list',
    { ...BASE.advance, keepTapped: 'bear' },
    '$.keepTapped',
  ],
  ['CR 608.2: a resolving source is a name or an id', { ...BASE.resolve, source: 7 }, '$.source'],
  [
    'CR 107.3m: an entering X is a whole number from 0',
    { ...BASE.putOntoBattlefield, choices: { x: -4 } },
    '$.choices.x',
  ],
  [
    'CR 601.2a: the zone a spell was cast from is one it can be cast from',
    { ...BASE.putOntoBattlefield, choices: { castFrom: 'moon' } },
    '$.choices.castFrom',
  ],
  [
    'CR 707.2b: copiable values name their card',
    { ...BASE.putOntoBattlefield, choices: { copy: {} } },
    '$.choices.copy.card',
  ],
  ['CR 400.1: an object moves to one of the zones', { ...BASE.move, to: 'nowhere' }, '$.to'],
  ['CR 122.1: the kind of counter is named', { ...BASE.counters, counter: 1 }, '$.counter'],
  [
    'CR 120.1: each recipient of damage is named',
    { ...BASE.damage, to: [{ to: 5, amount: 1 }] },
    '$.to[0].to',
  ],
  ['CR 701.3: what is attached to is an id', { ...BASE.attach, to: null }, '$.to'],
  [
    'CR 613.1b: until end of turn is true or false',
    { ...BASE.changeControl, untilEndOfTurn: 1 },
    '$.untilEndOfTurn',
  ],
  ['CR 701.19a: what regenerates is an id', { ...BASE.regenerate, object: [] }, '$.object'],
  ['CR 117.3d: the player who passes is an id', { ...BASE.pass, player: 1 }, '$.player'],
  [
    'CR 510.1c: a combat damage division is amounts by recipient, by creature',
    { ...BASE.assignCombatDamage, division: { bear: { B: 'two' } } },
    '$.division.bear.B',
  ],
  ['CR 103.5: a mulligan declaration is keep or not', { ...BASE.mulligan, keep: 'yes' }, '$.keep'],
  ['CR 103.5: the cards put on the bottom are ids', { ...BASE.bottom, cards: [1] }, '$.cards[0]'],
  ['CR 104.3a: the player who concedes is an id', { ...BASE.concede, player: {} }, '$.player'],
];

describe('an action whose fields are of the wrong kind is ERR_ACTION at the first bad one (issue 18, item 5)', () => {
  it.each(ROWS)('%s', (_name, action, path) => {
    const done = applied(action);
    expect(done.ok ? null : { code: done.error.code, path: done.error.path }).toStrictEqual({
      code: 'ERR_ACTION',
      path,
    });
  });

  it('a number of the wrong kind cites the rule it breaks: CR 107.1b (not negative), 107.1a (whole)', () => {
    const rules = [
      { ...BASE.activate, ability: -1 },
      { ...BASE.cast, kicked: 0.5 },
    ].map((action) => {
      const done = applied(action);
      return done.ok ? null : done.error.rule;
    });
    expect(rules).toStrictEqual(['107.1b', '107.1a']);
  });

  it('every kind with a field has a row above', () => {
    const covered = new Set(ROWS.map(([, action]) => (action as Action).kind));
    expect(KINDS.filter((k) => fieldsOf(k).length > 0 && !covered.has(k))).toStrictEqual([]);
  });

  it.each(KINDS)('%s: null in each of its fields is refused at that field', (kind) => {
    const paths = fieldsOf(kind).map((field) => {
      const done = applied({ ...BASE[kind], [field]: null });
      return done.ok ? 'accepted' : `${done.error.code} ${done.error.path}`;
    });
    expect(paths).toStrictEqual(fieldsOf(kind).map((field) => `ERR_ACTION $.${field}`));
  });

  it('any value in any field of any kind: apply answers a Result, and the shape check ok or ERR_ACTION', () => {
    const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), adversarialValue(EVERY_CLASS));
    const kindAndField = fc
      .constantFrom(...KINDS)
      .chain((kind) => fc.tuple(fc.constant(kind), fc.constantFrom(...fieldsOf(kind), 'kind')));
    fc.assert(
      fc.property(kindAndField, value, ([kind, field], v) => {
        const action = { ...BASE[kind], [field]: v };
        const checked = checkedAction(action);
        // An announced X has its own code (CR 107.3a).
        const codes = field === 'x' ? ['ERR_ACTION', 'ERR_X_VALUE'] : ['ERR_ACTION'];
        if (!checked.ok) expect(codes).toContain(checked.error.code);
        const done = applied(action);
        expect(typeof done.ok).toBe('boolean');
      }),
      { numRuns: 400, seed: 18 },
    );
  });
});
