// Solving the proof of work takes hundreds of hashing rounds; in a worker it never blocks the
// page (total blocking time is a budget, design.md §4).
import type { Challenge } from 'altcha-lib/types';
import { solveAltcha } from './solve-altcha';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    self.postMessage({ payload: await solveAltcha(event.data) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
