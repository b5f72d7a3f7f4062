import { describe, expect, it } from 'vitest';
import { lazyService } from './lazyService';

describe('lazyService', () => {
  it('builds once on first use and shares the result', async () => {
    let builds = 0;
    const service = lazyService(async () => ++builds);
    expect(service.ifStarted()).toBeUndefined();
    const [a, b] = await Promise.all([service(), service()]);
    expect([a, b, builds]).toEqual([1, 1, 1]);
    expect(await service.ifStarted()).toBe(1);
  });

  it('tries again after a failure', async () => {
    let attempts = 0;
    const service = lazyService(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'ready';
    });
    await expect(service()).rejects.toThrow('offline');
    await expect(service()).resolves.toBe('ready');
  });
});
