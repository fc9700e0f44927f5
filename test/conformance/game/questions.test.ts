import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { answersTo } from '../../../src/engine/answers/answers-to.js';
import { apply } from '../../../src/engine/apply.js';
import type { DecideAction } from '../../../src/engine/stack/decide.js';
import { whoActs } from '../../../src/engine/stack/priority.js';
import type { Question } from '../../../src/state/question.js';
import type { GameState } from '../../../src/state/types.js';
import { play, pool, stateOf } from '../../support/play.js';

/**
 * CR 608.2d: each question a resolving spell or ability asks is typed in `awaiting.question`,
 * and `answersTo` lists its legal answers: every one listed is accepted by `apply`, and an
 * answer built at random that `apply` accepts is one of those listed.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const inLibrary = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i + 1}`,
    card: 'Grizzly Bears',
    zone: 'library',
    owner: 'A',
  }));
const inHand = (owner: string, ...ids: string[]) =>
  ids.map((id) => ({ id, card: 'Grizzly Bears', zone: 'hand', owner }));
const boardWith = (...objects: object[]) => ({ turn: main, objects });

interface QuestionRow {
  readonly name: string;
  readonly board: unknown;
  readonly actions: readonly Action[];
  readonly rule: string;
  readonly question: Question;
  /** How many answers are legal (null: too many to list). */
  readonly answers: number | null;
}

