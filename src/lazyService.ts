/**
 * A service built on first use from a module loaded then, so the sign-in page does not carry
 * its code. Every caller shares one promise; after a failure the next call tries again.
 */
export function lazyService<Service>(build: () => Promise<Service>) {
  let pending: Promise<Service> | undefined;
  const get = () =>
    (pending ??= build().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  /** The service if it was asked for, without building it. */
  const ifStarted = () => pending;
  return Object.assign(get, { ifStarted });
}
