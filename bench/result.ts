// What every benchmark reports: one row per figure, printed together by bench/run.ts.
export type BenchResult = {
  /** What was measured, e.g. "Scale Page weight (gzipped)". */
  figure: string;
  /** The target as people read it, e.g. "≤ 14 KB". */
  target: string;
  /** The measured value as people read it, e.g. "9.8 KB". */
  measured: string;
  /** Side-by-side baseline or ratio, when the target is relative. */
  detail?: string;
  pass: boolean;
};

export type Benchmark = () => Promise<BenchResult[]>;
