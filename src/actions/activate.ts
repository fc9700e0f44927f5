import type { CardPool } from '../cards/pool.js';
import { parseManaCost } from '../mana/cost.js';
import { planPayment } from '../mana/payment.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { Action } from './action.js';
import type { GameEvent } from './events.js';
import type { Outcome } from './outcome.js';
import { resolve } from './resolve.js';
import { summoningSick } from './sickness.js';
import { type View, withObject } from './view.js';

type Activate = Extract<Action, { kind: 'activate' }>;

const refuse = (message: string, path: string, rule: string): Result<never> =>
  err(rulesError('ERR_ACTION', message, { path, rule }));

/**
 * CR 602.2: activate an ability of a permanent: pay its cost ({T} taps, {Q} untaps, mana
 * comes from the controller's pool, planned exactly), then, with no stack yet, resolve it at
 * once. {T} and {Q} abilities of a creature need it free of summoning sickness (302.6).
 */
export const activate = (view: View, pool: CardPool, action: Activate): Result<Outcome> => {
  const object = view.objects.get(action.object);
  const c = view.chars.get(action.object);
  if (!object || !c || c.zone !== 'battlefield')
    return refuse(`${action.object} is not a permanent`, '$.object', '602.2');
  const ability = pool.get(object.card)?.abilities[action.ability];
  if (ability?.kind !== 'activated' || !c.abilities.some((a) => a.text === ability.text))
    return refuse(
      `${action.object} has no activated ability number ${action.ability} now`,
      '$.ability',
      '602.1',
    );
  const paid = payCost(view, action, ability.cost, c.controller);
  if (!paid.ok) return paid;
  const resolved = resolve(paid.value.state, pool, {
    kind: 'resolve',
    source: action.object,
    ability: action.ability,
    controller: c.controller,
    ...(action.targets === undefined ? {} : { targets: action.targets }),
    ...(action.x === undefined ? {} : { x: action.x }),
  });
  if (!resolved.ok) return resolved;
  return ok({ state: resolved.value.state, events: [...paid.value.events, ...resolved.value.events] });
};

/** CR 601.2g-h, 602.2b: pay every part of the cost, or the activation is refused. */
const payCost = (view: View, action: Activate, cost: string, controller: PlayerId): Result<Outcome> => {
  let state: GameState = view.state;
  const events: GameEvent[] = [];
  const object = view.objects.get(action.object);
  const c = view.chars.get(action.object);
  if (!object || !c) return refuse(`${action.object} is not a permanent`, '$.object', '602.2');
  for (const part of cost.split(', ')) {
    if (part === '{T}' || part === '{Q}') {
      const untap = part === '{Q}';
      if (summoningSick(view.state, object, c))
        return refuse(
          `${action.object} has not been under ${controller}'s control since their most recent turn began, so it can't pay ${part}`,
          '$.object',
          '302.6',
        );
      if (object.tapped !== untap)
        return refuse(
          `${action.object} is ${object.tapped ? 'tapped' : 'untapped'}, so it can't pay ${part}`,
          '$.object',
          untap ? '107.6' : '107.5',
        );
      state = withObject(state, action.object, (o) => ({ ...o, tapped: !untap }));
      events.push({
        kind: untap ? 'untapped' : 'tapped',
        object: action.object,
        rule: untap ? '107.6' : '107.5',
      });
      continue;
    }
    const mana = parseManaCost(part);
    if (!mana.ok)
      return err(
        rulesError(
          'ERR_UNSUPPORTED',
          `paying "${part}" is not supported yet; costs of mana, {T} and {Q} are`,
          { path: '$.ability' },
        ),
      );
    const player = state.players.find((p) => p.id === controller);
    const plan = planPayment(
      mana.value,
      { pool: player?.manaPool ?? [] },
      {
        purpose: { kind: 'ability' },
        variables: { X: action.x ?? 0 },
      },
    );
    if (!plan.ok) return err({ ...plan.error, path: '$.ability' });
    const spent = new Set(plan.value.payments.flatMap((p) => p.mana));
    state = {
      ...state,
      players: state.players.map((p) =>
        p.id === controller ? { ...p, manaPool: p.manaPool.filter((_, i) => !spent.has(i)) } : p,
      ),
    };
  }
  return ok({ state, events });
};
