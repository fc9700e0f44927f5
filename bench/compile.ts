import { readCardFile } from '../src/cards/read-file.js';
import { checkCards } from '../src/check/check-cards.js';
import { compileFace } from '../src/oracle/compile.js';
import { CARDS_FILE, missingData } from '../test/support/shared-data.js';
import type { Engine } from './engine.js';
import { cpuMs, type Group } from './run.js';

const format = (n: number): string => Math.round(n).toLocaleString('en-US');

/**
 * Runs `run` `times` times and gives the fastest pass in ms, by the clock and by CPU time: the
 * least disturbed by the machine.
 */
const fastest = (times: number, run: () => void): { readonly wall: number; readonly cpu: number } => {
  let wall = Number.POSITIVE_INFINITY;
  let cpu = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const startCpu = cpuMs();
    run();
    wall = Math.min(wall, performance.now() - start);
    cpu = Math.min(cpu, cpuMs() - startCpu);
  }
  return { wall, cpu };
};

/**
 * The Oracle compiler over every face of every card in the shared data, and the whole of
 * `checkCards` (what `mtg-rules check-cards` does), each as total time and cards a second.
 */
export const benchCompile = async (): Promise<void> => {
  console.log('\nOracle compiler, all cards');
  const missing = missingData(CARDS_FILE);
  if (missing) {
    console.log(`  skipped: ${missing}`);
    return;
  }
  const loaded = await readCardFile(CARDS_FILE);
  if (!loaded.ok) throw new Error(`the shared card data no longer loads: ${loaded.error.message}`);
  const cards = loaded.value;
  let abilities = 0;
  const compile = fastest(5, () => {
    abilities = 0;
    for (const card of cards)
      for (const face of card.faces ?? [card]) abilities += compileFace(face, card).length;
  });
  const check = fastest(3, () => checkCards(cards));
  const row = (name: string, { wall, cpu }: { readonly wall: number; readonly cpu: number }): string =>
    `  ${name.padEnd(58)} ${format(wall).padStart(8)} ms   ${format((cards.length * 1000) / wall).padStart(10)} cards/s   ${format(cpu).padStart(6)} ms CPU`;
  console.log(row(`compileFace, ${format(cards.length)} cards (${format(abilities)} abilities)`, compile));
  console.log(row('checkCards (every check, coverage, templates)', check));
};

/**
 * The compiler over every face of every card, as a suite `--against` can run on two revisions
 * (issue 13: compile time must not grow by more than a fifth). None without the shared data.
 */
export const compileGroups = async (engine: Engine): Promise<readonly Group[]> => {
  if (missingData(CARDS_FILE)) return [];
  const loaded = await readCardFile(CARDS_FILE);
  if (!loaded.ok) throw new Error(`the shared card data no longer loads: ${loaded.error.message}`);
  const cards = loaded.value;
  const compiler = await engine.load<typeof import('../src/oracle/compile.js')>('src/oracle/compile.js');
  return [
    {
      title: 'Oracle compiler, all cards',
      tasks: [
        {
          name: `compileFace, ${format(cards.length)} cards`,
          batch: cards.length,
          run: () => {
            for (const card of cards)
              for (const face of card.faces ?? [card]) compiler.compileFace(face, card);
          },
        },
      ],
    },
  ];
};
