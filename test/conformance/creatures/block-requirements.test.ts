import { describe, expect, it } from 'vitest';
import {
  attack,
  attackAndBlock,
  block,
  checkPlay,
  type PlayRow,
  play,
  resolveFor,
  stateOf,
} from '../../support/play.js';

/**
 * Requirements to block (CR 509.1c) on real cards compiled from their Oracle text: the
 * declaration must obey as many requirements as possible without breaking a restriction.
 * Prized Unicorn (2/2, "All creatures able to block Prized Unicorn do so."), Lure ("All
 * creatures able to block enchanted creature do so."), Marble Priest (3/3, "All Walls able to
 * block ..."), Talruum Piper (3/3, "All creatures with flying able to block ..."), Gaea's
 * Protector (2/5, "Gaea's Protector must be blocked if able."), Irresistible Prey ("Target
 * creature must be blocked this turn if able."), Culling Mark ("Target creature blocks this turn
 * if able."), Taunting Challenge ("All creatures able to block target creature this turn
 * do so."). Defenders: Grizzly Bears (2/2), Memnite (1/1), Ornithopter (0/2 flying), Wall of Wood.
 */

const board = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});
const mine = (id: string, card: string) => ({ id, card });
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
// Irresistible Prey draws a card: A's library has one (121.4).
const library = { card: 'Forest', zone: 'library', owner: 'A' };

const LURES: readonly PlayRow[] = [
  {
    name: 'CR 509.1c: Prized Unicorn: one of two creatures able to block it blocking is refused',
    board: board([
      mine('unicorn', 'Prized Unicorn'),
      theirs('bear', 'Grizzly Bears'),
      theirs('mite', 'Memnite'),
    ]),
    actions: attackAndBlock(attack('unicorn'), [block('mite', 'unicorn')]),
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c: Prized Unicorn: both blocking it is legal',
    board: board([
      mine('unicorn', 'Prized Unicorn'),
      theirs('bear', 'Grizzly Bears'),
      theirs('mite', 'Memnite'),
    ]),
    actions: attackAndBlock(attack('unicorn'), [block('mite', 'unicorn'), block('bear', 'unicorn')]),
    objects: { mite: { blocking: 'unicorn' }, bear: { blocking: 'unicorn' } },
  },
  {
    name: 'CR 509.1c: Prized Unicorn: blocking another attacker instead is refused',
    board: board([
      mine('unicorn', 'Prized Unicorn'),
      mine('ogre', 'Gray Ogre'),
      theirs('bear', 'Grizzly Bears'),
    ]),
    actions: attackAndBlock(attack('unicorn', 'ogre'), [block('bear', 'ogre')]),
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c, 509.1a: Prized Unicorn: a tapped creature is not able to block, so no block is legal',
    board: board([mine('unicorn', 'Prized Unicorn'), { ...theirs('bear', 'Grizzly Bears'), tapped: true }]),
    actions: attackAndBlock(attack('unicorn'), []),
    objects: { unicorn: { blocked: false } },
  },
  {
    name: 'CR 509.1c, 303.4: Lure on Grizzly Bears: the defending creatures able to block it must',
    board: board([
      mine('bear', 'Grizzly Bears'),
      { id: 'lure', card: 'Lure', attachedTo: 'bear' },
      theirs('mite', 'Memnite'),
    ]),
    actions: attackAndBlock(attack('bear'), []),
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c, 702.9b: Lure on Ornithopter: Grizzly Bears is not able to block a flyer, so no block is legal',
    board: board([
      mine('thopter', 'Ornithopter'),
      { id: 'lure', card: 'Lure', attachedTo: 'thopter' },
      theirs('bear', 'Grizzly Bears'),
    ]),
    actions: attackAndBlock(attack('thopter'), []),
    objects: { thopter: { blocked: false } },
  },
  {
    name: 'CR 509.1c: Marble Priest: a Wall able to block it must; Grizzly Bears need not',
    board: board([
      mine('priest', 'Marble Priest'),
      theirs('wall', 'Wall of Wood'),
      theirs('bear', 'Grizzly Bears'),
    ]),
    actions: attackAndBlock(attack('priest'), []),
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c: Marble Priest: ... the Wall blocking alone is legal',
    board: board([
      mine('priest', 'Marble Priest'),
      theirs('wall', 'Wall of Wood'),
      theirs('bear', 'Grizzly Bears'),
    ]),
    actions: attackAndBlock(attack('priest'), [block('wall', 'priest')]),
    objects: { wall: { blocking: 'priest' }, bear: { blocking: null } },
  },
  {
    name: 'CR 509.1c: Talruum Piper: Ornithopter, with flying, must block it; Grizzly Bears need not',
    board: board([
      mine('piper', 'Talruum Piper'),
      theirs('thopter', 'Ornithopter'),
      theirs('bear', 'Grizzly Bears'),
    ]),
    actions: attackAndBlock(attack('piper'), [block('bear', 'piper')]),
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c: Talruum Piper: ... Ornithopter blocking is legal',
    board: board([
      mine('piper', 'Talruum Piper'),
      theirs('thopter', 'Ornithopter'),
      theirs('bear', 'Grizzly Bears'),
    ]),
    actions: attackAndBlock(attack('piper'), [block('thopter', 'piper')]),
    objects: { thopter: { blocking: 'piper' } },
  },
];

