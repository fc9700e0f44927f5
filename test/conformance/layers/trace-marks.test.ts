import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../../src/cards/default-pool.js';
import { evaluate } from '../../../src/layers/evaluate.js';
import type { TraceStep } from '../../../src/layers/trace.js';
import { parseBoard } from '../../../src/notation/parse-board.js';

/**
 * What a trace step says about its order: the effects it depends on (CR 613.8a, applied before it
 * by 613.8b) and whether it applies because it was locked in by an earlier layer (613.6), so that
 * an explanation need not guess either from timestamps.
 */

const pool = defaultPool();

const traceOf = (board: unknown): readonly TraceStep[] => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const evaluated = evaluate(parsed.value.state, pool, { trace: true });
  if (!evaluated.ok) throw new Error(evaluated.error.message);
  return evaluated.value.trace;
};

const mark = (t: TraceStep) => [t.object, t.layer, t.source, t.dependsOn ?? null, t.lockedIn ?? false];

describe('trace steps name their dependencies (CR 613.8a) and lock-ins (613.6)', () => {
  it('CR 613.8a: March of the Machines, older than Mycosynth Lattice, depends on it: its layer 4 steps name it', () => {
    const trace = traceOf({
      objects: [
        { id: 'march', card: 'March of the Machines' },
        { id: 'lattice', card: 'Mycosynth Lattice' },
        { id: 'forest', card: 'Forest' },
      ],
    });
    expect(trace.filter((t) => t.object === 'forest' && t.layer === '4').map(mark)).toEqual([
      ['forest', '4', 'Mycosynth Lattice', null, false],
      ['forest', '4', 'March of the Machines', ['lattice:own:0'], false],
    ]);
  });

  it('CR 613.6: Humility and Opalescence: each effect, begun in an earlier layer, applies in 7b though Humility took the abilities away in 6', () => {
    const trace = traceOf(JSON.parse(readFileSync('examples/humility-opalescence.json', 'utf8')));
    expect(trace.filter((t) => t.object === 'humility' && t.layer !== '1').map(mark)).toEqual([
      ['humility', '4', 'Opalescence', null, false],
      ['humility', '6', 'Humility', null, false],
      ['humility', '7b', 'Humility', null, true],
      ['humility', '7b', 'Opalescence', null, true],
    ]);
  });

  it("a one-layer effect is never locked in, and one that depends on nothing names nothing: Glorious Anthem's +1/+1 (7c)", () => {
    const trace = traceOf({ objects: [{ card: 'Glorious Anthem' }, { id: 'bear', card: 'Grizzly Bears' }] });
    expect(trace.filter((t) => t.object === 'bear' && t.layer === '7c').map(mark)).toEqual([
      ['bear', '7c', 'Glorious Anthem', null, false],
    ]);
  });
});
