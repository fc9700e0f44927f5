import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Choices made as a permanent enters (CR 614.12, 614.1c), on real cards compiled from their
 * Oracle text (MTGJSON, April 2022), and the static abilities that read them:
 * Adaptive Automaton ("As Adaptive Automaton enters the battlefield, choose a creature type.
 * Adaptive Automaton is the chosen type in addition to its other types. Other creatures you
 * control of the chosen type get +1/+1."), Engineered Plague ("All creatures of the chosen type
 * get -1/-1."), Plague Engineer ("Creatures of the chosen type your opponents control get
 * -1/-1."), Hall of Triumph ("As Hall of Triumph enters the battlefield, choose a color.
 * Creatures you control of the chosen color get +1/+1."), Xenograft ("Each creature you
 * control is the chosen type in addition to its other types."), Alloy Golem ("Alloy Golem is the
 * chosen color."), Shifting Sky ("All nonland permanents are the chosen color.") and Chameleon
 * Spirit ("Chameleon Spirit's power and toughness are each equal to the number of permanents of
 * the chosen color your opponents control."), Etchings of the Chosen ("{1}, Sacrifice a creature of
 * the chosen type: Target creature you control gains indestructible until end of turn.") ,
 * Coldsteel Heart ("{T}: Add one mana of the chosen color.") and Order of the Stars ("Order of the
 * Stars has protection from the chosen color.").
 */

const main = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{G}{G}{G}' }, { id: 'B' }],
  objects,
});
const automatonInHand = { id: 'auto', card: 'Adaptive Automaton', zone: 'hand' };
const elf = { id: 'elf', card: 'Elvish Mystic' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const theirElf = { id: 'theirElf', card: 'Elvish Mystic', controller: 'B' };
const goblin = { id: 'goblin', card: 'Goblin Piker' };

const castAutomaton = (choices?: object): Action => ({
  kind: 'cast',
  object: 'auto',
  sources: 'auto',
  ...(choices ? { choices } : {}),
});
const enter = (object: string, choices?: object): Action => ({
  kind: 'putOntoBattlefield',
  object,
  ...(choices ? { choices } : {}),
});

/** Etchings of the Chosen's "{1}, Sacrifice a creature of the chosen type: Target creature you control gains indestructible until end of turn." */
const sacrificeFor = (object: string, sacrificed: string, target: string): Action => ({
  kind: 'activate',
  object,
  ability: 2,
  costs: { sacrifice: [sacrificed] },
  targets: [target],
  sources: 'auto',
});

/** Coldsteel Heart ("{T}: Add one mana of the chosen color."), and Elvish Mystic ({G}) in hand. */
const heartBoard = (color: string) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'heart', card: 'Coldsteel Heart', choices: { color } },
    { id: 'mystic', card: 'Elvish Mystic', zone: 'hand' },
  ],
});

/** A Hall of Triumph naming red, and Alloy Golem (4/4) in hand. */
const hallNamingRedAndGolem = main([
  { id: 'hall', card: 'Hall of Triumph', choices: { color: 'R' } },
  { id: 'golem', card: 'Alloy Golem', zone: 'hand' },
]);

/** Etchings of the Chosen naming Elf, an Elf and a Bear. */
const etchingsNamingElf = main([
  { id: 'etchings', card: 'Etchings of the Chosen', choices: { creatureType: 'Elf' } },
  elf,
  bear,
]);

