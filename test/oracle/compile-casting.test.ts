import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on abilities about casting spells (CR 601): keywords that change when or how a
 * spell is cast, and abilities that trigger on casting. Each row is a real card's Oracle text.
 */

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Ambush Viper, CR 702.8a: "Flash" is a keyword the cast action reads',
    card: card('Ambush Viper', ['Creature'], 'Flash\nDeathtouch'),
    abilities: [
      { kind: 'keyword', keyword: 'Flash', text: 'Flash' },
      { kind: 'keyword', keyword: 'Deathtouch', text: 'Deathtouch' },
    ],
  },
];

describe('the Oracle compiler on casting abilities', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
