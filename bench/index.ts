import { parseArgs } from 'node:util';
import { compareSuite, type Suite } from './compare.js';
import { benchCompile, compileGroups } from './compile.js';
import { costGroups } from './costs.js';
import { creatureGroups } from './creatures.js';
import { otherRevision, thisCheckout } from './engine.js';
import { benchGames } from './games.js';
import { benchHardening } from './hardening.js';
import { layerGroups } from './layers.js';
import { legalActionGroups } from './legal-actions.js';
import { benchMemory } from './memory.js';
import { paymentGroups } from './payment.js';
import { benchPool } from './pool.js';
import { measureGroup } from './run.js';
import { stackGroups } from './stack.js';

/** The suites that time the engine's entry points, and so can time another revision's too. */
const SUITES: readonly Suite[] = [
  costGroups,
  paymentGroups,
  layerGroups,
  creatureGroups,
  stackGroups,
  legalActionGroups,
];

const USAGE = 'usage: npm run bench [-- --against <git revision> [--rounds <n>]]';

/**
 * `npm run bench`: prints figures over fixed inputs. It never fails a build on speed.
 * `npm run bench -- --against <rev>`: the engine suites on this checkout and on <rev>, in one
 * process, taking turns, with ratios.
 */
const main = async (): Promise<number> => {
  let options: { against?: string; rounds?: string };
  try {
    options = parseArgs({ options: { against: { type: 'string' }, rounds: { type: 'string' } } }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const rounds = Number(options.rounds ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) {
    console.error(`--rounds must be a whole number from 1, not "${options.rounds}"\n${USAGE}`);
    return 2;
  }
  console.log(`mtg-rules benchmarks, node ${process.version}, ${process.arch}`);
  const ours = thisCheckout();
  if (options.against !== undefined) {
    let theirs: ReturnType<typeof otherRevision>;
    try {
      theirs = otherRevision(options.against);
    } catch {
      console.error(`--against: "${options.against}" is not a revision of this repository\n${USAGE}`);
      return 2;
    }
    console.log(
      `this checkout against ${theirs.label}, ${rounds} rounds in turns; ratio = this checkout / other`,
    );
    for (const suite of [...SUITES, compileGroups]) await compareSuite(suite, ours, theirs, rounds);
    return 0;
  }
  for (const suite of SUITES) for (const group of await suite(ours)) await measureGroup(group);
  await benchGames();
  await benchCompile();
  await benchPool();
  await benchHardening();
  await benchMemory();
  return 0;
};

process.exitCode = await main();
