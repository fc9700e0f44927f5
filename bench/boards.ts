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
  stack: [],
  priority: 'A',
  passed: [],
  triggered: [],
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
 * creatures (each pile is an effect in 7c), and a switch. Cards in graveyards feed the Tarmogoyfs.
 */
export const largeBoard = (): GameState => {
  const objects: GameObject[] = [];
  let ts = 1;
  const add = (card: string, count: number, extra: (i: number) => Partial<GameObject> = () => ({})): void => {
    for (let i = 0; i < count; i++) objects.push(object(`o${objects.length}`, card, ts++, extra(i)));
  };
  // 50 continuous effects: 6 anthems, 6 lords, 8 CDAs, 29 piles of counters and a switch.
  add('Glorious Anthem', 3);
  add('Honor of the Pure', 2);
  add('Crusade', 1);
  add('Lord of Atlantis', 3);
  add('Elvish Champion', 3);
  add('Tarmogoyf', 5);
  add('Nightmare', 3);
  add('Swamp', 20);
  add('Serra Angel', 20);
  add('Grizzly Bears', 80, (i) =>
    i % 4 === 0 ? { counters: [{ kind: '+1/+1', count: 1 + (i % 3), timestamp: 500 + i }] } : {},
  );
  add('Llanowar Elves', 30, (i) =>
    i % 3 === 1 && i < 27 ? { counters: [{ kind: '-1/-1', count: 1, timestamp: 600 + i }] } : {},
  );
  add('Memnite', 30, () => ({ controller: 'B', owner: 'B' }));
  add('Lightning Bolt', 3, () => ({ zone: 'graveyard' }));
  add('Ornithopter', 2, () => ({ zone: 'graveyard' }));
  const battlefield = objects.filter((o) => o.zone === 'battlefield').length;
  if (battlefield !== 200) throw new Error(`large board has ${battlefield} permanents, not 200`);
  const piles = objects.reduce((n, o) => n + o.counters.length, 0);
  if (piles !== 29) throw new Error(`large board has ${piles} piles of counters, not 29`);
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
