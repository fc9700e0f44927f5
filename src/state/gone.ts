import type { Decision } from './answers.js';
import type { GameState } from './types.js';

/** The ids a decision names (608.2d). */
const decided = (decisions: readonly Decision[] | undefined): string[] =>
  (decisions ?? []).flatMap((d) => [
    ...(d.top ?? []),
    ...(d.bottom ?? []),
    ...(d.graveyard ?? []),
    ...(d.cards ?? []),
    ...(d.permanents ?? []),
    ...(d.chosen ?? []),
  ]);

/**
 * CR 113.7a, 608.2b, 704.5d: what the state still names that no longer exists: a token that
 * ceased to exist, or an ability that left the stack, named as a target, "that creature", an
 * object an effect is locked to, a decision, the attacker a blocker blocked, the planeswalker or
 * battle a creature attacked (506.4c) or a creature that dealt first-strike damage (506.4). A board file lists them in `gone` (notation/resolve-*.ts
 * check references against them), in the order they are first named; `next.id` is past them
 * all (validate/next.ts).
 */
export const goneIds = (state: GameState): string[] => {
  const named = [
    ...state.effects.flatMap((e) => e.lockedTo ?? []),
    ...state.stack.flatMap((s) => [
      ...s.targets,
      ...(s.kind === 'ability' && s.triggerObject !== undefined ? [s.triggerObject] : []),
      ...decided(s.decisions),
    ]),
    ...state.triggered.flatMap((t) => (t.triggerObject === undefined ? [] : [t.triggerObject])),
    ...(state.combat?.attackers ?? []).map((a) => a.attacking),
    ...(state.combat?.blockers ?? []).map((b) => b.blocking),
    ...(state.combat?.dealtFirstStrike ?? []),
  ];
  const gone = new Set(named);
  for (const p of state.players) gone.delete(p.id);
  for (const o of state.objects) gone.delete(o.id);
  for (const s of state.stack) gone.delete(s.id);
  return [...gone];
};
