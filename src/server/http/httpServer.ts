import { randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import type { ServedTableInfo, SkippedFile } from '../../model/served';
import type { DataApi } from './dataApi';
import { BadRequest } from './requestChecks';
import { NONCE_PLACEHOLDER, policyHeader } from './securityPolicy';
import { errorMessage } from '../../model/errorMessage';

/** The largest request body: a long selection or value list fits, a runaway one does not. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** The cookie the page keeps the token in, once it opened the link with it. */
const TOKEN_COOKIE = 'people_grid_token';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

export interface HttpOptions {
  /** The built app (`vite build`'s dist folder). */
  readonly appFolder: string;
  readonly api: DataApi;
  readonly tables: readonly ServedTableInfo[];
  /** The files named at start that are not served: a link to one is told why. */
  readonly skipped: readonly SkippedFile[];
  /** Asked of every request when the server listens beyond this machine (`--host`); null on 127.0.0.1. */
  readonly token: string | null;
}

/** Attribute-safe text: the tables' names and headers are the files' own. */
const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** The request's body as JSON; BadRequest when it is too large or not JSON. */
async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest(`The request is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadRequest('The request is not JSON');
  }
}

/** A client's id as the page sends it: any short text (it only tells clients apart). */
function clientOf(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > 100) throw new BadRequest('The request names no session');
  return value;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The data server's HTTP side: the built app, its page carrying the served tables, and the data
 * API (`POST /api/data`: the data's protocol, src/model/protocol.ts, as JSON; `GET /api/export`:
 * a result as CSV, streamed, and with `&check` only whether it would start: 204 or why not; `GET /api/health`). With a token, every request must carry it: the
 * start-up link's `?token=` sets a cookie the page keeps.
 */
export function createHttpServer({ appFolder, api, tables, skipped, token }: HttpOptions): Server {
  const root = resolve(appFolder);
  const served = escapeAttribute(JSON.stringify(tables));
  const skippedMeta = skipped.length === 0 ? '' : `  <meta name="served-skipped" content="${escapeAttribute(JSON.stringify(skipped))}" />\n`;

  async function page(response: ServerResponse): Promise<void> {
    const nonce = randomBytes(16).toString('base64');
    const html = (await readFile(join(root, 'index.html'), 'utf8'))
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      .replace('</head>', `  <meta name="served-tables" content="${served}" />\n${skippedMeta}  </head>`);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': policyHeader(nonce) });
    response.end(html);
  }

  async function file(path: string, response: ServerResponse): Promise<void> {
    const full = resolve(root, `.${path}`);
    const body = full.startsWith(root + sep) ? await readFile(full).catch(() => null) : null;
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    // Built assets carry their content's hash in their names: they never change.
    const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(full)] ?? 'application/octet-stream', 'Cache-Control': cache, 'Content-Security-Policy': policyHeader(randomBytes(16).toString('base64')) });
    response.end(body);
  }

  async function data(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await jsonBody(request);
    const { session, request: asked } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const client = clientOf(session);
    const answer = await api.answer(client, api.check(asked));
    if (answer.kind === 'passing') {
      // A million row numbers travel as 4 MB of bytes, not 7 MB of JSON.
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store' });
      response.end(Buffer.from(answer.rows.buffer, answer.rows.byteOffset, answer.rows.byteLength));
      return;
    }
    sendJson(response, 200, answer);
  }

  async function exportText(url: URL, response: ServerResponse): Promise<void> {
    let request: unknown;
    try {
      request = JSON.parse(url.searchParams.get('request') ?? '');
    } catch {
      throw new BadRequest('The export request is not JSON');
    }
    const client = clientOf(url.searchParams.get('session'));
    const { fileName, pieces } = await api.exportText(client, api.check(request));
    const iterator = pieces[Symbol.asyncIterator]();
    // The first piece (the header line) comes before the answer starts: a failure before it is still a 400 or 500.
    const first = await iterator.next();
    // `check`: only whether the export would start. The page asks so first, as a failed download says nothing to the page.
    if (url.searchParams.has('check')) {
      await iterator.return?.();
      response.writeHead(204, { 'Cache-Control': 'no-store' });
      response.end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    });
    const stopped = once(response, 'close');
    for (let piece = first; !piece.done; piece = await iterator.next()) {
      // A slow reader holds the export back instead of the server holding the export.
      if (!response.write(piece.value)) await Promise.race([once(response, 'drain'), stopped]);
      if (response.destroyed) {
        await iterator.return?.();
        return;
      }
    }
    response.end();
  }

  function authorized(request: IncomingMessage, url: URL): boolean {
    if (token === null) return true;
    const given = url.searchParams.get('token') ?? cookie(request, TOKEN_COOKIE) ?? request.headers.authorization?.replace(/^Bearer /, '');
    return given !== undefined && sameText(given, token);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://server');
    if (!authorized(request, url)) {
      sendJson(response, 401, { message: 'This server asks for its token: open the link it printed when it started.' });
      return;
    }
    if (token !== null && url.searchParams.has('token')) {
      // The token goes into a cookie and out of the address: the address is the view, and is shared.
      url.searchParams.delete('token');
      response.writeHead(303, {
        'Set-Cookie': `${TOKEN_COOKIE}=${encodeURIComponent(token)}; HttpOnly; SameSite=Strict; Path=/`,
        Location: `${url.pathname}${url.search}`,
      });
      response.end();
      return;
    }
    const { pathname } = url;
    if (pathname === '/api/data' && request.method === 'POST') return data(request, response);
    if (pathname === '/api/export' && request.method === 'GET') return exportText(url, response);
    if (pathname === '/api/health') return sendJson(response, 200, { tables: tables.length });
    if (pathname === '/api/tables') return sendJson(response, 200, tables);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, { message: `${request.method} is not served here` });
    if (pathname === '/' || pathname === '/index.html') return page(response);
    return file(pathname, response);
  }

  return createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof BadRequest) sendJson(response, 400, { message: error.message });
      else sendJson(response, 500, { message: `The server could not answer: ${errorMessage(error)}` });
    });
  });
}
