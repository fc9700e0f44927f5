import fc from 'fast-check';

/**
 * Random stacks, waiting triggers, priority, passes and ends of games for board files, and the
 * actions that move them (pass, orderTriggers, decide, ...), for arbitrary-board.ts. As there,
 * fast-check draws raw numbers and `build*` turn them into parts whose references all hold.
 */

/** What the stack's parts may refer to. */
export interface StackNames {
  readonly players: readonly string[];
  readonly active: string;
  readonly step: string;
  /** Object ids the file gives, which references use. */
  readonly named: readonly string[];
  /** The ids of the objects in the stack zone: each is a spell. */
  readonly spells: readonly string[];
  /** Players who have lost. */
  readonly lost: readonly string[];
  /** The ids of the objects on the battlefield. */
  readonly permanents: readonly string[];
}

const defined = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const pick = <T>(items: readonly T[], n: number | undefined): T | undefined =>
  n === undefined || items.length === 0 ? undefined : items[n % items.length];

/** Prodigal Sorcerer's ability and Skinrender's, as the card data writes them (CR 602, 603.6a). */
export const PING = {
  kind: 'activated',
  text: '{T}: This deals 1 damage to any target.',
  cost: '{T}',
  targets: { count: 1, filter: {}, anyTarget: true },
  instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'constant', n: 1 } }],
};
export const SKIN = {
  kind: 'triggered',
  text: 'When this enters, put three -1/-1 counters on target creature.',
  trigger: { kind: 'entersBattlefield' },
  targets: { count: 1, filter: { types: ['Creature'] } },
  instructions: [
    { kind: 'addCounters', on: 'targets', counter: '-1/-1', amount: { kind: 'constant', n: 3 } },
  ],
};
const DIES = {
  kind: 'triggered',
  text: 'When this dies, you gain 1 life.',
  trigger: { kind: 'dies' },
  instructions: [{ kind: 'gainLife', amount: { kind: 'constant', n: 1 } }],
};

const ABILITY_IDS = ['a1', 'a2', 'a4', 'a7', 'a12', 'x'];
/** Objects that have ceased to exist, which a target or "that creature" may still name (CR 608.2b). */
const GONE_IDS = ['o9', 'token'];

const LAST_KNOWN = {
  power: 2,
  toughness: 2,
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Bear'],
  keywords: [],
  counters: {},
};

const rawAnswers = fc.record({
  x: maybe(fc.nat(4)),
  modes: maybe(fc.array(fc.nat(2), { maxLength: 2 })),
  mana: maybe(fc.constantFrom('{G}', '{R}')),
  may: maybe(fc.boolean()),
  decisions: maybe(
    fc.array(fc.record({ top: fc.array(fc.nat(), { maxLength: 2 }), chosen: maybe(fc.nat()) }), {
      maxLength: 2,
    }),
  ),
});

const rawAbility = fc.record({
  id: fc.nat(),
  source: maybe(fc.nat()),
  ability: fc.nat(3),
  def: fc.nat(2),
  controller: maybe(fc.nat()),
  rule: maybe(fc.constantFrom('602.2a', '603.6a', '702.83a')),
  triggerObject: maybe(fc.nat()),
  triggerPlayer: maybe(fc.nat()),
  amount: maybe(fc.nat(5)),
  became: maybe(fc.nat(9)),
  began: maybe(fc.constant(1)),
  lastKnown: fc.boolean(),
});

export const rawStack = fc.record({
  bare: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  spells: fc.array(
    fc.record({
      controller: maybe(fc.nat()),
      targets: fc.array(fc.nat(), { maxLength: 2 }),
      answers: rawAnswers,
      began: maybe(fc.constant(1)),
    }),
    {
      minLength: 6,
      maxLength: 6,
    },
  ),
  abilities: fc.array(
    fc.record({
      at: fc.nat(),
      written: rawAbility,
      targets: fc.array(fc.nat(), { maxLength: 2 }),
      answers: rawAnswers,
    }),
    {
      maxLength: 2,
    },
  ),
  triggered: fc.array(fc.record({ written: rawAbility, x: maybe(fc.nat(3)) }), { maxLength: 2 }),
  awaiting: fc.boolean(),
  priority: maybe(fc.option(fc.nat(), { nil: null })),
  passed: fc.array(fc.nat(), { maxLength: 3 }),
  over: maybe(
    fc.record({
      winners: fc.array(fc.nat(), { maxLength: 2 }),
      rule: maybe(fc.constantFrom('104.2a', '104.3a')),
    }),
  ),
  gone: fc.subarray(GONE_IDS),
  legend: maybe(
    fc.record({
      player: fc.nat(),
      among: fc.array(fc.nat(), { minLength: 2, maxLength: 3 }),
      kept: maybe(fc.nat()),
    }),
  ),
  loopCheck: maybe(
    fc.record({
      resolutions: fc.nat({ max: 40 }),
      seen: fc.subarray(['c3fb4a7c4e362eb0', '0123456789abcdef']),
    }),
  ),
});

