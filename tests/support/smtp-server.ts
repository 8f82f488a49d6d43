import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in this process, keeping what it receives (envelope recipients and raw
 * message); on a free port, or on `port` (mail coming back where the app already points).
 */
export async function startSmtp(port = 0) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${listening}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
