import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * A tap paints its answer first, even when the overlay's code is in hand: when `opened` turns
 * true, `framed` holds until a frame has painted (draw the overlay's `OverlayFrame` then), and
 * `shown` follows from the frame after (open the real overlay, the heavier render: its portal,
 * focus trap and content). Closing is at once. Mounted already open, it is shown at once.
 */
export function useFrameFirst(opened: boolean): { shown: boolean; framed: boolean } {
  const [shown, setShown] = useState(opened);
  if (!opened && shown) setShown(false);
  useEffect(() => {
    if (!opened || shown) return;
    let live = true;
    afterNextPaint(() => {
      if (live) setShown(true);
    });
    return () => {
      live = false;
    };
  }, [opened, shown]);
  return { shown, framed: opened && !shown };
}
