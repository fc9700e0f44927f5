import { useMemo } from 'preact/hooks';
import type { Characteristics, GameState } from '../../src/browser.js';
import { ObjectCard, type ObjectHandlers } from './object-card.js';
import type { EditChoices } from './object-edit.js';
import { useSameList } from './use-same-list.js';

/** The zones each player has (CR 400.1), battlefield first; the stack is shared. */
const ZONES = ['battlefield', 'hand', 'graveyard', 'library', 'exile', 'command'] as const;

/** Each player's zones with their objects: permanents by controller, cards elsewhere by owner (CR 108.4). */
export const BoardView = ({
  state,
  objects,
  handlers,
}: {
  readonly state: GameState;
  readonly objects: readonly Characteristics[];
  readonly handlers: ObjectHandlers;
}) => {
  const players = useSameList(state.players.map((p) => p.id));
  const permanents = useSameList(objects.filter((o) => o.zone === 'battlefield').map((o) => o.id));
  const choices = useMemo((): EditChoices => ({ players, permanents }), [players, permanents]);
  const inState = new Map(state.objects.map((o) => [o.id, o]));
  const card = (c: Characteristics) => (
    <ObjectCard key={c.id} c={c} object={inState.get(c.id)} choices={choices} handlers={handlers} />
  );
  return (
    <div class="board">
      {objects.some((o) => o.zone === 'stack') && (
        // CR 405.1: one stack, shared by the players; the last object is on top.
        <section class="zone zone-stack" aria-label="the stack">
          <h2>The stack (top last)</h2>
          <div class="cards">{objects.filter((o) => o.zone === 'stack').map(card)}</div>
        </section>
      )}
      {state.players.map((player) => (
        <section key={player.id} class="player" aria-label={`player ${player.id}`}>
          <h2>
            Player {player.id}: {player.life} life{player.cityBlessing ? ", the city's blessing" : ''}
            {player.monarch ? ', the monarch' : ''}
            {state.turn.active === player.id ? ' (active)' : ''}
          </h2>
          {ZONES.map((zone) => {
            const here = objects.filter(
              (o) => o.zone === zone && (zone === 'battlefield' ? o.controller : o.owner) === player.id,
            );
            if (here.length === 0 && zone !== 'battlefield') return null;
            return (
              <section key={zone} class={`zone zone-${zone}`} aria-label={`${player.id}'s ${zone}`}>
                <h3>
                  {zone} ({here.length})
                </h3>
                <div class="cards">{here.map(card)}</div>
              </section>
            );
          })}
        </section>
      ))}
    </div>
  );
};
