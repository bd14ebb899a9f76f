import { accessTokenOf } from './payment-flow.ts';
import type { TestServer } from './test-server.ts';

/**
 * A clock a test sets to the dates it needs (`clock.at = at('2026-06-10')`; `now: clock.now` for the
 * server), under which residents still sign in at the real time: the altcha proof of a login is
 * checked against the wall clock. Their tokens must outlive the test's dates (a long
 * `accessTokenTtlSeconds`) when those lie ahead.
 */
export class DatedClock {
  private wall = false;
  at: number;

  constructor(at: number) {
    this.at = at;
  }

  readonly now = (): number => (this.wall ? Date.now() : this.at);

  async signIn(server: TestServer, login: string): Promise<string> {
    this.wall = true;
    try {
      return await accessTokenOf(server, login);
    } finally {
      this.wall = false;
    }
  }
}
