import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { makeBoard, parseBoard } from '../../../src/notation/index.js';
import { charsOf, checkPlay, type PlayRow, play, pool, stateOf } from '../../support/play.js';

/**
 * CR 111.1-111.4, 111.10: tokens created with the characteristics their creating text defines,
 * which the layers read as printed values (111.3). The cards are real and compiled from their
 * Oracle text: Beetleback Chief (two 1/1 red Goblins), Blade Splicer (a 3/3 Golem; "Golems you
 * control have first strike"), Regal Caracal (two 1/1 Cats with lifelink; "Other Cats you
 * control get +1/+1"), Hornet Queen, Prosperous Innkeeper (a Treasure) and Soul Warden.
 */

const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const dies = (object: string): Action => ({ kind: 'move', object, to: 'graveyard' });
const main = { number: 3, active: 'A', step: 'main1' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 111.2, Beetleback Chief: two 1/1 Goblin tokens enter under its controller',
    board: { turn: main, objects: [{ id: 'chief', card: 'Beetleback Chief', zone: 'hand' }] },
    actions: [enter('chief')],
    objects: { o2: { pt: '1/1', controller: 'A' }, o3: { pt: '1/1', controller: 'A' } },
    events: ['tokenCreated o2 Goblin Token 111.2', 'tokenCreated o3 Goblin Token 111.2'],
  },
  {
    name: 'CR 111.3, 613.1f, Blade Splicer: the token is a Golem, so "Golems you control have first strike" reaches it',
    board: { turn: main, objects: [{ id: 'splicer', card: 'Blade Splicer', zone: 'hand' }] },
    actions: [enter('splicer')],
    objects: { o2: { pt: '3/3', keywords: ['First strike'] } },
  },
  {
    name: 'CR 111.3, 613.4c, Regal Caracal: its Cat tokens are other Cats -> 2/2, with their own lifelink and the granted one',
    board: { turn: main, objects: [{ id: 'caracal', card: 'Regal Caracal', zone: 'hand' }] },
    actions: [enter('caracal')],
    objects: {
      o2: { pt: '2/2', keywords: ['Lifelink', 'Lifelink'] },
      o3: { pt: '2/2', keywords: ['Lifelink', 'Lifelink'] },
    },
  },
  {
    name: 'CR 111.3, Hornet Queen: four 1/1 Insects with flying and deathtouch',
    board: { turn: main, objects: [{ id: 'queen', card: 'Hornet Queen', zone: 'hand' }] },
    actions: [enter('queen')],
    objects: {
      o2: { keywords: ['Deathtouch', 'Flying'] },
      o5: { pt: '1/1', keywords: ['Deathtouch', 'Flying'] },
    },
  },
  {
    name: 'CR 603.6a, Beetleback Chief and Soul Warden: the chief and each of its two tokens entering gain 1 life',
    board: {
      turn: main,
      objects: [
        { id: 'warden', card: 'Soul Warden' },
        { id: 'chief', card: 'Beetleback Chief', zone: 'hand' },
      ],
    },
    actions: [enter('chief')],
    players: { A: { life: 23 } },
  },
  {
    name: 'CR 111.10a, Prosperous Innkeeper: a Treasure is no creature, so the innkeeper gains no life for it',
    board: { turn: main, objects: [{ id: 'inn', card: 'Prosperous Innkeeper', zone: 'hand' }] },
    actions: [enter('inn')],
    objects: { o2: { pt: null, tapped: false } },
    players: { A: { life: 20 } },
    events: ['tokenCreated o2 Treasure Token 111.2'],
  },
  {
    name: 'CR 111.10a, 701.21a, 111.7: the Treasure taps and is sacrificed for one mana of the colour chosen; then it ceases to exist',
    board: { turn: main, objects: [{ id: 'inn', card: 'Prosperous Innkeeper', zone: 'hand' }] },
    actions: [enter('inn'), { kind: 'activate', object: 'o2', ability: 0, mana: '{G}' }],
    objects: { o2: { zone: 'gone' } },
    players: { A: { mana: 1 } },
    events: [
      'zoneChange o2 battlefield>graveyard 701.21a',
      'manaAdded A {G}x1 106.4',
      'ceasedToExist o2 704.5d',
    ],
  },
  {
    name: 'CR 111.3, Brood Monitor: "They have ..." gives its three Eldrazi Scions their mana ability as they are created',
    board: { turn: main, objects: [{ id: 'monitor', card: 'Brood Monitor', zone: 'hand' }] },
    actions: [enter('monitor'), { kind: 'activate', object: 'o4', ability: 0 }],
    objects: { o2: { pt: '1/1' }, o3: { pt: '1/1' }, o4: { zone: 'gone' } },
    players: { A: { mana: 1 } },
    events: [
      'zoneChange o4 battlefield>graveyard 701.21a',
      'manaAdded A {C}x1 106.4',
      'ceasedToExist o4 704.5d',
    ],
  },
  {
    name: 'CR 111.3, 700.4, Mitotic Slime: its 2/2 Oozes have "When this creature dies, create two 1/1 green Ooze creature tokens."',
    board: { turn: main, objects: [{ id: 'slime', card: 'Mitotic Slime' }] },
    actions: [dies('slime'), { kind: 'resolveStack' }, dies('o2'), { kind: 'resolveStack' }],
    events: [
      'triggered o2 dies 603.10a',
      'tokenCreated o5 Ooze Token 111.2',
      'tokenCreated o6 Ooze Token 111.2',
    ],
    objects: { o2: { zone: 'gone' }, o3: { pt: '2/2' }, o5: { pt: '1/1' }, o6: { pt: '1/1' } },
  },
  {
    name: 'CR 107.3, 111.3, Goblin Offensive: X 1/1 Goblins, X as announced (3)',
    board: { turn: main, objects: [] },
    actions: [{ kind: 'resolve', source: 'Goblin Offensive', controller: 'A', x: 3 }],
    objects: { o1: { pt: '1/1' }, o3: { pt: '1/1' }, o4: { zone: 'gone' } },
    events: ['tokenCreated o3 Goblin Token 111.2'],
  },
  {
    name: 'CR 107.3, 608.2h, Deploy to the Front: X is the number of creatures on the battlefield as it resolves (2)',
    board: {
      turn: main,
      objects: [
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'elves', card: 'Llanowar Elves', controller: 'B' },
      ],
    },
    actions: [{ kind: 'resolve', source: 'Deploy to the Front', controller: 'A' }],
    objects: { o1: { pt: '1/1', controller: 'A' }, o2: { pt: '1/1' }, o3: { zone: 'gone' } },
    events: ['tokenCreated o2 Soldier Token 111.2'],
  },
];

