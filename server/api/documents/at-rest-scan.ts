/**
 * Test support for documents-at-rest.test.ts: everything an S3-compatible server holds in a
 * bucket, listed through the S3 protocol itself (objects and unfinished multipart uploads), so a
 * scan for plaintext covers more than the one object a test put there.
 */
import { ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { parseStorageUrl } from "#server/storage/s3-file-store.ts";

export async function listBucket(storageUrl: string): Promise<{ keys: string[]; unfinished: string[] }> {
  const settings = parseStorageUrl(storageUrl);
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ""));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: settings.bucket })).catch(() => ({ Uploads: [] }));
    return { keys, unfinished: (uploads.Uploads ?? []).map((u) => u.Key ?? "") };
  } finally {
    client.destroy();
  }
}
