import { hasBackFace } from '../../cards/double-faced.js';
import type { CardDefinition } from '../../cards/pool.js';
import type { GameObject } from '../types.js';
import { type At, broken, type Found } from './problem.js';

/**
 * CR 712.8a, 712.8c-f: only an object represented by a transforming or modal double-faced card
 * has its back face up (a meld card's back face is only part of a melded permanent, 712.4b):
 * a permanent, or a spell cast by that face (a modal card's chosen face, 712.11b; a transforming
 * card cast transformed, 712.11a). A face-down permanent has neither face up (712.15a).
 */
const checkBackFace = (card: CardDefinition, o: GameObject, at: At): Found => {
  if (!o.backFace) return null;
  if (o.tokenDef !== undefined || !hasBackFace(card.data))
    return broken(`${card.data.name} has no back face to be up`, at('backFace'), '712.8d');
  if (o.zone !== 'battlefield' && o.zone !== 'stack')
    return broken(
      `a double-faced card in the ${o.zone} has only its front face's characteristics`,
      at('backFace'),
      '712.8a',
    );
  return o.faceDown ? broken('a face-down permanent has neither face up', at('backFace'), '712.15a') : null;
};

/**
 * CR 715.3b, 715.4: only an adventurer card's spell on the stack is an Adventure; CR 715.3d: only
 * an adventurer card in exile is on an adventure.
 */
const checkAdventure = (card: CardDefinition, o: GameObject, at: At): Found => {
  const field = o.adventure ? 'adventure' : o.onAdventure ? 'onAdventure' : null;
  if (field === null) return null;
  if (o.tokenDef !== undefined || card.adventure === undefined)
    return broken(`${card.data.name} is not an adventurer card`, at(field), '715.1');
  const zone = field === 'adventure' ? 'stack' : 'exile';
  if (o.zone !== zone)
    return broken(
      field === 'adventure'
        ? `an adventurer card in the ${o.zone} has only its normal characteristics`
        : `an adventurer card in the ${o.zone} is not on an adventure: only one in exile is`,
      at(field),
      field === 'adventure' ? '715.4' : '715.3d',
    );
  return o.faceDown ? broken('a face-down spell is no Adventure', at(field), '708.2a') : null;
};

/** Which face of its card an object has up, or how it is cast (712.8, 715.3). */
export const checkFaceUp = (card: CardDefinition, o: GameObject, at: At): Found =>
  checkBackFace(card, o, at) ?? checkAdventure(card, o, at);