const ROWS: readonly QuestionRow[] = [
  {
    name: 'CR 603.5, 608.2d, Borderland Ranger: "you may search" asks `may`, yes or no',
    board: boardWith({ id: 'ranger', card: 'Borderland Ranger', zone: 'hand' }, ...inLibrary(2)),
    actions: [enter('ranger')],
    rule: '608.2d',
    question: { kind: 'may' },
    answers: 2,
  },
  {
    name: 'CR 701.23a-b, Borderland Ranger: the search finds up to one basic land card, or none (a stated quality)',
    board: boardWith({ id: 'ranger', card: 'Borderland Ranger', zone: 'hand' }, ...inLibrary(2), {
      id: 'forest',
      card: 'Forest',
      zone: 'library',
      owner: 'A',
    }),
    actions: [enter('ranger'), { kind: 'decide', may: true }],
    rule: '701.23a',
    question: { kind: 'search', library: ['forest'], graveyard: null, min: 0, max: 1 },
    answers: 2,
  },
  {
    name: 'CR 701.22a, Augury Owl: scry 3 places each of the top three once, on top or on the bottom, in any order',
    board: boardWith({ id: 'owl', card: 'Augury Owl', zone: 'hand' }, ...inLibrary(4)),
    actions: [enter('owl')],
    rule: '701.22a',
    question: { kind: 'place', cards: ['c1', 'c2', 'c3'], to: ['top', 'bottom'] },
    // 3! orders times the 4 places to cut them into top and bottom.
    answers: 24,
  },
  {
    name: 'CR 701.25a, Dimir Informant: surveil 2 places each of the top two on top or into the graveyard',
    board: boardWith({ id: 'informant', card: 'Dimir Informant', zone: 'hand' }, ...inLibrary(3)),
    actions: [enter('informant')],
    rule: '701.25a',
    question: { kind: 'place', cards: ['c1', 'c2'], to: ['top', 'graveyard'] },
    answers: 6,
  },
  {
    name: 'CR 701.9b, Ravenous Rats: B, its target opponent, chooses one card of their hand to discard',
    board: boardWith({ id: 'rats', card: 'Ravenous Rats', zone: 'hand' }, ...inHand('B', 'b1', 'b2')),
    actions: [enter('rats')],
    rule: '701.9b',
    question: { kind: 'pick', field: 'cards', groups: [{ player: 'B', from: ['b1', 'b2'], min: 1, max: 1 }] },
    answers: 2,
  },
  {
    name: 'CR 701.21a, Fleshbag Marauder: each player sacrifices a creature, A of theirs, B of theirs',
    board: boardWith(
      { id: 'marauder', card: 'Fleshbag Marauder', zone: 'hand' },
      { id: 'elves', card: 'Llanowar Elves' },
      { id: 'bear1', card: 'Grizzly Bears', controller: 'B' },
      { id: 'bear2', card: 'Grizzly Bears', controller: 'B' },
    ),
    actions: [enter('marauder')],
    rule: '608.2d',
    question: {
      kind: 'pick',
      field: 'permanents',
      groups: [
        { player: 'A', from: ['elves', 'marauder'], min: 1, max: 1 },
        { player: 'B', from: ['bear1', 'bear2'], min: 1, max: 1 },
      ],
    },
    answers: 4,
  },
  {
    name: 'CR 701.34a, Bloom Hulk: proliferate chooses any number of the permanents and players with counters',
    board: {
      turn: main,
      players: [{ id: 'A' }, { id: 'B', counters: { poison: 3 } }],
      objects: [
        { id: 'hulk', card: 'Bloom Hulk', zone: 'hand' },
        { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
      ],
    },
    actions: [enter('hulk')],
    rule: '701.34a',
    question: { kind: 'choose', options: ['bear', 'B'], min: 0, max: 2, ordered: false },
    answers: 4,
  },
  {
    name: 'CR 608.2d, 701.26a-b, Captain of the Mists: after "you may", its controller chooses tap or untap',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}{U}' }, { id: 'B' }],
      objects: [
        { id: 'captain', card: 'Captain of the Mists' },
        { id: 'land', card: 'Forest', owner: 'B', tapped: true },
      ],
    },
    actions: [
      { kind: 'activate', object: 'captain', ability: 1, targets: ['land'] },
      { kind: 'decide', may: true },
    ],
    rule: '608.2d',
    question: { kind: 'choose', options: ['tap', 'untap'], min: 1, max: 1, ordered: false },
    answers: 2,
  },
  {
    name: 'CR 701.44a, Merfolk Branchwalker: the revealed nonland card goes into the graveyard or back on top',
    board: boardWith({ id: 'merfolk', card: 'Merfolk Branchwalker', zone: 'hand' }, ...inLibrary(2)),
    actions: [enter('merfolk')],
    rule: '701.44a',
    question: { kind: 'place', cards: ['c1'], to: ['top', 'graveyard'] },
    answers: 2,
  },
  {
    name: 'CR 614.12, 105.1, Hall of Triumph: as it enters its controller chooses one of the five colours',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'hall', card: 'Hall of Triumph', zone: 'hand' }],
    },
    actions: [{ kind: 'cast', object: 'hall', sources: 'auto' }],
    rule: '614.12',
    question: { kind: 'entryChoice', field: 'color', options: ['W', 'U', 'B', 'R', 'G'] },
    answers: 5,
  },
  {
    name: 'CR 608.2d, Golem Artisan: "gains your choice of flying, trample, or haste": one of the three',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'artisan', card: 'Golem Artisan' }],
    },
    actions: [{ kind: 'activate', object: 'artisan', ability: 1, targets: ['artisan'], sources: 'auto' }],
    rule: '608.2d',
    question: { kind: 'choose', options: ['Flying', 'Trample', 'Haste'], min: 1, max: 1, ordered: false },
    answers: 3,
  },
  {
    name: 'CR 701.47a, Aven Eternal: with two Armies, its controller chooses the one that gets the counter',
    board: boardWith(
      { id: 'aven', card: 'Aven Eternal', zone: 'hand' },
      ...['army1', 'army2'].map((id) => ({
        id,
        card: 'Army',
        token: true,
        tokenDef: {
          name: 'Army',
          colors: ['B'],
          types: ['Creature'],
          subtypes: ['Zombie', 'Army'],
          power: 0,
          toughness: 0,
          abilities: [],
        },
        counters: { '+1/+1': 1 },
      })),
    ),
    actions: [enter('aven')],
    rule: '701.47a',
    question: { kind: 'choose', options: ['army1', 'army2'], min: 1, max: 1, ordered: false },
    answers: 2,
  },
  {
    name: 'CR 701.20a, 401.4, Goblin Ringleader: "Put all Goblin cards revealed this way into your hand": they go by themselves, and the question orders only the rest on the bottom',
    board: boardWith(
      { id: 'ringleader', card: 'Goblin Ringleader', zone: 'hand' },
      { id: 'g1', card: 'Raging Goblin', zone: 'library', owner: 'A' },
      { id: 'c2', card: 'Grizzly Bears', zone: 'library', owner: 'A' },
      { id: 'c3', card: 'Grizzly Bears', zone: 'library', owner: 'A' },
      { id: 'g4', card: 'Raging Goblin', zone: 'library', owner: 'A' },
    ),
    actions: [enter('ringleader')],
    rule: '608.2d',
    question: { kind: 'dig', seen: ['c2', 'c3'], take: null, order: 'bottom' },
    answers: 2,
  },
  {
    name: 'CR 614.12, 205.3m, Adaptive Automaton: as it enters its controller chooses any creature type (too many to list)',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'auto', card: 'Adaptive Automaton', zone: 'hand' }],
    },
    actions: [{ kind: 'cast', object: 'auto', sources: 'auto' }],
    rule: '614.12',
    question: { kind: 'entryChoice', field: 'creatureType', options: null },
    answers: null,
  },
  {
    name: 'CR 303.4f, Flicker of Fate on Briar Shield: its player picks the one creature the Aura returned enchants',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{W}{W}' }, { id: 'B' }],
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'cub', card: 'Grizzly Bears', controller: 'B' },
        { id: 'shield', card: 'Briar Shield', attachedTo: 'bear' },
        { id: 'fate', card: 'Flicker of Fate', zone: 'hand' },
      ],
    },
    actions: [{ kind: 'cast', object: 'fate', targets: ['shield'] }],
    rule: '303.4f',
    question: {
      kind: 'pick',
      field: 'permanents',
      groups: [{ player: 'A', from: ['bear', 'cub'], min: 1, max: 1 }],
    },
    answers: 2,
  },
];

