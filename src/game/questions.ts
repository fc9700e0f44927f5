import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import { defaultDivision } from '../engine/combat/damage-division.js';
import type { Actor } from '../engine/stack/priority.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { Awaiting } from '../state/stack.js';
import type { GameState, PlayerId } from '../state/types.js';
import { mulliganAnswers } from './mulligan-answers.js';
import { accepts, targetUniverse } from './trial.js';
import type { LegalEntry } from './types.js';

const single = (player: PlayerId, example: PlayerAction, choices: LegalEntry['choices']): LegalEntry => ({
  kind: example.kind,
  player,
  example,
  choices,
});

/** CR 704.5j: keep one of the legendary permanents with one name; each is a legal answer. */
export const keepLegendEntry = (act: Extract<Actor, { kind: 'keepLegend' }>): LegalEntry => {
  const [first = ''] = act.choice.among;
  return single(act.player, { kind: 'keepLegend', keep: first }, { keep: act.choice.among });
};

/** CR 514.1: discard exactly `count` cards of the hand, any of them. */
export const discardEntry = (
  state: GameState,
  act: Extract<Actor, { kind: 'discardToHandSize' }>,
): LegalEntry => {
  const hand = state.objects.filter((o) => o.zone === 'hand' && o.owner === act.player).map((o) => o.id);
  return single(
    act.player,
    { kind: 'discardToHandSize', cards: hand.slice(0, act.count) },
    { discard: { from: hand, count: act.count } },
  );
};

/**
 * CR 603.3b-d: the player's waiting triggered abilities, in any order, each with at most one
 * target chosen for it, as `apply` accepts them: the first combination accepted (in the order
 * they triggered) is the example, and `targets[i]` the targets of the i-th accepted with the
 * others as in the example. More targets than one for an ability is not enumerated.
 */
export const orderTriggersEntry = (
  state: GameState,
  pool: CardPool,
  player: PlayerId,
): Result<LegalEntry> => {
  const ids = state.triggered.filter((t) => t.controller === player).map((t) => t.id);
  const picks: (readonly string[])[] = [[], ...targetUniverse(state).map((u) => [u])];
  const make = (targets: readonly (readonly string[])[]): PlayerAction => ({
    kind: 'orderTriggers',
    order: ids.map((trigger, i) => ({
      trigger,
      ...((targets[i] ?? []).length > 0 ? { targets: targets[i] } : {}),
    })),
  });
  // More abilities than two with a target each are not searched: the combinations grow as a power.
  const found = search(
    ids.length,
    ids.length <= SEARCHED ? picks : [[]],
    (t) => accepts(state, pool, make(t)).ok,
  );
  if (found === undefined)
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `${player}'s triggered abilities need choices not enumerated (modes, several targets)`,
        {
          rule: '603.3c',
        },
      ),
    );
  const targets = ids.map((_, i) =>
    picks.filter((p) => accepts(state, pool, make(found.map((f, j) => (j === i ? p : f)))).ok).flat(),
  );
  return ok(single(player, make(found), { order: ids, targets }));
};

const SEARCHED = 2;

/** The first combination of one pick per slot that `takes`, depth first; a slot's picks tried in order. */
const search = (
  slots: number,
  picks: readonly (readonly string[])[],
  takes: (choice: readonly (readonly string[])[]) => boolean,
): (readonly string[])[] | undefined => {
  const walk = (chosen: (readonly string[])[]): (readonly string[])[] | undefined => {
    if (chosen.length === slots) return takes(chosen) ? chosen : undefined;
    for (const p of picks) {
      const done = walk([...chosen, p]);
      if (done !== undefined) return done;
    }
    return undefined;
  };
  return walk([]);
};

/** The answers tried to "you may" and to a choice of mana (608.2d, 603.5). */
const ANSWERS: readonly PlayerAction[] = [
  { kind: 'decide', may: true },
  { kind: 'decide', may: false },
  ...['{W}', '{U}', '{B}', '{R}', '{G}', '{C}'].map((mana): PlayerAction => ({ kind: 'decide', mana })),
];

/**
 * CR 608.2d: the answers of a resolving spell or ability this lists: "you may" either way, and
 * a choice of mana. Another question (cards to choose, a scry) is refused by name.
 */
export const decideEntries = (state: GameState, pool: CardPool, awaiting: Awaiting): Result<LegalEntry[]> => {
  const answers = ANSWERS.filter((a) => accepts(state, pool, a).ok);
  return answers.length > 0
    ? ok(answers.map((a) => single(awaiting.player, a, {})))
    : err(
        rulesError('ERR_UNSUPPORTED', `the answers to "${awaiting.what}" are not enumerated`, {
          rule: awaiting.rule,
        }),
      );
};

/**
 * CR 103.5: the mulligans' open question: each declaration allowed (keep, and mulligan while the
 * hand wouldn't be zero cards), or `count` cards of the hand put on the bottom.
 */
export const openingEntries = (state: GameState): readonly LegalEntry[] => {
  const open = mulliganAnswers(state);
  if (open === null) return [];
  if (open.kind === 'mulligan') return open.answers.map((a) => single(open.player, a, {}));
  const { player, count, from } = open;
  return [
    single(player, { kind: 'bottom', player, cards: from.slice(0, count) }, { bottom: { from, count } }),
  ];
};

/**
 * CR 510.1c-e: the player's combat damage assignment: the documented default division is the
 * example (each blocker in declared order gets lethal damage, 510.1c), and the question describes
 * every division; `check` judges a whole one (510.1e).
 */
export const combatDamageEntry = (act: Extract<Actor, { kind: 'assignCombatDamage' }>): LegalEntry => {
  const division = Object.fromEntries(act.question.creatures.map((d) => [d.creature, defaultDivision(d)]));
  return single(
    act.player,
    { kind: 'assignCombatDamage', player: act.player, division },
    { combatDamage: act.question },
  );
};
