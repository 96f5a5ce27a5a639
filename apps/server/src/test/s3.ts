import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config';
import { createS3Client } from '../providers/storage/s3-storage';

export type S3Peer = {
  config: S3Config;
  /** The settings a portal is started with to keep its files in the peer's bucket. */
  env: Record<string, string>;
  /** Every object in the bucket, by key, with its size. */
  objects: () => Promise<{ key: string; size: number }[]>;
  bytesOf: (key: string) => Promise<Buffer>;
  /** Stops the server (its files kept), as an outage would. */
  stop: () => Promise<void>;
  close: () => Promise<void>;
};

/** s3rver, an S3-compatible server, on a free port of this machine, its bucket in a temporary folder. */
export async function startS3Peer(bucket = 'portal-files'): Promise<S3Peer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver's own keys, which it checks signatures with
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const config: S3Config = {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    // the clients' kept-alive connections would hold the close
    server.httpServer.closeAllConnections();
    await server.close();
  };
  return {
    config,
    env,
    objects: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => ({ key: o.Key!, size: o.Size! }));
    },
    bytesOf: async (key) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    stop,
    close: async () => {
      await stop();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
