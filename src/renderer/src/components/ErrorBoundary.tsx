import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedScreens } from '../lib/lazy-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What the player sees instead of children that failed to render; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  /** A new value (a new location) clears a caught failure: the children render again. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches what throws while its children render (a screen's bug, a screen chunk that failed to
 * load), so the rest of the window stays. The error itself is only logged: players never see it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    // Once a new location is shown, a screen whose chunk failed to load is asked for again the
    // next time it is opened. Only after the commit: a render of a navigation that React repeats
    // (it does, after an error in a transition) would otherwise load the chunk again, fail
    // again, and repeat for ever.
    if (!Object.is(previous.resetKey, this.props.resetKey)) retryFailedScreens();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render:', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedScreens();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
