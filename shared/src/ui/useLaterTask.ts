import { useEffect, useState } from 'react';

/**
 * False on mounting, true from a task after it: what renders behind it is committed in a task
 * of its own instead of lengthening the one that mounts the map.
 */
export function useLaterTask(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (later) return;
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, [later]);
  return later;
}
