import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "When[ever] enchanted / equipped creature dies" (CR 700.4, 303.4, 301.5a): a dies trigger
 * watching the permanent the source is attached to (603.10a). Real cards' Oracle text (MTGJSON).
 */

const SKULLCLAMP = 'Whenever equipped creature dies, draw two cards.';
const PUBLIC_ENEMY = 'When enchanted creature dies, draw a card.';
const ANGELIC_DESTINY = "When enchanted creature dies, return Angelic Destiny to its owner's hand.";
const SCREAMS =
  'When enchanted creature dies, return Screams from Within from your graveyard to the battlefield.';

const drawOn = (text: string, n: number) => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'permanentDies', filter: { attachedToSource: true } },
  instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n } }],
});

const ROWS: readonly (readonly [string, string, readonly CardType[], string, unknown])[] = [
  ['Skullclamp, CR 301.5a: equipped creature', 'Skullclamp', ['Artifact'], SKULLCLAMP, drawOn(SKULLCLAMP, 2)],
  [
    'Public Enemy, CR 303.4: enchanted creature',
    'Public Enemy',
    ['Enchantment'],
    PUBLIC_ENEMY,
    drawOn(PUBLIC_ENEMY, 1),
  ],
];

describe('"When enchanted / equipped creature dies" compiles (CR 700.4, 603.10a)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });

  it.each([
    ['Angelic Destiny', ANGELIC_DESTINY],
    ['Screams from Within', SCREAMS],
  ])(
    '%s, CR 704.5m: the Aura is in its graveyard as the ability resolves; what it does to itself is not read',
    (name, text) => {
      expect(compileCard(card(name, ['Enchantment'], text))).toMatchObject([{ kind: 'unsupported' }]);
    },
  );
});
