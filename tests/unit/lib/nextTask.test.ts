import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/features/home/logic/nextTask';

// SPEC §2 home banners and hot matches: each carousel takes over its strip in a task of its own
describe('nextTask', () => {
  it('runs the task later, not in the current task', async () => {
    const task = vi.fn();
    nextTask(task);
    await Promise.resolve();
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });

  it('two tasks run one after the other, each in its own task', async () => {
    const order: string[] = [];
    nextTask(() => {
      order.push('first');
      queueMicrotask(() => order.push('first done'));
    });
    nextTask(() => order.push('second'));
    await vi.waitFor(() => expect(order).toHaveLength(3));
    expect(order).toEqual(['first', 'first done', 'second']);
  });

  it('a cancelled task never runs', async () => {
    const task = vi.fn();
    const ran = vi.fn();
    nextTask(task)();
    nextTask(ran);
    await vi.waitFor(() => expect(ran).toHaveBeenCalledOnce());
    expect(task).not.toHaveBeenCalled();
  });
});
