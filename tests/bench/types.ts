/** One benchmark: it returns the markdown of its section in docs/BENCHMARKS.md. */
export interface Bench {
  readonly id: string;
  readonly title: string;
  run(): string | Promise<string>;
}
