import type { LazyService } from '../ui/app/useLazyService';

/**
 * A service built on first use from a module loaded then, so the sign-in page does not carry
 * its code. Every caller shares one promise; after a failure the next call tries again.
 */
export function lazyService<Service>(build: () => Promise<Service>): LazyService<Service> & { ifStarted(): Promise<Service> | undefined } {
  let pending: Promise<Service> | undefined;
  let ready: Service | undefined;
  const get = () =>
    (pending ??= build().then(
      (service) => (ready = service),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(get, {
    peek: () => ready,
    /** The service if it was asked for, without building it. */
    ifStarted: () => pending,
  });
}