/** The state a row reaches, with the question asked. */
const reached = (row: QuestionRow): GameState => {
  const played = play(stateOf(row.board), row.actions);
  if (played.refusal) throw new Error(`${row.name}: ${played.refusal.message}`);
  return played.state;
};

/** The fields of a decision that answer the question: one of them left out is empty. */
const fieldsOf = (q: Question): readonly string[] => {
  switch (q.kind) {
    case 'place':
      return q.to;
    case 'choose':
      return ['chosen'];
    case 'pick':
      return [q.field];
    case 'search':
      return q.graveyard ? ['cards', 'searched'] : ['cards'];
    case 'dig':
      return ['cards', ...(q.order ? [q.order] : [])];
    default:
      return [];
  }
};

/**
 * An answer as a set: lists whose order says nothing are sorted, and an empty list of a field
 * that answers the question is as good as none.
 */
const canonical = (answer: DecideAction, question: Question): string => {
  const unordered = [
    'cards',
    'permanents',
    'searched',
    ...(question.kind === 'choose' && question.ordered ? [] : ['chosen']),
  ];
  const decisions = (answer.decisions ?? []).map((d) =>
    Object.fromEntries(
      Object.entries(d)
        .filter(([f, ids]) => ids.length > 0 || !fieldsOf(question).includes(f))
        .map(([f, ids]: [string, string[]]) => [f, unordered.includes(f) ? [...ids].sort() : ids])
        .sort(([a = ''], [b = '']) => (a < b ? -1 : 1)),
    ),
  );
  return JSON.stringify([answer.may, answer.mana, answer.choices, decisions]);
};

/** The words an answer to the question could use: its ids and options, and one that is none of them. */
const vocabulary = (question: Question): string[] => [
  'nope',
  ...new Set(
    JSON.stringify(question)
      .match(/"[^"]*"/g)
      ?.map((s) => s.slice(1, -1)) ?? [],
  ),
];

