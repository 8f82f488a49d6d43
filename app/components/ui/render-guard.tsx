import { Component, type ReactNode } from "react";

/**
 * Renders `fallback` instead of `children` once they have thrown. The root error page puts the
 * site's frame inside one, so an error page whose frame fails too shows its message bare rather
 * than handing the error on (which re-rendered the frame, failed again and looped).
 */
export class RenderGuard extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
