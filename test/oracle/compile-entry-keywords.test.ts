import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Keywords that change how a creature enters, each a real card's Oracle text (MTGJSON). */

const GOREHORN =
  'Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters the battlefield with two +1/+1 counters on it.)';
const CACKLER =
  "Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)";
const RENDHORN = 'Riot (This creature enters the battlefield with your choice of a +1/+1 counter or haste.)';

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Gorehorn Minotaurs, CR 702.54a: "Bloodthirst 2" is a numbered keyword',
    card('Gorehorn Minotaurs', ['Creature'], GOREHORN),
    { kind: 'keyword', keyword: 'Bloodthirst', amount: 2, text: GOREHORN },
  ],
  [
    'Rakdos Cackler, CR 702.98a: "Unleash"',
    card('Rakdos Cackler', ['Creature'], CACKLER),
    { kind: 'keyword', keyword: 'Unleash', text: CACKLER },
  ],
  [
    'Rampaging Rendhorn, CR 702.136a: "Riot"',
    card('Rampaging Rendhorn', ['Creature'], RENDHORN),
    { kind: 'keyword', keyword: 'Riot', text: RENDHORN },
  ],
];

describe('entry keywords compile', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });

  it('CR 702.54b: "Bloodthirst X" counts damage, which no keyword of the engine does: unsupported', () => {
    const c = card('Bloodthirst X Test', ['Creature'], 'Bloodthirst X');
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});

describe('fading compiles', () => {
  it('Blastoderm, CR 702.32a: "Fading 3" is a numbered keyword', () => {
    const text =
      "Fading 3 (This creature enters the battlefield with three fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)";
    expect(compileCard(card('Blastoderm', ['Creature'], text))).toEqual([
      { kind: 'keyword', keyword: 'Fading', amount: 3, text },
    ]);
  });
});

describe('devour compiles', () => {
  const text =
    'Devour 3 (As this enters the battlefield, you may sacrifice any number of creatures. This creature enters the battlefield with three times that many +1/+1 counters on it.)';
  it('Thunder-Thrash Elder, CR 702.82a: "Devour 3" is a numbered keyword', () => {
    expect(compileCard(card('Thunder-Thrash Elder', ['Creature'], text))).toEqual([
      { kind: 'keyword', keyword: 'Devour', amount: 3, text },
    ]);
  });

  it('Caprichrome, CR 702.82c: "Devour artifact 1" is a variant the engine does not apply: unsupported', () => {
    const c = card('Caprichrome', ['Creature'], 'Devour artifact 1');
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});

describe('modular compiles', () => {
  const text =
    'Modular 3 (This creature enters the battlefield with three +1/+1 counters on it. When it dies, you may put its +1/+1 counters on target artifact creature.)';
  it('Arcbound Bruiser, CR 702.43a: "Modular 3" is a static "enters with" and a dies trigger', () => {
    expect(compileCard(card('Arcbound Bruiser', ['Artifact', 'Creature'], text))).toEqual([
      { kind: 'entersWithCounters', text, counter: '+1/+1', amount: { kind: 'constant', n: 3 } },
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'dies' },
        targets: { count: 1, filter: { types: ['Artifact', 'Creature'] } },
        instructions: [
          {
            kind: 'optional',
            ifDone: [
              {
                kind: 'addCounters',
                on: 'targets',
                counter: '+1/+1',
                amount: { kind: 'countersOnSource', counter: '+1/+1' },
              },
            ],
            otherwise: [],
          },
        ],
      },
    ]);
  });

  it('Arcbound Wanderer, CR 702.43a, 702.44a: "Modular—Sunburst" counts colours of mana, which is not modelled', () => {
    const wanderer = card('Arcbound Wanderer', ['Artifact', 'Creature'], 'Modular—Sunburst');
    expect(compileCard(wanderer).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