const protectorAndUnicorn = board([
  mine('protector', "Gaea's Protector"),
  mine('unicorn', 'Prized Unicorn'),
  theirs('bear', 'Grizzly Bears'),
]);

const MUST_BE_BLOCKED: readonly PlayRow[] = [
  {
    name: "CR 509.1c: Gaea's Protector must be blocked if able: no block is refused",
    board: board([mine('protector', "Gaea's Protector"), theirs('bear', 'Grizzly Bears')]),
    actions: attackAndBlock(attack('protector'), []),
    refused: '509.1c',
  },
  {
    name: "CR 509.1c: Gaea's Protector: blocking another attacker instead is refused",
    board: board([
      mine('protector', "Gaea's Protector"),
      mine('ogre', 'Gray Ogre'),
      theirs('bear', 'Grizzly Bears'),
    ]),
    actions: attackAndBlock(attack('protector', 'ogre'), [block('bear', 'ogre')]),
    refused: '509.1c',
  },
  {
    name: "CR 509.1c: Gaea's Protector: one blocker obeys it; the other creature need not block",
    board: board([
      mine('protector', "Gaea's Protector"),
      mine('ogre', 'Gray Ogre'),
      theirs('bear', 'Grizzly Bears'),
      theirs('mite', 'Memnite'),
    ]),
    actions: attackAndBlock(attack('protector', 'ogre'), [block('mite', 'protector'), block('bear', 'ogre')]),
    objects: { mite: { blocking: 'protector' }, bear: { blocking: 'ogre' }, protector: { blocked: true } },
  },
  {
    name: 'CR 509.1c, 608.2: Irresistible Prey on Grizzly Bears: it must be blocked this turn if able',
    board: board([mine('bear', 'Grizzly Bears'), theirs('mite', 'Memnite'), library]),
    actions: [resolveFor('Irresistible Prey', 'bear'), ...attackAndBlock(attack('bear'), [])],
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c, 702.9b: Irresistible Prey on Ornithopter: no creature able to block a flyer, so no block is legal',
    board: board([mine('thopter', 'Ornithopter'), theirs('mite', 'Memnite'), library]),
    actions: [resolveFor('Irresistible Prey', 'thopter'), ...attackAndBlock(attack('thopter'), [])],
    objects: { thopter: { blocked: false } },
  },
  {
    name: "CR 509.1c: Gaea's Protector and Prized Unicorn, one creature able to block either: each block obeys one requirement, so blocking the Unicorn is legal",
    board: protectorAndUnicorn,
    actions: attackAndBlock(attack('protector', 'unicorn'), [block('bear', 'unicorn')]),
    objects: { bear: { blocking: 'unicorn' } },
  },
  {
    name: "CR 509.1c: ... and so is blocking Gaea's Protector",
    board: protectorAndUnicorn,
    actions: attackAndBlock(attack('protector', 'unicorn'), [block('bear', 'protector')]),
    objects: { bear: { blocking: 'protector' } },
  },
  {
    name: '509.1c: ... but no block is refused',
    board: protectorAndUnicorn,
    actions: attackAndBlock(attack('protector', 'unicorn'), []),
    refused: '509.1c',
  },
];

const THIS_TURN: readonly PlayRow[] = [
  {
    name: "CR 509.1c, 608.2: Culling Mark on the defender's Memnite: it blocks this turn if able",
    board: board([mine('bear', 'Grizzly Bears'), theirs('mite', 'Memnite')]),
    actions: [resolveFor('Culling Mark', 'mite'), ...attackAndBlock(attack('bear'), [])],
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c, 608.2: Taunting Challenge on Grizzly Bears: all creatures able to block it this turn do so',
    board: board([mine('bear', 'Grizzly Bears'), mine('ogre', 'Gray Ogre'), theirs('mite', 'Memnite')]),
    actions: [
      resolveFor('Taunting Challenge', 'bear'),
      ...attackAndBlock(attack('bear', 'ogre'), [block('mite', 'ogre')]),
    ],
    refused: '509.1c',
  },
  {
    name: 'CR 509.1c, 608.2: Taunting Challenge ... blocking it is legal',
    board: board([mine('bear', 'Grizzly Bears'), mine('ogre', 'Gray Ogre'), theirs('mite', 'Memnite')]),
    actions: [
      resolveFor('Taunting Challenge', 'bear'),
      ...attackAndBlock(attack('bear', 'ogre'), [block('mite', 'bear')]),
    ],
    objects: { mite: { blocking: 'bear' } },
  },
];

describe('requirements to block (CR 509.1c)', () => {
  it.each([...LURES, ...MUST_BE_BLOCKED, ...THIS_TURN])('$name', (row) => {
    checkPlay(row);
  });

  it('CR 509.1c: the refusal names the requirement not met and who could meet it', () => {
    const unicorn = board([mine('unicorn', 'Prized Unicorn'), theirs('bear', 'Grizzly Bears')]);
    const lured = play(stateOf(unicorn), attackAndBlock(attack('unicorn'), []));
    expect(lured.refusal?.message).toContain('all creatures able to block unicorn do so, and bear could');
    const protector = board([mine('protector', "Gaea's Protector"), theirs('bear', 'Grizzly Bears')]);
    const unblocked = play(stateOf(protector), attackAndBlock(attack('protector'), []));
    expect(unblocked.refusal?.message).toContain(
      'protector must be blocked if able, and bear could block it',
    );
  });
});
