import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import type { ActivatedDef, TriggeredDef } from '../../src/state/stack.js';
import type { EntryChoices, GameState } from '../../src/state/types.js';
import type { StateErrorCode } from '../../src/state/validate/problem.js';
import { validateState } from '../../src/state/validate.js';
import type { Color } from '../../src/symbols/colors.js';
import { FAKE_POOL } from '../notation/fake-pool.js';
import {
  ABILITY,
  ability,
  BASE,
  combat,
  delayed,
  edit,
  effect,
  GROWTH,
  obj,
  PING,
  player,
  SOLDIER,
  SPELL,
  spell,
  stack,
  turn,
  waiting,
} from './base-state.js';

/**
 * validateState, one row per invariant: a state built in code (base-state.ts), valid but for
 * the one change the row makes, and the code, JSON path and rule of the problem it must report.
 * Each row is named after the rule the invariant comes from, where there is one; ids and
 * references are the library's own.
 */

const STATE = 'ERR_STATE';
const REF = 'ERR_STATE_REFERENCE';
const DUP = 'ERR_STATE_DUPLICATE_ID';
const NUM = 'ERR_NUMBER';
const CARD = 'ERR_UNKNOWN_CARD';

type Row = readonly [name: string, state: GameState, code: StateErrorCode, path: string, rule?: string];

/** CR 510.1: `player` still to assign the attacking bear's combat damage (as though it weren't blocked). */
const assigning = (player: string) => ({
  asked: [
    {
      player,
      firstStrike: false,
      creatures: [{ creature: 'bear', amount: 2, recipients: [], lethal: {}, asThoughUnblocked: 'B' }],
    },
  ],
  division: {},
});
const AWAITING = { player: 'A', what: 'scry 1', path: '$.decisions[0]', rule: '701.22a' };
const STATIC = { kind: 'static', text: '', effect: GROWTH } as AbilityDef as ActivatedDef;

