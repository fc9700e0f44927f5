import { appendAll } from '../lists.js';
import { err, ok, optional, type Result, rulesError } from '../result.js';
import type { Question } from '../state/question.js';
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
export const needAnswer = (
  message: string,
  path: string,
  rule: string,
  question: Question,
  player?: string,
): Result<never> =>
  err(rulesError('ERR_ANSWER_NEEDED', message, { path, rule, question, ...optional('player', player) }));

/** A new state and what happened on the way to it. */
export interface Outcome {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Runs steps one after another, each on the state the last one left, gathering their events. */
export class Sequence {
  private events: GameEvent[] = [];
  private refusal: Result<never> | null = null;

  constructor(public state: GameState) {}

  /** Applies a change that cannot fail. */
  step(change: (state: GameState) => Outcome): this {
    const done = change(this.state);
    this.state = done.state;
    appendAll(this.events, done.events);
    return this;
  }

  /**
   * Applies a change that may be refused (a choice the engine doesn't take yet); after a refusal
   * the later attempts do nothing, and `result` gives the refusal.
   */
  attempt(change: (state: GameState) => Result<Outcome>): this {
    if (this.refusal !== null) return this;
    const done = change(this.state);
    if (!done.ok) {
      this.refusal = done;
      return this;
    }
    return this.step(() => done.value);
  }

  note(...events: GameEvent[]): this {
    appendAll(this.events, events);
    return this;
  }

  done(): Outcome {
    // Our own invariant: a sequence with attempts ends with `result`, so no refusal is dropped.
    if (this.refusal !== null) throw new Error('a refused step ends a sequence with result(), not done()');
    return { state: this.state, events: this.events };
  }

  /** The new state and events, or the refusal of an attempt. */
  result(): Result<Outcome> {
    return this.refusal ?? ok(this.done());
  }
}
