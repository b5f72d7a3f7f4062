import { Component, type ReactNode } from 'react';

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
