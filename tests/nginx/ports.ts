/** Where nginx answers the browser tests behind it, and where `npm run serve` answers nginx. */
export const nginxPort = Number(process.env.NGINX_E2E_PORT ?? 4189);
export const servePort = nginxPort + 1;
/** The test of a publish through /admin behind nginx (publish-behind-nginx.spec.ts): a copy and an nginx of its own. */
export const publishNginxPort = nginxPort + 2;
export const publishServePort = nginxPort + 3;
