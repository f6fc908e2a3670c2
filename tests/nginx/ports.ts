/** Where nginx answers the browser tests behind it, and where `npm run serve` answers nginx. */
export const nginxPort = Number(process.env.NGINX_E2E_PORT ?? 4189);
export const servePort = nginxPort + 1;
