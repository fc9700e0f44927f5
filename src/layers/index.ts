/**
 * The layer system (CR 613): every object's characteristics, each number explained step by step.
 *
 * @packageDocumentation
 */

export { evaluate } from '../engine/entry-points.js';
export type { EvaluateOptions, Evaluation } from './evaluate.js';
export type { Layer } from './layer.js';
export type { AbilityReport, Characteristics } from './result.js';
export { dependencySources, type TraceStep } from './trace.js';
