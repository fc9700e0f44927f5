import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import shipped from '../../playground/src/rule-texts.json' with { type: 'json' };
import { ruleTexts } from '../../scripts/rule-texts.js';

/** The playground's rule tooltips: the committed texts are those of the rules src/ cites today. */

const CR = new URL('../../../shared/data/comprehensive-rules.json', import.meta.url);

describe('playground/src/rule-texts.json', () => {
  it.skipIf(!existsSync(CR))('is current (skipped without ../shared/data/comprehensive-rules.json)', () => {
    const expected = ruleTexts(
      fileURLToPath(new URL('../../src', import.meta.url)),
      readFileSync(CR, 'utf8'),
    );
    expect(shipped).toEqual(expected);
  });

  it('holds the rules a trace cites: CR 613.4c, layer 7c', () => {
    expect((shipped as Record<string, string>)['613.4c']).toMatch(/^Layer 7c:/);
  });
});
