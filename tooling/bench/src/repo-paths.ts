import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PORTAL_DIR = path.join(REPO_ROOT, 'apps/portal');
export const PORTAL_DIST = path.join(PORTAL_DIR, 'dist');
