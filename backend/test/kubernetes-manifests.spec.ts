import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';
import { reportSkipped } from '@piba/test-support/skipped';
import { getMetadataStorage } from 'class-validator';
import { Environment, validateEnvironment } from '../src/config/environment.js';

/**
 * deploy/kubernetes, as `kubectl apply -k` reads it: every file the kustomization lists, and only
 * those, each object valid against the Kubernetes schemas (kubernetes-models), and the objects
 * fitting together: the probes on the two health endpoints, the Service, the budget, the
 * autoscaler and the Ingress on the app's pods, the settings ones the server accepts.
 */
const root = resolve(import.meta.dirname, '../..');
const folder = join(root, 'deploy/kubernetes');

/** The kinds the manifests use, by apiVersion and kind, each with its schema. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
};

// What the checks below read of the objects: the schemas above have checked their shape.
interface Container {
  name: string;
  image: string;
  command?: string[];
  workingDir?: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; terminationGracePeriodSeconds?: number };
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown> & { template?: PodTemplate };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const readYaml = (file: string) =>
  parseAllDocuments(readFileSync(join(folder, file), 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
    return document.toJSON() as Manifest;
  });

const kustomization = readYaml('kustomization.yaml')[0] as unknown as {
  apiVersion: string;
  kind: string;
  namespace: string;
  resources: string[];
  images: Array<{ name: string; newName: string; newTag: string }>;
};
const manifests = kustomization.resources.flatMap((file) =>
  readYaml(file).map((manifest) => ({ file, manifest })),
);
const find = (kind: string, name: string) => {
  const found = manifests.find(
    ({ manifest }) => manifest.kind === kind && manifest.metadata.name === name,
  );
  if (!found) throw new Error(`no ${kind} ${name} in deploy/kubernetes`);
  return found.manifest;
};
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

const app = find('Deployment', 'piba');
const pod = app.spec!.template!;
const [container] = pod.spec.containers;

describe('deploy/kubernetes', () => {
  it('is a kustomization of exactly the manifests in the folder', () => {
    expect(kustomization.apiVersion).toBe('kustomize.config.k8s.io/v1beta1');
    expect(kustomization.kind).toBe('Kustomization');
    expect(kustomization.namespace).toBe('piba');
    const files = readdirSync(folder).filter((file) => /\.ya?ml$/.test(file));
    expect([...kustomization.resources].sort()).toEqual(
      files.filter((file) => file !== 'kustomization.yaml').sort(),
    );
  });

  it.each(
    manifests.map(({ file, manifest }) => [file, manifest.kind, manifest.metadata.name, manifest]),
  )('%s: %s %s is valid against the Kubernetes schemas', (_file, _kind, _name, manifest) => {
    const model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
    expect(model).toBeDefined();
    expect(() => new model(manifest as never).validate()).not.toThrow();
  });

  it('gives every object a name of its own within its kind', () => {
    const names = manifests.map(({ manifest }) => `${manifest.kind}/${manifest.metadata.name}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('runs the image the kustomization names, in the app and in the migration Job', () => {
    expect(kustomization.images.map(({ name }) => name)).toEqual(['piba']);
    expect(container.image).toBe('piba');
    expect(find('Job', 'piba-migrate').spec!.template!.spec.containers[0].image).toBe('piba');
  });

  it('runs several app replicas, probed on the two health endpoints, with resources', () => {
    expect(app.spec!.replicas).toBeGreaterThanOrEqual(2);
    expect(container.ports).toEqual([{ name: 'http', containerPort: 3000 }]);
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(container.resources?.requests).toEqual({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(container.resources?.limits?.memory).toEqual(expect.any(String));
    // The app takes up to 10 s after SIGTERM, which preStop delays.
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThan(15);
  });

  it('points the Service, the budget and the autoscaler at the app’s pods, and the Ingress at the Service', () => {
    const labels = pod.metadata.labels;
    const service = find('Service', 'piba').spec as {
      selector: Record<string, string>;
      ports: Array<{ name: string; targetPort: string }>;
    };
    expect(matches(service.selector, labels)).toBe(true);
    expect(service.ports.map(({ targetPort }) => targetPort)).toEqual(['http']);
    const budget = find('PodDisruptionBudget', 'piba').spec as {
      selector: { matchLabels: Record<string, string> };
    };
    expect(matches(budget.selector.matchLabels, labels)).toBe(true);
    const autoscaler = find('HorizontalPodAutoscaler', 'piba').spec as {
      scaleTargetRef: { kind: string; name: string };
      minReplicas: number;
      metrics: Array<{ resource?: { name: string } }>;
    };
    expect(autoscaler.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'piba' });
    expect(autoscaler.minReplicas).toBeGreaterThanOrEqual(2);
    expect(autoscaler.metrics.map(({ resource }) => resource?.name)).toEqual(['cpu']);
    const ingress = JSON.stringify(find('Ingress', 'piba').spec);
    expect(ingress).toContain('"service":{"name":"piba","port":{"name":"http"}}');
  });

  it('runs the migrations once, in a Job, with npm run migration:run, as the app’s replicas skip them', () => {
    const [migrate] = find('Job', 'piba-migrate').spec!.template!.spec.containers;
    expect(migrate.workingDir).toBe('/app/backend');
    expect(migrate.command).toEqual(['npm', 'run', 'migration:run']);
    expect(migrate.envFrom).toEqual(container.envFrom);
    expect(find('ConfigMap', 'piba').data?.MIGRATIONS).toBe('skip');
  });

  it('sets only variables the server reads, with values it accepts, from the ConfigMap and the Secret', () => {
    const sources = container.envFrom!.map(({ configMapRef, secretRef }) =>
      configMapRef
        ? find('ConfigMap', configMapRef.name).data!
        : find('Secret', secretRef!.name).stringData!,
    );
    const env = Object.assign({}, ...sources) as Record<string, string>;
    const read = new Set([
      ...getMetadataStorage()
        .getTargetValidationMetadatas(Environment, '', true, false)
        .map(({ propertyName }) => propertyName),
      ...Object.keys(new Environment()),
    ]);
    expect(Object.keys(env).filter((name) => !read.has(name))).toEqual([]);
    // The placeholder key is refused on purpose (too weak): a strong one stands in for it here.
    expect(() =>
      validateEnvironment({
        ...env,
        NODE_ENV: 'production',
        TEACHER_ACCESS_KEY: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b',
      }),
    ).not.toThrow();
    expect(() => validateEnvironment({ ...env, NODE_ENV: 'production' })).toThrow(
      /TEACHER_ACCESS_KEY/,
    );
    expect(new URL(env.REDIS_URL).hostname).toBe('redis');
    expect(new URL(env.DATABASE_URL).hostname).toBe('mysql');
  });

  it('reaches Redis in the cluster, and MySQL outside it through an ExternalName Service', () => {
    const redis = find('Service', 'redis').spec as {
      selector: Record<string, string>;
      ports: Array<{ port: number }>;
    };
    const redisPods = find('Deployment', 'redis').spec!.template!.metadata.labels;
    expect(matches(redis.selector, redisPods)).toBe(true);
    expect(redis.ports.map(({ port }) => port)).toEqual([6379]);
    expect(find('Service', 'mysql').spec).toMatchObject({ type: 'ExternalName' });
  });
});

describe('deploy/haproxy/haproxy.cfg', () => {
  const config = join(root, 'deploy/haproxy/haproxy.cfg');

  it('checks each replica on /api/health/ready', () => {
    const text = readFileSync(config, 'utf8');
    expect(text).toMatch(/option httpchk GET \/api\/health\/ready/);
    expect(text).toMatch(/server-template app \d+ app:3000/);
  });

  it('is a configuration HAProxy accepts', () => {
    const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) =>
      existsSync(path),
    );
    if (!haproxy) {
      if (process.env.CI === 'true') throw new Error('haproxy is not installed; CI requires it.');
      reportSkipped(
        'the HAProxy configuration check',
        'haproxy is not installed (apt-get install haproxy).',
      );
      return;
    }
    // Exits 0 for a valid file; the names it cannot resolve outside compose are warnings.
    expect(() =>
      execFileSync(haproxy, ['-c', '-q', '-f', config], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
