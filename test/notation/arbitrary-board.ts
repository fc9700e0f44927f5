import fc from 'fast-check';
import { STEPS, ZONE_NAMES } from '../../src/state/vocabulary.js';
import { COLORS } from '../../src/symbols/colors.js';
import { buildPlayerAction, buildStack, rawStack, type StackNames, triggerIds } from './arbitrary-stack.js';

/**
 * Random valid board files over the fake pool, for round-trip properties. fast-check draws raw
 * numbers and choices; `build` turns them into a file whose references all hold.
 */

const PLAYER_SETS = [['A', 'B'], ['A'], ['A', 'B', 'C'], ['P', 'Q']] as const;
const CARD_SPELLINGS = [
  'Grizzly Bears',
  'tarmogoyf',
  'Clone',
  'Lightning Bolt',
  'Ornithopter',
  'Primal Clay',
  'DANDAN',
];
const CLAY_OPTIONS = ['3/3', '2/2 flying', '1/6 defender'];
const ID_NAMES = ['x', 'y', 'o1', 'o2', 'o3', 'o5', 'e1', 'e2', 'g'];
const COUNTER_KINDS = ['+1/+1', '-1/-1', 'charge', 'lore'];
const EFFECTS = [
  {
    affects: {},
    ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 3 }, toughness: { kind: 'constant', n: -1 } }],
  },
  {
    affects: { types: ['Creature'], controller: 'you' },
    ops: [{ kind: 'setPT', power: { kind: 'negate', of: { kind: 'lifeTotal', whose: 'you' } } }],
  },
  {
    affects: { self: true },
    ops: [
      { kind: 'switchPT' },
      { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Flying', text: 'Flying' }] },
    ],
  },
];

/** The record without its undefined fields, as a file leaves them out. */
const defined = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

