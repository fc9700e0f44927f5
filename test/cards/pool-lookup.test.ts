import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import { defaultCards, defaultPool } from '../../src/cards/default-pool.js';
import { makeLazyPool } from '../../src/cards/make-pool.js';
import { poolCard } from './pool-cards.js';

/**
 * Looking cards up in the shipped pool: exact names, other case and accents, and the names of
 * faces (CR 709-712), each with the card's printed data (MTGJSON, shared/data/cards.json.gz).
 */

const pool = defaultPool();

describe('defaultPool().find', () => {
  it.each([
    ['Grizzly Bears', 'Grizzly Bears'],
    ['grizzly BEARS', 'Grizzly Bears'],
    ['lim-dul the necromancer', 'Lim-Dûl the Necromancer'],
    ['Deja Vu', 'Déjà Vu'],
    ['JUZAM DJINN', 'Juzám Djinn'],
    ['Fire // Ice', 'Fire // Ice'],
    ['Fire', 'Fire // Ice'],
    ['ice', 'Fire // Ice'],
    ['Stomp', 'Bonecrusher Giant // Stomp'],
    ['Insectile Aberration', 'Delver of Secrets // Insectile Aberration'],
    ['Kazandu Valley', 'Kazandu Mammoth // Kazandu Valley'],
    ['Tok-Tok, Volcano Born', 'Akki Lavarunner // Tok-Tok, Volcano Born'],
    ['Bruna, the Fading Light', 'Bruna, the Fading Light // Brisela, Voice of Nightmares'],
    ['Brisela, Voice of Nightmares', 'Brisela, Voice of Nightmares'],
  ])('"%s" finds %s', (query, name) => {
    expect(pool.find(query)?.data.name).toBe(name);
  });

  it.each([['grizzly bears'], ['Fire'], ['Insectile Aberration']])(
    '`get` is exact: "%s" is not a card name',
    (query) => {
      expect(pool.get(query)).toBeUndefined();
    },
  );

  it('a name no card has finds nothing', () => {
    expect(pool.find('Grizzly Bearz of Doom')).toBeUndefined();
  });

  it("Unstable's six Very Cryptic Command variants share a name; lookups give the first (SOURCES.md)", () => {
    expect(pool.get('Very Cryptic Command')?.data.layout).toBe('normal');
  });
});

type FaceView = Pick<
  CardData,
  'name' | 'manaCost' | 'supertypes' | 'types' | 'subtypes' | 'power' | 'toughness' | 'text'
>;

const face = (
  name: string,
  manaCost: string | null,
  typeLine: string,
  pt: string | null,
  text: string,
): FaceView => {
  const [left = '', sub] = typeLine.split(' — ');
  const words = left.split(' ');
  const supertypes = words.filter((w) => w === 'Legendary');
  const [power = null, toughness = null] = pt === null ? [] : pt.split('/');
  return {
    name,
    manaCost,
    supertypes,
    types: words.filter((w) => w !== 'Legendary'),
    subtypes: sub === undefined ? [] : sub.split(' '),
    power,
    toughness,
    text,
  };
};

const view = (f: FaceView): FaceView => ({
  name: f.name,
  manaCost: f.manaCost,
  supertypes: f.supertypes,
  types: f.types,
  subtypes: f.subtypes,
  power: f.power,
  toughness: f.toughness,
  text: f.text,
});

