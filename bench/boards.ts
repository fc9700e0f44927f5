import type { GameObject, GameState } from '../src/state/types.js';

/** Fixed boards for the layer benchmarks: built in code so they never depend on files. */

const object = (
  id: string,
  card: string,
  timestamp: number,
  extra: Partial<GameObject> = {},
): GameObject => ({
  id,
  card,
  token: false,
  zone: 'battlefield',
  owner: 'A',
  controller: 'A',
  timestamp,
  counters: [],
  damage: 0,
  attachedTo: null,
  tapped: false,
  faceDown: false,
  choices: {},
  controlledSince: 0,
  ...extra,
});

const state = (objects: GameObject[], effects: GameState['effects']): GameState => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [
    { id: 'A', life: 20, counters: {}, manaPool: [] },
    { id: 'B', life: 20, counters: {}, manaPool: [] },
  ],
  objects,
  effects,
  next: { id: 1000, timestamp: 1000 },
});

/** Ten permanents: creatures, an anthem, a lord and a CDA. */
export const smallBoard = (): GameState => {
  const cards = [
    'Grizzly Bears',
    'Tarmogoyf',
    'Glorious Anthem',
    'Lord of Atlantis',
    'Lord of Atlantis',
    'Elvish Champion',
    'Llanowar Elves',
    'Swamp',
    'Nightmare',
    'Crusade',
  ];
  return state(
    cards.map((card, i) =>
      object(
        `s${i}`,
        card,
        i + 1,
        i === 0 ? { counters: [{ kind: '+1/+1', count: 2, timestamp: i + 1 }] } : {},
      ),
    ),
    [],
  );
};

/**
 * 200 permanents and 50 continuous effects: anthems, lords, CDAs, counters on many
 * creatures, and a switch. Cards in graveyards feed the Tarmogoyfs.
 */
export const largeBoard = (): GameState => {
  const objects: GameObject[] = [];
  let ts = 1;
  const add = (card: string, count: number, extra: (i: number) => Partial<GameObject> = () => ({})): void => {
    for (let i = 0; i < count; i++) objects.push(object(`o${objects.length}`, card, ts++, extra(i)));
  };
  add('Glorious Anthem', 8);
  add('Honor of the Pure', 4);
  add('Crusade', 4);
  add('Lord of Atlantis', 6);
  add('Elvish Champion', 6);
  add('Tarmogoyf', 10);
  add('Nightmare', 6);
  add('Swamp', 20);
  add('Serra Angel', 20);
  add('Grizzly Bears', 60, (i) =>
    i % 2 === 0 ? { counters: [{ kind: '+1/+1', count: 1 + (i % 3), timestamp: 500 + i }] } : {},
  );
  add('Llanowar Elves', 30, (i) =>
    i % 3 === 0 ? { counters: [{ kind: '-1/-1', count: 1, timestamp: 600 + i }] } : {},
  );
  add('Memnite', 26, () => ({ controller: 'B', owner: 'B' }));
  add('Lightning Bolt', 3, () => ({ zone: 'graveyard' }));
  add('Ornithopter', 2, () => ({ zone: 'graveyard' }));
  const battlefield = objects.filter((o) => o.zone === 'battlefield').length;
  if (battlefield !== 200) throw new Error(`large board has ${battlefield} permanents, not 200`);
  const target = objects.find((o) => o.card === 'Grizzly Bears')?.id ?? 'o0';
  return state(objects, [
    {
      id: 'switch',
      source: 'twisted',
      sourceName: 'Twisted Image',
      controller: 'A',
      timestamp: ts++,
      duration: 'endOfTurn',
      effect: { affects: {}, ops: [{ kind: 'switchPT' }] },
      lockedTo: [target],
    },
  ]);
};
