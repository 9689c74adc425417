// What every benchmark reports: one row per figure, printed together by bench/run.ts.
export type BenchResult = {
  /** What was measured, e.g. "Scale Page weight (gzipped)". */
  figure: string;
  /** The target as people read it, e.g. "≤ 14 KB". */
  target: string;
  /** The measured value as people read it, e.g. "9.8 KB". */
  measured: string;
  /**
   * The measurement against a baseline measured in the same run, as people read it,
   * e.g. "0.74× bare node:http": the column that shows what a relative target compares.
   */
  ratio?: string;
  /** How it was measured and what else was seen (sizes, counts, percentiles). */
  detail?: string;
  pass: boolean;
};

export type Benchmark = () => Promise<BenchResult[]>;