const ROWS: readonly Row[] = [
  // Ids: players, objects, effects and abilities share one namespace.
  ['two objects with one id', obj(1, { id: 'bear' }), DUP, '$.objects[1].id'],
  ['an effect with a player id', effect({ id: 'B' }), DUP, '$.effects[0].id'],
  ['an ability on the stack with an object id', ability({ id: 'clay' }), DUP, '$.stack[1].id'],
  [
    'a waiting trigger with the id of an ability on the stack',
    waiting({ id: 'a5' }),
    DUP,
    '$.triggered[0].id',
  ],
  ['CR 112.1: one card, two spells', stack(SPELL, ABILITY, SPELL), DUP, '$.stack[2].id'],
  // Players and the turn.
  ['CR 102.1: no players', edit({ players: [] }), STATE, '$.players', '102.1'],
  ['CR 107.1a: a fractional life total', player(0, { life: 19.5 }), NUM, '$.players[0].life', '107.1a'],
  [
    'CR 122.1, 107.1b: negative poison counters',
    player(1, { counters: { poison: -1 } }),
    NUM,
    '$.players[1].counters.poison',
    '107.1b',
  ],
  [
    'CR 106.1b: mana of no type',
    player(0, { manaPool: [{ type: 'X' as 'C' }] }),
    STATE,
    '$.players[0].manaPool[0].type',
    '106.1b',
  ],
  [
    'CR 615.7: a shield with nothing left',
    player(0, { preventionShields: [{ damage: 'to', left: 0 }] }),
    NUM,
    '$.players[0].preventionShields[0].left',
    '107.1b',
  ],
  [
    'CR 615.7: a shield around all damage with nothing left',
    edit({ preventionShields: [{ damage: 'to', left: 0 }] }),
    NUM,
    '$.preventionShields[0].left',
    '107.1b',
  ],
  ['CR 500.1: a step that is none', turn({ step: 'combat' as 'main1' }), STATE, '$.turn.step', '500.1'],
  ['CR 107.1b: turn 0', turn({ number: 0 }), NUM, '$.turn.number', '107.1b'],
  ['CR 102.1: an active player who is no player', turn({ active: 'C' }), REF, '$.turn.active'],
  // Objects: zones, owners, cards, counters, attachments, choices.
  ['CR 400.1: a zone that is none', obj(0, { zone: 'ante' as 'hand' }), STATE, '$.objects[0].zone', '400.1'],
  ['CR 108.3: an owner who is no player', obj(0, { owner: 'C' }), REF, '$.objects[0].owner'],
  ['CR 110.2: a controller who is no player', obj(0, { controller: 'C' }), REF, '$.objects[0].controller'],
  ['a card the pool lacks', obj(0, { card: 'Grizzly Bear' }), CARD, '$.objects[0].card'],
  [
    'CR 707.2: a copy of a card the pool lacks',
    obj(0, { choices: { copy: { card: 'Clonee' } } }),
    CARD,
    '$.objects[0].choices.copy.card',
  ],
  [
    'CR 111.4: a token not named as its definition says',
    obj(0, { token: true, tokenDef: SOLDIER }),
    STATE,
    '$.objects[0].card',
    '111.4',
  ],
  [
    'CR 111.1: an object with a token definition is a token',
    obj(0, { card: 'Soldier Token', tokenDef: SOLDIER }),
    STATE,
    '$.objects[0].token',
    '111.1',
  ],
  [
    'CR 614.12: an "as enters" option the card lacks',
    obj(3, { choices: { option: '4/4' } }),
    REF,
    '$.objects[3].choices.option',
    '614.12',
  ],
  [
    'CR 614.12, 707.2: a copied option the copied card lacks',
    obj(0, { choices: { copy: { card: 'Primal Clay', option: '4/4' } } }),
    REF,
    '$.objects[0].choices.copy.option',
    '614.12',
  ],
  ['CR 107.1b, 120.3e: negative damage', obj(0, { damage: -1 }), NUM, '$.objects[0].damage', '107.1b'],
  [
    'CR 107.1a: half a counter',
    obj(0, { counters: [{ kind: '+1/+1', count: 0.5, timestamp: 1 }] }),
    NUM,
    '$.objects[0].counters[0].count',
    '107.1a',
  ],
  [
    'CR 613.7c: two piles of one kind of counter',
    obj(0, {
      counters: [
        { kind: 'x', count: 1, timestamp: 1 },
        { kind: 'x', count: 1, timestamp: 2 },
      ],
    }),
    STATE,
    '$.objects[0].counters[1].kind',
    '613.7c',
  ],
  [
    'CR 107.1: a timestamp that is not a number',
    obj(0, { timestamp: Number.NaN }),
    NUM,
    '$.objects[0].timestamp',
    '107.1',
  ],
  [
    'CR 302.6: controlled since a later turn',
    obj(0, { controlledSince: 4 }),
    STATE,
    '$.objects[0].controlledSince',
    '302.6',
  ],
  [
    'CR 303.4d: attached to itself',
    obj(6, { attachedTo: 'ensoul' }),
    STATE,
    '$.objects[6].attachedTo',
    '303.4d',
  ],
  ['attached to an object the state lacks', obj(6, { attachedTo: 'thoptr' }), REF, '$.objects[6].attachedTo'],
  [
    'CR 400.7: a card in a hand attached to something',
    obj(4, { attachedTo: 'bear' }),
    STATE,
    '$.objects[4].attachedTo',
    '400.7',
  ],
  [
    'CR 102.3: the chosen opponent is its own controller',
    obj(0, { choices: { opponent: 'A' } }),
    STATE,
    '$.objects[0].choices.opponent',
    '102.3',
  ],
  [
    'CR 702.33d: kicked with two kicker costs but kicked once',
    obj(0, { choices: { kicked: 1, kickedWith: ['{1}{R}', '{G}'] } }),
    STATE,
    '$.objects[0].choices.kicked',
    '702.33d',
  ],
  [
    'CR 601.2h, 105.1: mana spent of a colour that is not one of the five',
    obj(0, {
      choices: {
        colorsSpent: 1,
        manaSpent: 3,
        manaSpentByColor: { P: 3 } as NonNullable<EntryChoices['manaSpentByColor']>,
      },
    }),
    STATE,
    '$.objects[0].choices.manaSpentByColor.P',
    '105.1',
  ],
  [
    'CR 601.2h, 107.1a: no mana of a colour spent is written as a colour left out, not 0',
    obj(0, { choices: { colorsSpent: 1, manaSpent: 3, manaSpentByColor: { W: 0 } } }),
    NUM,
    '$.objects[0].choices.manaSpentByColor.W',
    '107.1b',
  ],
  [
    'CR 702.44a: mana of two colours spent, but colorsSpent says one',
    obj(0, { choices: { colorsSpent: 1, manaSpent: 4, manaSpentByColor: { W: 3, U: 1 } } }),
    STATE,
    '$.objects[0].choices.colorsSpent',
    '702.44a',
  ],
  [
    'CR 601.2h: more coloured mana spent than mana spent in all',
    obj(0, { choices: { colorsSpent: 1, manaSpent: 2, manaSpentByColor: { W: 3 } } }),
    STATE,
    '$.objects[0].choices.manaSpent',
    '601.2h',
  ],
  [
    'CR 614.12, 105.1: a chosen colour that is not one of the five',
    obj(0, { choices: { color: 'P' as Color } }),
    STATE,
    '$.objects[0].choices.color',
    '105.1',
  ],
  [
    'CR 614.12, 205.3m: a chosen creature type that is a land type, not a creature type',
    obj(0, { choices: { creatureType: 'Island' } }),
    STATE,
    '$.objects[0].choices.creatureType',
    '205.3m',
  ],
  [
    'CR 614.12, 205.3m: a chosen creature type written in lower case is none of 205.3m',
    obj(0, { choices: { creatureType: 'elf' } }),
    STATE,
    '$.objects[0].choices.creatureType',
    '205.3m',
  ],
  [
    'a chosen opponent who is no player',
    obj(0, { choices: { opponent: 'C' } }),
    REF,
    '$.objects[0].choices.opponent',
  ],
  [
    'CR 107.3m, 107.1b: a negative X',
    obj(0, { choices: { x: -1 } }),
    NUM,
    '$.objects[0].choices.x',
    '107.1b',
  ],
  [
    'CR 702.84a: unearthed by no player',
    obj(0, { unearthed: { by: 'C', ability: 0 } }),
    REF,
    '$.objects[0].unearthed.by',
  ],
  ['CR 701.15a: goaded by no player', obj(0, { goadedBy: ['C'] }), REF, '$.objects[0].goadedBy[0]'],
  [
    'CR 701.15d: goaded twice by the same player',
    obj(0, { goadedBy: ['B', 'B'] }),
    STATE,
    '$.objects[0].goadedBy[1]',
    '701.15d',
  ],
  [
    'CR 702.95b: paired with itself',
    obj(0, { pairedWith: 'bear' }),
    STATE,
    '$.objects[0].pairedWith',
    '702.95b',
  ],
  ['paired with an object the state lacks', obj(0, { pairedWith: 'wolfir' }), REF, '$.objects[0].pairedWith'],
  [
    'CR 702.95d: paired with a creature that is not paired with it',
    obj(0, { pairedWith: 'thopter' }),
    STATE,
    '$.objects[0].pairedWith',
    '702.95d',
  ],
  [
    'CR 702.95e: a card in a hand paired',
    obj(4, { pairedWith: 'bear' }),
    STATE,
    '$.objects[4].pairedWith',
    '702.95e',
  ],
  [
    'CR 701.15b: a card in a hand goaded',
    obj(4, { goadedBy: ['B'] }),
    STATE,
    '$.objects[4].goadedBy',
    '701.15b',
  ],
  [
    'CR 608.2h: last known information controlled by no player',
    obj(4, {
      lastKnown: {
        controller: 'C',
        power: 0,
        toughness: 2,
        colors: [],
        types: [],
        subtypes: [],
        keywords: [],
        counters: {},
      },
    }),
    REF,
    '$.objects[4].lastKnown.controller',
  ],
  // Effects and delayed triggers.
  [
    'CR 611.2: an effect controlled by no player',
    effect({ controller: 'C' }),
    REF,
    '$.effects[0].controller',
  ],
  [
    'CR 611.2: a duration that is none',
    effect({ duration: 'forever' as 'permanent' }),
    STATE,
    '$.effects[0].duration',
    '611.2',
  ],
  [
    'CR 603.7d: a delayed trigger controlled by no player',
    delayed({ controller: 'C' }),
    REF,
    '$.delayed[0].controller',
  ],
  [
    'CR 603.7b: a delayed trigger waiting for an event until a duration that is none',
    delayed({ at: { when: { kind: 'dies' }, until: 'forever' as 'endOfTurn' } }),
    STATE,
    '$.delayed[0].at.until',
    '603.7b',
  ],
  // Combat.
  ['CR 508.1: combat before the declare attackers step', combat('main1'), STATE, '$.combat', '508.1'],
  ['CR 511.3: combat after the end of combat step', combat('main2'), STATE, '$.combat', '511.3'],
  [
    'CR 506.4: an attacker off the battlefield',
    combat('declareAttackers', { attackers: [{ id: 'card', attacking: 'B', blocked: false }] }),
    STATE,
    '$.combat.attackers[0].id',
    '506.4',
  ],
  [
    'an attacker the state lacks',
    combat('declareAttackers', { attackers: [{ id: 'beer', attacking: 'B', blocked: false }] }),
    REF,
    '$.combat.attackers[0].id',
  ],
  [
    'CR 508.1a: an attacker listed twice',
    combat('declareAttackers', {
      attackers: [0, 1].map(() => ({ id: 'bear', attacking: 'B', blocked: false })),
    }),
    STATE,
    '$.combat.attackers[1].id',
    '508.1a',
  ],
  [
    'CR 508.1b: attacking the active player',
    combat('declareAttackers', { attackers: [{ id: 'bear', attacking: 'A', blocked: false }] }),
    STATE,
    '$.combat.attackers[0].attacking',
    '508.1b',
  ],
  [
    'CR 509.1: blockers before the declare blockers step',
    combat('declareAttackers', { blockers: [] }),
    STATE,
    '$.combat.blockers',
    '509.1',
  ],
  [
    'CR 509.1h: blocked before blockers are declared',
    combat('declareAttackers', { attackers: [{ id: 'bear', attacking: 'B', blocked: true }] }),
    STATE,
    '$.combat.attackers[0].blocked',
    '509.1h',
  ],
  [
    'CR 509.1h: unblocked while a blocker blocks it',
    combat('declareBlockers', { blockers: [{ id: 'goyf', blocking: 'bear' }] }),
    STATE,
    '$.combat.attackers[0].blocked',
    '509.1h',
  ],
  [
    'CR 509.1a: one blocker blocking one attacker twice',
    combat('declareBlockers', {
      attackers: [{ id: 'bear', attacking: 'B', blocked: true }],
      blockers: [0, 1].map(() => ({ id: 'goyf', blocking: 'bear' })),
    }),
    STATE,
    '$.combat.blockers[1].id',
    '509.1a',
  ],
  [
    'CR 506.4: a blocker off the battlefield',
    combat('declareBlockers', { blockers: [{ id: 'card', blocking: 'goyf' }] }),
    STATE,
    '$.combat.blockers[0].id',
    '506.4',
  ],
  [
    'CR 510.4: first-strike damage before its step',
    combat('declareBlockers', { dealtFirstStrike: ['bear'] }),
    STATE,
    '$.combat.dealtFirstStrike[0]',
    '510.4',
  ],
  [
    'CR 510.1: combat damage being assigned in the declare blockers step',
    { ...combat('declareBlockers', { damageAssignment: assigning('A') }), priority: null },
    STATE,
    '$.combat.damageAssignment',
    '510.1',
  ],
  [
    'CR 510.1: combat damage assigned by no player',
    { ...combat('combatDamage', { damageAssignment: assigning('Z') }), priority: null },
    STATE,
    '$.combat.damageAssignment.asked[0].player',
    '510.1',
  ],
  // The stack and the triggered abilities waiting.
  ['CR 405.1: a spell naming no object', spell({ id: 'blot' }), REF, '$.stack[0].id'],
  [
    'CR 112.1: a spell whose card is in a hand',
    stack({ ...SPELL, id: 'card' }),
    STATE,
    '$.stack[0].id',
    '112.1',
  ],
  [
    'CR 112.1: a card in the stack zone that no spell names',
    stack(ABILITY),
    STATE,
    '$.objects[2].zone',
    '112.1',
  ],
  ['CR 112.2: a spell controlled by no player', spell({ controller: 'C' }), REF, '$.stack[0].controller'],
  ['CR 700.2a, 107.1b: a negative mode', spell({ modes: [-1] }), NUM, '$.stack[0].modes[0]', '107.1b'],
  ['CR 113.7: an ability whose source is a player', ability({ source: 'B' }), REF, '$.stack[1].source'],
  [
    "CR 724.2: a monarch's ability whose source is a player other than its controller",
    ability({ source: 'A', sourceName: 'the monarch', rule: '724.2' }),
    REF,
    '$.stack[1].source',
  ],
  [
    'CR 602.2a: an ability controlled by no player',
    ability({ controller: 'C' }),
    REF,
    '$.stack[1].controller',
  ],
  [
    'CR 405.1: a static ability on the stack',
    ability({ def: STATIC }),
    STATE,
    '$.stack[1].def.kind',
    '405.1',
  ],
  [
    'CR 405.5: an answer awaited below the top of the stack',
    spell({ awaiting: AWAITING }),
    STATE,
    '$.stack[0].awaiting',
    '405.5',
  ],
  [
    'CR 608.2d: an answer awaited from no player',
    ability({ awaiting: { ...AWAITING, player: 'C' } }),
    REF,
    '$.stack[1].awaiting.player',
  ],
  [
    'CR 603.3: a waiting ability that is not a triggered one',
    waiting({ def: PING as unknown as TriggeredDef }),
    STATE,
    '$.triggered[0].def.kind',
    '603.3',
  ],
  [
    'CR 608.2k: "that player" who is no player',
    waiting({ triggerPlayer: 'C' }),
    REF,
    '$.triggered[0].triggerPlayer',
  ],
  // Priority and the end of the game.
  ['CR 117.1: priority held by no player', edit({ priority: 'C' }), REF, '$.priority'],
  [
    'CR 117.4: a player who passed twice',
    edit({ priority: 'B', passed: ['A', 'A'] }),
    STATE,
    '$.passed[1]',
    '117.4',
  ],
  [
    'CR 117.4: the player holding priority has passed',
    edit({ passed: ['A'] }),
    STATE,
    '$.passed[0]',
    '117.4',
  ],
  [
    'CR 104.2a: a winner who has lost',
    { ...player(0, { lost: true }), over: { winners: ['A'], rule: '104.2a' } },
    STATE,
    '$.over.winners[0]',
    '104.2a',
  ],
  // The legend rule's choices (the objects need not be legendary: the check asks again if they differ).
  [
    'CR 704.5j: a legend rule choice among one permanent',
    edit({ legendRule: [{ player: 'A', name: 'Grizzly Bears', among: ['bear'] }] }),
    STATE,
    '$.legendRule[0].among',
    '704.5j',
  ],
  [
    'CR 704.5j: a legend rule choice among a card in hand, which is no permanent',
    edit({ legendRule: [{ player: 'A', name: 'Ornithopter', among: ['thopter', 'card'] }] }),
    STATE,
    '$.legendRule[0].among[1]',
    '704.5j',
  ],
  [
    'CR 704.5j: a legend rule choice naming a permanent twice',
    edit({ legendRule: [{ player: 'A', name: 'Ornithopter', among: ['thopter', 'thopter'] }] }),
    STATE,
    '$.legendRule[0].among[1]',
    '704.5j',
  ],
  [
    'CR 704.5j: a permanent kept that was not among those to choose from',
    edit({ legendRule: [{ player: 'A', name: 'Ornithopter', among: ['thopter', 'clay'], kept: 'bear' }] }),
    STATE,
    '$.legendRule[0].kept',
    '704.5j',
  ],
  [
    'CR 704.5j: a legend rule choice by no player',
    edit({ legendRule: [{ player: 'C', name: 'Ornithopter', among: ['thopter', 'clay'] }] }),
    REF,
    '$.legendRule[0].player',
  ],
  // The counters the state issues ids and timestamps from.
  [
    'CR 613.7: a next timestamp already issued',
    edit({ next: { id: 7, timestamp: 9 } }),
    STATE,
    '$.next.timestamp',
    '613.7',
  ],
  [
    'CR 613.7, 400.7: a spell that began after the next timestamp',
    spell({ at: 11 }),
    STATE,
    '$.stack[0].at',
    '613.7',
  ],
  [
    'a next id not past an a<n> id of the state',
    edit({ next: { id: 6, timestamp: 10 } }),
    STATE,
    '$.next.id',
  ],
  [
    'CR 608.2b: a next id a new token would share with a gone target',
    spell({ targets: ['o9'] }),
    STATE,
    '$.next.id',
  ],
  ['CR 701.24a: a seed past 32 bits', edit({ seed: 2 ** 32 }), STATE, '$.seed', '701.24a'],
];

