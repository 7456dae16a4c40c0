/**
 * When work the first paint does not need may start (the lazy chunks: dragging, the glides and keys,
 * the spoken sentences of play): after the next frame has painted, not in the first render's task.
 * @module
 */

/**
 * Resolves once the next frame has painted (a task queued from its requestAnimationFrame callback
 * runs after that frame's paint), or after 100 ms where no frame comes (a hidden tab), so that
 * nothing waits on a page that does not paint.
 */
export const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(resolve));
  });
