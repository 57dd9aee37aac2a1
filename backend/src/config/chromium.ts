import { spawnSync } from 'node:child_process';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What {@link chromiumSandboxSupported} looks at; the defaults are this process and this machine. */
export interface SandboxProbe {
  /** User id of the process that launches Chromium (root cannot use the sandbox). */
  uid?: number;
  /** True when the kernel lets this user create a user namespace (Chromium's namespace sandbox). */
  userNamespaces?: () => boolean;
}

/** Creating a user namespace as this user, with util-linux `unshare` (absent or refused = false). */
function userNamespacesAllowed(): boolean {
  const result = spawnSync('unshare', ['--user', 'true'], { stdio: 'ignore', timeout: 5000, env: {} });
  return result.status === 0;
}

/** The setuid-root `chrome-sandbox` helper next to the real Chromium executable (or Debian's place for it). */
function setuidSandboxInstalled(chromiumPath: string): boolean {
  let dir: string;
  try {
    dir = path.dirname(realpathSync(chromiumPath));
  } catch {
    return false;
  }
  for (const helper of [path.join(dir, 'chrome-sandbox'), '/usr/lib/chromium/chrome-sandbox']) {
    try {
      const stat = statSync(helper);
      accessSync(helper, constants.X_OK);
      if (stat.uid === 0 && (stat.mode & 0o4000) !== 0) return true;
    } catch {
      // not there
    }
  }
  return false;
}

/**
 * Whether Chromium's sandbox can run here (CHROMIUM_SANDBOX=auto): never as root (Chromium refuses to start
 * sandboxed as root: `--no-sandbox` is required); otherwise when unprivileged user namespaces are allowed (probed by
 * creating one: a kernel setting, an AppArmor rule or a seccomp profile may forbid it) or the setuid sandbox helper
 * is installed.
 * @param chromiumPath the configured executable (the setuid helper lives next to the real binary)
 */
export function chromiumSandboxSupported(chromiumPath: string, probe: SandboxProbe = {}): boolean {
  const uid = probe.uid ?? process.getuid?.() ?? 0;
  if (uid === 0) return false;
  return (probe.userNamespaces ?? userNamespacesAllowed)() || setuidSandboxInstalled(chromiumPath);
}

/**
 * Chromium's whole environment (the browser stage and Lighthouse): PATH, LANG, TZ and the fontconfig variables of
 * `env` when set, and HOME in the temporary directory — none of the secrets (DATABASE_URL, SESSION_SECRET,
 * STRIPE_SECRET_KEY, …) the worker's environment holds.
 * @param env the process environment the configuration is read from
 */
export function chromiumEnvironment(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {
    PATH: env.PATH || '/usr/local/bin:/usr/bin:/bin',
    HOME: os.tmpdir(),
    LANG: env.LANG || 'C.UTF-8',
  };
  for (const name of ['TZ', 'FONTCONFIG_FILE', 'FONTCONFIG_PATH'] as const) {
    const value = env[name];
    if (value) out[name] = value;
  }
  return out;
}
