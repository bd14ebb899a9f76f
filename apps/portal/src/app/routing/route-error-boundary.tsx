import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../../pages/route-error-page';

type Props = { children: ReactNode; /** The location's key: a new location gets a new try. */ locationKey: string };
type State = { error?: unknown; failedAt?: string };

/** What the data router's errorElement did: a route that throws (or a chunk that fails) shows the error page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { ...state, failedAt: props.locationKey };
    // The resident went elsewhere (the back button, a link on the error page): try again.
    return state.failedAt === props.locationKey ? null : { error: undefined, failedAt: undefined };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