type RawStack = typeof rawStack extends fc.Arbitrary<infer R> ? R : never;
type RawAbility = RawStack['triggered'][number]['written'];
type RawAnswers = RawStack['spells'][number]['answers'];

/** Answers naming only the file's ids. */
const buildAnswers = (a: RawAnswers, names: StackNames) =>
  defined({
    ...a,
    decisions: a.decisions?.map((d) =>
      defined({
        top: d.top.flatMap((n) => pick(names.named, n) ?? []),
        chosen: d.chosen === undefined ? undefined : [pick(names.players, d.chosen) ?? names.active],
      }),
    ),
  });

const buildAbility = (
  a: RawAbility,
  id: string,
  names: StackNames,
  gone: readonly string[],
  triggeredOnly: boolean,
) => {
  const source = pick(names.named, a.source);
  return defined({
    id,
    source: source ?? 'gone',
    sourceName: source === undefined ? 'Gone Token' : undefined,
    ability: a.ability,
    controller: pick(names.players, a.controller),
    rule: a.rule,
    triggerObject: pick([...names.named, ...gone], a.triggerObject),
    triggerPlayer: pick(names.players, a.triggerPlayer),
    amount: a.amount,
    became: a.became === undefined ? undefined : { zone: 'graveyard', timestamp: a.became },
    at: a.began,
    sourceLastKnown: a.lastKnown ? { controller: names.active, ...LAST_KNOWN } : undefined,
    def: triggeredOnly || a.def === 0 ? (a.def === 2 ? DIES : SKIN) : PING,
  });
};

/** CR 117.3a, 502.4, 514.3, 608.2d, 104.1: who holds priority when the file doesn't say (defaults.ts). */
const defaultPriority = (names: StackNames, awaiting: boolean, over: boolean): string | null =>
  names.step === 'untap' || names.step === 'cleanup' || awaiting || over ? null : names.active;

/**
 * The stack (every card in the stack zone a spell, abilities between them), the abilities
 * waiting, priority, passes and the end of the game. `claim` takes an id for the file, or
 * undefined if it is taken.
 */
