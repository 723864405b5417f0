import { useEffect, useState } from 'react';

/**
 * False on mounting, true from a task after it: what renders behind it is committed in a task
 * of its own instead of lengthening the one that mounts the map. `now` makes it true at once,
 * for what the server already drew and the browser only hydrates (a later commit would first
 * remove the server's markup, then draw it again).
 */
export function useLaterTask(now = false): boolean {
  const [later, setLater] = useState(now);
  useEffect(() => {
    if (later) return;
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, [later]);
  return later;
}
