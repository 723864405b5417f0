// The one function of React's scheduler the shell calls (reactSlices.ts); the package has no types.
declare module 'scheduler' {
  /** Cuts concurrent renders into slices of 1000 / fps ms (0 < fps ≤ 125). */
  export function unstable_forceFrameRate(fps: number): void;
}
