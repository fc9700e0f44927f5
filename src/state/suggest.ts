/**
 * Edit distance between two strings counting a swap of neighbours as one edit (optimal string
 * alignment), for "did you mean" suggestions: "Colne" is one edit from "Clone".
 */
const distance = (a: string, b: string): number => {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
};

/**
 * The candidate closest to `word`, ignoring case, if it is close enough to be a likely typo:
 * at most a third of the word's letters (and at least one) differ.
 */
export const closest = (word: string, candidates: readonly string[]): string | undefined => {
  const target = word.toLowerCase();
  const limit = Math.max(1, Math.floor(target.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - target.length) >= bestDistance) continue;
    const d = distance(target, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
};

/** `; did you mean "X"?` when there is a close candidate, else nothing. */
export const didYouMean = (word: string, candidates: readonly string[]): string => {
  const suggestion = closest(word, candidates);
  return suggestion === undefined ? '' : `; did you mean "${suggestion}"?`;
};
