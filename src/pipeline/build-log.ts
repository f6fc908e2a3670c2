/**
 * `npm run build`'s lines: one per step, "name: what it did (built, reused, skipped) in how long", a form that tools
 * reading the output (npm run bench) take a step's name and time from.
 */
export interface BuildLog {
  /** Runs a step and prints its line, `what` words the result and the time follows it ("...; checked in 1.2 s"). */
  step<T>(name: string, run: () => T | Promise<T>, what: (result: T) => string): Promise<T>;
  /** A step that did nothing this time, and why; or one that ran beside others, whose text says its times. */
  row(name: string, text: string): void;
  line(text: string): void;
  /** What the build advises without stopping (site data's warnings). */
  warn(text: string): void;
}

export const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
export const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function buildLog(print: (text: string) => void = console.log, warn = console.warn): BuildLog {
  const row = (name: string, text: string) => print(`  ${`${name}:`.padEnd(12)} ${text}`);
  return {
    async step(name, run, what) {
      const started = performance.now();
      const result = await run();
      row(name, `${what(result)} in ${seconds(performance.now() - started)}`);
      return result;
    },
    row,
    line: print,
    warn,
  };
}
