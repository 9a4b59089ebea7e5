import { PUBLIC, route } from '../../app/route.js';

/** The build the server runs; the web app compares it to detect a new release (spec §4). */
export const systemRoutes = [
  route({
    method: 'GET',
    url: '/sys/version',
    access: PUBLIC,
    summary: '版本',
    handler: async (ctx) => ({ version: ctx.config.version, buildId: ctx.config.buildId }),
  }),
];
