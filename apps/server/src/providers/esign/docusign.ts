import { SignJWT, importPKCS8 } from 'jose';
import type { Config } from '../../config';

type Settings = NonNullable<Config['docusign']>;

/**
 * DocuSign eSignature (REST v2.1) for embedded signing: the portal makes an envelope of the document,
 * sends the student to DocuSign's signing page, and downloads the signed PDF when they come back.
 * Authentication is the JWT grant, with the token reused until shortly before it expires.
 */
export function createDocuSign(settings: Settings) {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const key = await importPKCS8(settings.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope: 'signature impersonation' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(settings.integrationKey)
      .setSubject(settings.userId)
      .setAudience(new URL(settings.oauthBase).host)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const res = await fetch(`${settings.oauthBase}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!res.ok) throw new Error(`DocuSign refused the sign-in (${res.status})`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call(path: string, init: { method: string; json?: unknown }): Promise<Response> {
    const res = await fetch(`${settings.basePath}/v2.1/accounts/${settings.accountId}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        ...(init.json ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });
    if (!res.ok) throw new Error(`DocuSign answered ${res.status} to ${init.method} ${path}`);
    return res;
  }

  return {
    async createEnvelope(input: {
      pdf: Buffer;
      name: string;
      signer: { email: string; name: string; clientUserId: string };
    }) {
      const res = await call('/envelopes', {
        method: 'POST',
        json: {
          emailSubject: `Please sign: ${input.name}`,
          status: 'sent',
          documents: [
            {
              documentBase64: input.pdf.toString('base64'),
              name: input.name,
              fileExtension: 'pdf',
              documentId: '1',
            },
          ],
          recipients: {
            signers: [
              {
                ...input.signer,
                recipientId: '1',
                routingOrder: '1',
                tabs: {
                  signHereTabs: [{ documentId: '1', pageNumber: '1', xPosition: '72', yPosition: '700' }],
                },
              },
            ],
          },
        },
      });
      return ((await res.json()) as { envelopeId: string }).envelopeId;
    },
    async signingUrl(
      envelopeId: string,
      signer: { email: string; name: string; clientUserId: string },
      returnUrl: string,
    ) {
      const res = await call(`/envelopes/${envelopeId}/views/recipient`, {
        method: 'POST',
        json: {
          returnUrl,
          authenticationMethod: 'none',
          email: signer.email,
          userName: signer.name,
          clientUserId: signer.clientUserId,
        },
      });
      return ((await res.json()) as { url: string }).url;
    },
    async status(envelopeId: string): Promise<string> {
      const res = await call(`/envelopes/${envelopeId}`, { method: 'GET' });
      return ((await res.json()) as { status: string }).status;
    },
    async signedPdf(envelopeId: string): Promise<Buffer> {
      const res = await call(`/envelopes/${envelopeId}/documents/combined`, { method: 'GET' });
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

export type DocuSign = ReturnType<typeof createDocuSign>;