/** A random answer of the question's shape: its field alone, from its words and one that is none of them. */
const randomAnswer = (question: Question, player: string): fc.Arbitrary<DecideAction> => {
  const words = vocabulary(question);
  const list = fc.subarray(words).chain((ids) => fc.shuffledSubarray(ids));
  const decision = fc.record(
    {
      top: list,
      bottom: list,
      graveyard: list,
      cards: list,
      permanents: list,
      chosen: list,
      searched: fc.subarray(['library', 'graveyard'] as const),
    },
    { requiredKeys: [] },
  );
  const answer =
    question.kind === 'may'
      ? fc.record({ may: fc.boolean() })
      : question.kind === 'mana'
        ? fc.record({ mana: fc.constantFrom(...words) })
        : fc.record({ decisions: fc.tuple(decision) });
  return answer.map((a): DecideAction => ({ kind: 'decide', player, ...a }));
};

describe('CR 608.2d: typed questions and their legal answers', () => {
  for (const row of ROWS)
    it(row.name, () => {
      const state = reached(row);
      const act = whoActs(state);
      expect(act.kind).toBe('decide');
      if (act.kind !== 'decide') return;
      expect(act.awaiting.rule).toBe(row.rule);
      expect(act.awaiting.question).toEqual(row.question);
      const space = answersTo(state, pool);
      if (!space.ok) return expect.fail(space.error.message);
      expect(space.value.listed?.length ?? null).toBe(row.answers);
      for (const answer of space.value.listed ?? []) expect(apply(state, pool, answer).ok).toBe(true);
      const listed = new Set((space.value.listed ?? []).map((a) => canonical(a, row.question)));
      if (space.value.listed === null) return;
      fc.assert(
        fc.property(randomAnswer(row.question, act.player), (answer) => {
          const accepted = apply(state, pool, answer).ok;
          expect(accepted).toBe(listed.has(canonical(answer, row.question)));
        }),
        { numRuns: 150 },
      );
    });

  /** A field each kind of question doesn't ask for, added to an answer (asked-fields.ts). */
  const STRAY: Readonly<Record<Question['kind'], Omit<DecideAction, 'kind'>>> = {
    may: { mana: '{G}' },
    mana: { may: true },
    entryChoice: { may: true },
    place: { may: true },
    choose: { mana: '{G}' },
    pick: { choices: { color: 'G' } },
    search: { may: false },
    dig: { may: true },
  };
  for (const row of ROWS)
    it(`CR 608.2d: ${row.question.kind}: a field the question doesn't ask for is refused, not ignored (${row.name.slice(0, 40)}…)`, () => {
      const state = reached(row);
      const space = answersTo(state, pool);
      if (!space.ok) return expect.fail(space.error.message);
      const [legal = { kind: 'decide', choices: { creatureType: 'Elf' } }] = space.value.listed ?? [];
      expect(apply(state, pool, legal).ok).toBe(true);
      const refused = apply(state, pool, { ...legal, ...STRAY[row.question.kind] });
      expect(refused.ok ? null : refused.error.rule).toBe('608.2d');
    });

  it('CR 614.12, 608.2d: Hall of Triumph asks for a colour: a creature type given with it is refused', () => {
    const row = ROWS.find((r) => r.name.includes('Hall of Triumph')) as QuestionRow;
    const refused = apply(reached(row), pool, {
      kind: 'decide',
      choices: { color: 'W', creatureType: 'Elf' },
    });
    expect(refused.ok ? null : [refused.error.rule, refused.error.path]).toEqual([
      '608.2d',
      '$.choices.creatureType',
    ]);
  });

  it('CR 608.2d: a board that gives no question has it asked again by resolving once more', () => {
    const state = reached(ROWS[2] as QuestionRow);
    const top = state.stack.at(-1);
    if (!top?.awaiting) return expect.fail('no awaiting');
    const { question: _left, ...awaiting } = top.awaiting;
    const bare = { ...state, stack: [...state.stack.slice(0, -1), { ...top, awaiting }] };
    const space = answersTo(bare, pool);
    expect(space.ok && space.value.question).toEqual(ROWS[2]?.question);
  });

  it('CR 608.2d: with nothing waiting for an answer there is no question to answer', () => {
    const space = answersTo(stateOf(boardWith()), pool);
    expect(space.ok ? null : space.error.rule).toBe('608.2d');
  });
});
