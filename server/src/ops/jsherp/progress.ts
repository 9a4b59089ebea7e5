/** Rows imported per source table, with the time taken (the summary's rows per second). */
export interface TableCount {
  table: string;
  rows: number;
  ms: number;
}

const WIDTH = 24;

/**
 * Progress per table on stderr: a bar redrawn in place on a terminal, one line per finished table otherwise (logs,
 * tests). The counts are kept for the summary.
 */
export class Progress {
  readonly counts: TableCount[] = [];

  constructor(
    private readonly out: NodeJS.WritableStream & { isTTY?: boolean } = process.stderr,
    private readonly label = '',
  ) {}

  withLabel(label: string): Progress {
    const child = new Progress(this.out, label);
    return Object.assign(child, { counts: this.counts });
  }

  /** Starts a table of `total` rows; `add` moves the bar, `end` prints the final line. */
  table(table: string, total: number): { add(n: number): void; end(): void } {
    const started = Date.now();
    let done = 0;
    const line = () => {
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const bar = '█'.repeat(Math.round(share * WIDTH)).padEnd(WIDTH, '░');
      return `${this.label}${table.padEnd(28)} ${bar} ${String(done).padStart(8)}/${total}`;
    };
    return {
      add: (n) => {
        done += n;
        if (this.out.isTTY) this.out.write(`\r${line()}`);
      },
      end: () => {
        this.out.write(`${this.out.isTTY ? '\r' : ''}${line()}\n`);
        this.counts.push({ table, rows: done, ms: Date.now() - started });
      },
    };
  }
}
