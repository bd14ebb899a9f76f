import type { FastifyInstance } from 'fastify';

/** One method of one route the server answers: 'GET /api/admin/chats/{id}'. */
export interface RegisteredRoute {
  key: string;
  method: string;
  /** In the OpenAPI spelling: `{id}` for `:id`. */
  path: string;
}

const LINE = /^((?:[│ ] {3})*)(?:├── |└── )(.+) \(([A-Z, ]+)\)$/;

/**
 * Every route the server registered, documented or not, read from Fastify's own route tree
 * (printRoutes with full segments): the routes the OpenAPI document hides (the operator's
 * /api/admin, the websocket, the test acquirer's pages) get checked too. HEAD twins of GET are left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2]!);
    for (const method of match[3]!.split(', ')) {
      if (method === 'HEAD') continue;
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      routes.push({ key: `${method} ${openApiPath}`, method, path: openApiPath });
    }
  }
  return routes;
}
