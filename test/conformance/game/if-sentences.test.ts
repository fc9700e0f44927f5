import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { castingBoard, library, mine } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "If" sentences inside an effect (CR 608.2c, 608.2h) on real cards compiled from their Oracle
 * text: the condition is read as the sentence is followed; "[sentence] instead" replaces the
 * sentence before it where the condition holds; "if this spell was kicked" reads how the spell
 * was cast (702.33e).
 */

const cast = (object: string, targets: readonly string[], kicked?: number): Action => ({
  kind: 'cast',
  object,
  targets,
  ...(kicked === undefined ? {} : { kicked }),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Might of Murasa kicked: "If this spell was kicked, that creature gets +5/+5 until end of turn instead" (608.2c, 702.33e)',
    board: castingBoard('{G}{G}{C}{C}{C}', [
      mine('bear', 'Grizzly Bears'),
      mine('might', 'Might of Murasa', { zone: 'hand' }),
    ]),
    actions: [cast('might', ['bear'], 1)],
    objects: { bear: { pt: '7/7' }, might: { zone: 'graveyard' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'Might of Murasa not kicked: the first sentence, +3/+3, is the one followed (608.2c)',
    board: castingBoard('{G}{C}', [
      mine('bear', 'Grizzly Bears'),
      mine('might', 'Might of Murasa', { zone: 'hand' }),
    ]),
    actions: [cast('might', ['bear'])],
    objects: { bear: { pt: '5/5' } },
  },
  {
    name: 'Field Research kicked: "Draw two cards. If this spell was kicked, draw three cards instead." draws three, not five',
    board: castingBoard('{U}{U}{C}{C}{C}{C}', [
      mine('research', 'Field Research', { zone: 'hand' }),
      ...library(5),
    ]),
    actions: [cast('research', [], 1)],
    objects: { l0: { zone: 'hand' }, l1: { zone: 'hand' }, l2: { zone: 'hand' }, l3: { zone: 'library' } },
  },
  {
    name: 'Chilling Trap with a Wizard: "If you control a Wizard, draw a card" (608.2h: read as it resolves)',
    board: castingBoard('{U}{C}', [
      mine('sorcerer', 'Prodigal Sorcerer'),
      mine('bear', 'Grizzly Bears', { owner: 'B' }),
      mine('trap', 'Chilling Trap', { zone: 'hand' }),
      ...library(1),
    ]),
    actions: [cast('trap', ['bear'])],
    objects: { bear: { pt: '-2/2' }, l0: { zone: 'hand' } },
  },
  {
    name: 'Chilling Trap without a Wizard: the creature gets -4/-0 and no card is drawn',
    board: castingBoard('{U}{C}', [
      mine('bear', 'Grizzly Bears', { owner: 'B' }),
      mine('trap', 'Chilling Trap', { zone: 'hand' }),
      ...library(1),
    ]),
    actions: [cast('trap', ['bear'])],
    objects: { bear: { pt: '-2/2' }, l0: { zone: 'library' } },
  },
  {
    name: 'Sarkhan\'s Rage: "If you control no Dragons, Sarkhan\'s Rage deals 2 damage to you" without a Dragon',
    board: castingBoard('{R}{C}{C}{C}{C}', [mine('rage', "Sarkhan's Rage", { zone: 'hand' })]),
    actions: [cast('rage', ['B'])],
    players: { A: { life: 18 }, B: { life: 15 } },
  },
  {
    name: "Sarkhan's Rage with a Dragon: no damage to you",
    board: castingBoard('{R}{C}{C}{C}{C}', [
      mine('whelp', 'Dragon Whelp'),
      mine('rage', "Sarkhan's Rage", { zone: 'hand' }),
    ]),
    actions: [cast('rage', ['B'])],
    players: { A: { life: 20 }, B: { life: 15 } },
  },
];

describe('"if" sentences inside an effect (CR 608.2c, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