/** States the game reaches, which look odd. */
const ALLOWED: readonly (readonly [string, GameState])[] = [
  [
    'CR 506.4, 510.1d: a blocker whose attacker was removed from combat still blocks it',
    combat('combatDamage', { attackers: [], blockers: [{ id: 'goyf', blocking: 'bear' }] }),
  ],
  [
    "CR 510.1: A still to assign the attacking bear's combat damage, nobody holding priority",
    { ...combat('combatDamage', { damageAssignment: assigning('A') }), priority: null },
  ],
  [
    'CR 510.4: a creature that dealt first-strike damage and left combat',
    combat('combatDamage', { dealtFirstStrike: ['card'] }),
  ],
  [
    "CR 724.2: the monarch's inherent ability, with no source: named by its controller's player id",
    ability({ source: 'B', sourceName: 'the monarch', rule: '724.2' }),
  ],
  [
    'CR 113.7a: an ability whose source has ceased to exist',
    ability({ source: 'o3', sourceName: 'Bear Token' }),
  ],
  ['CR 704.5m: an Aura whose object has left, before state-based actions', obj(5, { zone: 'graveyard' })],
  ['CR 119.4, 107.1b: a negative life total', player(0, { life: -3 })],
  [
    'CR 601.2h: three white mana and one colourless spent on a spell',
    obj(0, { choices: { colorsSpent: 1, manaSpent: 4, manaSpentByColor: { W: 3 } } }),
  ],
  [
    "CR 702.95b, 702.95e: a creature paired with another its controller doesn't control, before the engine unpairs them",
    edit({
      objects: BASE.objects.map((o) =>
        o.id === 'bear' ? { ...o, pairedWith: 'goyf' } : o.id === 'goyf' ? { ...o, pairedWith: 'bear' } : o,
      ),
    }),
  ],
  [
    'CR 608.2b: a target that has ceased to exist, next.id past it',
    { ...spell({ targets: ['o9'] }), next: { id: 10, timestamp: 10 } },
  ],
];

describe('validateState: every invariant of a game state', () => {
  it('the state the rows change is valid, and comes back as it is', () => {
    expect(validateState(BASE, FAKE_POOL)).toStrictEqual({ ok: true, value: BASE });
  });

  it.each(ROWS.map((row) => [row[0], row] as const))('%s', (_name, [, state, code, path, rule]) => {
    const checked = validateState(state, FAKE_POOL);
    if (checked.ok) return expect.fail('the state passed, but a problem was expected');
    expect(checked.error).toMatchObject({ code, path });
    expect(checked.error.rule).toBe(rule);
    expect(checked.error.message).not.toBe('');
  });

  it('references and card names suggest what was meant', () => {
    const message = (state: GameState) => {
      const checked = validateState(state, FAKE_POOL);
      return checked.ok ? '' : checked.error.message;
    };
    expect(message(obj(0, { card: 'Grizzly Bear' }))).toContain('did you mean "Grizzly Bears"?');
    expect(message(obj(6, { attachedTo: 'thoptr' }))).toContain('did you mean "thopter"?');
  });

  it.each(ALLOWED)('allowed: %s', (_name, state) => {
    const checked = validateState(state, FAKE_POOL);
    expect(checked.ok ? null : checked.error).toBeNull();
  });
});
