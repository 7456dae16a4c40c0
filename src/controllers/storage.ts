/**
 * localStorage that never breaks play: every access is guarded, because storage can be missing
 * (private mode, sandboxed frames), full (quota) or throw on access. A failure is reported once per
 * store, then the store keeps working in memory.
 * @module
 */

export class SafeStorage {
  private readonly memory = new Map<string, string>();
  private failed = false;

  /** @param onFailure - called once, with the error, the first time storage fails. */
  constructor(private readonly onFailure: (error: unknown) => void) {}

  private get storage(): Storage | null {
    try {
      return globalThis.localStorage ?? null;
    } catch (e) {
      this.fail(e);
      return null;
    }
  }

  private fail(e: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.onFailure(e);
  }

  get(key: string): string | null {
    try {
      const value = this.storage?.getItem(key);
      if (value !== undefined && value !== null) return value;
    } catch (e) {
      this.fail(e);
    }
    return this.memory.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      this.storage?.setItem(key, value);
    } catch (e) {
      this.fail(e);
    }
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      this.storage?.removeItem(key);
    } catch (e) {
      this.fail(e);
    }
  }
}
