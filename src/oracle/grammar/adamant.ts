import type { AbilityDef, Condition, Value } from '../../effects/types.js';
import { alt, map, type Parser, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { color } from './adjectives.js';
import { countersOnIt, entersWith } from './kicked.js';
import { count } from './numbers.js';

/**
 * Adamant (an ability word, CR 207.2c): "if at least three white mana was spent to cast this
 * spell", "if at least three mana of the same color was spent to cast it". The mana spent to
 * cast the spell (601.2h) is kept with it and the permanent it becomes, by colour.
 */
export const manaSpentAtLeast: Parser<Condition> = map(
  seq(
    words('at least'),
    count,
    alt<Value>(
      map(seq(color, words('mana')), ([c]): Value => ({ kind: 'manaSpent', color: c })),
      map(words('mana of the same color'), (): Value => ({ kind: 'manaSpent', color: 'same' })),
    ),
    words('was spent to cast'),
    alt<unknown>(words('this spell'), words('it'), token('self')),
  ),
  ([, n, value]): Condition => ({ kind: 'valueAtLeast', value, n }),
);

/**
 * "If {B} was spent to cast this spell" (Rolling Spoil, the Shadowmoor hybrid spells): at least
 * one mana of that colour was spent to cast it (601.2h).
 */
export const colorSpent: Parser<Condition> = map(
  seq(token('sym'), words('was spent to cast'), alt<unknown>(words('this spell'), token('self'))),
  ([sym]): Condition | null =>
    sym.symbol.kind === 'colored'
      ? { kind: 'valueAtLeast', value: { kind: 'manaSpent', color: sym.symbol.color }, n: 1 }
      : null,
);

/**
 * "Adamant — If at least three white mana was spent to cast this spell, [this] enters with a
 * +1/+1 counter on it." (the Paladins of Eldraine, Henge Walker): a replacement effect (614.1c)
 * that applies only if that mana was spent on the spell that became it.
 */
export const adamantCounters: AbilityParser = map(
  seq(words('if'), manaSpentAtLeast, punct(','), token('self'), entersWith, countersOnIt, punct('.')),
  ([, condition, , , , [n, counter]]) =>
    (text: string): AbilityDef => ({
      kind: 'entersWithCounters',
      text,
      counter,
      amount: { kind: 'constant', n },
      condition,
    }),
);
