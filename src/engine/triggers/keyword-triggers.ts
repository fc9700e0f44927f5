import type { CardPool } from '../../cards/pool.js';
import type { Instruction, Keyword, Trigger } from '../../effects/types.js';
import { largest } from '../../lists.js';
import { optional } from '../../result.js';
import type { Attacker, ObjectId, PlayerId } from '../../state/types.js';
import { blockingCreatures } from '../combat/multiple-blocks.js';
import { abilitiesNow, hasKeyword, type View } from '../view.js';
import type { Pending } from './triggers.js';

/**
 * The combat keywords that are triggered abilities (CR 702.83a exalted, 702.91a battle cry,
 * 702.25a flanking, 702.45a bushido, 702.23a rampage, 702.121a melee), as pending triggers beside the printed
 * ones. Each instance triggers separately (702.83b, 702.25b, 702.45b, 702.23b), and each names
 * its keyword's rule.
 */

/** One instance of a keyword: its number among the object's abilities, its text and its N. */
interface Instance {
  readonly ability: number;
  readonly text: string;
  readonly amount: number;
}

/**
 * Each instance of `keyword` object `id` has now, after the layers (613.1f), however it got it:
 * printed, copied with a copy effect's exceptions (707.9a, Dack's Duplicate's dethrone), or
 * granted by a resolved effect or a static ability (Sublime Archangel). Numbered as
 * `abilitiesNow` numbers them, so a trigger names the ability a player would name.
 */
export const instances = (view: View, pool: CardPool, id: ObjectId, keyword: Keyword): Instance[] => {
  const object = view.objects.get(id);
  const c = view.chars.get(id);
  if (!object || c?.zone !== 'battlefield') return [];
  return abilitiesNow(pool, object, c).flatMap(([ability, def]) =>
    def.kind === 'keyword' && def.keyword === keyword
      ? [{ ability, text: def.text, amount: def.amount ?? 0 }]
      : [],
  );
};

/** "[It] gets +P/+T until end of turn" on the objects `on` names, the values fixed now (611.2c). */
export const gets = (
  on: 'self' | 'triggerObject' | 'otherAttackers',
  power: number,
  toughness: number,
): Instruction => ({
  kind: 'createEffect',
  on,
  duration: 'endOfTurn',
  effect: {
    affects: {},
    ops: [
      {
        kind: 'modifyPT',
        power: { kind: 'constant', n: power },
        toughness: { kind: 'constant', n: toughness },
      },
    ],
  },
});

/** One instance's trigger: the keyword's ability as a triggered ability of its object. */
export const pending = (
  view: View,
  id: ObjectId,
  { ability, text }: Instance,
  trigger: Trigger,
  rule: string,
  instruction: Instruction,
  triggerObject?: ObjectId,
): Pending[] => {
  const c = view.chars.get(id);
  if (!c) return [];
  return [
    {
      source: id,
      sourceName: c.name,
      ability,
      def: { kind: 'triggered', text, trigger, instructions: [instruction] },
      controller: c.controller,
      rule,
      ...optional('triggerObject', triggerObject),
    },
  ];
};

/**
 * After attackers are declared: battle cry on each attacker (702.91a), and exalted on each
 * permanent of the controller of a creature that attacks alone (702.83a, 506.5: the only
 * creature declared as an attacker).
 */
export const attackKeywordTriggers = (view: View, pool: CardPool): Pending[] => {
  const attackers = view.state.combat?.attackers ?? [];
  const battleCry = attackers.flatMap((a) =>
    instances(view, pool, a.id, 'Battle cry').flatMap((inst) =>
      pending(view, a.id, inst, { kind: 'attacks' }, '702.91a', gets('otherAttackers', 1, 0)),
    ),
  );
  const fellows = fellowsOf(view, attackers);
  const counters = attackers.flatMap((a) => attackCounterTriggers(view, pool, a, fellows));
  const melee = attackers.flatMap((a) => meleeTriggers(view, pool, a, fellows));
  const [alone, ...others] = attackers;
  if (alone === undefined || others.length > 0) return [...battleCry, ...counters, ...melee];
  const controller = view.chars.get(alone.id)?.controller;
  const exalted = view.state.objects
    .filter((o) => view.chars.get(o.id)?.controller === controller)
    .flatMap((o) =>
      instances(view, pool, o.id, 'Exalted').flatMap((inst) =>
        pending(view, o.id, inst, { kind: 'attacks' }, '702.83a', gets('triggerObject', 1, 1), alone.id),
      ),
    );
  return [...battleCry, ...counters, ...melee, ...exalted];
};

/**
 * What melee and training compare with the other attackers, worked out in one pass for all of
 * them: each of 10,000 attackers with melee or training looking at all the others made declaring
 * them quadratic (issue 18).
 */
interface Fellows {
  /** CR 702.121a: for each controller, how many opponents it attacked with a creature (players, not permanents). */
  readonly opponentsAttacked: ReadonlyMap<PlayerId | undefined, number>;
  /** CR 702.149a: the greatest power among the attackers. */
  readonly greatestPower: number;
}

