import { afterEach, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '../../test/s3';
import { createS3Storage } from './s3-storage';

let peer: S3Peer;
afterEach(() => peer.close());

describe('the bucket store check', () => {
  it('passes while the bucket answers', async () => {
    peer = await startS3Peer();
    await expect(createS3Storage(peer.config).check()).resolves.toBeUndefined();
  });

  it('says the bucket is missing', async () => {
    peer = await startS3Peer();
    await expect(createS3Storage({ ...peer.config, bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      `the bucket no-such-bucket does not exist at ${peer.config.endpoint}`,
    );
  });

  it('fails with a short reason when the server is down', async () => {
    peer = await startS3Peer();
    const storage = createS3Storage(peer.config);
    await storage.check();
    await peer.stop();
    await expect(storage.check()).rejects.toThrow(
      `the bucket portal-files could not be reached at ${peer.config.endpoint}: ECONNREFUSED`,
    );
  });
});
