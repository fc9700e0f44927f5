import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on effects that remove keywords (CR 113.10, 613.1f): "loses flying" in static
 * abilities and in effects until end of turn, alone or with a P/T change or a gained keyword;
 * real cards' Oracle text and what they must compile to. Every instance goes (113.10b).
 */

const loses = (...keywords: string[]): LayerOp => ({ kind: 'loseKeywords', keywords }) as LayerOp;
const has = (keyword: string): LayerOp =>
  ({ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword, text: keyword }] }) as LayerOp;
const plus = (power: number, toughness: number): LayerOp => ({
  kind: 'modifyPT',
  power: { kind: 'constant', n: power },
  toughness: { kind: 'constant', n: toughness },
});
const untilEndOfTurn = (on: 'self' | 'targets', ...ops: LayerOp[]) => ({
  kind: 'createEffect',
  on,
  effect: { affects: on === 'self' ? { self: true } : {}, ops },
  duration: 'endOfTurn',
});

const HAMMER = 'Equipped creature gets +10/+10 and loses flying.';
const GROUNDED = 'Enchanted creature loses flying.';
const GRAVITY = 'All creatures lose flying.';
const CLAWS = 'Target creature loses flying until end of turn.';
const GARGOYLE = '{T}: Leering Gargoyle gets -2/+2 and loses flying until end of turn.';
const SENTINEL = '{3}: Until end of turn, Gargoyle Sentinel loses defender and gains flying.';
const CANOPY = '{1}{G}: Canopy Dragon gains flying and loses trample until end of turn.';

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Colossus Hammer (static, CR 613.1f and the 613.7a example)',
    card('Colossus Hammer', ['Artifact'], HAMMER),
    {
      kind: 'static',
      text: HAMMER,
      effect: { affects: { attachedToSource: true }, ops: [plus(10, 10), loses('Flying')] },
    },
  ],
  [
    'Grounded (static)',
    card('Grounded', ['Enchantment'], GROUNDED),
    {
      kind: 'static',
      text: GROUNDED,
      effect: { affects: { attachedToSource: true }, ops: [loses('Flying')] },
    },
  ],
  [
    'Gravity Sphere ("All creatures lose flying.", the 613.9 example)',
    card('Gravity Sphere', ['Enchantment'], GRAVITY),
    { kind: 'static', text: GRAVITY, effect: { affects: { types: ['Creature'] }, ops: [loses('Flying')] } },
  ],
  [
    'Canopy Claws (a spell, until end of turn)',
    card('Canopy Claws', ['Instant'], CLAWS),
    {
      kind: 'spell',
      text: CLAWS,
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [untilEndOfTurn('targets', loses('Flying'))],
    } as AbilityDef,
  ],
  [
    'Leering Gargoyle ("gets -2/+2 and loses flying")',
    card('Leering Gargoyle', ['Creature'], GARGOYLE),
    {
      kind: 'activated',
      text: GARGOYLE,
      cost: '{T}',
      targets: null,
      instructions: [untilEndOfTurn('self', plus(-2, 2), loses('Flying'))],
    } as AbilityDef,
  ],
  [
    'Gargoyle Sentinel ("loses defender and gains flying")',
    card('Gargoyle Sentinel', ['Creature'], SENTINEL),
    {
      kind: 'activated',
      text: SENTINEL,
      cost: '{3}',
      targets: null,
      instructions: [untilEndOfTurn('self', loses('Defender'), has('Flying'))],
    } as AbilityDef,
  ],
  [
    'Canopy Dragon ("gains flying and loses trample")',
    card('Canopy Dragon', ['Creature'], CANOPY),
    {
      kind: 'activated',
      text: CANOPY,
      cost: '{1}{G}',
      targets: null,
      instructions: [untilEndOfTurn('self', has('Flying'), loses('Trample'))],
    } as AbilityDef,
  ],
];

describe('"loses [keyword]" (CR 113.10b, 613.1f)', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });

  it('"loses all abilities" is still its own template, not a keyword list (Humility-like texts)', () => {
    const c = card(
      'Turn to Frog',
      ['Instant'],
      'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
    );
    expect(JSON.stringify(compileCard(c))).not.toContain('loseKeywords');
  });
});
