import { parseManaCost } from '../src/index.js';
import { CARDS_FILE, missingData, readCards } from '../test/support/shared-data.js';
import { measure, printFigures } from './run.js';

/** Used when ../shared/data is absent: a fixed sample of printed costs. */
const SAMPLE = [
  '{R}',
  '{1}{G}',
  '{2}{W}{W}',
  '{X}{R}',
  '{3}{U}{U}',
  '{1}{G/W}{G/W}',
  '{1}{B/P}{B/P}',
  '{2/W}{2/U}{2/B}{2/R}{2/G}',
  '{4}{C}',
  '{W}{U}{B}{R}{G}',
  '{10}',
  '{X}{X}{G}',
];

const corpus = (): { costs: string[]; source: string } => {
  const missing = missingData(CARDS_FILE);
  if (missing) return { costs: SAMPLE, source: `fixed sample of ${SAMPLE.length} (${missing})` };
  const costs: string[] = [];
  for (const card of readCards()) {
    for (const face of [card, ...(card.faces ?? [])]) if (face.manaCost) costs.push(face.manaCost);
  }
  return { costs, source: `${costs.length.toLocaleString('en-US')} real-card costs` };
};

export const benchCosts = async (): Promise<void> => {
  const { costs, source } = corpus();
  let symbols = 0;
  const figures = await measure([
    {
      name: `parseManaCost over ${source}`,
      batch: costs.length,
      run: () => {
        for (const text of costs) {
          const result = parseManaCost(text);
          if (result.ok) symbols += result.value.length;
        }
      },
    },
  ]);
  printFigures('Cost parsing (target: 10,000,000 parses/s)', figures);
  if (symbols === 0) throw new Error('no symbols parsed');
};
