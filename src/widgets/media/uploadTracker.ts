import { uploadFile, type UploadOptions } from '../../dataProvider/upload';

/**
 * Tracks the uploads of one widget: per-file progress, cancel, and the busy flag (set while
 * any upload runs, cleared when it ends — success, failure or cancel alike; docs/spec.md §4).
 * Framework-free so the rules are unit-tested directly; `useUploadTracker` binds it to React.
 */
export interface UploadTask {
  id: string;
  name: string;
  /** 0–100 from real upload progress events. */
  percent: number;
}

export type UploadFn = (file: File, options: UploadOptions) => Promise<string>;

export class UploadTracker {
  private tasks: UploadTask[] = [];
  private readonly controllers = new Map<string, AbortController>();
  private readonly listeners = new Set<() => void>();
  private seq = 0;

  constructor(private readonly upload: UploadFn = uploadFile) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stable snapshot for useSyncExternalStore. */
  getTasks = (): readonly UploadTask[] => this.tasks;

  get busy(): boolean {
    return this.tasks.length > 0;
  }

  /**
   * Uploads one file. Resolves with the address, or null when it failed (the upload call has
   * already toasted the catalogue message) or was cancelled.
   */
  async start(file: File): Promise<string | null> {
    const id = `u${++this.seq}`;
    const controller = new AbortController();
    this.controllers.set(id, controller);
    this.set([...this.tasks, { id, name: file.name, percent: 0 }]);
    try {
      return await this.upload(file, {
        signal: controller.signal,
        onProgress: (percent) => this.set(this.tasks.map((t) => (t.id === id && t.percent !== percent ? { ...t, percent } : t))),
      });
    } catch {
      return null;
    } finally {
      this.controllers.delete(id);
      this.set(this.tasks.filter((t) => t.id !== id));
    }
  }

  cancel(id: string): void {
    this.controllers.get(id)?.abort();
  }

  cancelAll(): void {
    for (const controller of this.controllers.values()) controller.abort();
  }

  private set(next: UploadTask[]): void {
    this.tasks = next;
    for (const listener of this.listeners) listener();
  }
}
