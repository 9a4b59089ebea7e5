/** Spec §4/§9 timings. */
export const FIRST_CHECK_MS = 30_000;
export const CHECK_EVERY_MS = 10 * 60_000;
export const AFTER_VISIBLE_MS = 2_000;
export const RETRY_AFTER_CANCEL_MS = 30_000;

export interface VersionDeps {
  fetchBuildId: () => Promise<string>;
  /** Resolves true when the user accepts the refresh. */
  prompt: () => Promise<boolean>;
  reload: () => void;
}

/**
 * Compares the server's build id with the one seen at start. Kept free of React and the DOM so the timing rules
 * can be tested with fake timers.
 */
export class VersionMonitor {
  private baseline: string | undefined;
  private prompting = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private interval: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: VersionDeps) {}

  start(): void {
    void this.deps.fetchBuildId().then(
      (id) => {
        this.baseline ??= id;
      },
      () => undefined,
    );
    this.later(FIRST_CHECK_MS);
    this.interval = setInterval(() => void this.check(), CHECK_EVERY_MS);
  }

  stop(): void {
    this.timers.forEach(clearTimeout);
    this.timers.clear();
    clearInterval(this.interval);
  }

  onVisible(): void {
    this.later(AFTER_VISIBLE_MS);
  }

  async check(): Promise<void> {
    if (this.prompting) return;
    let id: string;
    try {
      id = await this.deps.fetchBuildId();
    } catch {
      return;
    }
    if (this.baseline === undefined) {
      this.baseline = id;
      return;
    }
    if (id === this.baseline) return;
    this.prompting = true;
    const accepted = await this.deps.prompt();
    this.prompting = false;
    if (accepted) this.deps.reload();
    else this.later(RETRY_AFTER_CANCEL_MS);
  }

  private later(ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.check();
    }, ms);
    this.timers.add(timer);
  }
}
