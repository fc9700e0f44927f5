import type { PlayerAction } from '../engine/action.js';
import { err, ok, optional, type Result, rulesError } from '../result.js';
import type { CombatDamageDivision, CombatDamageQuestion } from '../state/combat-damage.js';
import type { LegalActions, LegalChoice, LegalEntry } from './types.js';

/**
 * The action an entry makes with these choices: its example with each choice given put in
 * place (targets, X, a declaration, the cards discarded, the order of triggers, the legendary
 * permanent kept, the crew). Whether it is legal is `LegalActions.check`'s to say.
 */
export const concreteAction = (entry: LegalEntry, choice: LegalChoice): PlayerAction => {
  const a = entry.example;
  switch (a.kind) {
    case 'cast':
    case 'activate':
      return { ...a, ...optional('targets', choice.targets), ...optional('x', choice.x) };
    case 'declareAttackers':
      return { ...a, ...optional('attackers', choice.attackers) };
    case 'declareBlockers':
      return { ...a, ...optional('blockers', choice.blockers) };
    case 'discardToHandSize':
    case 'bottom':
      return { ...a, ...optional('cards', choice.cards) };
    case 'keepLegend':
      return { ...a, ...optional('keep', choice.keep) };
    case 'crew':
      return { ...a, ...optional('crew', choice.crew) };
    case 'assignCombatDamage':
      return { ...a, ...optional('division', choice.division) };
    case 'orderTriggers': {
      // choice.targets[i] is the target of the i-th ability as the entry lists them (603.3c).
      const ids = entry.choices.order ?? [];
      const targetOf = (id: string) => choice.targets?.[ids.indexOf(id)] ?? '';
      const order = choice.order ?? ids;
      return choice.order === undefined && choice.targets === undefined
        ? a
        : {
            kind: 'orderTriggers',
            order: order.map((trigger) => ({
              trigger,
              ...(targetOf(trigger) ? { targets: [targetOf(trigger)] } : {}),
            })),
          };
    }
    default:
      return a;
  }
};

/** How many random choices within an entry are tried before its example is taken. */
const TRIES = 8;

/**
 * A random legal action and the generator's next seed (a pure function: the same seed, the same
 * action): an entry uniformly among those listed, then each of its choices uniformly (a target
 * per slot, X in its range, each creature attacking or blocking or not, the cards discarded, an
 * order); a combination `check` refuses is drawn again, and after a few, the entry's example.
 * Every action it gives is one `apply` accepts. Nobody to act (a game over) is an error.
 */
export const randomAction = (
  legal: LegalActions,
  seed: number,
): Result<{ readonly action: PlayerAction; readonly seed: number }> => {
  const rng = { seed };
  const entry = oneOf(rng, legal.entries);
  if (entry === undefined)
    return err(rulesError('ERR_ACTION', 'nobody has an action to take', { rule: '104.1' }));
  for (let i = 0; i < TRIES; i++) {
    const action = concreteAction(entry, randomChoice(rng, entry));
    if (legal.check(action).ok) return ok({ action, seed: rng.seed });
  }
  return ok({ action: entry.example, seed: rng.seed });
};

/** A generator's state, advanced as it draws. */
interface Rng {
  seed: number;
}

/** A number in [0, 1) from mulberry32: small, fast, and the same on every platform. */
const next = (rng: Rng): number => {
  rng.seed = (rng.seed + 0x6d2b79f5) | 0;
  let t = rng.seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const oneOf = <T>(rng: Rng, items: readonly T[]): T | undefined =>
  items[Math.floor(next(rng) * items.length)];

const coin = (rng: Rng): boolean => next(rng) < 0.5;

const shuffled = <T>(rng: Rng, items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next(rng) * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

/** One value for each open choice of the entry, uniformly. */
const randomChoice = (rng: Rng, entry: LegalEntry): LegalChoice => {
  const c = entry.choices;
  const cardsOf = c.discard ?? c.bottom;
  const paired = (options: NonNullable<typeof c.attackers>) =>
    options.flatMap((o) => {
      const against = coin(rng) ? oneOf(rng, o.against) : undefined;
      return against === undefined ? [] : [{ creature: o.creature, against }];
    });
  return {
    ...optional(
      'targets',
      c.targets?.map((slot) => oneOf(rng, slot) ?? ''),
    ),
    ...optional('x', c.x && c.x.min + Math.floor(next(rng) * (c.x.max - c.x.min + 1))),
    ...optional(
      'attackers',
      c.attackers && paired(c.attackers).map((p) => ({ attacker: p.creature, attacking: p.against })),
    ),
    ...optional(
      'blockers',
      c.blockers && paired(c.blockers).map((p) => ({ blocker: p.creature, attacker: p.against })),
    ),
    ...optional('cards', cardsOf && shuffled(rng, cardsOf.from).slice(0, cardsOf.count)),
    ...optional('order', c.order && shuffled(rng, c.order)),
    ...optional('keep', c.keep && oneOf(rng, c.keep)),
    ...optional(
      'crew',
      c.crew?.filter(() => coin(rng)),
    ),
    ...optional('division', c.combatDamage && randomDivision(rng, c.combatDamage)),
  };
};

/**
 * CR 510.1c-d: each creature's damage, point by point, to a recipient drawn uniformly; with
 * trample, points moved back from the player to blockers short of lethal (702.19b). `check`
 * judges the whole (510.1e), and a refused one is drawn again.
 */
const randomDivision = (rng: Rng, question: CombatDamageQuestion): CombatDamageDivision =>
  Object.fromEntries(
    question.creatures.map((d) => {
      if (d.asThoughUnblocked !== undefined && coin(rng))
        return [d.creature, { [d.asThoughUnblocked]: d.amount }];
      const out: Record<string, number> = Object.fromEntries(d.recipients.map((to) => [to, 0]));
      for (let k = 0; k < d.amount; k++) {
        const to = oneOf(rng, d.recipients);
        if (to !== undefined) out[to] = (out[to] ?? 0) + 1;
      }
      return [d.creature, out];
    }),
  );
