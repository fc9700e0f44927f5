import type { AbilityDef, Condition } from '../../effects/types.js';
import { alt, map, type Parser, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { condition } from './conditions.js';

/**
 * CR 113.6b: a static ability that states it functions from a graveyard: "As long as [this] is
 * in your graveyard, lands you control have ...", "As long as Anger is in your graveyard and you
 * control a Mountain, creatures you control have haste." (the Judgment incarnations).
 */

/** Conditions that read the game, not the object as a permanent, which a card in a graveyard isn't. */
const readsTheGame = (c: Condition): boolean =>
  c.kind === 'valueAtLeast' || c.kind === 'valueAtMost' || c.kind === 'yourTurn';

/** The condition after "and", if any: "and you control a Mountain,". */
const also: Parser<Condition | null> = alt<Condition | null>(
  map(punct(','), () => null),
  map(seq(words('and'), condition, punct(',')), ([, c]) => (readsTheGame(c) ? c : null)),
);

/** `body` reads the rest as an unconditional static ability of a permanent. */
export const graveyardStatic = (body: AbilityParser): AbilityParser =>
  map(
    seq(words('as long as'), token('self'), words('is in your graveyard'), also, body),
    ([, , , when, make]) =>
      (text: string): AbilityDef | null => {
        const def = make(text);
        if (def?.kind !== 'static' || def.condition !== undefined) return null;
        return { ...def, ...(when ? { condition: when } : {}), zone: 'graveyard' };
      },
  );
