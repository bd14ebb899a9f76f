export { POSTGRES_INSTALL_HINT, findPostgresBin } from './find-postgres.ts';
export { startPostgres, type PostgresServer, type StartPostgresOptions } from './start-postgres.ts';
