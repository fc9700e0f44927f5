import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef } from '../../effects/types.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { resolveSource } from '../resolution/resolve.js';
import type { ResolveAction } from '../resolution/resolve-action.js';
import type { Source } from '../resolution/resolving.js';
import { checkTargets } from '../resolution/targets.js';
import { castTriggers } from '../triggers/cast-triggers.js';
import { resolveTriggers } from '../triggers/triggers.js';
import { cardOf, type View, viewOf } from '../view.js';
import { enterBattlefield } from '../zones/enter.js';
import { moveObject } from '../zones/zones.js';
import type { CastAction } from './cast-action.js';
import { payAlternatives } from './cast-alternatives.js';
import { affinityReduction, payTotalCost, totalCost } from './cast-cost.js';
import { castingView, withCastCost } from './cast-face-down.js';
import { castChoice, delayedForPaid } from './cast-options.js';
import { mayCastNow } from './cast-timing.js';
import { staticCostChanges } from './cost-changes.js';

/**
 * CR 601.2: cast a card from its owner's hand. It moves to the stack (601.2a), X is announced
 * (601.2b), targets chosen (601.2c), the total cost determined (601.2f) and paid from the
 * caster's mana pool (601.2g-h); then it becomes cast (601.2i). There is no stack yet, so
 * nobody can respond: the spell resolves at once. A permanent spell enters the battlefield
 * under its caster's control with its X (608.3a, 107.3m); an instant's or sorcery's spell
 * abilities resolve (608.2) and it goes to its owner's graveyard (608.2n).
 */
