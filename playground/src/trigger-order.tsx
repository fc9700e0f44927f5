import type { GameState, game } from '../../src/browser.js';
import { objectName, triggerName } from './action-label.js';
import { ReorderList } from './reorder-list.js';
import { TriggerWayFields, type WayPick } from './trigger-ways.js';

/**
 * CR 603.3b-c: the player's waiting triggered abilities, put on the stack in the order listed
 * (the first goes on the stack first, so it resolves last), each with its target chosen among
 * those the entry lists for it (`slots[i]` for the i-th of `ids`); or, where the entry lists each
 * ability's ways (`ways`: modes, several targets, a division), each one's choices of them.
 */
export const TriggerOrder = ({
  state,
  ids,
  slots,
  order,
  targets,
  onOrder,
  onTargets,
  ways,
  picks,
  onPicks,
}: {
  readonly state: GameState;
  /** The abilities as the entry lists them (`choices.order`). */
  readonly ids: readonly string[];
  /** Per ability of `ids`, its legal targets; empty for one without a target. */
  readonly slots: readonly (readonly string[])[];
  readonly order: readonly string[];
  /** Per ability of `ids`, its target; '' for none. */
  readonly targets: readonly string[];
  readonly onOrder: (order: readonly string[]) => void;
  readonly onTargets: (targets: readonly string[]) => void;
  /** Each ability's ways (`choices.triggers`), asked for instead of `slots` where given. */
  readonly ways?: readonly game.TriggerWays[];
  readonly picks?: Readonly<Record<string, WayPick>>;
  readonly onPicks?: (picks: Readonly<Record<string, WayPick>>) => void;
}) => (
  <ReorderList
    legend="the order of your triggered abilities: the first is put on the stack first and resolves last (CR 603.3b)"
    items={order}
    label={(id) => triggerName(state, id)}
    onChange={onOrder}
    extra={(id) => {
      const its = ways?.find((w) => w.trigger === id);
      const pick = picks?.[id];
      if (its && pick && onPicks)
        return (
          <TriggerWayFields
            state={state}
            ways={its}
            pick={pick}
            onChange={(p) => onPicks({ ...picks, [id]: p })}
          />
        );
      const i = ids.indexOf(id);
      const slot = slots[i] ?? [];
      return (
        slot.length > 0 && (
          <label class="choice">
            its target{' '}
            <select
              aria-label={`target of ${triggerName(state, id)}`}
              value={targets[i] ?? ''}
              onChange={(e) => {
                const v = e.currentTarget.value;
                onTargets(ids.map((_, j) => (j === i ? v : (targets[j] ?? ''))));
              }}
            >
              {slot.map((t) => (
                <option key={t} value={t}>
                  {objectName(state, t)}
                </option>
              ))}
            </select>
          </label>
        )
      );
    }}
  />
);