export const buildStack = (raw: RawStack, names: StackNames, claim: (id: string) => string | undefined) => {
  const gone = raw.gone.flatMap((id) => claim(id) ?? []);
  const either = (n: number) => pick([...names.named, ...names.players, ...gone], n);
  const stack: unknown[] = names.spells.map((id, i) => {
    const s = raw.spells[i];
    const fields = s && {
      controller: pick(names.players, s.controller),
      at: s.began,
      targets: s.targets.length === 0 ? undefined : s.targets.flatMap((n) => either(n) ?? []),
      ...buildAnswers(s.answers, names),
    };
    return raw.bare[i] || !fields ? id : defined({ kind: 'spell', id, ...fields });
  });
  for (const a of raw.abilities) {
    const id = claim(pick(ABILITY_IDS, a.written.id) ?? 'a1');
    if (id === undefined) continue;
    const ability = defined({
      kind: 'ability',
      ...buildAbility(a.written, id, names, gone, false),
      targets: a.targets.length === 0 ? undefined : a.targets.flatMap((n) => either(n) ?? []),
      ...buildAnswers(a.answers, names),
    });
    stack.splice(a.at % (stack.length + 1), 0, ability);
  }
  const top = stack.at(-1);
  const awaiting = raw.awaiting && top !== undefined;
  if (awaiting) {
    const answer = { player: names.active, what: 'scry 1', path: '$.decisions[0]', rule: '701.22a' };
    stack[stack.length - 1] =
      typeof top === 'string'
        ? { kind: 'spell', id: top, awaiting: answer }
        : { ...Object(top), awaiting: answer };
  }
  const triggered = raw.triggered.flatMap((t) => {
    const id = claim(pick(ABILITY_IDS, t.written.id) ?? 'a1');
    return id === undefined ? [] : [defined({ ...buildAbility(t.written, id, names, gone, true), x: t.x })];
  });
  const standing = names.players.filter((p) => !names.lost.includes(p));
  const over =
    raw.over &&
    defined({
      winners: [...new Set(raw.over.winners.flatMap((n) => pick(standing, n) ?? []))],
      rule: raw.over.rule,
    });
  const priority =
    raw.priority === undefined ? undefined : raw.priority === null ? null : pick(names.players, raw.priority);
  const holder = priority === undefined ? defaultPriority(names, awaiting, over !== undefined) : priority;
  const passed = [...new Set(raw.passed.flatMap((n) => pick(names.players, n) ?? []))].filter(
    (p) => p !== holder,
  );
  return defined({
    stack: stack.length === 0 ? undefined : stack,
    triggered: triggered.length === 0 ? undefined : triggered,
    priority,
    passed: passed.length === 0 ? undefined : passed,
    over,
    gone: gone.length === 0 ? undefined : gone,
    loopCheck: raw.loopCheck,
    legendRule: buildLegendRule(raw.legend, names),
  });
};

/** A legend rule choice among two or more distinct permanents (CR 704.5j), made or not. */
const buildLegendRule = (raw: RawStack['legend'], names: StackNames) => {
  if (raw === undefined) return undefined;
  const among = [...new Set(raw.among.flatMap((n) => pick(names.permanents, n) ?? []))];
  if (among.length < 2) return undefined;
  const player = pick(names.players, raw.player) ?? names.active;
  return [defined({ player, name: 'Isamaru, Hound of Konda', among, kept: pick(among, raw.kept) })];
};

/** The trigger ids a file's actions may name: its waiting abilities'. */
export const triggerIds = (built: Record<string, unknown>): string[] =>
  Array.isArray(built.triggered) ? built.triggered.map((t) => String(Object(t).id)) : [];

/** The raw numbers of an action, as arbitrary-board.ts draws them. */
interface RawAction {
  readonly verb: number;
  readonly a: number;
  readonly b: number;
  readonly flag: boolean;
  readonly maybeFlag: boolean | undefined;
  readonly mana: string | undefined;
  readonly targets: readonly number[] | undefined;
  readonly list: readonly { readonly who: number }[];
}

/** One action of the verbs of priority and of players' choices, naming only ids the file has. */
export const buildPlayerAction = (
  a: RawAction,
  first: string,
  names: StackNames,
  triggers: readonly string[],
) => {
  const either = (n: number) => pick([...names.named, ...names.players], n);
  const others = a.list.flatMap((e) => pick(names.named, e.who) ?? []);
  const source = a.flag
    ? first
    : { object: first, ability: a.b % 2, ...(a.mana === undefined ? {} : { mana: a.mana }) };
  switch (a.verb % 8) {
    case 0:
      return { pass: a.flag ? true : (pick(names.players, a.b) ?? true) };
    case 1:
      return { resolveStack: true };
    case 2:
      return { playLand: first };
    case 3:
      return defined({
        tapForMana: first,
        ability: a.maybeFlag === undefined ? undefined : a.b % 2,
        mana: a.mana,
      });
    case 4: {
      const trigger = pick([...triggers, ...names.named], a.b) ?? first;
      const targets = a.targets?.flatMap((n) => either(n) ?? []);
      return {
        orderTriggers: [
          a.flag ? trigger : defined({ trigger, targets, modes: a.maybeFlag ? [0] : undefined }),
        ],
      };
    }
    case 5:
      return {
        decide: defined({
          may: a.maybeFlag,
          mana: a.mana,
          decisions: a.flag ? [{ bottom: others }] : undefined,
          sources: a.maybeFlag === false ? [source] : undefined,
        }),
      };
    case 6:
      return a.maybeFlag === undefined ? { keepLegend: first } : { keepLegend: first, player: names.active };
    default:
      return { discard: others };
  }
};
