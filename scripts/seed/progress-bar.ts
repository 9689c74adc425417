// A one-line progress bar on stderr for the seed: the step, a bar, the count and the rate.
// On a terminal it redraws in place; piped into a log it prints a line per tenth.

export type Progress = { advance: (done: number) => void; finish: () => void };

const WIDTH = 28;

export function progressBar(label: string, total: number, stream = process.stderr): Progress {
  const started = performance.now();
  let lastTenth = -1;
  const draw = (done: number, final: boolean) => {
    const share = total === 0 ? 1 : Math.min(1, done / total);
    const filled = Math.round(share * WIDTH);
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    const line =
      `${label.padEnd(16)} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ` +
      `${String(Math.floor(share * 100)).padStart(3)}%  ${done.toLocaleString('en-US')}/` +
      `${total.toLocaleString('en-US')}  ${rate.toLocaleString('en-US')}/s  ${seconds.toFixed(1)} s`;
    if (stream.isTTY) {
      stream.write(`\r${line}${final ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (final || tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${line}\n`);
    }
  };
  return {
    advance: (done) => draw(done, false),
    finish: () => draw(total, true),
  };
}
