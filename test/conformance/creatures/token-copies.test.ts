import { describe, expect, it } from 'vitest';
import { charsOf, play, stateOf } from '../../support/play.js';

/**
 * Embalm (CR 702.128a) and eternalize (702.129a): "[Cost], Exile this card from your graveyard:
 * Create a token that's a copy of this card, except it's white (black, 4/4), it has no mana cost,
 * and it's a Zombie in addition to its other types. Activate only as a sorcery." Aven Initiate is
 * a 3/2 blue Bird Warrior with flying and "Embalm {6}{U}"; Adorned Pouncer a 1/1 white Cat with
 * double strike and "Eternalize {3}{W}{W}".
 */

const board = (card: string, mana: string, active = 'A') => ({
  turn: { number: 3, active, step: 'main1' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [{ id: 'card', card, zone: 'graveyard', owner: 'A' }],
});

interface Row {
  readonly name: string;
  readonly board: unknown;
  /** The token's name, colours, types, subtypes, P/T, mana cost and value, and keywords. */
  readonly token: unknown;
}

const ROWS: readonly Row[] = [
  {
    name: 'CR 702.128a, 707.9b, Aven Initiate: embalm creates a white Zombie Bird Warrior copy with flying and no mana cost',
    board: board('Aven Initiate', '{U}{U}{U}{U}{U}{U}{U}'),
    token: {
      name: 'Aven Initiate',
      colors: ['W'],
      types: ['Creature'],
      subtypes: ['Bird', 'Warrior', 'Zombie'],
      pt: '3/2',
      manaCost: null,
      manaValue: 0,
      keywords: ['Flying'],
    },
  },
  {
    name: 'CR 702.129a, 707.9b, Adorned Pouncer: eternalize creates a 4/4 black Zombie Cat copy with double strike',
    board: board('Adorned Pouncer', '{W}{W}{W}{W}{W}'),
    token: {
      name: 'Adorned Pouncer',
      colors: ['B'],
      types: ['Creature'],
      subtypes: ['Cat', 'Zombie'],
      pt: '4/4',
      manaCost: null,
      manaValue: 0,
      keywords: ['Double strike'],
    },
  },
];

describe('embalm and eternalize (CR 702.128a, 702.129a)', () => {
  it.each(ROWS)('$name', (row) => {
    const played = play(stateOf(row.board), [{ kind: 'activate', object: 'card', ability: 1 }]);
    expect(played.refusal).toBeNull();
    expect(played.state.objects.find((o) => o.id === 'card')?.zone).toBe('exile');
    const tokens = played.state.objects.filter((o) => o.token && o.zone === 'battlefield');
    expect(tokens).toHaveLength(1);
    const c = charsOf(played.state).get(tokens[0]?.id ?? '');
    expect({
      name: c?.name,
      colors: c?.colors,
      types: c?.types,
      subtypes: c?.subtypes,
      pt: `${c?.power}/${c?.toughness}`,
      manaCost: c?.manaCost,
      manaValue: c?.manaValue,
      keywords: c?.abilities.flatMap((a) => (a.keyword ? [a.keyword] : [])),
    }).toStrictEqual(row.token);
  });

  it('CR 702.128a, 602.5d: embalm is activated only as a sorcery', () => {
    // A holds priority in B's main phase once B passes (CR 117.3d), but it is not A's turn.
    const played = play(stateOf(board('Aven Initiate', '{U}{U}{U}{U}{U}{U}{U}', 'B')), [
      { kind: 'pass' },
      { kind: 'activate', object: 'card', ability: 1 },
    ]);
    expect(played.refusal?.rule).toBe('602.5d');
    expect(played.applied).toBe(1);
  });
});
