import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import { compileCard } from '../../src/oracle/compile.js';
import { grammarStopReason, READ_ALL, reasonShape } from '../../src/oracle/unread.js';
import { card } from './faces.js';

/**
 * An ability no template reads names where the grammar stopped: the text its templates read,
 * the phrase (three tokens) where the furthest of them stopped, and that phrase's character.
 * Each row is a real card's Oracle text (MTGJSON, April 2022).
 */

const reasonsOf = (c: CardData): string[] =>
  compileCard(c).flatMap((a) => (a.kind === 'unsupported' ? [a.reason] : []));

const ROWS: readonly (readonly [string, CardData, string])[] = [
  [
    'Aeve, Progenitor Ooze: a legend’s name in the text is read as itself (CR 201.5)',
    card('Aeve, Progenitor Ooze', ['Creature'], "Aeve, Progenitor Ooze isn't legendary if it's a token.", [
      'Legendary',
    ]),
    'the grammar reads "Aeve, Progenitor Ooze" and stops at "isn\'t legendary if" (character 22)',
  ],
  [
    'Sorrow’s Path: the offset counts the name as printed, not as one token',
    card(
      "Sorrow's Path",
      ['Land'],
      "Whenever Sorrow's Path becomes tapped, it deals 2 damage to you and each creature you control.",
    ),
    'the grammar reads "Whenever Sorrow\'s Path becomes tapped, it deals 2 damage to you and each creature you control" and stops at "." (character 93)',
  ],
  [
    'Heartlash Cinder: the ability word is read past (CR 207.2c), and counted in the offset',
    card(
      'Heartlash Cinder',
      ['Creature'],
      'Chroma — When Heartlash Cinder enters the battlefield, it gets +X/+0 until end of turn, where X is the number of red mana symbols in the mana costs of permanents you control.',
    ),
    'the grammar reads "Chroma — When Heartlash Cinder enters the battlefield, it gets +X/+0 until end of turn, where X is the number of red" and stops at "mana symbols in" (character 117)',
  ],
  [
    'Wake the Reflections: reminder text (CR 207.2) is left out of the phrase where it stops',
    card(
      'Wake the Reflections',
      ['Sorcery'],
      "Populate. (Create a token that's a copy of a creature token you control.)",
    ),
    'the grammar reads "Populate" and stops at "." (character 8)',
  ],
  [
    'Aggressive Mining: a symbol-free static the grammar stops in after one word',
    card('Aggressive Mining', ['Enchantment'], "You can't play lands."),
    'the grammar reads "You" and stops at "can\'t play lands" (character 4)',
  ],
  [
    'Erebos’s Intervention: a modal spell’s line breaks are shown as spaces, and counted',
    card(
      "Erebos's Intervention",
      ['Instant'],
      'Choose one —\n• Target creature gets -X/-X until end of turn. You gain X life.\n• Exile up to twice X target cards from graveyards.',
    ),
    'the grammar reads "Choose one — • Target creature gets -X/-X until end of turn. You gain X life. • Exile up to" and stops at "twice X target" (character 92)',
  ],
  [
    'Treasure Chest: a d20 result line, of which no template reads the first token',
    card('Treasure Chest', ['Artifact'], '2—9 | Create five Treasure tokens.'),
    'no template begins "2—9 |" (character 0)',
  ],
  [
    "Artificer's Epiphany: every token read, yet no template makes an ability of it, and none says why",
    card("Artificer's Epiphany", ['Instant'], 'Draw two cards. If you control no artifacts, discard a card.'),
    READ_ALL,
  ],
];

