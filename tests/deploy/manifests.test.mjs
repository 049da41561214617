// `npm run test:deploy`: every merchant overlay of deploy/ renders with kubectl's kustomize and validates against the
// Kubernetes schemas, holds together (probes on the health endpoints, limits that fit the heap cap, selectors that
// select, a grace period longer than the drain), and docker-compose.yml draws the same picture.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD } from '../../scripts/lib/heapCap.mjs';
import { validateObject } from './support/kubernetesSchema.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const deploy = join(root, 'deploy');
const kubectl = process.env.KUBECTL ?? 'kubectl';
const overlays = readdirSync(join(deploy, 'overlays'));

/** The variables the app reads (lib/config.ts), and the runtime's own. */
const KNOWN_VARIABLES = new Set([
  ...[...readFileSync(join(root, 'lib', 'config.ts'), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((match) => match[1]),
  'NODE_OPTIONS',
  'MALLOC_ARENA_MAX',
  'MALLOC_MMAP_THRESHOLD_',
  'NEXT_MANUAL_SIG_HANDLE',
]);

function render(overlay) {
  const result = spawnSync(kubectl, ['kustomize', join(deploy, 'overlays', overlay)], { encoding: 'utf8' });
  if (result.error) throw new Error(`${kubectl} is not installed (apt-get install kubernetes-client; .ci/run does): ${result.error.message}`);
  assert.equal(result.status, 0, result.stderr);
  return parseAllDocuments(result.stdout).map((document) => document.toJS()).filter(Boolean);
}

const bytes = (quantity) => {
  const match = /^(\d+)(Ki|Mi|Gi)?$/.exec(String(quantity));
  assert.ok(match, `a memory quantity: ${quantity}`);
  return Number(match[1]) * { undefined: 1, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 }[match[2]];
};

const matches = (selector, labels) => Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

test('the validator itself refuses a misspelt field and a wrong type', async () => {
  const problems = await validateObject({
    apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' },
    spec: { selector: {}, replicas: 'two', template: { spec: { containers: [{ name: 'a', image: 'b', readinessProbe: { periodSecond: 5 } }] } } },
  });
  assert.ok(problems.some((problem) => problem.includes('readinessProbe/periodSecond: unknown field')), problems.join('\n'));
  assert.ok(problems.some((problem) => problem.includes('replicas must be integer')), problems.join('\n'));
});

for (const overlay of overlays) {
  test(`overlay ${overlay}: renders and every object validates against the Kubernetes schemas`, async () => {
    const objects = render(overlay);
    for (const object of objects) {
      const problems = await validateObject(object);
      assert.deepEqual(problems, [], `${object.kind} ${object.metadata?.name}:\n${problems.join('\n')}`);
    }
    const kinds = objects.map((object) => object.kind).sort();
    assert.deepEqual(kinds, [
      'ConfigMap', 'Deployment', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Namespace', 'NetworkPolicy', 'PodDisruptionBudget', 'Service', 'Service',
    ]);
    const namespace = objects.find((object) => object.kind === 'Namespace').metadata.name;
    for (const object of objects.filter((one) => one.kind !== 'Namespace')) assert.equal(object.metadata.namespace, namespace, `${object.kind} in ${namespace}`);
  });

  test(`overlay ${overlay}: the app's replicas hold together`, () => {
    const objects = render(overlay);
    const find = (kind, name) => objects.find((object) => object.kind === kind && (!name || object.metadata.name === name));
    const app = find('Deployment', 'mobile-front');
    const pod = app.spec.template;
    const [container] = pod.spec.containers;
    const config = find('ConfigMap').data;

    assert.equal(config.MERCHANT_CODE, overlay, 'the overlay configures its own merchant');
    assert.match(config.REDIS_URL, /^redis:\/\/redis:6379$/, 'the store of this namespace');
    for (const name of Object.keys(config)) assert.ok(KNOWN_VARIABLES.has(name), `${name} is a variable the app reads`);
    assert.deepEqual(container.envFrom, [{ configMapRef: { name: find('ConfigMap').metadata.name } }]);
    const secret = container.env.find((variable) => variable.name === 'SESSION_SECRET');
    assert.deepEqual(secret.valueFrom.secretKeyRef, { name: 'mobile-front-secrets', key: 'SESSION_SECRET' });

    assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
    assert.equal(container.livenessProbe.httpGet.path, '/api/health/live');
    const heapMb = Number(/--max-old-space-size=(\d+)/.exec(config.NODE_OPTIONS)?.[1]);
    assert.ok(heapMb > 0, 'the heap is capped');
    assert.equal(config.MALLOC_ARENA_MAX, MALLOC_ARENA_MAX, 'the malloc arenas of the image and scripts/lib/heapCap.mjs');
    assert.equal(config.MALLOC_MMAP_THRESHOLD_, MALLOC_MMAP_THRESHOLD, 'the mmap threshold of the image and scripts/lib/heapCap.mjs');
    const limit = bytes(container.resources.limits.memory);
    const request = bytes(container.resources.requests.memory);
    assert.ok(limit >= 2 * heapMb * 1024 ** 2, `memory limit ${container.resources.limits.memory} leaves room beside a ${heapMb} MB heap`);
    assert.ok(request > heapMb * 1024 ** 2 && request <= limit, 'the request covers the heap, within the limit');
    assert.ok(container.resources.requests.cpu && container.resources.limits.cpu, 'CPU requested and limited');
    const grace = pod.spec.terminationGracePeriodSeconds * 1000;
    assert.ok(grace > Number(config.SHUTDOWN_DRAIN_MS) + Number(config.SHUTDOWN_TIMEOUT_MS), 'the grace period outlasts drain and requests in flight');
    assert.equal(app.spec.strategy.rollingUpdate.maxUnavailable, 0, 'a rollout never goes below the replicas it has');

    for (const kind of ['Service', 'PodDisruptionBudget']) {
      const object = find(kind, 'mobile-front');
      const selector = object.spec.selector.matchLabels ?? object.spec.selector;
      assert.ok(matches(selector, pod.metadata.labels), `${kind} selects the app's pods`);
    }
    const hpa = find('HorizontalPodAutoscaler');
    assert.deepEqual(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: app.metadata.name });
    assert.equal(hpa.spec.metrics[0].resource.name, 'cpu');
    assert.ok(hpa.spec.minReplicas >= 2, 'never one replica: the disruption budget needs a second');
    const backend = find('Ingress').spec.rules[0].http.paths[0].backend.service;
    assert.equal(backend.name, find('Service', 'mobile-front').metadata.name);
    assert.ok(find('Service', 'mobile-front').spec.ports.some((port) => port.name === backend.port.name));

    const redis = find('Deployment', 'redis');
    assert.ok(matches(find('Service', 'redis').spec.selector, redis.spec.template.metadata.labels), 'the redis Service selects Redis');
    const policy = find('NetworkPolicy');
    assert.ok(matches(policy.spec.podSelector.matchLabels, redis.spec.template.metadata.labels));
    assert.ok(matches(policy.spec.ingress[0].from[0].podSelector.matchLabels, pod.metadata.labels), 'the app may reach Redis');
  });
}

test('the example Secret validates and names what the Deployment reads', async () => {
  const secret = parse(readFileSync(join(deploy, 'base', 'secret.example.yaml'), 'utf8'));
  assert.deepEqual(await validateObject(secret), []);
  assert.equal(secret.metadata.name, 'mobile-front-secrets');
  assert.ok(secret.stringData.SESSION_SECRET.length >= 32);
});

test('docker-compose.yml runs two replicas behind HAProxy with Redis and the reference platform', () => {
  const compose = parse(readFileSync(join(deploy, 'docker-compose.yml'), 'utf8'));
  assert.deepEqual(Object.keys(compose.services).sort(), ['app', 'balancer', 'redis', 'sim']);
  const { app, balancer, sim } = compose.services;
  assert.equal(app.deploy.replicas, 2);
  assert.equal(app.environment.REDIS_URL, 'redis://redis:6379');
  assert.equal(app.environment.UPSTREAM_URL, 'http://sim:4010');
  for (const name of Object.keys(app.environment)) assert.ok(KNOWN_VARIABLES.has(name), `${name} is a variable the app reads`);
  for (const service of [app, sim]) assert.ok(existsSync(join(deploy, service.build.context, service.build.dockerfile)), service.build.dockerfile);
  const [cfg] = balancer.volumes[0].split(':');
  const cfgPath = join(deploy, cfg);
  assert.ok(existsSync(cfgPath));
  const text = readFileSync(cfgPath, 'utf8');
  assert.match(text, /balance roundrobin/);
  assert.match(text, /option forwardfor/);
  assert.match(text, /option httpchk GET \/api\/health\/ready/);
  const check = spawnSync('haproxy', ['-c', '-f', cfgPath], { encoding: 'utf8' });
  if (!check.error) assert.equal(check.status, 0, `${check.stdout}${check.stderr}`);
});
