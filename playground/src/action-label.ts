import type { Action, GameState } from '../../src/browser.js';

/** An object as a player reads it: its card's name and its id ("Mountain o8"). */
export const objectName = (state: GameState, id: string): string => {
  const object = state.objects.find((o) => o.id === id);
  return object ? `${object.card} ${id}` : id;
};

/** A waiting triggered ability in words: its source and which of its abilities ("Martial Law law, ability 1, a1"). */
export const triggerName = (state: GameState, id: string): string => {
  const t = state.triggered.find((x) => x.id === id);
  return t ? `${objectName(state, t.source)}, ability ${t.ability + 1}, ${id}` : id;
};

/**
 * An action in words, for buttons and the log, naming the objects it acts on by card: "cast
 * Lightning Bolt o12", "keep the hand" (CR 103.5). Kinds without a phrase here are their kind.
 */
export const actionLabel = (action: Action, state: GameState): string => {
  const name = (id: string) => objectName(state, id);
  switch (action.kind) {
    case 'pass':
      return 'pass priority';
    case 'cast':
      return `cast ${name(action.object)}`;
    case 'activate':
      return `activate ${name(action.object)}, ability ${action.ability + 1}`;
    case 'tapForMana':
      return `tap ${name(action.object)} for mana`;
    case 'playLand':
      return `play ${name(action.object)}`;
    case 'mulligan':
      return action.keep ? 'keep the hand' : 'take a mulligan';
    case 'bottom':
      return `put ${action.cards.map(name).join(', ')} on the bottom`;
    case 'declareAttackers':
      return action.attackers.length === 0
        ? 'attack with nothing'
        : `attack with ${action.attackers.map((a) => `${name(a.attacker)}${a.attacking ? ` → ${name(a.attacking)}` : ''}`).join(', ')}`;
    case 'declareBlockers':
      return action.blockers.length === 0
        ? 'block with nothing'
        : `block with ${action.blockers.map((b) => `${name(b.blocker)} → ${name(b.attacker)}`).join(', ')}`;
    case 'discardToHandSize':
      return `discard ${action.cards.map(name).join(', ')}`;
    case 'concede':
      return 'concede';
    case 'orderTriggers':
      return `put on the stack, first to last: ${action.order
        .map(
          (t) =>
            `${triggerName(state, t.trigger)}${t.targets?.length ? ` → ${t.targets.map(name).join(', ')}` : ''}`,
        )
        .join('; ')}`;
    case 'assignCombatDamage':
      return `assign combat damage: ${Object.entries(action.division)
        .map(
          ([from, to]) =>
            `${name(from)} → ${Object.entries(to)
              .map(([r, n]) => `${n} to ${name(r)}`)
              .join(', ')}`,
        )
        .join('; ')}`;
    case 'advance':
      return `advance to ${action.to}`;
    default:
      return action.kind;
  }
};
