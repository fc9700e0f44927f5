import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** "Whenever you draw a card" (CR 121.2, 603.2): real cards' Oracle text (MTGJSON) and what each compiles to. */

const SKULKER = 'Whenever you draw a card, put a +1/+1 counter on Chasm Skulker.';
const TRAWLER = 'Whenever you draw a card, Dream Trawler gets +1/+0 until end of turn.';

describe('"Whenever you draw a card" compiles', () => {
  it('Chasm Skulker, CR 121.2: a +1/+1 counter on itself for each card drawn', () => {
    expect(compileCard(card('Chasm Skulker', ['Creature'], SKULKER))).toEqual([
      {
        kind: 'triggered',
        text: SKULKER,
        trigger: { kind: 'youDrawCard' },
        instructions: [
          { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
        ],
      },
    ]);
  });

  it('Faerie Vandal, CR 121.2: "your second card each turn" is the draw trigger with `nth` 2', () => {
    const text = 'Whenever you draw your second card each turn, put a +1/+1 counter on Faerie Vandal.';
    expect(compileCard(card('Faerie Vandal', ['Creature'], text))).toEqual([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'youDrawCard', nth: 2 },
        instructions: [
          { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
        ],
      },
    ]);
  });

  it('Dream Trawler, CR 121.2, 611.2: +1/+0 until end of turn for each card drawn', () => {
    expect(compileCard(card('Dream Trawler', ['Creature'], TRAWLER))).toEqual([
      {
        kind: 'triggered',
        text: TRAWLER,
        trigger: { kind: 'youDrawCard' },
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: {
              affects: { self: true },
              ops: [
                {
                  kind: 'modifyPT',
                  power: { kind: 'constant', n: 1 },
                  toughness: { kind: 'constant', n: 0 },
                },
              ],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ]);
  });
});
