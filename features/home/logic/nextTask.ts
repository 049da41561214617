/**
 * Runs `task` in a task of its own, queued behind what the browser already has to do, and returns its cancel.
 * Work a page can start a moment late (a carousel taking over its server-drawn strip) then never joins another
 * piece of work in one long task on a slow phone. A message to itself rather than a timer: timers can be held
 * back (a background tab, a test's paused clock), a message is not.
 */
export function nextTask(task: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) task();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
