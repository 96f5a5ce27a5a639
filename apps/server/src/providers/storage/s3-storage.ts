import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import { StorageUnavailable } from '../../lib/errors';
import { assertSafeKey, type FileStorage } from './storage';

/** How long a request may wait for its connection, and a check for its answer. */
const CONNECT_TIMEOUT_MS = 5_000;
const CHECK_TIMEOUT_MS = 5_000;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const isMissing = (error: unknown) =>
  statusOf(error) === 404 ||
  (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'));

/** The bucket could not be reached, or failed on its side: a 503 the client may try again, not a 500. */
function outageOr(error: unknown): unknown {
  const status = statusOf(error);
  return status === undefined || status >= 500 ? new StorageUnavailable({ cause: error }) : error;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // checksums only where S3 requires them: a streamed upload would otherwise be sent in aws-chunked
    // framing, which s3rver and many S3-compatible stores keep as part of the object's bytes
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
}

/** Why the bucket cannot take files, in a few words for the log. */
function reasonOf(bucket: string, endpoint: string, error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return `the bucket ${bucket} does not exist at ${endpoint}`;
  if (status === 401 || status === 403) return `the bucket ${bucket} refuses these credentials`;
  if (status !== undefined) return `the bucket ${bucket} answered ${status}`;
  const code = (error as { code?: string }).code;
  return `the bucket ${bucket} could not be reached at ${endpoint}: ${code ?? (error as Error).message}`;
}

/** Files as objects of an S3-compatible bucket, named by their keys. */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): FileStorage {
  const { bucket } = config;
  const endpoint = config.endpoint ?? `s3.${config.region}.amazonaws.com`;
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return key;
  };
  return {
    async put(key, body, length) {
      const Key = keyOf(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body })).catch((error) => {
          throw outageOr(error);
        });
        return;
      }
      try {
        if (length !== undefined)
          await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentLength: length }));
        // parts of 5 MB, two at a time: a large upload never sits whole in memory
        else await new Upload({ client, params: { Bucket: bucket, Key, Body: body }, queueSize: 2 }).done();
      } catch (error) {
        // a stream that failed before its first part left nothing; one that failed later had its
        // multipart upload aborted, and the delete covers a store that cannot abort one
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch(() => {});
        // the stream's own error (an upload refused) says more than the abort's
        const cause = body.errored ?? outageOr(error);
        body.destroy();
        throw cause;
      }
    },
    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw outageOr(error);
      }
    },
    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return answer.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw outageOr(error);
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) })).catch((error) => {
        throw outageOr(error);
      });
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(reasonOf(bucket, endpoint, error));
      }
    },
  };
}
