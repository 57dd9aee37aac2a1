import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The Kubernetes manifests (read, not applied: no cluster here) keep every pod hardened and the workers fenced
 * in: non-root, RuntimeDefault seccomp, read-only root file system with an emptyDir /tmp, no privilege
 * escalation, no capabilities; a NetworkPolicy lets workers reach DNS, PostgreSQL, Redis and the public internet only
 * (no private ranges, no metadata address), and lets in nothing but the metrics scrape.
 */

const k8s = path.resolve(__dirname, '..', '..', 'infra', 'k8s');

interface Manifest {
  kind: string;
  metadata: { name: string };
  spec: Record<string, unknown>;
}

function kustomized(dir: string): Manifest[] {
  const kustomization = parse(readFileSync(path.join(k8s, dir, 'kustomization.yaml'), 'utf8')) as {
    resources: string[];
  };
  return kustomization.resources
    .filter((resource) => resource.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(path.join(k8s, dir, file), 'utf8')).map((doc) => doc.toJS() as Manifest),
    );
}

interface Container {
  name: string;
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
  containers: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}

const manifests = [...kustomized('app'), ...kustomized('migrate')];
const pods = manifests
  .filter((m) => m.kind === 'Deployment' || m.kind === 'Job')
  .map((m) => ({
    name: `${m.kind}/${m.metadata.name}`,
    labels: (m.spec.template as { metadata: { labels: Record<string, string> } }).metadata.labels,
    spec: (m.spec.template as { spec: PodSpec }).spec,
  }));

describe('Kubernetes manifests', () => {
  it('cover the API, web, worker and migration pods', () => {
    expect(pods.map((p) => p.name).sort()).toEqual([
      'Deployment/stacklens-api',
      'Deployment/stacklens-web',
      'Deployment/stacklens-worker',
      'Job/stacklens-migrate',
    ]);
  });

  it.each(pods.map((p) => [p.name, p] as const))('%s runs hardened', (_name, pod) => {
    expect(pod.spec.securityContext).toMatchObject({
      runAsNonRoot: true,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    for (const container of pod.spec.containers) {
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
      expect(tmp).toBeDefined();
      expect(pod.spec.volumes?.find((volume) => volume.name === tmp!.name)?.emptyDir).toBeDefined();
    }
  });

  it('fences the workers in with a NetworkPolicy', () => {
    const worker = pods.find((p) => p.name === 'Deployment/stacklens-worker')!;
    const policies = manifests.filter((m) => m.kind === 'NetworkPolicy');
    const policy = policies.find((p) => {
      const selector = (p.spec.podSelector as { matchLabels: Record<string, string> }).matchLabels;
      return Object.entries(selector).every(([key, value]) => worker.labels[key] === value);
    });
    expect(policy).toBeDefined();
    const spec = policy!.spec as {
      policyTypes: string[];
      ingress: { ports: { port: number }[] }[];
      egress: { to: { ipBlock?: { cidr: string; except?: string[] } }[]; ports?: { port: number }[] }[];
    };
    expect(spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    // In: the metrics port only.
    expect(spec.ingress.flatMap((rule) => rule.ports.map((p) => p.port))).toEqual([9464]);
    // Out: every rule open to any address excludes the internal ranges and the metadata address.
    const blocks = spec.egress.flatMap((rule) =>
      rule.to.flatMap((peer) => (peer.ipBlock ? [peer.ipBlock] : [])),
    );
    const v4Internet = blocks.find((block) => block.cidr === '0.0.0.0/0');
    expect(v4Internet?.except).toEqual(
      expect.arrayContaining([
        '10.0.0.0/8',
        '172.16.0.0/12',
        '192.168.0.0/16',
        '169.254.0.0/16',
        '127.0.0.0/8',
      ]),
    );
    const v6Internet = blocks.find((block) => block.cidr === '::/0');
    expect(v6Internet?.except).toEqual(expect.arrayContaining(['fc00::/7', 'fe80::/10', '::1/128']));
    // Every other address block is one host (PostgreSQL, Redis), reached on its own port only.
    for (const rule of spec.egress) {
      for (const peer of rule.to) {
        if (!peer.ipBlock || peer.ipBlock.except) continue;
        expect(peer.ipBlock.cidr).toMatch(/\/32$/);
        expect(rule.ports?.map((p) => p.port)).toEqual([expect.any(Number)]);
      }
    }
    // DNS on port 53.
    expect(spec.egress.some((rule) => rule.ports?.some((p) => p.port === 53))).toBe(true);
  });
});
