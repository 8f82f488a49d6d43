/**
 * A real S3-compatible server for the tests (s3rver, speaking the S3 protocol over HTTP on a free
 * local port, keeping objects in a temporary directory): the S3 driver is tested against it, not
 * against a mock. Test-only; nothing in the running service imports it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface LocalS3 {
  /** A STORAGE_URL for the server's bucket (server/env.ts). */
  storageUrl: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "closing-documents"): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "hc-s3-"));
  // s3rver accepts only its fixed credentials, S3RVER / S3RVER, and checks the requests' signatures.
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    storageUrl: `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1&tls=false`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
