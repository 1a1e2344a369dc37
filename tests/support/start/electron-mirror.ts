// An Electron download mirror on 127.0.0.1 (what ELECTRON_MIRROR points at): it serves one
// release archive and its SHASUMS256.txt under /v<version>/, or fails in a chosen way.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MirrorBehaviour = 'serves' | 'answers 404' | 'answers 500' | 'lists a wrong checksum';

export interface ElectronMirror {
  /** The ELECTRON_MIRROR value (ends with a slash, as @electron/get appends `v<version>/`). */
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export async function startElectronMirror(
  version: string,
  archive: { fileName: string; data: Buffer },
  behaviour: MirrorBehaviour,
): Promise<ElectronMirror> {
  const checksum =
    behaviour === 'lists a wrong checksum' ? sha256('not the archive') : sha256(archive.data);
  const files = new Map<string, Buffer | string>([
    [`/v${version}/${archive.fileName}`, archive.data],
    [`/v${version}/SHASUMS256.txt`, `${checksum} *${archive.fileName}\n`],
  ]);
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const file = files.get(path);
    if (behaviour === 'answers 500') response.writeHead(500).end('mirror is broken');
    else if (behaviour === 'answers 404' || file === undefined)
      response.writeHead(404).end('not here');
    else response.writeHead(200, { 'content-length': Buffer.byteLength(file) }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 127.0.0.1 address with nothing listening (a port just freed). */
export async function closedMirrorUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/`;
}