describe('tokens defined by text (CR 111.3, 111.10)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it("CR 111.3, 111.4: a token's colours, types, subtypes and name are the ones its text gives", () => {
    const start = stateOf({ turn: main, objects: [{ id: 'splicer', card: 'Blade Splicer', zone: 'hand' }] });
    const played = play(start, [enter('splicer')]);
    const golem = charsOf(played.state).get('o2');
    expect(golem).toMatchObject({
      name: 'Phyrexian Golem Token',
      colors: [],
      types: ['Artifact', 'Creature'],
      subtypes: ['Phyrexian', 'Golem'],
      manaValue: 0,
    });
  });

  it('board files keep a token defined by text (parse, make, parse again)', () => {
    const start = stateOf({ turn: main, objects: [{ id: 'chief', card: 'Beetleback Chief', zone: 'hand' }] });
    const played = play(start, [enter('chief')]);
    const written = makeBoard(played.state, pool);
    const again = parseBoard(JSON.parse(JSON.stringify(written)), pool);
    expect(again.ok && again.value.state.objects).toEqual(played.state.objects);
  });

  it('CR 111.4: a board token whose card is not the name its definition gives is refused', () => {
    const token = {
      name: 'Goblin Token',
      colors: ['R'],
      types: ['Creature'],
      subtypes: ['Goblin'],
      power: 1,
      toughness: 1,
      abilities: [],
    };
    const parsed = parseBoard({ objects: [{ card: 'Elf Token', tokenDef: token }] }, pool);
    expect(parsed.ok ? null : parsed.error.rule).toBe('111.4');
  });
});
