import type { Filter } from '../../effects/types.js';
import { alt, map, type Parser, seq, words } from '../parser.js';
import { targetOpponent } from './library.js';
import type { RawInstruction, Ref } from './references.js';

/**
 * Groups whose controller is a target player (CR 115.1, 109.4): "creatures target player
 * controls get +2/+2 until end of turn" (Great Oak Guardian), "put a -1/-1 counter on each
 * creature target player controls" (Contagion Engine), "destroy all creatures target opponent
 * controls". The player is the sentence's target, chosen as it goes on the stack (601.2c); the
 * group is the creatures that player controls as it resolves (608.2b-c; an effect's set is
 * locked then, 611.2c), none if the player is no longer a legal target (608.2b).
 */

/** A group, and the target player whose permanents it is; null where it names none. */
export interface Group {
  readonly filter: Filter;
  readonly player: Ref | null;
}

const targetPlayer: Ref = { kind: 'target', spec: { count: 1, filter: {}, players: true } };

const targetControls: Parser<Ref> = alt<Ref>(
  map(words('target player controls'), () => targetPlayer),
  map(words('target opponent controls'), () => targetOpponent),
);

/**
 * `group`, or `group` followed by "target player controls" / "target opponent controls" (a
 * group that names no controller of its own).
 */
export const groupOf = (group: Parser<Filter>): Parser<Group> =>
  alt<Group>(
    map(seq(group, targetControls), ([filter, player]) =>
      filter.controller === undefined ? { filter: { ...filter, controller: 'targetPlayer' }, player } : null,
    ),
    map(group, (filter) => ({ filter, player: null })),
  );

/** An instruction on a group: where the group is a target player's, that player is its target. */
export const onGroup = (group: Group, raw: RawInstruction): RawInstruction =>
  group.player === null
    ? raw
    : { ...raw, ref: group.player, build: (on, it) => (on === 'targets' ? raw.build(on, it) : null) };
