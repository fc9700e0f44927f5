import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on control-changing instructions (CR 613.1b): "gain control of target creature
 * ... until end of turn", and "untap that creature" naming the target before it.
 */

const MANTICORE =
  'When Conquering Manticore enters the battlefield, gain control of target creature an opponent controls until end of turn. Untap that creature. It gains haste until end of turn.';
const SMELT_WARD =
  '{2}{R}, Sacrifice Smelt-Ward Ignus: Gain control of target creature with power 3 or less until end of turn. Untap that creature. It gains haste until end of turn. Activate only as a sorcery.';
const DEFIANT_STAND = 'Target creature gets +1/+3 until end of turn. Untap that creature.';

describe('gaining control until end of turn (CR 613.1b, 611.2a)', () => {
  it('Conquering Manticore: a layer 2 effect on the target, then untap it and give it haste', () => {
    const expected: readonly AbilityDef[] = [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'triggered',
        text: MANTICORE,
        trigger: { kind: 'entersBattlefield' },
        targets: { count: 1, filter: { types: ['Creature'], controller: 'opponents' } },
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: { affects: {}, ops: [{ kind: 'setController', to: 'you' }] },
            duration: 'endOfTurn',
          },
          { kind: 'untap', on: 'targets' },
          {
            kind: 'createEffect',
            on: 'targets',
            effect: {
              affects: {},
              ops: [
                { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] },
              ],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ];
    expect(compileCard(card('Conquering Manticore', ['Creature'], `Flying\n${MANTICORE}`))).toEqual(expected);
  });

  it('Defiant Stand: "Untap that creature" is the target of the sentence before (CR 701.26b)', () => {
    expect(compileCard(card('Defiant Stand', ['Instant'], DEFIANT_STAND))).toEqual([
      {
        kind: 'spell',
        text: DEFIANT_STAND,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: {
              affects: {},
              ops: [
                {
                  kind: 'modifyPT',
                  power: { kind: 'constant', n: 1 },
                  toughness: { kind: 'constant', n: 3 },
                },
              ],
            },
            duration: 'endOfTurn',
          },
          { kind: 'untap', on: 'targets' },
        ],
      },
    ]);
  });

  it('Smelt-Ward Ignus: "target creature with power 3 or less" (208.1), at sorcery speed', () => {
    const c = card('Smelt-Ward Ignus', ['Creature'], SMELT_WARD);
    const [ability] = compileCard(c);
    expect(ability?.kind === 'activated' && ability.targets).toEqual({
      count: 1,
      filter: { types: ['Creature'] },
      ptBound: { of: 'power', side: 'atMost', n: 3 },
    });
    expect(ability?.kind === 'activated' && ability.timing).toBe('sorcery');
  });

  it('"untap that creature" with no target before it is some other creature: refused', () => {
    const c = card(
      'That Creature Test',
      ['Creature'],
      'Whenever That Creature Test attacks, untap that creature.',
    );
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
