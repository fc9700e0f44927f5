import type { PlayerAction } from '../../src/engine/action.js';
import type { LegalActions, LegalChoices, LegalEntry } from '../../src/game/types.js';

/**
 * Whether an action is among those a `LegalActions` describes: an entry of its kind for the same
 * object and way, with its targets in the slots, its X in the range, its declaration within the
 * options; or its object is named in `notListed`. The exactness property asks it of every action
 * `apply` accepts.
 */
export const covered = (legal: LegalActions, action: PlayerAction): boolean =>
  legal.entries.some((e) => sameKind(e.kind, action.kind) && within(e, action)) ||
  ('object' in action && legal.notListed.some((n) => n.object === action.object));

/** A mana ability is listed once, as `tapForMana`; `apply` takes it as an `activate` too (605.3a). */
const sameKind = (listed: string, given: string): boolean =>
  listed === given || (listed === 'tapForMana' && given === 'activate');

const WAY = [
  'object',
  'ability',
  'additional',
  'face',
  'alternative',
  'kicked',
  'buyback',
  'entwined',
  'faceDown',
  'mana',
  'vehicle',
] as const;

const within = (entry: LegalEntry, action: PlayerAction): boolean => {
  const a = action as Partial<Record<string, unknown>>;
  const e = entry.example as Partial<Record<string, unknown>>;
  // An ability left out is the first, for a mana ability (605.3a).
  if (WAY.some((k) => (k === 'ability' ? (a[k] ?? 0) !== (e[k] ?? 0) : a[k] !== e[k]))) return false;
  const c = entry.choices;
  switch (action.kind) {
    case 'cast':
    case 'activate': {
      const targets = action.targets ?? [];
      const slots = c.targets ?? [];
      const x = action.x ?? 0;
      return (
        targets.length === slots.length &&
        targets.every((t, i) => slots[i]?.includes(t)) &&
        Object.entries(action.costs ?? {}).every(([verb, ids]) =>
          (ids ?? []).every((id) => c.costs?.[verb as keyof typeof c.costs]?.includes(id)),
        ) &&
        (c.x === undefined ? true : x >= c.x.min && x <= c.x.max)
      );
    }
    case 'declareAttackers':
      return action.attackers.every((d) =>
        c.attackers?.some(
          (o) => o.creature === d.attacker && (d.attacking === undefined || o.against.includes(d.attacking)),
        ),
      );
    case 'declareBlockers':
      return action.blockers.every((d) =>
        c.blockers?.some((o) => o.creature === d.blocker && o.against.includes(d.attacker)),
      );
    case 'discardToHandSize':
      return (
        action.cards.length === c.discard?.count && action.cards.every((id) => c.discard?.from.includes(id))
      );
    case 'keepLegend':
      return c.keep?.includes(action.keep) ?? false;
    case 'crew':
      return action.crew.every((id) => c.crew?.includes(id));
    case 'orderTriggers':
      return action.order.every((o) => c.order?.includes(o.trigger) && inWay(c.triggers, o));
    default:
      return true;
  }
};

/** CR 603.3c-d: a waiting ability's modes and targets are those of one of its ways, each target in its slot. */
const inWay = (
  triggers: LegalChoices['triggers'],
  put: Extract<PlayerAction, { kind: 'orderTriggers' }>['order'][number],
): boolean => {
  const targets = put.targets ?? [];
  return (
    triggers
      ?.find((t) => t.trigger === put.trigger)
      ?.ways.some(
        (w) =>
          (w.example.modes ?? []).join() === [...(put.modes ?? [])].sort((a, b) => a - b).join() &&
          w.targets.length === targets.length &&
          targets.every((t, i) => w.targets[i]?.includes(t)),
      ) ?? false
  );
};
