import 'server-only';
import { randomUUID } from 'node:crypto';

/** A money form's key, minted by the server component that renders the form (components/forms/IdempotencyKeyField). */
export function newIdempotencyKey(): string {
  return randomUUID();
}
