import type { ActivationWindow } from '../../effects/activation-windows.js';
import type { Condition } from '../../effects/types.js';
import { alt, map, type Parser, punct, seq, words } from '../parser.js';
import { ifCondition } from './conditions.js';

/**
 * CR 602.5b: restrictions on activation after "Activate only": a part of the turn ("during
 * your upkeep", "during your turn, before attackers are declared", "during combat", "during
 * the declare blockers step") or a condition ("if seven or more cards are in your graveyard").
 */
export const activationWindow: Parser<ActivationWindow> = alt<ActivationWindow>(
  map(
    seq(words('during your turn'), punct(','), words('before attackers are declared')),
    () => 'yourTurnBeforeAttackers',
  ),
  map(words('during your upkeep'), () => 'yourUpkeep'),
  map(words('during any upkeep step'), () => 'anyUpkeep'),
  map(words('during combat'), () => 'combat'),
  map(words('during the declare blockers step'), () => 'declareBlockersStep'),
);

export const activationCondition: Parser<Condition> = map(seq(words('if'), ifCondition), ([, c]) => c);
