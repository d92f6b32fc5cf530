/**
 * One NDJSON reader for every page (issue 35, item 9): a stream of JSON objects, one a line, as
 * the server's `application/x-ndjson` routes send them (`/api/events/{id}/stream`), read as it
 * arrives and followed again after a drop.
 */

/** Cuts a byte stream's text into lines: give it each chunk, it answers the complete lines
 * (trimmed, blank ones left out — the server's keep-alive is a blank line) and keeps the rest. */
export class LineSplitter {
  private buffer = '';

  /** The complete lines of what has arrived, this chunk included. */
  push(chunk: string): string[] {
    this.buffer += chunk;
    const lines: string[] = [];
    let at: number;
    while ((at = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, at).trim();
      this.buffer = this.buffer.slice(at + 1);
      if (line) lines.push(line);
    }
    return lines;
  }
}

/** A line read as a JSON object; `null` for a line that is not one (never thrown: one bad line
 * does not stop the stream). */
export function parseLine(line: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(line) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** How a stream is followed. */
export interface Follow {
  /** The bearer token sent, if any. */
  token?: string | null;
  /** Each object read. */
  onLine: (value: Record<string, unknown>) => void;
  /** The link up (`true`, each time it opens) or down. */
  onLink?: (up: boolean) => void;
  /** Wait before following again after a drop, ms (1000). */
  retryMs?: number;
}

/** Follows an NDJSON stream, reconnecting after a drop; returns a function that stops it. */
export function followNdjson(path: string, follow: Follow): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  const run = async (): Promise<void> => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const headers: Record<string, string> = follow.token ? { authorization: `Bearer ${follow.token}` } : {};
        const response = await fetch(path, { headers, signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(String(response.status));
        follow.onLink?.(true);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const splitter = new LineSplitter();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const line of splitter.push(decoder.decode(value, { stream: true }))) {
            const object = parseLine(line);
            if (object && !stopped) follow.onLine(object);
          }
        }
      } catch {
        // Dropped (or stopped): try again unless stopped.
      }
      if (!stopped) follow.onLink?.(false);
      if (!stopped) await new Promise((r) => setTimeout(r, follow.retryMs ?? 1000));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
