import { useEffect, useState, useSyncExternalStore } from 'react';
import { UploadTracker, type UploadTask } from './uploadTracker';

/** One UploadTracker per widget instance; running uploads are cancelled on unmount. */
export function useUploadTracker(): { tracker: UploadTracker; tasks: readonly UploadTask[]; busy: boolean } {
  const [tracker] = useState(() => new UploadTracker());
  const tasks = useSyncExternalStore(tracker.subscribe, tracker.getTasks, tracker.getTasks);
  useEffect(() => () => tracker.cancelAll(), [tracker]);
  return { tracker, tasks, busy: tasks.length > 0 };
}
