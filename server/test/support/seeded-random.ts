/** A small seeded generator of numbers in [0, 1) (a linear congruential one), so a property test's failure repeats. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
