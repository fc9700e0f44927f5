import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { charsOf, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[This] becomes an N/N [colours] [types] creature with [abilities] until end of turn. [It's
 * still a land.]", compiled from real cards' Oracle text: the types (CR 613.1d, 205.1a, or kept
 * by "It's still a land" / "that's still a land", 205.1b), colours (613.1e), abilities (613.1f)
 * and base P/T (613.4b) it has until the cleanup step (514.2).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const activate = (object: string, ability: number, targets?: string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(targets ? { targets } : {}),
});
const withMana = (manaPool: string, ...objects: object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool }, { id: 'B' }],
  objects,
});

interface Animated {
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly colors: readonly string[];
}

interface AnimationRow extends PlayRow {
  /** Each object's types, subtypes and colours after the actions, as the layers give them. */
  readonly is: Readonly<Record<string, Animated>>;
}

const ROWS: readonly AnimationRow[] = [
  {
    name: 'Faerie Conclave, CR 205.1b, 613.1d-f, 613.4b: {1}{U}: a 2/1 blue Faerie creature land with flying',
    board: withMana('{U}{U}', { id: 'conclave', card: 'Faerie Conclave' }),
    actions: [activate('conclave', 2)],
    objects: { conclave: { pt: '2/1', keywords: ['Flying'] } },
    is: { conclave: { types: ['Land', 'Creature'], subtypes: ['Faerie'], colors: ['U'] } },
  },
  {
    name: 'Faerie Conclave, CR 514.2: the cleanup step ends it: a colourless land again',
    board: withMana('{U}{U}', { id: 'conclave', card: 'Faerie Conclave' }),
    actions: [activate('conclave', 2), { kind: 'advance', to: 'cleanup' }],
    objects: { conclave: { pt: null, keywords: [] } },
    is: { conclave: { types: ['Land'], subtypes: [], colors: [] } },
  },
  {
    name: 'Azorius Keyrune, CR 205.1a: becoming an artifact creature with a creature type: a 2/2 white and blue Bird with flying',
    board: withMana('{W}{U}', { id: 'keyrune', card: 'Azorius Keyrune' }),
    actions: [activate('keyrune', 1)],
    objects: { keyrune: { pt: '2/2', keywords: ['Flying'] } },
    is: { keyrune: { types: ['Artifact', 'Creature'], subtypes: ['Bird'], colors: ['W', 'U'] } },
  },
  {
    name: 'Celestial Colonnade, CR 611.2a: "Until end of turn" first: a 4/4 Elemental land with flying and vigilance',
    board: withMana('{W}{U}{C}{C}{C}', { id: 'colonnade', card: 'Celestial Colonnade' }),
    actions: [activate('colonnade', 2)],
    objects: { colonnade: { pt: '4/4', keywords: ['Flying', 'Vigilance'] } },
    is: { colonnade: { types: ['Land', 'Creature'], subtypes: ['Elemental'], colors: ['W', 'U'] } },
  },
  {
    name: 'Faceless Haven, CR 205.3m: "with vigilance and all creature types"',
    board: withMana('{S:C}{S:C}{S:C}', { id: 'haven', card: 'Faceless Haven' }),
    actions: [activate('haven', 1)],
    objects: { haven: { pt: '4/3', keywords: ['Vigilance'] } },
    is: { haven: { types: ['Land', 'Creature'], subtypes: ['Elf', 'Sliver'], colors: [] } },
  },
  {
    name: 'Animate Land, CR 205.1b: target land "becomes a 3/3 creature that\'s still a land"',
    board: withMana(
      '{G}',
      { id: 'forest', card: 'Forest' },
      { id: 'spell', card: 'Animate Land', zone: 'hand' },
    ),
    actions: [{ kind: 'cast', object: 'spell', targets: ['forest'] }],
    objects: { forest: { pt: '3/3' } },
    is: { forest: { types: ['Land', 'Creature'], subtypes: ['Forest'], colors: [] } },
  },
  {
    name: 'Ensouled Scimitar, CR 301.5c, 704.5p: an Equipment that becomes a creature becomes unattached',
    board: withMana(
      '{C}{C}{C}',
      { id: 'scimitar', card: 'Ensouled Scimitar', attachedTo: 'bear' },
      { id: 'bear', card: 'Grizzly Bears' },
    ),
    actions: [activate('scimitar', 0)],
    objects: { scimitar: { pt: '1/5', keywords: ['Flying'], attachedTo: null }, bear: { pt: '2/2' } },
    events: ['unattached scimitar 704.5p'],
    is: { scimitar: { types: ['Artifact', 'Creature'], subtypes: ['Spirit'], colors: [] } },
  },
  {
    name: "Angel's Tomb, CR 603.5, 613.4b: a creature enters, A says yes: the Tomb is a 3/3 white Angel artifact creature with flying",
    board: withMana(
      '',
      { id: 'tomb', card: "Angel's Tomb" },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ),
    actions: [
      { kind: 'putOntoBattlefield', object: 'bear' },
      { kind: 'decide', may: true },
    ],
    objects: { tomb: { pt: '3/3', keywords: ['Flying'] } },
    is: { tomb: { types: ['Artifact', 'Creature'], subtypes: ['Angel'], colors: ['W'] } },
  },
  {
    name: "Angel's Tomb, CR 603.5: A says no: it stays a colourless artifact",
    board: withMana(
      '',
      { id: 'tomb', card: "Angel's Tomb" },
      { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
    ),
    actions: [
      { kind: 'putOntoBattlefield', object: 'bear' },
      { kind: 'decide', may: false },
    ],
    objects: { tomb: { pt: null, keywords: [] } },
    is: { tomb: { types: ['Artifact'], subtypes: [], colors: [] } },
  },
  {
    name: 'Riddleform, CR 205.1b: a noncreature spell cast, A says yes: a 3/3 Sphinx enchantment creature with flying',
    board: withMana(
      '{R}',
      { id: 'riddleform', card: 'Riddleform' },
      { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
    ),
    actions: [
      { kind: 'cast', object: 'bolt', targets: ['B'] },
      { kind: 'decide', may: true },
    ],
    objects: { riddleform: { pt: '3/3', keywords: ['Flying'] } },
    is: { riddleform: { types: ['Enchantment', 'Creature'], subtypes: ['Sphinx'], colors: ['U'] } },
  },
  {
    name: 'Woodwraith Corrupter, CR 611.2a, 205.1b: no duration stated: the Forest is still a 4/4 Elemental Horror land after the cleanup step',
    board: withMana(
      '{B}{G}{G}',
      { id: 'corrupter', card: 'Woodwraith Corrupter' },
      { id: 'forest', card: 'Forest' },
    ),
    actions: [activate('corrupter', 0, ['forest']), { kind: 'advance', to: 'cleanup' }],
    objects: { forest: { pt: '4/4' } },
    is: {
      forest: {
        types: ['Land', 'Creature'],
        subtypes: ['Forest', 'Elemental', 'Horror'],
        colors: ['B', 'G'],
      },
    },
  },
  {
    name: "Living Lands, CR 205.1b, 613.4b, 611.3a: every Forest, either player's, is a 1/1 creature that is still a Forest; a Mountain is not",
    board: withMana(
      '',
      { id: 'lands', card: 'Living Lands' },
      { id: 'forest', card: 'Forest' },
      { id: 'mountain', card: 'Mountain' },
      { id: 'forestB', card: 'Forest', controller: 'B' },
      { id: 'played', card: 'Forest', zone: 'hand' },
    ),
    actions: [{ kind: 'playLand', object: 'played' }],
    objects: { forest: { pt: '1/1' }, forestB: { pt: '1/1' }, played: { pt: '1/1' }, mountain: { pt: null } },
    is: {
      forest: { types: ['Land', 'Creature'], subtypes: ['Forest'], colors: [] },
      mountain: { types: ['Land'], subtypes: ['Mountain'], colors: [] },
    },
  },
  {
    name: "Ambush Commander, CR 205.1b, 613.1e: its controller's Forests are 1/1 green Elf creatures; the opponent's are lands",
    board: withMana(
      '',
      { id: 'commander', card: 'Ambush Commander' },
      { id: 'forest', card: 'Forest', zone: 'hand' },
      { id: 'forestB', card: 'Forest', controller: 'B' },
    ),
    actions: [{ kind: 'playLand', object: 'forest' }],
    objects: { forest: { pt: '1/1' }, forestB: { pt: null } },
    is: {
      forest: { types: ['Land', 'Creature'], subtypes: ['Forest', 'Elf'], colors: ['G'] },
      forestB: { types: ['Land'], subtypes: ['Forest'], colors: [] },
    },
  },
  {
    name: "Natural Emergence, CR 205.1b, 613.1f: its controller's lands are 2/2 creatures with first strike, still lands",
    board: withMana(
      '',
      { id: 'emergence', card: 'Natural Emergence' },
      { id: 'mountain', card: 'Mountain', zone: 'hand' },
    ),
    actions: [{ kind: 'playLand', object: 'mountain' }],
    objects: { mountain: { pt: '2/2', keywords: ['First strike'] } },
    is: { mountain: { types: ['Land', 'Creature'], subtypes: ['Mountain'], colors: [] } },
  },
  {
    name: "Living Terrain, CR 303.4, 205.1b: the land it enchants is a 5/6 green Treefolk creature that's still a Forest",
    board: withMana(
      '{G}{G}{C}{C}',
      { id: 'terrain', card: 'Living Terrain', zone: 'hand' },
      { id: 'forest', card: 'Forest' },
    ),
    actions: [{ kind: 'cast', object: 'terrain', targets: ['forest'] }],
    objects: { forest: { pt: '5/6' } },
    is: { forest: { types: ['Land', 'Creature'], subtypes: ['Forest', 'Treefolk'], colors: ['G'] } },
  },
  {
    name: 'Natural Affinity, CR 611.2c, 205.1b: every land on the battlefield as it resolves becomes a 2/2 creature until end of turn',
    board: withMana(
      '{G}{C}{C}',
      { id: 'affinity', card: 'Natural Affinity', zone: 'hand' },
      { id: 'forest', card: 'Forest' },
      { id: 'mountainB', card: 'Mountain', controller: 'B' },
      { id: 'later', card: 'Mountain', zone: 'hand' },
    ),
    actions: [
      { kind: 'cast', object: 'affinity' },
      { kind: 'playLand', object: 'later' },
    ],
    objects: { forest: { pt: '2/2' }, mountainB: { pt: '2/2' }, later: { pt: null } },
    is: {
      forest: { types: ['Land', 'Creature'], subtypes: ['Forest'], colors: [] },
      later: { types: ['Land'], subtypes: ['Mountain'], colors: [] },
    },
  },
  {
    name: 'Natural Affinity, CR 514.2: the cleanup step ends it: the lands are lands alone again',
    board: withMana(
      '{G}{C}{C}',
      { id: 'affinity', card: 'Natural Affinity', zone: 'hand' },
      { id: 'forest', card: 'Forest' },
    ),
    actions: [
      { kind: 'cast', object: 'affinity' },
      { kind: 'advance', to: 'cleanup' },
    ],
    objects: { forest: { pt: null } },
    is: { forest: { types: ['Land'], subtypes: ['Forest'], colors: [] } },
  },
  {
    name: "Sylvan Awakening, CR 611.2a: until its caster's next turn their lands are 2/2 Elementals with reach, indestructible and haste; the opponent's are lands",
    board: withMana(
      '{G}{C}{C}',
      { id: 'awakening', card: 'Sylvan Awakening', zone: 'hand' },
      { id: 'forest', card: 'Forest' },
      { id: 'mountainB', card: 'Mountain', controller: 'B' },
    ),
    actions: [
      { kind: 'cast', object: 'awakening' },
      { kind: 'advance', to: 'cleanup' },
    ],
    objects: {
      forest: { pt: '2/2', keywords: ['Haste', 'Indestructible', 'Reach'] },
      mountainB: { pt: null },
    },
    is: { forest: { types: ['Land', 'Creature'], subtypes: ['Forest', 'Elemental'], colors: [] } },
  },
  {
    name: 'Waker of the Wilds, CR 608.2c, 611.2a, 122.1a: X = 2: two +1/+1 counters on the Forest, which becomes a 0/0 Elemental creature with haste: 2/2, and still one after the cleanup step',
    board: withMana(
      '{G}{G}{C}{C}',
      { id: 'waker', card: 'Waker of the Wilds' },
      { id: 'forest', card: 'Forest' },
    ),
    actions: [
      { kind: 'activate', object: 'waker', ability: 0, targets: ['forest'], x: 2 },
      { kind: 'advance', to: 'cleanup' },
    ],
    objects: { forest: { pt: '2/2', keywords: ['Haste'] } },
    is: { forest: { types: ['Land', 'Creature'], subtypes: ['Forest', 'Elemental'], colors: [] } },
  },
];

describe('being or becoming a creature (CR 613.1d-f, 613.4b, 205.1)', () => {
  it.each(ROWS)('$name', (row) => {
    const played = checkPlay(row);
    const chars = charsOf(played.state);
    for (const [id, is] of Object.entries(row.is)) {
      const c = chars.get(id);
      expect({ types: c?.types, colors: c?.colors }).toEqual({ types: is.types, colors: is.colors });
      expect(c?.subtypes).toEqual(expect.arrayContaining([...is.subtypes]));
      if (is.subtypes.length === 0) expect(c?.subtypes).toEqual([]);
    }
  });
});
