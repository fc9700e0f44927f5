import { rulesError } from '../result.js';
import type { PayableSymbol } from '../symbols/symbol.js';
import { cutHead, cutNotes, cutOf, reachedUnits } from './payment-cut.js';
import type { PaymentFailure } from './payment-model.js';
import type { ManaSource } from './source-prepare.js';
import { NODE_LIMIT, type Search } from './source-search.js';
import type { Supply } from './source-supply.js';

/**
 * Why no activations pay: a minimum cut names the symbols that need more than the pool
 * and the sources can give them. With no source that needs a choice of option, its flow
 * has the whole supply at once. Otherwise it is the relaxed flow, in which each such source
 * counts at its most, when even that fails (then the message says "at most"), or else the
 * closest of the choices tried, which the message names.
 */
export const explainSources = (
  cost: readonly PayableSymbol[],
  poolSize: number,
  sources: readonly ManaSource[],
  supply: Supply,
  search: Search,
  life: number,
  lifeCap: number,
): PaymentFailure => {
  const { attempt, classes, choices } = search.closest;
  const cut = cutOf(attempt, classes);
  const fromPool = reachedUnits(cut, classes, (c) => (c.units[0] ?? poolSize) < poolSize);
  const fromSources = reachedUnits(cut, classes) - fromPool;
  const available = fromPool + fromSources + (cut.lifeReached ? lifeCap : 0);
  const notes = cutNotes(cost, cut, life, lifeCap, supply.excludedPool, poolSize, attempt.converted.length);
  const useless =
    supply.uselessSources > 0
      ? `; ${supply.uselessSources} of the ${sources.length} sources add no mana that can be spent on this (CR 106.6)`
      : '';
  const chosen = search.branching.flatMap((b, d) => {
    const choice = b.choices[choices[d] ?? -1];
    return choice ? [`"${sources[b.source.index]?.id}" with option ${choice.option}`] : [];
  });
  const options =
    search.branching.length === 0 || search.relaxed
      ? ''
      : `; every choice of option was tried (CR 608.2d); the counts are for the closest, which activates ${chosen.length === 0 ? 'none of the sources that add several mana' : chosen.join(', ')}`;
  const symbols = cut.symbols.map((k) => cost[k]?.text ?? '');
  // The relaxed flow counts each source that adds several mana at its largest option, as if each unit could be any type it makes.
  const most = search.relaxed ? 'at most ' : '';
  const head = `${cutHead(cost, cut)}, and the pool has ${fromPool} and the sources can add ${most}${fromSources} that can pay them`;
  if (search.truncated) {
    return {
      ...rulesError(
        'ERR_UNSUPPORTED',
        `no payment found within ${NODE_LIMIT} choices of the sources' options, and not all were tried: ${head}`,
        { rule: '601.2g' },
      ),
      symbols,
      needed: cut.needed,
      available,
    };
  }
  return {
    ...rulesError('ERR_UNPAYABLE', `${head}${notes}${useless}${options}`, { rule: '202.1a' }),
    symbols,
    needed: cut.needed,
    available,
  };
};
