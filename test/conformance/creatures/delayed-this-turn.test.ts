import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { attack, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Delayed triggered abilities with a stated duration (CR 603.7b): created as a spell or ability
 * resolves, each triggers every time its event occurs until the duration ends ("this turn" in the
 * cleanup step, 514.2; "until your next turn", 611.2a), "it" being the object the event happened
 * to. Real cards, compiled from their Oracle text.
 */

const advance = (to: Step): Action => ({ kind: 'advance', to });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const blocks = (...pairs: (readonly [string, string])[]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([blocker, attacker]) => block(blocker, attacker)),
});
const cast = (object: string, ...targets: string[]): Action => ({ kind: 'cast', object, targets });
const activate = (object: string, ability: number, ...targets: string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  targets,
});

const board = (step: Step, mana: string, objects: readonly object[]) => ({
  turn: { number: 1, step, active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [
    { id: 'bears', card: 'Grizzly Bears' },
    { id: 'wall', card: 'Wall of Stone', controller: 'B' },
    { id: 'wall2', card: 'Wall of Stone', controller: 'B' },
    ...objects,
  ],
});

/** Barreling Attack ({2}{R}{R}): "… When that creature becomes blocked this turn, it gets +1/+1 until end of turn for each creature blocking it." */
const BARRELING = board('declareAttackers', '{R}{R}{C}{C}', [
  { id: 'barrel', card: 'Barreling Attack', zone: 'hand', owner: 'A' },
]);
/** Blessed Defiance ({W}): "… When that creature dies this turn, create a 1/1 white Spirit creature token with flying." */
const DEFIANCE = board('main1', '{W}', [
  { id: 'defiance', card: 'Blessed Defiance', zone: 'hand', owner: 'A' },
]);
/** Kjeldoran Elite Guard: "{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the battlefield this turn, sacrifice Kjeldoran Elite Guard. Activate only during combat." */
const GUARD = board('declareAttackers', '', [{ id: 'guard', card: 'Kjeldoran Elite Guard' }]);
/** Death Frenzy ({3}{B}{G}): "All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life." */
const FRENZY = board('main1', '{B}{G}{C}{C}{C}', [
  { id: 'frenzy', card: 'Death Frenzy', zone: 'hand', owner: 'A' },
  { id: 'memnite', card: 'Memnite', controller: 'B' },
]);
/** Basri, Devoted Paladin's "[−1]: Whenever a creature attacks this turn, put a +1/+1 counter on it." */
const BASRI = board('main1', '', [
  { id: 'basri', card: 'Basri, Devoted Paladin', counters: { loyalty: 4 } },
  { id: 'ogre', card: 'Gray Ogre' },
]);
/** Jace, Architect of Thought's "[+1]: Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until end of turn." */
const JACE = {
  turn: { number: 1, step: 'main1', active: 'A' },
  objects: [
    { id: 'jace', card: 'Jace, Architect of Thought', counters: { loyalty: 4 } },
    { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
    ...['a1', 'a2', 'b1', 'b2'].map((id) => ({
      id,
      card: 'Island',
      zone: 'library',
      owner: id[0]?.toUpperCase(),
    })),
  ],
};
/** Battle Cry ({2}{W}): "Untap all white creatures you control. / Whenever a creature blocks this turn, it gets +0/+1 until end of turn." */
const BATTLE_CRY = board('declareAttackers', '{W}{C}{C}', [
  { id: 'cry', card: 'Battle Cry', zone: 'hand', owner: 'A' },
]);
const bToAttack: Action[] = [advance('end'), advance('declareAttackers')];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Barreling Attack, CR 603.7b, 509.3c, 509.1h: the Bears become blocked by two Walls: +2/+2 (4/4) and trample',
    board: BARRELING,
    actions: [
      declare('bears'),
      cast('barrel', 'bears'),
      advance('declareBlockers'),
      blocks(['wall', 'bears'], ['wall2', 'bears']),
    ],
    events: ['delayedTriggerCreated barrel 603.7a', 'triggered barrel delayedEvent 603.7b'],
    objects: { bears: { pt: '4/4', keywords: ['Trample'] } },
  },
  {
    name: 'Barreling Attack, CR 603.7b: not blocked, it never triggers (2/2)',
    board: BARRELING,
    actions: [
      declare('bears'),
      cast('barrel', 'bears'),
      advance('declareBlockers'),
      blocks(),
      advance('combatDamage'),
    ],
    objects: { bears: { pt: '2/2' } },
    without: ['triggered barrel delayedEvent 603.7b'],
  },
  {
    name: 'Blessed Defiance, CR 603.7b, 700.4: the target dies this turn: a 1/1 white Spirit token with flying',
    board: DEFIANCE,
    actions: [cast('defiance', 'bears'), { kind: 'move', object: 'bears', to: 'graveyard' }],
    events: ['triggered defiance delayedEvent 603.7b', 'tokenCreated o3 Spirit Token 111.2'],
    objects: { bears: { zone: 'graveyard' }, o3: { pt: '1/1', keywords: ['Flying'] } },
  },
  {
    name: 'Blessed Defiance, CR 603.7b, 514.2: the duration ends with the turn; the Bears dying the next turn make nothing',
    board: DEFIANCE,
    actions: [
      cast('defiance', 'bears'),
      advance('upkeep'),
      { kind: 'move', object: 'bears', to: 'graveyard' },
    ],
    objects: { bears: { zone: 'graveyard' } },
    without: ['triggered defiance delayedEvent 603.7b'],
  },
  {
    name: 'Blessed Defiance, CR 603.7b: another creature dying does not trigger it (the one it remembers, 603.7c)',
    board: DEFIANCE,
    actions: [cast('defiance', 'bears'), { kind: 'move', object: 'wall', to: 'graveyard' }],
    objects: { wall: { zone: 'graveyard' }, bears: { pt: '4/2' } },
    without: ['triggered defiance delayedEvent 603.7b'],
  },
  {
    name: 'Kjeldoran Elite Guard, CR 603.7b, 701.21a: the Bears (4/4) leave the battlefield: the Guard is sacrificed',
    board: GUARD,
    actions: [declare('bears'), activate('guard', 0, 'bears'), { kind: 'move', object: 'bears', to: 'hand' }],
    events: ['triggered guard delayedEvent 603.7b', 'zoneChange guard battlefield>graveyard 701.21a'],
    objects: { guard: { zone: 'graveyard' } },
  },
  {
    name: 'Kjeldoran Elite Guard, CR 603.7c, 400.7: the Guard left and came back, a new object: the Bears leaving sacrifice nothing',
    board: GUARD,
    actions: [
      declare('bears'),
      activate('guard', 0, 'bears'),
      { kind: 'move', object: 'guard', to: 'hand' },
      { kind: 'move', object: 'guard', to: 'battlefield' },
      { kind: 'move', object: 'bears', to: 'hand' },
    ],
    events: ['triggered guard delayedEvent 603.7b'],
    objects: { guard: { zone: 'battlefield' } },
    without: ['zoneChange guard battlefield>graveyard 701.21a'],
  },
  {
    name: 'Kjeldoran Elite Guard, CR 603.7b: the Bears stay: the Guard stays, and the Bears are 4/4',
    board: GUARD,
    actions: [declare('bears'), activate('guard', 0, 'bears'), advance('combatDamage')],
    objects: { guard: { zone: 'battlefield' }, bears: { pt: '4/4' } },
    without: ['triggered guard delayedEvent 603.7b'],
  },
  {
    name: 'Death Frenzy, CR 603.7b, 704.5f: the Bears (2/2) and Memnite (1/1) die of -2/-2: A gains 2 life',
    board: FRENZY,
    actions: [cast('frenzy')],
    events: ['triggered frenzy delayedEvent 603.7b'],
    objects: { bears: { zone: 'graveyard' }, memnite: { zone: 'graveyard' }, wall: { pt: '-2/6' } },
    players: { A: { life: 22 } },
  },
  {
    name: 'Basri, Devoted Paladin −1, CR 603.7b, 508.3a: the Bears and Gray Ogre attack: a +1/+1 counter on each (3/3, 3/3)',
    board: BASRI,
    actions: [activate('basri', 1), advance('declareAttackers'), declare('bears', 'ogre')],
    objects: { bears: { pt: '3/3' }, ogre: { pt: '3/3' } },
    events: ['triggered basri delayedEvent 603.7b'],
  },
  {
    name: "Battle Cry, CR 603.7b, 509.3a: B's two Walls of Stone (0/8) block the Bears: each gets +0/+1 (0/9)",
    board: BATTLE_CRY,
    actions: [
      declare('bears'),
      cast('cry'),
      advance('declareBlockers'),
      blocks(['wall', 'bears'], ['wall2', 'bears']),
    ],
    events: ['triggered cry delayedEvent 603.7b'],
    objects: { wall: { pt: '0/9' }, wall2: { pt: '0/9' }, bears: { pt: '2/2' } },
  },
  {
    name: "Jace, Architect of Thought +1, CR 603.7b, 611.2a: on B's turn, B's attacking Bears get -1/-0 (1/2)",
    board: JACE,
    actions: [activate('jace', 0), ...bToAttack, declare('theirs')],
    turn: { number: 2, active: 'B', step: 'declareAttackers' },
    objects: { theirs: { pt: '1/2' } },
    events: ['triggered jace delayedEvent 603.7b'],
  },
  {
    name: "Jace, Architect of Thought +1, CR 611.2a: it ends as A's next turn begins; B's Bears attacking in turn 4 are 2/2",
    board: JACE,
    actions: [activate('jace', 0), ...bToAttack, declare(), ...bToAttack, ...bToAttack, declare('theirs')],
    turn: { number: 4, active: 'B', step: 'declareAttackers' },
    objects: { theirs: { pt: '2/2' } },
    without: ['triggered jace delayedEvent 603.7b'],
  },
];

describe('Delayed triggered abilities with a stated duration (CR 603.7b)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
