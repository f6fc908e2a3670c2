/** `npm run build`'s lines: one per step, saying what it did (built, reused, skipped) and how long it took. */
export interface BuildLog {
  /** Runs a step and prints its line with its time; `what` words the result. */
  step<T>(name: string, run: () => T | Promise<T>, what: (result: T) => string): Promise<T>;
  /** A step that did nothing this time, and why; or one that ran beside others, whose text says its times. */
  row(name: string, text: string): void;
  line(text: string): void;
}

export const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
export const kilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function buildLog(print: (text: string) => void = console.log): BuildLog {
  const row = (name: string, text: string, ms?: number) => print(`  ${name.padEnd(11)} ${text}${ms === undefined ? "" : `  (${seconds(ms)})`}`);
  return {
    async step(name, run, what) {
      const started = performance.now();
      const result = await run();
      row(name, what(result), performance.now() - started);
      return result;
    },
    row: (name, text) => row(name, text),
    line: print,
  };
}
