/**
 * Popups the home shows on its own (login popups, then the contract question) open one after another, never
 * on top of each other. Each task resolves when its dialog is closed.
 */
let tail: Promise<void> = Promise.resolve();

export function queueDialog(task: () => Promise<unknown>): Promise<void> {
  const run = tail.then(task).then(
    () => undefined,
    () => undefined,
  );
  tail = run;
  return run;
}
