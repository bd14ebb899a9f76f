import { readAdminTokenFile } from './config/admin-token.ts';
import { CliError, runOperatorCommand } from './operator/operator-commands.ts';

// `pnpm --filter @resident/operator-api operator answer 1 "Квитанция отправлена"`: plays the operator
// against a running operator API through /api/admin/ (see README, "The operator side").
const env = process.env;
const baseUrl = env.OPERATOR_API_URL || `http://127.0.0.1:${env.OPERATOR_API_PORT || 8080}`;
const token = env.OPERATOR_ADMIN_TOKEN || readAdminTokenFile();

try {
  if (!token)
    throw new CliError(
      'No operator token: set OPERATOR_ADMIN_TOKEN, or start the operator API once to create the token file.',
    );
  await runOperatorCommand(process.argv.slice(2), {
    baseUrl,
    token,
    fetch,
    write: (line) => process.stdout.write(`${line}\n`),
  });
} catch (error) {
  const text =
    error instanceof CliError
      ? error.message
      : `cannot reach ${baseUrl}: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`operator: ${text}\n`);
  process.exitCode = 1;
}
