/**
 * localStorage that never breaks play: every access is guarded, because storage can be missing
 * (`localStorage` undefined, or a getter that throws in a sandboxed frame or under a privacy
 * setting), full (quota) or throw on access. A failure is reported once per store, then the store
 * keeps working in memory.
 *
 * The newest copy always wins: a value whose last write did not reach storage is read back from
 * memory, never from the older copy storage still holds.
 * @module
 */

export class SafeStorage {
  private readonly memory = new Map<string, string>();
  /** Keys whose last write reached memory only: storage holds an older copy (or none). */
  private readonly unsaved = new Set<string>();
  private failed = false;

  /**
   * @param onFailure - called once, with the error, the first time storage fails.
   * @param areaOf - where the storage is (default: the page's `localStorage`; tests give another).
   */
  constructor(
    private readonly onFailure: (error: unknown) => void,
    private readonly areaOf: () => Storage | null | undefined = () => globalThis.localStorage,
  ) {}

  /** The page's localStorage, or null (reported) when there is none or it cannot be reached. */
  get area(): Storage | null {
    let storage: Storage | null | undefined;
    try {
      storage = this.areaOf();
    } catch (e) {
      this.fail(e);
      return null;
    }
    if (!storage) {
      this.fail(new Error('localStorage is not available on this page'));
      return null;
    }
    return storage;
  }

  private fail(e: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.onFailure(e);
  }

  get(key: string): string | null {
    if (this.unsaved.has(key)) return this.memory.get(key) ?? null;
    try {
      const value = this.area?.getItem(key);
      if (value !== undefined && value !== null) return value;
    } catch (e) {
      this.fail(e);
    }
    return this.memory.get(key) ?? null;
  }

  /**
   * What storage itself holds under `key`, whatever this page's memory holds (null: nothing there, or
   * storage cannot be reached). For a record merged from every tab's writes, where another tab's
   * newer write must not hide behind this page's unsaved copy.
   */
  stored(key: string): string | null {
    try {
      return this.area?.getItem(key) ?? null;
    } catch (e) {
      this.fail(e);
      return null;
    }
  }

  /** Writes a value; false when only memory got it (storage failed). */
  set(key: string, value: string): boolean {
    this.memory.set(key, value);
    try {
      const area = this.area;
      if (!area) throw new Error('localStorage is not available on this page');
      area.setItem(key, value);
      this.unsaved.delete(key);
      return true;
    } catch (e) {
      this.unsaved.add(key);
      this.fail(e);
      return false;
    }
  }

  remove(key: string): void {
    this.memory.delete(key);
    this.unsaved.delete(key);
    try {
      this.area?.removeItem(key);
    } catch (e) {
      this.fail(e);
    }
  }
}
