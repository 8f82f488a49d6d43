/**
 * The text/event-stream format as the HTML standard parses it (the part our stream uses): lines
 * split on CRLF, LF or CR, `field: value` with one leading space dropped, `data` lines joined by
 * newlines, a blank line dispatching the event, `:` comments ignored, `id` kept for resuming
 * (Last-Event-ID), `retry` the reconnection delay. Fed in chunks as they arrive.
 */
export interface SseMessage {
  /** The event's type; "message" when the frame names none. */
  event: string;
  data: string;
  /** The last id seen so far (it carries over to frames without one, as in EventSource). */
  lastEventId: string;
}

export interface SseParser {
  feed(chunk: string): void;
  /** The last `id:` seen, for Last-Event-ID. */
  readonly lastEventId: string;
}

export function createSseParser(onMessage: (message: SseMessage) => void, onRetry: (ms: number) => void = () => {}, lastEventId = ""): SseParser {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id = lastEventId;
  // A CR at a chunk's end may be the first half of a CRLF: the LF that follows is then skipped.
  let skipLf = false;

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || "message", data: data.join("\n"), lastEventId: id });
    event = "";
    data = [];
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    switch (field) {
      case "event":
        event = value;
        break;
      case "data":
        data.push(value);
        break;
      case "id":
        if (!value.includes("\0")) id = value;
        break;
      case "retry":
        if (/^\d+$/.test(value)) onRetry(Number(value));
        break;
    }
  };

  return {
    feed(chunk) {
      let text = chunk;
      if (skipLf && text.startsWith("\n")) text = text.slice(1);
      skipLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== "\n" && ch !== "\r") continue;
        line(buffer.slice(start, i));
        if (ch === "\r") {
          if (i + 1 === buffer.length) skipLf = true;
          else if (buffer[i + 1] === "\n") i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    get lastEventId() {
      return id;
    },
  };
}
