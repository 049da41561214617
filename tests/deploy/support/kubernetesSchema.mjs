// Validates Kubernetes objects against the published Kubernetes schemas, offline: the validators that the npm
// package kubernetes-models compiles from the Kubernetes OpenAPI (types, formats, required fields, enums), plus a
// strict check of field names (as `kubeconform -strict` does) read from the same package's type declarations,
// since those validators let unknown fields through and a misspelt field is the commonest manifest mistake.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const modelsRoot = dirname(require.resolve('kubernetes-models/package.json'));
const apimachineryRoot = join(modelsRoot, '..', '@kubernetes-models', 'apimachinery');

/** The declaration file of a kind: apps/v1 Deployment -> kubernetes-models/apps/v1/Deployment.d.ts. */
function declarationOf(apiVersion, kind) {
  const path = join(modelsRoot, ...apiVersion.split('/'), `${kind}.d.ts`);
  return existsSync(path) ? path : null;
}

const shapes = new Map();

/** The fields of the one interface a declaration file holds, each with the file of its object type (if any). */
function shapeOf(file) {
  if (shapes.has(file)) return shapes.get(file);
  const text = readFileSync(file, 'utf8');
  const imports = new Map();
  for (const [, name, from] of text.matchAll(/^import \{ (\w+) \} from "([^"]+)";$/gm)) {
    const base = from.startsWith('.') ? resolve(dirname(file), from) : from.startsWith('@kubernetes-models/apimachinery/') ? join(apimachineryRoot, from.slice('@kubernetes-models/apimachinery/'.length)) : null;
    if (base) imports.set(name, `${base.replace(/\.js$/, '')}.d.ts`);
  }
  const body = /^export interface \w+(?: extends [\w, ]+)? \{\n([\s\S]*?)^\}/m.exec(text);
  let shape = null;
  if (body) {
    shape = new Map();
    // A map type (labels, limits) opens a brace and goes on over the next lines: its keys are free.
    for (const [, name, rest] of body[1].matchAll(/^ {4}"([^"]+)"\??: (.*)$/gm)) {
      const type = rest.replace(/;$/, '');
      const element = /^Array<(\w+)>$/.exec(type)?.[1] ?? type;
      shape.set(name, { file: imports.get(element) ?? null, array: type.startsWith('Array<') });
    }
  }
  shapes.set(file, shape);
  return shape;
}

function unknownFields(value, file, path, errors) {
  const shape = file ? shapeOf(file) : null;
  if (!shape || value === null || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const field = shape.get(key);
    if (!field) {
      errors.push(`${path}/${key}: unknown field`);
      continue;
    }
    if (!field.file) continue;
    if (field.array && Array.isArray(child)) child.forEach((item, i) => unknownFields(item, field.file, `${path}/${key}/${i}`, errors));
    else unknownFields(child, field.file, `${path}/${key}`, errors);
  }
}

/** Answers the problems of one object (empty when it is valid); an apiVersion/kind the schemas lack is one. */
export async function validateObject(object) {
  const { apiVersion, kind } = object ?? {};
  const file = typeof apiVersion === 'string' && typeof kind === 'string' ? declarationOf(apiVersion, kind) : null;
  if (!file) return [`${apiVersion}/${kind}: no such kind in the Kubernetes schemas`];
  const declared = await import(`kubernetes-models/${apiVersion}/${kind}`);
  const errors = [];
  try {
    new declared[kind](object).validate();
  } catch (error) {
    errors.push(error.message);
  }
  unknownFields(object, file, '', errors);
  return errors;
}