const small = fc.nat({ max: 30 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const rawPlayer = fc.record({
  life: maybe(fc.integer({ min: -5, max: 40 })),
  lost: maybe(fc.boolean()),
  drew: maybe(fc.boolean()),
  blessed: maybe(fc.boolean()),
  counters: maybe(fc.dictionary(fc.constantFrom('poison', 'energy'), fc.nat(10))),
  pool: maybe(
    fc.oneof(
      fc.array(fc.constantFrom('{W}', '{G}', '{S:G}', '{C}'), { maxLength: 4 }).map((s) => s.join('')),
      fc.array(
        fc
          .record({
            type: fc.constantFrom('U', 'C'),
            snow: maybe(fc.boolean()),
            restrictions: maybe(
              fc.constantFrom(
                [{ kind: 'castSpell', cardTypes: ['Creature'] }, { kind: 'costWithX' }],
                // Eldrazi Temple's and Untaidake's (CR 106.6).
                [
                  {
                    kind: 'anyOf',
                    uses: [
                      { kind: 'castSpell', subtypes: ['Eldrazi'], colors: 'colorless' },
                      { kind: 'activateAbility', subtypes: ['Eldrazi'], colors: 'colorless' },
                    ],
                  },
                ],
                [{ kind: 'castSpell', supertypes: ['Legendary'], notCardTypes: ['Instant'] }],
              ),
            ),
          })
          .map(defined),
        { maxLength: 2 },
      ),
    ),
  ),
});

const rawObject = fc.record({
  id: maybe(fc.constantFrom(...ID_NAMES)),
  card: fc.constantFrom(...CARD_SPELLINGS),
  zone: maybe(fc.constantFrom(...ZONE_NAMES)),
  owner: maybe(fc.nat()),
  controller: maybe(fc.nat()),
  flags: fc.array(fc.constantFrom('token', 'tapped', 'faceDown', 'renowned'), { maxLength: 2 }),
  damage: maybe(fc.nat(3)),
  deathtouch: maybe(fc.boolean()),
  shields: maybe(fc.nat(2)),
  goadedBy: maybe(fc.integer({ min: 1, max: 2 })),
  lastKnown: maybe(
    fc.record({
      controller: fc.nat(),
      power: fc.option(fc.integer({ min: -1, max: 5 }), { nil: null }),
      toughness: fc.option(fc.nat(5), { nil: null }),
      colors: fc.subarray(['W', 'G']),
      types: fc.subarray(['Artifact', 'Creature']),
      subtypes: fc.subarray(['Bear', 'Thopter']),
      keywords: fc.subarray(['Flying', 'Lifelink']),
      counters: fc.dictionary(fc.constantFrom(...COUNTER_KINDS), fc.nat(4)),
    }),
  ),
  loyaltyTurn: maybe(fc.nat(5)),
  classLevel: maybe(fc.integer({ min: 1, max: 4 })),
  activatedTurn: maybe(fc.dictionary(fc.constantFrom('0', '1', '2'), fc.nat(5), { minKeys: 1 })),
  activatedCount: maybe(fc.dictionary(fc.constantFrom('0', '1', '2'), fc.nat(3), { minKeys: 1 })),
  unearthed: maybe(fc.record({ by: fc.nat(), ability: fc.nat(3) })),
  counters: maybe(
    fc.record({
      piles: fc.dictionary(fc.constantFrom(...COUNTER_KINDS), fc.nat(4)),
      list: fc.boolean(),
      stamps: fc.array(maybe(small), { minLength: 4, maxLength: 4 }),
    }),
  ),
  attachedTo: maybe(fc.nat()),
  copyOf: maybe(fc.nat()),
  copy: maybe(fc.nat()),
  opponent: fc.boolean(),
  color: maybe(fc.constantFrom(...COLORS)),
  creatureType: maybe(fc.constantFrom('Elf', 'Time Lord', 'Wall')),
  option: maybe(fc.nat()),
  x: maybe(fc.nat(5)),
  paid: maybe(fc.constantFrom('dash', 'evoke', 'blitz')),
  kicked: maybe(fc.integer({ min: 1, max: 3 })),
  kickedWith: maybe(fc.constantFrom(['{1}{R}'], ['{1}{R}', '{G}'])),
  colorsSpent: maybe(fc.integer({ min: 1, max: 5 })),
  since: maybe(fc.oneof(fc.nat(), fc.constant('entered' as const))),
  timestamp: maybe(small),
  enteredAt: maybe(fc.nat(3)),
});

const rawEffect = fc.record({
  id: maybe(fc.constantFrom(...ID_NAMES)),
  source: maybe(fc.nat()),
  sourceName: fc.boolean(),
  controller: maybe(fc.nat()),
  timestamp: maybe(small),
  duration: maybe(fc.constantFrom('endOfTurn', 'untilLeavesBattlefield', 'permanent')),
  on: maybe(fc.array(fc.nat(), { maxLength: 2 })),
  effect: fc.nat(),
});

const rawAction = fc.record({
  verb: fc.nat(22),
  card: fc.constantFrom(...CARD_SPELLINGS),
  controller: maybe(fc.nat()),
  targets: maybe(fc.array(fc.nat(), { maxLength: 2 })),
  x: maybe(fc.nat(5)),
  a: fc.nat(),
  b: fc.nat(),
  n: fc.integer({ min: -3, max: 5 }),
  flag: fc.boolean(),
  maybeFlag: maybe(fc.boolean()),
  mana: maybe(fc.constantFrom('{G}', '{R}', '{C}{C}')),
  list: fc.array(fc.record({ who: fc.nat(), whom: maybe(fc.nat()), amount: fc.nat(4) }), { maxLength: 3 }),
});

const rawCombat = fc.record({
  attackers: fc.array(
    fc.record({
      who: fc.nat(),
      attacking: maybe(fc.nat()),
      blocked: maybe(fc.boolean()),
      neverAttacked: maybe(fc.constant(true as const)),
    }),
    {
      maxLength: 3,
    },
  ),
  blockers: maybe(
    fc.record({
      list: fc.array(fc.record({ who: fc.nat(), blocking: fc.nat() }), { maxLength: 3 }),
      keyed: fc.boolean(),
    }),
  ),
  dealtFirstStrike: fc.array(fc.nat(), { maxLength: 2 }),
});

const rawBoard = fc.record({
  players: fc.nat(PLAYER_SETS.length - 1),
  writePlayers: fc.boolean(),
  playerFields: fc.array(rawPlayer, { minLength: 3, maxLength: 3 }),
  // CR 724.3: at most one player is the monarch: the one at this index, if any.
  monarch: maybe(fc.nat(2)),
  turn: maybe(
    fc.record({
      number: fc.integer({ min: 1, max: 6 }),
      active: fc.nat(),
      step: fc.constantFrom(...STEPS),
      attacked: maybe(fc.constant(true as const)),
      creaturesDied: maybe(fc.nat(3)),
      landsPlayed: maybe(fc.nat(2)),
    }),
  ),
  objects: fc.array(rawObject, { maxLength: 6 }),
  effects: fc.array(rawEffect, { maxLength: 3 }),
  combat: maybe(rawCombat),
  actions: fc.array(rawAction, { maxLength: 3 }),
  delayed: fc.array(
    fc.record({
      object: fc.nat(),
      timestamp: fc.nat(9),
      ability: fc.nat(3),
      controller: fc.nat(),
      sacrifice: fc.boolean(),
      watch: fc.boolean(),
      triggerObject: maybe(fc.record({ object: fc.nat(), timestamp: fc.nat(9) })),
    }),
    { maxLength: 2 },
  ),
  next: maybe(fc.record({ id: maybe(small), timestamp: maybe(fc.nat(5)) })),
  stack: rawStack,
});

type Raw = typeof rawBoard extends fc.Arbitrary<infer R> ? R : never;

const pick = <T>(items: readonly T[], n: number | undefined): T | undefined =>
  n === undefined || items.length === 0 ? undefined : items[n % items.length];

/** What the parts of a file may refer to. */
interface Names {
  readonly players: readonly string[];
  readonly active: string;
  readonly turnNumber: number;
  /** Explicit object ids by place in the file (references only use these). */
  readonly objectIds: readonly (string | undefined)[];
  readonly named: readonly string[];
}

const isClay = (card: string | undefined): boolean => card === 'Primal Clay';

const buildCounters = (counters: Raw['objects'][number]['counters']) => {
  if (counters === undefined || !counters.list) return counters?.piles;
  return Object.entries(counters.piles).map(([kind, count], k) =>
    defined({ kind, count, timestamp: counters.stamps[k] }),
  );
};

const buildObject = (o: Raw['objects'][number], i: number, names: Names, raw: Raw) => {
  const id = names.objectIds[i];
  const owner = pick(names.players, o.owner);
  const controller = pick(names.players, o.controller);
  const holder = controller ?? owner ?? names.active;
  const onBattlefield = (j: number) => (raw.objects[j]?.zone ?? 'battlefield') === 'battlefield';
  const earlier = names.objectIds.slice(0, i).filter((e, j) => e !== undefined && onBattlefield(j));
  const copyOf = pick(earlier, o.copyOf);
  const copyCard = copyOf === undefined ? pick(CARD_SPELLINGS, o.copy) : undefined;
  const choices = defined({
    copyOf,
    copy:
      copyCard &&
      defined({ card: copyCard, option: isClay(copyCard) ? pick(CLAY_OPTIONS, o.copy) : undefined }),
    opponent: o.opponent ? names.players.find((p) => p !== holder) : undefined,
    color: o.color,
    creatureType: o.creatureType,
    option: isClay(o.card) ? pick(CLAY_OPTIONS, o.option) : undefined,
    x: o.x,
    paid: o.paid,
    // CR 702.33d: kicked as many times as kicker costs paid.
    kicked: o.kickedWith?.length ?? o.kicked,
    kickedWith: o.kickedWith,
    colorsSpent: o.colorsSpent,
  });
  const since = o.since === undefined || o.since === 'entered' ? undefined : o.since % (names.turnNumber + 1);
  return defined({
    id,
    card: o.card,
    zone: o.zone,
    owner,
    controller,
    ...Object.fromEntries(o.flags.map((f) => [f, true])),
    damage: o.damage,
    deathtouchDamage: o.deathtouch,
    counters: buildCounters(o.counters),
    regenerationShields: o.shields,
    lastKnown: o.lastKnown && { ...o.lastKnown, controller: pick(names.players, o.lastKnown.controller) },
    loyaltyActivatedTurn: o.loyaltyTurn,
    classLevel: o.classLevel,
    activatedTurn: o.activatedTurn,
    activatedCount: o.activatedCount,
    unearthed:
      o.unearthed && names.players.length > 0
        ? { by: pick(names.players, o.unearthed.by), ability: o.unearthed.ability }
        : undefined,
    // Only a permanent is goaded (CR 701.15b), by players, each once (701.15d).
    goadedBy:
      o.goadedBy !== undefined && (o.zone ?? 'battlefield') === 'battlefield' && names.players.length > 0
        ? names.players.slice(0, o.goadedBy)
        : undefined,
    // Only a permanent is attached (CR 400.7).
    attachedTo:
      (o.zone ?? 'battlefield') === 'battlefield'
        ? pick(
            names.named.filter((n) => n !== id),
            o.attachedTo,
          )
        : undefined,
    choices: Object.keys(choices).length > 0 ? choices : undefined,
    enteredThisTurn: o.since === 'entered' ? true : undefined,
    controlledSince: since,
    timestamp: o.timestamp,
    enteredAt: o.enteredAt,
  });
};

const buildEffect = (e: Raw['effects'][number], id: string | undefined, names: Names) => {
  const source = pick(names.named, e.source) ?? 'gone';
  return defined({
    id,
    source,
    sourceName: e.sourceName || source === 'gone' ? 'Giant Growth' : undefined,
    controller: pick(names.players, e.controller),
    timestamp: e.timestamp,
    duration: e.duration,
    on: e.on?.flatMap((n) => pick(names.named, n) ?? []),
    effect: pick(EFFECTS, e.effect),
  });
};

/**
 * CR 603.7: dash's and blitz's delayed abilities (702.109a, 702.152a), some remembering the
 * object "that creature" names as it was (603.7c: Cockatrice's "destroy that creature"), some
 * waiting for its leaving this turn (603.7b: Kjeldoran Elite Guard's).
 */
const buildDelayed = (d: Raw['delayed'][number], names: Names) => ({
  at: d.watch ? { when: { kind: 'leavesBattlefield' }, until: 'endOfTurn' } : 'nextEndStep',
  object: pick(names.named, d.object) ?? 'gone',
  timestamp: d.timestamp,
  ability: d.ability,
  controller: pick(names.players, d.controller) ?? names.active,
  text: d.sacrifice ? 'Blitz {2}{R}' : 'Dash {1}{R}',
  instructions: [d.sacrifice ? { kind: 'sacrifice', on: 'self' } : { kind: 'returnToHand', on: 'self' }],
  rule: d.sacrifice ? '702.152a' : '702.109a',
  ...(d.triggerObject === undefined
    ? {}
    : {
        triggerObject: {
          object: pick(names.named, d.triggerObject.object) ?? 'gone',
          timestamp: d.triggerObject.timestamp,
        },
      }),
});

const buildResolve = (a: Raw['actions'][number], names: Names) =>
  defined({
    resolve: a.card,
    controller: pick(names.players, a.controller),
    targets: a.targets?.flatMap((n) => pick([...names.named, ...names.players], n) ?? []),
    x: a.x,
    mana: a.mana,
  });

/** Ids as a JSON object, or the list of pairs when `keyed` is false. */
const pairs = <K extends string, V extends string>(
  entries: readonly Record<K | V, string | number>[],
  key: K,
  value: V,
  keyed: boolean,
) => (keyed ? Object.fromEntries(entries.map((e) => [e[key], e[value]])) : entries);

/** One action of any verb, naming only ids the file has. */
const buildAction = (
  a: Raw['actions'][number],
  names: Names,
  stack: StackNames,
  triggers: readonly string[],
) => {
  const object = (n: number) => pick(names.named, n);
  const either = (n: number) => pick([...names.named, ...names.players], n);
  const first = object(a.a);
  if (first === undefined || a.verb === 0) return buildResolve(a, names);
  if (a.verb > 14) return buildPlayerAction({ ...a, verb: a.verb - 15 }, first, stack, triggers);
  const others = a.list.flatMap((e) => {
    const who = object(e.who);
    return who === undefined ? [] : [{ ...e, who }];
  });
  switch (a.verb) {
    case 1:
      return defined({
        activate: first,
        ability: a.b % 3,
        player: a.flag ? pick(names.players, a.controller) : undefined,
        targets: a.targets?.flatMap((n) => either(n) ?? []),
        x: a.x,
        mana: a.mana,
        sources: a.flag ? [first, { object: first, ability: 0 }] : a.maybeFlag === false ? 'auto' : undefined,
      });
    case 2:
      return defined({
        enter: first,
        controller: pick(names.players, a.controller),
        choices: a.flag ? defined({ x: a.x, copy: { card: pick(CARD_SPELLINGS, a.b) } }) : undefined,
      });
    case 3:
      return { move: first, to: pick(ZONE_NAMES, a.b) };
    case 4:
      return { counters: first, counter: pick(COUNTER_KINDS, a.b), amount: a.n };
    case 5:
      return {
        damage: first,
        to: pairs(
          a.list.map((e) => ({ to: either(e.who) ?? 'A', amount: e.amount })),
          'to',
          'amount',
          a.flag,
        ),
      };
    case 6:
      return { attach: first, to: object(a.b) };
    case 7:
      return defined({ gainControl: first, player: pick(names.players, a.b), untilEndOfTurn: a.maybeFlag });
    case 8:
      return { crew: first, with: others.map((e) => e.who) };
    case 9:
      return { regenerate: first };
    case 10:
      return {
        attack: a.flag
          ? Object.fromEntries(others.map((e) => [e.who, either(e.whom ?? e.amount)]))
          : others.map((e) => {
              const attacking = e.whom === undefined ? undefined : either(e.whom);
              return attacking === undefined ? e.who : { attacker: e.who, attacking };
            }),
      };
    case 12:
      return defined({
        cast: first,
        x: a.x,
        targets: a.targets?.flatMap((n) => either(n) ?? []),
        mana: a.mana,
        choices: a.flag ? defined({ copy: { card: pick(CARD_SPELLINGS, a.b) } }) : undefined,
        convoke: a.maybeFlag === true && others.length > 0 ? others.map((e) => e.who) : undefined,
        faceDown: a.maybeFlag === false ? true : undefined,
        additional: a.flag ? a.b % 3 : undefined,
        costs: a.flag && others.length > 0 ? { sacrifice: others.map((e) => e.who) } : undefined,
      });
    case 13:
      return defined({
        turnFaceUp: first,
        costs: a.flag && others.length > 0 ? { discard: others.map((e) => e.who) } : undefined,
      });
    case 11:
      return {
        block: pairs(
          others.map((e) => ({ blocker: e.who, attacker: object(e.whom ?? e.amount) ?? first })),
          'blocker',
          'attacker',
          a.flag,
        ),
      };
    default: {
      const division = Object.fromEntries(
        others.map((e) => [e.who, Object.fromEntries([[either(e.whom ?? 0) ?? 'A', e.amount]])]),
      );
      if (a.flag && a.maybeFlag === false)
        return { assignDamage: division, player: pick(names.players, a.b) ?? 'A' };
      return defined({
        advance: pick(STEPS, a.b),
        damage: a.flag ? division : undefined,
        keepTapped: a.maybeFlag === true && others.length > 0 ? others.map((e) => e.who) : undefined,
      });
    }
  }
};

const COMBAT_STEPS = STEPS.slice(STEPS.indexOf('declareAttackers'), STEPS.indexOf('main2'));
const isAfter = (step: string, than: string): boolean =>
  STEPS.indexOf(step as (typeof STEPS)[number]) >= STEPS.indexOf(than as (typeof STEPS)[number]);

/** Combat in a combat step, among permanents the file names: attackers, blockers of attackers, blocked consistent. */
const buildCombat = (raw: Raw, names: Names, step: string) => {
  const c = raw.combat;
  if (c === undefined || !COMBAT_STEPS.includes(step as (typeof STEPS)[number])) return undefined;
  const permanents = names.named.filter((id) => {
    const i = names.objectIds.indexOf(id);
    return (raw.objects[i]?.zone ?? 'battlefield') === 'battlefield';
  });
  // CR 508.1b: attackers attack an opponent, by default the next one who has not lost.
  const opponents = names.players.filter((p, i) => p !== names.active && raw.playerFields[i]?.lost !== true);
  const attackerIds =
    opponents.length === 0 ? [] : [...new Set(c.attackers.flatMap((a) => pick(permanents, a.who) ?? []))];
  const declared = c.blockers !== undefined && isAfter(step, 'declareBlockers') && attackerIds.length > 0;
  const seen = new Set<string>();
  const blockers = declared
    ? (c.blockers?.list ?? []).flatMap((b) => {
        const id = pick(permanents, b.who);
        const blocking = pick(attackerIds, b.blocking);
        if (id === undefined || blocking === undefined || seen.has(`${id}>${blocking}`)) return [];
        seen.add(`${id}>${blocking}`);
        return [{ id, blocking }];
      })
    : null;
  const keyed =
    blockers !== null &&
    c.blockers?.keyed === true &&
    new Set(blockers.map((b) => b.id)).size === blockers.length;
  const attackers = attackerIds.map((id) => {
    const a = c.attackers.find((x) => pick(permanents, x.who) === id);
    const blockedNow = blockers?.some((b) => b.blocking === id) ?? false;
    const blocked = blockers === null || blockedNow ? (a?.blocked ? true : undefined) : a?.blocked;
    const attacking = pick(
      [...names.players.filter((p) => p !== names.active), ...names.named],
      a?.attacking,
    );
    const written = defined({
      attacking,
      blocked: blockers === null ? undefined : blocked,
      neverAttacked: a?.neverAttacked,
    });
    return Object.keys(written).length === 0 ? id : { id, ...written };
  });
  const inCombat = [...attackerIds, ...(blockers ?? []).map((b) => b.id)];
  const dealt = isAfter(step, 'firstStrikeDamage')
    ? [...new Set(c.dealtFirstStrike.flatMap((n) => pick(inCombat, n) ?? []))]
    : [];
  return defined({
    attackers: attackers.length === 0 ? undefined : attackers,
    blockers:
      blockers === null
        ? undefined
        : keyed
          ? Object.fromEntries(blockers.map((b) => [b.id, b.blocking]))
          : blockers,
    dealtFirstStrike: dealt.length === 0 ? undefined : dealt,
  });
};

/**
 * The `next.id` parseBoard works out: one past the largest n of any `a<n>`, `o<n>` or `e<n>`
 * id, objects and effects without one filled in as board-ids.ts does.
 */
const impliedNextId = (file: Record<string, unknown>, players: readonly string[]): number => {
  const list = (key: string): Record<string, unknown>[] => (Array.isArray(file[key]) ? file[key] : []);
  const given = (key: string) => list(key).flatMap((e) => (typeof e.id === 'string' ? [e.id] : []));
  const stackIds = list('stack').flatMap((e) => (e.kind === 'ability' ? [String(e.id)] : []));
  const gone = Array.isArray(file.gone) ? file.gone.map(String) : [];
  const taken = new Set([
    ...players,
    ...given('objects'),
    ...given('effects'),
    ...stackIds,
    ...given('triggered'),
    ...gone,
  ]);
  for (const [prefix, key] of [
    ['o', 'objects'],
    ['e', 'effects'],
  ] as const)
    for (const [i, e] of list(key).entries()) {
      if (e.id !== undefined) continue;
      let n = i + 1;
      while (taken.has(`${prefix}${n}`)) n++;
      taken.add(`${prefix}${n}`);
    }
  const ns = [...taken].map((id) => Number(/^[aoe]([1-9]\d*)$/.exec(id)?.[1] ?? 0));
  return Math.max(0, ...ns) + 1;
};

/** The timestamps the stack's abilities and the waiting ones give for the card a dying source became (CR 400.7e). */
const becameStamps = (file: Record<string, unknown>): number[] =>
  [file.stack, file.triggered].flatMap((list) =>
    Array.isArray(list) ? list.flatMap((e) => Object(Object(e).became).timestamp ?? []) : [],
  );

/** A `next` after every timestamp the file gives or implies, and at or past the id it implies. */
const buildNext = (raw: Raw, file: Record<string, unknown>, players: readonly string[]) => {
  if (raw.next === undefined) return undefined;
  const stamps = [
    ...raw.objects.flatMap((o, i) => [
      o.timestamp ?? i + 1,
      ...(o.enteredAt === undefined ? [] : [o.enteredAt]),
      ...(o.counters?.stamps ?? []).flatMap((s) => s ?? []),
    ]),
    ...raw.effects.map((e, j) => e.timestamp ?? raw.objects.length + j + 1),
    ...raw.delayed.map((d) => d.timestamp),
    ...becameStamps(file),
  ];
  const { id, timestamp } = raw.next;
  return defined({
    id: id === undefined ? undefined : impliedNextId(file, players) + id,
    timestamp: timestamp === undefined ? undefined : Math.max(0, ...stamps) + 1 + timestamp,
  });
};

const build = (raw: Raw): Record<string, unknown> => {
  const players: readonly string[] = PLAYER_SETS[raw.players] ?? ['A', 'B'];
  const turn = raw.turn && { ...raw.turn, active: pick(players, raw.turn.active) };
  const taken = new Set(players);
  /** An id the file may use: the first entry to ask for one gets it. */
  const claim = (id: string | undefined): string | undefined => {
    if (id === undefined || taken.has(id)) return undefined;
    taken.add(id);
    return id;
  };
  // A card on the stack is a spell, which the stack names by id (CR 112.1).
  const objectIds = raw.objects.map(
    (o, i) => claim(o.id) ?? (o.zone === 'stack' ? claim(`s${i + 1}`) : undefined),
  );
  const names: Names = {
    players,
    active: turn?.active ?? players[0] ?? 'A',
    turnNumber: turn?.number ?? 1,
    objectIds,
    named: objectIds.flatMap((id) => id ?? []),
  };
  const writtenPlayers = players.map((id, i) => {
    const p = raw.playerFields[i];
    return defined({
      id,
      life: p?.life,
      counters: p?.counters,
      manaPool: p?.pool,
      lost: p?.lost,
      drewFromEmptyLibrary: p?.drew,
      cityBlessing: p?.blessed,
      monarch: raw.monarch === i ? true : undefined,
    });
  });
  const effects = raw.effects.map((e) => buildEffect(e, claim(e.id), names));
  const stackNames: StackNames = {
    ...names,
    step: turn?.step ?? 'main1',
    spells: objectIds.flatMap((id, i) => (id !== undefined && raw.objects[i]?.zone === 'stack' ? [id] : [])),
    lost: players.filter((_, i) => raw.playerFields[i]?.lost === true),
    permanents: objectIds.flatMap((id, i) =>
      id !== undefined && (raw.objects[i]?.zone ?? 'battlefield') === 'battlefield' ? [id] : [],
    ),
  };
  const stack = buildStack(raw.stack, stackNames, claim);
  const file = defined({
    turn: turn && defined(turn),
    players: raw.writePlayers || raw.players !== 0 ? writtenPlayers : undefined,
    objects: raw.objects.map((o, i) => buildObject(o, i, names, raw)),
    effects,
    combat: buildCombat(raw, names, turn?.step ?? 'main1'),
    ...stack,
    delayed: raw.delayed.length === 0 ? undefined : raw.delayed.map((d) => buildDelayed(d, names)),
    actions: raw.actions.map((a) => buildAction(a, names, stackNames, triggerIds(stack))),
  });
  return defined({ ...file, next: buildNext(raw, file, players) });
};

export const arbitraryBoard: fc.Arbitrary<Record<string, unknown>> = rawBoard.map(build);