const fellowsOf = (view: View, attackers: readonly Attacker[]): Fellows => {
  const opponents = new Map<PlayerId | undefined, Set<PlayerId>>();
  for (const a of attackers) {
    const controller = view.chars.get(a.id)?.controller;
    const attacked = opponents.get(controller) ?? new Set<PlayerId>();
    opponents.set(controller, attacked);
    if (a.attacking !== controller && view.state.players.some((p) => p.id === a.attacking))
      attacked.add(a.attacking);
  }
  return {
    opponentsAttacked: new Map([...opponents].map(([controller, attacked]) => [controller, attacked.size])),
    greatestPower: largest(
      attackers.map((a) => view.chars.get(a.id)?.power ?? 0),
      0,
    ),
  };
};

/**
 * CR 702.121a: melee, "it gets +1/+1 until end of turn for each opponent you attacked with a
 * creature this combat": the opponents attacked themselves, not their planeswalkers or battles,
 * counted as attackers are declared, which is as it resolves here (no trigger resolves between).
 * Each instance triggers separately (702.121b).
 */
const meleeTriggers = (view: View, pool: CardPool, attacker: Attacker, fellows: Fellows): Pending[] => {
  const melee = instances(view, pool, attacker.id, 'Melee');
  if (melee.length === 0) return [];
  const n = fellows.opponentsAttacked.get(view.chars.get(attacker.id)?.controller) ?? 0;
  return melee.flatMap((inst) =>
    pending(view, attacker.id, inst, { kind: 'attacks' }, '702.121a', gets('self', n, n)),
  );
};

/** "Put a +1/+1 counter on this creature." */
const counterOnSelf: Instruction = {
  kind: 'addCounters',
  on: 'self',
  counter: '+1/+1',
  amount: { kind: 'constant', n: 1 },
};

/**
 * The attack keywords that put a +1/+1 counter on their creature, read as attackers are declared
 * (508.1m, 508.3a): dethrone when it attacks the player with the most life or tied for most life
 * (702.105a), training when another attacker has greater power (702.149a). Each instance
 * triggers separately (702.105b, 702.149b).
 */
const attackCounterTriggers = (
  view: View,
  pool: CardPool,
  attacker: Attacker,
  fellows: Fellows,
): Pending[] => {
  const most = largest(
    view.state.players.map((p) => p.life),
    0,
  );
  const defender = view.state.players.find((p) => p.id === attacker.attacking);
  const dethrone =
    defender !== undefined && defender.life === most
      ? instances(view, pool, attacker.id, 'Dethrone').flatMap((inst) =>
          pending(view, attacker.id, inst, { kind: 'attacks' }, '702.105a', counterOnSelf),
        )
      : [];
  const trainings = instances(view, pool, attacker.id, 'Training');
  // Another attacker has greater power exactly when the greatest power is greater than its own.
  const stronger = fellows.greatestPower > (view.chars.get(attacker.id)?.power ?? 0);
  const training = stronger
    ? trainings.flatMap((inst) =>
        pending(view, attacker.id, inst, { kind: 'attacks' }, '702.149a', counterOnSelf),
      )
    : [];
  return [...dethrone, ...training];
};

/**
 * After blockers are declared: bushido on each blocker (702.45a); for each attacker that
 * became blocked, bushido, rampage (702.23a) and flanking once for each blocker without
 * flanking (702.25a), read as the blockers were declared (509.3f).
 */
export const blockKeywordTriggers = (
  view: View,
  pool: CardPool,
  newlyBlocked: readonly ObjectId[],
): Pending[] => {
  const blockers = view.state.combat?.blockers ?? [];
  const blocking = blockingCreatures(blockers).flatMap((id) =>
    instances(view, pool, id, 'Bushido').flatMap((inst) =>
      pending(view, id, inst, { kind: 'blocks' }, '702.45a', gets('self', inst.amount, inst.amount)),
    ),
  );
  const blocked = newlyBlocked.flatMap((id) => {
    const its = blockers.filter((b) => b.blocking === id);
    const bushido = instances(view, pool, id, 'Bushido').flatMap((inst) => {
      const n = inst.amount;
      return pending(view, id, inst, { kind: 'becomesBlocked' }, '702.45a', gets('self', n, n));
    });
    // CR 702.23b: the bonus is worked out as it resolves, which here is as blockers are declared.
    const beyondFirst = Math.max(0, its.length - 1);
    const rampage = instances(view, pool, id, 'Rampage').flatMap((inst) => {
      const n = inst.amount * beyondFirst;
      return pending(view, id, inst, { kind: 'becomesBlocked' }, '702.23a', gets('self', n, n));
    });
    const flanking = instances(view, pool, id, 'Flanking').flatMap((inst) =>
      its
        .filter((b) => !hasKeyword(view.chars.get(b.id), 'Flanking'))
        .flatMap((b) =>
          pending(view, id, inst, { kind: 'becomesBlocked' }, '702.25a', gets('triggerObject', -1, -1), b.id),
        ),
    );
    return [...bushido, ...rampage, ...flanking];
  });
  return [...blocking, ...blocked];
};
