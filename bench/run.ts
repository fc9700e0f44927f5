import { Bench } from 'tinybench';

/** The process's CPU time so far in ms, user and system: on a loaded machine it varies less than the clock. */
export const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** One timed operation: `batch` is how many operations one call of `run` performs. */
export interface Task {
  readonly name: string;
  readonly batch: number;
  readonly run: () => void;
}

/** Tasks printed under one title; `time` is how long each is run, in ms. */
export interface Group {
  readonly title: string;
  readonly tasks: readonly Task[];
  readonly time?: number;
  readonly iterations?: number;
}

/** One measured figure, printed as a row. */
export interface Figure {
  readonly name: string;
  readonly perSecond: number;
  readonly meanMicros: number;
  readonly p99Micros: number;
  readonly batch: number;
}

/**
 * Runs each task for a fixed time and at least `iterations` times, and reports operations per
 * second. `batch` is how many operations one call of the task performs, so that a loop over a
 * corpus counts each item. Tasks of seconds each lower `iterations` (tinybench's default is 64),
 * which also bounds the warm-up runs (16 by default).
 */
export const measure = async (tasks: readonly Task[], time = 1000, iterations = 64): Promise<Figure[]> => {
  const bench = new Bench({ time, warmupTime: 200, iterations, warmupIterations: Math.min(16, iterations) });
  for (const task of tasks) bench.add(task.name, task.run);
  await bench.run();
  return bench.tasks.map((task, i) => {
    const batch = tasks[i]?.batch ?? 1;
    const result = task.result;
    if (!result || result.error)
      throw new Error(`benchmark ${task.name} failed: ${result?.error?.message ?? 'no result'}`);
    return {
      name: task.name,
      // The sustained rate, from the mean time of a call: tinybench's mean throughput averages
      // each call's own rate, which a few slow calls (a garbage collection) hardly lower.
      perSecond: (1000 / result.latency.mean) * batch,
      meanMicros: (result.latency.mean * 1000) / batch,
      batch,
      p99Micros: (result.latency.p99 ?? result.latency.max) * 1000,
    };
  });
};

/** Whole numbers, but two decimals below 10, so that a task of seconds doesn't print as 0/s. */
export const format = (n: number): string => (n < 10 ? n.toFixed(2) : Math.round(n).toLocaleString('en-US'));

export const printFigures = (title: string, figures: readonly Figure[]): void => {
  console.log(`\n${title}`);
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(58)} ${format(f.perSecond).padStart(14)} /s   mean ${f.meanMicros.toFixed(3)} µs   p99 ${f.p99Micros.toFixed(1)} µs ${f.batch > 1 ? `per pass of ${f.batch}` : 'per call'}`,
    );
  }
};

export const measureGroup = async (group: Group): Promise<void> =>
  printFigures(group.title, await measure(group.tasks, group.time, group.iterations));
