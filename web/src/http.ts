/**
 * One HTTP client for the pages (issue 35, item 9): a JSON request to the server's routes with a
 * bearer token if given; a refusal is thrown as [`Refused`] with the server's error body (its
 * `code`, English `message`, and the sentence's `key` and `params`), for the page to say in its
 * language.
 */
import type { Refusal } from './hall-i18n';

/** A request the server refused (or could not answer): its error body. `status` is the HTTP
 * status, 0 when the server could not be reached. */
export class Refused extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly status = 0,
  ) {
    super(`${refusal.code}: ${refusal.message}`);
  }
}

/** A request: `GET` by default, the body sent as JSON (or, a file's bytes, as they are), the
 * answer parsed as JSON (`null` when empty). Throws [`Refused`] for a 4xx/5xx (with the error
 * body's code) or an unreachable server (code `network`). */
export async function request(path: string, token: string | null, method = 'GET', body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const bytes = body instanceof ArrayBuffer;
  if (body !== undefined && !bytes) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : bytes ? body : JSON.stringify(body) });
  } catch {
    throw new Refused({ code: 'network', message: 'the server cannot be reached' }, 0);
  }
  const text = await response.text();
  let value: unknown = null;
  try {
    value = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy's page): the status says it.
  }
  if (!response.ok) {
    const error = (value as { error?: Partial<Refusal> } | null)?.error;
    throw new Refused(
      {
        code: error?.code ?? String(response.status),
        message: error?.message ?? '',
        key: error?.key,
        params: error?.params,
      },
      response.status,
    );
  }
  return value;
}
