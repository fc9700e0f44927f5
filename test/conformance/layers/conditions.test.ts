import { describe, it } from 'vitest';
import { check, effectOn, type Row } from '../../support/boards.js';

/**
 * Static abilities with an "as long as" condition (CR 611.3a: the effect applies exactly while
 * the condition holds) and with "for each" counts (613.4c), as the compiler writes them. Each is
 * granted to a Grizzly Bears by an inline effect, so the rows don't depend on which cards the
 * pool holds; the abilities are those of Werebear, Demon's Jester and Akiri, Line-Slinger.
 */

const constant = (n: number) => ({ kind: 'constant', n }) as const;

const granted = (ability: unknown) =>
  effectOn(
    { source: 'grant', sourceName: 'a test grant', on: ['bear'] },
    { kind: 'addAbilities', abilities: [ability] },
  );

const threshold = granted({
  kind: 'static',
  text: 'Threshold — Werebear gets +3/+3 as long as seven or more cards are in your graveyard.',
  effect: {
    affects: { self: true },
    ops: [{ kind: 'modifyPT', power: constant(3), toughness: constant(3) }],
  },
  condition: {
    kind: 'valueAtLeast',
    value: { kind: 'count', of: { zone: 'graveyard', owner: 'you' } },
    n: 7,
  },
});

const hellbent = granted({
  kind: 'static',
  text: "Hellbent — Demon's Jester gets +2/+1 as long as you have no cards in hand.",
  effect: {
    affects: { self: true },
    ops: [{ kind: 'modifyPT', power: constant(2), toughness: constant(1) }],
  },
  condition: { kind: 'valueAtMost', value: { kind: 'cardsInHand', whose: 'you' }, n: 0 },
});

const artifacts = { kind: 'count', of: { types: ['Artifact'], controller: 'you' } } as const;
const perArtifact = granted({
  kind: 'static',
  text: 'Akiri, Line-Slinger gets +1/+0 for each artifact you control.',
  effect: {
    affects: { self: true },
    ops: [
      {
        kind: 'modifyPT',
        power: { kind: 'times', n: 1, of: artifacts },
        toughness: { kind: 'times', n: 0, of: artifacts },
      },
    ],
  },
});

const cards = (n: number, zone: string, owner = 'A') =>
  Array.from({ length: n }, () => ({ card: 'Lightning Bolt', zone, owner }));

const ROWS: readonly Row[] = [
  {
    name: "CR 611.3a, Werebear's threshold: six cards in your graveyard -> no bonus, 2/2",
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, ...cards(6, 'graveyard')],
      effects: [threshold],
    },
    expect: { bear: { pt: '2/2' } },
  },
  {
    name: "CR 611.3a, Werebear's threshold: seven cards in your graveyard -> +3/+3, 5/5",
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, ...cards(7, 'graveyard')],
      effects: [threshold],
    },
    expect: { bear: { pt: '5/5' } },
  },
  {
    name: "CR 611.3a, Werebear's threshold: seven cards in an opponent's graveyard don't count -> 2/2",
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, ...cards(7, 'graveyard', 'B')],
      effects: [threshold],
    },
    expect: { bear: { pt: '2/2' } },
  },
  {
    name: "CR 611.3a, Demon's Jester's hellbent: a card in your hand -> 2/2",
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }, ...cards(1, 'hand')], effects: [hellbent] },
    expect: { bear: { pt: '2/2' } },
  },
  {
    name: "CR 611.3a, Demon's Jester's hellbent: no cards in your hand (one in an opponent's) -> +2/+1, 4/3",
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, ...cards(1, 'hand', 'B')],
      effects: [hellbent],
    },
    expect: { bear: { pt: '4/3' } },
  },
  {
    name: 'CR 613.4c, "+1/+0 for each artifact you control": Memnite and Ornithopter -> 4/2',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { card: 'Memnite' },
        { card: 'Ornithopter' },
        { card: 'Memnite', controller: 'B' },
      ],
      effects: [perArtifact],
    },
    expect: { bear: { pt: '4/2' } },
  },
  {
    name: 'CR 613.4c, 613.1d: Mycosynth Lattice makes every permanent an artifact, counted after layer 4 -> 6/2',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { card: 'Mycosynth Lattice' },
        { card: 'Forest' },
        { card: 'Swamp' },
      ],
      effects: [perArtifact],
    },
    expect: { bear: { pt: '6/2' } },
  },
];

describe('conditions and "for each" counts in static abilities', () => {
  it.each(ROWS)('$name', check);
});
