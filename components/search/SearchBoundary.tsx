'use client';
// Around the search modal: whatever goes wrong inside search (a third-party widget, storage, an index),
// the modal closes and the page stays; the next open starts afresh.
import { Component, type ReactNode } from 'react';

export class SearchBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('[search] closed after an error:', error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
