import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What stands in the part's place once it failed; nothing by default. */
  fallback?: ReactNode;
  /** A new value tries the part again (the next page, say). */
  retryKey?: unknown;
  onFailed?: () => void;
}

interface State {
  failed: boolean;
  retryKey: unknown;
}

/**
 * A part the page can do without (the toaster, the header's search and cart count): when it
 * fails to load or to render, only the part goes, never the page around it.
 */
export class OptionalPart extends Component<Props, State> {
  override state: State = { failed: false, retryKey: this.props.retryKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.retryKey === state.retryKey ? null : { failed: false, retryKey: props.retryKey };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

interface LazyPartProps<PartProps> {
  props: PartProps;
  /** Shown while the part's code loads. */
  loading: ReactNode;
  /** Shown once it failed; nothing by default. */
  failed?: ReactNode;
  /** A new value tries a failed part again, its code fetched anew. */
  retryKey: unknown;
}

/**
 * An optional part whose code loads on first use, or before with `preload()` (then it draws at
 * its first render, with no `loading` first). A failed fetch is not kept: the next `retryKey`
 * fetches the code again (React keeps a lazy component's failure for good).
 */
export function lazyOptionalPart<PartProps extends object>(load: () => Promise<{ default: ComponentType<PartProps> }>) {
  type PartModule = Awaited<ReturnType<typeof load>>;
  let loaded: ComponentType<PartProps> | null = null;
  const keep = (module: PartModule) => {
    loaded = module.default;
    return module;
  };
  // Once chosen, the rendered component stays (a new type would remount the part, losing its
  // state), until a failed load is tried again.
  let Part: ComponentType<PartProps> | null = null;
  function LazyOptionalPart({ props, loading, failed, retryKey }: LazyPartProps<PartProps>) {
    Part ??= loaded ?? lazy(() => load().then(keep));
    return (
      <OptionalPart retryKey={retryKey} fallback={failed} onFailed={() => (Part = null)}>
        <Suspense fallback={loading}>
          <Part {...props} />
        </Suspense>
      </OptionalPart>
    );
  }
  /** Never fails: a failure is left to the first render. */
  LazyOptionalPart.preload = () => load().then(keep, () => null).then(() => undefined);
  return LazyOptionalPart;
}
