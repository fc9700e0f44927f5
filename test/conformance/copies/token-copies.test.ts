import { describe, expect, it } from 'vitest';
import { abilityTexts, run } from '../../support/boards.js';
import { charsOf, play, stateOf } from '../../support/play.js';

/**
 * Token copies (CR 707.2, 111.1, 707.9b) on real cards compiled from their Oracle text (MTGJSON,
 * April 2022): Saheeli's Artistry ("Choose one or both — • Create a token that's a copy of target
 * artifact. • Create a token that's a copy of target creature, except it's an artifact in
 * addition to its other types.") and Heat Shimmer ("Create a token that's a copy of target
 * creature, except it has haste and "At the beginning of the end step, exile this permanent."")
 * and Necroduality ("Whenever a nontoken Zombie enters the battlefield under your control, create
 * a token that's a copy of that creature.").
 */

const copiesOf = (board: unknown, id: string) => {
  const played = run(board);
  const tokens = played.state.objects.filter((o) => o.token && o.zone === 'battlefield');
  return { original: played.get(id), tokens: tokens.map((t) => played.get(t.id)) };
};

/** A's first main phase, A with `mana` in its pool. */
const mainPhase = (mana: string, objects: readonly object[]) =>
  stateOf({
    turn: { number: 3, active: 'A', step: 'main1' },
    players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
    objects,
  });

describe('token copies (CR 707.2, 111.1)', () => {
  it("CR 707.2: Saheeli's Artistry's artifact mode on a Juggernaut with a +1/+1 counter makes a 5/3 Juggernaut token", () => {
    const { tokens } = copiesOf(
      {
        objects: [{ id: 'jugg', card: 'Juggernaut', counters: { '+1/+1': 1 } }],
        actions: [{ resolve: "Saheeli's Artistry", modes: [0], targets: ['jugg'] }],
      },
      'jugg',
    );
    expect(tokens.map((t) => [t.name, t.power, t.toughness, t.controller])).toStrictEqual([
      ['Juggernaut', 5, 3, 'A'],
    ]);
  });

  it('CR 707.3, 707.9b: a token copy of a Quicksilver Gargantuan copying Grizzly Bears is 7/7', () => {
    const { tokens } = copiesOf(
      {
        objects: [
          { id: 'bear', card: 'Grizzly Bears' },
          { id: 'qg', card: 'Quicksilver Gargantuan', choices: { copyOf: 'bear' } },
        ],
        actions: [{ resolve: "Saheeli's Artistry", modes: [1], targets: ['qg'] }],
      },
      'qg',
    );
    expect(tokens.map((t) => [t.name, t.power, t.toughness])).toStrictEqual([['Grizzly Bears', 7, 7]]);
  });

  it("CR 707.9b: Saheeli's Artistry's creature mode makes a Grizzly Bears that's an artifact too", () => {
    const { tokens } = copiesOf(
      {
        objects: [{ id: 'bear', card: 'Grizzly Bears' }],
        actions: [{ resolve: "Saheeli's Artistry", modes: [1], targets: ['bear'] }],
      },
      'bear',
    );
    expect(tokens.map((t) => [t.name, t.types])).toStrictEqual([['Grizzly Bears', ['Creature', 'Artifact']]]);
  });

  it("CR 707.9a: Heat Shimmer's token copy of Grizzly Bears has haste and its quoted ability, and is exiled at the end step", () => {
    const exile = 'At the beginning of the end step, exile this permanent.';
    const start = mainPhase('{R}{C}{C}', [
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'shimmer', card: 'Heat Shimmer', zone: 'hand' },
    ]);
    const cast = play(start, [{ kind: 'cast', object: 'shimmer', targets: ['bear'] }]);
    const token = cast.state.objects.find((o) => o.token);
    const made = token && charsOf(cast.state).get(token.id);
    expect([made?.name, made && abilityTexts(made)]).toStrictEqual(['Grizzly Bears', [exile, 'Haste']]);
    const ended = play(cast.state, [{ kind: 'advance', to: 'end' }]);
    expect(ended.state.objects.filter((o) => o.token && o.zone === 'battlefield')).toStrictEqual([]);
    expect(ended.state.objects.find((o) => o.id === 'bear')?.zone).toBe('battlefield');
  });

  it('CR 707.2, 603.2: Necroduality copies the Walking Corpse that entered, once: the token is no nontoken Zombie', () => {
    const start = mainPhase('{B}{C}', [
      { id: 'necro', card: 'Necroduality' },
      { id: 'corpse', card: 'Walking Corpse', zone: 'hand' },
    ]);
    const cast = play(start, [{ kind: 'cast', object: 'corpse' }]);
    expect(cast.refusal).toBeNull();
    const tokens = cast.state.objects.filter((o) => o.token && o.zone === 'battlefield');
    const chars = charsOf(cast.state);
    expect(tokens.map((t) => [chars.get(t.id)?.name, chars.get(t.id)?.subtypes, t.controller])).toStrictEqual(
      [['Walking Corpse', ['Zombie'], 'A']],
    );
  });

  it('CR 707.5: a token copy of Walking Ballista would enter with its counters: refused as unsupported', () => {
    expect(() =>
      run({
        objects: [{ id: 'ballista', card: 'Walking Ballista', counters: { '+1/+1': 1 } }],
        actions: [{ resolve: "Saheeli's Artistry", modes: [0], targets: ['ballista'] }],
      }),
    ).toThrow(/707\.5/);
  });
});
