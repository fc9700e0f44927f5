import { evaluate } from '../../layers/evaluate.js';
import type { Characteristics } from '../../layers/result.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { newObject } from '../zones/zones.js';
import { type Resolving, sourceCharacteristics } from './resolving.js';

/**
 * The source of a resolving spell's or ability's damage, with its characteristics as it
 * resolves (CR 608.2h: current information, or the last known). An ability's source is its
 * object as the resolution began. A spell's controller is the player who put it on the stack
 * (112.2, 601.2a), here whoever resolves it; a spell named only by its card is looked at as an
 * object on the stack, so that effects on spells (Mycosynth Lattice's colourlessness, say)
 * reach it too.
 */
export const damageSource = (
  state: GameState,
  r: Pick<Resolving, 'pool' | 'seen' | 'source' | 'action'>,
): Result<Characteristics> => {
  const { source, action } = r;
  const seen = sourceCharacteristics(r);
  if (seen) return ok(source.spell ? { ...seen, controller: action.controller } : seen);
  if (!source.spell)
    return err(
      rulesError('ERR_ACTION', `${source.name}: an ability's source must be an object on the board`, {
        path: '$.source',
        rule: '113.7a',
      }),
    );
  const used = new Set([...state.objects.map((o) => o.id), ...state.players.map((p) => p.id)]);
  let id = `spell:${source.name}`;
  for (let n = 2; used.has(id); n++) id = `spell:${source.name}:${n}`;
  const spell = newObject(state, {
    id,
    card: source.name,
    zone: 'stack',
    owner: action.controller,
    controller: action.controller,
  });
  const evaluated = evaluate({ ...state, objects: [...state.objects, spell] }, r.pool);
  if (!evaluated.ok) return evaluated;
  const c = evaluated.value.objects.find((o) => o.id === id);
  if (!c) throw new Error(`evaluation lost the spell object ${id}`);
  // Events name the spell by its card, as the rest of a resolution does.
  return ok({ ...c, id: source.name });
};
