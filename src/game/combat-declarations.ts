import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import type { AttackDeclaration, BlockDeclaration } from '../engine/combat/declare.js';
import { isCreature, type View } from '../engine/view.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { PlayerId } from '../state/types.js';
import { accepts } from './trial.js';
import type { CombatOption, LegalEntry } from './types.js';

interface Pairing {
  readonly creature: string;
  readonly against: string;
}

/** The rules of a declaration: the whole (508.1, 509.1), and its requirements (508.1d, 509.1c). */
interface DeclarationRules {
  readonly rule: string;
  readonly requirements: string;
}

/**
 * CR 508.1, 509.1: a declaration as one entry: a legal declaration found, and for each creature
 * what it may be declared against, alone or added to that one. The declaration found is none, or
 * for requirements (508.1d, 509.1c) each creature that may, or each creature that breaks no
 * restriction alone (refused alone only for another creature's requirement: two that attack each
 * combat if able), or one pair. Whether a whole declaration is legal is the engine's own check
 * (`LegalActions.check`): restrictions and requirements together (508.1c-d).
 */
const declarationEntry = (
  view: View,
  pool: CardPool,
  player: PlayerId,
  pairs: readonly Pairing[],
  make: (pairs: readonly Pairing[]) => PlayerAction,
  { rule, requirements }: DeclarationRules,
): Result<LegalEntry> => {
  const takes = (p: readonly Pairing[]) => accepts(view.state, pool, make(p)).ok;
  const firstOfEach = (among: readonly Pairing[]) => [...new Map(among.map((p) => [p.creature, p])).values()];
  const unrestricted = () =>
    firstOfEach(
      pairs.filter((p) => {
        const alone = accepts(view.state, pool, make([p]));
        return alone.ok || alone.error.rule === requirements;
      }),
    );
  const found =
    [[], firstOfEach(pairs)].find(takes) ?? [unrestricted()].find(takes) ?? pairs.map((p) => [p]).find(takes);
  if (found === undefined)
    return err(rulesError('ERR_UNSUPPORTED', 'no legal declaration was found to list', { rule }));
  const legal = pairs.filter(
    (p) => takes([p]) || takes([...found.filter((q) => q.creature !== p.creature), p]),
  );
  const options: CombatOption[] = [...new Set(legal.map((p) => p.creature))].map((creature) => ({
    creature,
    against: legal.filter((p) => p.creature === creature).map((p) => p.against),
  }));
  const example = make(found);
  return ok({
    kind: example.kind,
    player,
    example,
    choices: example.kind === 'declareAttackers' ? { attackers: options } : { blockers: options },
  });
};

/** CR 508.1a-b: the active player's creatures, and the players, planeswalkers and battles they may attack. */
export const attackersEntry = (view: View, pool: CardPool, player: PlayerId): Result<LegalEntry> => {
  const { state } = view;
  const mine = creaturesOf(view, player);
  const defenders = [
    ...state.players.filter((p) => !p.lost && p.id !== player).map((p) => p.id),
    ...state.objects
      .filter((o) => o.zone === 'battlefield' && view.chars.get(o.id)?.controller !== player)
      .filter((o) =>
        (['Planeswalker', 'Battle'] as const).some((t) => view.chars.get(o.id)?.types.includes(t)),
      )
      .map((o) => o.id),
  ];
  const pairs = mine.flatMap((o) => defenders.map((d) => ({ creature: o.id, against: d })));
  const make = (p: readonly Pairing[]): PlayerAction => ({
    kind: 'declareAttackers',
    attackers: p.map((q): AttackDeclaration => ({ attacker: q.creature, attacking: q.against })),
  });
  return declarationEntry(view, pool, player, pairs, make, { rule: '508.1', requirements: '508.1d' });
};

/** CR 509.1a: the defending player's untapped creatures, and the attackers each may block. */
export const blockersEntry = (view: View, pool: CardPool, player: PlayerId): Result<LegalEntry> => {
  const { state } = view;
  const attackers = state.combat?.attackers.map((a) => a.id) ?? [];
  const mine = creaturesOf(view, player);
  const pairs = mine.flatMap((o) => attackers.map((a) => ({ creature: o.id, against: a })));
  const make = (p: readonly Pairing[]): PlayerAction => ({
    kind: 'declareBlockers',
    blockers: p.map((q): BlockDeclaration => ({ blocker: q.creature, attacker: q.against })),
  });
  return declarationEntry(view, pool, player, pairs, make, { rule: '509.1', requirements: '509.1c' });
};

/** The creatures `player` controls on the battlefield. */
const creaturesOf = (view: View, player: PlayerId) =>
  view.state.objects.filter(
    (o) =>
      o.zone === 'battlefield' &&
      view.chars.get(o.id)?.controller === player &&
      isCreature(view.chars.get(o.id)),
  );