/** B's Order of the Stars (0/1, "has protection from the chosen color") naming `color`; A's Lightning Bolt. */
const boltAtOrder = (color: string) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
  objects: [
    { id: 'order', card: 'Order of the Stars', controller: 'B', choices: { color } },
    { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 614.12, 613.1d, Adaptive Automaton: the creature type given with the cast is chosen as it enters; it is that type too, and other creatures you control of it get +1/+1',
    board: main([automatonInHand, elf, bear, theirElf]),
    actions: [castAutomaton({ creatureType: 'Elf' })],
    objects: {
      auto: { zone: 'battlefield', pt: '2/2', subtypes: ['Construct', 'Elf'] },
      elf: { pt: '2/2' },
      bear: { pt: '2/2' },
      theirElf: { pt: '1/1' },
    },
  },
  {
    name: 'CR 614.12, 608.2d: with no creature type chosen yet, the resolving Adaptive Automaton waits for its controller to choose one',
    board: main([automatonInHand, elf]),
    actions: [castAutomaton()],
    toAct: 'decide A',
    stack: ['auto'],
    objects: { auto: { zone: 'stack' }, elf: { pt: '1/1' } },
  },
  {
    name: 'CR 614.12, 608.2d: the choice given with `decide` is made as it enters',
    board: main([automatonInHand, elf]),
    actions: [castAutomaton(), { kind: 'decide', choices: { creatureType: 'Elf' } }],
    objects: { auto: { zone: 'battlefield', subtypes: ['Construct', 'Elf'] }, elf: { pt: '2/2' } },
  },
  {
    name: 'CR 205.3m: "Forest" is a land type, not a creature type: the answer is refused',
    board: main([automatonInHand, elf]),
    actions: [castAutomaton(), { kind: 'decide', choices: { creatureType: 'Forest' } }],
    refused: '205.3m',
  },
  {
    name: 'CR 205.3m, 601.2: a creature type given ahead must be one too, or the cast is refused',
    board: main([automatonInHand]),
    actions: [castAutomaton({ creatureType: 'Forest' })],
    refused: '205.3m',
  },
  {
    name: 'CR 614.12: Adaptive Automaton asks for no colour; a colour given for it is refused, not ignored',
    board: main([automatonInHand]),
    actions: [castAutomaton({ color: 'G' })],
    refused: '614.12',
  },
  {
    name: 'CR 614.12: the `enter` shortcut puts it onto the battlefield with the choice given',
    board: main([automatonInHand, goblin, bear]),
    actions: [enter('auto', { creatureType: 'Goblin' })],
    objects: { auto: { subtypes: ['Construct', 'Goblin'] }, goblin: { pt: '3/2' }, bear: { pt: '2/2' } },
  },
  {
    name: 'CR 614.12: the `enter` shortcut, with no creature type chosen, is refused rather than guessing one',
    board: main([automatonInHand]),
    actions: [enter('auto')],
    refused: '614.12',
  },
  {
    name: 'CR 614.12, 613.4c: Engineered Plague naming Elf: all Elves get -1/-1, whoever controls them; the Elvish Mystics die (704.5f)',
    board: main([{ id: 'plague', card: 'Engineered Plague', zone: 'hand' }, elf, theirElf, bear]),
    actions: [enter('plague', { creatureType: 'Elf' })],
    objects: { elf: { zone: 'graveyard' }, theirElf: { zone: 'graveyard' }, bear: { pt: '2/2' } },
  },
  {
    name: "CR 614.12, 613.4c: Plague Engineer naming Elf: only the opponents' Elves get -1/-1",
    board: main([{ id: 'engineer', card: 'Plague Engineer', zone: 'hand' }, elf, theirElf]),
    actions: [enter('engineer', { creatureType: 'Elf' })],
    objects: { elf: { pt: '1/1' }, theirElf: { zone: 'graveyard' }, engineer: { pt: '2/2' } },
  },
  {
    name: "CR 614.12, 105.1, 613.4c: Hall of Triumph naming green: green creatures you control get +1/+1, not red ones nor the opponent's",
    board: main([{ id: 'hall', card: 'Hall of Triumph', zone: 'hand' }, elf, bear, goblin, theirElf]),
    actions: [enter('hall', { color: 'G' })],
    objects: { elf: { pt: '2/2' }, bear: { pt: '3/3' }, goblin: { pt: '2/1' }, theirElf: { pt: '1/1' } },
  },
  {
    name: 'CR 105.1: "purple" is not a colour: Hall of Triumph entering with it is refused',
    board: main([{ id: 'hall', card: 'Hall of Triumph', zone: 'hand' }]),
    actions: [enter('hall', { color: 'P' })],
    refused: '105.1',
  },
  {
    name: 'CR 613.1d, 613.4c: Xenograft naming Elf makes Grizzly Bears an Elf in layer 4, so an Adaptive Automaton naming Elf gives it +1/+1 in layer 7c',
    board: main([
      { id: 'graft', card: 'Xenograft', choices: { creatureType: 'Elf' } },
      { id: 'auto', card: 'Adaptive Automaton', choices: { creatureType: 'Elf' } },
      bear,
      theirElf,
      { id: 'goblinInHand', card: 'Goblin Piker', zone: 'hand' },
    ]),
    actions: [enter('goblinInHand')],
    objects: {
      bear: { pt: '3/3', subtypes: ['Bear', 'Elf'] },
      goblinInHand: { pt: '3/2', subtypes: ['Goblin', 'Warrior', 'Elf'] },
      theirElf: { pt: '1/1' },
    },
  },
  {
    name: 'CR 614.12, 613.1e, 613.4c: Alloy Golem naming red is red in layer 5, so a Hall of Triumph naming red gives it +1/+1',
    board: hallNamingRedAndGolem,
    actions: [enter('golem', { color: 'R' })],
    objects: { golem: { pt: '5/5' } },
  },
  {
    name: 'CR 614.12, 613.1e: Alloy Golem naming green is green, not red: a Hall of Triumph naming red leaves it 4/4',
    board: hallNamingRedAndGolem,
    actions: [enter('golem', { color: 'G' })],
    objects: { golem: { pt: '4/4' } },
  },
  {
    name: 'CR 613.1e: Shifting Sky naming black makes every nonland permanent black, so a Hall of Triumph naming black gives Grizzly Bears +1/+1',
    board: main([
      { id: 'hall', card: 'Hall of Triumph', choices: { color: 'B' } },
      { id: 'sky', card: 'Shifting Sky', zone: 'hand' },
      bear,
      goblin,
    ]),
    actions: [enter('sky', { color: 'B' })],
    objects: { bear: { pt: '3/3' }, goblin: { pt: '3/2' } },
  },
  {
    name: "CR 614.12, 604.3: Chameleon Spirit naming green counts the green permanents its controller's opponents control",
    board: main([{ id: 'spirit', card: 'Chameleon Spirit', zone: 'hand' }, elf, theirElf, bear]),
    actions: [enter('spirit', { color: 'G' })],
    objects: { spirit: { pt: '1/1' } },
  },
  {
    name: 'CR 208.2a, 604.3: in a hand Chameleon Spirit has chosen no colour, so its characteristic-defining ability counts nothing: 0/0',
    board: main([
      { id: 'spirit', card: 'Chameleon Spirit', zone: 'hand' },
      { id: 'hall', card: 'Hall of Triumph', zone: 'hand' },
      theirElf,
    ]),
    actions: [enter('hall', { color: 'G' })],
    objects: { spirit: { zone: 'hand', pt: '0/0' } },
  },
  {
    name: 'CR 614.12, 601.2h: Etchings of the Chosen naming Elf: "Sacrifice a creature of the chosen type" takes an Elf, and the target gains indestructible',
    board: etchingsNamingElf,
    actions: [sacrificeFor('etchings', 'elf', 'bear')],
    objects: { elf: { zone: 'graveyard' }, bear: { pt: '2/2', keywords: ['Indestructible'] } },
  },
  {
    name: "CR 118.3: Etchings of the Chosen naming Elf: a Bear is not of the chosen type, so it can't pay the cost",
    board: etchingsNamingElf,
    actions: [sacrificeFor('etchings', 'bear', 'elf')],
    refused: '118.3',
  },
  {
    name: 'CR 614.12, 605.1a: Coldsteel Heart naming green adds {G}, which pays for Elvish Mystic',
    board: heartBoard('G'),
    actions: [{ kind: 'cast', object: 'mystic', sources: 'auto' }],
    objects: { heart: { tapped: true }, mystic: { zone: 'battlefield' } },
  },
  {
    name: 'CR 614.12, 601.2h: Coldsteel Heart naming red adds only {R}, so Elvish Mystic ({G}) cannot be paid for',
    board: heartBoard('R'),
    actions: [{ kind: 'cast', object: 'mystic', sources: [{ object: 'heart' }] }],
    refused: '601.2h',
  },
  {
    name: 'CR 608.2d, 614.12: "one mana of the chosen color" offers no choice: naming a mana for it is refused',
    board: heartBoard('G'),
    actions: [{ kind: 'tapForMana', object: 'heart', mana: '{G}' }],
    manual: true,
    refused: '608.2d',
  },
  {
    name: 'CR 614.12, 702.16b: Order of the Stars naming red has protection from red: Lightning Bolt cannot target it',
    board: boltAtOrder('R'),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['order'], sources: 'auto' }],
    refused: '702.16b',
  },
  {
    name: 'CR 614.12, 702.16a, 704.5g: Order of the Stars naming white has protection from white only: Lightning Bolt deals it 3 damage and it dies',
    board: boltAtOrder('W'),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['order'], sources: 'auto' }],
    objects: { order: { zone: 'graveyard' } },
    events: ['destroyed order 704.5g'],
  },
  {
    name: 'CR 707.2, 614.12: a Clone copying an Adaptive Automaton naming Elf copies its ability, not its choice: it names Goblin as it enters',
    board: main([
      { id: 'auto', card: 'Adaptive Automaton', choices: { creatureType: 'Elf' } },
      { id: 'clone', card: 'Clone', zone: 'hand' },
      goblin,
      elf,
    ]),
    actions: [enter('clone', { copy: { card: 'Adaptive Automaton' }, creatureType: 'Goblin' })],
    objects: {
      clone: { subtypes: ['Construct', 'Goblin'] },
      goblin: { pt: '3/2' },
      elf: { pt: '2/2' },
    },
  },
  {
    name: 'CR 707.2, 614.12: a Clone entering as a copy of Adaptive Automaton without a creature type chosen is refused',
    board: main([
      { id: 'auto', card: 'Adaptive Automaton', choices: { creatureType: 'Elf' } },
      { id: 'clone', card: 'Clone', zone: 'hand' },
    ]),
    actions: [enter('clone', { copy: { card: 'Adaptive Automaton' } })],
    refused: '614.12',
  },
];

describe('choices as a permanent enters, and what reads them (CR 614.12)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
