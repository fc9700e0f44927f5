import type { CardPool } from '../cards/pool.js';
import { definitionOf } from '../cards/token-card.js';
import type { PlayerAction } from '../engine/action.js';
import { isCreature, type View } from '../engine/view.js';
import type { PlayerId } from '../state/types.js';
import { accepts } from './trial.js';
import type { LegalEntry } from './types.js';

/**
 * CR 305.1-305.3, 116.2a: the lands `player` may play now, by each face (712.12); CR 116.2b:
 * the face-down permanents they may turn face up; CR 702.122a: the Vehicles they may crew, with
 * the untapped creatures that may crew them.
 */
export const specialEntries = (view: View, pool: CardPool, player: PlayerId): LegalEntry[] => {
  const { state } = view;
  const accepted = (action: PlayerAction): LegalEntry[] =>
    accepts(state, pool, action).ok ? [{ kind: action.kind, player, example: action, choices: {} }] : [];
  // A card in hand may have a land face (712.12); elsewhere only a land may be played, with a permission (305.1).
  const lands = state.objects
    .filter((o) =>
      o.zone === 'hand'
        ? o.owner === player
        : (o.zone === 'exile' || o.zone === 'graveyard') &&
          (view.chars.get(o.id)?.types.includes('Land') ?? false),
    )
    .flatMap((o) => {
      const faces = (definitionOf(pool, o)?.data.faces ?? []).slice(1).map((f) => f.name);
      return [undefined, ...faces].flatMap((face) =>
        accepted({ kind: 'playLand', object: o.id, ...(face === undefined ? {} : { face }) }),
      );
    });
  const mine = state.objects.filter(
    (o) => o.zone === 'battlefield' && view.chars.get(o.id)?.controller === player,
  );
  const faceUp = mine
    .filter((o) => o.faceDown)
    .flatMap((o) => accepted({ kind: 'turnFaceUp', object: o.id }));
  const crewing = mine.filter((o) => !o.tapped && isCreature(view.chars.get(o.id))).map((o) => o.id);
  const crews = mine
    .filter((o) => view.chars.get(o.id)?.subtypes.includes('Vehicle'))
    .flatMap((o) => {
      const crew = crewing.filter((id) => id !== o.id);
      return accepted({ kind: 'crew', vehicle: o.id, crew }).map((e) => ({ ...e, choices: { crew } }));
    });
  return [...lands, ...faceUp, ...crews];
};
