import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { concreteAction } from '../../src/game/concrete.js';
import { listed, main } from '../support/listed.js';
import { pool } from '../support/play.js';

/**
 * Rows of the objects a spell's additional cost takes by choice (CR 118.8, 601.2h), as
 * legalActions lists them under `choices.costs`, from real cards' printed text.
 */

describe("legalActions: a spell's additional cost taking an object chosen (CR 118.8, 601.2h)", () => {
  it('CR 118.8, 601.2h, Bone Splinters ("As an additional cost to cast this spell, sacrifice a creature. Destroy target creature."): the creatures it may sacrifice, not a land; the target any creature', () => {
    const state = main([
      { id: 'swamp', card: 'Swamp' },
      { id: 'mine', card: 'Grizzly Bears' },
      { id: 'elves', card: 'Llanowar Elves' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      { id: 'splinters', card: 'Bone Splinters', zone: 'hand' },
    ]);
    const legal = listed(state);
    expect(legal.notListed).toEqual([]);
    const casts = legal.entries.filter((e) => e.kind === 'cast');
    expect(casts).toHaveLength(1);
    const [splinters] = casts;
    expect(splinters?.example).toMatchObject({ costs: { sacrifice: ['mine'] } });
    expect(splinters?.choices.costs).toEqual({ sacrifice: ['mine', 'elves'] });
    expect(splinters?.choices.targets).toEqual([['mine', 'elves', 'bear']]);
    if (splinters === undefined) throw new Error('no cast');
    expect(apply(state, pool, splinters.example).ok).toBe(true);
    const elves = concreteAction(splinters, { targets: ['bear'], costs: { sacrifice: ['elves'] } });
    expect(legal.check(elves).ok).toBe(true);
    // CR 701.21a: a player sacrifices only a permanent they control; the cost names a creature.
    expect(legal.check(concreteAction(splinters, { costs: { sacrifice: ['bear'] } })).ok).toBe(false);
    expect(legal.check(concreteAction(splinters, { costs: { sacrifice: ['swamp'] } })).ok).toBe(false);
  });

  it('CR 118.8, 601.2h, Village Rites ("As an additional cost to cast this spell, sacrifice a creature. Draw two cards."): with no creature to sacrifice it is not listed, and apply refuses it', () => {
    const state = main([
      { id: 'swamp', card: 'Swamp' },
      { id: 'rites', card: 'Village Rites', zone: 'hand' },
    ]);
    const legal = listed(state);
    expect(legal.entries.filter((e) => e.kind === 'cast')).toEqual([]);
    expect(legal.notListed).toEqual([]);
    expect(
      apply(state, pool, { kind: 'cast', object: 'rites', sources: 'auto', costs: { sacrifice: ['swamp'] } })
        .ok,
    ).toBe(false);
  });
});

describe('legalActions: a spell with two kicker costs (CR 702.33b, 702.33d)', () => {
  it('CR 702.33b, Cetavolver ("Kicker {1}{R} and/or {G}"): cast unkicked, kicked with either cost, or with both, each as its caster can pay', () => {
    const lands = ['Island', 'Mountain', 'Forest', 'Island', 'Island'].map((card, i) => ({
      id: `land${i}`,
      card,
    }));
    const state = main([...lands, { id: 'volver', card: 'Cetavolver', zone: 'hand' }]);
    const casts = listed(state).entries.filter((e) => e.kind === 'cast');
    expect(casts.map((e) => (e.example.kind === 'cast' ? (e.example.kickedWith ?? []) : null))).toEqual([
      [],
      ['{1}{R}'],
      ['{G}'],
      ['{1}{R}', '{G}'],
    ]);
  });
});
