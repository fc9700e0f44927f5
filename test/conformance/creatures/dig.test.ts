import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { GameState } from '../../../src/state/types.js';
import { checkPlay, decide, type PlayRow, play, stateOf, targeting } from '../../support/play.js';

/**
 * Digs, played with real cards compiled from their Oracle text: the cards looked at (CR
 * 701.20e) or revealed (701.20a), those taken, and the rest put back in an order chosen (401.4)
 * or random (from the state's seed). The enters triggers go on the stack (a "target player" is
 * chosen with `orderTriggers`, CR 603.3d) and, as they resolve, wait for the controller's
 * decision (608.2d), given with `decide`.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const inLibrary = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'library', owner });
const bears = (...ids: string[]) => ids.map((id) => inLibrary(id, 'Grizzly Bears'));
const boardWith = (...objects: object[]) => ({ turn: main, objects });
const libraryOf = (state: GameState, player: string): string[] =>
  state.objects.filter((o) => o.zone === 'library' && o.owner === player).map((o) => o.id);

interface DigRow extends PlayRow {
  /** Each player's library afterwards, top first. */
  readonly libraries?: Readonly<Record<string, readonly string[]>>;
}

const augur = { id: 'augur', card: 'Augur of Bolas', zone: 'hand' };
/** Lightning Bolt under two Grizzly Bears, and one more card below the top three. */
const augurLibrary = [...bears('c1'), inLibrary('bolt', 'Lightning Bolt'), ...bears('c2', 'c4')];

