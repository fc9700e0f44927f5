import { appendAll } from '../lists.js';
import { err, optional, type Result, rulesError } from '../result.js';
import type { GameState } from '../state/types.js';
import type { GameEvent } from './events.js';

/** An action refused under a rule (ERR_ACTION), with where in the action the fault is. */
export const refuse = (message: string, path: string, rule: string): Result<never> =>
  err(rulesError('ERR_ACTION', message, { path, rule }));

/**
 * An ability the compiler doesn't model, named with why: what it would do is unknown, so it is
 * never ignored nor refused as if it weren't there (ERR_UNSUPPORTED).
 */
export const unsupportedAbility = (
  name: string,
  ability: { readonly text: string; readonly reason: string },
  path?: string,
): Result<never> =>
  err(
    rulesError(
      'ERR_UNSUPPORTED',
      `${name}: "${ability.text}" is not supported: ${ability.reason}`,
      optional('path', path),
    ),
  );

/**
 * A choice its controller makes as a spell or ability resolves (CR 608.2d) that nobody made
 * yet: resolving from the stack, the game waits for it (a `decide` action); elsewhere it is
 * refused, naming what to give.
 */
export const needAnswer = (message: string, path: string, rule: string, player?: string): Result<never> =>
  err(rulesError('ERR_ANSWER_NEEDED', message, { path, rule, ...optional('player', player) }));

/** A new state and what happened on the way to it. */
export interface Outcome {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Runs steps one after another, each on the state the last one left, gathering their events. */
export class Sequence {
  private events: GameEvent[] = [];

  constructor(public state: GameState) {}

  /** Applies a change that cannot fail. */
  step(change: (state: GameState) => Outcome): this {
    const done = change(this.state);
    this.state = done.state;
    appendAll(this.events, done.events);
    return this;
  }

  note(...events: GameEvent[]): this {
    appendAll(this.events, events);
    return this;
  }

  done(): Outcome {
    return { state: this.state, events: this.events };
  }
}
