import { describe, expect, it } from 'vitest';
import type { AbilityDef, Keyword } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Keywords of permanents the engine applies as they are, each a real card's Oracle text (MTGJSON). */

const ROWS: readonly (readonly [string, string, string, Keyword])[] = [
  [
    'Dryad Sophisticate, CR 702.14c',
    'Dryad Sophisticate',
    "Nonbasic landwalk (This creature can't be blocked as long as defending player controls a nonbasic land.)",
    'Nonbasic landwalk',
  ],
  [
    'Ayumi, the Last Visitor, CR 702.14c',
    'Ayumi, the Last Visitor',
    "Legendary landwalk (This creature can't be blocked as long as defending player controls a legendary land.)",
    'Legendary landwalk',
  ],
  [
    'Legions of Lim-Dûl, CR 702.14c',
    'Legions of Lim-Dûl',
    "Snow swampwalk (This creature can't be blocked as long as defending player controls a snow Swamp.)",
    'Snow swampwalk',
  ],
  [
    'Rime Dryad, CR 702.14c',
    'Rime Dryad',
    "Snow forestwalk (This creature can't be blocked as long as defending player controls a snow Forest.)",
    'Snow forestwalk',
  ],
  [
    'Zombie Musher, CR 702.14c',
    'Zombie Musher',
    "Snow landwalk (This creature can't be blocked as long as defending player controls a snow land.)",
    'Snow landwalk',
  ],
  ['Desert Nomads, CR 702.14c', 'Desert Nomads', 'Desertwalk', 'Desertwalk'],
];

describe('keywords of permanents compile as the keyword', () => {
  it.each(ROWS)('%s: "%s"', (_name, name, text, keyword) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([{ kind: 'keyword', keyword, text }]);
  });
});

describe('hexproof from a quality compiles as a hexproof ability (CR 702.11d)', () => {
  it('Knight of Malice, CR 702.11d: "Hexproof from white" is the keyword Hexproof, from white', () => {
    const text =
      "Hexproof from white (This creature can't be the target of white spells or abilities your opponents control.)";
    expect(compileCard(card('Knight of Malice', ['Creature'], text))).toEqual([
      { kind: 'keyword', keyword: 'Hexproof', hexproofFrom: 'white', text },
    ]);
  });

  it('General Ferrous Rokiric, CR 702.11d: "Hexproof from monocolored"', () => {
    expect(compileCard(card('General Ferrous Rokiric', ['Creature'], 'Hexproof from monocolored'))).toEqual([
      {
        kind: 'keyword',
        keyword: 'Hexproof',
        hexproofFrom: 'monocolored',
        text: 'Hexproof from monocolored',
      },
    ]);
  });

  it('Eradicator Valkyrie, CR 702.11d: "hexproof from planeswalkers", a quality no protection keyword names, is reported', () => {
    const text = 'Flying, lifelink, hexproof from planeswalkers';
    expect(compileCard(card('Eradicator Valkyrie', ['Creature'], text))).toEqual([
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      { kind: 'keyword', keyword: 'Lifelink', text: 'lifelink' },
      {
        kind: 'unsupported',
        text: 'hexproof from planeswalkers',
        reason: 'the keyword Hexproof from this quality (CR 702.11d) is not modelled yet',
      },
    ]);
  });
});

describe('vanishing compiles as its three abilities (CR 702.63a)', () => {
  const upkeep = (text: string): AbilityDef => ({
    kind: 'triggered',
    text,
    trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
    condition: { kind: 'valueAtLeast', value: { kind: 'countersOnSource', counter: 'time' }, n: 1 },
    instructions: [{ kind: 'removeCounter', counter: 'time', ifDone: [], otherwise: [] }],
  });
  const last = (text: string): AbilityDef => ({
    kind: 'triggered',
    text,
    trigger: { kind: 'lastCounterRemovedFromSelf', counter: 'time' },
    instructions: [{ kind: 'sacrifice', on: 'self' }],
  });

  it('Keldon Marauders, CR 702.63a: "Vanishing 2": two time counters as it enters, the upkeep removal, the sacrifice', () => {
    const text =
      'Vanishing 2 (This creature enters the battlefield with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)';
    expect(compileCard(card('Keldon Marauders', ['Creature'], text))).toEqual([
      { kind: 'entersWithCounters', text, counter: 'time', amount: { kind: 'constant', n: 2 } },
      upkeep(text),
      last(text),
    ]);
  });

  it('CR 702.63b: "Vanishing" without a number is the upkeep removal and the sacrifice only', () => {
    expect(compileCard(card('Vanishing Test', ['Enchantment'], 'Vanishing'))).toEqual([
      upkeep('Vanishing'),
      last('Vanishing'),
    ]);
  });
});

describe('amplify compiles as a numbered keyword (CR 702.38a)', () => {
  it('Kilnmouth Dragon, CR 702.38a: "Amplify 3" is the keyword Amplify with N = 3', () => {
    const text =
      'Amplify 3 (As this creature enters the battlefield, put three +1/+1 counters on it for each Dragon card you reveal in your hand.)';
    expect(compileCard(card('Kilnmouth Dragon', ['Creature'], text))).toEqual([
      { kind: 'keyword', keyword: 'Amplify', amount: 3, text },
    ]);
  });
});
