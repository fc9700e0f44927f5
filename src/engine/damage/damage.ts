import type { Characteristics } from '../../layers/result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { changeLife } from '../life.js';
import { type Outcome, Sequence } from '../outcome.js';
import { hasKeyword, withObject } from '../view.js';
import { changeCounters } from '../zones/counters.js';
import { noteDamagedBy } from './damage-history.js';
import { type DamageBatch, preventDamage } from './prevention.js';

/** Damage from one source to one recipient (CR 120.1): an object or a player, by id. */
export interface DamageAssignment {
  readonly to: string;
  readonly amount: number;
}

/**
 * Deals damage from a source, read as it is now (K.10 Ruling 3: the source's characteristics
 * at the time, whatever its power was), to each recipient at once (CR 120.2, 510.2).
 * - To a player: life loss, or poison counters from a source with infect (120.3a-b).
 * - To a planeswalker: loyalty counters removed (120.3c); to a battle, defense counters (120.3h).
 * - To a creature: marked (120.3e), or -1/-1 counters from wither or infect (120.3d).
 * - Lifelink: the source's controller gains that much life (120.3f).
 * - Deathtouch: the creature is remembered for 704.5h.
 * - A permanent or player remembers which sources dealt it damage this turn (`damagedBy`).
 * - Prevention effects apply first (615, prevention.ts), protection's among them (702.16e).
 * Damage of 0 or less is not dealt at all (120.8).
 */
export const dealDamage = (
  state: GameState,
  source: Characteristics,
  recipients: readonly DamageAssignment[],
  combat: boolean,
  recipientChars: ReadonlyMap<ObjectId, Characteristics>,
): Outcome => dealDamageAtOnce(state, [{ source, to: recipients }], combat, recipientChars);

/**
 * Damage from several sources dealt at the same time (CR 510.2: all combat damage at once):
 * prevention applies to all of it first, then each source's damage is dealt, then what
 * follows a prevention (615.5).
 */
export const dealDamageAtOnce = (
  state: GameState,
  batches: readonly DamageBatch[],
  combat: boolean,
  chars: ReadonlyMap<ObjectId, Characteristics>,
): Outcome => {
  const prevented = preventDamage(state, batches, combat, chars);
  const run = new Sequence(prevented.state).note(...prevented.events);
  for (const b of prevented.batches) run.step((s) => dealPrevented(s, b.source, b.to, combat, chars));
  return run.step(prevented.then).done();
};

/** Damage left after prevention, dealt. */
const dealPrevented = (
  state: GameState,
  source: Characteristics,
  recipients: readonly DamageAssignment[],
  combat: boolean,
  recipientChars: ReadonlyMap<ObjectId, Characteristics>,
): Outcome => {
  const run = new Sequence(state);
  const minusCounters = hasKeyword(source, 'Wither') || hasKeyword(source, 'Infect');
  let dealt = 0;
  for (const { to, amount } of recipients) {
    if (amount <= 0) continue;
    dealt += amount;
    const player = run.state.players.find((p) => p.id === to);
    const event = (
      result: Extract<GameEvent, { kind: 'damageDealt' }>['result'],
      rule: string,
    ): GameEvent => ({
      kind: 'damageDealt',
      source: source.id,
      to,
      amount,
      combat,
      result,
      rule,
    });
    if (player) {
      const infect = hasKeyword(source, 'Infect');
      run.step((s) => {
        const hit = infect ? s : changeLife(s, to, -amount);
        return {
          state: {
            ...hit,
            players: hit.players.map((p) =>
              p.id !== to
                ? p
                : {
                    ...p,
                    ...(infect
                      ? { counters: { ...p.counters, poison: (p.counters.poison ?? 0) + amount } }
                      : {}),
                    dealtDamageInTurn: s.turn.number,
                  },
            ),
          },
          events: [infect ? event('poison', '120.3b') : event('lifeLost', '120.3a')],
        };
      });
      run.step((s) => ({ state: noteDamagedBy(s, to, source.id), events: [] }));
      continue;
    }
    const target = recipientChars.get(to);
    if (!target) continue;
    run.step((s) => ({ state: noteDamagedBy(s, to, source.id), events: [] }));
    if (target.types.includes('Planeswalker')) {
      run.note(event('loyaltyRemoved', '120.3c'));
      run.step((s) => changeCounters(s, to, 'loyalty', -amount, '120.3c'));
    }
    if (target.types.includes('Battle')) {
      run.note(event('defenseRemoved', '120.3h'));
      run.step((s) => changeCounters(s, to, 'defense', -amount, '120.3h'));
    }
    if (target.types.includes('Creature')) {
      const deathtouch = hasKeyword(source, 'Deathtouch');
      if (minusCounters) {
        run.note(event('minusCounters', '120.3d'));
        run.step((s) => changeCounters(s, to, '-1/-1', amount, '120.3d'));
      } else {
        run.note(event('marked', '120.3e'));
        run.step((s) => ({
          state: withObject(s, to, (o) => ({ ...o, damage: o.damage + amount })),
          events: [],
        }));
      }
      if (deathtouch)
        run.step((s) => ({
          state: withObject(s, to, (o) => ({ ...o, deathtouchDamage: true })),
          events: [],
        }));
    }
  }
  if (dealt > 0 && hasKeyword(source, 'Lifelink'))
    run.step((s) => gainLife(s, source.controller, dealt, '120.3f'));
  return run.done();
};

export const gainLife = (state: GameState, player: string, amount: number, rule: string): Outcome => ({
  state: changeLife(state, player, amount),
  events: [{ kind: 'lifeGained', player, amount, rule }],
});