/** Printed Oracle text read to its end that a template refused, saying what the engine would need. */
const REFUSED: readonly (readonly [string, CardData, string])[] = [
  [
    'Salvage Drone, CR 608.2c: whether the card was drawn',
    card(
      'Salvage Drone',
      ['Creature'],
      'When Salvage Drone dies, you may draw a card. If you do, discard a card.',
    ),
    'a choice to do [X] ("you may [X]. If you do, …", "… unless you [X]") where [X] is no cost the engine pays as it resolves (discarding, sacrificing [this], exiling a card from a graveyard, choosing permanents): whether [X] was done is not kept (CR 608.2c, 118.12)',
  ],
  [
    'Deliver Unto Evil, CR 608.2n: a spell exiling itself',
    card('Deliver Unto Evil', ['Sorcery'], 'Exile Deliver Unto Evil.'),
    'a spell acting on itself as it resolves ("exile [this]", "return [this] to its owner\'s hand") is not modelled: the engine puts a resolved spell into its graveyard (CR 608.2n)',
  ],
  [
    'Flickerwisp, CR 603.7a: the target returns later',
    card(
      'Flickerwisp',
      ['Creature'],
      "When Flickerwisp enters the battlefield, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
    ),
    "returning an exiled target at the beginning of the next end step is not modelled: the engine's delayed return is the exiled card's own (CR 603.7a, 603.7c)",
  ],
  [
    'Planebound Accomplice, CR 608.2c: "it" is the card put onto the battlefield',
    card(
      'Planebound Accomplice',
      ['Creature'],
      '{R}: You may put a planeswalker card from your hand onto the battlefield. Sacrifice it at the beginning of the next end step.',
    ),
    '"it" names the new object the instruction before put onto the battlefield (a token copy, a card, several tokens), which no instruction can name (CR 608.2c)',
  ],
  [
    'Cowardice, CR 608.2c: "that creature", the target of another spell',
    card(
      'Cowardice',
      ['Enchantment'],
      "Whenever a creature becomes the target of a spell or ability, return that creature to its owner's hand.",
    ),
    '"that creature" names no target or trigger object before it that the engine tracks (CR 608.2c)',
  ],
];

describe('an ability read to its end that a template refused says why (issue 13 §1)', () => {
  it.each(REFUSED)('%s', (_name, c, reason) => {
    expect(reasonsOf(c)).toEqual([reason]);
  });
});

describe('an ability no template reads says where the grammar stopped', () => {
  it.each(ROWS)('%s', (_name, c, reason) => {
    expect(reasonsOf(c)).toEqual([reason]);
  });
});

describe('an ability saying an unmodelled keyword action or the planar die names it (CR 701, 901.9)', () => {
  it.each([
    [
      'Eyetwitch, CR 701.48a: "When Eyetwitch dies, learn." (a Lesson card from outside the game)',
      card('Eyetwitch', ['Creature'], 'When Eyetwitch dies, learn.'),
      'the keyword action Learn (CR 701.48) is not modelled yet',
    ],
    [
      'Shortcut Seeker, CR 701.49: "... venture into the dungeon."',
      card(
        'Shortcut Seeker',
        ['Creature'],
        'Whenever Shortcut Seeker deals combat damage to a player, venture into the dungeon.',
      ),
      'the keyword action Venture into the Dungeon (CR 701.49) is not modelled yet',
    ],
    [
      'Goldmeadow, CR 901.9: "Whenever you roll {CHAOS}, ..." (the planar die of Planechase)',
      card('Goldmeadow', ['Plane'], 'Whenever you roll {CHAOS}, create a 0/1 white Goat creature token.'),
      'rolling the planar die (CR 901.9) is not modelled: Planechase and its planes are not part of the game',
    ],
  ] as const)('%s', (_name, c, reason) => {
    expect(reasonsOf(c)).toEqual([reason]);
  });
});

describe('grammarStopReason and reasonShape', () => {
  // "Draw a card at random.": where `lexAbility` says its six tokens start.
  const text = 'Draw a card at random.';
  const starts = [0, 5, 7, 12, 15, 21];
  it.each([
    ['the first token: nothing read', 0, 'no template begins "Draw a card" (character 0)'],
    ['the second', 1, 'the grammar reads "Draw" and stops at "a card at" (character 5)'],
    [
      'the last: fewer than three tokens to quote',
      5,
      'the grammar reads "Draw a card at random" and stops at "." (character 21)',
    ],
    ['none: every token read', 6, READ_ALL],
    ['none, and a template that read it all refused it', 6, 'why it refused', 'why it refused'],
  ] as const)('stopping at %s', (_, stop, reason, refused?: string) => {
    expect(grammarStopReason(text, starts, stop, refused)).toBe(reason);
  });

  it.each([
    [
      'the part read and the character are set aside, the phrase kept',
      'the grammar reads "Whenever a creature" and stops at "dealt damage by" (character 20)',
      'the grammar reads "…" and stops at "dealt damage by" (character N)',
    ],
    [
      'a nested reason is shaped too',
      'the ability it grants, "Flying.", is not supported: the grammar reads "Fly" and stops at "." (character 6)',
      'the ability it grants, "Flying.", is not supported: the grammar reads "…" and stops at "." (character N)',
    ],
    [
      'a keyword’s reason stays whole',
      'the keyword Flashback (CR 702.34) is not modelled yet',
      'the keyword Flashback (CR 702.34) is not modelled yet',
    ],
  ])('%s', (_, reason, shape) => {
    expect(reasonShape(reason)).toBe(shape);
  });
});
