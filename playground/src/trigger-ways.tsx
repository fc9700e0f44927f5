import type { GameState, game } from '../../src/browser.js';
import { objectName, triggerName } from './action-label.js';
import { Shares } from './entry-controls.js';

/** What the form holds for one waiting ability: its way (by index among its ways), a value per target slot, and the shares. */
export interface WayPick {
  readonly way: number;
  readonly targets: readonly string[];
  readonly shares: Readonly<Record<string, number>>;
}

/** One ability's way `way`, with the targets and division its example gives. */
const pickOf = (t: game.TriggerWays, way: number): WayPick => {
  const w = t.ways[way];
  return {
    way,
    targets: w?.example.targets ?? w?.targets.map((slot) => slot[0] ?? '') ?? [],
    shares: w?.example.division ?? {},
  };
};

/** Each ability's first way, as the entry's example puts it. */
export const firstPicks = (triggers: readonly game.TriggerWays[]): Readonly<Record<string, WayPick>> =>
  Object.fromEntries(triggers.map((t) => [t.trigger, pickOf(t, 0)]));

/** The form's picks as `LegalChoice.triggers` (CR 603.3c-d): each ability's modes, targets and shares. */
export const triggerChoices = (
  triggers: readonly game.TriggerWays[],
  picks: Readonly<Record<string, WayPick>>,
): Readonly<Record<string, game.TriggerChoice>> =>
  Object.fromEntries(
    triggers.map((t) => {
      const pick = picks[t.trigger] ?? pickOf(t, 0);
      const way = t.ways[pick.way];
      const modes = way?.example.modes;
      const divided = way?.divide !== undefined && pick.targets.length > 1;
      return [
        t.trigger,
        { ...(modes ? { modes } : {}), targets: pick.targets, ...(divided ? { shares: pick.shares } : {}) },
      ];
    }),
  );

/** A way in words: its modes (by printed number, 700.2) and its number of targets. */
const wayText = (w: game.TriggerWay): string => {
  const modes = w.example.modes;
  const n = w.targets.length;
  const count = `${n} target${n === 1 ? '' : 's'}`;
  return modes
    ? `mode${modes.length === 1 ? '' : 's'} ${modes.map((m) => m + 1).join(' and ')}, ${count}`
    : count;
};

/**
 * CR 603.3c-d, 700.2b, 601.2c-d: one waiting ability's choices as it goes on the stack: its way
 * (a set of modes and a number of targets, where it has several), a player or object for each
 * target slot of that way, and how a divided amount is shared among two or more targets.
 */
export const TriggerWayFields = ({
  state,
  ways,
  pick,
  onChange,
}: {
  readonly state: GameState;
  readonly ways: game.TriggerWays;
  readonly pick: WayPick;
  readonly onChange: (pick: WayPick) => void;
}) => {
  const way = ways.ways[pick.way];
  const ability = triggerName(state, ways.trigger);
  const name = (id: string) => objectName(state, id);
  const one = way?.targets.length === 1;
  return (
    <>
      {ways.ways.length > 1 && (
        <label class="choice">
          its modes and targets{' '}
          <select
            aria-label={`modes and targets of ${ability}`}
            value={pick.way}
            onChange={(e) => onChange(pickOf(ways, Number(e.currentTarget.value)))}
          >
            {ways.ways.map((w, i) => (
              <option key={wayText(w)} value={i}>
                {wayText(w)}
              </option>
            ))}
          </select>
        </label>
      )}
      {way?.targets.map((slot, i) => (
        <label key={`${pick.way}-${i}`} class="choice">
          {one ? 'its target' : `target ${i + 1}`}{' '}
          <select
            aria-label={one ? `target of ${ability}` : `target ${i + 1} of ${ability}`}
            value={pick.targets[i] ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              onChange({
                ...pick,
                targets: way.targets.map((_, j) => (j === i ? v : (pick.targets[j] ?? ''))),
              });
            }}
          >
            {slot.map((t) => (
              <option key={t} value={t}>
                {name(t)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {way?.divide && pick.targets.length > 1 && (
        <Shares
          amount={way.divide.amount}
          targets={pick.targets}
          shares={pick.shares}
          name={name}
          onChange={(shares) => onChange({ ...pick, shares })}
        />
      )}
    </>
  );
};
