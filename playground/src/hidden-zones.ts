import type { Characteristics, GameState, PlayerId } from '../../src/browser.js';

/** A zone counted, not shown: a player's library (CR 401.2) or another player's hand (402.3). */
export interface HiddenZone {
  readonly player: PlayerId;
  readonly zone: 'library' | 'hand';
  readonly count: number;
}

/**
 * What a player sees of a game: every library face down, counted (CR 401.2), and the other
 * players' hands counted, not shown (402.3); `viewer` null sees every hand (a replay).
 */
export const seenBy = (
  state: GameState,
  objects: readonly Characteristics[],
  viewer: PlayerId | null,
): { readonly shown: readonly Characteristics[]; readonly hidden: readonly HiddenZone[] } => {
  const isHidden = (o: Characteristics) =>
    o.zone === 'library' || (o.zone === 'hand' && viewer !== null && o.owner !== viewer);
  const hidden = state.players.flatMap((p) =>
    (['library', 'hand'] as const).flatMap((zone) => {
      const count = objects.filter((o) => o.owner === p.id && o.zone === zone && isHidden(o)).length;
      return zone === 'library' || count > 0 ? [{ player: p.id, zone, count }] : [];
    }),
  );
  return { shown: objects.filter((o) => !isHidden(o)), hidden };
};
