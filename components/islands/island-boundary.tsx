'use client';

import { Component, type ReactNode } from 'react';

type Props = {
  /** Names the island in the warning. */
  name: string;
  /** Shown instead of the island if it fails: its static content, or nothing. */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * Wraps each client island (docs/decisions.md, "Static pages, four islands"): an error while
 * rendering it is logged as a warning and the island gives way to its fallback, so a failing island
 * never takes the page down with it.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} failed and was left out of the page.`, error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
