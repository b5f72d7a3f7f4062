import { useEffect, useState } from 'react';

/** A service the composition root builds on first use (its code loads then). */
export interface LazyService<Service> {
  (): Promise<Service>;
  /** The service once built, without waiting. */
  peek(): Service | undefined;
}

/**
 * The service, or null while it is being built. It never suspends: the component shows its
 * own loading state, and later renders (during a click, say) never wait. A failure goes to
 * the screen's error boundary, whose retry builds it again.
 */
export function useLazyService<Service>(service: LazyService<Service>): Service | null {
  const [built, setBuilt] = useState<{ service: Service } | null>(() => {
    const ready = service.peek();
    return ready === undefined ? null : { service: ready };
  });
  const [failure, setFailure] = useState<unknown>(null);
  if (failure) throw failure;

  useEffect(() => {
    if (built) return;
    let mounted = true;
    service().then(
      (ready) => mounted && setBuilt({ service: ready }),
      (error: unknown) => mounted && setFailure(error),
    );
    return () => {
      mounted = false;
    };
  }, [built, service]);

  return built?.service ?? null;
}
