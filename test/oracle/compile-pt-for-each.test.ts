import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "+N/+N for each" on a continuous effect and "+X/+X, where X is its power": values the engine
 * fixes as the ability resolves (CR 608.2h, 611.2c), or reads continuously on a static ability
 * (611.3a). Each text is the card's Oracle text (MTGJSON, April 2022).
 */

const times = (n: number, of: Value): Value => ({ kind: 'times', n, of });
const selfEffect = (power: Value, toughness: Value) => ({
  kind: 'createEffect',
  on: 'self',
  effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power, toughness }] },
  duration: 'endOfTurn',
});
const blockingIt: Value = { kind: 'count', of: { types: ['Creature'], blockingSource: true } };
const otherAttacking = (subtype: string): Value => ({
  kind: 'count',
  of: { types: ['Creature'], inState: 'attacking', other: true, subtypes: [subtype] },
});
const power: Value = { kind: 'powerOfSource' };

describe('"for each" and "where X is its power" (CR 608.2h, 611.2c)', () => {
  it('Elvish Berserker: "... it gets +1/+1 until end of turn for each creature blocking it." (509.1g)', () => {
    const text =
      'Whenever Elvish Berserker becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.';
    expect(compileCard(card('Elvish Berserker', ['Creature'], text))[0]).toEqual({
      kind: 'triggered',
      text,
      trigger: { kind: 'becomesBlocked' },
      instructions: [selfEffect(times(1, blockingIt), times(1, blockingIt))],
    });
  });

  it('Goblin Piledriver: "... it gets +2/+0 until end of turn for each other attacking Goblin." (506.4)', () => {
    const text =
      'Whenever Goblin Piledriver attacks, it gets +2/+0 until end of turn for each other attacking Goblin.';
    expect(compileCard(card('Goblin Piledriver', ['Creature'], text))[0]).toEqual({
      kind: 'triggered',
      text,
      trigger: { kind: 'attacks' },
      instructions: [selfEffect(times(2, otherAttacking('Goblin')), times(0, otherAttacking('Goblin')))],
    });
  });

  it('Feral Animist: "{3}: Feral Animist gets +X/+0 until end of turn, where X is its power."', () => {
    const text = '{3}: Feral Animist gets +X/+0 until end of turn, where X is its power.';
    expect(compileCard(card('Feral Animist', ['Creature'], text))[0]).toEqual({
      kind: 'activated',
      text,
      cost: '{3}',
      targets: null,
      instructions: [selfEffect(power, { kind: 'constant', n: 0 })],
    });
  });

  it('Onward // Victory: "Target creature gets +X/+0 ..., where X is its power." ("its" is the target): its own power, fixed as it resolves (608.2h)', () => {
    const text = 'Target creature gets +X/+0 until end of turn, where X is its power.';
    expect(compileCard(card('Onward', ['Sorcery'], text))[0]).toMatchObject({
      kind: 'spell',
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: {
            ops: [{ power: { kind: 'ofAffected', of: 'power' }, toughness: { kind: 'constant', n: 0 } }],
          },
        },
      ],
    });
  });

  it('Run: "Attacking creatures you control get +1/+0 ... for each other attacking creature." ("other" than each of them) stays unsupported', () => {
    const text =
      'Attacking creatures you control get +1/+0 until end of turn for each other attacking creature.';
    expect(compileCard(card('Run', ['Instant'], text))[0]?.kind).toBe('unsupported');
  });

  it('Auriok Bladewarden: "where X is Auriok Bladewarden\'s power" is the object\'s own, whoever gets it', () => {
    const text = "{T}: Target creature gets +X/+X until end of turn, where X is Auriok Bladewarden's power.";
    expect(compileCard(card('Auriok Bladewarden', ['Creature'], text))[0]).toMatchObject({
      kind: 'activated',
      instructions: [{ kind: 'createEffect', on: 'targets', effect: { ops: [{ power, toughness: power }] } }],
    });
  });

  it('CR 509.1h, 608.2h: "for each creature blocking it" about a target counts the creatures blocking that target', () => {
    const text = 'Target creature gets +1/+1 until end of turn for each creature blocking it.';
    const perBlocker = { kind: 'times', n: 1, of: { kind: 'blockingAffected' } };
    expect(compileCard(card('Test', ['Instant'], text))[0]).toMatchObject({
      kind: 'spell',
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { ops: [{ power: perBlocker, toughness: perBlocker }] },
        },
      ],
    });
  });

  it('Banshee\'s Blade: "Equipped creature gets +1/+1 for each charge counter on Banshee\'s Blade." (122.1)', () => {
    const text = "Equipped creature gets +1/+1 for each charge counter on Banshee's Blade.";
    const charge: Value = { kind: 'countersOnSource', counter: 'charge' };
    expect(compileCard(card("Banshee's Blade", ['Artifact'], text))[0]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: { attachedToSource: true },
        ops: [{ kind: 'modifyPT', power: times(1, charge), toughness: times(1, charge) }],
      },
    });
  });

  it('Heavenly Blademaster: "Other creatures you control get +1/+1 for each Aura and Equipment attached to Heavenly Blademaster." (301.5, 303.4)', () => {
    const text =
      'Other creatures you control get +1/+1 for each Aura and Equipment attached to Heavenly Blademaster.';
    const attached: Value = { kind: 'count', of: { subtypes: ['Aura', 'Equipment'], attachedToSelf: true } };
    expect(compileCard(card('Heavenly Blademaster', ['Creature'], text))[0]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: { types: ['Creature'], other: true, controller: 'you' },
        ops: [{ kind: 'modifyPT', power: times(1, attached), toughness: times(1, attached) }],
      },
    });
  });

  it('Bruenor Battlehammer: "Each creature you control gets +2/+0 for each Equipment attached to it." ("it" is each of them, 613.4c)', () => {
    const text = 'Each creature you control gets +2/+0 for each Equipment attached to it.';
    const equipment: Value = { kind: 'attachedToAffected', of: { subtypes: ['Equipment'] } };
    expect(compileCard(card('Bruenor Battlehammer', ['Creature'], text))[0]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: { types: ['Creature'], controller: 'you' },
        ops: [{ kind: 'modifyPT', power: times(2, equipment), toughness: times(0, equipment) }],
      },
    });
  });

  it('Heroes\' Podium: "... gets +1/+1 for each other legendary creature you control." ("other" than each of them, 109.5)', () => {
    const text =
      'Each legendary creature you control gets +1/+1 for each other legendary creature you control.';
    const legendary = { types: ['Creature'], supertypes: ['Legendary'], controller: 'you' } as const;
    const others: Value = { kind: 'othersThanAffected', of: legendary };
    expect(compileCard(card("Heroes' Podium", ['Artifact'], text))[0]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: legendary,
        ops: [{ kind: 'modifyPT', power: times(1, others), toughness: times(1, others) }],
      },
    });
  });

  it('Bravado: "Enchanted creature gets +1/+1 for each other creature you control." ("other" than the enchanted creature, 109.5)', () => {
    const text = 'Enchanted creature gets +1/+1 for each other creature you control.';
    const others: Value = { kind: 'othersThanAffected', of: { types: ['Creature'], controller: 'you' } };
    expect(compileCard(card('Bravado', ['Enchantment'], text))[0]).toEqual({
      kind: 'static',
      text,
      effect: {
        affects: { attachedToSource: true },
        ops: [{ kind: 'modifyPT', power: times(1, others), toughness: times(1, others) }],
      },
    });
  });

  it('Bloodtracker: "When Bloodtracker leaves the battlefield, draw a card for each +1/+1 counter on it." ("it" the object itself, 608.2h)', () => {
    const text = 'When Bloodtracker leaves the battlefield, draw a card for each +1/+1 counter on it.';
    const counters: Value = { kind: 'countersOnSource', counter: '+1/+1' };
    expect(compileCard(card('Bloodtracker', ['Creature'], text))[0]).toEqual({
      kind: 'triggered',
      text,
      trigger: { kind: 'leavesBattlefield' },
      instructions: [{ kind: 'drawCards', amount: times(1, counters) }],
    });
  });

  it('"Whenever another creature enters, you gain 1 life for each +1/+1 counter on it." ("it" the trigger object, 603.2) is not read as the object itself (made-up)', () => {
    const text = 'Whenever another creature enters, you gain 1 life for each +1/+1 counter on it.';
    expect(compileCard(card('Counter Watcher', ['Creature'], text))[0]).toEqual({
      kind: 'unsupported',
      text,
      reason:
        '"it" is the trigger object, which the engine acts on only by a continuous effect on a permanent (CR 603.2, 608.2c)',
    });
  });

  it('Ancestral Mask: "Enchanted creature gets +2/+2 for each other enchantment on the battlefield." ("other" than the Aura itself) compiles', () => {
    const text = 'Enchanted creature gets +2/+2 for each other enchantment on the battlefield.';
    expect(compileCard(card('Ancestral Mask', ['Enchantment'], text))[0]?.kind).toBe('static');
  });
});
