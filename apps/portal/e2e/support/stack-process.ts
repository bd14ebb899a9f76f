// Runs the e2e stack in its own Node process: the operator API and the portal server behave as
// they do in production, outside the test runner's module loader. Prints one JSON line with the
// addresses, then serves until it is sent SIGTERM.
import { startStack } from './stack.ts';

const stack = await startStack();
process.stdout.write(`${JSON.stringify({ portalUrl: stack.portalUrl, operatorApiUrl: stack.operatorApiUrl })}\n`);
process.once('SIGTERM', () => {
  void stack.stop().then(() => process.exit(0));
});
