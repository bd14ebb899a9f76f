import type { UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export declare const sourceConditions: Pick<UserConfig, 'resolve' | 'ssr'>;

export declare function vitestConfig(options?: {
  dom?: boolean;
  setupFiles?: string[];
  include?: string[];
  testTimeout?: number;
}): ViteUserConfig;
