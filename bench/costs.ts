import { CARDS_FILE, missingData, readCards } from '../test/support/shared-data.js';
import type { Engine } from './engine.js';
import type { Group } from './run.js';

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

export const costGroups = async (engine: Engine): Promise<readonly Group[]> => {
  const { parseManaCost } = await engine.load<typeof import('../src/index.js')>('src/index.js');
  const { costs, source } = corpus();
  if (!costs.every((text) => parseManaCost(text).ok)) throw new Error('a benchmark cost does not parse');
  return [
    {
      title: 'Cost parsing (target: 10,000,000 parses/s)',
      tasks: [
        {
          name: `parseManaCost over ${source}`,
          batch: costs.length,
          run: () => {
            for (const text of costs) parseManaCost(text);
          },
        },
      ],
    },
  ];
};