const ROWS: readonly DigRow[] = [
  {
    name: 'Augur of Bolas, CR 701.20e, 401.4: it looks at three, reveals the instant and takes it, and puts the other two on the bottom in the order chosen',
    board: boardWith(augur, ...augurLibrary),
    actions: [enter('augur'), decide({ cards: ['bolt'], bottom: ['c2', 'c1'] })],
    objects: { bolt: { zone: 'hand' } },
    events: [
      'putOnStack augur:0 603.3',
      'cardsShown c1,bolt,c2>A 701.20e',
      'cardsShown bolt>all 701.20a',
      'zoneChange bolt library>hand 400.7',
    ],
    libraries: { A: ['c4', 'c2', 'c1'] },
  },
  {
    name: 'Augur of Bolas, 608.2d: a Grizzly Bears is no instant or sorcery card, so it cannot be taken',
    board: boardWith(augur, ...augurLibrary),
    actions: [enter('augur'), decide({ cards: ['c1'], bottom: ['bolt', 'c2'] })],
    refused: '608.2d',
  },
  {
    name: 'Augur of Bolas, 603.5: "you may reveal" takes nothing if its player wants; all three go to the bottom',
    board: boardWith(augur, ...augurLibrary),
    actions: [enter('augur'), decide({ cards: [], bottom: ['bolt', 'c2', 'c1'] })],
    objects: { bolt: { zone: 'library' } },
    libraries: { A: ['c4', 'bolt', 'c2', 'c1'] },
  },
  {
    name: 'Augur of Bolas, 401.4: the card below the top three is not one of those put on the bottom',
    board: boardWith(augur, ...augurLibrary),
    actions: [enter('augur'), decide({ cards: ['bolt'], bottom: ['c2', 'c1', 'c4'] })],
    refused: '401.4',
  },
  {
    name: 'Militia Bugler, CR 208.1: a creature card with power 2 or less is taken; a 3/3 is not',
    board: boardWith(
      { id: 'bugler', card: 'Militia Bugler', zone: 'hand' },
      inLibrary('giant', 'Hill Giant'),
      ...bears('c1'),
    ),
    actions: [enter('bugler'), decide({ cards: ['giant'] })],
    refused: '608.2d',
  },
  {
    name: 'Militia Bugler: the Grizzly Bears (2/2) is taken; the Hill Giant goes to the bottom',
    board: boardWith(
      { id: 'bugler', card: 'Militia Bugler', zone: 'hand' },
      inLibrary('giant', 'Hill Giant'),
      ...bears('c1'),
    ),
    actions: [enter('bugler'), decide({ cards: ['c1'] })],
    objects: { c1: { zone: 'hand' }, giant: { zone: 'library' } },
    libraries: { A: ['giant'] },
  },
  {
    name: 'Goblin Ringleader, CR 701.20a: every Goblin card revealed goes to the hand with no choice; the rest to the bottom in the order chosen',
    board: boardWith(
      { id: 'ringleader', card: 'Goblin Ringleader', zone: 'hand' },
      inLibrary('g1', 'Goblin Assailant'),
      ...bears('c1'),
      inLibrary('g2', 'Goblin Assailant'),
      ...bears('c2', 'c5'),
    ),
    actions: [enter('ringleader'), decide({ bottom: ['c1', 'c2'] })],
    objects: { g1: { zone: 'hand' }, g2: { zone: 'hand' } },
    events: ['cardsShown g1,c1,g2,c2>all 701.20a'],
    libraries: { A: ['c5', 'c1', 'c2'] },
  },
  {
    name: 'Goblin Ringleader, 608.2d: the Goblins are not chosen, so naming cards is refused',
    board: boardWith(
      { id: 'ringleader', card: 'Goblin Ringleader', zone: 'hand' },
      inLibrary('g1', 'Goblin Assailant'),
      ...bears('c1'),
    ),
    actions: [enter('ringleader'), decide({ cards: ['g1'], bottom: ['c1'] })],
    refused: '608.2d',
  },
  {
    name: 'Coiling Oracle: a land revealed is put onto the battlefield, with no decision',
    board: boardWith({ id: 'oracle', card: 'Coiling Oracle', zone: 'hand' }, inLibrary('forest', 'Forest')),
    actions: [enter('oracle')],
    objects: { forest: { zone: 'battlefield', controller: 'A' } },
    events: ['triggered oracle entersBattlefield 603.6a', 'cardsShown forest>all 701.20a'],
  },
  {
    name: 'Coiling Oracle: "Otherwise, put that card into your hand": a Grizzly Bears goes to the hand',
    board: boardWith({ id: 'oracle', card: 'Coiling Oracle', zone: 'hand' }, ...bears('c1', 'c2')),
    actions: [enter('oracle')],
    objects: { c1: { zone: 'hand' }, c2: { zone: 'library' } },
  },
  {
    name: 'Dark Confidant, CR 202.3: in its upkeep the top card (Hill Giant, mana value 4) goes to the hand and A loses 4 life',
    board: {
      turn: { number: 1, active: 'B', step: 'end' },
      objects: [
        { id: 'confidant', card: 'Dark Confidant', controller: 'A' },
        inLibrary('giant', 'Hill Giant'),
        ...bears('c1'),
      ],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { giant: { zone: 'hand' }, c1: { zone: 'library' } },
    players: { A: { life: 16 } },
    events: ['cardsShown giant>all 701.20a', 'lifeLost A 4 119.3'],
  },
  {
    name: 'Sea Gate Oracle: one of the two must be put into the hand; none is refused',
    board: boardWith({ id: 'oracle', card: 'Sea Gate Oracle', zone: 'hand' }, ...bears('c1', 'c2', 'c3')),
    actions: [enter('oracle'), decide({ cards: [], bottom: ['c1', 'c2'] })],
    refused: '608.2d',
  },
  {
    name: 'Sea Gate Oracle: one into the hand and the other on the bottom',
    board: boardWith({ id: 'oracle', card: 'Sea Gate Oracle', zone: 'hand' }, ...bears('c1', 'c2', 'c3')),
    actions: [enter('oracle'), decide({ cards: ['c2'], bottom: ['c1'] })],
    objects: { c2: { zone: 'hand' } },
    libraries: { A: ['c3', 'c1'] },
  },
  {
    name: 'Naga Oracle: any number into the graveyard and the rest back on top in the order chosen',
    board: boardWith({ id: 'naga', card: 'Naga Oracle', zone: 'hand' }, ...bears('c1', 'c2', 'c3', 'c4')),
    actions: [enter('naga'), decide({ cards: ['c2'], top: ['c3', 'c1'] })],
    objects: { c2: { zone: 'graveyard' } },
    libraries: { A: ['c3', 'c1', 'c4'] },
  },
  {
    name: "Dewdrop Spy, CR 701.20e: its controller looks at the top card of B's library, which stays where it is",
    board: boardWith(
      { id: 'spy', card: 'Dewdrop Spy', zone: 'hand' },
      inLibrary('b1', 'Grizzly Bears', 'B'),
      inLibrary('b2', 'Grizzly Bears', 'B'),
    ),
    actions: [enter('spy'), targeting('spy', 'B')],
    events: ['cardsShown b1>A 701.20e'],
    libraries: { B: ['b1', 'b2'] },
  },
  {
    name: "Architects of Will, CR 401.4: A puts the top three of B's library back in the order A chooses",
    board: boardWith(
      { id: 'architects', card: 'Architects of Will', zone: 'hand' },
      inLibrary('b1', 'Grizzly Bears', 'B'),
      inLibrary('b2', 'Grizzly Bears', 'B'),
      inLibrary('b3', 'Grizzly Bears', 'B'),
    ),
    actions: [enter('architects'), targeting('architects', 'B'), decide({ top: ['b3', 'b1', 'b2'] })],
    events: ['cardsShown b1,b2,b3>A 701.20e'],
    libraries: { B: ['b3', 'b1', 'b2'] },
  },
  {
    name: "Draugr Thought-Thief: A may put the top card of B's library into B's graveyard",
    board: boardWith(
      { id: 'thief', card: 'Draugr Thought-Thief', zone: 'hand' },
      inLibrary('b1', 'Grizzly Bears', 'B'),
      inLibrary('b2', 'Grizzly Bears', 'B'),
    ),
    actions: [enter('thief'), targeting('thief', 'B'), decide({ cards: ['b1'] })],
    objects: { b1: { zone: 'graveyard' } },
    libraries: { B: ['b2'] },
  },
  {
    name: 'Risen Reef: a land looked at may be put onto the battlefield tapped',
    board: boardWith({ id: 'reef', card: 'Risen Reef', zone: 'hand' }, inLibrary('forest', 'Forest')),
    actions: [enter('reef'), decide({ cards: ['forest'] })],
    objects: { forest: { zone: 'battlefield', tapped: true } },
  },
  {
    name: 'Risen Reef: "If you don\'t put the card onto the battlefield, put it into your hand"',
    board: boardWith({ id: 'reef', card: 'Risen Reef', zone: 'hand' }, inLibrary('forest', 'Forest')),
    actions: [enter('reef'), decide({ cards: [] })],
    objects: { forest: { zone: 'hand' } },
  },
];

describe('digs: looking at and revealing the top cards of a library (CR 701.20, 401.4)', () => {
  it.each(ROWS)('$name', (row) => {
    const played = checkPlay(row);
    for (const [player, cards] of Object.entries(row.libraries ?? {}))
      expect(libraryOf(played.state, player)).toEqual(cards);
  });

  it('Harald, King of Skemfar: the rest go to the bottom in a random order drawn from the generator, the same for the same seed', () => {
    const cards = [inLibrary('elf', 'Llanowar Elves'), ...bears('c1', 'c2', 'c3', 'c4', 'c5')];
    const board = {
      ...boardWith({ id: 'harald', card: 'Harald, King of Skemfar', zone: 'hand' }, ...cards),
      seed: 3,
    };
    const actions = [enter('harald'), decide({ cards: ['elf'] })];
    const first = play(stateOf(board), actions);
    const again = play(stateOf(board), actions);
    const orders = [3, 4, 5, 6, 7].map((seed) =>
      libraryOf(play(stateOf({ ...board, seed }), actions).state, 'A').join(),
    );
    expect(first.refusal).toBeNull();
    expect(first.state.objects.find((o) => o.id === 'elf')?.zone).toBe('hand');
    expect(libraryOf(first.state, 'A')).toEqual(libraryOf(again.state, 'A'));
    expect([...libraryOf(first.state, 'A')].sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(new Set(orders).size).toBeGreaterThan(1);
    // The generator has drawn: its state is in `random` (engine/zones/random.ts); `seed` stays where it started.
    expect(first.state.random).toBeDefined();
  });
});
