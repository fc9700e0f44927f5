import type { GameState, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';

/**
 * CR 121.1: draw the top card of the library, `amount` times. With none left, the player
 * is marked to lose at the next state-based action check (121.4, 704.5b). The turn counts the
 * cards each player draws ("your second card each turn", 121.2).
 */
export const drawCards = (state: GameState, player: PlayerId, amount: number): Outcome => {
  let objects = [...state.objects];
  let players = state.players;
  const events: GameEvent[] = [];
  let drawn = 0;
  for (let i = 0; i < amount; i++) {
    const top = objects.find((o) => o.zone === 'library' && o.owner === player);
    if (!top) {
      events.push({ kind: 'drawFromEmptyLibrary', player, rule: '121.4' });
      players = players.map((p) => (p.id === player ? { ...p, drewFromEmptyLibrary: true } : p));
      break;
    }
    objects = [
      ...objects.filter((o) => o !== top),
      { ...top, zone: 'hand', timestamp: state.next.timestamp + i },
    ];
    events.push({ kind: 'cardDrawn', player, object: top.id, rule: '121.1' });
    drawn++;
  }
  const { turn } = state;
  const cardsDrawn =
    drawn === 0
      ? turn.cardsDrawn
      : { ...turn.cardsDrawn, [player]: (turn.cardsDrawn?.[player] ?? 0) + drawn };
  return {
    state: {
      ...state,
      ...(cardsDrawn === undefined ? {} : { turn: { ...turn, cardsDrawn } }),
      objects,
      players,
      next: { ...state.next, timestamp: state.next.timestamp + amount },
    },
    events,
  };
};
