import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; messageId: string; body: string };

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX escapes. */
const unquote = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on a port of this machine, as a school's mail server: it keeps what it accepts,
 * answers a temporary refusal while `refusing`, holds its answer to a message while `holding` (a
 * message whose sender is gone before the answer is not accepted), and can be stopped and started
 * again on the same port.
 */
export function smtpServer(port: number) {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let holding = false;
  /** Messages whose answer is held, by session id. */
  const held = new Map<string, () => void>();
  let server: SMTPServer | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(_address, _session, callback) {
          if (!refusing) return callback();
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
        },
        onClose(session) {
          held.delete(session.id);
        },
        onData(stream, session, callback) {
          let raw = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (raw += chunk));
          stream.on('end', () => {
            const accept = () => {
              held.delete(session.id);
              keep();
              callback();
            };
            if (holding) held.set(session.id, accept);
            else accept();
          });
          const keep = () => {
            const header = (name: string) =>
              new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im')
                .exec(raw)?.[1]
                ?.replace(/\r?\n[ \t]/g, ' ') ?? '';
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: header('Subject'),
              messageId: header('Message-ID'),
              body: unquote(raw),
            });
          };
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  return {
    received,
    start,
    /** Closes the port: connections are refused, as with a server that is down. */
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    refuse(value: boolean) {
      refusing = value;
    },
    hold(value: boolean) {
      holding = value;
      if (!value) for (const accept of [...held.values()]) accept();
    },
    /** How many messages wait for their answer. */
    held: () => held.size,
  };
}