describe('each layout keeps its faces, as printed', () => {
  it.each([
    [
      'split (CR 709): Fire // Ice',
      'split',
      [
        face(
          'Fire',
          '{1}{R}',
          'Instant',
          null,
          'Fire deals 2 damage divided as you choose among one or two targets.',
        ),
        face('Ice', '{1}{U}', 'Instant', null, 'Tap target permanent.\nDraw a card.'),
      ],
    ],
    [
      'adventure (CR 715): Bonecrusher Giant // Stomp',
      'adventure',
      [
        face(
          'Bonecrusher Giant',
          '{2}{R}',
          'Creature — Giant',
          '4/3',
          "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.",
        ),
        face(
          'Stomp',
          '{1}{R}',
          'Instant — Adventure',
          null,
          "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
        ),
      ],
    ],
    [
      'transform (CR 712): Delver of Secrets // Insectile Aberration',
      'transform',
      [
        face(
          'Delver of Secrets',
          '{U}',
          'Creature — Human Wizard',
          '1/1',
          'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.',
        ),
        face('Insectile Aberration', null, 'Creature — Human Insect', '3/2', 'Flying'),
      ],
    ],
    [
      'modal double-faced (CR 712): Kazandu Mammoth // Kazandu Valley',
      'modal_dfc',
      [
        face(
          'Kazandu Mammoth',
          '{1}{G}{G}',
          'Creature — Elephant',
          '3/3',
          'Landfall — Whenever a land enters the battlefield under your control, Kazandu Mammoth gets +2/+2 until end of turn.',
        ),
        face(
          'Kazandu Valley',
          null,
          'Land',
          null,
          'Kazandu Valley enters the battlefield tapped.\n{T}: Add {G}.',
        ),
      ],
    ],
    [
      'flip (CR 710): Akki Lavarunner // Tok-Tok, Volcano Born',
      'flip',
      [
        face(
          'Akki Lavarunner',
          '{3}{R}',
          'Creature — Goblin Warrior',
          '1/1',
          'Haste\nWhenever Akki Lavarunner deals damage to an opponent, flip it.',
        ),
        face(
          'Tok-Tok, Volcano Born',
          null,
          'Legendary Creature — Goblin Shaman',
          '2/2',
          'Protection from red\nIf a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.',
        ),
      ],
    ],
  ])('%s', (label, layout, faces) => {
    const card = pool.find(label.split(': ')[1] ?? '')?.data;
    expect(card?.layout).toBe(layout);
    expect(card?.faces?.map(view)).toEqual(faces);
  });

  it.each([
    [
      'meld (CR 712.4): Bruna, the Fading Light, the front of a meld pair',
      'Bruna, the Fading Light',
      face(
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
        '{5}{W}{W}',
        'Legendary Creature — Angel Horror',
        '5/7',
        'When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.\nFlying, vigilance\n(Melds with Gisela, the Broken Blade.)',
      ),
    ],
    [
      'meld (CR 712.4): Brisela, Voice of Nightmares, the melded card, its own entry',
      'Brisela, Voice of Nightmares',
      face(
        'Brisela, Voice of Nightmares',
        null,
        'Legendary Creature — Eldrazi Angel',
        '9/10',
        "Flying, first strike, vigilance, lifelink\nYour opponents can't cast spells with mana value 3 or less.",
      ),
    ],
    [
      'leveler (CR 711): Student of Warfare, its levels in its text',
      'Student of Warfare',
      face(
        'Student of Warfare',
        '{W}',
        'Creature — Human Knight',
        '1/1',
        'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike',
      ),
    ],
  ])('%s', (label, query, printed) => {
    const card = pool.find(query)?.data;
    expect(card?.layout).toBe(label.split(' ')[0]);
    expect(card?.faces).toBeUndefined();
    expect(card && view(card)).toEqual(printed);
  });

  it.each([
    ['Fire // Ice: 4, the total of its halves (CR 709.4b, 202.3d)', 'Fire // Ice', 4, [2, 2]],
    [
      "Delver of Secrets: the back face alone states 0; the card uses its front face's cost (CR 202.3b)",
      'Insectile Aberration',
      1,
      [1, 0],
    ],
    [
      'Brisela: the sum of its two front faces, 7 + 4 (CR 202.3c)',
      'Brisela, Voice of Nightmares',
      11,
      undefined,
    ],
  ])('mana value as the data states it: %s', (_label, query, value, faces) => {
    const card = pool.find(query)?.data;
    expect(card?.manaValue).toBe(value);
    expect(card?.faces?.map((f) => f.manaValue)).toEqual(faces);
  });

  it('Insectile Aberration is blue by its colour indicator (CR 204.2)', () => {
    expect(pool.find('Insectile Aberration')?.data.faces?.[1]?.colorIndicator).toEqual(['U']);
  });
});

describe('the pool reads and compiles a card on its first lookup only', () => {
  const bears = poolCard('Grizzly Bears');
  const counting = () => {
    let reads = 0;
    const entry = (name: string) => ({
      name,
      otherNames: [],
      read: () => {
        reads++;
        return { ...bears, name };
      },
    });
    const lazy = makeLazyPool(
      [entry('Grizzly Bears'), entry('Runeclaw Bear')],
      new Map([['Grizzly Bears', []]]),
    );
    return { lazy, reads: () => reads };
  };

  it('making the pool and listing its names reads no card', () => {
    const { lazy, reads } = counting();
    expect(lazy.names()).toEqual(['Grizzly Bears', 'Runeclaw Bear']);
    expect(reads()).toBe(0);
  });

  it('a card is read once, and the same definition is given each time', () => {
    const { lazy, reads } = counting();
    const first = lazy.get('Runeclaw Bear');
    expect(lazy.find('runeclaw bear')).toBe(first);
    expect(reads()).toBe(1);
  });

  it.each([
    ['Grizzly Bears', 'hand'],
    ['Runeclaw Bear', 'compiled'],
  ])('%s: its behaviour comes from the %s definition', (name, behaviour) => {
    expect(counting().lazy.get(name)?.behaviour).toBe(behaviour);
  });
});

describe('defaultCards', () => {
  it("every card of the pool, with the data a lookup gives (Tarmogoyf's printed */1+*, MTGJSON)", () => {
    const cards = defaultCards();
    expect(new Set(cards.map((c) => c.name))).toEqual(new Set(pool.names()));
    expect(cards.find((c) => c.name === 'Tarmogoyf')).toEqual(pool.get('Tarmogoyf')?.data);
  });
});
