// @ts-check
// `npm start`: serves the demo page (demo/index.html) with @web/dev-server. The page imports the
// TypeScript sources directly (esbuild transforms them on request, bare imports such as `lit` are
// resolved from node_modules), so no build step is needed. Does not open a browser.
//
//   PORT=9000 npm start     serve on port 9000 (exactly; fails if it is taken)
//   HOST=0.0.0.0 npm start  listen on every interface (default: 127.0.0.1 only)
//
// Without PORT the server uses 8000, or the next free port above it if 8000 is taken.
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { startDevServer } from '@web/dev-server';
import { esbuildPlugin } from '@web/dev-server-esbuild';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const hostname = process.env.HOST || '127.0.0.1';
const loopbackOnly = ['127.0.0.1', 'localhost', '::1'].includes(hostname);

/** @param {number} port */
const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, hostname);
  });

async function choosePort() {
  if (process.env.PORT) {
    const port = Number(process.env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
      process.exit(1);
    }
    if (port !== 0 && !(await isFree(port))) {
      console.error(`Port ${port} on ${hostname} is in use. Pick another one: PORT=${port + 1} npm start`);
      process.exit(1);
    }
    return port;
  }
  for (let port = 8000; port < 8100; port++) if (await isFree(port)) return port;
  console.error('No free port in 8000-8099; set PORT.');
  process.exit(1);
}

const port = await choosePort();

const server = await startDevServer({
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
  config: {
    rootDir,
    hostname,
    port,
    open: false,
    // Reload the page when a served file (demo or src/**) changes.
    watch: true,
    clearTerminalOnReload: false,
    // Lit's development build: extra warnings in the console while developing.
    nodeResolve: { exportConditions: ['development'] },
    middleware: [
      // @web/dev-server listens on every interface when asked for 127.0.0.1 or localhost (it drops
      // the host so browsers resolving localhost to ::1 still connect). Keep the default loopback-only
      // by refusing other clients, and never serve dot-files such as .git.
      (ctx, next) => {
        const remote = ctx.req.socket.remoteAddress ?? '';
        if (loopbackOnly && !/^(127\.|::1$|::ffff:127\.)/.test(remote)) {
          ctx.status = 403;
          ctx.body = 'npm start serves this machine only (set HOST=0.0.0.0 to share it)';
          return Promise.resolve();
        }
        if (ctx.path.split('/').some((segment) => segment.startsWith('.'))) {
          ctx.status = 404;
          return Promise.resolve();
        }
        return next();
      },
      // The solver's worker is started by the name it has once built (src/worker/solver-worker.js,
      // from new URL('./solver-worker.js', import.meta.url)): serve it from its TypeScript source.
      (ctx, next) => {
        if (ctx.path.startsWith('/src/') && ctx.path.endsWith('.js')) {
          const file = fileURLToPath(new URL(`..${ctx.path}`, import.meta.url));
          if (!existsSync(file) && existsSync(file.replace(/\.js$/, '.ts'))) ctx.path = ctx.path.replace(/\.js$/, '.ts');
        }
        return next();
      },
      // The demo is the only page: send "/" (and "/demo") to it.
      (ctx, next) => {
        if (ctx.path === '/' || ctx.path === '/demo' || ctx.path === '/index.html') {
          ctx.redirect(`/demo/${ctx.search}`);
          return Promise.resolve();
        }
        return next();
      },
    ],
    plugins: [
      // esbuild's transform API does not read tsconfig.json by itself: passing it makes esbuild
      // honour experimentalDecorators / useDefineForClassFields (TOOLCHAIN P2, P3).
      esbuildPlugin({ ts: true, target: 'es2022', tsconfig }),
    ],
  },
});

const address = /** @type {import('node:net').AddressInfo} */ (server.server?.address());
const shownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
console.log(`patience-elements demo: http://${shownHost}:${address?.port ?? port}/demo/`);
console.log('(Ctrl+C to stop; try ?variant=lady-betty&seed=42)');
// demo/guides.html loads the self-contained bundle, as an article page would: it needs a build.
if (!existsSync(new URL('../dist/patience-elements.bundled.min.js', import.meta.url))) {
  console.log('demo/guides.html loads dist/patience-elements.bundled.min.js: run `npm run build` once for it.');
}
