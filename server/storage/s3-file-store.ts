/**
 * The S3-compatible driver of the file store (docs/decisions/011-file-store-and-signed-links.md):
 * each key is an object in one bucket, so several instances share the files. Chosen by
 * createFileStore when STORAGE_URL is set (its format is documented in server/env.ts).
 *
 * Compatibility: path-style addressing (MinIO, Ceph, s3rver and most self-hosted stores have no
 * per-bucket host names), and checksums only where the operation requires them, since the SDK's
 * default CRC trailers are not understood by many S3-compatible servers.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { isStoragePath, type FileStore } from "./file-store.ts";

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** s3://KEY:SECRET@host:port/bucket?region=us-east-1&tls=false → the client's settings. */
export function parseStorageUrl(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("STORAGE_URL is not a URL (expected s3://KEY:SECRET@host:port/bucket)");
  }
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ""));
  if (url.protocol !== "s3:" || !url.hostname || !url.username || !url.password || !bucket || bucket.includes("/")) {
    throw new Error("STORAGE_URL must look like s3://KEY:SECRET@host:port/bucket?region=us-east-1");
  }
  const tls = url.searchParams.get("tls") !== "false";
  return {
    endpoint: `${tls ? "https" : "http"}://${url.host}`,
    region: url.searchParams.get("region") || "us-east-1",
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** Multipart uploads send the stream in parts this big, one at a time: the most an upload holds in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * The SDK is loaded on the first file operation, not at start: it is ~25 MiB resident that a
 * server on the file-system store never needs (docs/decisions/022-compiled-server.md).
 */
async function loadSdk() {
  const [s3, storage] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  return { ...s3, Upload: storage.Upload };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

export function createS3FileStore(settings: S3Settings): FileStore {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (ready ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: true,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = settings.bucket;

  function keyOf(path: string): string {
    if (!isStoragePath(path)) throw new Error(`Not a storage path: ${JSON.stringify(path.slice(0, 80))}`);
    return path;
  }

  return {
    async put(path, body) {
      const { sdk, client } = await connect();
      // One PUT is atomic in S3: readers see the old object or the new one.
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: keyOf(path), Body: body, ContentLength: body.byteLength }));
    },
    async putStream(path, body) {
      const Key = keyOf(path);
      const { sdk, client } = await connect();
      // A multipart upload becomes visible only when completed; on a failed source lib-storage
      // aborts it (leavePartsOnError false), so no partial object is ever readable.
      let sourceError: unknown;
      async function* watched() {
        try {
          yield* body;
        } catch (err) {
          sourceError = err;
          throw err;
        }
      }
      const upload = new sdk.Upload({ client, params: { Bucket, Key, Body: Readable.from(watched()) }, partSize: PART_SIZE, queueSize: 1, leavePartsOnError: false });
      try {
        await upload.done();
      } catch (err) {
        // The source's own error (over the size limit, the client gone) is the one that matters:
        // a server that refuses the abort (s3rver does) must not hide it. An upload left
        // unfinished is never readable either way.
        throw sourceError ?? err;
      }
    },
    async get(path) {
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(path) }));
        if (!res.Body) return null;
        return { body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(res.ContentLength ?? 0) };
      } catch (err) {
        if (isMissing(sdk, err)) return null;
        throw err;
      }
    },
    async exists(path) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(path) }));
        return true;
      } catch (err) {
        if (isMissing(sdk, err)) return false;
        throw err;
      }
    },
    async delete(path) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(path) }));
    },
    async *list(prefix) {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { path: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeStaleTemporaries(before) {
      const { sdk, client } = await connect();
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      try {
        do {
          const page = await client.send(new sdk.ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
          for (const upload of page.Uploads ?? []) {
            if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
            await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
            removed += 1;
          }
          [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
        } while (KeyMarker);
      } catch (err) {
        // Some S3-compatible stores (s3rver) cannot list unfinished uploads; their lifecycle rules must.
        if (err instanceof sdk.S3ServiceException && err.name === "NotImplemented") return null;
        throw err;
      }
      return removed;
    },
  };
}

function isMissing(sdk: Sdk, err: unknown): boolean {
  return err instanceof sdk.S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === "NoSuchKey" || err.name === "NotFound");
}
