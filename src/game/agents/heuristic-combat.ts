import type { AttackDeclaration, BlockDeclaration } from '../../engine/combat/declare.js';
import type { View } from '../../engine/view.js';
import type { Characteristics } from '../../layers/result.js';
import type { PlayerId } from '../../state/types.js';
import type { CombatOption } from '../types.js';

const power = (c: Characteristics | undefined): number => Math.max(0, c?.power ?? 0);
/** The damage that destroys it now (CR 704.5g): toughness less the damage marked. */
const health = (c: Characteristics | undefined): number => (c?.toughness ?? 0) - (c?.damage ?? 0);

/** The untapped creatures on the battlefield that players other than `me` control: those that may block. */
const possibleBlockers = (view: View, me: PlayerId): Characteristics[] =>
  [...view.chars.values()].filter(
    (c) => c.zone === 'battlefield' && c.controller !== me && c.types.includes('Creature') && !c.tapped,
  );

/**
 * The heuristic's attack (CR 508.1): each creature that may attack does, a player if it may,
 * unless some creature that could block it would destroy it and survive (510.1, 704.5g): it
 * never loses an attacker for nothing. Evasion is not weighed: any untapped creature counts.
 */
export const heuristicAttack = (
  view: View,
  me: PlayerId,
  options: readonly CombatOption[],
): AttackDeclaration[] => {
  const blockers = possibleBlockers(view, me);
  const players = new Set(view.state.players.map((p) => p.id));
  return options.flatMap((o) => {
    const attacker = view.chars.get(o.creature);
    const loses = blockers.some((b) => power(b) >= health(attacker) && health(b) > power(attacker));
    const attacking = o.against.find((a) => players.has(a)) ?? o.against[0];
    return loses || attacking === undefined ? [] : [{ attacker: o.creature, attacking }];
  });
};

/**
 * The heuristic's blocks (CR 509.1): a creature blocks an attacker it survives (its toughness
 * beyond the attacker's power); then, while the damage of the attackers left unblocked would
 * bring its life to 0 (704.5a), the rest block the strongest of them, to survive.
 */
export const heuristicBlock = (
  view: View,
  me: PlayerId,
  options: readonly CombatOption[],
): BlockDeclaration[] => {
  const attackers = (view.state.combat?.attackers ?? []).filter((a) => a.attacking === me).map((a) => a.id);
  const unblocked = new Set(attackers);
  const blocks: BlockDeclaration[] = [];
  const block = (blocker: string, attacker: string) => {
    blocks.push({ blocker, attacker });
    unblocked.delete(attacker);
  };
  const free = options.filter((o) => {
    const safe = o.against.find(
      (a) => unblocked.has(a) && health(view.chars.get(o.creature)) > power(view.chars.get(a)),
    );
    if (safe !== undefined) block(o.creature, safe);
    return safe === undefined;
  });
  const life = view.state.players.find((p) => p.id === me)?.life ?? 0;
  const incoming = () => [...unblocked].reduce((sum, a) => sum + power(view.chars.get(a)), 0);
  for (const o of free) {
    if (incoming() < life) break;
    const strongest = o.against
      .filter((a) => unblocked.has(a))
      .sort((a, b) => power(view.chars.get(b)) - power(view.chars.get(a)))[0];
    if (strongest !== undefined) block(o.creature, strongest);
  }
  return blocks;
};
