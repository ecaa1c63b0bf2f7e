// The test system keeps shared rate limits in Redis (REDIS_URL), as a real deployment does, and the
// machine is meant to run PostgreSQL beside it. When either does not answer on its standard port,
// install Debian's package with apt-get (as ensure-chromium does for the browser) and start it.
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import { run } from './lib.mjs';

const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const which = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

function aptInstall(pkg) {
  const root = process.getuid?.() === 0;
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (root ? run('apt-get', args, { env }) : run('sudo', ['apt-get', ...args], { env }));
  return apt(['update', '-qq']) === 0 && apt(['install', '-y', '-qq', pkg]) === 0;
}

async function waitFor(port, ms) {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((r) => setTimeout(r, 250))) if (await answers(port)) return true;
  return false;
}

async function ensureRedis() {
  if (await answers(6379)) return true;
  console.log('Redis does not answer on 127.0.0.1:6379: starting Debian\'s redis-server...');
  if (!which('redis-server') && !aptInstall('redis-server')) return false;
  // Nothing kept on disk: the test system's counts are throwaway.
  spawn('redis-server', ['--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no', '--daemonize', 'yes'], { stdio: 'ignore' }).unref();
  return waitFor(6379, 15_000);
}

async function ensurePostgres() {
  if (await answers(5432)) return true;
  console.log('PostgreSQL does not answer on 127.0.0.1:5432: starting Debian\'s postgresql...');
  if (!which('pg_ctlcluster') && !aptInstall('postgresql')) return false;
  run('sh', ['-c', 'for v in $(ls /etc/postgresql 2>/dev/null); do pg_ctlcluster "$v" main start; done'], {});
  return waitFor(5432, 30_000);
}

/** Makes sure Redis and PostgreSQL answer on their standard local ports; exits when Redis cannot be had. */
export async function ensureServices() {
  if (!(await ensureRedis())) {
    console.error('Could not start redis-server; the rate-limit tests need it.');
    process.exit(1);
  }
  // Nothing in the tests needs PostgreSQL yet (leads move there with issue 17): a warning, not a stop.
  if (!(await ensurePostgres())) console.warn('PostgreSQL could not be started; continuing without it.');
}
