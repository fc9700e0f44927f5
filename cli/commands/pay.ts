import pc from 'picocolors';
import {
  type ManaPool,
  type PaymentResources,
  parseManaCost,
  parseManaPool,
  planPayment,
  type VariableValues,
} from '../../src/index.js';
import { EXIT_BAD_INPUT, EXIT_NO, printError, printJson, wholeNumber } from '../output.js';

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

/** `mtg-rules pay "<cost>" --pool "<mana>"`: a payment plan, or why there is none. */
export const payCommand = (text: string, options: PayOptions): void => {
  const cost = parseManaCost(text);
  if (!cost.ok) {
    printError(`can't read the cost "${text}"`, text, cost.error);
    process.exitCode = EXIT_BAD_INPUT;
    return;
  }
  const pool = parseManaPool(options.pool);
  if (!pool.ok) {
    printError(`can't read the pool "${options.pool}"`, options.pool, pool.error);
    process.exitCode = EXIT_BAD_INPUT;
    return;
  }
  const life = wholeNumber('life', options.life, true);
  const x = wholeNumber('x', options.x, false);
  const y = wholeNumber('y', options.y, false);
  if (process.exitCode === EXIT_BAD_INPUT) return;
  const variables: VariableValues = {
    ...(x === undefined ? {} : { X: x }),
    ...(y === undefined ? {} : { Y: y }),
  };
  const resources: PaymentResources = life === undefined ? { pool: pool.value } : { pool: pool.value, life };
  const result = planPayment(cost.value, resources, { variables });
  if (!result.ok && result.error.code !== 'ERR_UNPAYABLE') {
    printError(`can't plan a payment of "${text}"`, text, result.error);
    process.exitCode = EXIT_BAD_INPUT;
    return;
  }
  const plan = result.ok
    ? result.value.payments.map((p) => ({
        symbol: p.symbol.text,
        mana: p.mana.map((i) => unitText(pool.value, i)),
        poolIndices: p.mana,
        life: p.life,
      }))
    : [];
  const report = {
    payable: result.ok,
    plan,
    lifePaid: result.ok ? result.value.lifePaid : 0,
    ...(result.ok ? {} : { reason: result.error.message }),
  };
  if (!result.ok) process.exitCode = EXIT_NO;
  if (options.json) {
    printJson(report);
    return;
  }
  if (!result.ok) {
    process.stdout.write(`${pc.red('not payable')}: ${result.error.message}\n`);
    return;
  }
  const lines = plan.map(
    (p) =>
      `  ${p.symbol.padEnd(10)} ← ${p.life > 0 ? `${p.life} life` : p.mana.length > 0 ? p.mana.join('') : 'nothing'}`,
  );
  process.stdout.write(
    `${pc.green('payable')}: ${result.value.manaSpent} mana, ${result.value.lifePaid} life\n${lines.join('\n')}\n`,
  );
};
