import type { Engine } from './engine.js';
import { cpuMs, format, type Group, type Task } from './run.js';

/** The benchmarks that time one engine's entry points over this checkout's fixed inputs. */
export type Suite = (engine: Engine) => Promise<readonly Group[]>;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const ratioText = (ratio: number): string => `${ratio.toFixed(2)}×`;

/** Each task's rate in each round, by the task's place in its group. */
type Rates = Map<number, number[]>;

const record = (rates: Rates, task: number, perSecond: number): void => {
  const list = rates.get(task) ?? [];
  list.push(perSecond);
  rates.set(task, list);
};

/**
 * Calls of `task` for about `time` ms, after a tenth of that to warm up, as operations per
 * second of this process's CPU time: on a machine shared with other work, the clock also counts
 * the time this process waited for a core, and CPU time does not.
 */
const perCpuSecond = (task: Task, time: number): number => {
  const until = (ms: number) => {
    const end = performance.now() + ms;
    let calls = 0;
    do {
      task.run();
      calls++;
    } while (performance.now() < end);
    return calls;
  };
  until(time / 10);
  const start = cpuMs();
  const calls = until(time);
  return (calls * task.batch * 1000) / Math.max(cpuMs() - start, 1e-3);
};

const runRounds = (
  ours: Group,
  theirs: Group,
  rounds: number,
): { readonly ours: Rates; readonly theirs: Rates } => {
  const rates = { ours: new Map(), theirs: new Map() };
  // Each round is short, and the order swaps every round: the machine's speed drifts.
  const time = Math.min(ours.time ?? 1000, 500);
  for (let round = 0; round < rounds; round++) {
    const sides = [
      { group: ours, rates: rates.ours },
      { group: theirs, rates: rates.theirs },
    ];
    if (round % 2 === 1) sides.reverse();
    for (const side of sides)
      for (const [i, task] of side.group.tasks.entries()) record(side.rates, i, perCpuSecond(task, time));
  }
  return rates;
};

const printComparison = (
  group: Group,
  rates: { readonly ours: Rates; readonly theirs: Rates },
  other: string,
): void => {
  console.log(`\n${group.title}`);
  console.log(
    `  ${'per CPU-second'.padEnd(58)} ${'this checkout'.padStart(14)}   ${other.padStart(14)}   ratio (range)`,
  );
  for (const [i, task] of group.tasks.entries()) {
    const mine = rates.ours.get(i) ?? [];
    const theirs = rates.theirs.get(i);
    if (theirs === undefined) {
      console.log(`  ${task.name.padEnd(58)} ${format(median(mine)).padStart(12)}/s   not in ${other}`);
      continue;
    }
    const perRound = mine.map((rate, i) => rate / (theirs[i] ?? Number.NaN));
    console.log(
      `  ${task.name.padEnd(58)} ${format(median(mine)).padStart(12)}/s   ${format(median(theirs)).padStart(12)}/s   ${ratioText(median(perRound))} (${ratioText(Math.min(...perRound))}-${ratioText(Math.max(...perRound))})`,
    );
  }
};

/**
 * One suite on two engines in one process, taking turns: prints each task's median rate (per
 * CPU-second) over the rounds for both, and the median of the rounds' ratios (this checkout over the other), with
 * the lowest and highest. A group or task the other revision can't run is printed as not
 * compared, with the reason.
 */
export const compareSuite = async (
  suite: Suite,
  ours: Engine,
  theirs: Engine,
  rounds: number,
): Promise<void> => {
  const mine = await suite(ours);
  let other: readonly Group[];
  try {
    other = await suite(theirs);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    for (const group of mine)
      console.log(`\n${group.title}\n  not compared: ${theirs.label} fails: ${reason}`);
    return;
  }
  // The same suite made both lists from the same inputs: groups and tasks match by position.
  for (const [i, group] of mine.entries()) {
    const match = other[i];
    if (match === undefined) {
      console.log(`\n${group.title}\n  not compared: ${theirs.label} has no such group`);
      continue;
    }
    printComparison(group, runRounds(group, match, rounds), theirs.label);
  }
};
