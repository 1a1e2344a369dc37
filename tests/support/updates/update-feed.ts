// A local update feed on 127.0.0.1, laid out as electron-builder publishes one: latest-linux.yml
// (version, file name, sha512 and size) beside the AppImage it names. `publish` changes what
// the feed offers; `tamper` keeps the metadata but serves other bytes, as a corrupted or
// replaced artifact would be.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpdateFeed {
  url: string;
  /** Offers `version` with an artifact whose metadata matches it (unless `tamper`). */
  publish(version: string, options?: { tamper?: boolean }): void;
  /** Paths requested so far (without query strings), oldest first. */
  requests: string[];
  close(): Promise<void>;
}

export const artifactName = (version: string) => `Copycat-${version}.AppImage`;

export async function startUpdateFeed(): Promise<UpdateFeed> {
  let metadata = '';
  let artifact: { name: string; bytes: Buffer } | undefined;
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feed').pathname;
    requests.push(path);
    if (path === '/latest-linux.yml') {
      response.writeHead(200, { 'content-type': 'text/yaml' }).end(metadata);
    } else if (artifact && path === `/${artifact.name}`) {
      response
        .writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': artifact.bytes.length,
        })
        .end(artifact.bytes);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    publish(version, { tamper = false } = {}) {
      const bytes = randomBytes(64 * 1024);
      const sha512 = createHash('sha512').update(bytes).digest('base64');
      const name = artifactName(version);
      artifact = { name, bytes: tamper ? randomBytes(bytes.length) : bytes };
      metadata = [
        `version: ${version}`,
        'files:',
        `  - url: ${name}`,
        `    sha512: ${sha512}`,
        `    size: ${bytes.length}`,
        `path: ${name}`,
        `sha512: ${sha512}`,
        `releaseDate: '2026-11-21T12:00:00.000Z'`,
        '',
      ].join('\n');
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
