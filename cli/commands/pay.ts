import { excerpt } from '../../src/excerpt.js';
import {
  type ManaCost,
  type ManaPool,
  type PaymentResources,
  parseManaCost,
  parseManaPool,
  planPayment,
  type VariableValues,
} from '../../src/mana/index.js';
import { err, ok, type Result, type RulesError } from '../../src/result.js';
import type { Variable } from '../../src/symbols/index.js';
import { EXIT_NO, type Failure, fail, printJson, wholeNumber } from '../output.js';
import { paint } from '../terminal.js';

export interface PayOptions {
  readonly pool: string;
  readonly life?: string;
  readonly x?: string;
  readonly y?: string;
  readonly json?: boolean;
}

const unitText = (pool: ManaPool, index: number): string => {
  const unit = pool[index];
  if (!unit) return '?';
  return unit.snow ? `{S:${unit.type}}` : `{${unit.type}}`;
};

/** The variables the command line can announce, by their flag (CR 107.3a; Y follows X, 107.3p). */
const FLAGS: Readonly<Partial<Record<Variable, string>>> = { X: '--x', Y: '--y' };

/** Each variable of the cost not announced, taken as 0, and the flag that announces it. */
const assumedZero = (cost: ManaCost, variables: VariableValues): Assumed[] => {
  const unset = new Set(
    cost.flatMap((s) => (s.kind === 'variable' && variables[s.variable] === undefined ? [s.variable] : [])),
  );
  return [...unset].map((variable) => {
    const flag = FLAGS[variable];
    const how = flag ? `${flag} not given` : 'no option announces it';
    return {
      variable,
      value: 0,
      message: `${variable} taken as 0: ${how}; a variable in a cost is announced as it is paid (CR 107.3a)`,
    };
  });
};

interface Assumed {
  readonly variable: Variable;
  readonly value: 0;
  readonly message: string;
}

/** The cost, the pool and the numbers of the command line, or the first that can't be read. */
const readArguments = (
  text: string,
  options: PayOptions,
): Result<Arguments, Failure & { error: RulesError }> => {
  const cost = parseManaCost(text);
  if (!cost.ok)
    return err({ error: cost.error, what: `can't read the cost "${excerpt(text)}"`, input: text });
  const pool = parseManaPool(options.pool);
  if (!pool.ok)
    return err({
      error: pool.error,
      what: `can't read the pool "${excerpt(options.pool)}"`,
      input: options.pool,
    });
  const numbers = [
    wholeNumber('life', options.life, true),
    wholeNumber('x', options.x, false),
    wholeNumber('y', options.y, false),
  ] as const;
  for (const n of numbers) if (!n.ok) return err({ error: n.error, what: "can't read the options" });
  const [life, x, y] = numbers.map((n) => (n.ok ? n.value : undefined));
  return ok({ cost: cost.value, pool: pool.value, life, x, y });
};

interface Arguments {
  readonly cost: ManaCost;
  readonly pool: ManaPool;
  readonly life: number | undefined;
  readonly x: number | undefined;
  readonly y: number | undefined;
}

/** `mtg-rules pay "<cost>" --pool "<mana>"`: a payment plan, or why there is none. */
export const payCommand = (text: string, options: PayOptions): void => {
  const json = options.json ?? false;
  const read = readArguments(text, options);
  if (!read.ok) {
    const { error, ...how } = read.error;
    fail(error, { ...how, json });
    return;
  }
  const { cost, pool, life, x, y } = read.value;
  const variables: VariableValues = {
    ...(x === undefined ? {} : { X: x }),
    ...(y === undefined ? {} : { Y: y }),
  };
  const resources: PaymentResources = life === undefined ? { pool } : { pool, life };
  const result = planPayment(cost, resources, { variables });
  if (!result.ok && result.error.code !== 'ERR_UNPAYABLE') {
    fail(result.error, { what: `can't plan a payment of "${excerpt(text)}"`, input: text, json });
    return;
  }
  const assumed = assumedZero(cost, variables);
  const plan = result.ok
    ? result.value.payments.map((p) => ({
        symbol: p.symbol.text,
        mana: p.mana.map((i) => unitText(pool, i)),
        poolIndices: p.mana,
        life: p.life,
      }))
    : [];
  const report = {
    payable: result.ok,
    plan,
    lifePaid: result.ok ? result.value.lifePaid : 0,
    ...(result.ok ? {} : { reason: result.error.message }),
    ...(assumed.length > 0 ? { assumed } : {}),
  };
  if (!result.ok) process.exitCode = EXIT_NO;
  if (options.json) {
    printJson(report);
    return;
  }
  for (const a of assumed) process.stdout.write(`${paint.out.yellow('note')}: ${a.message}\n`);
  if (!result.ok) {
    process.stdout.write(`${paint.out.red('not payable')}: ${result.error.message}\n`);
    return;
  }
  const lines = plan.map(
    (p) =>
      `  ${p.symbol.padEnd(10)} ← ${p.life > 0 ? `${p.life} life` : p.mana.length > 0 ? p.mana.join('') : 'nothing'}`,
  );
  process.stdout.write(
    `${paint.out.green('payable')}: ${result.value.manaSpent} mana, ${result.value.lifePaid} life\n${lines.join('\n')}\n`,
  );
};