export const cast = (before: View, pool: CardPool, action: CastAction): Result<Outcome> => {
  const turned = castingView(before, pool, action);
  if (!turned.ok) return turned;
  const view = turned.value;
  const object = view.objects.get(action.object);
  const spell = view.chars.get(action.object);
  if (!object || !spell)
    return err(rulesError('ERR_ACTION', `no object has id "${action.object}"`, { path: '$.object' }));
  if (spell.zone !== 'hand')
    return refuse(
      `${action.object} is in the ${spell.zone}; only a card in its owner's hand may be cast here`,
      '$.object',
      '601.3',
    );
  const caster = object.owner;
  const timing = mayCastNow(view.state, spell, caster);
  if (!timing.ok) return timing;
  // CR 708.2a: a face-down spell has no text.
  const abilities = object.faceDown ? [] : (pool.get(cardOf(object))?.abilities ?? []);
  const refused = uncastable(spell.name, spell.subtypes, abilities);
  if (refused) return refused;
  const x = action.x ?? 0;
  // CR 702.37c: a face-down spell's cost is {3} rather than its mana cost.
  const castSpell = withCastCost(spell, object.faceDown);
  const choice = castChoice(castSpell, abilities, action);
  if (!choice.ok) return choice;
  // CR 601.2a: the card moves to the stack, its caster its controller.
  const run = new Sequence(view.state).step((s) =>
    moveObject(s, action.object, 'stack', '601.2a', { controller: caster, faceDown: object.faceDown }),
  );
  const onStack = viewOf(run.state, pool);
  if (!onStack.ok) return onStack;
  // CR 601.2f: the total cost is determined with the spell on the stack, where cost changes see it.
  const statics = staticCostChanges(onStack.value, pool, action.object, caster);
  if (!statics.ok) return statics;
  const cost = totalCost(castSpell, choice.value, x, affinityReduction(view, spell, caster), statics.value);
  if (!cost.ok) return cost;
  const permanent = !spell.types.includes('Instant') && !spell.types.includes('Sorcery');
  const source: Source = {
    object: onStack.value.objects.get(action.object) ?? object,
    name: spell.name,
    abilities: abilities.filter((a) => a.kind === 'spell'),
    spell: true,
  };
  const resolveAction: ResolveAction = {
    kind: 'resolve',
    source: action.object,
    controller: caster,
    ...(action.targets === undefined ? {} : { targets: action.targets }),
    ...(action.x === undefined ? {} : { x: action.x }),
    ...(action.mana === undefined ? {} : { mana: action.mana }),
    ...(action.may === undefined ? {} : { may: action.may }),
    ...(action.modes === undefined ? {} : { modes: action.modes }),
  };
  if (!permanent) {
    // CR 601.2c: the targets are announced now, and must be legal ones.
    for (const a of source.abilities) {
      if (a.kind !== 'spell') continue;
      const chosen = checkTargets(run.state, pool, onStack.value.chars, source, a.targets, resolveAction);
      if (!chosen.ok) return chosen;
    }
  }
  // CR 601.2h: creatures, artifacts and cards pay their part, the mana pool the rest.
  const others = payAlternatives(view, run.state, spell, caster, action, cost.value);
  if (!others.ok) return others;
  const paid = payTotalCost(others.value.outcome.state, caster, spell, others.value.costs);
  if (!paid.ok) return paid;
  run.step(() => others.value.outcome).step(() => paid.value);
  // CR 601.2i: it becomes cast, and abilities trigger. With no stack, they resolve at once,
  // before the spell they were put on the stack above; then the spell resolves.
  run.note({ kind: 'spellCast', object: action.object, player: caster, rule: '601.2i' });
  const castView = viewOf(run.state, pool);
  if (!castView.ok) return castView;
  const triggered = castTriggers(castView.value, pool, {
    id: action.object,
    caster,
    targets: permanent ? [] : (action.targets ?? []),
  });
  if (!triggered.ok) return triggered;
  const fired = resolveTriggers(run.state, pool, triggered.value);
  if (!fired.ok) return fired;
  run.step(() => fired.value);
  const paidView = viewOf(run.state, pool);
  if (!paidView.ok) return paidView;
  const resolved = permanent
    ? enterBattlefield(
        paidView.value,
        pool,
        {
          kind: 'putOntoBattlefield',
          object: action.object,
          controller: caster,
          choices: {
            ...action.choices,
            ...(action.x === undefined ? {} : { x: action.x }),
            ...choice.value.record,
          },
          ...(action.targets === undefined ? {} : { targets: action.targets }),
        },
        '608.3a',
      )
    : resolveInstant(paidView.value, pool, source, resolveAction);
  if (!resolved.ok) return resolved;
  run.step(() => resolved.value);
  if (permanent) run.step((s) => delayedForPaid(s, pool, action.object, caster, choice.value.record.paid));
  return ok(run.done());
};

/** CR 608.2: an instant's or sorcery's spell abilities resolve, then it goes to its owner's graveyard (608.2n). */
const resolveInstant = (
  view: View,
  pool: CardPool,
  source: Source,
  action: ResolveAction,
): Result<Outcome> => {
  const resolved = resolveSource(view, pool, source, action);
  if (!resolved.ok) return resolved;
  return ok(
    new Sequence(resolved.value.state)
      .note(...resolved.value.events)
      .step((s) => moveObject(s, action.source, 'graveyard', '608.2n'))
      .done(),
  );
};

/**
 * Why this card can't be cast by the engine, or null: an ability of its own the compiler
 * doesn't model may change how it is cast, so none is ignored; and an Aura spell targets what
 * it will enchant (303.4a), which casting doesn't model yet.
 */
const uncastable = (name: string, subtypes: readonly string[], abilities: readonly AbilityDef[]) => {
  const unsupported = abilities.find((a) => a.kind === 'unsupported');
  if (unsupported)
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `${name}: "${unsupported.text}" is not supported: ${unsupported.reason}`,
        {
          path: '$.object',
        },
      ),
    );
  if (subtypes.includes('Aura'))
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `${name} is an Aura spell, which targets what it will enchant; casting one is not supported yet`,
        {
          path: '$.object',
          rule: '303.4a',
        },
      ),
    );
  return null;
};
