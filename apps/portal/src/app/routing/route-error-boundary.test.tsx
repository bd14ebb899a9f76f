import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_ERROR_TEXTS } from '../../pages/route-error-page';
import { ChunkLoadError, CHUNK_LOAD_FAILED } from './chunk-load';
import { RouteErrorBoundary } from './route-error-boundary';

function Failing({ error }: { error: Error }): never {
  throw error;
}

describe('RouteErrorBoundary', () => {
  it('shows the chunk failure page with a reload for a chunk that did not load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary locationKey="a">
        <Failing error={new ChunkLoadError(CHUNK_LOAD_FAILED)} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ROUTE_ERROR_TEXTS.chunkTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ROUTE_ERROR_TEXTS.reload })).toBeInTheDocument();
  });

  it('shows the general error page for anything else, and tries again at a new location', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary locationKey="a">
        <Failing error={new Error('boom')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ROUTE_ERROR_TEXTS.title })).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary locationKey="a">
        <p>Главный экран</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ROUTE_ERROR_TEXTS.title })).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary locationKey="b">
        <p>Главный экран</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Главный экран')).toBeInTheDocument();
  });
});
