import { describe, expect, it } from 'vitest';
import type { PutCardInstruction } from '../../src/effects/library.js';
import { instructionsIn } from '../../src/effects/walk.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on a card chosen from its controller's hand or graveyard as it resolves (CR
 * 608.2d): real cards' Oracle text (MTGJSON) and the instruction each compiles to, and what stays
 * unsupported (an Aura put onto the battlefield needs something to enchant, 303.4f).
 */

const creature = (name: string, text: string) => card(name, ['Creature'], text);

const ROWS: readonly (readonly [name: string, text: string, instruction: PutCardInstruction])[] = [
  [
    'Arboreal Grazer',
    'When Arboreal Grazer enters the battlefield, you may put a land card from your hand onto the battlefield tapped.',
    {
      kind: 'putCard',
      from: 'hand',
      quality: { anyOf: [{ types: ['Land'] }] },
      to: 'battlefield',
      tapped: true,
    },
  ],
  [
    'Stoneforge Mystic',
    '{1}{W}, {T}: You may put an Equipment card from your hand onto the battlefield.',
    { kind: 'putCard', from: 'hand', quality: { anyOf: [{ subtypes: ['Equipment'] }] }, to: 'battlefield' },
  ],
  [
    'Port of Karfell',
    '{3}{U}{B}{B}, {T}, Sacrifice Port of Karfell: Mill four cards, then return a creature card from your graveyard to the battlefield tapped.',
    {
      kind: 'putCard',
      from: 'graveyard',
      quality: { anyOf: [{ types: ['Creature'] }] },
      to: 'battlefield',
      tapped: true,
    },
  ],
];

const putCardOf = (name: string, text: string) =>
  compileCard(creature(name, text)).flatMap((a) =>
    a.kind === 'triggered' || a.kind === 'activated' || a.kind === 'spell'
      ? instructionsIn(a.instructions).filter((i) => i.kind === 'putCard')
      : [],
  );

describe('compiling a card chosen from hand or graveyard (CR 608.2d)', () => {
  it.each(ROWS)('%s: "%s"', (name, text, instruction) => {
    expect(putCardOf(name, text)).toEqual([instruction]);
  });

  it('CR 303.4f: "put an Aura card from your hand onto the battlefield" stays unsupported', () => {
    const text =
      'When Academy Researchers enters the battlefield, you may put an Aura card from your hand onto the battlefield.';
    expect(compileCard(creature('Academy Researchers', text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
