/**
 * Bytes arriving in chunks of any size, taken out in the sizes a format needs: the segmented
 * streams (document-stream.ts) hold at most one segment and one incoming chunk in it, which is
 * what keeps a document's memory independent of its size.
 */
export class ByteQueue {
  private chunks: Uint8Array[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** The next `n` bytes (n ≤ length): a view of the first chunk when it holds them, else a copy. */
  take(n: number): Uint8Array {
    if (n > this.size) throw new RangeError(`take(${n}) with ${this.size} bytes queued`);
    this.size -= n;
    const first = this.chunks[0];
    if (first && first.length >= n) {
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    const out = new Uint8Array(n);
    let filled = 0;
    while (filled < n) {
      const chunk = this.chunks[0]!;
      const part = Math.min(chunk.length, n - filled);
      out.set(chunk.subarray(0, part), filled);
      filled += part;
      if (part === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(part);
    }
    return out;
  }
}
